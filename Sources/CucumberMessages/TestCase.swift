/// The plan of one pickle: its hooks and steps, each step matched to its definitions.
public struct TestCase: Codable, Sendable, Equatable {
    /// The test case's id.
    public var id: String
    /// The pickle it runs.
    public var pickleId: String
    /// Its steps in execution order: Before hooks, pickle steps, After hooks.
    public var testSteps: [TestStep]
    /// The run's id.
    public var testRunStartedId: String

    package init(id: String, pickleId: String, testSteps: [TestStep], testRunStartedId: String) {
        self.id = id
        self.pickleId = pickleId
        self.testSteps = testSteps
        self.testRunStartedId = testRunStartedId
    }
}

/// One step of a test case: a hook, or a pickle step with the definitions it matched.
public struct TestStep: Codable, Sendable, Equatable {
    /// The step's id.
    public var id: String
    /// The hook this step runs, for hook steps.
    public var hookId: String?
    /// The pickle step this step runs, for pickle steps.
    public var pickleStepId: String?
    /// The definitions matching the pickle step: none (undefined), one, or several (ambiguous).
    public var stepDefinitionIds: [String]?
    /// The arguments each matching definition extracted, in the same order.
    public var stepMatchArgumentsLists: [StepMatchArgumentsList]?

    package init(
        id: String, hookId: String? = nil, pickleStepId: String? = nil, stepDefinitionIds: [String]? = nil,
        stepMatchArgumentsLists: [StepMatchArgumentsList]? = nil
    ) {
        self.id = id
        self.hookId = hookId
        self.pickleStepId = pickleStepId
        self.stepDefinitionIds = stepDefinitionIds
        self.stepMatchArgumentsLists = stepMatchArgumentsLists
    }
}

/// The arguments one step definition extracted from a step's text.
public struct StepMatchArgumentsList: Codable, Sendable, Equatable {
    /// The arguments, in expression order.
    public var stepMatchArguments: [StepMatchArgument]

    package init(stepMatchArguments: [StepMatchArgument]) {
        self.stepMatchArguments = stepMatchArguments
    }
}

/// One argument a step definition extracted.
public struct StepMatchArgument: Codable, Sendable, Equatable {
    /// The matched text and its capture-group tree.
    public var group: MatchGroup
    /// The parameter type that matched, for Cucumber Expressions.
    public var parameterTypeName: String?

    package init(group: MatchGroup, parameterTypeName: String? = nil) {
        self.group = group
        self.parameterTypeName = parameterTypeName
    }
}

/// A capture group of a step match: where it matched, what, and its nested groups.
public struct MatchGroup: Codable, Sendable, Equatable {
    /// Offset of the group in the step text, in Unicode scalars; absent when it did not participate.
    public var start: Int?
    /// The matched text; absent when the group did not participate.
    public var value: String?
    /// Nested capture groups; absent when there are none.
    public var children: [MatchGroup]?

    package init(start: Int? = nil, value: String? = nil, children: [MatchGroup]? = nil) {
        self.start = start
        self.value = value
        self.children = children
    }
}
