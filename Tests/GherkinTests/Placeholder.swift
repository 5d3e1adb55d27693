// Placeholder until the GherkinTests target has its first suite.
import Testing
