// The specification through the app's real HTTP adapter: each scenario's scripted server answers on a real HTTP
// server on 127.0.0.1, and the app reaches it through its production configuration. Same options as `spec-runner`.
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

// The app's production configuration, with the session it ships with (its timeout included): what the spec runs is
// the wiring the app runs.
SpecTransport.loopbackConfiguration = { baseURL in .remote(baseURL: baseURL) }
SpecRunnerCommand.run(libraries: SpecLibraries.all)
