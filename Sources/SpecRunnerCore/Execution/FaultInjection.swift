/// Test-only switches that put the runner where a real run gets only through a bug or its environment (a failure
/// outside user code, a suite too large to stay parsed), so that tests (and the Compatibility Kit's
/// *test-run-exception* sample) can check how it behaves there.
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
    /// When set, the run keeps this many bytes of feature text parsed, as it keeps a quarter of a megabyte of a
    /// suite larger than a megabyte: files are let go of and parsed again as the run and its reports need them.
    @TaskLocal public static var parsedFeatureBudget: Int?
}
