import Gherkin

/// Parses feature files into syntax trees and pickles with the run's ids; a value that touches nothing else, so
/// that files can be parsed on another thread while the run plans those already parsed.
struct FeatureParser: Sendable {
    /// A file parsed, before it joins the store.
    struct Parsed: Sendable {
        let uri: String
        let bytes: [UInt8]
        let document: GherkinDocument
        let pickles: [Pickle]
        /// The first id its syntax tree and pickles use.
        let firstId: Int
    }

    private let parser: GherkinParser
    private let compiler = PickleCompiler()

    init(defaultLanguage: String) {
        parser = GherkinParser(defaultLanguage: defaultLanguage)
    }

    /// Parses `bytes` and compiles its pickles, taking ids from `ids`.
    func parse(uri: String, bytes: [UInt8], ids: FastIdGenerator) throws(GherkinErrors) -> Parsed {
        let firstId = ids.peek
        let document = try parser.parse(bytes, uri: uri, ids: ids)
        let pickles = compiler.compile(document, uri: uri, ids: ids)
        return Parsed(
            uri: uri, bytes: bytes, document: document, pickles: pickles, firstId: firstId)
    }
}
