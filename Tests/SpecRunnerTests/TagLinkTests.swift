import Foundation
import SpecRunnerCore
import Testing

/// `--link PATTERN TEMPLATE`: which tags link to a story, and the address each opens.
@Suite struct TagLinkTests {
    @Test(arguments: [
        (
            #"@JIRA-(\d+) https://jira.example.com/browse/JIRA-{1}"#, "@JIRA-123",
            "https://jira.example.com/browse/JIRA-123"
        ),
        (#"@JIRA-\d+ https://jira.example.com/browse/{0}"#, "@JIRA-7", "https://jira.example.com/browse/JIRA-7"),
        (
            #"@(historia|story)-(\d+) https://t.example.com/{1}/{2}"#, "@historia-42",
            "https://t.example.com/historia/42"
        ),
        (#"@((a)(b)) http://x.example.com/{1}-{2}-{3}"#, "@ab", "http://x.example.com/ab-a-b"),
        // A named group is numbered like any other, by its opening parenthesis, as the values are.
        (#"@(?<key>[A-Z]+)-(\d+) https://t.example.com/{1}/{2}"#, "@JIRA-12", "https://t.example.com/JIRA/12"),
        (#"@(?:x)(?<k>a(b))(?=c)c https://t.example.com/{2}{1}"#, "@xabc", "https://t.example.com/bab"),
        (#"@tag(.+) https://example.com/t/{1}"#, "@tag<b> & ?", "https://example.com/t/%3Cb%3E%20%26%20%3F"),
        (#"@(.+) https://example.com/?q={1}&x=é"#, "@ñ", "https://example.com/?q=%C3%B1&x=é"),
    ])
    func aTagThePatternMatchesWholeOpensTheTemplatedAddress(link: String, tag: String, url: String) throws {
        #expect(try TagLink(parsing: link).url(for: tag) == url)
    }

    @Test(arguments: ["@JIRA-12x", "@XJIRA-12", "JIRA-12", "@jira-12", "@JIRA-"])
    func aTagThePatternDoesNotMatchWholeHasNoLink(tag: String) throws {
        #expect(try TagLink(parsing: #"@JIRA-(\d+) https://jira.example.com/browse/JIRA-{1}"#).url(for: tag) == nil)
    }

    @Test func theFirstLinkWhosePatternMatchesNamesTheStory() throws {
        let links = try [#"@JIRA-(\d+) https://a.example.com/{1}"#, #"@JIRA-.* https://b.example.com/{0}"#].map(
            TagLink.init(parsing:))
        #expect(TagLink.link(for: "@JIRA-9", in: links)?.story == "JIRA-9")
        #expect(TagLink.link(for: "@JIRA-9", in: links)?.url == "https://a.example.com/9")
        #expect(TagLink.link(for: "@JIRA-x", in: links)?.url == "https://b.example.com/JIRA-x")
        #expect(TagLink.link(for: "@other", in: links) == nil)
    }

    @Test(
        arguments: [
            ("@JIRA-(\\d+)", .notPatternAndTemplate, 1),
            ("@a https://x.example.com/ extra", .notPatternAndTemplate, 27),
            ("JIRA-(\\d+) https://x.example.com/{1}", .patternWithoutAt, 1),
            ("@JIRA-(\\d+ https://x.example.com/{1}", .invalidPattern, 1),
            ("@a   javascript:alert(1)", .notWebAddress, 6),
            ("@a ftp://x.example.com/", .notWebAddress, 4),
            ("@a https://x.example.com/{", .badPlaceholder, 26),
            ("@a https://x.example.com/{x}", .badPlaceholder, 26),
            ("@a https://x.example.com/}", .badPlaceholder, 26),
            ("@(a)[(] https://x.example.com/{2}", .unknownGroup(number: 2, groups: 1), 31),
            ("@(?<k>a)(?<=a)(b) https://x.example.com/{3}", .unknownGroup(number: 3, groups: 2), 41),
            (
                "@(?:a)\\(b https://x.example.com/{1}",
                .unknownGroup(number: 1, groups: 0), 33
            ),
        ] as [(String, TagLink.Problem.Kind, Int)])
    func aLinkThatDoesNotReadSaysWhatAndWhere(link: String, kind: TagLink.Problem.Kind, column: Int) {
        do {
            _ = try TagLink(parsing: link)
            Issue.record("\(link) reads")
        } catch {
            #expect(error.kind == kind)
            #expect(error.column == column)
        }
    }

    @Test func aLinkTravelsToAWorkerAsWrittenAndNoLinksAddNothing() throws {
        var configuration = RunConfiguration()
        configuration.tagLinks = [try TagLink(parsing: #"@JIRA-(\d+) https://jira.example.com/browse/JIRA-{1}"#)]
        let copy = try JSONDecoder().decode(RunConfiguration.self, from: JSONEncoder().encode(configuration))
        #expect(copy == configuration)
        #expect(copy.tagLinks.first?.url(for: "@JIRA-5") == "https://jira.example.com/browse/JIRA-5")
        // Without links, a worker is told what it always was (the wire's bytes and version stay).
        let plain = String(decoding: try JSONEncoder().encode(RunConfiguration()), as: UTF8.self)
        #expect(!plain.contains("links"))
    }
}
