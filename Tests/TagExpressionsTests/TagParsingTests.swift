import TagExpressions
import Testing

@Suite struct TagParsingTests {
    @Test func andBindsTighterThanOr() throws {
        #expect(try TagExpression.parse("a or b and c").description == "( a or ( b and c ) )")
    }
}
