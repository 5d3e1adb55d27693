/// What the tests the `SpecRunnerPlugin` build plugin generates run with: a test target that applies the plugin
/// declares one type named `SpecRunnerSteps` conforming to this, once.
///
/// ```swift
/// import SpecRunner
///
/// enum SpecRunnerSteps: GeneratedSpecification {
///     static var libraries: [Steps] { [MyAppSteps.library] }
/// }
/// ```
public protocol GeneratedSpecification {
    /// The step libraries every generated scenario runs with.
    static var libraries: [Steps] { get }
    /// The run's settings (output language, step timeout, …); the scenario's file and line, and the working
    /// directory when it names none (the package's folder), are filled in for each test.
    static var configuration: RunConfiguration { get }
}

extension GeneratedSpecification {
    /// The command line's defaults.
    public static var configuration: RunConfiguration { RunConfiguration() }
}
