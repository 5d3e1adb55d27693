// Placeholder until the CucumberExpressionsTests target has its first suite.
import Testing
