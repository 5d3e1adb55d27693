import SpecRunnerCore

/// What the parent tells a worker as soon as it starts: the run's configuration (``WorkerWire``'s first line).
///
/// Its share of the plan follows once the parent has planned it (``WorkerShare``, ``WorkerProcess/assign(_:)``).
package struct WorkerAssignment: Codable {
    /// The parent's configuration (its random seed resolved), so the worker builds the very same plan.
    package var configuration: RunConfiguration
    /// Distinguishes the worker's runtime ids (attempts, suggestions, hook runs) from every other process's.
    package var workerId: String
}
