// libFuzzer target for the Gherkin library: build and run it with `Fuzz/run.sh gherkin` (see Fuzz/README.md).
//
// Compiled together with Sources/Gherkin/*.swift into one module, so it calls the library directly. Every input
// is taken as the raw bytes of a feature file (invalid UTF-8 included) and goes through every public entry
// point: the byte and text parsers, plain and Markdown syntax, the token formatter, the pickle compiler, the
// Cucumber Messages JSON encoding, and the diagnostics of every error. Broken invariants trap, so that libFuzzer
// reports them as crashes.
import Foundation

/// The libFuzzer entry point: runs one input through the Gherkin library; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func gherkinFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    GherkinFuzzCase(bytes: bytes).run()
    return 0
}

/// One fuzz input and the checks run on it.
private struct GherkinFuzzCase {
    let bytes: [UInt8]

    /// The input as text, invalid bytes replaced (what a diagnostic is given to quote lines from).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether the input is valid UTF-8 (then the text parser must agree with the byte parser).
    var isValidUTF8: Bool { String(validating: bytes, as: UTF8.self) != nil }

    func run() {
        let plain = parse(uri: "fuzz.feature", mediaType: .gherkinPlain, defaultLanguage: "en")
        if isValidUTF8 {
            let fromText = Result { () throws(GherkinErrors) in
                try GherkinParser().parse(text, uri: "fuzz.feature", ids: IncrementingIdGenerator())
            }
            expect(fromText == plain, "parsing bytes and parsing the same text disagree")
        }
        check(plain, uri: "fuzz.feature", defaultLanguage: "en")
        let markdown = parse(uri: "fuzz.feature.md", mediaType: nil, defaultLanguage: "es")
        check(markdown, uri: "fuzz.feature.md", defaultLanguage: "es")
        formatTokens(mediaType: .gherkinPlain)
        formatTokens(mediaType: .gherkinMarkdown)
    }

    private func parse(
        uri: String, mediaType: Source.MediaType?, defaultLanguage: String
    ) -> Result<GherkinDocument, GherkinErrors> {
        let parser = GherkinParser(defaultLanguage: defaultLanguage)
        return Result { () throws(GherkinErrors) in
            try parser.document(bytes, uri: uri, mediaType: mediaType, ids: IncrementingIdGenerator())
        }
    }

    private func check(_ result: Result<GherkinDocument, GherkinErrors>, uri: String, defaultLanguage: String) {
        switch result {
        case .success(let document):
            expect(document.uri == uri, "the document lost its URI")
            let ids = IncrementingIdGenerator(start: 1_000_000)
            let pickles = PickleCompiler().compile(document, uri: uri, ids: ids)
            checkPickles(pickles, uri: uri)
            let lengths = lineLengths
            checkLocations(in: encodedJSON(document), lineLengths: lengths)
            checkLocations(in: encodedJSON(pickles), lineLengths: lengths)
            _ = encodedJSON(Source(uri: uri, data: text, mediaType: Source.MediaType(path: uri)))
        case .failure(let failure):
            expect(!failure.errors.isEmpty, "a parse failed without an error")
            _ = failure.description
            for error in failure.errors {
                checkError(error, uri: uri, defaultLanguage: defaultLanguage)
            }
        }
    }

    private func checkPickles(_ pickles: [Pickle], uri: String) {
        var seenIds = Set<String>()
        for pickle in pickles {
            expect(pickle.uri == uri, "a pickle lost its URI")
            expect(seenIds.insert(pickle.id).inserted, "two pickles share an id")
            expect(!pickle.astNodeIds.isEmpty, "a pickle names no AST node")
            for step in pickle.steps {
                expect(seenIds.insert(step.id).inserted, "two pickle steps share an id")
            }
        }
    }

    /// The length in Unicode scalars of each line (a byte order mark and the line feeds left out).
    private var lineLengths: [Int] {
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        return scalars.split(separator: "\n", omittingEmptySubsequences: false).map(\.count)
    }

    /// Every `location` in the JSON of a parsed value is inside the source: on one of its lines, at most one
    /// column past the line's end (two on a blank line, whose line feed the official column counts).
    private func checkLocations(in json: Data, lineLengths: [Int]) {
        guard let value = try? JSONSerialization.jsonObject(with: json) else { fatalError("unreadable JSON") }
        var pending: [Any] = [value]
        while let next = pending.popLast() {
            if let array = next as? [Any] {
                pending.append(contentsOf: array)
            } else if let object = next as? [String: Any] {
                if let location = object["location"] as? [String: Any], let line = location["line"] as? Int {
                    expect(1 <= line && line <= lineLengths.count, "a location on line \(line) is outside the file")
                    let column = location["column"] as? Int ?? 1
                    expect(
                        1 <= column && column <= lineLengths[line - 1] + 2,
                        "a location at \(line):\(column) is outside its line")
                }
                pending.append(contentsOf: object.values)
            }
        }
    }

    private func checkError(_ error: GherkinError, uri: String, defaultLanguage: String) {
        expect(error.uri == uri, "an error lost its URI")
        expect(error.location.line >= 1, "an error before the first line")
        let lineCount = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        expect(error.location.line <= lineCount + 1, "an error after the last line")
        if let column = error.location.column { expect(column >= 1, "an error before the first column") }
        expect(error.message.hasPrefix("("), "an error message without its location")
        _ = error.summary
        _ = encodedJSON(error)
        let diagnostic = GherkinDiagnostic(error, source: text, path: uri, defaultLanguage: defaultLanguage)
        expect(diagnostic.line >= 1 && diagnostic.column >= 1, "a diagnostic points before the file")
        expect(diagnostic.rendered.hasPrefix("\(uri):"), "a diagnostic does not start with its path")
    }

    private func formatTokens(mediaType: Source.MediaType) {
        guard let lines = try? GherkinParser().tokens(bytes, uri: "fuzz.feature", mediaType: mediaType) else {
            return
        }
        expect(lines.hasSuffix("EOF"), "the token lines do not end with EOF")
    }

    /// The Cucumber Messages JSON of `value`; encoding a parsed value never fails.
    private func encodedJSON(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { fatalError("a value failed to encode") }
        return data
    }
}

/// Stops the fuzzer with `message` when `condition` is false (`precondition` drops its message in `-O` builds).
private func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
