/// Test-only switches that make the runner fail where a real run fails only through a bug or the environment,
/// so that tests (and the Compatibility Kit's *test-run-exception* sample) can check how such failures are
/// reported.
///
/// ```swift
/// @_spi(Testing) import SpecRunner
///
/// await FaultInjection.$runError.withValue("Whoops!") {
///     _ = await SpecRun.execute(configuration, libraries: libraries, output: output)
/// }
/// ```
@_spi(Testing)
public enum FaultInjection {
    /// When set, the run fails with this message right after it starts, outside any user code.
    @TaskLocal public static var runError: String?
}
