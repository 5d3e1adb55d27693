import CucumberMessages
import Foundation
import Gherkin
import SpecRunnerCore
import SpecRunnerReports
import SpecRunnerWorkers

/// `spec-runner merge`: one run's reports and coverage gate from the Messages NDJSON of its shards.
///
/// The merge plans the scenarios the shards ran from the sources they recorded, with this runner's support code,
/// as a run would; then it replays the shards' results into that run's bus, in plan order, each shard's ids
/// mapped onto the plan's (test cases by their scenario's place, test steps by their position) and the ids made
/// at run time prefixed with their shard's number, so that ids made independently by each shard cannot collide.
/// Every report, the summary and the coverage gate then read one run. Shards that ran different sources or step
/// definitions than each other or than this runner, a scenario run by two shards, and a shard whose run did not
/// start or finish are refused.
@MainActor
public enum ShardMerge {
    private typealias PickleKey = ShardStream.PickleKey

    /// Writes `configuration.formats` from the shard streams in `files`; the exit status is a run's, judged from
    /// the merged results with the run's options (`0` every scenario passed, every slice of a recorded split is
    /// there and the gate held, `1` otherwise, `2` inputs refused).
    public static func run(
        _ files: [String], libraries: [Steps], configuration: RunConfiguration, output: CommandOutput
    ) async -> SpecRun.Outcome {
        var configuration = configuration
        // Outputs show paths relative to the working directory; a caller that names none works in the process's.
        if configuration.workingDirectory.isEmpty {
            configuration.workingDirectory = FileManager.default.currentDirectoryPath
        }
        let catalog = configuration.catalog
        let shards: [ShardStream]
        let model: RunModel
        let bus: EventBus
        var destinations: [ReportDestination] = []
        defer { for destination in destinations { destination.file?.discard() } }
        let results: ReplayedShards
        do throws(Diagnostic) {
            guard !files.isEmpty else {
                throw Diagnostic(
                    .error, message: catalog.text(.mergeNeedsFiles),
                    hint: "spec-runner merge shard-1.ndjson shard-2.ndjson --format html:report.html")
            }
            shards = try files.map { path throws(Diagnostic) in try ShardStream(path: path, catalog: catalog) }
            try checkConsistent(shards, catalog)
            let ids = FastIdGenerator()
            let supportCode = SupportCode(
                libraries: libraries, ids: ids, catalog: configuration.catalog,
                workingDirectory: configuration.workingDirectory)
            if supportCode.diagnostics.contains(where: { $0.severity == .error }) {
                for diagnostic in supportCode.diagnostics { output.writeError(diagnostic.rendered(catalog)) }
                return SpecRun.Outcome(exitStatus: 2)
            }
            let notRun: Int
            let loaded: FeatureLoader.Result
            (model, notRun, loaded) = try plan(shards, supportCode: supportCode, ids: ids, configuration)
            model.workingDirectory = configuration.workingDirectory
            // As the run the shards were slices of: a run that named files plans a part of the suite.
            model.namesFoldersOnly = !shards.contains { $0.meta?.shard?.namesFiles == true }
            model.repetitions = shards.map(\.repetitions).max() ?? 1
            // The files' warnings, as the run prints and reports them.
            for diagnostic in loaded.diagnostics { output.writeError(diagnostic.rendered(catalog)) }
            let missing = reportGaps(missingSlices(shards), notRun: notRun, output: output, catalog)
            bus = EventBus(model: model)
            bus.index.warnings = loaded.diagnostics
            // Lost content no scenario owns counts, as in a run that selects nothing, when every scenario ran.
            bus.index.record(lost: loaded.lost) { _ in notRun == 0 }
            // Judged as a run judges itself, from the merged results and with the run's options; a merge that lacks
            // a slice of the split, or of a shard whose run was stopped, is not the whole run.
            let stopped = shards.contains { $0.finished?.message != nil || $0.finished?.exception != nil }
            try checkOutputs(configuration, shards: files, model: model)
            destinations = try SpecRun.attachFormatters(configuration, bus: bus, output: output)
            for file in destinations.compactMap(\.file) { try file.open() }
            results = try ReplayedShards(
                shards, bus: bus, strict: configuration.strict, complete: missing.count == 0 && !stopped)
        } catch {
            output.writeError(error.rendered(catalog))
            return SpecRun.Outcome(exitStatus: 2)
        }
        announce(shards, model: model, to: bus)
        let coordinator = RunCoordinator(model: model, bus: bus)
        let success = await coordinator.run(results)
        return coordinator.finish(
            success: success, configuration: configuration, destinations: destinations, output: output)
    }

    // MARK: Checks

    /// Refuses a report that would overwrite an input of the merge: the shards, the feature files they ran where
    /// this merge finds them, and the profiles.
    private static func checkOutputs(
        _ configuration: RunConfiguration, shards files: [String], model: RunModel
    ) throws(Diagnostic) {
        let inputs =
            files.map { ReportPathCheck.Input($0, .shard) }
            + model.store.files.map { ReportPathCheck.Input($0.uri, .feature) }
            + (configuration.profilesPath.map { [ReportPathCheck.Input($0, .profiles)] } ?? [])
        if let problem = ReportPathCheck.inputOverwritten(
            by: SpecRun.reportPaths(configuration), inputs: inputs, configuration.catalog)
        {
            throw problem
        }
    }

    /// Says which slices of a recorded split no shard is (an error: the merge is not the whole run), and how many
    /// scenarios of the files ran in no shard; returns `missing`.
    private static func reportGaps(
        _ missing: (count: Int, first: [String]), notRun: Int, output: CommandOutput, _ catalog: MessageCatalog
    ) -> (count: Int, first: [String]) {
        if missing.count > 0 {
            let named = (missing.first + (missing.count > missing.first.count ? ["…"] : [])).joined(separator: ", ")
            output.writeError(
                Diagnostic(
                    .error, message: catalog.text(.mergeMissingShards(count: missing.count, shards: named)),
                    hint: catalog.text(.mergeMissingShardsHint)
                ).rendered(catalog))
        }
        if notRun > 0 {
            // Not an error: shards may have selected by tags, names or lines; but a shard's file left out looks
            // the same, and the gate would then judge a part of the suite.
            output.writeError(
                Diagnostic(
                    .warning,
                    message: catalog.text(.mergeNotRun(count: notRun)), hint: catalog.text(.mergeNotRunHint)
                ).rendered(catalog))
        }
        return missing
    }

    /// The slices (`I/N`) of the splits the shards recorded that no shard is: how many, and the first ten (a
    /// recorded count is a number from a file, not a list to build).
    private static func missingSlices(_ shards: [ShardStream]) -> (count: Int, first: [String]) {
        let slices = Set(shards.compactMap(\.meta?.shard))
        var count = 0
        var first: [String] = []
        for total in Set(slices.map(\.count)).sorted() {
            let present = Set(slices.lazy.filter { $0.count == total }.map(\.index))
            count += total - present.count
            first += (1...total).lazy.filter { !present.contains($0) }.prefix(10 - first.count).map { "\($0)/\(total)" }
        }
        return (count, first)
    }

    private static func checkConsistent(_ shards: [ShardStream], _ catalog: MessageCatalog) throws(Diagnostic) {
        let first = shards[0]
        for shard in shards.dropFirst() {
            let theirs = Set(shard.sources.map(\.uri))
            let ours = Set(first.sources.map(\.uri))
            if let uri = theirs.symmetricDifference(ours).sorted().first {
                throw Diagnostic(
                    .error,
                    message: catalog.text(.mergeDifferentFiles(shard: shard.path, other: first.path, uri: uri)),
                    hint: catalog.text(.mergeDifferentFilesHint))
            }
            for source in shard.sources where first.source(uri: source.uri)?.data != source.data {
                throw Diagnostic(
                    .error,
                    message: catalog.text(
                        .mergeDifferentVersions(shard: shard.path, other: first.path, uri: source.uri)),
                    hint: catalog.text(.mergeDifferentVersionsHint))
            }
            if shard.supportSignature != first.supportSignature {
                throw Diagnostic(
                    .error,
                    message: catalog.text(.mergeDifferentSupport(shard: shard.path, other: first.path)),
                    hint: catalog.text(.mergeDifferentSupportHint))
            }
        }
        var ranIn: [PickleKey: String] = [:]
        for shard in shards {
            for key in shard.testCasePickles {
                if let other = ranIn[key] {
                    let name = shard.pickles.values.first { $0.key == key }?.name ?? ""
                    throw Diagnostic(
                        .error,
                        message: catalog.text(
                            .mergeRanTwice(
                                place: "\(key.uri):\(key.line)", name: name, shard: other, otherShard: shard.path)),
                        hint: catalog.text(.mergeRanTwiceHint)
                    )
                }
                ranIn[key] = shard.path
            }
        }
    }

    // MARK: The merged run

    /// The run the shards were slices of: this runner's support code, the recorded sources, and a plan of the
    /// scenarios the shards ran; how many scenarios of the sources ran in no shard; and what loading the sources
    /// found, as a run's loading finds it (warnings, lost content).
    private static func plan(
        _ shards: [ShardStream], supportCode: SupportCode, ids: FastIdGenerator, _ configuration: RunConfiguration
    ) throws(Diagnostic) -> (RunModel, notRun: Int, loaded: FeatureLoader.Result) {
        let catalog = configuration.catalog
        if ShardStream.signature(of: supportCode.envelopes) != shards[0].supportSignature {
            throw Diagnostic(
                .error,
                message: catalog.text(.mergeOtherSupport(shard: shards[0].path)),
                hint: catalog.text(.mergeSameRunnerHint))
        }
        let ran = Set(shards.flatMap(\.testCasePickles))
        var notRun = 0
        let testCaseHooks = TestPlan.testCaseHooks(of: supportCode)
        let store = FeatureStore(defaultLanguage: "en")
        // The merged run announces every file's syntax tree whole, as the shards' runs did.
        store.keepsWholeTrees = true
        let model = RunModel(
            store: store, plan: TestPlan(filter: ScenarioFilter(), shard: nil), supportCode: supportCode)
        // Before the files, as in a run: the merged run's ids are then those of the run the shards were slices of.
        model.testRunStartedId = ids.newId()
        var loaded = FeatureLoader.Result()
        for source in shards[0].sources {
            // Each file in the language its scenarios ran in (a run's default language is recorded nowhere else).
            let language = shards.lazy.compactMap { $0.language(of: source.uri) }.first ?? "en"
            let loader = SpecRun.featureLoader(language: language, configuration, supportCode: supportCode)
            loader.load(
                [(source.uri, [], Array(source.data.utf8))], ids: ids, testCaseHooks: testCaseHooks, into: store,
                parser: FeatureParser(defaultLanguage: language), result: &loaded
            ) { file, feature, testCaseIds in
                notRun += feature.pickles.count
                // The scenarios that ran, by their lines; a file none of whose scenarios ran plans none.
                let lines = Set(
                    feature.pickles.map { PickleKey(uri: $0.uri, location: $0.location) }.filter(ran.contains)
                        .map(\.line))
                guard !lines.isEmpty else { return }
                _ = model.plan.add(
                    feature, file: file, lines: lines, testCaseIds: testCaseIds, supportCode: supportCode,
                    matchingSteps: false)
            }
            if !loaded.parseErrors.isEmpty {
                throw Diagnostic(
                    .error, message: catalog.text(.mergeSourceDoesNotParse(uri: source.uri)),
                    hint: catalog.text(.mergeSourceDoesNotParseHint))
            }
        }
        model.plan.arrange(.defined)
        return (model, notRun - model.plan.count, loaded)
    }

    /// Emits what a run announces before it starts: its `meta`, its files and its pickles, its support code.
    private static func announce(_ shards: [ShardStream], model: RunModel, to bus: EventBus) {
        if bus.wantsEveryMessage {
            // The merged run is the whole run, no slice of it.
            if var meta = shards[0].meta {
                meta.shard = nil
                bus.emit(.meta(meta))
            }
            // Each file's pickles after it, as a run announces them.
            var entries = model.plan.entries[...]
            for (number, file) in model.store.files.enumerated() {
                bus.emit(
                    .source(
                        shards[0].source(uri: file.uri) ?? Source(uri: file.uri, data: "", mediaType: .gherkinPlain)))
                bus.emit(.gherkinDocument(file.outline.document))
                while let entry = entries.first, entry.file == number {
                    bus.emit(.pickle(entry.pickle))
                    entries.removeFirst()
                }
            }
        }
        for envelope in model.supportCode.envelopes { bus.emit(envelope) }
    }
}
