import Testing

@testable import SpecRunnerLSP

/// The language server's framing on hostile input: every malformed header is reported once, and the next message
/// is read as the client sent it.
struct MessageFramingTests {
    static func frame(_ body: String) -> String {
        "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }

    /// The frames of `input`, given to the framing `chunk` bytes at a time.
    static func frames(_ input: String, chunk: Int = .max) -> [MessageFraming.Frame] {
        var framing = MessageFraming()
        var frames: [MessageFraming.Frame] = []
        var rest = Array(input.utf8)[...]
        while !rest.isEmpty {
            framing.append(rest.prefix(chunk))
            rest = rest.dropFirst(chunk)
            while let frame = framing.next() { frames.append(frame) }
        }
        return frames
    }

    static let next = #"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#

    @Test(arguments: [
        ("Content-Length: 9223372036854775807\r\n\r\n{}", MessageFraming.Problem.tooLong),
        ("Content-Length: 99999999999999999999999999\r\n\r\n", .tooLong),
        ("Content-Length: 67108865\r\n\r\n{\"a\":1}", .tooLong),
        ("Content-Length: -1\r\n\r\n", .invalidContentLength),
        ("Content-Length: +5\r\n\r\n{}", .invalidContentLength),
        ("Content-Length: 1 2\r\n\r\n{}", .invalidContentLength),
        ("Content-Length:\r\n\r\n{}", .invalidContentLength),
        ("Content-Type: application/json\r\n\r\n{\"id\":1}", .noContentLength),
        ("Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}", .severalContentLengths),
        ("Content-Length: 2\r\ncontent-length: 3\r\n\r\n{}x", .severalContentLengths),
        ("hello\r\n\r\n{\"id\":1}", .notAHeader),
        ("\r\n", .notAHeader),
        ("Content-Type: " + String(repeating: "x", count: 8200) + "\r\n\r\n", .headerTooLong),
    ])
    func a_malformed_header_is_reported_once_and_the_next_message_is_read_whole(
        input: String, problem: MessageFraming.Problem
    ) {
        for chunk in [1, 7, Int.max] {
            let frames = Self.frames(input + Self.frame(Self.next), chunk: chunk)
            #expect(frames == [.malformed(problem), .body(Array(Self.next.utf8))], "chunks of \(chunk)")
        }
    }

    @Test func messages_back_to_back_in_any_case_and_with_other_fields_are_read_in_order() {
        let input =
            Self.frame("{}") + "content-length: 3\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n[1]"
            + "Content-Type: x\r\nCONTENT-LENGTH:  0 \r\n\r\n" + Self.frame("é")
        for chunk in [1, 3, Int.max] {
            #expect(
                Self.frames(input, chunk: chunk) == [
                    .body(Array("{}".utf8)), .body(Array("[1]".utf8)), .body([]), .body(Array("é".utf8)),
                ])
        }
    }

    @Test func a_body_longer_than_its_length_says_costs_one_report_and_the_next_message_is_read() {
        let input = "Content-Length: 2\r\n\r\n{}garbage, {\"text\":\"Content-Length: 4\"}" + Self.frame(Self.next)
        let frames = Self.frames(input, chunk: 5)
        #expect(frames.first == .body(Array("{}".utf8)))
        #expect(frames.last == .body(Array(Self.next.utf8)))
        #expect(frames.dropFirst().dropLast().allSatisfy { $0 != .body(Array(Self.next.utf8)) })
    }

    @Test func a_body_too_long_to_accept_is_skipped_as_it_arrives_without_being_kept() {
        var framing = MessageFraming()
        framing.append(Array("Content-Length: 100000000\r\n\r\n".utf8))
        #expect(framing.next() == .malformed(.tooLong))
        // 16 MB of its body: the framing never holds more than a chunk of it.
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
        for _ in 0..<16 {
            framing.append(chunk)
            #expect(framing.next() == nil)
            #expect(framing.heldBytes < 2 << 20)
        }
        framing.append(Array(Self.frame(Self.next).utf8))
        #expect(framing.next() == .body(Array(Self.next.utf8)))
    }

    @Test func a_partial_message_waits_for_the_rest() {
        var framing = MessageFraming()
        framing.append(Array("Content-Len".utf8))
        #expect(framing.next() == nil)
        framing.append(Array("gth: 2\r\n\r\n{".utf8))
        #expect(framing.next() == nil)
        framing.append(Array("}".utf8))
        #expect(framing.next() == .body(Array("{}".utf8)))
        #expect(framing.next() == nil)
    }
}
