/// Test-only switches that put the runner where a real run gets only through a bug or its environment (a failure
/// outside user code), so that tests (and the Compatibility Kit's
/// *test-run-exception* sample) can check how it behaves there.
///
/// ```swift
/// @_spi(Testing) import SpecRunnerCore
///
/// await FaultInjection.$runError.withValue("Whoops!") {
///     _ = await SpecRun.execute(configuration, libraries: libraries, output: output)
/// }
/// ```
@_spi(Testing)
public enum FaultInjection {
    /// When set, the run fails with this message right after it starts, outside any user code.
    @TaskLocal public static var runError: String?
    /// When set, no thread can be made (``DetachedThread/start(_:)`` fails), as under a tight process limit.
    @TaskLocal public static var threadsCannotStart = false
}
