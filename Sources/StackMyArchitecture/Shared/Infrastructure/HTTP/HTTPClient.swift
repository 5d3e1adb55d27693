/// The port the remote gateways talk HTTP through, so that they can be tested (and specified) with a
/// stubbed client and shipped with `URLSessionHTTPClient` (target `StackMyArchitectureNetworking`).
public protocol HTTPClient: Sendable {
    /// Sends `request` and returns whatever the server answered, whatever its status code.
    ///
    /// - Throws: when no response arrived (no connection, timeout, DNS, cancellation…).
    func execute(_ request: HTTPRequest) async throws -> HTTPResponse
}
