/// Which scenarios a parallel run keeps on one worker, in file order (`--keep-together`).
public enum KeepTogether: String, Sendable, Codable, CaseIterable {
    /// Each feature file's scenarios.
    case feature
    /// Each rule's scenarios (and, apart, the feature's scenarios outside any rule).
    case rule
}

/// Where a parallel run runs the BeforeAll and AfterAll hooks (`--run-hooks`).
public enum RunHookPlacement: String, Sendable, Codable, CaseIterable {
    /// In every worker, before and after its share (what they set up in memory is there for its steps).
    case perWorker = "per-worker"
    /// Once, in the parent process, around the whole run: for external resources (a database, a server, files),
    /// since workers do not see what the hooks set up in the parent's memory.
    case perRun = "per-run"
    /// Not at all: set by a parent that runs them itself (``perRun``) for its workers, never by a user.
    case skipped
}
