import CucumberMessages
import Foundation
import MessageSamples
import Testing

@testable import SpecRunnerCore

@Suite struct MessageCatalogTests {
    /// The samples name every case: the tests below read every text.
    @Test func theSamplesNameEveryMessage() throws {
        let source = try String(
            contentsOfFile: #filePath.replacing(#/Tests/SpecRunnerTests/.*/#, with: "")
                + "Sources/SpecRunnerCatalog/Message.swift",
            encoding: .utf8)
        // The enum's body, without comments and associated values: `case a, b`.
        let body = try #require(
            source.split(separator: "package enum Message: Sendable {").last?.split(separator: "\n}\n").first)
        let declarations = body.replacing(#/\([^)]*\)|//[^\n]*|case /#, with: "")
        let cases = Set(declarations.split { ", \n".contains($0) }.map(String.init))
        let sampled = Set(MessageSamples.all.map { String(String(describing: $0).prefix { $0 != "(" }) })
        #expect(cases.count > 400)
        #expect(cases.subtracting(sampled).isEmpty, "not sampled: \(cases.subtracting(sampled).sorted())")
        #expect(sampled.subtracting(cases).isEmpty, "not a case: \(sampled.subtracting(cases).sorted())")
    }

    /// The `switch` makes every language word every message; what it cannot check is a text left empty, or a
    /// value a language forgets to write (a marked text, or a count: the numbers of the English text).
    @Test(arguments: MessageCatalog.all.map(\.code))
    func everyLanguageWordsEveryMessageWithEveryValue(code: String) throws {
        let catalog = try #require(MessageCatalog.named(code))
        for message in MessageSamples.all {
            let text = catalog.text(message)
            #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(code): \(message) is empty")
            let values = MessageSamples.markers(in: String(describing: message))
            #expect(MessageSamples.markers(in: text) == values, "\(code): \(message) words \(text)")
            #expect(
                Self.numbers(in: text) == Self.numbers(in: MessageCatalog.english.text(message)),
                "\(code): \(message) drops or adds a number: \(text)")
        }
    }

    /// A Spanish text the same as the English one is a text nobody translated, but for these, which are the
    /// same words in both (the list's comma, `error`, a dialect's name with its code).
    @Test func spanishTranslatesEveryText() throws {
        let spanish = try #require(MessageCatalog.named("es"))
        let same = MessageSamples.all.filter { spanish.text($0) == MessageCatalog.english.text($0) }
        #expect(same.map { String(String(describing: $0).prefix { $0 != "(" }) } == Self.sameInBothLanguages)
    }

    static let sameInBothLanguages = ["listSeparator", "error", "ghDialect", "ciTotal"]

    @Test(arguments: [
        ("es", "es"), ("es_ES.UTF-8", "es"), ("es-MX", "es"), ("en_GB.UTF-8", "en"), ("EN", "en"),
    ])
    func aLocaleNamesItsLanguage(locale: String, code: String) {
        #expect(MessageCatalog.named(locale)?.code == code)
    }

    @Test(arguments: ["fr_FR.UTF-8", "C", "", "POSIX"])
    func aLanguageTheRunnerDoesNotSpeakHasNoCatalog(locale: String) {
        #expect(MessageCatalog.named(locale) == nil)
    }

    @Test(arguments: [
        (["LC_ALL": "es_ES.UTF-8", "LANG": "en_US.UTF-8"], "es"),
        (["LC_ALL": "", "LC_MESSAGES": "es_ES.UTF-8", "LANG": "en_US.UTF-8"], "es"),
        (["LC_MESSAGES": "en_US.UTF-8", "LANG": "es_ES.UTF-8"], "en"),
        (["LANG": "es_ES.UTF-8"], "es"),
        (["LANG": "fr_FR.UTF-8"], "en"),
        (["LC_ALL": "C", "LANG": "es_ES.UTF-8"], "en"),
        ([:], "en"),
    ])
    func theLocaleVariablesChooseInPosixOrder(environment: [String: String], code: String) {
        #expect(MessageCatalog.named(environment: environment).code == code)
    }

    @Test(arguments: [
        ("en", 20.16, 2, "20.16"), ("es", 20.16, 2, "20,16"), ("es", 20160.0, 3, "20160,000"),
        ("en", 0.0004, 3, "0.000"), ("es", -1.5, 1, "-1,5"), ("en", 7, 0, "7"),
    ])
    func numbersUseTheLanguagesDecimalSeparatorAndNoGrouping(code: String, value: Double, digits: Int, text: String)
        throws
    {
        #expect(try #require(MessageCatalog.named(code)).decimal(value, digits: digits) == text)
    }

    @Test(arguments: [
        ("en", 85.71, "85.7%"), ("es", 85.71, "85,7\u{00A0}%"), ("en", 100, "100%"), ("es", 100, "100\u{00A0}%"),
        ("es", 99.96, "100\u{00A0}%"),
    ])
    func percentagesFollowTheLanguage(code: String, value: Double, text: String) throws {
        #expect(try #require(MessageCatalog.named(code)).percent(value) == text)
    }

    @Test(arguments: [
        ("en", Duration(seconds: 0, nanos: 294_000_000), "0.294 s", "294.00 ms"),
        ("es", Duration(seconds: 0, nanos: 20_160_000), "0,020 s", "20,16 ms"),
        ("es", Duration(seconds: 62, nanos: 500_000_000), "1 m 02,500 s", "1 m 02,500 s"),
        ("en", Duration(seconds: 0, nanos: 42_000), "0.000 s", "0.04 ms"),
    ])
    func durationsFollowTheLanguage(code: String, duration: Duration, long: String, short: String) throws {
        let catalog = try #require(MessageCatalog.named(code))
        #expect(catalog.duration(duration) == long)
        #expect(catalog.shortDuration(duration) == short)
    }

    @Test func pluralsPickTheFormByTheCount() {
        #expect(MessageCatalog.spanish.text(.scenarioCount(count: 1)) == "1 escenario")
        #expect(MessageCatalog.spanish.text(.scenarioCount(count: 0)) == "0 escenarios")
        #expect(
            MessageCatalog.english.text(.verdictUnbound(count: 2, total: "5")) == "2 of 5 scenarios are not implemented"
        )
    }

    @Test func aValueIsInsertedAsItIs() {
        #expect(MessageCatalog.english.text(.undefinedStep(step: "a {1} b")) == "Undefined step \"a {1} b\"")
    }

    @Test func listsEndWithTheLanguagesConjunction() {
        #expect(MessageCatalog.english.list(["a", "b", "c"]) == "a, b or c")
        #expect(MessageCatalog.spanish.list(["a", "b"]) == "a o b")
        #expect(MessageCatalog.spanish.list(["a"]) == "a")
    }

    /// The runs of digits in `text`: the counts and numbers a message writes, whatever their separators.
    private static func numbers(in text: String) -> Set<String> {
        Set(text.matches(of: #/[0-9]+/#).map { String($0.output) })
    }
}
