import SpecRunnerCore

// A step library writes `import SpecRunner` and gets the step DSL: the one module this re-exports (the runtime's
// own modules are not API; README, «Public API»).
@_exported import SpecRunnerDSL

/// How a run is configured: the options of the command line as values (`workingDirectory`, `tagExpression`,
/// `outputLanguage`, …), for ``SpecificationSuite/run(_:libraries:configuration:)``.
public typealias RunConfiguration = SpecRunnerCore.RunConfiguration
