import Foundation
import Testing

/// No human-facing text outside the message catalog in the runtime's sources (ADR 0022).
///
/// The rule: a string literal of a runtime module (its interpolations, escapes and markup `<…>` taken out) is
/// human-facing when two words follow each other in it (`not run`, `the run stopped`). A word is two letters or
/// more (or `a`), with at most a closing punctuation mark: `1 m 02 s` has none, and a token with anything else
/// (`--shard`, `text/plain`, `keyValues()`, `'none';`) is no word, so options, paths, media types, identifiers
/// and CSS stay out. The catalog's files are not read; a genuine exception is in ``allowed``, with its reason.
/// Single words (`skipped`) are beyond the rule.
@Suite struct HumanTextOutsideCatalogTests {
    static let modules = [
        "SpecRunnerDSL", "SpecRunnerCore", "SpecRunnerReports", "SpecRunnerWorkers", "SpecRunner", "SpecRunnerCLI",
        "SpecRunnerLSP", "SpecRunnerMCP", "SpecRunnerPluginTool",
    ]

    /// A file, a piece of the literal (empty: any literal of the file), and why it is not the catalog's.
    static let allowed: [(file: String, fragment: String, reason: String)] = [
        ("JUnitFormatter.swift", "", "JUnit XML is a machine format for CI tools: its texts stay English (ADR 0011)"),
        ("LanguageServer.swift", "the test-only trap", "the crash only a test provokes (ADR 0008): nobody reads it"),
        ("ParallelRunner+Exits.swift", "Fatal error", "a Swift crash prefix a worker prints"),
        ("ParallelRunner+Exits.swift", "fatal error", "a Swift crash prefix a worker prints"),
        ("ParallelRunner+Exits.swift", "Precondition failed", "a Swift crash prefix a worker prints"),
        ("ParallelRunner+Exits.swift", "Assertion failed", "a Swift crash prefix a worker prints"),
        ("WorkerProcess.swift", "Current stack trace", "the Swift runtime's line, matched in a worker's output"),
        ("HTMLReportAssets.swift", "", "the page's CSS and script; their words come from the catalog (HTMLReportText)"),
        ("SnippetGenerator.swift", "", "the Swift code of a step definition's snippet"),
        ("GeneratedTests.swift", "", "the Swift source of the generated tests, whose comments are code's"),
        ("DialectTables.swift", "Scenario Outline", "Gherkin's English keyword, named in the keywords table"),
    ]

    @Test func theRuntimeWritesNoHumanTextOutsideTheCatalog() throws {
        let root = #filePath.replacing(#/Tests/SpecRunnerTests/.*/#, with: "")
        var found: [String] = []
        var used: Set<Int> = []
        for module in Self.modules {
            let folder = root + "Sources/" + module
            let files = try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
            for file in files where file.hasSuffix(".swift") {
                let name = String(file.split(separator: "/").last!)
                let source = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                for literal in Self.literals(in: source) where Self.isHumanText(literal) {
                    let exception = Self.allowed.firstIndex {
                        $0.file == name && ($0.fragment.isEmpty || literal.contains($0.fragment))
                    }
                    if let exception { used.insert(exception) } else { found.append("\(module)/\(file): \(literal)") }
                }
            }
        }
        #expect(found.isEmpty, "human text outside the catalog:\n\(found.joined(separator: "\n"))")
        let unused = Self.allowed.indices.filter { !used.contains($0) }.map { Self.allowed[$0].file }
        #expect(unused.isEmpty, "exceptions that no longer match: \(unused)")
    }

    @Test(arguments: [
        ("not run", true), ("The run stopped: ", true), ("the closure's last parameter is ", true),
        ("--shard", false), ("text/x.cucumber.log+plain", false), ("default-src 'none'; img-src data:", false),
        ("<span class=\"where\"> </span>", false), ("keyValues() needs", false), ("Feature", false),
        (" m  s", false), ("a step", true),
    ])
    func theRuleFindsWordsAndLeavesTechnicalText(literal: String, human: Bool) {
        #expect(Self.isHumanText(literal) == human)
    }

    @Test func literalsAreReadInsideInterpolationsAndOutsideComments() {
        let source = """
            // "a comment in words"
            let a = "one \\(flag ? "two words" : "x") three"
            """
        #expect(Self.literals(in: source) == ["one   three", "two words", "x"])
    }

    /// Two words of letters in a row, once interpolations (already blanks), escapes and markup are out.
    static func isHumanText(_ literal: String) -> Bool {
        let text = literal.replacing(#/\\./#, with: " ").replacing(#/<[^>]*>/#, with: " ")
        var previousIsWord = false
        for token in text.split(whereSeparator: \.isWhitespace) {
            let isWord = token.wholeMatch(of: #/\(?([A-Za-z]{2,}('[a-z]+)?|a)[,.:;?!)]*/#) != nil
            if isWord && previousIsWord { return true }
            previousIsWord = isWord
        }
        return false
    }

    /// The string literals of `source`, outside comments, each with its interpolations as a blank.
    ///
    /// The literals inside an interpolation come after the one holding them; a multi-line literal gives one
    /// literal per line.
    static func literals(in source: String) -> [String] {
        var result: [String] = []
        var multiLine = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if multiLine {
                if trimmed.hasPrefix("\"\"\"") { multiLine = false } else { result.append(String(line)) }
                continue
            }
            if trimmed.hasPrefix("//") { continue }
            if trimmed.hasSuffix("\"\"\"") && trimmed.components(separatedBy: "\"\"\"").count == 2 {
                multiLine = true
                continue
            }
            var characters = Substring(line)
            result += Self.code(&characters, until: nil)
        }
        return result
    }

    /// Reads code up to `end` (or the line's end), returning the literals in it.
    private static func code(_ rest: inout Substring, until end: Character?) -> [String] {
        var literals: [String] = []
        var depth = 0
        while let character = rest.first {
            rest.removeFirst()
            if character == "/" && rest.first == "/" {
                rest = ""
                break
            }
            if character == "\"" {
                var inner: [String] = []
                literals.append(Self.literal(&rest, inner: &inner))
                literals += inner
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                if depth == 0 && end == ")" { break }
                depth -= 1
            }
        }
        return literals
    }

    /// Reads a literal after its opening quote; the literals of its interpolations go to `inner`.
    private static func literal(_ rest: inout Substring, inner: inout [String]) -> String {
        var text = ""
        while let character = rest.first {
            rest.removeFirst()
            if character == "\"" { break }
            if character == "\\", rest.first == "(" {
                rest.removeFirst()
                inner += Self.code(&rest, until: ")")
                text += " "
            } else if character == "\\", let escaped = rest.first {
                rest.removeFirst()
                text += "\\" + String(escaped)
            } else {
                text.append(character)
            }
        }
        return text
    }
}
