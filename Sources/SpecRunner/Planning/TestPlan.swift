import CucumberExpressions
import Gherkin

/// What the run will execute, decided before anything runs: the selected pickles in execution order, each
/// with its hooks and its steps matched to their definitions.
struct TestPlan {
    /// One step of a planned test case.
    enum PlannedStep {
        case hook(SupportCode.Hook)
        case pickleStep(PickleStep, matches: [StepMatcher.Match])
    }

    /// One test case: a pickle with its plan.
    struct Item {
        let feature: Int
        let pickle: Pickle
        let testCase: TestCase
        let steps: [PlannedStep]
    }

    /// Test cases in execution order.
    private(set) var items: [Item] = []
    /// The selected pickles of each feature, in file order (messages announce pickles in file order even
    /// when the run is reordered).
    private(set) var selectedPickles: [[Pickle]] = []

    init(
        features: [LoadedFeature],
        filter: ScenarioFilter,
        order: ScenarioOrder,
        shard: Shard?,
        supportCode: SupportCode,
        testRunStartedId: String,
        ids: any IdGenerator
    ) {
        var selected: [(feature: Int, pickle: Pickle)] = []
        for (featureIndex, feature) in features.enumerated() {
            for pickle in feature.pickles where filter.selects(pickle, in: feature) {
                selected.append((featureIndex, pickle))
            }
        }
        if let shard {
            selected = selected.enumerated().filter { shard.contains(position: $0.offset) }.map(\.element)
        }
        selectedPickles = Array(repeating: [], count: features.count)
        for (featureIndex, pickle) in selected { selectedPickles[featureIndex].append(pickle) }
        let beforeHooks = supportCode.hooks(.beforeTestCase)
        let afterHooks = supportCode.hooks(.afterTestCase).reversed()
        for (featureIndex, pickle) in order.apply(to: selected) {
            let tags = Set(pickle.tags.map(\.name))
            let matcher = supportCode.matcher(for: pickle.language)
            var steps: [PlannedStep] = []
            var testSteps: [TestStep] = []
            for hook in beforeHooks where hook.applies(to: tags) {
                steps.append(.hook(hook))
                testSteps.append(.hook(id: ids.newId(), hookId: hook.id))
            }
            for pickleStep in pickle.steps {
                let matches = matcher.matches(pickleStep.text)
                steps.append(.pickleStep(pickleStep, matches: matches))
                testSteps.append(
                    .pickleStep(
                        id: ids.newId(),
                        pickleStepId: pickleStep.id,
                        stepDefinitionIds: matches.map { supportCode.definitions[$0.definition].id },
                        argumentLists: matches.map { StepMatchArgumentsList(match: $0) }
                    )
                )
            }
            for hook in afterHooks where hook.applies(to: tags) {
                steps.append(.hook(hook))
                testSteps.append(.hook(id: ids.newId(), hookId: hook.id))
            }
            let testCase = TestCase(
                id: ids.newId(),
                pickleId: pickle.id,
                testSteps: testSteps,
                testRunStartedId: testRunStartedId
            )
            items.append(Item(feature: featureIndex, pickle: pickle, testCase: testCase, steps: steps))
        }
    }
}

extension TestPlan {
    /// The plan with only the test cases at `indices`, in that order (a worker's share).
    func restricted(to indices: [Int]) -> TestPlan {
        var restricted = self
        restricted.items = indices.filter { items.indices.contains($0) }.map { items[$0] }
        return restricted
    }
}

extension StepMatchArgumentsList {
    /// The arguments of a match, as messages report them.
    init(match: StepMatcher.Match) {
        self.init(
            stepMatchArguments: match.arguments.map { argument in
                StepMatchArgument(
                    group: MatchGroup(argument.group),
                    parameterTypeName: argument.parameterType.name.isEmpty ? nil : argument.parameterType.name
                )
            }
        )
    }
}

extension MatchGroup {
    /// A capture-group tree as messages report it: no `children` key when there are none.
    init(_ group: Group) {
        self.init(
            start: group.start,
            value: group.value,
            children: group.children.isEmpty ? nil : group.children.map(MatchGroup.init)
        )
    }
}
