/// Everything that decides what a run does; `SpecRunnerCLI` fills it from the command line.
public struct RunConfiguration: Sendable, Equatable, Codable {
    /// Feature files and folders, with optional lines; by default the `Features` folder.
    public var locations: [FeatureLocation] = [FeatureLocation(path: "Features")]
    /// Only scenarios whose tags satisfy this tag expression run.
    public var tagExpression: String?
    /// Only scenarios whose name matches one of these regular expressions run.
    public var namePatterns: [String] = []
    /// Match steps to definitions and report, without running any user code.
    public var dryRun = false
    /// Stop after the first scenario that fails the run.
    public var failFast = false
    /// Undefined and pending steps fail the run (the default, as in Cucumber).
    public var strict = true
    /// The order scenarios run in.
    public var order: ScenarioOrder = .defined
    /// How many times a failed scenario is run again; one that passes then is reported flaky.
    public var retry = 0
    /// `--repeat N`: how many times each selected scenario runs; one whose runs do not all end alike is flaky.
    public var repetitions: Int {
        get { repeatCount ?? 1 }
        set { repeatCount = newValue == 1 ? nil : newValue }
    }
    /// Left out of the encoding when 1, so that a run without `--repeat` tells its workers what it always did.
    private var repeatCount: Int?
    /// Worker processes to run scenarios in; 0 runs them in this process.
    public var jobs = 0
    /// Run only this slice of the scenarios.
    public var shard: Shard?
    /// Keep each feature's, or each rule's, scenarios on one worker, in file order; `nil` keeps only those tagged
    /// `@together` (ADR 0037).
    public var keepTogether: KeepTogether?
    /// Where a parallel run runs the BeforeAll and AfterAll hooks; `nil` is in every worker.
    public var runHooks: RunHookPlacement?
    /// The reports to write; standard output gets `pretty` when none is requested.
    public var formats: [FormatRequest] = []
    /// Fail the run when fewer than this percentage of scenarios are bound.
    public var coverageMinimum: Double?
    /// The dialect of files without a `# language:` line.
    public var language = "en"
    /// `--history FILE`: the HTML report keeps the recent runs' results there and shows them.
    public var historyPath: String?
    /// The profiles file the settings were read from: an input, which no output of the run may name.
    public var profilesPath: String?
    /// `--shard-timings FILE`: an input, which no output of the run may name.
    public var shardTimingsPath: String?
    /// `--attachments-dir DIR`: where the HTML report writes large attachments.
    public var attachmentsDirectory: String?
    /// `--link PATTERN TEMPLATE`: the tags that link to a story, in the HTML and JUnit reports; the first match wins.
    public var tagLinks: [TagLink] {
        get { links ?? [] }
        set { links = newValue.isEmpty ? nil : newValue }
    }
    /// Left out of the encoding when empty, so that a run without links tells its workers what it always did.
    private var links: [TagLink]?
    /// The language of the human-facing output (`en`, `es`): the terminal formats, diagnostics and the HTML
    /// report's chrome; never taken from the features' keywords.
    public var outputLanguage = "en"
    /// Colour the terminal output.
    public var color = false
    /// Standard output is a terminal: `progress` keeps a live counter there.
    public var interactive = false
    /// Seconds a step or hook may run before it fails and its task is cancelled; 0 disables the limit.
    public var stepTimeout = 10.0
    /// Stop gracefully on SIGINT/SIGTERM (exit 130/143 with every report written); set by the command line.
    public var handlesSignals = false
    /// The folder that locations in reports are shown relative to.
    public var workingDirectory = ""

    /// A configuration with the defaults.
    public init() {}

    /// The texts of ``outputLanguage`` (English when the runner does not speak it).
    package var catalog: MessageCatalog { MessageCatalog.named(outputLanguage) ?? .english }
}

/// A report to write: a formatter and where its output goes.
public struct FormatRequest: Sendable, Equatable, Codable {
    /// The formatter's name (`pretty`, `summary`, `junit`…).
    public var name: String
    /// The file to write, or `nil` for standard output.
    public var path: String?

    /// Creates a request.
    public init(name: String, path: String? = nil) {
        self.name = name
        self.path = path
    }

    /// Reads `NAME` or `NAME:PATH`.
    public init(parsing text: String) {
        if let colon = text.firstIndex(of: ":") {
            self.init(name: String(text[..<colon]), path: String(text[text.index(after: colon)...]))
        } else {
            self.init(name: text)
        }
    }
}
