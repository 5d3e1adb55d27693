import Foundation
import Gherkin
import TagExpressions

/// Runs a specification: loads the support code and the features, plans, executes, reports, and gates.
public enum SpecRun {
    /// The result of a run, as the process exit status expresses it.
    public struct Outcome: Sendable, Equatable {
        /// `0` everything passed and the gate held, `1` a scenario failed or the gate fell short, `2` the run
        /// could not start (usage error, unreadable path, parse error, invalid step definitions).
        public let exitStatus: Int32
    }

    /// The version reported by `--version` and in `meta` messages.
    public static let version = "0.1.0"

    /// Runs `configuration` with the step `libraries`, writing reports to `output` (and to report files).
    @MainActor
    public static func execute(
        _ configuration: RunConfiguration,
        libraries: [Steps],
        output: CommandOutput
    ) async -> Outcome {
        if configuration.handlesSignals { Interruption.shared.install() }
        let bus = EventBus()
        var destinations: [ReportDestination] = []
        defer { for destination in destinations { destination.close() } }
        let prepared: PreparedRun
        switch prepare(configuration, libraries: libraries, output: output) {
        case .failure(let failure): return failure.outcome
        case .success(let run): prepared = run
        }
        do {
            destinations = try attachFormatters(configuration, bus: bus, output: output)
        } catch {
            output.writeError(error.description)
            return Outcome(exitStatus: 2)
        }

        bus.emit(.meta(.current))
        for (featureIndex, feature) in prepared.features.enumerated() {
            bus.emit(.source(feature.source))
            bus.emit(.gherkinDocument(feature.document))
            for pickle in prepared.plan.selectedPickles[featureIndex] { bus.emit(.pickle(pickle)) }
        }
        for envelope in prepared.supportCode.envelopes { bus.emit(envelope) }

        let context = prepared.context(bus: bus, configuration: configuration)
        let success: Bool
        if configuration.handlesSignals && configuration.jobs == 0 { CrashNote.install() }
        if configuration.jobs > 0 {
            success = await ParallelRunner(plan: prepared.plan, context: context, configuration: configuration)
                .run(workers: configuration.jobs)
        } else {
            success = await TestRunner(context: context, options: TestRunner.Options(configuration)).run(prepared.plan)
        }
        bus.finish()
        if let message = bus.index.runFinished?.message {
            output.writeError(Diagnostic(.error, message: "the run stopped: \(message)").description)
        }

        if let status = Interruption.shared.exitStatus { return Outcome(exitStatus: status) }
        let coverage = ScenarioCoverage(index: bus.index)
        let gateHolds = SummaryReport.gateHolds(coverage, minimum: configuration.coverageMinimum)
        if let minimum = configuration.coverageMinimum, !gateHolds, !summaryOnStandardOutput(configuration) {
            output.writeError(
                SummaryReport.gateFailure(coverage, minimum: minimum, workingDirectory: configuration.workingDirectory)
            )
        }
        return Outcome(exitStatus: success && gateHolds ? 0 : 1)
    }

    /// Runs the share of a parallel run that the parent process assigns on standard input (`--worker`),
    /// reporting on descriptor 3 to the parent.
    @MainActor
    public static func executeWorker(libraries: [Steps], output: CommandOutput) async -> Int32 {
        let input = FileHandle.standardInput.readDataToEndOfFile()
        guard let assignment = try? JSONDecoder().decode(WorkerAssignment.self, from: input) else {
            output.writeError(
                Diagnostic(.error, message: "--worker is internal: spec-runner starts its own workers with --jobs")
                    .description
            )
            return 2
        }
        var configuration = assignment.configuration
        configuration.handlesSignals = true
        Interruption.shared.install()
        guard case .success(let prepared) = prepare(configuration, libraries: libraries, output: output) else {
            return 2
        }
        prepared.ids.prefix = assignment.workerId + "."
        let bus = EventBus()
        bus.add(WorkerMessageFormatter())
        let context = prepared.context(bus: bus, configuration: configuration)
        let plan = prepared.plan.restricted(to: assignment.items)
        let success = await TestRunner(context: context, options: TestRunner.Options(configuration)).run(plan)
        bus.finish()
        return success ? 0 : 1
    }

    /// What every run needs before it starts: the support code, the features and the plan.
    private struct PreparedRun {
        let ids: FastIdGenerator
        let supportCode: SupportCode
        let features: [LoadedFeature]
        let plan: TestPlan
        let testRunStartedId: String

        @MainActor
        func context(bus: EventBus, configuration: RunConfiguration) -> RunContext {
            RunContext(
                supportCode: supportCode,
                features: features,
                bus: bus,
                ids: ids,
                dryRun: configuration.dryRun,
                stepTimeout: configuration.stepTimeout,
                workingDirectory: configuration.workingDirectory,
                testRunStartedId: testRunStartedId
            )
        }
    }

    /// Registers the support code, loads the features and plans; a parent and its workers do exactly this, in
    /// this order, so that they give every message the same id.
    @MainActor
    private static func prepare(
        _ configuration: RunConfiguration,
        libraries: [Steps],
        output: CommandOutput
    ) -> Result<PreparedRun, OutcomeFailure> {
        let ids = FastIdGenerator()
        let supportCode = SupportCode(libraries: libraries, ids: ids)
        var diagnostics = supportCode.diagnostics

        var filter = ScenarioFilter()
        if let text = configuration.tagExpression {
            do {
                filter.tags = try TagExpression.parse(text)
            } catch {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        message: "invalid --tags expression \"\(text)\": \(error)",
                        hint: "write, for example, --tags \"@catalog and not @wip\""
                    )
                )
            }
        }
        for pattern in configuration.namePatterns {
            do {
                filter.names.append(try Regex(pattern))
            } catch {
                diagnostics.append(
                    Diagnostic(.error, message: "invalid --name regular expression \"\(pattern)\": \(error)"))
            }
        }
        if let problem = report(diagnostics, to: output) { return .failure(OutcomeFailure(outcome: problem)) }

        let loaded = FeatureLoader(defaultLanguage: configuration.language).load(configuration.locations, ids: ids)
        filter.lines = loaded.lineFilters
        if let problem = report(loaded.diagnostics, to: output) { return .failure(OutcomeFailure(outcome: problem)) }

        let testRunStartedId = ids.newId()
        let plan = TestPlan(
            features: loaded.features,
            filter: filter,
            order: configuration.order,
            shard: configuration.shard,
            supportCode: supportCode,
            testRunStartedId: testRunStartedId,
            ids: ids
        )
        if plan.items.isEmpty {
            output.writeError(
                Diagnostic(
                    .error,
                    message: "no scenarios selected",
                    hint: configuration.tagExpression != nil || !configuration.namePatterns.isEmpty
                        || !loaded.lineFilters.isEmpty || configuration.shard != nil
                        ? "check --tags, --name, --shard and the lines given with the paths"
                        : "the feature files contain no scenarios"
                ).description
            )
            return .failure(OutcomeFailure(outcome: Outcome(exitStatus: 2)))
        }
        return .success(
            PreparedRun(
                ids: ids,
                supportCode: supportCode,
                features: loaded.features,
                plan: plan,
                testRunStartedId: testRunStartedId
            )
        )
    }

    /// A run that ends before it starts, with its outcome.
    private struct OutcomeFailure: Error {
        let outcome: Outcome
    }

    /// Whether a report on standard output ends with the summary (which explains a failed coverage gate).
    private static func summaryOnStandardOutput(_ configuration: RunConfiguration) -> Bool {
        let requests = configuration.formats.isEmpty ? [FormatRequest(name: "pretty")] : configuration.formats
        return requests.contains { request in
            ["pretty", "summary", "progress"].contains(request.name) && (request.path == nil || request.path == "-")
        }
    }

    /// Prints the diagnostics; returns the failed outcome when any is an error.
    private static func report(_ diagnostics: [Diagnostic], to output: CommandOutput) -> Outcome? {
        for diagnostic in diagnostics { output.writeError(diagnostic.description) }
        return diagnostics.contains { $0.severity == .error } ? Outcome(exitStatus: 2) : nil
    }

    @MainActor
    private static func attachFormatters(
        _ configuration: RunConfiguration,
        bus: EventBus,
        output: CommandOutput
    ) throws(Diagnostic) -> [ReportDestination] {
        let requests = configuration.formats.isEmpty ? [FormatRequest(name: "pretty")] : configuration.formats
        let toStandardOutput = requests.filter { $0.path == nil || $0.path == "-" }
        if toStandardOutput.count > 1 {
            throw Diagnostic(
                .error,
                message:
                    "only one report can go to standard output, but \(toStandardOutput.map(\.name).joined(separator: ", ")) do",
                hint: "give the others a file: --format junit:reports/junit.xml"
            )
        }
        var destinations: [ReportDestination] = []
        for request in requests {
            guard FormatterKind(rawValue: request.name) != nil else {
                throw Diagnostic(
                    .error,
                    message: "unknown format \"\(request.name)\"",
                    hint: "use one of: \(FormatterKind.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
        }
        for request in requests {
            let destination: ReportDestination
            if let path = request.path, path != "-" {
                destination = try ReportDestination.file(at: path)
            } else {
                destination = .standardOutput(output)
            }
            destinations.append(destination)
            bus.add(FormatterKind(rawValue: request.name)!.make(destination: destination, configuration: configuration))
        }
        return destinations
    }
}
