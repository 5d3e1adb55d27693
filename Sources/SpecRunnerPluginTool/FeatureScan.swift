import SpecRunnerCore

/// The feature files of a test target read as a run reads them, without step definitions: the features that
/// parse, and every problem the runner's loading reports (parse errors, lost lines, misspelt keywords, outlines'
/// placeholders and tables, files not read).
struct FeatureScan {
    /// The features that parse, in the order given.
    var features: [GeneratedFeature] = []
    /// The loading's errors and warnings, worded in the catalog's language.
    var diagnostics: [Diagnostic] = []

    /// Reads the feature files at `paths`, naming them relative to `packageRoot` when they are under it.
    init(_ paths: [String], packageRoot: String, catalog: MessageCatalog) {
        var loader = FeatureLoader(defaultLanguage: "en")
        loader.catalog = catalog
        let store = FeatureStore(defaultLanguage: "en")
        // Whole trees: an outline's examples tables name its rows' tests.
        store.keepsWholeTrees = true
        let prefix = packageRoot.hasSuffix("/") ? packageRoot : packageRoot + "/"
        var features: [GeneratedFeature] = []
        let loaded = loader.load(
            paths.map { FeatureLocation(path: $0) }, ids: FastIdGenerator(), testCaseHooks: 0, into: store
        ) { _, feature, _ in
            let path = feature.uri.hasPrefix(prefix) ? String(feature.uri.dropFirst(prefix.count)) : feature.uri
            features.append(GeneratedFeature(feature, path: path))
        }
        self.features = features
        diagnostics = loaded.diagnostics
    }
}
