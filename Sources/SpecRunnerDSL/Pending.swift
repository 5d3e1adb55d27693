/// Thrown by a step (or hook) that is not implemented yet: the step is reported `pending`, the rest of the
/// scenario is skipped, and a strict run fails.
///
/// ```swift
/// Then("el informe se exporta a PDF") { world in throw Pending("waiting for the export API") }
/// ```
public struct Pending: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why the step is pending, if said.
    public let reason: String?

    /// Marks the step pending, optionally saying why.
    public init(_ reason: String? = nil) {
        self.reason = reason
    }

    /// The reason, or "pending".
    public var description: String { reason ?? "pending" }
}
