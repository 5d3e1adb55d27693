import Foundation
import StackMyArchitecture

/// How the specification's app reaches the scripted server: in process (the default), or over real HTTP.
///
/// A hook rather than a dependency so that this target, linked by `spec-runner`, never loads the networking
/// stack: `spec-runner-loopback` links `StackMyArchitectureNetworking` and sets ``loopbackConfiguration``.
@MainActor
public enum SpecTransport {
    /// Makes the app's configuration for a base URL such as `http://127.0.0.1:41234/v1`.
    public typealias ConfigurationFactory = @MainActor (URL) -> CompositionRoot.Configuration

    /// When set, each scenario serves its scripted server on a real HTTP server on `127.0.0.1` (a free port,
    /// started and stopped with the scenario) and the app is wired with the configuration this makes (the app's
    /// production one, `.remote(baseURL:session:)`, so that the spec runs the session the app ships with); when
    /// `nil`, the app calls the scripted server in process.
    public static var loopbackConfiguration: ConfigurationFactory?
}
