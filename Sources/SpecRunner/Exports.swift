// A step library writes `import SpecRunner` and gets the step DSL, which lives in the core below the entry points.
@_exported import SpecRunnerCore
