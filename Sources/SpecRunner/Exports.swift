// A step library writes `import SpecRunner` and gets the step DSL: the one module this re-exports (the runtime's
// own modules are not API; README, «Public API»).
@_exported import SpecRunnerDSL
