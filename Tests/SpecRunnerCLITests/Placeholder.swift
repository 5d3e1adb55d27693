// Placeholder until the SpecRunnerCLITests target has its first suite.
import Testing
