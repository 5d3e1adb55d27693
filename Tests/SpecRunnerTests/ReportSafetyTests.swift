import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@MainActor
final class HostileWorld: World {
    init() {}
}

/// Names and messages that try to break out of every report format.
///
/// Markup, CDATA ends, control characters that XML 1.0 cannot carry, quotes: each report must still parse,
/// and show the text literally.
@MainActor
@Suite struct ReportSafetyTests {
    static let scriptName = "</script><b>x"
    static let cdataName = "A CDATA end ]]> in a name"
    static let controlName = "Control \u{1B}[31m, \u{7}, \u{0} and \u{FFFF} here"

    static let feature = """
        Feature: Hostile <names> & "quotes"

          @tag<b>
          Scenario: \(scriptName)
            Given the text "\(scriptName)" is shown

          Scenario: \(cdataName)
            Then it fails with "]]></failure><script>alert(1)</script>"

          Scenario: \(controlName)
            Then it fails with "bell \u{7} and escape \u{1B}[0m"
        """

    static let steps = Steps(HostileWorld.self) {
        Given("the text {string} is shown") { (_, text: String) in attach(text, mediaType: "text/plain") }
        Then("it fails with {string}") { (_, text: String) in
            throw ExpectationFailure("\(text) ]]> </pre></script> \u{1B}[31mred")
        }
    }

    /// Each file report of the hostile run.
    private func reports(_ formats: [String]) async throws -> (run: RunnerHarness.Run, files: [String: String]) {
        let harness = try RunnerHarness(files: ["hostile.feature": Self.feature])
        let run = await harness.run([Self.steps]) { configuration in
            configuration.formats = formats.map { FormatRequest(name: $0, path: harness.path("report.\($0)")) }
        }
        var files: [String: String] = [:]
        for format in formats {
            files[format] = try String(contentsOfFile: harness.path("report.\(format)"), encoding: .utf8)
        }
        return (run, files)
    }

    @Test func theJUnitReportIsWellFormedXMLNamingTheScenariosLiterally() async throws {
        let junit = try #require(try await reports(["junit"]).files["junit"])
        let document = try XMLDocumentSummary(junit)
        #expect(
            document.attributes("testcase", "name") == [
                Self.scriptName, Self.cdataName, "Control \\u{1B}[31m, \\u{7}, \\u{0} and \\u{FFFF} here",
            ])
        #expect(document.attributes("testsuite", "name") == ["Hostile <names> & \"quotes\""])
        #expect(document.text("failure").contains("]]></failure><script>alert(1)</script>"))
        #expect(document.text("failure").contains("bell \\u{7} and escape \\u{1B}[0m"))
    }

    /// The JUnit XSD of `../shared`, when it is beside the checkout (the tests must pass without it).
    nonisolated static let junitSchema = ReportFixtureRun.root + "/../shared/conformance/junit/JUnit.xsd"

    /// Skipped, and reported as skipped, without `xmllint` or the schema (Scripts/check-reports.sh checks the
    /// reports in CI as well).
    @Test(
        .enabled(
            if: Executable.find("xmllint") != nil && FileManager.default.fileExists(atPath: junitSchema),
            "needs xmllint and ../shared beside the checkout"))
    func theJUnitReportIsValidAgainstTheSchemaWhenXmllintAndTheSchemaAreAvailable() async throws {
        let schema = Self.junitSchema
        let xmllint = try #require(Executable.find("xmllint"))
        let harness = try RunnerHarness(files: ["hostile.feature": Self.feature])
        let report = harness.path("junit.xml")
        _ = await harness.run([Self.steps]) { $0.formats = [FormatRequest(name: "junit", path: report)] }
        let result = try await Executable.run(xmllint, ["--noout", "--schema", schema, report])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theHTMLReportParsesAndShowsTheNamesAsText() async throws {
        let html = try #require(try await reports(["html"]).files["html"])
        // The page is well-formed XML too, so a strict parser can check that nothing broke out.
        let document = try XMLDocumentSummary(html)
        #expect(document.count("script") == 1, "only the report's own script")
        #expect(document.count("b") == 0, "no element from a scenario name")
        #expect(document.textOfClass("name").contains(Self.scriptName))
        #expect(document.textOfClass("name").contains(Self.cdataName))
        #expect(document.textOfClass("name").contains("Control \\u{1B}[31m, \\u{7}, \\u{0} and \\u{FFFF} here"))
        #expect(document.textOfClass("error").contains { $0.contains("]]></failure><script>alert(1)</script>") })
        #expect(!html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
    }

    @Test func theJSONReportsParseAndCarryTheTextExactly() async throws {
        let (_, files) = try await reports(["json", "message"])
        let json = try #require(files["json"])
        let features = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let elements = try #require(features.first?["elements"] as? [[String: Any]])
        #expect(elements.compactMap { $0["name"] as? String } == [Self.scriptName, Self.cdataName, Self.controlName])

        var pickleNames: [String] = []
        for line in try #require(files["message"]).split(separator: "\n") {
            let envelope = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            if let pickle = envelope["pickle"] as? [String: Any], let name = pickle["name"] as? String {
                pickleNames.append(name)
            }
        }
        #expect(pickleNames == [Self.scriptName, Self.cdataName, Self.controlName])
    }

    @Test func terminalReportsShowControlCharactersVisibly() async throws {
        let (_, files) = try await reports(["progress", "summary", "usage", "rerun", "github", "markdown"])
        for (format, text) in files {
            let controls = text.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" }
            #expect(controls.isEmpty, "\(format) writes raw control characters")
        }
        #expect(files["summary"]?.contains("Control \\u{1B}[31m, \\u{7}, \\u{0} and \\u{FFFF} here") == true)
        #expect(files["rerun"]?.hasSuffix("hostile.feature:7:10\n") == true)
        // In the annotation's title, whose commas are escaped.
        #expect(files["github"]?.contains("Control \\u{1B}[31m%2C \\u{7}%2C \\u{0} and \\u{FFFF} here::") == true)
    }

    @Test func aFeatureFileThatIsNotUTF8IsRejectedWithItsLocation() async throws {
        let harness = try RunnerHarness(files: [:])
        try FileManager.default.createDirectory(atPath: harness.directory, withIntermediateDirectories: true)
        let bytes = Array("Feature: bad ".utf8) + [0xFF, 0x0A]
        try Data(bytes).write(to: URL(fileURLWithPath: harness.path("bad.feature")))
        let run = await harness.run([Self.steps]) {
            $0.formats = [FormatRequest(name: "html", path: harness.path("report.html"))]
        }
        #expect(run.status == 2)
        #expect(run.errors.contains("bad.feature:1:"))
        #expect(run.errors.contains("UTF-8"))
    }
}

/// What a strict XML parser saw in a document: elements, their attributes and their text.
struct XMLDocumentSummary {
    struct Element {
        let name: String
        let attributes: [String: String]
        var text = ""
    }

    private(set) var elements: [Element] = []

    /// Parses `text`; throws the parser's error when it is not well-formed.
    init(_ text: String) throws {
        let collector = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        guard parser.parse() else {
            throw parser.parserError ?? CocoaError(.fileReadCorruptFile)
        }
        elements = collector.elements
    }

    func count(_ name: String) -> Int { elements.filter { $0.name == name }.count }

    func attributes(_ element: String, _ attribute: String) -> [String] {
        elements.filter { $0.name == element }.compactMap { $0.attributes[attribute] }
    }

    func text(_ element: String) -> String {
        elements.filter { $0.name == element }.map(\.text).joined(separator: "\n")
    }

    /// The text of the elements whose `class` attribute includes `className`.
    func textOfClass(_ className: String) -> [String] {
        elements.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(className)) }
            .map(\.text)
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        private var open: [Int] = []

        func parser(
            _ parser: XMLParser,
            didStartElement elementName: String,
            namespaceURI: String?,
            qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append(Element(name: elementName, attributes: attributes))
            open.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            for index in open { elements[index].text += string }
        }

        func parser(
            _ parser: XMLParser,
            didEndElement elementName: String,
            namespaceURI: String?,
            qualifiedName: String?
        ) {
            open.removeLast()
        }
    }
}

/// Finds and runs a program, for checks that need tools beside the toolchain (xmllint, chromium).
enum Executable {
    struct Result: Sendable {
        let status: Int32
        let output: String
    }

    /// The program `name` on the `PATH`, if any.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs `program` with `arguments` and returns its exit status and combined output, waiting on a thread of
    /// its own: neither the main actor nor a thread of the small cooperative pool may block meanwhile.
    static func run(_ program: String, _ arguments: [String]) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Swift.Result { try runBlocking(program, arguments) }) }.start()
        }
    }

    private static func runBlocking(_ program: String, _ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
