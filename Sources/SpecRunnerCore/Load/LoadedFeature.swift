import Gherkin

/// A feature file just parsed, while it is planned: its syntax tree, its pickles, and the index of its tree by id
/// the run keeps (``AstIndex``).
package struct LoadedFeature {
    package let uri: String
    let bytes: [UInt8]
    package let document: GherkinDocument
    package let pickles: [Pickle]
    /// Its pickles compacted for the plan, when it was parsed for planning (empty otherwise).
    var compactPickles: [CompactPickle] = []
    package let index: AstIndex

    /// The pickle at `ordinal`, compact: made when it was parsed, else now.
    func compactPickle(at ordinal: Int) -> CompactPickle {
        ordinal < compactPickles.count ? compactPickles[ordinal] : CompactPickle(pickles[ordinal], astIndex: index)
    }

    var language: String { document.feature?.language ?? "en" }

    /// The file as a `source` message: its text, byte for byte.
    package var source: Source {
        Source(uri: uri, data: String(decoding: bytes, as: UTF8.self), mediaType: Source.MediaType(path: uri))
    }
}
