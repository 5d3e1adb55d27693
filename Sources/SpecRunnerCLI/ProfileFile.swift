import Gherkin
import SpecRunner
import SpecRunnerCore

/// The team's saved settings: `spec-runner.profiles` at the package root, an INI-style file of profiles.
///
/// ```
/// [default]
/// lang = es
///
/// [ci]
/// coverage-min = 100
/// format = junit:reports/junit.xml
/// format = html:reports/report.html
/// ```
///
/// A key is a run option's long name without its dashes (`paths` for the features to run; `true`/`false` for a
/// flag). `default` applies to every run, then each `--profile NAME` in order; a key a later profile sets replaces
/// the earlier value, and a key the command line sets replaces the profiles' (a key repeated within one profile
/// adds up, as `format` and `link` do).
struct ProfileFile {
    /// The file's name, looked up in the working directory.
    static let fileName = "spec-runner.profiles"

    /// One `key = value` line.
    struct Entry: Equatable {
        let key: String
        let value: String
        let line: Int
        /// The 1-based column where the value starts.
        var column = 1
    }

    /// The path shown in errors (relative, as the file is named in the package).
    let path: String
    /// The language of its errors.
    let catalog: MessageCatalog
    /// The profiles in the order the file first names them, with their entries in file order.
    private(set) var profiles: [(name: String, entries: [Entry])] = []

    /// The keys a profile may set: every run option taking a value, every flag, and `paths`.
    static let keys: [String: Kind] = [
        "paths": .paths, "tags": .value, "name": .value, "format": .value, "coverage-min": .value, "jobs": .value,
        "retry": .value, "repeat": .value, "order": .value, "timeout": .value, "language": .value, "lang": .value,
        "shard": .value, "shard-timings": .value, "history": .value, "attachments-dir": .value, "link": .value,
        "keep-together": .value, "run-hooks": .value,
        "strict": .flag(on: "--strict", off: "--no-strict"), "dry-run": .flag(on: "--dry-run", off: nil),
        "fail-fast": .flag(on: "--fail-fast", off: nil), "color": .flag(on: "--color", off: "--no-color"),
    ]

    /// How a key becomes command-line arguments.
    enum Kind: Equatable {
        /// `--key value`.
        case value
        /// A feature path, as a positional argument.
        case paths
        /// `true` or `false`: the option for each (`nil` when there is nothing to say).
        case flag(on: String, off: String?)
    }

    /// Reads a file's `bytes`; bytes that are not UTF-8, or a line that is neither blank, a comment (`#` or `;`),
    /// `[name]` nor `key = value` with a known key is an error at its line.
    init(bytes: [UInt8], path: String, catalog: MessageCatalog) throws(RunArguments.UsageError) {
        self.path = path
        self.catalog = catalog
        let syntax = ProfileSyntax(bytes: bytes)
        if let line = syntax.invalidLine {
            throw error(line, catalog.text(.profileNotUTF8), hint: catalog.text(.profileUnreadableHint(path: path)))
        }
        var current: Int?
        for (number, line) in syntax.lines {
            let column = syntax.valueColumns[number] ?? 1
            switch line {
            case .badSection:
                throw error(number, catalog.text(.profileBadSection), hint: catalog.text(.profileSectionHint))
            case .badLine:
                throw error(number, catalog.text(.profileBadLine), hint: catalog.text(.profileLineHint))
            case .section(let name):
                if let existing = profiles.firstIndex(where: { $0.name == name }) {
                    current = existing
                } else {
                    profiles.append((name, []))
                    current = profiles.count - 1
                }
            case .entry(let key, let value):
                guard let kind = Self.keys[key] else { throw unknownKey(key, at: number) }
                guard let current else {
                    throw error(
                        number, catalog.text(.profileKeyOutsideProfile(key: key)),
                        hint: catalog.text(.profileSectionHint))
                }
                if case .flag = kind, value != "true" && value != "false" {
                    throw error(
                        number, catalog.text(.profileBadFlag(key: key, value: value)),
                        hint: catalog.text(.profileFlagHint(key: key)))
                }
                profiles[current].entries.append(Entry(key: key, value: value, line: number, column: column))
            }
        }
    }

    /// Reads the file in `directory`; `nil` when there is none, a usage error naming the cause when there is one
    /// that cannot be read (a folder, a FIFO, a link to nothing, a read failure): its `[default]` would apply.
    static func load(in directory: String, catalog: MessageCatalog) throws(RunArguments.UsageError) -> ProfileFile? {
        let path = (directory.isEmpty ? "." : directory) + "/" + fileName
        let bytes: [UInt8]
        switch ConfigurationFile.load(path) {
        case .missing: return nil
        case .read(let read): bytes = read
        case .failed(let failure):
            throw RunArguments.UsageError(
                message: fileName + ": " + catalog.text(.profileUnreadable(reason: failure.text(catalog))),
                hint: catalog.text(.profileUnreadableHint(path: fileName)))
        }
        return try ProfileFile(bytes: bytes, path: fileName, catalog: catalog)
    }

    /// The path of the file in `directory`, as the user names it: relative when it is the working directory's.
    static func path(in directory: String, workingDirectory: String) -> String {
        directory == workingDirectory ? fileName : (directory.isEmpty ? "." : directory) + "/" + fileName
    }

    /// The output language the file sets for a run of `selected` (its `lang` in `default`, then in each profile
    /// of `selected`), read line by line even when the file has errors: they are reported in that language.
    static func language(in directory: String, profiles selected: [String]) -> MessageCatalog? {
        guard case .read(let bytes) = ConfigurationFile.load((directory.isEmpty ? "." : directory) + "/" + fileName)
        else { return nil }
        var section = ""
        var found: [String: String] = [:]
        for (_, line) in ProfileSyntax(bytes: bytes).lines {
            switch line {
            case .section(let name): section = name
            case .entry(key: "lang", let value): found[section] = value
            default: continue
            }
        }
        return (["default"] + selected).compactMap { found[$0].flatMap(MessageCatalog.named) }.last
    }

    /// The names of the profiles, in file order.
    var names: [String] { profiles.map(\.name) }

    /// The entries of `default` and then of each profile of `selected`, merged.
    ///
    /// A key a later profile sets replaces the earlier one's values. An unknown name is a usage error listing the
    /// defined profiles.
    func merged(_ selected: [String]) throws(RunArguments.UsageError) -> [Entry] {
        var result: [Entry] = []
        for name in (names.contains("default") ? ["default"] : []) + selected {
            guard let profile = profiles.first(where: { $0.name == name }) else {
                throw RunArguments.UsageError(
                    message: catalog.text(.profileUnknown(name: name, path: path)),
                    hint: catalog.text(.profileDefined(names: names.joined(separator: ", "))))
            }
            let keys = Set(profile.entries.map(\.key))
            result.removeAll { keys.contains($0.key) }
            result += profile.entries
        }
        return result
    }

    /// The command-line arguments an entry stands for.
    static func arguments(_ entry: Entry) -> [String] {
        switch keys[entry.key] {
        case .paths: [entry.value]
        case .flag(let on, let off): (entry.value == "true" ? [on] : off.map { [$0] } ?? [])
        default: ["--" + entry.key, entry.value]
        }
    }

    /// An unknown key at `line`, with the nearest known one or the list of keys.
    private func unknownKey(_ key: String, at line: Int) -> RunArguments.UsageError {
        let nearest = Self.keys.keys.min {
            (EditDistance.between(key, $0), $0) < (EditDistance.between(key, $1), $1)
        }
        let hint =
            nearest.flatMap { EditDistance.between(key, $0) <= 3 ? $0 : nil }.map {
                catalog.text(.didYouMeanValue(values: $0))
            } ?? catalog.text(.profileKeysHint(keys: Self.keys.keys.sorted().joined(separator: ", ")))
        return error(line, catalog.text(.profileUnknownKey(key: key)), hint: hint)
    }

    /// An error at `line` of the file.
    private func error(_ line: Int, _ message: String, hint: String) -> RunArguments.UsageError {
        RunArguments.UsageError(message: "\(path):\(line): " + message, hint: hint)
    }
}
