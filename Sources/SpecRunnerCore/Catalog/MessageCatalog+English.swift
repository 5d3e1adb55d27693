extension MessageCatalog {
    /// English, the default.
    public static let english = MessageCatalog(
        code: "en",
        decimalSeparator: ".",
        percentSpacing: "",
        texts: [
            .statusPassed: "passed",
            .statusFailed: "failed",
            .statusAmbiguous: "ambiguous",
            .statusUndefined: "undefined",
            .statusPending: "pending",
            .statusSkipped: "skipped",
            .statusUnknown: "unknown",
            .failingScenarios: "Failing scenarios:",
            .scenarioCount: "{0} scenario|{0} scenarios",
            .stepCount: "{0} step|{0} steps",
            .flakyCount: "{0} flaky",
            .notRunCount: "{0} not run",
            .coverageBound: "Coverage: {0}/{1} scenarios bound ({2})",
            .coveragePassed: ", {0}/{1} passed ({2})",
            .gateHeld: "Coverage gate held: at least {0} bound",
            .gateFailed: "Coverage gate failed: {0} bound, below the minimum of {1}",
            .gateFailedError: "coverage gate failed: {0}/{1} scenarios bound ({2}), below --coverage-min {3}",
            .scenariosNotBound: "Scenarios not bound:",
            .coverageBy: "Coverage by {0}:",
            .coverageByFeature: "feature",
            .coverageByRule: "rule",
            .coverageByTag: "tag",
            .groupBound: "{0}: {1}/{2} bound ({3})",
            .groupPassed: ", {0}/{1} passed ({2})",
            .dryRunPendingNote: "(a dry run finds undefined and ambiguous steps; pending ones show only when run)",
            .warningsBeforeRun:
                "{0} warning about the feature files, printed before the run|{0} warnings about the feature files, printed before the run",
            .unusedDefinitions: "Unused step definitions:",
            .randomizedOrder: "Randomized with --order {0} (pass it again to replay this order)",
            .dryRunNote: "Dry run: steps were matched, no code ran.",
            .finishedIn: "Finished in {0}",
            .undefinedStep: "Undefined step \"{0}\"",
            .undefinedStepAt: " at {0}",
            .typographicQuotesHint:
                "“…” and «…» are typographic quotes: a {string} argument takes straight quotes (\"…\")",
            .didYouMean: "Did you mean:",
            .implementItWith: "Implement it with:",
            .lostText: "Written but never checked: {0} ({1})",
            .lostScenarios: "{0} scenario|{0} scenarios",
            .lostSteps: "{0} step|{0} steps",
            .lostExamples: "{0} examples table|{0} examples tables",
            .lostLines: "{0} other line read as description text|{0} other lines read as description text",
            .lostPlaceholders: "{0} placeholder naming no column|{0} placeholders naming no column",
            .lostEmptyExamples: "{0} examples table without rows|{0} examples tables without rows",
            .lostUnusedColumns: "{0} examples column no step uses|{0} examples columns no step uses",
            .lostFiles: "{0} file not read|{0} files not read",
            .lostTags: "{0} tag a letter or two from --tags|{0} tags a letter or two from --tags",
            .noStepsReason: "no steps: it checks nothing yet",
            .undefinedStepReason: "undefined step \"{0}\" at {1}",
            .ambiguousStepReason: "ambiguous step \"{0}\" at {1} matches {2} definitions",
            .pendingStepReason: "pending step \"{0}\" at {1}",
            .expectExpected: "expected: {0}",
            .expectGot: "     got: {0}",
            .expectAt: "at {0}",
            .stepThrewUndescribedError:
                "the step's code threw {0}, an error that does not say what went wrong (give it a LocalizedError errorDescription or a CustomStringConvertible description)",
            .stepTimedOut: "timed out after {0}; the step's task was cancelled",
            .stepNotRunInterrupted: "not run: the run was interrupted",
            .stepNotFinishedInterrupted: "not finished: the run was interrupted",
            .stepNotRunWorkerSignal: "not run: its worker process received {0}",
            .stepNotFinishedWorkerSignal: "not finished: its worker process received {0}",
            .aSignal: "a signal",
            .stepAt: "step at {0}",
            .hookAt: "hook at {0}",
            .definitionAt: "definition at {0}",
            .stepIgnoredTimeout:
                "the {0} ran past --timeout {1} and did not stop when cancelled ({2} s more); a step that ignores "
                + "cancellation cannot be stopped in this process, so the run ends here. Run with --jobs 1 to have such "
                + "a step's worker killed and the rest run",
            .runHookIgnoredTimeout:
                "a run hook ran past --timeout {0} and did not stop when cancelled ({1} s more); a step that ignores "
                + "cancellation cannot be stopped in this process, so the run ends here. Run with --jobs 1 to have such "
                + "a step's worker killed and the rest run",
            .workerKilledAfterTimeout:
                "timed out after {0} and did not stop when cancelled, so its worker was killed {1} s later",
            .workerCrashedInScenario:
                "crashed: {0} while running this scenario; which step is not known (a worker ended from outside "
                + "cannot send the results it holds)",
            .workerCrashedInStep: "crashed: {0} while running this step",
            .verdictDryRunGreen: "Every scenario is implemented: each step has exactly one definition.",
            .verdictGreen: "The specification is fully implemented and green.",
            .verdictNotPassed: "{0} scenario did not pass|{0} scenarios did not pass",
            .verdictUnbound: "{0} of {1} scenarios is not implemented|{0} of {1} scenarios are not implemented",
            .verdictStepless: "{0} scenario has no steps|{0} scenarios have no steps",
            .verdictLost:
                "{0} part of the feature files is never checked|{0} parts of the feature files are never checked",
            .verdictNotGreenYet: "The specification is not green yet.",
            .verdictDryRunList: "Not every scenario is implemented yet: {0}.",
            .verdictList: "The specification is not green: {0}.",
            .hook: "{0} hook",
            .beforeAllHook: "BeforeAll hook",
            .afterAllHook: "AfterAll hook",
            .beforeHook: "Before hook",
            .afterHook: "After hook",
            .attempt: "(attempt {0})",
            .stepDefinition: "step definition: {0}",
            .retrying: "↻ failed; retrying",
            .attached: "[attached {0}]",
            .ambiguousMatches: "\"{0}\" matches {1} step definitions:",
            .failures: "Failures:",
            .progressCounter: " {0}/{1} scenarios",
            .progressNotPassed: ", {0} not passed",
            .listSeparator: ", ",
            .listLastSeparator: " or ",
            .error: "error",
            .warning: "warning",
            .hint: "hint",
            .moreParseErrors:
                "(and {0} more error in this file, which may follow from this one: fix it and run again)|(and {0} more errors in this file, which may follow from this one: fix it and run again)",
            .didYouMeanValue: "did you mean {0}?",
            .langUnknown: "unknown --lang {0}: the runner does not speak that language",
            .langHint: "use one of {0}",
            .profileBadSection: "a profile line is written [name]",
            .profileSectionHint: "start each profile with a line [name], e.g. [default] or [ci]",
            .profileBadLine: "expected [profile] or key = value",
            .profileLineHint: "write one setting per line, e.g. format = junit:reports/junit.xml; # starts a comment",
            .profileUnknownKey: "unknown key {0}",
            .profileKeysHint: "the keys are {0}",
            .profileKeyOutsideProfile: "{0} is set before any [profile] line",
            .profileBadFlag: "{0} takes true or false, not {1}",
            .profileFlagHint: "write {0} = true or {0} = false",
            .profileUnknown: "unknown profile {0} (--profile): {1} does not define it",
            .profileDefined: "the profiles defined are: {0}",
            .profileNoFile: "--profile {0}: there is no {1} in this folder",
            .profileNoFileHint: "write the profiles in {0} at the package root (README: Profiles)",
            .profileEntryInvalid: "{0}: {1}",
            .profileUnreadable: "cannot read the profiles: {0}",
            .profileUnreadableHint: "make {0} a readable UTF-8 text file, or remove it",
            .profileNotUTF8: "this line is not UTF-8 text",
            .usageShardTimingsNeedShard: "--shard-timings needs --shard I/N",
            .usageShardTimingsHint: "or run under bazel test with shard_count",
            .usageHTMLOnly: "{0} is for the HTML report, and no --format html was given",
            .usageHTMLOnlyHint: "add --format html:reports/report.html",
            .htmlTitle: "Specification report",
            .htmlDryRunNotice: "Dry run: every step was matched to its definition, but no code ran.",
            .htmlRunError: "The run stopped with an error; scenarios after it did not run:",
            .htmlScenarios: "Scenarios",
            .htmlSteps: "Steps",
            .htmlDuration: "Duration",
            .htmlStarted: "Started",
            .htmlStatusPluralPassed: "Passed",
            .htmlStatusPluralFailed: "Failed",
            .htmlStatusPluralAmbiguous: "Ambiguous",
            .htmlStatusPluralUndefined: "Undefined",
            .htmlStatusPluralPending: "Pending",
            .htmlStatusPluralSkipped: "Skipped",
            .htmlStatusPluralUnknown: "Unknown",
            .htmlStatusSingularPassed: "passed",
            .htmlStatusSingularFailed: "failed",
            .htmlStatusSingularAmbiguous: "ambiguous",
            .htmlStatusSingularUndefined: "undefined",
            .htmlStatusSingularPending: "pending",
            .htmlStatusSingularSkipped: "skipped",
            .htmlStatusSingularUnknown: "unknown",
            .htmlFlaky: "flaky: passed on a retry",
            .htmlFlakyPlural: "Flaky",
            .htmlNotRun: "not run",
            .htmlNotRunPlural: "Not run",
            .htmlFailingScenarios: "Scenarios that did not pass",
            .htmlCoverage: "Scenario coverage",
            .htmlBound: "Implemented (every step has a definition)",
            .htmlPassing: "Passing",
            .htmlGateHeld: "Coverage gate held: at least",
            .htmlGateFailed: "Coverage gate failed: required at least",
            .htmlByFeature: "By feature",
            .htmlByRule: "By rule",
            .htmlByTag: "By tag",
            .htmlName: "Name",
            .htmlUnbound: "Scenarios not implemented yet",
            .htmlUnusedDefinitions: "Unused step definitions",
            .htmlRunHooks: "Run hooks that did not pass",
            .htmlBeforeHook: "Before hook",
            .htmlAfterHook: "After hook",
            .htmlStepDefinition: "step definition",
            .htmlAttempt: "Attempt",
            .htmlEarlierAttempts: "Earlier attempts",
            .htmlAttachment: "Attachment",
            .htmlDownload: "download",
            .htmlUndefinedStep: "undefined step",
            .htmlAmbiguousStep: "ambiguous step, matches several definitions",
            .htmlPendingStep: "pending step",
            .htmlNoSteps: "no steps: it checks nothing yet",
            .htmlWarnings: "Warnings about the feature files",
            .htmlErrors: "Errors in the feature files",
            .htmlUnreadable: "The specification could not be read, so nothing ran: fix the errors below.",
            .htmlImplementWith: "Implement it with",
            .htmlShow: "Show",
            .htmlShowAll: "all scenarios",
            .htmlShowProblems: "only those that did not pass",
            .htmlGeneratedBy: "Generated by",
            .htmlNoScenarios: "No scenarios were run.",
            .htmlContents: "Contents",
            .htmlFilters: "Find scenarios",
            .htmlSearch: "Search",
            .htmlSearchHint: "text of a feature, rule, scenario, step or example",
            .htmlTagExpression: "Tags",
            .htmlTagExpressionHint: "as --tags, e.g. @smoke and not @slow",
            .htmlTagError: "Not a tag expression:",
            .htmlTagReasonsOperand: "a tag or ( was expected.",
            .htmlTagReasonsOperator: "and, or or ) was expected.",
            .htmlTagReasonsOpen: "a ( is never closed.",
            .htmlTagReasonsClose: "a ) closes nothing.",
            .htmlTagReasonsEscape: "\\ escapes only (, ), \\ and spaces.",
            .htmlStatus: "Status",
            .htmlNotBound: "Not implemented",
            .htmlClearFilters: "Show all",
            .htmlShownTemplate: "{shown} of {total} scenarios shown",
            .htmlTheme: "Dark theme",
            .htmlExamplesRow: "Example",
            .htmlSavedBeside: "saved beside the report:",
            .htmlHistory: "Recent runs",
            .htmlTrend: "Pass rate and coverage over the recent runs",
            .htmlCoverageDetail: "Coverage by feature, rule and tag",
            .htmlRecentResults: "Results of the recent runs, oldest first",
            .htmlUnstable: "unstable: its result changed in the recent runs",
            .htmlOf: "{0} of {1}",
            .ghFeatureFirst:
                "a feature file starts with a «{0}:» line (tags, comments and a «# language:» line may come first)",
            .ghExpected: "expected {0}",
            .ghDidYouMeanKeyword: "did you mean «{0}»?",
            .ghDialect: "{0} («{1}»)",
            .ghOtherDialect:
                "«{0}:» is Gherkin in {1}, not in {2}: write «# language: {3}» on the first line, or use «{4}:»",
            .ghOtherDialects:
                "«{0}:» is Gherkin in {1}, not in {2}: write «# language: {3}» (or another one's code) on the first line, or use «{4}:»",
            .ghMisplacedKeyword: "«{0}:» cannot appear here; {1}",
            .ghUnclosedDocString:
                "the doc string is never closed: add a line with the delimiter that opened it («\"\"\"» or «```»)",
            .ghEndsEarly: "the file ends too early; {0}",
            .ghCellCount: "every row of a table must have as many cells as the first row («| a | b |»)",
            .ghCellCountFound:
                "this row has {0} cell, and the first row of its table has {1}|this row has {0} cells, and the first row of its table has {1}",
            .ghRowNotClosed:
                "the row does not end with «|»: what follows its last «|» is not a cell; end the row with «|»",
            .ghLanguageCodes: "use one of Gherkin's language codes, for example «en», «es» or «fr»",
            .ghDidYouMeanCodes: "did you mean {0}?",
            .ghTagWithWhitespace: "a tag is a single word («@my_tag»); separate tags with spaces",
            .ghInvalidUTF8: "save the file with the UTF-8 encoding",
            .ghEndOfFile: "the end of the file",
            .ghTags: "tags («@tag»)",
            .ghLine: "a line {0}",
            .ghStep: "a step ({0})",
            .ghDocString: "a doc string («\"\"\"»)",
            .ghTableRow: "a table row («| … |»)",
            .ghFreeText: "free text",
            .lintReadAsDescription: "this line is read as description text, not as Gherkin",
            .lintExamplesAsScenario:
                "this line starts a new scenario, so its table is not examples of the outline above it",
            .lintExamplesAsScenarioHint:
                "did you mean «{0}:»? «{1}:» starts a new scenario, and its table is description text",
            .lintStepOutsideScenario: "this looks like a step («{0}»): steps go under a «{1}:» line",
            .lintStepWithoutKeyword: "this looks like the step «{0}» without its keyword: start it with {1}",
            .lintMisspeltStep: "did you mean the step {0}? As written it is description text, not a step",
            .lintDidYouMeanStep: "did you mean the step {0}?",
            .lintUseKeyword: "use «{0}»",
            .lintForeignKeyword:
                "«{0}» is Gherkin in {1}, not in {2}: {3} (or write «# language: {4}» on the first line if the whole file is in that language)",
            .lostTitleReason: "its title line {0} is read as description text: «{1}»",
            .lostStepReason: "its step at {0} is read as description text: «{1}»",
            .lostExamplesReason: "its examples at {0} start a new scenario instead: «{1}»",
            .lostLineReason: "the line {0} is read as description text: «{1}»",
            .lostPlaceholderReason: "its placeholder at {0} names no column: «{1}»",
            .lostEmptyExamplesReason: "its examples at {0} have no rows: «{1}»",
            .lostUnusedColumnReason: "its examples column at {0} is used by no step: «{1}»",
            .lostFileReason: "{0} looks like a feature file but is not read",
            .lostTagReason: "its tag «{1}» ({0}) is a letter or two from one in --tags, so it does not run",
            .lintInvisibleSpace: "an invisible character ({0}) stands where a plain space belongs: write {1}",
            .lintListMarker: "«{0}» before the step makes it description text: write {1}",
            .lintGluedKeyword: "the keyword «{0}» is glued to the next word: write {1}",
            .outlineNoExamples: "this outline has no examples, so it runs once, with <{0}> as written",
            .outlineNoExamplesHint: "add «{0}:» with a header row and one row per case",
            .outlineNoRows: "these examples have no rows, so the outline runs nothing for them",
            .outlineNoRowsHint: "add one row per case under the header («| … |»), or remove these examples",
            .outlineUnknownColumn: "<{0}> is not a column of the examples at line {1}, so it stays as written",
            .outlineUnknownColumnHint: "did you mean <{0}>? The columns are: {1}",
            .outlineUnusedColumn: "no step uses the column «{0}», so its values are never checked",
            .outlineUnusedColumnHint: "use <{0}> in a step (its text, doc string or table), or remove the column",
            .help: """
            spec-runner: runs Gherkin specifications against Swift step definitions.

            USAGE
              spec-runner [PATH[:LINE]…] [OPTIONS]     run features (default PATH: Features/)
              spec-runner gherkin [--no-source] [--no-ast] [--no-pickles] [--tokens] FILE…
                                                       print the Cucumber Messages of feature files
              spec-runner steps [--json]               list the step definitions
              spec-runner lsp                          serve editors: a language server over stdin/stdout
              spec-runner merge FILE… [--format …] [--coverage-min PCT]
                                                       one run's reports and gate from its shards' messages
              spec-runner --i18n-languages             list the Gherkin languages
              spec-runner --i18n-keywords LANG         list a language's keywords, e.g. es
              spec-runner --help | --version

            SELECTING SCENARIOS
              PATH[:LINE]…          feature files or folders; LINE selects the scenario, example row,
                                    examples table, rule or feature on that line
              @PATH                 the scenarios a rerun file lists (--format rerun:PATH wrote it);
                                    an empty one runs nothing and succeeds
              -t, --tags EXPR       tag expression, e.g. "@catalog and not @wip" (repeat: all must hold)
              -n, --name REGEX      only scenarios whose name matches (repeat: any may match)
              --shard I/N           run slice I of N, for spreading a suite over CI machines
              --shard-timings FILE  balance the slices by an earlier run's JUnit or Messages durations

            RUNNING
              -d, --dry-run         match every step to its definition without running any code
              --watch               stay running: re-run each feature file saved under the paths
                                    (Enter runs everything again, Ctrl-C quits)
              --fail-fast           stop after the first failing scenario
              --no-strict           undefined and pending steps don't fail the run
              --order ORDER         defined (default), reverse, random or random:SEED
              --retry N             run a failed scenario up to N more times; passing then is "flaky"
              -j, --jobs N          run scenarios in N worker processes, at most 256 (reports merged
                                    in serial order; a step that crashes fails only its scenario)
              --timeout SECONDS     fail a step that runs longer (default 10; 0: no limit)
              --language LANG       dialect of files without a "# language:" line (default en;
                                    the codes: --i18n-languages)
              --profile NAME        apply a profile of spec-runner.profiles over its [default] one
                                    (repeat: merged in order; the command line wins)

            REPORTING
              -f, --format NAME[:PATH]
                                    PATH writes a file instead of standard output; repeat for
                                    several reports (only one may use standard output):
                                      pretty    scenarios and steps as they finish (default)
                                      progress  one character per step, then failures and summary
                                      summary   counts, coverage per feature/rule/tag, snippets
                                      junit     JUnit XML for CI test reports
                                      json      Cucumber JSON for report tools
                                      message   Cucumber Messages (NDJSON)
                                      html      one self-contained page for people
                                      rerun     path:line of failed scenarios; run them with @PATH
                                      usage     step definitions by use and time
              --coverage-min PCT    fail when fewer than PCT% of the scenarios are bound (every
                                    step matches one definition, none pending); says which and why
              --history FILE        html: keep the last 30 runs' results in FILE and show each
                                    scenario's recent results, unstable ones and the trend
              --attachments-dir DIR html: write attachments over 64 KiB into DIR (default: a
                                    folder named after the report, beside it)
              --no-color            plain output (also: NO_COLOR, or output that is not a terminal)
              --lang CODE           language of the output: en or es (default: the profile's, then
                                    LC_ALL, LC_MESSAGES, LANG; otherwise en)

            EXIT STATUS
              0  every scenario passed and the coverage gate held
              1  a scenario failed, or coverage fell below --coverage-min
              2  usage error, unreadable path, parse error or invalid step definitions
              130, 143  stopped by SIGINT or SIGTERM (every report is still written; a second
                 signal quits at once)

            """,
            .usageTakesNoValue: "{0} takes no value",
            .usageUnknownOption: "unknown option {0}",
            .usageNeedsValue: "{0} needs a value",
            .usageSeeHelp: "see spec-runner --help",
            .usageInvalid: "invalid {0} {1}",
            .usageOrderHint: "use defined, reverse, random or random:SEED",
            .usageShardHint: "write I/N with 1 ≤ I ≤ N, e.g. 2/4",
            .usageCoverageHint: "give a percentage from 0 to 100",
            .usageTimeoutHint: "give seconds up to {0}, or 0 for no limit",
            .usageCountHint: "give a whole number, 0 or more",
            .usageJobsHint: "give a number of worker processes from 0 to {0}",
            .usageRerunUnreadable: "cannot read the rerun file {0}",
            .usageRerunHint: "write one with --format rerun:{0}; an argument starting with @ names such a file",
            .usageInvalidLine: "invalid line {0} in {1}",
            .usageLineHint: "lines start at 1: give the line of a scenario, e.g. {0}:12",
            .usageUnknownDialect: "unknown {0} {1}: no Gherkin dialect has that code",
            .usageDialectsHint: "spec-runner --i18n-languages lists them",
            .nothingToRerun: "Nothing to rerun: {0} lists no scenarios (the run that wrote it had no failures).",
            .loadLineSelectsNothing: "line {0} selects no scenario",
            .loadLineHint:
                "give the line of a scenario, one of its steps, an examples table or row, a rule or the feature",
            .loadScenarioLines: " (scenarios start on lines {0})",
            .loadCannotReadFile: "cannot read the file: {0}",
            .loadPathHint: "pass feature files or folders that contain them, e.g. `spec-runner Features/`",
            .loadNotAFileOrFolder: "not a file or folder",
            .loadNoFeatureFiles: "no feature files in this folder",
            .loadNoFeatureFilesHint: "spec-runner runs files named *.feature or *.feature.md",
            .loadSymlinkLoop: "skipped: a symbolic link leads back to a folder already read",
            .loadCannotReadFolder: "cannot read the folder: {0}",
            .loadBrokenSymlink: "skipped: a broken symbolic link",
            .loadUnreadFeatureFile:
                "this looks like a feature file but is not read: only names ending in «.feature» or «.feature.md» are",
            .loadUnreadFeatureFileHint: "rename it «{0}» if it is meant to run, or move it out of the folder",
            .runTagInNoFile: "no selected feature file has the tag {0}",
            .runTagNearMissHint: "did you mean {0}?",
            .runNoScenarios: "no scenarios selected",
            .runNoScenariosSelectionHint: "check --tags, --name, --shard and the lines given with the paths",
            .runNoScenariosHint: "the feature files contain no scenarios",
            .runStopped: "the run stopped: {0}",
            .runInvalidTags: "invalid --tags expression \"{0}\": {1}",
            .runTagsHint: "write, for example, --tags \"@catalog and not @wip\"",
            .runInvalidName: "invalid --name regular expression \"{0}\": {1}",
            .runOneStandardOutput: "only one report can go to standard output, but {0} do",
            .runOneStandardOutputHint: "give the others a file: --format junit:reports/junit.xml",
            .runFormatNoFile: "--format {0}: names no file after the colon",
            .runFormatNoFileHint: "write --format {0}:reports/report.{0}, or --format {0} for standard output",
            .runUnknownFormat: "unknown format \"{0}\"",
            .runFormatsList: "use one of: {0}",
            .usageTitle: "Step definition usage",
            .usageCounts: "({0} definitions, {1} step matches)",
            .usageDryRun: "Dry run: no step ran, so there are no timings.",
            .usageMatched: "matched {0} step|matched {0} steps",
            .usageAmbiguous: "{0} ambiguous",
            .usageRan: "ran {0} time|ran {0} times",
            .usageMean: "mean {0}",
            .usageMax: "max {0} ({1})",
            .usageUnused: "Unused step definitions",
            .usageSlowest: "Slowest steps",
            .watchAll: "all",
            .watchStoppedPassed: "watch: stopped (the last run passed)",
            .watchStoppedFailed: "watch: stopped (the last run did not pass)",
            .watchRunning: "watch: running {0}",
            .watchCannotStart: "watch: cannot start the runner: {0}",
            .watchPassed: "passed",
            .watchFailed: "failed",
            .watchInterrupted: "interrupted",
            .watchCouldNotRun: "could not run (exit {0})",
            .watchDone: "watch: {0} in {1} s; waiting for changes (Enter runs everything, Ctrl-C quits)",
            // Issue 24b
            .htmlTrendRuns: "the last {0} runs, oldest on the left",
            // Issue 22b: report files, step definitions, expressions, steps/merge/shards/Bazel.
            .reportCannotWrite: "cannot write the report: {0}",
            .reportIsFolder: "it is a folder",
            .reportIsFolderHint: "give the path of a file, e.g. reports/report.xml",
            .reportOnReadOnlySystem: "it is on a read-only file system",
            .reportReadOnly: "it is read-only",
            .reportReadOnlyHint: "make it writable (chmod u+w {0}) or write the report elsewhere",
            .reportNotAFolder: "{0} is a file, not a folder",
            .reportLeftAsItWas: "{0}; the file was left as it was",
            .reportFolderNotWritable: "the folder {0} is not writable",
            .reportLinkedFolderNotWritable: "the folder of the file it leads to is not writable",
            .reportFolderNotWritableHint:
                "the report is written beside the file, then put in its place; write it in a writable folder",
            .reportNoFolder: "the folder {0} does not exist",
            .reportNoFolderHint: "create it first (mkdir -p {0})",
            .reportPermissionDenied: "permission denied",
            .reportFileSystemReadOnly: "the file system is read-only",
            .reportNoSpace: "no space left on the device",
            .reportNameTooLong: "the path is too long",
            .reportLinkLoop: "too many symbolic links (a loop?)",
            .reportInputOutput: "input/output error of the device",
            .reportSystemError: "{0} (system error {1})",
            .reportSameFileTwice: "--format {0} and --format {1} both write this file{2}",
            .reportSameFileTwiceHint: "give each report its own file, e.g. --format {0}:reports/{0}.out",
            .reportIsFeatureFile: "it is {0}, a feature file of this run",
            .reportIsFeatureFolder: "it is {0}, a feature folder of this run",
            .reportOverwritesSpecificationHint:
                "a report would overwrite the specification; write it elsewhere, e.g. reports/",
            .reportIsProfiles: "it is {0}, the profiles file of this run",
            .reportIsHistory: "it is {0}, the history file of this run (--history)",
            .reportIsShardTimings: "it is {0}, the shard timings of this run (--shard-timings)",
            .reportIsShard: "it is {0}, a shard's messages this merge reads",
            .reportOverwritesInputHint: "it would overwrite what the run reads; write it elsewhere, e.g. reports/",
            .outputCannotWrite: "cannot write {0}: {1}",
            .supportUndefinedParameterType:
                "the step definition \"{0}\" uses the undefined parameter type {{1}}; steps it would match are undefined",
            .supportInvalidHookTags: "the hook's tag expression \"{0}\" is not valid: {1}",
            .supportArgumentCount:
                "the closure takes {0} value after the world, but {1} has {2} parameter(s)|the closure takes {0} values after the world, but {1} has {2} parameter(s)",
            .supportArgumentCountEnd: " and may take one DataTable or DocString after them",
            .supportArgumentType: "closure parameter {0} is {1}, but {{2}} in {3} produces {4}; declare it as {4}",
            .supportLastArgument:
                "the closure's last parameter is {0}, but after the expression's parameters a step definition can only take a DataTable, a DocString or a String (the doc string's content)",
            .exprProblemAt: "the expression {0} has a problem at column {1}: {2}",
            .exprCantEscape: "only {, }, (, ), \\, / and white space can be escaped",
            .exprCantEscapeHint: "to write a \\, write \\\\",
            .exprEndEscaped: "the expression ends with a lone \\",
            .exprEndEscapedHint: "to end with a \\, write \\\\",
            .exprNotClosed: "this {0} has no matching {1}",
            .exprNotClosedHint: "close it, or write \\{0} to mean the character itself",
            .exprAlternationInOptional: "an alternation (/) cannot be used inside an optional (…)",
            .exprEmptyAlternative: "an alternative cannot be empty",
            .exprOptionalsOnlyAlternative: "an alternative cannot contain only optionals",
            .exprEmptyOptional: "an optional (…) must contain some text",
            .exprParameterInOptional: "an optional (…) cannot contain a parameter type",
            .exprOptionalInOptional: "an optional (…) cannot contain another optional",
            .exprBadParameterName: "a parameter name cannot contain {, }, (, ), \\ or /",
            .exprEscapeSlashHint: "write \\/ to mean a /; or use a regular expression",
            .exprEscapeParenthesisHint: "write \\( to mean a (; or use a regular expression",
            .exprEscapeBraceHint: "write \\{ to mean a {",
            .exprBadParameterTypeName: "the parameter type name {0} contains {, }, (, ), \\ or /",
            .exprBadParameterNameHint: "name it with letters, digits and _; or use a regular expression",
            .exprUndefinedParameterType: "the expression {0} uses the undefined parameter type {{1}}",
            .exprDefineItHint: "define it with DefineParameterType(name: \"{0}\", regexp: …) before this step",
            .exprDuplicateParameterType: "a parameter type named {{0}} is already defined",
            .exprDuplicateParameterTypeHint: "give each parameter type its own name",
            .exprTwoPreferential: "two parameter types of the regular expression /{0}/ are preferential",
            .exprTwoPreferentialHint: "keep preferForRegexpMatch on one of them only",
            .exprAmbiguousParameterType: "the group /{0}/ matches the parameter types {1}, and none is preferential",
            .exprAmbiguousHint: "set preferForRegexpMatch on one of them, or use a Cucumber expression",
            .exprInvalidRegularExpression: "/{0}/ is not a valid regular expression",
            .exprTransformFailed: "{{0}} cannot convert \"{1}\"",
            .tagIllegalEscape: "\\ cannot escape \"{0}\": it escapes only (, ), \\ and spaces.",
            .tagEscapeAtEnd: "the expression ends with a lone \\.",
            .stepsUnknownOption: "unknown option {0} for steps",
            .stepsUsageHint: "use spec-runner steps [--json] [--lang CODE]",
            .mergeNoOption: "merge does not take {0}",
            .mergeNeedsFiles: "merge needs the Messages files of the shards",
            .mergeUsageHint:
                "spec-runner merge shard-1.ndjson shard-2.ndjson --format html:report.html --coverage-min 100 (options: {0})",
            .mergeNotRun:
                "{0} scenario of these feature files ran in no shard|{0} scenarios of these feature files ran in no shard",
            .mergeNotRunHint: "give every shard's file, unless the shards selected scenarios by tags, names or lines",
            .mergeMissingShards:
                "the shard {1} of this run is missing: the merge is not the whole run|the shards {1} of this run are missing: the merge is not the whole run",
            .mergeMissingShardsHint:
                "give the Messages file of every shard of the split (--shard I/N or Bazel's shards)",
            .mergeDifferentFiles: "{0} and {1} ran different feature files: only one has {2}",
            .mergeDifferentFilesHint: "merge the shards of one run: the same paths, split with --shard I/N",
            .mergeDifferentVersions: "{0} and {1} ran different versions of {2}",
            .mergeDifferentVersionsHint: "merge the shards of one run, from one commit",
            .mergeDifferentSupport: "{0} and {1} ran different step definitions, hooks or parameter types",
            .mergeDifferentSupportHint: "merge the shards of one run, with one build of the runner",
            .mergeRanTwice: "the scenario {0} ({1}) ran in both {2} and {3}",
            .mergeRanTwiceHint:
                "give each shard's file once, and split the run with --shard I/N so shards do not overlap",
            .mergeOtherSupport: "{0} ran other step definitions, hooks or parameter types than this runner has",
            .mergeSameRunnerHint: "merge with the runner executable that ran the shards",
            .mergeSourceDoesNotParse: "{0}, as the shards recorded it, does not parse",
            .mergeSourceDoesNotParseHint: "merge the Messages files of runs that started",
            .mergeCannotRead: "cannot read {0}",
            .mergeCannotReadHint: "give the files that each shard's --format message:FILE wrote",
            .mergeNotEnvelope: "not a Cucumber Messages envelope (one JSON object per line)",
            .mergeNDJSONHint: "give the NDJSON that --format message:FILE wrote, unchanged",
            .mergeNotStarted: "{0} has no testRunStarted: that shard's run did not start",
            .mergeNotStartedHint: "fix what stopped it (its error output says why) and run the shard again",
            .mergeNotFinished: "{0} ends before its testRunFinished: that shard's run did not finish",
            .mergeNotFinishedHint: "run the shard again; a file cut short cannot be merged",
            .mergeUnreadableMessage: "unreadable {0} message",
            .mergeUnannouncedPickle: "a test case of pickle {0}, which the file does not announce",
            .mergeUnannounced: "a {0} message names {1} {2}, which the file does not announce before it",
            .mergeOtherSteps: "the test case of {0} has other steps than this runner plans for it",
            .mergeWhatTestCase: "the test case",
            .mergeWhatAttempt: "the attempt",
            .mergeWhatStep: "the step",
            .mergeWhatPickle: "the pickle",
            .shardTimingsUnreadable: "cannot read the shard timings file {0}",
            .shardTimingsEmpty: "no scenario durations in the shard timings file {0}",
            .shardTimingsHint:
                "give the JUnit (--format junit:FILE) or Messages (--format message:FILE) report of an earlier run",
            .bazelInvalidShard: "invalid Bazel shard: TEST_SHARD_INDEX={0} TEST_TOTAL_SHARDS={1}",
            .bazelUnset: "(unset)",
            .bazelInvalidShardHint:
                "Bazel sets both, with 0 ≤ TEST_SHARD_INDEX < TEST_TOTAL_SHARDS; unset them to run everything",
            .gherkinUsage:
                "usage: spec-runner gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] [--tokens]\n         FILE…\n  --no-source        do not print source envelopes\n  --no-ast           do not print gherkinDocument envelopes\n  --no-pickles       do not print pickle envelopes\n  --predictable-ids  ids 0, 1, 2, … (the default)\n  --tokens           print the token stream (the official .tokens format) instead of messages\n",
            .gherkinUnknownOption: "unknown option '{0}' for spec-runner gherkin",
            .gherkinNeedsFiles: "spec-runner gherkin needs at least one FILE",
            .gherkinCannotRead: "cannot read {0}: {1}",
            .gherkinNoSuchFile: "no such file",
            .gherkinDirectory: "it is a directory",
            .gherkinNotReadable: "permission denied or not a regular file",
            .lspUndefinedStep: "**Undefined step**: no step definition matches it.",
            .lspAbsent: "(absent)",
            .lspAsType: " as {0}",
            .lspDefinedAt: "Defined at {0}",
            .lspAmbiguousStep: "**Ambiguous step**: it matches",
            .lspDefinitionAt: "{0} at {1}",
            .lspDefineStep: "Define the step in Swift: {0}",
            .lspCannotBeStarted: "request failed: the server cannot be started",
            .lspCrashed: "request failed: the language server crashed while answering it and has been restarted",
            .lspCannotStart: "cannot start {0}: {1}",
            .lspSignal: "signal {0}",
            .lspStatus: "status {0}",
            .lspServerEnded: "the server process ended ({0}); the next message starts it again",
            .lspExecutableChanged: "the executable changed: the server restarts with it",
            .lspParseError: "parse error: {0}; the input up to the next message header is skipped",
            .lspNotAHeader: "bytes where a message header should start (Content-Length: N, a blank line, then N bytes)",
            .lspNoContentLength: "a message header without Content-Length",
            .lspSeveralContentLengths: "a message header with more than one Content-Length",
            .lspInvalidContentLength: "a Content-Length that is not a number of bytes",
            .lspTooLong: "a message of more than {0} bytes, the most accepted",
            .lspHeaderTooLong: "a message header longer than {0} bytes, or without the blank line that ends it",
            .lspNotAnObject: "the message is not a JSON object",
            .editorUndefinedStep: "undefined step: no step definition matches «{0}»",
            .editorDidYouMean: "; did you mean: {0}",
            .editorImplementHint: "implement it in Swift (the code action gives the snippet)",
            .editorAmbiguousStep: "ambiguous step: {0} step definitions match it: {1}",
            .fsNoSuchFile: "no such file or directory",
            .fsNotDirectory: "a part of the path is not a folder",
            .fileNotRegular: "it is not a regular file (a FIFO, a socket or a device)",
            .fileDanglingLink: "it is a symbolic link to nothing",
            .workerCannotStart: "cannot start a worker process ({0})",
            .workerCannotCreatePipe: "cannot create a pipe to a worker process ({0})",
            .workerMalformedShare: "the parent process sent a malformed share of the plan",
            .workerInternal: "--worker is internal: spec-runner starts its own workers with --jobs",
            .workerWireVersion:
                "the runner speaks version {0} of the worker protocol and its worker version {1}: the executable was replaced during the run",
            .workerEndedOutsideScenario: "worker {0} ended outside any scenario: {1}",
            .workerExitStatus: "exited with status {0}",
            .workerSignal: "signal {0} ({1})",
            .workerInterrupted:
                "worker {0} received {1}, sent to it and not to the runner: the scenario it was running did not "
                + "finish and fails the run; the rest of its share ran in a new worker",
            .workerSilent:
                "worker {0} sent nothing for longer than --timeout {1} and {2} s more, so it was killed (a "
                + "BeforeAll or AfterAll hook that does not end, or a worker stopped or stuck at its start); its "
                + "scenarios did not run",
            .runInterrupted: "interrupted by {0}: scenarios not finished are not run",
            .runSignalReceived: "{0} received: stopping after the current step; send it again to quit at once",
            .crashNoteInScenario: "the run crashed in the scenario at {0}",
            .crashNote: "the run crashed",
            .crashNoteAdvice:
                "Run with --jobs 1 to report a crash as the failure of its scenario and go on with the rest.",
            .dialectsTitle: "Gherkin languages: write \"# language: {0}\" on a feature file's first line.",
            .dialectsCode: "CODE",
            .dialectsName: "NAME",
            .dialectsNative: "NATIVE NAME",
            .dialectKeywordsTitle:
                "Gherkin keywords in {0} ({1}): a feature file written in it starts with \"# language: {2}\".",
            .dialectKeywordsNote:
                "Title keywords end with a colon ({0}:); a step keyword is followed by the step's text.",
            .dialectKeywordsNoteStar:
                "Title keywords end with a colon ({0}:); a step keyword is followed by the step's text, and * can stand for any of them.",
            // Issue 24: the --history file's problems.
            .historyUnreadable: "cannot read the history file: {0}",
            .historyUnreadableHint: "check its permissions",
            .historyNotHistory: "not a spec-runner history file: {0}",
            .historyOtherFormat: "its format is \"{0}\"",
            .historyNewer: "the history was written by a newer spec-runner (version {0})",
            .historyNewerHint: "update spec-runner, or give another --history file",
            .historyBadResult: "run {0}: \"{1}\" is not a result (scenario {2})",
            .historyCannotWrite: "cannot write the history file: {0}",
            .historyHint: "give --history a file spec-runner wrote, or a new path to start a history",
            .historyMissingKey: "{0} is missing{1}",
            .historyAt: " at {0}",
            .historyUnexpectedValue: "unexpected value{0}",
            .historyNotJSON: "it is not JSON",
            .historyUnexpectedContent: "unexpected content",
            .historyOutOfRange: "run {0}: {1} is {2}, not a percentage from 0 to 100",
        ]
    )
}
