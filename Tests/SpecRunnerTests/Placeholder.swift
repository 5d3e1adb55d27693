// Placeholder until the SpecRunnerTests target has its first suite.
import Testing
