import SpecRunnerCore
import SpecRunnerReports

extension SpecRun {
    /// The problem when an output of `configuration`'s run would be written over one of its inputs: `outputs`
    /// (its reports, Bazel's files) and its history must name none of its feature files and folders, its profiles
    /// file, its shard timings or its history.
    package static func outputOverwritesInput(
        _ outputs: [(path: String, writer: String?)], _ configuration: RunConfiguration
    ) -> Diagnostic? {
        let features = FeatureLoader(defaultLanguage: configuration.language).inputPaths(configuration.locations)
        var inputs = features.map { ReportPathCheck.Input($0, .feature) }
        var allOutputs = outputs
        if let profiles = configuration.profilesPath { inputs.append(.init(profiles, .profiles)) }
        if let timings = configuration.shardTimingsPath { inputs.append(.init(timings, .shardTimings)) }
        if let history = configuration.historyPath {
            inputs.append(.init(history, .history))
            allOutputs.append((history, ReportPathCheck.historyWriter))
        }
        return ReportPathCheck.inputOverwritten(by: allOutputs, inputs: inputs, configuration.catalog)
    }

    /// The report files `configuration` asks for, as outputs of the run.
    static func reportPaths(_ configuration: RunConfiguration) -> [(path: String, writer: String?)] {
        configuration.formats.compactMap(\.path).filter { !$0.isEmpty && $0 != "-" }.map { ($0, nil) }
    }

    /// The loader of feature files in `language` a run uses: it lints them in the run's language, telling a
    /// misspelt step keyword from prose by whether a step of `supportCode` matches the text.
    static func featureLoader(
        language: String, _ configuration: RunConfiguration, supportCode: SupportCode
    ) -> FeatureLoader {
        var loader = FeatureLoader(defaultLanguage: language)
        loader.catalog = configuration.catalog
        loader.matchesStep = { text, language in !supportCode.matcher(for: language).matches(text).isEmpty }
        return loader
    }
}
