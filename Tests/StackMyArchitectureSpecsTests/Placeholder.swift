// Placeholder until the StackMyArchitectureSpecsTests target has its first suite.
import Testing
