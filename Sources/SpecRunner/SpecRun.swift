import Foundation
import Gherkin
import SpecRunnerCore
import SpecRunnerReports
import SpecRunnerWorkers
import TagExpressions

/// Runs a specification: loads the support code and the features, plans, executes, reports, and gates.
public enum SpecRun {
    /// The result of a run, as the process exit status expresses it.
    public struct Outcome: Sendable, Equatable {
        /// `0` everything passed and the gate held, `1` a scenario failed or the gate fell short, `2` the run
        /// could not start (usage error, unreadable path, parse error, invalid step definitions).
        public let exitStatus: Int32
    }

    /// Objects left for the process's exit to reclaim.
    @MainActor private static var keptUntilExit: [AnyObject] = []

    /// The version reported by `--version` and in `meta` messages.
    public static let version = RunnerVersion.current

    /// Runs `configuration` with the step `libraries`, writing reports to `output` (and to report files).
    @MainActor
    public static func execute(
        _ configuration: RunConfiguration,
        libraries: [Steps],
        output: CommandOutput
    ) async -> Outcome {
        await execute(configuration, libraries: libraries, output: output, observers: [])
    }

    /// Runs `configuration` as ``execute(_:libraries:output:)`` does, with `observers` hearing the run as its
    /// reports do (``SpecificationSuite`` finds where a scenario failed with one).
    @MainActor
    static func execute(
        _ configuration: RunConfiguration,
        libraries: [Steps],
        output: CommandOutput,
        observers: [any SpecRunnerCore.Formatter]
    ) async -> Outcome {
        var configuration = configuration
        // Outputs show paths relative to the working directory; a caller that names none works in the process's.
        if configuration.workingDirectory.isEmpty {
            configuration.workingDirectory = FileManager.default.currentDirectoryPath
        }
        if configuration.handlesSignals { Interruption.shared.install(catalog: configuration.catalog) }
        // Workers isolate and spread user code; a dry run runs none, so it runs here: the same reports, without a
        // pipe crossed for every step. They start now, so that they parse the features while this process does.
        // A caller other than the command line is held to its bound too.
        let jobs = configuration.dryRun ? 0 : min(max(0, configuration.jobs), ChildProcesses.maximumWorkers)
        let workers = jobs > 0 ? WorkerStart(configuration: configuration, count: jobs) : nil
        defer { workers?.release() }
        var destinations: [ReportDestination] = []
        // A run that ends before its reports are complete leaves every report file as it was.
        defer { for destination in destinations { destination.file?.discard() } }
        let prepared: Preparation
        let prepare = Preparation.make(configuration, libraries: libraries, output: output) { bus throws(Diagnostic) in
            // Before the history or anything else is read: no output may name an input.
            if let problem = outputOverwritesInput(reportPaths(configuration), configuration) { throw problem }
            destinations = try attachFormatters(configuration, bus: bus, output: output)
            for observer in observers { bus.add(observer) }
            // Before anything is read, so that reports written as the files are parsed go out at once; a report
            // file changes only when the run ends.
            for file in destinations.compactMap(\.file) { try file.open() }
        }
        switch prepare {
        case .failure(let failure):
            // A report that says why the run could not start (the HTML page of a file that does not parse, the
            // message stream's parse errors) is put in place; the others stay as they were.
            for destination in destinations where destination.file?.isWrittenTo == true {
                if let problem = destination.close() { output.writeError(problem.rendered(configuration.catalog)) }
            }
            return failure.outcome
        case .success(let run): prepared = run
        }
        let bus = prepared.bus
        // The process ends with the run: tearing down every object of a large run would only cost time.
        if configuration.handlesSignals { keptUntilExit.append(bus) }
        let context = RunContext(model: prepared.model, bus: bus, ids: prepared.ids, configuration: configuration)
        let coordinator = RunCoordinator(model: prepared.model, bus: bus)
        let success: Bool
        if let workers {
            success = await coordinator.run(
                ParallelRunner(context: context, configuration: configuration, start: workers, workers: jobs))
        } else {
            if configuration.handlesSignals { CrashNote.install(catalog: configuration.catalog) }
            let runner = TestRunner(context: context, configuration: configuration)
            if configuration.handlesSignals {
                armAbort(
                    runner, context: context, coordinator: coordinator, configuration: configuration,
                    destinations: destinations, output: output)
            }
            success = await coordinator.run(runner)
            RunAbort.shared.disarm()
        }
        return coordinator.finish(
            success: success, configuration: configuration, destinations: destinations, output: output)
    }

    /// Runs the share of a parallel run that the parent process assigns on standard input (`--worker`),
    /// reporting on descriptor 3 to the parent.
    @MainActor
    public static func executeWorker(libraries: [Steps], output: CommandOutput) async -> Int32 {
        let assignment: WorkerAssignment
        let rest: [UInt8]
        do {
            (assignment, rest) = try WorkerWire.readAssignment()
        } catch {
            // No run's configuration came: the locale chooses the language.
            let catalog = MessageCatalog.named(environment: ProcessInfo.processInfo.environment)
            output.writeError(Diagnostic(.error, message: error.description).rendered(catalog))
            return 2
        }
        var configuration = assignment.configuration
        configuration.handlesSignals = true
        Interruption.shared.install(catalog: configuration.catalog)
        // The same support code as the parent's, with the same ids (it takes the first ones in every process). Its
        // problems are the parent's to report: a run they stop sends no share.
        let ids = FastIdGenerator()
        let supportCode = SupportCode(
            libraries: libraries, ids: ids, catalog: configuration.catalog,
            workingDirectory: configuration.workingDirectory)
        let share: WorkerShare
        let model: RunModel
        do {
            guard let assigned = try WorkerWire.readShare(after: rest, catalog: configuration.catalog) else {
                return 0
            }
            share = assigned
            model = try share.model(supportCode: supportCode, catalog: configuration.catalog)
        } catch {
            output.writeError(Diagnostic(.error, message: error.description).rendered(configuration.catalog))
            return 2
        }
        // Its messages are the parent's to record and report.
        let bus = EventBus(model: model, recordsResults: false)
        bus.add(WorkerMessageFormatter(sendsStepStarts: share.sendsStepStarts))
        // Its run-time ids (attempts, suggestions, hook runs) are its own: the prefix keeps them apart.
        ids.prefixIds(with: assignment.workerId + ".")
        let context = RunContext(
            model: model, bus: bus, ids: ids, configuration: configuration, interruptionFailsTestCase: true)
        let success = await RunCoordinator(model: model, bus: bus).run(
            TestRunner(context: context, configuration: configuration, firstAttempt: share.firstAttempt))
        // The parent judges the whole run; a worker's own exit status is its share's success, or the signal that
        // interrupted it, so that the parent can tell a signal sent to the worker alone (ADR 0007).
        let judgement = RunJudgement(success: success, boundPercent: 100, coverageMinimum: nil)
        bus.finish(judgement)
        // The worker ends with its share: tearing its plan down would only delay its exit.
        keptUntilExit.append(context)
        return Interruption.shared.exitStatus ?? judgement.exitStatus(reportsWritten: true)
    }

    /// A run ready to start: its support code registered, its files parsed and planned, its reports attached.
    private struct Preparation {
        let ids: FastIdGenerator
        let model: RunModel
        let bus: EventBus

        /// Registers the support code, attaches the reports, then parses and plans the feature files.
        ///
        /// Files are announced as they are parsed, then the support code. Ids are given in this order: the support
        /// code's first, the run's, then each file's from where the one before it ended, followed by its test cases'
        /// (so that a test case's ids depend on its file and the files before it alone).
        @MainActor
        static func make(
            _ configuration: RunConfiguration,
            libraries: [Steps],
            output: CommandOutput,
            attach: (EventBus) throws(Diagnostic) -> Void
        ) -> Result<Preparation, OutcomeFailure> {
            var configuration = configuration
            // Paths under the working directory are read, and shown, relative to it: no report then says where the
            // project sits on the machine. (Only when it is the process's own: a relative path is read from there.)
            if configuration.workingDirectory == FileManager.default.currentDirectoryPath {
                configuration.locations = configuration.locations.map {
                    $0.relative(to: configuration.workingDirectory)
                }
            }
            let report = { SpecRun.report($0, to: output, catalog: configuration.catalog) }
            let ids = FastIdGenerator()
            let supportCode = SupportCode(
                libraries: libraries, ids: ids, catalog: configuration.catalog,
                workingDirectory: configuration.workingDirectory)
            var diagnostics = supportCode.diagnostics

            let (filter, problems) = selection(configuration)
            diagnostics += problems
            if let problem = report(diagnostics) { return .failure(OutcomeFailure(outcome: problem)) }

            let store = FeatureStore(defaultLanguage: configuration.language)
            let model = RunModel(
                store: store,
                plan: TestPlan(
                    filter: filter, shard: configuration.shard, keepTogether: configuration.keepTogether),
                supportCode: supportCode)
            model.repetitions = configuration.repetitions
            let bus = EventBus(model: model)
            do {
                try attach(bus)
            } catch {
                output.writeError(error.rendered(configuration.catalog))
                return .failure(OutcomeFailure(outcome: Outcome(exitStatus: 2)))
            }
            store.keepsWholeTrees = bus.wantsWholeSyntaxTrees
            let announce = bus.wantsEveryMessage
            // Before the files, so that no id of the run depends on a file after the one it belongs to.
            model.testRunStartedId = ids.newId()
            let loaded = load(configuration, filter: filter, ids: ids, model: model, bus: bus)
            if let problem = report(loaded.diagnostics) {
                let languages = Set(loaded.unreadableLanguages)
                bus.finish(
                    unreadable: loaded.diagnostics.filter { $0.severity == .error },
                    language: languages.count == 1 ? languages.first! : configuration.language)
                return .failure(OutcomeFailure(outcome: problem))
            }
            bus.index.warnings = loaded.diagnostics.filter { $0.severity == .warning }
            model.namesFoldersOnly = !loaded.namesFiles
            model.workingDirectory = configuration.workingDirectory
            // Lost content of no counted scenario counts only where the whole file runs (a file not read, where the
            // folder does): no tag, name, line or shard could select it.
            let wholeFiles = Set(store.files.filter { $0.lines.isEmpty }.map(\.uri))
            bus.index.record(lost: loaded.lost) {
                // A near miss of --tags is about what the selection left out.
                $0.kind == .tag || (!model.plan.narrows && ($0.kind == .unreadFile || wholeFiles.contains($0.uri)))
            }
            // A slice may be empty (more shards than scenarios): it passes, as Bazel expects of an empty shard.
            let selectedBeforeShard = model.plan.count
            model.plan.keepShard()
            if announce && configuration.shard != nil {
                for entry in model.plan.entries { bus.emit(.pickle(entry.pickle)) }
            }
            model.plan.arrange(configuration.order)
            if selectedBeforeShard == 0 {
                output.writeError(noScenarios(configuration, selectsByLine: loaded.selectsByLine))
                return .failure(OutcomeFailure(outcome: Outcome(exitStatus: 2)))
            }
            for envelope in supportCode.envelopes { bus.emit(envelope) }
            return .success(Preparation(ids: ids, model: model, bus: bus))
        }

        /// Parses and plans the feature files, announcing each as it is parsed (after the run's `meta`).
        @MainActor
        private static func load(
            _ configuration: RunConfiguration, filter: ScenarioFilter, ids: FastIdGenerator, model: RunModel,
            bus: EventBus
        ) -> FeatureLoader.Result {
            let announce = bus.wantsEveryMessage
            if announce {
                let namesFiles = configuration.shard != nil && FeatureLoader.namesFile(configuration.locations)
                bus.emit(.meta(.current(shard: configuration.shard, namesFiles: namesFiles)))
            }
            let supportCode = model.supportCode
            let store = model.store
            let loader = featureLoader(language: configuration.language, configuration, supportCode: supportCode)
            var tags = TagNearMiss()
            var loaded = loader.load(
                configuration.locations, ids: ids, testCaseHooks: TestPlan.testCaseHooks(of: supportCode), into: store
            ) { file, feature, testCaseIds in
                if filter.tags != nil { tags.record(feature) }
                let selected = model.plan.add(
                    feature, file: file, lines: store.files[file].lines, testCaseIds: testCaseIds,
                    supportCode: supportCode, matchingSteps: true)
                guard announce else { return }
                bus.emit(.source(feature.source))
                bus.emit(.gherkinDocument(feature.document))
                // A shard's pickles are known once every file is planned (see ``make``).
                if configuration.shard == nil { for pickle in selected { bus.emit(.pickle(pickle)) } }
            }
            if let expression = filter.tags {
                let nearMisses = tags.findings(for: expression, catalog: configuration.catalog)
                loaded.diagnostics += nearMisses.warnings
                loaded.lost += nearMisses.lost
            }
            // The machine formats get the parse errors with the official text (the terminal has them explained).
            if announce { for error in loaded.parseErrors { bus.emit(.parseError(error)) } }
            return loaded
        }

        /// The selection `--tags` and `--name` make, and the problems of their expressions.
        private static func selection(_ configuration: RunConfiguration) -> (ScenarioFilter, [Diagnostic]) {
            let catalog = configuration.catalog
            var filter = ScenarioFilter()
            var diagnostics: [Diagnostic] = []
            if let text = configuration.tagExpression {
                do {
                    filter.tags = try TagExpression.parse(text)
                } catch {
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            message: catalog.text(
                                .runInvalidTags(text: text, reason: ExpressionErrorText.reason(error, catalog))),
                            hint: catalog.text(.runTagsHint)))
                }
            }
            for pattern in configuration.namePatterns {
                do {
                    filter.names.append(try Regex(pattern))
                } catch {
                    diagnostics.append(
                        Diagnostic(.error, message: catalog.text(.runInvalidName(pattern: pattern, reason: "\(error)")))
                    )
                }
            }
            return (filter, diagnostics)
        }

        /// The error of a run that selected no scenario, with a hint about its selection if it made one.
        private static func noScenarios(_ configuration: RunConfiguration, selectsByLine: Bool) -> String {
            let catalog = configuration.catalog
            let selects =
                configuration.tagExpression != nil || !configuration.namePatterns.isEmpty || selectsByLine
                || configuration.shard != nil
            return Diagnostic(
                .error, message: catalog.text(.runNoScenarios),
                hint: catalog.text(selects ? .runNoScenariosSelectionHint : .runNoScenariosHint)
            ).rendered(catalog)
        }
    }

    /// A run that ends before it starts, with its outcome.
    private struct OutcomeFailure: Error {
        let outcome: Outcome
    }

    /// Has the run end as the coordinator ends a failed run (its reports finished, why it stopped) if step code
    /// ends the process or holds the main thread past its timeout (see ``RunAbort``).
    @MainActor
    private static func armAbort(
        _ runner: TestRunner, context: RunContext, coordinator: RunCoordinator, configuration: RunConfiguration,
        destinations: [ReportDestination], output: CommandOutput
    ) {
        // Used only by the abort, when the main thread is this one or is stuck in a step (see RunAbort).
        nonisolated(unsafe) let destinations = destinations
        RunAbort.shared.arm(
            RunAbort.Handlers(
                runningStep: { runner.runningStep },
                finish: { message in
                    runner.abandon(failing: message)
                    _ = coordinator.announceEnd(of: runner)
                    _ = coordinator.finish(
                        success: false, configuration: configuration, destinations: destinations, output: output)
                }, catalog: configuration.catalog))
        let timeout = context.stepTimeout
        context.watchdog?.onStuck(after: RunAbort.grace) { RunAbort.shared.stepIgnoredItsTimeout(timeout) }
    }

    /// Whether a report on standard output ends with the summary (which explains a failed coverage gate).
    static func summaryOnStandardOutput(_ configuration: RunConfiguration) -> Bool {
        let requests = configuration.formats.isEmpty ? [FormatRequest(name: "pretty")] : configuration.formats
        return requests.contains { request in
            ["pretty", "summary", "progress"].contains(request.name) && (request.path == nil || request.path == "-")
        }
    }

    /// Prints the diagnostics; returns the failed outcome when any is an error.
    private static func report(_ diagnostics: [Diagnostic], to output: CommandOutput, catalog: MessageCatalog)
        -> Outcome?
    {
        for diagnostic in diagnostics { output.writeError(diagnostic.rendered(catalog)) }
        return diagnostics.contains { $0.severity == .error } ? Outcome(exitStatus: 2) : nil
    }
}
