@testable import Gherkin

/// Parses `text` with predictable ids.
func parse(_ text: String, uri: String = "test.feature", language: String = "en") throws(GherkinErrors)
    -> GherkinDocument
{
    try GherkinParser(defaultLanguage: language).parse(text, uri: uri, ids: IncrementingIdGenerator())
}

/// The official `.tokens` lines of `text`.
func tokens(_ text: String, uri: String = "test.feature") throws(GherkinErrors) -> [String] {
    try GherkinParser().tokens(Array(text.utf8), uri: uri).split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
}

/// The errors parsing `text` reports (empty when it parses).
func errors(_ text: String, uri: String = "test.feature") -> [GherkinError] {
    do {
        _ = try parse(text, uri: uri)
        return []
    } catch {
        return error.errors
    }
}

/// The pickles of `text`, with ids continuing after the AST's, as the official tools number them.
func pickles(_ text: String, uri: String = "test.feature") throws -> [Pickle] {
    let ids = IncrementingIdGenerator()
    let document = try GherkinParser().parse(text, uri: uri, ids: ids)
    return PickleCompiler().compile(document, uri: uri, ids: ids)
}

/// The scanner's tokens for `text`, up to and including the end of the file.
func scannedLines(_ text: String) -> [Token] {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
        var scanner = TokenScanner(source: SourceBytes(buffer), start: 0)
        var result: [Token] = []
        while true {
            let token = scanner.read()
            result.append(token)
            if token.isEOF || result.count > 10_000 { return result }
        }
    }
}
