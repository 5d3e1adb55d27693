import Foundation
import Testing

/// `spec-runner lsp` as a process, given what no editor should send: the supervisor and its child survive it, and
/// the session goes on.
struct SupervisorHostileInputTests {
    let session = SupervisorTests()

    /// Sends `body` as it is, framed: JSON that `JSONSerialization` would not write (numbers of any size).
    func sendFramed(_ body: String, to server: ServerProcess) throws {
        try server.sendRaw("Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
    }

    @Test(arguments: [
        "Content-Length: 9223372036854775807\r\n\r\n",
        "Content-Length: 18446744073709551616\r\n\r\n{}",
        "Content-Length: 100000000\r\n\r\n" + String(repeating: "x", count: 200_000),
        "Content-Length: -5\r\n\r\n",
        "Content-Type: application/json\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":99,\"method\":\"shutdown\"}",
        "Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}",
        "not a header at all",
    ])
    func a_malformed_header_gets_a_logged_parse_error_and_every_later_message_an_answer(input: String) throws {
        let server = try ServerProcess(arguments: ["--lang", "en"])
        _ = try session.open(server)
        try server.sendRaw(input)
        let error = try server.wait(seconds: 30) { $0["id"] is NSNull && $0["error"] != nil }
        #expect((error?["error"] as? [String: Any])?["code"] as? Int == -32700)
        for _ in 0..<3 {
            #expect(try session.definition(server, line: 2)?.count == 1)
        }
        #expect(server.errors.contains("parse error"), "\(server.errors)")
        #expect(!server.received.contains { $0["id"] as? Int == 99 })
        try session.shutDown(server)
    }

    /// A position's numbers as the editor could write them: too large, negative, not integers.
    @Test(arguments: [
        "9223372036854775807", "-1", "-9223372036854775808", "9223372036854775808", "1e300", "1.5", "\"3\"", "null",
    ])
    func a_position_of_any_number_gets_an_answer_or_an_invalid_params_error_never_a_crash(number: String) throws {
        let server = try ServerProcess(arguments: ["--lang", "en"])
        _ = try session.open(server)
        let uri = "\"\(SupervisorTests.uri)\""
        var id = 100
        for position in [
            "{\"line\":\(number),\"character\":0}", "{\"line\":2,\"character\":\(number)}",
            "{\"line\":\(number),\"character\":\(number)}",
        ] {
            for method in ["textDocument/hover", "textDocument/definition", "textDocument/completion"] {
                id += 1
                try sendFramed(
                    "{\"jsonrpc\":\"2.0\",\"id\":\(id),\"method\":\"\(method)\",\"params\":"
                        + "{\"textDocument\":{\"uri\":\(uri)},\"position\":\(position)}}", to: server)
                let answer = try #require(try server.response(to: id))
                let code = (answer["error"] as? [String: Any])?["code"] as? Int
                #expect(code == nil || code == -32602, "\(method) at \(position): \(answer)")
            }
            id += 1
            try sendFramed(
                "{\"jsonrpc\":\"2.0\",\"id\":\(id),\"method\":\"textDocument/codeAction\",\"params\":"
                    + "{\"textDocument\":{\"uri\":\(uri)},\"range\":{\"start\":\(position),\"end\":\(position)},"
                    + "\"context\":{\"diagnostics\":[]}}}", to: server)
            #expect(try server.response(to: id)?["error"] == nil)
            try sendFramed(
                "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didChange\",\"params\":"
                    + "{\"textDocument\":{\"uri\":\(uri),\"version\":\(id)},\"contentChanges\":"
                    + "[{\"range\":{\"start\":\(position),\"end\":\(position)},\"text\":\"\\n\"}]}}", to: server)
        }
        // The document is still the one opened, give or take line ends past its end: its steps are where they were.
        #expect(try session.definition(server, line: 2)?.count == 1)
        #expect(!server.errors.contains("ended"), "\(server.errors)")
        try session.shutDown(server)
    }
}
