import CucumberMessages
import SpecRunnerCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--format junit`: JUnit XML as Ant wrote it and Jenkins, GitLab and GitHub read it, valid against the
/// Windy Road `JUnit.xsd`: one `testsuite` per feature file, one `testcase` per scenario (or examples row).
///
/// Outcomes follow Cucumber's JUnit formatter: failed, ambiguous, and in a strict run pending and undefined
/// scenarios are a `failure` whose text lists the steps with their results and locations; skipped scenarios,
/// scenarios that never ran, and pending or undefined ones in a `--no-strict` run are `skipped`.
@MainActor
final class JUnitFormatter: SpecRunnerCore.Formatter {
    private let destination: ReportDestination
    private let strict: Bool
    private let workingDirectory: String
    private let hostname: String
    /// `--link`: the stories a suite's scenarios are tagged with, as its properties.
    private let links: [TagLink]
    /// What each feature's suite shows of it, once one of its scenarios finished.
    private var suites: [Suite?] = []
    /// Each scenario's test case, by feature and scenario, once it finished.
    private var cases: [[Case?]] = []

    /// A feature file as its suite names it.
    private struct Suite {
        let name: String
        let uri: String
        let language: String
    }

    /// A scenario as its `testcase` shows it: all a suite keeps of a finished test case.
    private struct Case {
        /// Its place in the plan, whose pickle gives its name at the end (a copy of the name kept for
        /// every scenario would weigh more than the rest of what the report keeps).
        let position: Int
        /// What names it when its pickle's name is blank.
        let unnamed: String?
        let line: Int
        let duration: Duration
        let outcome: Outcome
    }

    init(
        destination: ReportDestination, strict: Bool, workingDirectory: String, links: [TagLink] = [],
        hostname: String = JUnitFormatter.hostname()
    ) {
        self.links = links
        self.destination = destination
        self.strict = strict
        self.workingDirectory = workingDirectory
        self.hostname = hostname
    }

    func handle(_ envelope: Envelope, index: RunIndex) {}

    func finished(_ testCase: FinishedTestCase, index: RunIndex) {
        let layout = prepare(index)
        guard let pickle = testCase.pickle, let slot = layout.slot(of: testCase.position) else { return }
        let scenario = ReportOutline.ScenarioEntry(
            pickle: pickle, astIndex: index.astIndex(uri: pickle.uri), finished: testCase)
        cases[slot.feature][slot.scenario] = self.testCase(
            scenario, position: layout.files[slot.feature].positions[slot.scenario], index: index)
        if suites[slot.feature] == nil, let feature = index.document(uri: pickle.uri)?.feature {
            suites[slot.feature] = Suite(
                name: Self.nonBlank(feature.name, else: pickle.uri), uri: pickle.uri, language: feature.language)
        }
    }

    func finish(index: RunIndex) {
        let layout = prepare(index)
        let timestamp = ReportTime.dateTime(index.runStarted?.timestamp ?? .now())
        destination.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n")
        var suiteId = 0
        for number in layout.files.indices {
            var suite = suites[number]
            var testCases = cases[number]
            // A file some of whose scenarios never ran (`--fail-fast`, a failed BeforeAll hook) is laid out now.
            if suite == nil || testCases.contains(where: { $0 == nil }) {
                guard let feature = ReportOutline.feature(number, of: layout)
                else { continue }
                suite = Suite(
                    name: Self.nonBlank(feature.feature.name, else: feature.uri), uri: feature.uri,
                    language: feature.language)
                for (scenario, entry) in feature.scenarios.enumerated() where testCases[scenario] == nil {
                    testCases[scenario] = testCase(
                        entry, position: layout.files[number].positions[scenario], index: index)
                }
            }
            guard let suite else { continue }
            let kept = testCases.compactMap { $0 }
            let names = kept.map { $0.unnamed ?? layout.name(at: $0.position) }
            let stories = links.isEmpty ? [] : kept.map { layout.pickle(at: $0.position).tags.map(\.name) }
            writeSuite(suite, cases: kept, names: names, stories: stories, id: suiteId, timestamp: timestamp)
            suiteId += 1
        }
        writeRunHookSuite(index, id: suiteId, timestamp: timestamp)
        destination.write("</testsuites>\n")
    }

    /// The run's layout, with a place for each feature's suite and scenarios made the first time.
    private func prepare(_ index: RunIndex) -> ReportLayout {
        let layout = index.layout
        if cases.isEmpty && !layout.files.isEmpty {
            suites = Array(repeating: nil, count: layout.files.count)
            cases = layout.files.map { Array(repeating: nil, count: $0.positions.count) }
        }
        return layout
    }

    private func testCase(_ scenario: ReportOutline.ScenarioEntry, position: Int, index: RunIndex) -> Case {
        let blank = scenario.pickle.name.allSatisfy(\.isWhitespace)
        return Case(
            position: position,
            unnamed: blank ? "\(scenario.keyword) at line \(scenario.line)" : nil,
            line: scenario.line,
            duration: scenario.duration,
            outcome: outcome(of: scenario, index: index)
        )
    }

    // MARK: Suites

    private func writeSuite(
        _ feature: Suite, cases testCases: [Case], names: [String], stories: [[String]], id: Int, timestamp: String
    ) {
        var failures = 0
        var skipped = 0
        var time = Duration.zero
        var cases = ""
        let names = Self.uniqueNames(names, lines: testCases.map(\.line))
        let suiteName = feature.name
        for (scenario, name) in zip(testCases, names) {
            time = time + scenario.duration
            var element = "    <testcase classname=\"\(ReportEscaping.attribute(suiteName))\""
            element += " name=\"\(ReportEscaping.attribute(name))\" time=\"\(ReportTime.seconds(scenario.duration))\""
            switch scenario.outcome {
            case .passed:
                element += "/>\n"
            case .skipped(let message):
                skipped += 1
                element += ">\n      <skipped message=\"\(ReportEscaping.attribute(message))\"/>\n    </testcase>\n"
            case .failure(let type, let message, let details):
                failures += 1
                element += ">\n      <failure type=\"\(type)\" message=\"\(ReportEscaping.attribute(message))\">"
                element += ReportEscaping.markup(details) + "</failure>\n    </testcase>\n"
            }
            cases += element
        }
        var suite = "  <testsuite name=\"\(ReportEscaping.attribute(suiteName))\""
        suite += " package=\"\(ReportEscaping.attribute(feature.uri))\" id=\"\(id)\""
        suite += " hostname=\"\(ReportEscaping.attribute(hostname))\" timestamp=\"\(timestamp)\""
        suite += " tests=\"\(testCases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\""
        suite += " time=\"\(ReportTime.seconds(time))\">\n"
        suite += "    <properties>\n"
        suite += "      <property name=\"uri\" value=\"\(ReportEscaping.attribute(feature.uri))\"/>\n"
        suite += "      <property name=\"language\" value=\"\(ReportEscaping.attribute(feature.language))\"/>\n"
        suite += storyProperties(stories.flatMap { $0 })
        suite += "    </properties>\n"
        destination.write(suite)
        destination.write(cases)
        destination.write("    <system-out/>\n    <system-err/>\n  </testsuite>\n")
    }

    /// A `link` property for each story the suite's tags name, once, in order: the schema has no properties on a
    /// `testcase`, so a suite carries its scenarios' links.
    private func storyProperties(_ tags: [String]) -> String {
        var seen: Set<String> = []
        return tags.compactMap { tag in
            guard let link = TagLink.link(for: tag, in: links), seen.insert(link.url).inserted else { return nil }
            return "      <property name=\"link\" value=\"\(ReportEscaping.attribute(link.url))\"/>\n"
        }.joined()
    }

    /// BeforeAll and AfterAll hooks that did not pass, and an error that stopped the run (a crashed worker), as
    /// a suite of their own so that CI shows why a run failed even when no scenario did.
    private func writeRunHookSuite(_ index: RunIndex, id: Int, timestamp: String) {
        let problems = index.runHookResults.filter { $0.result.status != .passed }
        let runError = index.runFinished?.message
        guard !problems.isEmpty || runError != nil else { return }
        var failures = 0
        var cases = ""
        var time = Duration.zero
        if let runError {
            failures += 1
            cases += "    <testcase classname=\"run\" name=\"the run\" time=\"0.000000\">\n"
            cases +=
                "      <failure type=\"\(ReportEscaping.attribute(index.runFinished?.exception?.type ?? "error"))\""
            cases += " message=\"\(ReportEscaping.attribute(runError))\">"
            cases += ReportEscaping.markup("\nThe run stopped: \(runError)\n") + "</failure>\n    </testcase>\n"
        }
        for (hook, result) in problems {
            time = time + result.duration
            let kind = hook?.type == .afterTestRun ? "AfterAll" : "BeforeAll"
            let place = hook.map { $0.sourceReference.description(relativeTo: workingDirectory) } ?? "unknown location"
            let name = "\(kind) hook\(hook?.name.map { " \($0)" } ?? "") (\(place))"
            cases += "    <testcase classname=\"run\" name=\"\(ReportEscaping.attribute(name))\""
            cases += " time=\"\(ReportTime.seconds(result.duration))\">\n"
            if result.status.failsRun(strict: strict) {
                failures += 1
                let message = result.message ?? result.status.word
                cases +=
                    "      <failure type=\"\(result.status.word)\" message=\"\(ReportEscaping.attribute(message))\">"
                cases += ReportEscaping.markup("\(name)\n\(message)\n") + "</failure>\n"
            } else {
                cases +=
                    "      <skipped message=\"\(ReportEscaping.attribute(result.message ?? result.status.word))\"/>\n"
            }
            cases += "    </testcase>\n"
        }
        let tests = problems.count + (runError == nil ? 0 : 1)
        var suite = "  <testsuite name=\"run\" package=\"run\" id=\"\(id)\""
        suite += " hostname=\"\(ReportEscaping.attribute(hostname))\" timestamp=\"\(timestamp)\""
        suite += " tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\""
        suite += " skipped=\"\(tests - failures)\" time=\"\(ReportTime.seconds(time))\">\n"
        suite += "    <properties/>\n"
        destination.write(suite + cases + "    <system-out/>\n    <system-err/>\n  </testsuite>\n")
    }

    // MARK: Test cases

    private enum Outcome {
        case passed
        case skipped(message: String)
        case failure(type: String, message: String, details: String)
    }

    private func outcome(of scenario: ReportOutline.ScenarioEntry, index: RunIndex) -> Outcome {
        guard let attempt = scenario.finalAttempt else {
            return .skipped(message: "not run")
        }
        let status = attempt.status
        if status == .passed || status == .unknown { return .passed }
        let steps = ReportOutline.steps(of: attempt, pickle: scenario.pickle, index: index)
        let culprit = ReportOutline.culprit(among: steps)
        switch status {
        case .passed, .unknown:
            return .passed
        case .skipped:
            return .skipped(message: culprit?.message(relativeTo: workingDirectory, .english) ?? "skipped")
        case .pending, .undefined, .ambiguous, .failed:
            let message = headline(status, culprit: culprit)
            if !status.failsRun(strict: strict) { return .skipped(message: message) }
            return .failure(
                type: status.word,
                message: message,
                details: details(scenario, attempt: attempt, steps: steps)
            )
        }
    }

    private func headline(_ status: Status, culprit: ReportOutline.StepEntry?) -> String {
        guard let culprit else { return status.word }
        let what: String
        switch culprit.kind {
        case .hook(let hook):
            what = "\(culprit.isBeforeHook ? "Before" : "After") hook\(hook?.name.map { " \"\($0)\"" } ?? "")"
        case .step(let pickleStep, _, _):
            what = "step \"\(pickleStep.text)\""
        }
        switch status {
        case .undefined: return "undefined \(what)"
        case .pending: return "pending \(what)" + (culprit.result?.message.map { ": \($0)" } ?? "")
        case .ambiguous: return "ambiguous \(what) matches \(culprit.definitions.count) step definitions"
        default: return culprit.result?.message ?? "\(status.word) \(what)"
        }
    }

    /// The scenario as a failure's text: where it is, then every step with its result, and under a step that
    /// did not pass its message and locations.
    private func details(
        _ scenario: ReportOutline.ScenarioEntry,
        attempt: RunIndex.Attempt,
        steps: [ReportOutline.StepEntry]
    ) -> String {
        let uri = scenario.pickle.uri
        var text = "\n\(scenario.keyword): \(scenario.pickle.name)\n  at \(uri):\(scenario.line)\n"
        if let rule = scenario.rule { text += "  in \(rule.keyword): \(rule.name)\n" }
        if scenario.isRepeated {
            // Every repetition's result: the one shown is the first that did worst.
            let runs = scenario.attempts.enumerated().map { "\($0.offset + 1) \($0.element.status.word)" }
            text += "  run \(attempt.started.attempt + 1) of \(scenario.attempts.count)"
            text += " (runs: \(runs.joined(separator: ", ")))\n"
        } else if scenario.attempts.count > 1 {
            text += "  attempt \(scenario.attempts.count) of \(scenario.attempts.count)\n"
        }
        text += "\n"
        for step in steps {
            // Hooks are noise when they pass.
            if step.isHook && (step.status == .passed || step.status == .skipped) { continue }
            let place: String? =
                switch step.kind {
                case .hook(let hook): hook.map { $0.sourceReference.description(relativeTo: workingDirectory) }
                case .step(_, let ast, _): ast.map { "\(uri):\($0.line)" }
                }
            text += Self.dotted(step.label { $0 ? "Before hook" : "After hook" }, step.status.word) + "\n"
            let message = step.message(relativeTo: workingDirectory, .english)
            guard step.status != .passed, step.status != .skipped || message != nil else { continue }
            if let message {
                for line in message.split(separator: "\n", omittingEmptySubsequences: false) { text += "    \(line)\n" }
            }
            if let place { text += "    \(step.isHook ? "hook" : "step"): \(place)\n" }
            if let definition = step.definition, step.status == .failed {
                text += "    step definition: \(definition.sourceReference.description(relativeTo: workingDirectory))\n"
            }
        }
        return text
    }

    // MARK: Helpers

    /// `Given a step ........ passed`, the layout of Cucumber's JUnit formatter.
    private static func dotted(_ label: String, _ status: String) -> String {
        let width = 72
        let used = label.count + status.count + 2
        return label + " " + String(repeating: ".", count: max(3, width - used)) + " " + status
    }

    /// Scenario names, made unique within the feature (outline rows and repeated names get their line).
    private static func uniqueNames(_ names: [String], lines: [Int]) -> [String] {
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        return zip(names, lines).map { name, line in counts[name, default: 0] > 1 ? "\(name) (line \(line))" : name }
    }

    private static func nonBlank(_ text: String, else fallback: String) -> String {
        text.allSatisfy(\.isWhitespace) ? fallback : text
    }

    /// This machine's name, or `localhost`.
    static func hostname() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "localhost" : name
    }
}
