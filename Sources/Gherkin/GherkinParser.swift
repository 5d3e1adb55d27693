/// The Gherkin library's one entry point: parses Gherkin sources (plain `.feature` or Markdown `.feature.md`) into
/// their ``GherkinDocument`` and compiles its ``Pickle``s (``parse(_:uri:mediaType:ids:)``), or lists their tokens.
///
/// The input is the file's raw bytes: a UTF-8 byte order mark is skipped, CRLF line ends are accepted, NUL bytes
/// are ordinary characters, and bytes that are not UTF-8 are reported as a located error. All errors of a source
/// are reported together, with the official message texts.
public struct GherkinParser: Sendable {
    /// The dialect used when a source has no `# language:` header.
    public let defaultLanguage: String

    /// Creates a parser whose sources are in `defaultLanguage` unless they say otherwise.
    public init(defaultLanguage: String = "en") {
        self.defaultLanguage = defaultLanguage
    }

    /// Parses a source given as raw bytes and compiles its pickles (none when `compilingPickles` is false),
    /// taking ids from `ids`, the tree's then the pickles'; `mediaType` defaults to the one `uri`'s extension implies.
    public func parse(
        _ bytes: [UInt8], uri: String, mediaType: Source.MediaType? = nil, ids: any IdGenerator,
        compilingPickles: Bool = true
    ) throws(GherkinErrors) -> (document: GherkinDocument, pickles: [Pickle]) {
        let document = try self.document(bytes, uri: uri, mediaType: mediaType, ids: ids)
        return (document, compilingPickles ? PickleCompiler().compile(document, uri: uri, ids: ids) : [])
    }

    /// Parses a source given as raw bytes into its syntax tree alone.
    func document(
        _ bytes: [UInt8], uri: String, mediaType: Source.MediaType? = nil, ids: any IdGenerator
    ) throws(GherkinErrors) -> GherkinDocument {
        try bytes.withUnsafeBufferPointer { buffer throws(GherkinErrors) in
            try parse(buffer, uri: uri, mediaType: mediaType ?? Source.MediaType(path: uri), ids: ids)
        }
    }

    /// Parses a source given as text into its syntax tree alone; `mediaType` defaults to the one `uri`'s extension
    /// implies.
    func parse(
        _ text: String, uri: String, mediaType: Source.MediaType? = nil, ids: any IdGenerator
    ) throws(GherkinErrors) -> GherkinDocument {
        var text = text
        let result = text.withUTF8 { buffer in
            Result { () throws(GherkinErrors) in
                try parse(buffer, uri: uri, mediaType: mediaType ?? Source.MediaType(path: uri), ids: ids)
            }
        }
        return try result.get()
    }

    /// The source's tokens in the official `.tokens` format (one line per token, the last one `EOF`), as the
    /// official `generate_tokens` tool prints them.
    public func tokens(
        _ bytes: [UInt8], uri: String, mediaType: Source.MediaType? = nil
    ) throws(GherkinErrors) -> String {
        try bytes.withUnsafeBufferPointer { buffer throws(GherkinErrors) in
            let input = try prepare(buffer, uri: uri)
            let resolvedType = mediaType ?? Source.MediaType(path: uri)
            var formatter = TokenFormatter(source: input.source, markdown: resolvedType == .gherkinMarkdown)
            try run(input, uri: uri, mediaType: resolvedType, builder: &formatter)
            return formatter.lines.joined(separator: "\n")
        }
    }

    private func parse(
        _ buffer: UnsafeBufferPointer<UInt8>, uri: String, mediaType: Source.MediaType, ids: any IdGenerator
    ) throws(GherkinErrors) -> GherkinDocument {
        let input = try prepare(buffer, uri: uri)
        var builder = AstBuilder(source: input.source, uri: uri, ids: ids, markdown: mediaType == .gherkinMarkdown)
        try run(input, uri: uri, mediaType: mediaType, builder: &builder)
        return builder.document ?? GherkinDocument(uri: uri, feature: nil, comments: [])
    }

    /// A validated source, its first byte after any byte order mark, and its default dialect.
    private struct Input {
        let source: SourceBytes
        let start: Int
        let dialect: CompiledDialect
    }

    private func prepare(_ buffer: UnsafeBufferPointer<UInt8>, uri: String) throws(GherkinErrors) -> Input {
        let source = SourceBytes(buffer)
        if let offset = UTF8Validation.firstInvalidOffset(in: buffer) {
            throw GherkinErrors(errors: [GherkinParser.invalidUTF8Error(in: source, at: offset, uri: uri)])
        }
        guard let index = DialectRegistry.shared.index(of: defaultLanguage) else {
            let location = Location(line: 1, column: 1)
            throw GherkinErrors(errors: [
                GherkinError(
                    uri: uri, location: location, summary: "Language not supported: \(defaultLanguage)",
                    kind: .noSuchLanguage(defaultLanguage))
            ])
        }
        let hasByteOrderMark = source.count >= 3 && source[0] == 0xEF && source[1] == 0xBB && source[2] == 0xBF
        let dialect = DialectRegistry.shared.compiled(at: index)
        return Input(source: source, start: hasByteOrderMark ? 3 : 0, dialect: dialect)
    }

    private func run<Builder: TokenBuilder>(
        _ input: Input, uri: String, mediaType: Source.MediaType, builder: inout Builder
    ) throws(GherkinErrors) {
        switch mediaType {
        case .gherkinPlain:
            try run(PlainTokenMatcher(source: input.source, dialect: input.dialect), input, uri: uri, builder: &builder)
        case .gherkinMarkdown:
            try run(
                MarkdownTokenMatcher(source: input.source, dialect: input.dialect), input, uri: uri, builder: &builder)
        }
    }

    private func run<Matcher: TokenMatcher, Builder: TokenBuilder>(
        _ matcher: Matcher, _ input: Input, uri: String, builder: inout Builder
    ) throws(GherkinErrors) {
        var parser = Parser(
            matcher: matcher, builder: builder, scanner: TokenScanner(source: input.source, start: input.start),
            uri: uri)
        parser.parse()
        builder = parser.builder
        if !parser.errors.isEmpty { throw GherkinErrors(errors: parser.errors) }
    }

    /// The error for an ill-formed byte: its line, and its column counted in the (valid) scalars before it.
    private static func invalidUTF8Error(in source: SourceBytes, at offset: Int, uri: String) -> GherkinError {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < offset {
            if source[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        if line == 1 && offset >= 3 && source[0] == 0xEF && source[1] == 0xBB && source[2] == 0xBF { lineStart = 3 }
        let column = source.scalarCount(from: lineStart, to: offset) + 1
        let byte = String(source[offset], radix: 16, uppercase: true)
        return GherkinError(
            uri: uri, location: Location(line: line, column: column),
            summary: "invalid UTF-8: byte 0x\(byte.count == 1 ? "0" + byte : byte) is not part of a UTF-8 character",
            kind: .invalidUTF8)
    }
}
