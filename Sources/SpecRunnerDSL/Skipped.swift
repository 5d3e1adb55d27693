/// Thrown by a step or hook to skip the rest of the scenario: the step is reported `skipped` and the run's
/// success is not affected.
public struct Skipped: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why the scenario is skipped, if said.
    public let reason: String?

    /// Skips the rest of the scenario, optionally saying why.
    public init(_ reason: String? = nil) {
        self.reason = reason
    }

    /// The reason, or "skipped".
    public var description: String { reason ?? "skipped" }
}
