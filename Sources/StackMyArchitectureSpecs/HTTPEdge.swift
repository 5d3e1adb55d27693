import Foundation
import StackMyArchitecture

/// Where a scenario's app meets its ``ScriptedServer``: in process, or through a ``LoopbackHTTPServer`` when
/// ``SpecTransport/loopbackClient`` is set.
@MainActor
final class HTTPEdge {
    /// The client the app sends its requests with: the scripted server itself, or a real HTTP client.
    let httpClient: any HTTPClient
    /// The address the app is configured to reach its server at.
    let baseURL: URL
    /// The configuration the scenario's composition root is built with.
    var configuration: CompositionRoot.Configuration { .remote(baseURL: baseURL, httpClient: httpClient) }
    /// Why the loopback server could not start, if it could not: the scenario fails with it before any step.
    let failure: (any Error)?
    private let loopback: LoopbackHTTPServer?

    init(serving server: ScriptedServer) {
        guard let makeClient = SpecTransport.loopbackClient else {
            httpClient = server
            baseURL = ScriptedServer.baseURL
            loopback = nil
            failure = nil
            return
        }
        do {
            let loopback = try LoopbackHTTPServer(backend: server)
            // The scripted server's path, so that requests differ from the in-process ones by origin only.
            let baseURL = loopback.origin.appendingPathComponent(ScriptedServer.baseURL.path)
            httpClient = makeClient(baseURL)
            self.baseURL = baseURL
            self.loopback = loopback
            failure = nil
        } catch {
            // Only where the machine refuses a socket on 127.0.0.1: no scenario can run over HTTP there, and the
            // in-process server stands in only so that the world can be built; the hook fails the scenario first.
            httpClient = server
            baseURL = ScriptedServer.baseURL
            loopback = nil
            failure = error
        }
    }

    /// Stops the loopback server, if any (the scripted server should have failed its held requests first).
    func stop() {
        loopback?.stop()
    }
}
