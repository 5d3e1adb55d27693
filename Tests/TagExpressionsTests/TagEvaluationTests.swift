import TagExpressions
import Testing

@Suite struct TagEvaluationTests {
    @Test(arguments: [
        ("", [String](), true),
        ("@a", ["@a"], true),
        ("@a", ["@b"], false),
        ("not @a", ["@b"], true),
        ("@a and @b", ["@a"], false),
        ("@a and @b", ["@b", "@a"], true),
        ("@a or @b", [], false),
        ("@a or @b", ["@b"], true),
        ("(@smoke or @critical) and not (@wip or @flaky)", ["@smoke", "@api"], true),
        ("(@smoke or @critical) and not (@wip or @flaky)", ["@critical", "@flaky"], false),
        (#"@x\(1\)"#, ["@x(1)"], true),
        (#"@x\\"#, [#"@x\"#], true),
        (#"@x\\"#, ["@x"], false),
    ])
    func evaluatesAgainstTheTags(expression: String, tags: [String], expected: Bool) throws {
        let parsed = try TagExpression.parse(expression)
        #expect(parsed.evaluate(Set(tags)) == expected)
        #expect(parsed.evaluate(tags) == expected)
    }
}
