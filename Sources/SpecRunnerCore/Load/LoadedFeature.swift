import Gherkin

/// A feature file just parsed, while it is planned: its syntax tree, its pickles, and the index of its tree by id
/// the run keeps (``AstIndex``).
package struct LoadedFeature {
    package let uri: String
    let bytes: [UInt8]
    package let document: GherkinDocument
    package let pickles: [Pickle]
    package let index: AstIndex

    var language: String { document.feature?.language ?? "en" }

    /// The file as a `source` message: its text, byte for byte.
    package var source: Source {
        Source(uri: uri, data: String(decoding: bytes, as: UTF8.self), mediaType: Source.MediaType(path: uri))
    }
}
