import CucumberMessages
import Gherkin
import SpecRunnerCore

/// The default report: each scenario as it finishes, in the feature's own keywords, with a mark per step,
/// failures with their message and locations, then the summary.
///
/// Text from feature files is shown with its control characters made visible, so that a scenario name cannot
/// recolour or move the terminal.
@MainActor
final class PrettyFormatter: SpecRunnerCore.Formatter {
    private let destination: ReportDestination
    private let summary: SummaryReport
    private let style: TerminalStyle
    private let workingDirectory: String
    private var lastFeatureUri: String?
    private var lastRuleId: String?
    private let started = MonotonicInstant.now()
    private var catalog: MessageCatalog { summary.options.catalog }
    /// The text being written, as UTF-8: a local value, so that appending is not an exclusivity-checked class
    /// access, and bytes, because appending bytes is a copy where appending to a `String` is not.
    private struct Writer: ~Copyable {
        var bytes = ByteWriter(capacity: 2048)
        let style: TerminalStyle

        init(style: TerminalStyle) {
            self.style = style
        }

        /// Appends `piece` as it is.
        mutating func raw(_ piece: String) {
            bytes.append(piece)
        }

        /// Appends a literal as it is.
        mutating func literal(_ piece: StaticString) {
            bytes.append(literal: piece)
        }

        /// Appends one ASCII character (cheaper than a one-character literal).
        mutating func ascii(_ character: Unicode.Scalar) {
            bytes.append(UInt8(ascii: character))
        }

        /// Appends text from a feature file, its control characters made visible (see ``ReportEscaping/terminal(_:)``).
        mutating func text(_ piece: String) {
            // Not `withUTF8Bytes`: a short (inline) string has no contiguous storage, and the escaping path is
            // cheaper for it than a copy.
            let copied = piece.utf8.withContiguousStorageIfAvailable { utf8 in
                guard !ReportEscaping.mayNeedTerminalEscaping(utf8) else { return false }
                bytes.append(utf8)
                return true
            }
            if copied != true { raw(ReportEscaping.terminal(piece)) }
        }

        /// Appends `value` in decimal.
        mutating func number(_ value: Int) {
            bytes.append(decimal: value)
        }

        /// Starts text painted for `status`.
        ///
        /// ``end()`` closes it; both write nothing without colours.
        mutating func begin(_ status: Status) {
            if style.enabled { raw(TerminalStyle.start(status)) }
        }

        mutating func beginDim() {
            if style.enabled { raw(TerminalStyle.startDim) }
        }

        mutating func end() {
            if style.enabled { raw(TerminalStyle.end) }
        }

        mutating func append(_ piece: String, _ status: Status) {
            raw(style.enabled ? style.paint(piece, status) : piece)
        }

        mutating func appendDim(_ piece: String) {
            raw(style.enabled ? style.dim(piece) : piece)
        }

        mutating func appendBold(_ piece: String) {
            raw(style.enabled ? style.bold(piece) : piece)
        }

        /// Appends every line of `piece` after `prefix`, painted for `status` (or dimmed when `status` is nil).
        mutating func appendIndented(_ piece: String, prefix: String, _ status: Status?) {
            let escaped = ReportEscaping.terminal(piece)
            guard !style.enabled else {
                for line in escaped.split(separator: "\n", omittingEmptySubsequences: false) {
                    let indented = prefix + line
                    if let status { append(indented, status) } else { appendDim(indented) }
                    raw("\n")
                }
                return
            }
            // Plain text: the lines are copied as bytes, each after the prefix.
            var text = escaped
            text.withUTF8 { utf8 in
                var lineStart = 0
                raw(prefix)
                for index in utf8.indices where utf8[index] == UInt8(ascii: "\n") {
                    bytes.append(UnsafeBufferPointer(rebasing: utf8[lineStart...index]))
                    raw(prefix)
                    lineStart = index + 1
                }
                bytes.append(UnsafeBufferPointer(rebasing: utf8[lineStart...]))
            }
            ascii("\n")
        }
    }

    init(destination: ReportDestination, summary: SummaryReport) {
        self.destination = destination
        self.summary = summary
        style = summary.options.style
        workingDirectory = summary.options.workingDirectory
    }

    func handle(_ envelope: Envelope, index: RunIndex) {
        switch envelope {
        case .testCaseFinished(let finished):
            guard let attempt = index.attempts[finished.testCaseStartedId] else { return }
            var out = Writer(style: style)
            render(attempt, index: index, retried: finished.willBeRetried, into: &out)
            out.bytes.withBytes { destination.write(bytes: $0) }
            // To a terminal each scenario goes out as it ends; to a pipe or a file, in blocks (a system call per
            // scenario costs), which a crash handler writes out too.
            destination.flushStandardOutputSoon()
        case .testRunHookFinished(let finished) where finished.result.status != .passed:
            guard let hook = index.runHookResults.last?.hook else { return }
            let kind = catalog.text(hook.type == .beforeTestRun ? .beforeAllHook : .afterAllHook)
            let place = hook.sourceReference.description(relativeTo: workingDirectory)
            var out = Writer(style: style)
            out.append("\(TerminalStyle.symbol(finished.result.status)) \(kind)", finished.result.status)
            out.appendDim("  # \(hook.name.map { "\(ReportEscaping.terminal($0)), " } ?? "")\(place)")
            out.ascii("\n")
            if let message = finished.result.message {
                out.appendIndented(message, prefix: "    ", finished.result.status)
            }
            out.bytes.withBytes { destination.write(bytes: $0) }
        default:
            break
        }
    }

    func finish(index: RunIndex) {
        destination.write(summary.render(index, duration: started.duration(to: .now())))
    }

    // MARK: Scenario

    private func render(_ attempt: RunIndex.Attempt, index: RunIndex, retried: Bool, into out: inout Writer) {
        guard let pickle = attempt.pickle, let (document, astIndex) = index.feature(of: pickle)
        else { return }
        let place = astIndex.scenario(of: pickle)
        // Every step that did not pass shows the file: its control characters are made visible once.
        let uri = ReportEscaping.terminal(pickle.uri)
        let rule = place?.rule
        renderHeadings(of: pickle, feature: document.feature, rule: rule, into: &out)
        let inRule = rule != nil
        let indentation = inRule ? "    " : "  "
        renderTitle(
            attempt, pickle: pickle, keyword: place?.scenario.keyword, at: (uri, astIndex.line(of: pickle)),
            inRule: inRule, repetitions: index.model.repetitions, into: &out)

        let detailIndentation = indentation + "      "
        // A test case lists its pickle's steps in the pickle's order: a cursor finds each without a search.
        // Steps are read in place (a test step or pickle step copied is a handful of reference counts).
        var cursor = PickleStepCursor()
        let steps = attempt.steps
        let pickleSteps = pickle.steps
        for position in steps.indices {
            guard let status = attempt.status(at: position) else { continue }
            if let hookId = steps.hookId(at: position) {
                // Hooks are noise when they pass; show them only when they did something worth reading.
                guard status != .passed && status != .skipped, let hook = index.hooks[hookId] else {
                    continue
                }
                renderHook(hook, status, indentation, into: &out)
                appendDetails(of: attempt, at: position, status, detailIndentation, into: &out)
                continue
            }
            guard let pickleStepId = steps.pickleStepId(at: position),
                let step = cursor.next(id: pickleStepId, in: pickleSteps)
            else { continue }
            // The head's keyword and line, not the optional head: an optional of another module's type is destroyed
            // through its metadata.
            var keyword: String?
            var line: Int?
            if let head = astIndex.stepHead(at: step, in: place) { (keyword, line) = (head.keyword, head.line) }
            out.literal(inRule ? "      " : "    ")
            out.begin(status)
            out.literal(TerminalStyle.symbol(status))
            out.ascii(" ")
            if let keyword { out.raw(keyword) }
            out.text(pickleSteps[step].text)
            out.end()
            if status != .passed, let line { appendPlace(uri, line, into: &out) }
            out.ascii("\n")
            if let argument = pickleSteps[step].argument { appendArgument(argument, detailIndentation, into: &out) }
            appendDetails(of: attempt, at: position, status, detailIndentation, into: &out)
            if status == .ambiguous {
                appendAmbiguity(
                    pickleSteps[step].text, steps.definitionIds(at: position), index, detailIndentation,
                    into: &out)
            }
            if status == .failed, let definitionId = steps.definitionIds(at: position).first,
                let definition = index.stepDefinitions[definitionId]
            {
                let source = definition.sourceReference.description(relativeTo: workingDirectory)
                out.appendDim(detailIndentation + catalog.text(.stepDefinition(place: source)))
                out.ascii("\n")
            }
        }
        if retried {
            out.appendDim("\(indentation)  " + catalog.text(.retrying))
            out.ascii("\n")
        }
    }

    /// The feature's heading when the scenario is the first of its file, and the rule's when it is the first of
    /// its rule.
    private func renderHeadings(of pickle: Pickle, feature: Feature?, rule: Rule?, into out: inout Writer) {
        if lastFeatureUri != pickle.uri, let feature {
            out.ascii("\n")
            out.appendBold("\(feature.keyword): \(ReportEscaping.terminal(feature.name))")
            out.appendDim("  # \(ReportEscaping.terminal(pickle.uri))")
            out.ascii("\n")
            lastFeatureUri = pickle.uri
            lastRuleId = nil
        }
        if let rule, lastRuleId != rule.id {
            out.literal("\n  ")
            out.appendBold("\(rule.keyword): \(ReportEscaping.terminal(rule.name))")
            out.ascii("\n")
            lastRuleId = rule.id
        }
    }

    /// The scenario's line: its status (`·` for one that checks nothing), keyword, name, place and attempt.
    private func renderTitle(
        _ attempt: RunIndex.Attempt, pickle: Pickle, keyword: String?, at place: (uri: String, line: Int), inRule: Bool,
        repetitions: Int,
        into out: inout Writer
    ) {
        let status = attempt.status
        // A scenario without steps passes, as in Cucumber, but checks nothing: it never shows as a green pass.
        let checksNothing = status == .passed && pickle.steps.isEmpty
        out.ascii("\n")
        out.literal(inRule ? "    " : "  ")
        if checksNothing {
            out.beginDim()
            out.literal("·")
        } else {
            out.begin(status)
            out.literal(TerminalStyle.symbol(status))
        }
        out.ascii(" ")
        out.raw(keyword ?? "Scenario")
        out.literal(": ")
        out.text(pickle.name)
        out.end()
        appendPlace(place.uri, place.line, into: &out)
        let number = attempt.started.attempt + 1
        if repetitions > 1 {
            out.appendDim("  " + catalog.text(.repetition(number: number, total: repetitions)))
        } else if number > 1 {
            out.appendDim("  " + catalog.text(.attempt(number: String(number))))
        }
        if checksNothing { out.appendDim("  (\(catalog.text(.noStepsReason)))") }
        out.ascii("\n")
    }

    /// `  # file:line`, dimmed; `uri` has its control characters made visible (``ReportEscaping/terminal(_:)``).
    private func appendPlace(_ uri: String, _ line: Int, into out: inout Writer) {
        out.beginDim()
        out.literal("  # ")
        out.raw(uri)
        out.ascii(":")
        out.number(line)
        out.end()
    }

    /// A Before or After hook's line: its status, its kind, its name and where it is defined.
    private func renderHook(
        _ hook: HookMessage, _ status: Status, _ indentation: String, into out: inout Writer
    ) {
        let kind = catalog.text(hook.type == .beforeTestCase ? .beforeHook : .afterHook)
        let source = hook.sourceReference.description(relativeTo: workingDirectory)
        out.raw(indentation + "  ")
        out.append("\(TerminalStyle.symbol(status)) \(kind)", status)
        out.appendDim("  # \(hook.name.map { "\(ReportEscaping.terminal($0)), " } ?? "")\(source)")
        out.ascii("\n")
    }

    /// What the step at `position` of `attempt` attached, then its message unless it passed.
    private func appendDetails(
        of attempt: RunIndex.Attempt, at position: Int, _ status: Status, _ indentation: String, into out: inout Writer
    ) {
        for attachment in attempt.attachments(at: position) {
            if attachment.contentEncoding == .identity && attachment.mediaType.hasPrefix("text/") {
                out.appendIndented(attachment.body, prefix: indentation, nil)
            } else {
                let name = attachment.fileName.map { " \(ReportEscaping.terminal($0))" } ?? ""
                out.appendDim(indentation + catalog.text(.attached(what: attachment.mediaType + name)))
                out.ascii("\n")
            }
        }
        if status != .passed, let message = attempt.message(at: position) {
            out.appendIndented(message, prefix: indentation, status)
        }
    }

    /// The definitions an ambiguous step matches, which the step's result does not repeat.
    private func appendAmbiguity(
        _ text: String,
        _ definitionIds: [String],
        _ index: RunIndex,
        _ indentation: String,
        into out: inout Writer
    ) {
        var lines = [catalog.text(.ambiguousMatches(text: text, definitions: String(definitionIds.count)))]
        for id in definitionIds {
            guard let definition = index.stepDefinitions[id] else { continue }
            let source = definition.sourceReference.description(relativeTo: workingDirectory)
            lines.append("  \(definition.pattern.source)  (\(source))")
        }
        out.appendIndented(lines.joined(separator: "\n"), prefix: indentation, .ambiguous)
    }

    /// The number of Unicode scalars in `text`, counted on its UTF-8 (every byte but continuation bytes).
    private static func scalarCount(_ text: String) -> Int {
        let count = { (utf8: UnsafeBufferPointer<UInt8>) -> Int in
            var count = 0
            for byte in utf8 where byte & 0xC0 != 0x80 { count += 1 }
            return count
        }
        // A short (inline) string has no contiguous storage: counting its scalars is cheaper than a copy.
        return text.utf8.withContiguousStorageIfAvailable(count) ?? text.unicodeScalars.count
    }

    private func appendArgument(_ argument: PickleStepArgument, _ indentation: String, into out: inout Writer) {
        if let docString = argument.docString {
            out.appendIndented("\"\"\"" + (docString.mediaType ?? ""), prefix: indentation, nil)
            out.appendIndented(docString.content, prefix: indentation, nil)
            out.appendIndented("\"\"\"", prefix: indentation, nil)
        }
        if let table = argument.dataTable {
            // Widths in Unicode scalars: exact for the text tables hold, and far cheaper than grapheme counts.
            // Widths are counted again as cells are written rather than kept.
            let rows = table.rows
            // A loop, not `reduce`: its closure would check at every row that it runs on the main actor.
            var columns = 0
            for row in rows { columns = max(columns, row.count) }
            withUnsafeTemporaryAllocation(of: Int.self, capacity: columns) { widths in
                widths.initialize(repeating: 0)
                for row in rows {
                    for (column, cell) in row.enumerated() {
                        widths[column] = max(widths[column], Self.scalarCount(cell))
                    }
                }
                for row in rows {
                    out.raw(indentation)
                    out.ascii("|")
                    for (column, cell) in row.enumerated() {
                        out.ascii(" ")
                        out.text(cell)
                        out.bytes.append(repeating: UInt8(ascii: " "), count: widths[column] - Self.scalarCount(cell))
                        out.literal(" |")
                    }
                    out.ascii("\n")
                }
            }
        }
    }
}
