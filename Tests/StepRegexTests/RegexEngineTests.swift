import Foundation
import Testing

@testable import StepRegex

/// The native engine against Foundation's (ICU) on patterns where ECMAScript and ICU agree: same match,
/// same groups, in priority order.
@Suite struct RegexEngineTests {
    private static let cases: [(pattern: String, text: String)] = [
        (#"^(\d+)(\d)$"#, "12345"),
        (#"^(\d+?)(\d*)$"#, "12345"),
        (#"(a|ab)(c|bcd)(d*)"#, "abcd"),
        (#"^(a+)+$"#, "aaaa"),
        (#"x(?=y)(y)"#, "axyz"),
        (#"x(?!y)."#, "xyxz"),
        (#"(?<=\$)\d+"#, "cost: $42"),
        (#"(?<!\$)\b\d+"#, "$42 and 17"),
        (#"\bcat\b"#, "concat cat catalog"),
        (#"\Bcat"#, "concat cat"),
        (#"^[^"\\]*(\\.[^"\\]*)*$"#, #"ab\"cd\'e"#),
        (#"^"([^"\\]*(\\.[^"\\]*)*)"$"#, #""bl\"nd""#),
        (#"[a-c\d_-]+"#, "zz-b_9c!"),
        (#"[^\s]+"#, "  word  "),
        (#"\w+@\w+\.com"#, "mail me: joe@example.com"),
        (#"^.*$"#, "anything"),
        (#"a.c"#, "abc a\nc"),
        (#"a{2,3}"#, "aaaa"),
        (#"a{2,3}?"#, "aaaa"),
        (#"a{2}"#, "a aa"),
        (#"(ab){2,}"#, "abababx"),
        (#"^(?:-?\d+)|(?:\d+)$"#, "-12"),
        (#"(?=.*\d.*)[-+]?\d*(?:\.(?=\d.*))?\d*(?:\d+[E][+-]?\d+)?"#, "+1.5E+3"),
        (#"é(.)ü"#, "xéñü"),
        (#"[à-ÿ]+"#, "abc àéï xyz"),
        (#"\u00e9|\x41"#, "éA"),
        (#"(a)|(b)"#, "b"),
        (#"^$"#, ""),
        (#"()"#, "x"),
        (#"(?:a|)*b"#, "aab"),
        (#"[.?*+^$|(){}\[\]\\/]+"#, "x.?*+^$|(){}[]\\/y"),
    ]

    @Test(arguments: cases.indices)
    func agreesWithFoundation(caseIndex: Int) throws {
        let (pattern, text) = Self.cases[caseIndex]
        let native = try CompiledRegex(pattern)
        #expect(native.isNative, "\(pattern) should run natively")
        let reference = try NSRegularExpression(pattern: pattern)
        let expected = reference.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (0..<match.numberOfRanges).map { group -> String? in
                let range = match.range(at: group)
                return range.location == NSNotFound ? nil : String(text[Range(range, in: text)!])
            }
        }
        let actual = native.firstMatch(in: text)?.map { $0?.value }
        #expect(actual == expected, "\(pattern) on \(text)")
    }

    @Test func capturesInsideARepeatedGroupRestartEachIteration() throws {
        // ECMAScript resets them: the last iteration matched "b", so group 2 (the "a" branch) is unset.
        let captures = try #require(try CompiledRegex(#"^(?:(a)|(b))+$"#).firstMatch(in: "ab"))
        #expect(captures.map { $0?.value } == ["ab", nil, "b"])
        #expect(try CompiledRegex(#"^(?:(a)|b)*$"#).firstMatch(in: "abab")?.map { $0?.value } == ["abab", nil])
    }

    @Test func anEmptyIterationEndsALoop() throws {
        // ICU would allow one more, empty, iteration and report "" for group 1.
        let captures = try #require(try CompiledRegex(#"^(a?)*$"#).firstMatch(in: "aa"))
        #expect(captures.map { $0?.value } == ["aa", "a"])
        #expect(try CompiledRegex(#"(a*)*b"#).firstMatch(in: "aaab")?.map { $0?.value } == ["aaab", "aaa"])
    }

    @Test func aBraceThatIsNotAQuantifierIsLiteral() throws {
        #expect(try CompiledRegex(#"x{,2}|{a}"#).firstMatch(in: "{a} x{,2}")?.first??.value == "{a}")
    }

    @Test func positionsAreUnicodeScalarOffsets() throws {
        let captures = try #require(try CompiledRegex(#"(\d+)"#).firstMatch(in: "🥒🥒 x 12"))
        #expect(captures[1] == CaptureMatch(start: 5, end: 7, value: "12"))
    }

    @Test func catastrophicPatternsFinish() throws {
        // Exponential backtracking would take longer than the universe has left; the bound only guards
        // against a hang (even under the thread sanitizer), it is not a speed claim: Benchmarks/ measures speed.
        let text = String(repeating: "a", count: 2_000) + "!"
        let start = ContinuousClock.now
        #expect(try CompiledRegex(#"^(a+)+$"#).firstMatch(in: text) == nil)
        #expect(try CompiledRegex(#"^(a|aa)*$"#).firstMatch(in: text) == nil)
        #expect(ContinuousClock.now - start < .seconds(120))
    }

    @Test(arguments: [#"(\w)\1"#, #"\p{L}+"#, #"(?i)abc"#, #"a++"#, #"(?>a)"#])
    func leavesOtherSyntaxToFoundation(pattern: String) throws {
        #expect(try CompiledRegex(pattern).isNative == false)
    }

    @Test func hugeOrDeeplyNestedPatternsAreNotUnrolledNatively() throws {
        // Foundation runs them, or rejects them as invalid: either way nothing explodes.
        let huge = try? CompiledRegex("^(?:(?:a{1000}){1000}){1000}$")
        #expect(huge?.isNative != true)
        let large = try CompiledRegex("^(?:(?:(?:a|b){100}){100}){10}$")
        #expect(large.isNative == false)
        #expect(large.firstMatch(in: "aaa") == nil)
        let deep = String(repeating: "(", count: 300) + "a" + String(repeating: ")", count: 300)
        #expect((try? CompiledRegex(deep))?.isNative != true)
    }

    @Test func theSharedRegexCacheStaysBoundedWhateverIsCompiled() throws {
        // Found by the fuzzer as an out-of-memory after some 30,000 inputs: every new expression's regex stayed
        // in the process-wide cache, which grew without end.
        for number in 0..<(CompiledRegex.cacheCapacity + 100) {
            let regex = try CompiledRegex.shared("^bounded \(number)$")
            #expect(regex.firstMatch(in: "bounded \(number)") != nil)
            #expect(CompiledRegex.cachedCount <= CompiledRegex.cacheCapacity)
        }
    }

    /// `\d` and `\w` are ASCII, as in ECMAScript (cucumber-js) and Java (cucumber-jvm); ICU's are Unicode, so
    /// with Foundation's engine `{int}` would take Arabic-Indic digits and fail to convert them rather than leave
    /// the step undefined (ADR 0006).
    @Test(arguments: [(#"^(\d+)$"#, "٣"), (#"^(\w+)$"#, "é")])
    func characterClassesAreASCIIAsInTheOfficialImplementations(pattern: String, text: String) throws {
        #expect(try CompiledRegex(pattern).firstMatch(in: text) == nil)
        let icu = try NSRegularExpression(pattern: pattern)
        #expect(icu.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil)
    }

    @Test(arguments: ["(", "a)", "*a", "[a-", #"a\"#, "(?<>a)", "[z-a]"])
    func rejectsInvalidPatterns(pattern: String) {
        #expect(throws: RegexParseFailure.self) { try CompiledRegex(pattern) }
    }
}
