import TagExpressions
import Testing

@Suite struct TagParsingTests {
    @Test(arguments: [
        ("", ""),
        ("@a", "@a"),
        ("not @a", "not ( @a )"),
        ("@a and @b", "( @a and @b )"),
        ("@a or @b and @c", "( @a or ( @b and @c ) )"),
        ("@a and @b or @c", "( ( @a and @b ) or @c )"),
        ("@a or @b or @c", "( ( @a or @b ) or @c )"),
        ("not @a and not @b", "( not ( @a ) and not ( @b ) )"),
        ("not (@a or @b)", "not ( @a or @b )"),
        ("not not @a", "not ( not ( @a ) )"),
        ("(@a)", "@a"),
        ("  @a   and(@b)  ", "( @a and @b )"),
    ])
    func formatsCanonically(expression: String, formatted: String) throws {
        let parsed = try TagExpression.parse(expression)
        #expect(parsed.description == formatted)
        #expect(try TagExpression.parse(formatted) == parsed)
    }

    @Test(arguments: [
        (#"@a\(1\)"#, "@a(1)", #"@a\(1\)"#),
        (#"@a\\b"#, #"@a\b"#, #"@a\\b"#),
        (#"@a\ b"#, "@a b", #"@a\ b"#),
    ])
    func escapesBecomePartOfTheTagAndAreRestoredWhenFormatting(expression: String, tag: String, formatted: String)
        throws
    {
        let parsed = try TagExpression.parse(expression)
        #expect(parsed == .tag(tag))
        #expect(parsed.description == formatted)
    }

    @Test func buildsTheTree() throws {
        #expect(try TagExpression.parse("@a and not @b") == .and(.tag("@a"), .not(.tag("@b"))))
    }
}
