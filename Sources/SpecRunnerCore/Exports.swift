// The stages of a run build on the step DSL and speak through the catalog: whatever imports the core has both.
@_exported import SpecRunnerCatalog
@_exported import SpecRunnerDSL
