// Placeholder until the StackMyArchitectureTests target has its first suite.
import Testing
