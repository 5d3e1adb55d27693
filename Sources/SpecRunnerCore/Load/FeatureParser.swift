import Gherkin

/// Parses feature files into syntax trees and pickles with the run's ids; a value that touches nothing else, so
/// that files can be parsed on another thread while the run plans those already parsed.
package struct FeatureParser: Sendable {
    /// A file parsed, before it joins the store.
    package struct Parsed: Sendable {
        let uri: String
        let bytes: [UInt8]
        package let document: GherkinDocument
        package let pickles: [Pickle]
        /// The first id its syntax tree and pickles use.
        let firstId: Int
        /// Its syntax tree's index, when the parse was for planning (see ``indexed(whole:)``).
        var outline: AstIndex?

        /// The same, with ``outline`` made from it.
        ///
        /// The loading pipeline does it on its own thread, so that the thread planning the run only picks it.
        /// `whole` keeps the tree whole in the index.
        func indexed(whole: Bool) -> Parsed {
            var parsed = self
            parsed.outline = AstIndex(document, whole: whole)
            return parsed
        }
    }

    private let parser: GherkinParser

    package init(defaultLanguage: String) {
        parser = GherkinParser(defaultLanguage: defaultLanguage)
    }

    /// Parses `bytes` and compiles its pickles, taking ids from `ids`.
    package func parse(uri: String, bytes: [UInt8], ids: FastIdGenerator) throws(GherkinErrors) -> Parsed {
        let firstId = ids.peek
        let (document, pickles) = try parser.parse(bytes, uri: uri, ids: ids)
        return Parsed(
            uri: uri, bytes: bytes, document: document, pickles: pickles, firstId: firstId)
    }
}
