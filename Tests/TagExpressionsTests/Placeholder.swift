// Placeholder until the TagExpressionsTests target has its first suite.
import Testing
