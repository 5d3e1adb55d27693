import Testing

@testable import Gherkin

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
        guard case .scenario(let outline) = document.feature?.children.first else {
            Issue.record("the outline is not the feature's first child")
            return
        }
        let row = try #require(outline.examples.first?.tableBody.first)
        #expect(pickle.astNodeId == outline.id)
        #expect(pickle.examplesRowId == row.id)
        #expect(pickle.steps[0].astNodeId == outline.steps[0].id)
        #expect(pickle.steps[0].examplesRowId == row.id)
    }
}
