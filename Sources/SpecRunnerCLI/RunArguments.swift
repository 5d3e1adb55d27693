import Foundation
import Gherkin
import SpecRunner
import SpecRunnerCore

/// Reads the run options of the command line into a `RunConfiguration`.
struct RunArguments {
    /// A command-line mistake: what is wrong and what to do instead.
    struct UsageError: Error, Equatable {
        let message: String
        let hint: String?
        /// The 1-based column in the option's value where the problem is, when it has one: a profile's error is
        /// shown at its line and column.
        var column: Int?
    }

    /// What the command line asks for.
    enum Request: Equatable {
        case run(RunConfiguration)
        /// Only empty rerun files were given: the previous run had no failures, so there is nothing to run.
        case nothingToRerun(files: [String])
        /// `--help`, in the output language chosen so far (the profile's or `--lang`, else the locale's).
        case help(language: String)
        case version
        /// `--i18n-languages`: the Gherkin dialects.
        case languages
        /// `--i18n-keywords LANG`: the keywords of one dialect.
        case keywords(GherkinDialect)
    }

    /// The longest `--timeout`, in seconds: over eleven days.
    static let longestTimeout = 1_000_000.0

    static let optionsTakingValues: Set<String> = [
        "--tags", "-t", "--name", "-n", "--order", "--retry", "--repeat", "--jobs", "-j", "--shard", "--format", "-f",
        "--coverage-min", "--language", "--timeout", "--i18n-keywords", "--lang", "--profile", "--shard-timings",
        "--history", "--attachments-dir", "--link", "--keep-together", "--run-hooks",
    ]
    private static let flags: Set<String> = [
        "--dry-run", "-d", "--fail-fast", "--strict", "--no-strict", "--no-color", "--color", "--help", "-h",
        "--version", "--i18n-languages",
    ]

    /// Parses `arguments` (without the program name) over the profiles of `spec-runner.profiles` in
    /// `profileDirectory` (`default`, then each `--profile`); `environment` supplies `NO_COLOR` and the locale
    /// (`LC_ALL`, `LC_MESSAGES`, `LANG`), and `isTerminal` says whether standard output is a terminal.
    static func parse(
        _ arguments: [String],
        environment: [String: String],
        isTerminal: Bool,
        workingDirectory: String,
        profileDirectory: String? = nil
    ) throws(UsageError) -> Request {
        let catalog = errorCatalog(arguments, environment: environment, profileDirectory: profileDirectory)
        var state = State()
        state.configuration.workingDirectory = workingDirectory
        let profiles = values(of: "--profile", in: arguments)
        let file = try profileDirectory.flatMap { directory throws(UsageError) in
            try ProfileFile.load(in: directory, catalog: catalog)
        }
        if file == nil, let name = profiles.first {
            throw UsageError(
                message: catalog.text(.profileNoFile(name: name, fileName: ProfileFile.fileName)),
                hint: catalog.text(.profileNoFileHint(fileName: ProfileFile.fileName)))
        }
        // The profiles first, each setting on its own so that an error names its line; the command line then
        // replaces what it sets.
        for entry in try file?.merged(profiles) ?? [] {
            do {
                _ = try state.consume(ProfileFile.arguments(entry), catalog: catalog)
            } catch {
                let place = error.column.map { ":\(entry.column + $0 - 1)" } ?? ""
                throw UsageError(
                    message: "\(ProfileFile.fileName):\(entry.line)\(place): " + error.message, hint: error.hint)
            }
        }
        state.touched = []
        if let request = try state.consume(arguments, catalog: catalog) { return request }

        var configuration = state.configuration
        if !state.rerunFiles.isEmpty && !state.namedPaths && state.locations.isEmpty {
            return .nothingToRerun(files: state.rerunFiles)
        }
        if !state.locations.isEmpty { configuration.locations = state.locations }
        if state.tagExpressions.count == 1 {
            configuration.tagExpression = state.tagExpressions[0]
        } else if state.tagExpressions.count > 1 {
            // Several --tags must all hold, as in Cucumber.
            configuration.tagExpression = state.tagExpressions.map { "(\($0))" }.joined(separator: " and ")
        }
        try BazelTestEnvironment(environment, catalog: catalog).apply(to: &configuration)
        if file != nil, let profileDirectory {
            configuration.profilesPath = ProfileFile.path(in: profileDirectory, workingDirectory: workingDirectory)
        }
        configuration.shardTimingsPath = state.shardTimings
        // A retry would hide the very failures a repetition is run to see (ADR 0035).
        if configuration.repetitions > 1 && configuration.retry > 0 {
            throw UsageError(
                message: catalog.text(.usageRepeatWithRetry), hint: catalog.text(.usageRepeatWithRetryHint))
        }
        if let shardTimings = state.shardTimings {
            guard configuration.shard != nil else {
                throw UsageError(
                    message: catalog.text(.usageShardTimingsNeedShard), hint: catalog.text(.usageShardTimingsHint))
            }
            do {
                configuration.shard?.timings = try ShardTimings(contentsOf: shardTimings, catalog: catalog)
            } catch {
                throw UsageError(message: error.message, hint: error.hint)
            }
        }
        let htmlOptions = [
            ("--history", configuration.historyPath), ("--attachments-dir", configuration.attachmentsDirectory),
        ]
        for (option, value) in htmlOptions
        where value != nil && !configuration.formats.contains(where: { $0.name == "html" }) {
            throw UsageError(
                message: catalog.text(.usageHTMLOnly(option: option)), hint: catalog.text(.usageHTMLOnlyHint))
        }
        configuration.outputLanguage = state.outputLanguage ?? MessageCatalog.named(environment: environment).code
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        configuration.color = state.color ?? (isTerminal && !noColor)
        configuration.interactive = isTerminal
        return .run(configuration)
    }

    /// The language of usage errors, chosen as the run's is: `--lang` when it names one the runner speaks, the
    /// profiles' `lang` (a file that does not read leaves it out), otherwise the locale's.
    static func errorCatalog(
        _ arguments: [String], environment: [String: String], profileDirectory: String? = nil
    ) -> MessageCatalog {
        if let chosen = values(of: "--lang", in: arguments).last.flatMap(MessageCatalog.named) { return chosen }
        // Read leniently: the file's own errors are reported in the language it sets.
        let profiles = values(of: "--profile", in: arguments)
        return profileDirectory.flatMap { ProfileFile.language(in: $0, profiles: profiles) }
            ?? MessageCatalog.named(environment: environment)
    }

    /// The values given to `option` (`--option VALUE` or `--option=VALUE`), before any `--`.
    private static func values(of option: String, in arguments: [String]) -> [String] {
        words(arguments).compactMap { word in
            guard case .option(option, _, let value) = word else { return nil }
            return value
        }
    }

    /// What the arguments read so far set: the profiles' and then the command line's.
    private struct State {
        var configuration = RunConfiguration()
        var locations: [FeatureLocation] = []
        var color: Bool?
        var tagExpressions: [String] = []
        var rerunFiles: [String] = []
        var namedPaths = false
        var outputLanguage: String?
        var shardTimings: String?
        /// The list settings (paths, tags, names, formats) this source has set: its first value replaces the
        /// earlier source's list.
        var touched: Set<String> = []

        /// Starts the list `key` afresh the first time this source sets it.
        private mutating func touch(_ key: String) {
            guard touched.insert(key).inserted else { return }
            switch key {
            case "paths":
                locations = []
                rerunFiles = []
                namedPaths = false
            case "tags": tagExpressions = []
            case "name": configuration.namePatterns = []
            case "link": configuration.tagLinks = []
            case "format": configuration.formats = []
            default: break
            }
        }

        /// Reads `arguments`; a request other than a run (`--help`, …) ends the reading.
        mutating func consume(_ arguments: [String], catalog: MessageCatalog) throws(UsageError) -> Request? {
            var onlyPaths = false
            for word in words(arguments) {
                switch word {
                case .path(let argument) where !onlyPaths && argument.hasPrefix("@") && argument.count > 1:
                    touch("paths")
                    rerunFiles.append(String(argument.dropFirst()))
                    locations += try rerunLocations(String(argument.dropFirst()), catalog)
                case .path(let argument):
                    touch("paths")
                    locations.append(try location(argument, catalog))
                    namedPaths = true
                case .option(_, ["--"], _):
                    onlyPaths = true
                case .option(let name, let words, let value):
                    // Only a long option has its value after `=`: `-t=x` is no option.
                    let option = words[0].hasPrefix("--") ? name : words[0]
                    if flags.contains(option) {
                        guard value == nil else {
                            throw UsageError(message: catalog.text(.usageTakesNoValue(option: option)), hint: nil)
                        }
                        if let request = applyFlag(option, catalog: catalog) { return request }
                        continue
                    }
                    guard optionsTakingValues.contains(option) else {
                        throw UsageError(
                            message: catalog.text(.usageUnknownOption(option: option)),
                            hint: suggestion(for: option, catalog))
                    }
                    guard let value else {
                        throw UsageError(
                            message: catalog.text(.usageNeedsValue(option: option)), hint: catalog.text(.usageSeeHelp))
                    }
                    if let request = try apply(option, value: value, catalog: catalog) { return request }
                }
            }
            return nil
        }

        /// Applies an option that takes no value; a request other than a run (`--help`, …) when it is one.
        private mutating func applyFlag(_ option: String, catalog: MessageCatalog) -> Request? {
            switch option {
            // The language of the whole command line, `--lang` after `--help` included, then the profile's.
            case "--help", "-h": return .help(language: catalog.code)
            case "--version": return .version
            case "--i18n-languages": return .languages
            case "--dry-run", "-d": configuration.dryRun = true
            case "--fail-fast": configuration.failFast = true
            case "--strict": configuration.strict = true
            case "--no-strict": configuration.strict = false
            case "--no-color": color = false
            case "--color": color = true
            default: break
            }
            return nil
        }

        /// Applies an option and its value; a request other than a run (`--i18n-keywords`) when it is one.
        private mutating func apply(_ option: String, value: String, catalog: MessageCatalog) throws(UsageError)
            -> Request?
        {
            switch option {
            case "--tags", "-t":
                touch("tags")
                tagExpressions.append(value)
            case "--name", "-n":
                touch("name")
                configuration.namePatterns.append(value)
            case "--order":
                guard let order = ScenarioOrder(parsing: value) else {
                    throw UsageError(
                        message: catalog.text(.usageInvalid(option: "--order", value: value)),
                        hint: catalog.text(.usageOrderHint)
                    )
                }
                configuration.order = order
            case "--retry":
                configuration.retry = try count(value, option, catalog)
            case "--repeat":
                configuration.repetitions = try repetitions(value, option, catalog)
            case "--jobs", "-j":
                guard let jobs = Int(value), (0...ChildProcesses.maximumWorkers).contains(jobs) else {
                    throw UsageError(
                        message: catalog.text(.usageInvalid(option: option, value: value)),
                        hint: catalog.text(.usageJobsHint(maximum: String(ChildProcesses.maximumWorkers))))
                }
                configuration.jobs = jobs
            case "--shard":
                guard let shard = Shard(parsing: value) else {
                    throw UsageError(
                        message: catalog.text(.usageInvalid(option: "--shard", value: value)),
                        hint: catalog.text(.usageShardHint))
                }
                configuration.shard = shard
            case "--shard-timings":
                shardTimings = value
            case "--format", "-f":
                touch("format")
                configuration.formats.append(FormatRequest(parsing: value))
            case "--coverage-min":
                guard let percent = Double(value.hasSuffix("%") ? String(value.dropLast()) : value),
                    (0...100).contains(percent)
                else {
                    throw UsageError(
                        message: catalog.text(.usageInvalid(option: "--coverage-min", value: value)),
                        hint: catalog.text(.usageCoverageHint))
                }
                configuration.coverageMinimum = percent
            case "--language":
                configuration.language = try dialect(value, option, catalog).code
            case "--lang":
                guard let spoken = MessageCatalog.named(value) else {
                    throw UsageError(
                        message: catalog.text(.langUnknown(value: value)),
                        hint: catalog.text(.langHint(languages: catalog.list(MessageCatalog.all.map(\.code)))))
                }
                outputLanguage = spoken.code
            case "--history":
                configuration.historyPath = value
            case "--attachments-dir":
                configuration.attachmentsDirectory = value
            case "--link":
                touch("link")
                configuration.tagLinks.append(try TagLink(option: value, catalog: catalog))
            case "--i18n-keywords":
                return .keywords(try dialect(value, option, catalog))
            case "--timeout":
                configuration.stepTimeout = try RunArguments.timeout(value, catalog)
            default:  // `--keep-together`, `--run-hooks`; the others reaching here are read elsewhere
                try RunArguments.parallelControl(option, value, catalog, into: &configuration)
            }
            return nil
        }
    }

    /// The Gherkin dialect `code` names; a usage error naming the nearest codes when there is none.
    private static func dialect(_ code: String, _ option: String, _ catalog: MessageCatalog) throws(UsageError)
        -> GherkinDialect
    {
        if let dialect = GherkinDialect.named(code) { return dialect }
        let nearest = GherkinDialect.codes(nearestTo: code)
        throw UsageError(
            message: catalog.text(.usageUnknownDialect(option: option, code: code)),
            hint: (nearest.isEmpty ? "" : catalog.text(.didYouMeanValue(values: catalog.list(nearest))) + " ")
                + catalog.text(.usageDialectsHint)
        )
    }

    private static func count(_ value: String, _ option: String, _ catalog: MessageCatalog) throws(UsageError) -> Int {
        guard let number = Int(value), number >= 0 else {
            throw UsageError(
                message: catalog.text(.usageInvalid(option: option, value: value)), hint: catalog.text(.usageCountHint))
        }
        return number
    }

    private static func repetitions(_ value: String, _ option: String, _ catalog: MessageCatalog) throws(UsageError)
        -> Int
    {
        guard let times = Int(value), times >= 1 else {
            throw UsageError(
                message: catalog.text(.usageInvalid(option: option, value: value)), hint: catalog.text(.usageRepeatHint)
            )
        }
        return times
    }

    private static func suggestion(for option: String, _ catalog: MessageCatalog) -> String? {
        let known = (optionsTakingValues.union(flags)).filter { $0.hasPrefix("--") }
        let best = known.min { EditDistance.between(option, $0) < EditDistance.between(option, $1) }
        guard let best, EditDistance.between(option, best) <= 3 else { return catalog.text(.usageSeeHelp) }
        return catalog.text(.didYouMeanValue(values: best))
    }
}
