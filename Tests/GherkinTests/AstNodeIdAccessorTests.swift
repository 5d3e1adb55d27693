import Gherkin
import Testing

/// `astNodeId` and `examplesRowId` read the first and second of `astNodeIds` without building the array.
struct AstNodeIdAccessorTests {
    @Test(
        arguments: [
            ([String](), nil, nil),
            (["7"], "7", nil),
            (["7", "9"], "7", "9"),
            (["7", "9", "11"], "7", "9"),
        ] as [([String], String?, String?)])
    func theAccessorsReadTheFirstAndSecondIds(ids: [String], first: String?, second: String?) {
        let step = PickleStep(id: "1", text: "x", type: nil, argument: nil, astNodeIds: ids)
        let pickle = Pickle(
            id: "2", uri: "u", location: nil, name: "n", language: "en", steps: [step], tags: [], astNodeIds: ids)
        #expect(step.astNodeId == first)
        #expect(step.examplesRowId == second)
        #expect(pickle.astNodeId == first)
        #expect(pickle.examplesRowId == second)
    }

    @Test func compiledOutlineRowsCarryTheirRowId() throws {
        let source = """
            Feature: f
              Scenario Outline: o <n>
                Given <n>
                Examples:
                  | n |
                  | 1 |
            """
        let ids = IncrementingIdGenerator()
        let document = try GherkinParser().parse(source, uri: "f.feature", ids: ids)
        let pickle = try #require(PickleCompiler().compile(document, uri: "f.feature", ids: ids).first)
        #expect(pickle.astNodeId == pickle.astNodeIds.first)
        #expect(pickle.examplesRowId == pickle.astNodeIds.last)
        #expect(pickle.steps[0].examplesRowId == pickle.examplesRowId)
    }
}
