import Gherkin

/// A feature file of the run: its text, its syntax tree, its pickles, and an index of the tree by id.
struct LoadedFeature {
    let uri: String
    let source: Source
    let document: GherkinDocument
    let pickles: [Pickle]
    let index: AstIndex

    var language: String { document.feature?.language ?? "en" }
}
