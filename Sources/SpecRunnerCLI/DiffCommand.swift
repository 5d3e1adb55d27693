import Foundation
import Gherkin
import SpecRunnerCore

/// `spec-runner diff REVISION [PATH…] [--format text|markdown]`: the scenarios and examples rows the working tree
/// adds, changes, renames, moves or removes against a git revision, compared by content (ADR 0029); and
/// `--changed-since REVISION`, the run of those added or changed.
enum DiffCommand {
    /// Runs `spec-runner diff` with the arguments after `diff`; returns the exit status.
    static func run(arguments: [String], output: CommandOutput, catalog: MessageCatalog) -> Int32 {
        var paths: [String] = []
        var markdown = false
        for word in RunArguments.words(arguments) {
            switch word {
            case .path(let path): paths.append(path)
            case .option("--format", _, "markdown"): markdown = true
            case .option("--format", _, "text"), .option("--lang", _, _): continue
            case .option(let name, _, _):
                return fail(catalog.text(.diffUnknownOption(option: name)), output: output, catalog)
            }
        }
        guard let revision = paths.first else { return fail(catalog.text(.diffNeedsRevision), output: output, catalog) }
        let changes: [SpecificationChange]
        do {
            changes = try Self.changes(since: revision, in: Array(paths.dropFirst()), catalog: catalog)
        } catch {
            output.writeError(error.rendered(catalog))
            return 2
        }
        output.write(
            markdown ? Self.markdown(changes, since: revision, catalog) : Self.text(changes, revision, catalog))
        return 0
    }

    /// The arguments of a run with `--changed-since REVISION`, its paths replaced by the places of what changed.
    ///
    /// The places are those of the scenarios and rows added, changed, renamed or moved since then. When there are
    /// none, or the revision cannot be read, the command's exit status instead, having said why.
    static func selecting(_ arguments: [String], output: CommandOutput, catalog: MessageCatalog)
        -> Result<[String], Finished>
    {
        // Read before the run's options, as a selection of its paths (a command-line option, not a profile key).
        var rest = arguments
        var revision: String?
        if let at = rest.firstIndex(where: { $0.hasPrefix("--changed-since=") }) {
            revision = String(rest.remove(at: at).dropFirst("--changed-since=".count))
        } else if let at = rest.firstIndex(of: "--changed-since") {
            rest.remove(at: at)
            guard at < rest.count else {
                let message = catalog.text(.usageNeedsValue(option: "--changed-since"))
                output.writeError(Diagnostic(.error, message: message).rendered(catalog))
                return .failure(Finished(status: 2))
            }
            revision = rest.remove(at: at)
        }
        var kept: [String] = []
        var paths: [String] = []
        for word in RunArguments.words(rest) {
            switch word {
            case .path(let path): paths.append(path)
            case .option(_, let words, _): kept += words
            }
        }
        guard let revision else { return .success(arguments) }
        do {
            let locations = try changes(since: revision, in: paths, catalog: catalog).compactMap { $0.after?.location }
            guard !locations.isEmpty else {
                output.write(catalog.text(.changedSinceNothing(revision: revision)) + "\n")
                return .failure(Finished(status: 0))
            }
            return .success(kept + locations)
        } catch {
            output.writeError(error.rendered(catalog))
            return .failure(Finished(status: 2))
        }
    }

    /// A command that ended before running, with its exit status.
    struct Finished: Error {
        let status: Int32
    }

    /// The changes of the feature files under `paths` (`Features` when none) since `revision`.
    private static func changes(since revision: String, in paths: [String], catalog: MessageCatalog)
        throws(Diagnostic) -> [SpecificationChange]
    {
        let paths = paths.isEmpty ? ["Features"] : paths
        let git = Git(catalog: catalog)
        let before = try git.run(["ls-tree", "-r", "-z", "--name-only", revision, "--"] + paths)
        let after = try git.run(["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--"] + paths)
        let parser = FeatureParser(defaultLanguage: "en")
        func items(_ listing: String, read: (String) throws(Diagnostic) -> [UInt8]?) throws(Diagnostic)
            -> [SpecificationChange.Item]
        {
            var items: [SpecificationChange.Item] = []
            for file in listing.split(separator: "\0").map(String.init).sorted()
            where file.hasSuffix(".feature") || file.hasSuffix(".feature.md") {
                // A file that does not parse has no scenarios to compare: the run reports why.
                guard let bytes = try read(file),
                    let parsed = try? parser.parse(uri: file, bytes: bytes, ids: FastIdGenerator())
                else { continue }
                items += SpecificationChange.Item.items(of: parsed.document, pickles: parsed.pickles, file: file)
            }
            return items
        }
        let old = try items(before) { file throws(Diagnostic) in
            Array(try git.run(["show", "\(revision):./\(file)"]).utf8)
        }
        let new = try items(after) { file in FileManager.default.contents(atPath: file).map(Array.init) }
        return SpecificationChange.between(old, new)
    }

    private static func fail(_ message: String, output: CommandOutput, _ catalog: MessageCatalog) -> Int32 {
        output.writeError(Diagnostic(.error, message: message, hint: catalog.text(.diffUsageHint)).rendered(catalog))
        return 2
    }

    /// The changes for a terminal or a log.
    static func text(_ changes: [SpecificationChange], _ revision: String, _ catalog: MessageCatalog) -> String {
        guard !changes.isEmpty else { return catalog.text(.diffNothing(revision: revision)) + "\n" }
        var text = catalog.text(.diffTitle(revision: revision)) + "\n"
        for change in changes {
            let (mark, what) = describe(change, catalog)
            text += "  \(mark) \(what)\n"
            if case .changed(let removed, let added) = change.kind {
                for line in removed {
                    text += "      - " + line.replacingOccurrences(of: "\n", with: "\n        ") + "\n"
                }
                for line in added {
                    text += "      + " + line.replacingOccurrences(of: "\n", with: "\n        ") + "\n"
                }
            }
        }
        return text + totals(changes, catalog) + "\n"
    }

    /// The changes as Markdown, for a pull request's description or a CI job summary.
    static func markdown(_ changes: [SpecificationChange], since revision: String, _ catalog: MessageCatalog)
        -> String
    {
        let code = "`" + revision.replacingOccurrences(of: "`", with: "'") + "`"
        guard !changes.isEmpty else { return catalog.text(.diffNothing(revision: code)) + "\n" }
        var text = "### " + catalog.text(.diffTitle(revision: code)) + "\n\n"
        for change in changes {
            let (mark, what) = describe(change, catalog, escape: escaped)
            // A list item may not start with `+` or `-`: Markdown would read a list inside it.
            let symbol = ["+": "➕", "-": "➖", "~": "✏️", "→": "🔀"][mark] ?? mark
            text += "- \(symbol) \(what)\n"
            if case .changed(let removed, let added) = change.kind {
                let lines = removed.map { "- " + $0 } + added.map { "+ " + $0 }
                let body = lines.joined(separator: "\n").replacingOccurrences(of: "```", with: "`\u{200B}``")
                text +=
                    "  ```diff\n"
                    + body.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { "  " + $0 }.joined(separator: "\n") + "\n  ```\n"
            }
        }
        return text + "\n" + totals(changes, catalog) + "\n"
    }

    /// A change's mark and its line: what happened, the scenario's name, where.
    private static func describe(
        _ change: SpecificationChange, _ catalog: MessageCatalog, escape: (String) -> String = { $0 }
    ) -> (String, String) {
        let item = change.after ?? change.before!
        let name = "«\(escape(item.name))»"
        switch change.kind {
        case .added: return ("+", catalog.text(.diffAdded(name: name, place: item.location)))
        case .removed: return ("-", catalog.text(.diffRemoved(name: name, place: item.location)))
        case .changed:
            let row = change.after?.row != nil && change.before?.steps == change.after?.steps
            return (
                "~",
                catalog.text(
                    row
                        ? .diffRowChanged(name: name, place: item.location)
                        : .diffChanged(name: name, place: item.location))
            )
        case .renamed:
            let old = "«\(escape(change.before?.name ?? ""))»"
            return ("→", catalog.text(.diffRenamed(name: name, place: item.location, old: old)))
        case .moved:
            return ("→", catalog.text(.diffMoved(name: name, place: item.location, old: change.before?.location ?? "")))
        }
    }

    private static func totals(_ changes: [SpecificationChange], _ catalog: MessageCatalog) -> String {
        func count(_ kind: (SpecificationChange.Kind) -> Bool) -> String { String(changes.count { kind($0.kind) }) }
        return catalog.text(
            .diffTotals(
                added: count { $0 == .added }, changed: count { if case .changed = $0 { true } else { false } },
                renamed: count { $0 == .renamed }, moved: count { $0 == .moved }, removed: count { $0 == .removed }))
    }

    /// Text that Markdown shows as written.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>|#".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}

/// Runs `git` in the working directory.
private struct Git {
    let catalog: MessageCatalog

    /// What `git arguments` writes to standard output; its standard error in the diagnostic when it fails.
    func run(_ arguments: [String]) throws(Diagnostic) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Diagnostic(
                .error, message: catalog.text(.diffGitFailed(reason: "\(error)")), hint: catalog.text(.diffGitHint))
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problem = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = String(decoding: problem, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Diagnostic(
                .error, message: catalog.text(.diffGitFailed(reason: reason)), hint: catalog.text(.diffGitHint))
        }
        return String(decoding: data, as: UTF8.self)
    }
}
