// The specification through the app's real HTTP adapter: each scenario's scripted server answers on a real HTTP
// server on 127.0.0.1, and the app reaches it with `URLSessionHTTPClient`. Same options as `spec-runner`.
import Foundation
import SpecRunnerCLI
import StackMyArchitecture
import StackMyArchitectureNetworking
import StackMyArchitectureSpecs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The run talks to 127.0.0.1 only, so no proxy applies: on Linux libcurl takes `http_proxy` from the environment
// (URLSession's proxy dictionary does not reach it) and leaves out the hosts `no_proxy` names. Set before any thread.
for name in ["no_proxy", "NO_PROXY"] { setenv(name, "127.0.0.1", 1) }

/// One session for the whole run: ephemeral (nothing kept between scenarios: no cache, cookies or credentials),
/// and a timeout that ends a request the server never answers before the step that waits for it times out.
let session: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpShouldSetCookies = false
    configuration.timeoutIntervalForRequest = 10
    configuration.timeoutIntervalForResource = 10
    return URLSession(configuration: configuration)
}()

SpecTransport.loopbackClient = { _ in URLSessionHTTPClient(session: session) }
await SpecRunnerCommand.run(libraries: SpecLibraries.all)
