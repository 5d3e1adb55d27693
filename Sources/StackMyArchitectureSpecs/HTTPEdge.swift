import Foundation
import StackMyArchitecture

/// Where a scenario's app meets its ``ScriptedServer``: in process, or through a ``LoopbackHTTPServer`` when
/// ``SpecTransport/loopbackConfiguration`` is set.
@MainActor
final class HTTPEdge {
    /// The configuration the scenario's composition root is built with.
    let configuration: CompositionRoot.Configuration
    /// The address the app is configured to reach its server at.
    let baseURL: URL
    /// Whether a real network client stands between the app and the server (so that its own limits, such as
    /// the session's timeout, apply).
    var isOverHTTP: Bool { loopback != nil }
    /// Why the loopback server could not start, if it could not: the scenario fails with it before any step.
    let failure: (any Error)?
    private let loopback: LoopbackHTTPServer?

    init(serving server: ScriptedServer) {
        self.server = server
        guard let makeConfiguration = SpecTransport.loopbackConfiguration else {
            configuration = .remote(baseURL: ScriptedServer.baseURL, httpClient: server)
            baseURL = ScriptedServer.baseURL
            loopback = nil
            failure = nil
            return
        }
        do {
            let loopback = try LoopbackHTTPServer(backend: server)
            // The scripted server's path, so that requests differ from the in-process ones by origin only.
            let baseURL = loopback.origin.appendingPathComponent(ScriptedServer.baseURL.path)
            configuration = makeConfiguration(baseURL)
            self.baseURL = baseURL
            self.loopback = loopback
            failure = nil
        } catch {
            // Only where the machine refuses a socket on 127.0.0.1: no scenario can run over HTTP there, and the
            // in-process server stands in only so that the world can be built; the hook fails the scenario first.
            configuration = .remote(baseURL: ScriptedServer.baseURL, httpClient: server)
            baseURL = ScriptedServer.baseURL
            loopback = nil
            failure = error
        }
    }

    /// The client the app sends its requests with: the configuration's (a real HTTP client over loopback), or
    /// the scripted server itself.
    var httpClient: any HTTPClient {
        if case .remote(_, let httpClient) = configuration { return httpClient }
        return server
    }
    private let server: ScriptedServer

    /// Stops the loopback server, if any (the scripted server should have failed its held requests first).
    func stop() {
        loopback?.stop()
    }
}
