import Gherkin

/// The feature files of a run, as the reports read them once they are planned: each file's uri, the lines
/// selecting its scenarios and its syntax tree's outline (``AstIndex``).
///
/// A file is parsed once, while planning (the plan keeps its pickles); its outline is built then, and no
/// file is read or parsed again (ADR 0004).
package final class FeatureStore {
    /// A feature file of the run.
    package struct File {
        package let uri: String
        /// The lines given with it on the command line; empty selects every scenario.
        package let lines: Set<Int>
        /// What the reports read of its syntax tree.
        package let outline: AstIndex
    }

    package private(set) var files: [File] = []
    private var indexByUri: [String: Int] = [:]
    /// Parses the files, with the run's ids (see ``FeatureParser``).
    let parser: FeatureParser
    /// Whether the files' syntax trees are kept whole rather than as outlines (a report shows them whole).
    package var keepsWholeTrees = false

    package init(defaultLanguage: String) {
        parser = FeatureParser(defaultLanguage: defaultLanguage)
    }

    /// Adds a file parsed with the run's ids, and returns it parsed, for planning.
    func add(_ parsed: FeatureParser.Parsed, lines: Set<Int>) -> LoadedFeature {
        let outline = parsed.outline ?? AstIndex(parsed.document, whole: keepsWholeTrees)
        indexByUri[parsed.uri] = files.count
        files.append(File(uri: parsed.uri, lines: lines, outline: outline))
        return LoadedFeature(
            uri: parsed.uri, bytes: parsed.bytes, document: parsed.document, pickles: parsed.pickles,
            index: outline)
    }

    /// The file `uri`, if the run has it.
    func file(uri: String) -> File? {
        indexByUri[uri].map { files[$0] }
    }
}
