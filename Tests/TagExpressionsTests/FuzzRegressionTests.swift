import TagExpressions
import Testing

/// Inputs the libFuzzer targets (`Fuzz/`) found mishandled, each with the behaviour it should have had.
@Suite struct FuzzRegressionTests {
    @Test func aCombiningMarkAfterASpaceStartsANewTagInsteadOfHidingTheSpace() throws {
        // Found as "\u{64F} and c and c and cc": its canonical form `( ( ( \u{64F} and c ) …` did not parse.
        let parsed = try TagExpression.parse("\u{64F} and c")
        #expect(parsed == .and(.tag("\u{64F}"), .tag("c")))
        #expect(parsed.description == "( \u{64F} and c )")
        #expect(try TagExpression.parse(parsed.description) == parsed)
    }

    @Test func aCombiningMarkAfterAParenthesisDoesNotHideTheParenthesis() throws {
        // Found as "not\n\u{65F}c\u{FFFD}": its canonical form `not ( \u{65F}c\u{FFFD} )` parsed to another tag.
        let parsed = try TagExpression.parse("not\n\u{65F}c")
        #expect(parsed == .not(.tag("\u{65F}c")))
        #expect(try TagExpression.parse(parsed.description) == parsed)
        #expect(try TagExpression.parse("(\u{301}a)") == .tag("\u{301}a"))
    }

    @Test func anEscapedSpaceFollowedByACombiningMarkStaysInTheTag() throws {
        let parsed = try TagExpression.parse("@a\\ \u{301}b")
        #expect(parsed == .tag("@a \u{301}b"))
        #expect(parsed.description == "@a\\ \u{301}b")
        #expect(try TagExpression.parse(parsed.description) == parsed)
    }
}
