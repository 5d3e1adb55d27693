import Testing

@testable import SpecRunnerPluginTool

/// Gherkin tags and scenario names become Swift identifiers that keep their text, encoding only what a raw
/// identifier cannot hold.
@Suite struct SwiftNameTests {
    @Test(arguments: [
        ("smoke", "smoke"), ("historia-42", "`historia-42`"), ("1x", "`1x`"), ("ñandú", "`ñandú`"),
        ("class", "`class`"), ("50%", "`50%`"), ("a`b", "`a%60b`"), ("a\\b", "`a%5Cb`"), ("+", "`%_+`"),
        ("", "`%_`"), ("Ordering a coffee", "`Ordering a coffee`"), ("a\tb", "`a%09b`"),
    ])
    func aTextIsWrittenAsItIsInBackquotesWhenItIsNoPlainIdentifier(text: String, identifier: String) {
        #expect(SwiftName.identifier(text) == identifier)
    }

    @Test func textsThatNeedNoEncodingNeverShareAName() {
        let texts = ["a%b", "a_b", "a-b", "a b", "a.b", "+", "", "a%60b", "a%5Cb"]
        #expect(Set(texts.map(SwiftName.identifier)).count == texts.count)
    }
}
