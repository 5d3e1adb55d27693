import CucumberMessages

/// What produces the results of a run's test cases: this process (``TestRunner``), worker processes, or the
/// recorded streams of a run's shards (`merge`).
///
/// An adapter only produces: the run coordinator (`RunCoordinator`) announces the run's start, its test cases and
/// its end, once, around it, and judges and reports the run; the adapters emit the results of the hooks and test
/// cases they run, on the run's bus, in plan order (ADR 0021).
@MainActor
package protocol RunAdapter: AnyObject {
    /// When the run started (by default, when the coordinator announces it).
    var startedAt: Timestamp { get }
    /// Runs the BeforeAll hooks, emitting their results; returns whether the test cases are to run (no hook
    /// failed and nothing stopped the run).
    func runBeforeAllHooks() async -> Bool
    /// Produces the results of the plan's test cases, which the coordinator has announced.
    func runTestCases() async
    /// Runs the AfterAll hooks, emitting their results.
    func runAfterAllHooks() async
    /// How the run ended, once its AfterAll hooks ran.
    func ending() -> RunEnding
}

extension RunAdapter {
    package var startedAt: Timestamp { .now() }
}
