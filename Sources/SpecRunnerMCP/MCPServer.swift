import Foundation
import SpecRunner
import SpecRunnerCore
import SpecRunnerLSP

/// A Model Context Protocol server (`spec-runner mcp`) over a pair of file descriptors: JSON-RPC 2.0, one
/// message a line (MCP's stdio transport), whose tools let an assistant list the steps, check a draft feature,
/// run scenarios and find the steps closest to a sentence (``MCPTools``).
///
/// Only protocol messages are written to `output`. A tool's failure is a result with `isError` in the output
/// language; a request the protocol cannot serve (unknown method or tool, no parameters) a JSON-RPC error.
@MainActor
public final class MCPServer {
    /// The protocol versions it speaks, newest first: it answers a client's own when it is one of them.
    static let protocolVersions = ["2025-06-18", "2025-03-26", "2024-11-05"]

    private let tools: MCPTools
    private let input: Int32
    private let output: Int32

    /// A server for `libraries`, reading from `input` and writing to `output`, speaking `outputLanguage`, that
    /// runs scenarios with `executable` (this one) in `workingDirectory`, the package whose files it may read.
    public init(
        libraries: [Steps], input: Int32, output: Int32, outputLanguage: String, executable: String,
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        tools = MCPTools(
            libraries: libraries, catalog: MessageCatalog.named(outputLanguage) ?? .english, executable: executable,
            workingDirectory: workingDirectory)
        self.input = input
        self.output = output
    }

    /// Serves until the end of the input, and returns the exit status (0).
    public func run() -> Int32 {
        let reader = FileHandle(fileDescriptor: input, closeOnDealloc: false)
        let writer = FileHandle(fileDescriptor: output, closeOnDealloc: false)
        var pending = Data()
        while true {
            let chunk = reader.availableData
            pending.append(chunk)
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[pending.startIndex..<end]
                pending = Data(pending[pending.index(after: end)...])
                if let answer = handle(Data(line)) { writer.write(answer.data + Data("\n".utf8)) }
            }
            if chunk.isEmpty {
                if !pending.isEmpty, let answer = handle(pending) { writer.write(answer.data + Data("\n".utf8)) }
                return 0
            }
        }
    }

    /// The answer to one line of input: a response, or `nil` for a notification, a response or a blank line.
    func handle(_ line: Data) -> JSONValue? {
        guard line.contains(where: { !Set(" \t\r".utf8).contains($0) }) else { return nil }
        guard let message = JSONValue.parse(line)?.object else {
            return Self.error(id: .null, code: -32700, message: tools.catalog.text(.rpcNotAnObject))
        }
        guard let id = message["id"] else { return nil }
        guard let method = message["method"]?.string else {
            return message["result"] != nil || message["error"] != nil
                ? nil : Self.error(id: id, code: -32600, message: tools.catalog.text(.rpcNoMethod))
        }
        let params = message["params"]?.object ?? [:]
        switch method {
        case "initialize":
            return Self.result(id: id, initializeResult(requested: params["protocolVersion"]?.string))
        case "ping":
            return Self.result(id: id, [:])
        case "tools/list":
            return Self.result(id: id, ["tools": .array(tools.definitions)])
        case "tools/call":
            guard let name = params["name"]?.string else {
                return Self.error(id: id, code: -32602, message: tools.catalog.text(.rpcNoToolName))
            }
            guard let result = tools.call(name, arguments: params["arguments"]?.object ?? [:]) else {
                return Self.error(id: id, code: -32602, message: tools.catalog.text(.mcpUnknownTool(name: name)))
            }
            return Self.result(id: id, result)
        default:
            return Self.error(id: id, code: -32601, message: tools.catalog.text(.rpcMethodNotFound(method: method)))
        }
    }

    private func initializeResult(requested: String?) -> JSONValue {
        let version = requested.flatMap { Self.protocolVersions.contains($0) ? $0 : nil } ?? Self.protocolVersions[0]
        return [
            "protocolVersion": .string(version),
            "capabilities": ["tools": ["listChanged": false]],
            "serverInfo": ["name": "spec-runner", "version": .string(SpecRun.version)],
        ]
    }

    static func result(id: JSONValue, _ result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    static func error(id: JSONValue, code: Int, message: String) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": ["code": .integer(code), "message": .string(message)]]
    }
}
