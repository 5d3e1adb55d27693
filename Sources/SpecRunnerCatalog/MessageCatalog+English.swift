extension MessageCatalog {
    /// English, the default.
    package static let english = MessageCatalog(
        code: "en", decimalSeparator: ".", percentSpacing: "", words: englishText)

    /// Every message in English: one exhaustive `switch`, so a missing text or a wrong value is a compile error.
    private static func englishText(_ message: Message) -> String {
        switch message {
        case .statusPassed: "passed"
        case .statusFailed: "failed"
        case .statusAmbiguous: "ambiguous"
        case .statusUndefined: "undefined"
        case .statusPending: "pending"
        case .statusSkipped: "skipped"
        case .statusUnknown: "unknown"
        case .failingScenarios: "Failing scenarios:"
        case .scenarioCount(let count): count == 1 ? "\(count) scenario" : "\(count) scenarios"
        case .stepCount(let count): count == 1 ? "\(count) step" : "\(count) steps"
        case .flakyCount(let count): "\(count) flaky"
        case .flakyScenarios: "Flaky scenarios (they fail the run):"
        case .flakyRuns(let passed, let total, let failed, let runs):
            "passed \(passed) of \(total): \(failed == 1 ? "run" : "runs") \(runs) failed"
        case .notRunCount(let count): "\(count) not run"
        case .coverageBound(let bound, let total, let percent):
            "Coverage: \(bound)/\(total) scenarios bound (\(percent))"
        case .coveragePassed(let passing, let total, let percent): ", \(passing)/\(total) passed (\(percent))"
        case .gateHeld(let minimum): "Coverage gate held: at least \(minimum) bound"
        case .gateFailed(let bound, let minimum):
            "Coverage gate failed: \(bound) bound, below the minimum of \(minimum)"
        case .gateFailedError(let bound, let total, let percent, let minimum):
            "coverage gate failed: \(bound)/\(total) scenarios bound (\(percent)), below --coverage-min \(minimum)"
        case .scenariosNotBound: "Scenarios not bound:"
        case .coverageBy(let group): "Coverage by \(group):"
        case .coverageByFeature: "feature"
        case .coverageByRule: "rule"
        case .coverageByTag: "tag"
        case .groupBound(let name, let bound, let total, let percent): "\(name): \(bound)/\(total) bound (\(percent))"
        case .groupPassed(let passing, let total, let percent): ", \(passing)/\(total) passed (\(percent))"
        case .dryRunPendingNote: "(a dry run finds undefined and ambiguous steps; pending ones show only when run)"
        case .warningsBeforeRun(let count):
            count == 1
                ? "\(count) warning about the feature files, printed before the run"
                : "\(count) warnings about the feature files, printed before the run"
        case .unusedDefinitions: "Unused step definitions:"
        case .randomizedOrder(let order): "Randomized with --order \(order) (pass it again to replay this order)"
        case .dryRunNote: "Dry run: steps were matched, no code ran."
        case .finishedIn(let duration): "Finished in \(duration)"
        case .undefinedStep(let step): "Undefined step \"\(step)\""
        case .undefinedStepAt(let place): " at \(place)"
        case .typographicQuotesHint:
            "“…” and «…» are typographic quotes: a {string} argument takes straight quotes (\"…\")"
        case .didYouMean: "Did you mean:"
        case .implementItWith: "Implement it with:"
        case .lostText(let counts, let places): "Written but never checked: \(counts) (\(places))"
        case .lostScenarios(let count): count == 1 ? "\(count) scenario" : "\(count) scenarios"
        case .lostSteps(let count): count == 1 ? "\(count) step" : "\(count) steps"
        case .lostExamples(let count): count == 1 ? "\(count) examples table" : "\(count) examples tables"
        case .lostLines(let count):
            count == 1
                ? "\(count) other line read as description text" : "\(count) other lines read as description text"
        case .lostPlaceholders(let count):
            count == 1 ? "\(count) placeholder naming no column" : "\(count) placeholders naming no column"
        case .lostEmptyExamples(let count):
            count == 1 ? "\(count) examples table without rows" : "\(count) examples tables without rows"
        case .lostUnusedColumns(let count):
            count == 1 ? "\(count) examples column no step uses" : "\(count) examples columns no step uses"
        case .lostFiles(let count): count == 1 ? "\(count) file not read" : "\(count) files not read"
        case .lostTags(let count):
            count == 1 ? "\(count) tag a letter or two from --tags" : "\(count) tags a letter or two from --tags"
        case .noStepsReason: "no steps: it checks nothing yet"
        case .undefinedStepReason(let step, let place): "undefined step \"\(step)\" at \(place)"
        case .ambiguousStepReason(let step, let place, let definitions):
            "ambiguous step \"\(step)\" at \(place) matches \(definitions) definitions"
        case .pendingStepReason(let step, let place): "pending step \"\(step)\" at \(place)"
        case .expectExpected(let expected): "expected: \(expected)"
        case .expectGot(let actual): "     got: \(actual)"
        case .expectAt(let place): "at \(place)"
        case .stepThrewUndescribedError(let error):
            "the step's code threw \(error), an error that does not say what went wrong (give it a LocalizedError errorDescription or a CustomStringConvertible description)"
        case .stepTimedOut(let seconds): "timed out after \(seconds); the step's task was cancelled"
        case .stepNotRunInterrupted: "not run: the run was interrupted"
        case .stepNotFinishedInterrupted: "not finished: the run was interrupted"
        case .stepNotRunWorkerSignal(let signal): "not run: its worker process received \(signal)"
        case .stepNotFinishedWorkerSignal(let signal): "not finished: its worker process received \(signal)"
        case .aSignal: "a signal"
        case .stepAt(let place): "step at \(place)"
        case .hookAt(let place): "hook at \(place)"
        case .definitionAt(let place): "definition at \(place)"
        case .stepIgnoredTimeout(let what, let seconds, let grace):
            "the \(what) ran past --timeout \(seconds) and did not stop when cancelled (\(grace) s more); a step that ignores "
                + "cancellation cannot be stopped in this process, so the run ends here. Run with --jobs 1 to have such "
                + "a step's worker killed and the rest run"
        case .runHookIgnoredTimeout(let seconds, let grace):
            "a run hook ran past --timeout \(seconds) and did not stop when cancelled (\(grace) s more); a step that ignores "
                + "cancellation cannot be stopped in this process, so the run ends here. Run with --jobs 1 to have such "
                + "a step's worker killed and the rest run"
        case .workerKilledAfterTimeout(let seconds, let grace):
            "timed out after \(seconds) and did not stop when cancelled, so its worker was killed \(grace) s later"
        case .workerCrashedInScenario(let exit):
            "crashed: \(exit) while running this scenario; which step is not known (a worker ended from outside "
                + "cannot send the results it holds)"
        case .workerCrashedInStep(let exit): "crashed: \(exit) while running this step"
        case .verdictDryRunGreen: "Every scenario is implemented: each step has exactly one definition."
        case .verdictGreen: "The specification is fully implemented and green."
        case .verdictNotPassed(let count):
            count == 1 ? "\(count) scenario did not pass" : "\(count) scenarios did not pass"
        case .verdictUnbound(let count, let total):
            count == 1
                ? "\(count) of \(total) scenarios is not implemented"
                : "\(count) of \(total) scenarios are not implemented"
        case .verdictStepless(let count):
            count == 1 ? "\(count) scenario has no steps" : "\(count) scenarios have no steps"
        case .verdictLost(let count):
            count == 1
                ? "\(count) part of the feature files is never checked"
                : "\(count) parts of the feature files are never checked"
        case .verdictNotGreenYet: "The specification is not green yet."
        case .verdictDryRunList(let reasons): "Not every scenario is implemented yet: \(reasons)."
        case .verdictList(let reasons): "The specification is not green: \(reasons)."
        case .hook(let kind): "\(kind) hook"
        case .beforeAllHook: "BeforeAll hook"
        case .afterAllHook: "AfterAll hook"
        case .beforeHook: "Before hook"
        case .afterHook: "After hook"
        case .attempt(let number): "(attempt \(number))"
        case .repetition(let number, let total): "(run \(number) of \(total))"
        case .stepDefinition(let place): "step definition: \(place)"
        case .retrying: "↻ failed; retrying"
        case .attached(let what): "[attached \(what)]"
        case .ambiguousMatches(let text, let definitions): "\"\(text)\" matches \(definitions) step definitions:"
        case .failures: "Failures:"
        case .progressCounter(let finished, let total): " \(finished)/\(total) scenarios"
        case .progressNotPassed(let notPassed): ", \(notPassed) not passed"
        case .listSeparator: ", "
        case .listLastSeparator: " or "
        case .error: "error"
        case .warning: "warning"
        case .hint: "hint"
        case .moreParseErrors(let count):
            count == 1
                ? "(and \(count) more error in this file, which may follow from this one: fix it and run again)"
                : "(and \(count) more errors in this file, which may follow from this one: fix it and run again)"
        case .didYouMeanValue(let values): "did you mean \(values)?"
        case .langUnknown(let value): "unknown --lang \(value): the runner does not speak that language"
        case .langHint(let languages): "use one of \(languages)"
        case .profileBadSection: "a profile line is written [name]"
        case .profileSectionHint: "start each profile with a line [name], e.g. [default] or [ci]"
        case .profileBadLine: "expected [profile] or key = value"
        case .profileLineHint: "write one setting per line, e.g. format = junit:reports/junit.xml; # starts a comment"
        case .profileUnknownKey(let key): "unknown key \(key)"
        case .profileKeysHint(let keys): "the keys are \(keys)"
        case .profileKeyOutsideProfile(let key): "\(key) is set before any [profile] line"
        case .profileBadFlag(let key, let value): "\(key) takes true or false, not \(value)"
        case .profileFlagHint(let key): "write \(key) = true or \(key) = false"
        case .profileUnknown(let name, let path): "unknown profile \(name) (--profile): \(path) does not define it"
        case .profileDefined(let names): "the profiles defined are: \(names)"
        case .profileNoFile(let name, let fileName): "--profile \(name): there is no \(fileName) in this folder"
        case .profileNoFileHint(let fileName):
            "write the profiles in \(fileName) at the package root (README: Profiles)"
        case .profileUnreadable(let reason): "cannot read the profiles: \(reason)"
        case .profileUnreadableHint(let path): "make \(path) a readable UTF-8 text file, or remove it"
        case .profileNotUTF8: "this line is not UTF-8 text"
        case .linkNotPatternAndTemplate: "expected a tag pattern, a space and a web address"
        case .linkPatternWithoutAt(let pattern): "the tag pattern \(pattern) does not start with @: no tag can match it"
        case .linkInvalidPattern(let pattern): "the tag pattern \(pattern) is not a regular expression"
        case .linkNotWebAddress(let template): "expected a web address (https:// or http://), not \(template)"
        case .usageShardTimingsNeedShard: "--shard-timings needs --shard I/N"
        case .usageShardTimingsHint: "or run under bazel test with shard_count"
        case .usageHTMLOnly(let option): "\(option) is for the HTML report, and no --format html was given"
        case .usageHTMLOnlyHint: "add --format html:reports/report.html"
        case .linkBadPlaceholder: "expected {0}, {1}… in the address: a { needs a group number and a }"
        case .linkUnknownGroup(let number, let groups): "{\(number)} names no group of the pattern (it has \(groups))"
        case .linkHint: "write link = @JIRA-(\\d+) https://jira.example.com/browse/JIRA-{1}"
        case .linkPlaceholderHint: "{0} is the tag without its @; {1}, {2}… are the pattern's groups, ( ) in order"
        case .ciStepTitle(let status, let scenario): "Step \(status): \(scenario)"
        case .ciHookTitle(let hook, let status, let scenario): "\(hook) \(status): \(scenario)"
        case .ciGateTitle: "Coverage gate"
        case .ciFeatureWarningTitle: "Feature file warning"
        case .ciFeatureErrorTitle: "Feature file error"
        case .ciStepColumn: "Step"
        case .ciTotal: "Total"
        case .ciMoreScenarios(let count):
            count == 1
                ? "\(count) more scenario did not pass; the JUnit or HTML report lists it"
                : "\(count) more scenarios did not pass; the JUnit or HTML report lists them"
        case .htmlTitle: "Specification report"
        case .htmlDryRunNotice: "Dry run: every step was matched to its definition, but no code ran."
        case .htmlRunError: "The run stopped with an error; scenarios after it did not run:"
        case .htmlScenarios: "Scenarios"
        case .htmlSteps: "Steps"
        case .htmlDuration: "Duration"
        case .htmlStarted: "Started"
        case .htmlStatusPluralPassed: "Passed"
        case .htmlStatusPluralFailed: "Failed"
        case .htmlStatusPluralAmbiguous: "Ambiguous"
        case .htmlStatusPluralUndefined: "Undefined"
        case .htmlStatusPluralPending: "Pending"
        case .htmlStatusPluralSkipped: "Skipped"
        case .htmlStatusPluralUnknown: "Unknown"
        case .htmlStatusSingularPassed: "passed"
        case .htmlStatusSingularFailed: "failed"
        case .htmlStatusSingularAmbiguous: "ambiguous"
        case .htmlStatusSingularUndefined: "undefined"
        case .htmlStatusSingularPending: "pending"
        case .htmlStatusSingularSkipped: "skipped"
        case .htmlStatusSingularUnknown: "unknown"
        case .htmlFlaky: "flaky: passed on a retry"
        case .htmlFlakyRepeated(let runs): "flaky: \(runs)"
        case .htmlFlakyPlural: "Flaky"
        case .htmlNotRun: "not run"
        case .htmlNotRunPlural: "Not run"
        case .htmlFailingScenarios: "Scenarios that did not pass"
        case .htmlCoverage: "Scenario coverage"
        case .htmlBound: "Implemented (every step has a definition)"
        case .htmlPassing: "Passing"
        case .htmlGateHeld: "Coverage gate held: at least"
        case .htmlGateFailed: "Coverage gate failed: required at least"
        case .htmlByFeature: "By feature"
        case .htmlByRule: "By rule"
        case .htmlByTag: "By tag"
        case .htmlStories: "Stories"
        case .htmlStory: "Story"
        case .htmlStoryCount(let count):
            count == 1 ? "1 story, its scenarios and results" : "\(count) stories, their scenarios and results"
        case .htmlName: "Name"
        case .htmlUnbound: "Scenarios not implemented yet"
        case .htmlUnusedDefinitions: "Unused step definitions"
        case .htmlNotImplemented: "Not implemented"
        case .htmlStoryScenarios: "Its scenarios"
        case .htmlRunHooks: "Run hooks that did not pass"
        case .htmlBeforeHook: "Before hook"
        case .htmlAfterHook: "After hook"
        case .htmlStepDefinition: "step definition"
        case .htmlAttempt: "Attempt"
        case .htmlEarlierAttempts: "Earlier attempts"
        case .htmlAttachment: "Attachment"
        case .htmlDownload: "download"
        case .htmlUndefinedStep: "undefined step"
        case .htmlAmbiguousStep: "ambiguous step, matches several definitions"
        case .htmlPendingStep: "pending step"
        case .htmlNoSteps: "no steps: it checks nothing yet"
        case .htmlWarnings: "Warnings about the feature files"
        case .htmlErrors: "Errors in the feature files"
        case .htmlUnreadable: "The specification could not be read, so nothing ran: fix the errors below."
        case .htmlImplementWith: "Implement it with"
        case .htmlShow: "Show"
        case .htmlShowAll: "all scenarios"
        case .htmlShowProblems: "only those that did not pass"
        case .htmlGeneratedBy: "Generated by"
        case .htmlNoScenarios: "No scenarios were run."
        case .htmlContents: "Contents"
        case .htmlFilters: "Find scenarios"
        case .htmlSearch: "Search"
        case .htmlSearchHint: "text of a feature, rule, scenario, step or example"
        case .htmlTagExpression: "Tags"
        case .htmlTagExpressionHint: "as --tags, e.g. @smoke and not @slow"
        case .htmlTagError: "Not a tag expression:"
        case .htmlTagReasonsOperand: "a tag or ( was expected."
        case .htmlTagReasonsOperator: "and, or or ) was expected."
        case .htmlTagReasonsOpen: "a ( is never closed."
        case .htmlTagReasonsClose: "a ) closes nothing."
        case .htmlTagReasonsEscape: "\\ escapes only (, ), \\ and spaces."
        case .htmlStatus: "Status"
        case .htmlNotBound: "Not implemented"
        case .htmlClearFilters: "Show all"
        case .htmlShownTemplate: "{shown} of {total} scenarios shown"
        case .htmlTheme: "Dark theme"
        case .htmlExamplesRow: "Example"
        case .htmlSavedBeside: "saved beside the report:"
        case .htmlHistory: "Recent runs"
        case .htmlTrend: "Pass rate and coverage over the recent runs"
        case .htmlCoverageDetail: "Coverage by feature, rule and tag"
        case .htmlRecentResults: "Results of the recent runs, oldest first"
        case .htmlUnstable: "unstable: its result changed in the recent runs"
        case .htmlOf(let part, let whole): "\(part) of \(whole)"
        case .ghFeatureFirst(let keyword):
            "a feature file starts with a «\(keyword):» line (tags, comments and a «# language:» line may come first)"
        case .ghExpected(let expected): "expected \(expected)"
        case .ghDidYouMeanKeyword(let keyword): "did you mean «\(keyword)»?"
        case .ghDialect(let name, let code): "\(name) («\(code)»)"
        case .ghOtherDialect(let keyword, let dialects, let notIn, let code, let keywordHere):
            "«\(keyword):» is Gherkin in \(dialects), not in \(notIn): write «# language: \(code)» on the first line, or use «\(keywordHere):»"
        case .ghOtherDialects(let keyword, let dialects, let notIn, let code, let keywordHere):
            "«\(keyword):» is Gherkin in \(dialects), not in \(notIn): write «# language: \(code)» (or another one's code) on the first line, or use «\(keywordHere):»"
        case .ghMisplacedKeyword(let keyword, let expectation): "«\(keyword):» cannot appear here; \(expectation)"
        case .ghUnclosedDocString:
            "the doc string is never closed: add a line with the delimiter that opened it («\"\"\"» or «```»)"
        case .ghEndsEarly(let expectation): "the file ends too early; \(expectation)"
        case .ghCellCount: "every row of a table must have as many cells as the first row («| a | b |»)"
        case .ghCellCountFound(let count, let expected):
            count == 1
                ? "this row has \(count) cell, and the first row of its table has \(expected)"
                : "this row has \(count) cells, and the first row of its table has \(expected)"
        case .ghRowNotClosed:
            "the row does not end with «|»: what follows its last «|» is not a cell; end the row with «|»"
        case .ghLanguageCodes: "use one of Gherkin's language codes, for example «en», «es» or «fr»"
        case .ghDidYouMeanCodes(let codes): "did you mean \(codes)?"
        case .ghTagWithWhitespace: "a tag is a single word («@my_tag»); separate tags with spaces"
        case .ghInvalidUTF8: "save the file with the UTF-8 encoding"
        case .ghEndOfFile: "the end of the file"
        case .ghTags: "tags («@tag»)"
        case .ghLine(let keywords): "a line \(keywords)"
        case .ghStep(let keywords): "a step (\(keywords))"
        case .ghDocString: "a doc string («\"\"\"»)"
        case .ghTableRow: "a table row («| … |»)"
        case .ghFreeText: "free text"
        case .lintReadAsDescription: "this line is read as description text, not as Gherkin"
        case .lintExamplesAsScenario:
            "this line starts a new scenario, so its table is not examples of the outline above it"
        case .lintExamplesAsScenarioHint(let examples, let scenario):
            "did you mean «\(examples):»? «\(scenario):» starts a new scenario, and its table is description text"
        case .lintStepOutsideScenario(let step, let scenarioKeyword):
            "this looks like a step («\(step)»): steps go under a «\(scenarioKeyword):» line"
        case .lintStepWithoutKeyword(let step, let ways):
            "this looks like the step «\(step)» without its keyword: start it with \(ways)"
        case .lintMisspeltStep(let meant):
            "did you mean the step \(meant)? As written it is description text, not a step"
        case .lintDidYouMeanStep(let step): "did you mean the step \(step)?"
        case .lintUseKeyword(let own): "use «\(own)»"
        case .lintForeignKeyword(let keyword, let dialects, let notIn, let advice, let code):
            "«\(keyword)» is Gherkin in \(dialects), not in \(notIn): \(advice) (or write «# language: \(code)» on the first line if the whole file is in that language)"
        case .lostTitleReason(let place, let text): "its title line \(place) is read as description text: «\(text)»"
        case .lostStepReason(let place, let text): "its step at \(place) is read as description text: «\(text)»"
        case .lostExamplesReason(let place, let text):
            "its examples at \(place) start a new scenario instead: «\(text)»"
        case .lostLineReason(let place, let text): "the line \(place) is read as description text: «\(text)»"
        case .lostPlaceholderReason(let place, let text): "its placeholder at \(place) names no column: «\(text)»"
        case .lostEmptyExamplesReason(let place, let text): "its examples at \(place) have no rows: «\(text)»"
        case .lostUnusedColumnReason(let place, let text):
            "its examples column at \(place) is used by no step: «\(text)»"
        case .lostFileReason(let place): "\(place) looks like a feature file but is not read"
        case .lostTagReason(let place, let tag):
            "its tag «\(tag)» (\(place)) is a letter or two from one in --tags, so it does not run"
        case .lintInvisibleSpace(let name, let meant):
            "an invisible character (\(name)) stands where a plain space belongs: write \(meant)"
        case .lintListMarker(let mark, let meant):
            "«\(mark)» before the step makes it description text: write \(meant)"
        case .lintGluedKeyword(let keyword, let meant):
            "the keyword «\(keyword)» is glued to the next word: write \(meant)"
        case .outlineNoExamples(let placeholder):
            "this outline has no examples, so it runs once, with <\(placeholder)> as written"
        case .outlineNoExamplesHint(let examplesKeyword):
            "add «\(examplesKeyword):» with a header row and one row per case"
        case .outlineNoRows: "these examples have no rows, so the outline runs nothing for them"
        case .outlineNoRowsHint: "add one row per case under the header («| … |»), or remove these examples"
        case .outlineUnknownColumn(let name, let line):
            "<\(name)> is not a column of the examples at line \(line), so it stays as written"
        case .outlineUnknownColumnHint(let column, let columns): "did you mean <\(column)>? The columns are: \(columns)"
        case .outlineUnusedColumn(let column): "no step uses the column «\(column)», so its values are never checked"
        case .outlineUnusedColumnHint(let column):
            "use <\(column)> in a step (its text, doc string or table), or remove the column"
        case .help:
            """
            spec-runner: runs Gherkin specifications against Swift step definitions.

            USAGE
              spec-runner [PATH[:LINE]…] [OPTIONS]     run features (default PATH: Features/)
              spec-runner gherkin [--no-source] [--no-ast] [--no-pickles] [--tokens] FILE…
                                                       print the Cucumber Messages of feature files
              spec-runner steps [--json]               list the step definitions
              spec-runner lsp                          serve editors: a language server over stdin/stdout
              spec-runner mcp                          serve assistants: an MCP server over stdin/stdout
              spec-runner merge FILE… [--format …] [--coverage-min PCT]
                                                       one run's reports and gate from its shards' messages
              spec-runner diff REVISION [PATH…] [--format text|markdown]
                                                       the scenarios added, changed, renamed, moved or
                                                       removed since a git revision, by content
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
              --changed-since REVISION
                                    only the scenarios added or changed since a git revision (as
                                    spec-runner diff finds them); none: nothing runs, and the run passes

            RUNNING
              -d, --dry-run         match every step to its definition without running any code
              --watch               stay running: re-run each feature file saved under the paths
                                    (Enter runs everything again, Ctrl-C quits)
              --fail-fast           stop after the first failing scenario
              --no-strict           undefined and pending steps don't fail the run
              --order ORDER         defined (default), reverse, random or random:SEED
              --retry N             run a failed scenario up to N more times; passing then is "flaky"
              --repeat N            run each scenario N times; one that does not pass every time is
                                    "flaky" and fails the run (not with --retry)
              -j, --jobs N          run scenarios in N worker processes, at most 256 (reports merged
                                    in serial order; a step that crashes fails only its scenario)
              --keep-together feature|rule
                                    run each feature's or rule's scenarios on one worker, in order
                                    (or tag it @together); @resource:NAME scenarios never overlap,
                                    @serial ones run alone after the rest
              --run-hooks per-worker|per-run
                                    BeforeAll/AfterAll in every worker (default) or once, here
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
                                      github    GitHub Actions annotations at the feature lines
                                      markdown  a job summary for people ($GITHUB_STEP_SUMMARY)
              --coverage-min PCT    fail when fewer than PCT% of the scenarios are bound (every
                                    step matches one definition, none pending); says which and why
              --history FILE        html: keep the last 30 runs' results in FILE and show each
                                    scenario's recent results, unstable ones and the trend
              --attachments-dir DIR html: write attachments over 64 KiB into DIR (default: a
                                    folder named after the report, beside it)
              --link 'PATTERN URL'  html, junit: link each tag PATTERN matches (@JIRA-(\\d+)) to URL
                                    (https://jira.example.com/browse/JIRA-{1}); html adds a view by
                                    story; repeat for several patterns
              --no-color            plain output (also: NO_COLOR, or output that is not a terminal)
              --lang CODE           language of the output: en or es (default: the profile's, then
                                    LC_ALL, LC_MESSAGES, LANG; otherwise en)

            EXIT STATUS
              0  every scenario passed and the coverage gate held
              1  a scenario failed, or coverage fell below --coverage-min
              2  usage error, unreadable path, parse error or invalid step definitions
              130, 143  stopped by SIGINT or SIGTERM (every report is still written; a second
                 signal quits at once)

            """
        case .usageTakesNoValue(let option): "\(option) takes no value"
        case .usageUnknownOption(let option): "unknown option \(option)"
        case .usageNeedsValue(let option): "\(option) needs a value"
        case .usageSeeHelp: "see spec-runner --help"
        case .usageInvalid(let option, let value): "invalid \(option) \(value)"
        case .usageOrderHint: "use defined, reverse, random or random:SEED"
        case .usageShardHint: "write I/N with 1 ≤ I ≤ N, e.g. 2/4"
        case .usageOneOfHint(let choices): "use \(choices)"
        case .usageCoverageHint: "give a percentage from 0 to 100"
        case .usageTimeoutHint(let longest): "give seconds up to \(longest), or 0 for no limit"
        case .usageCountHint: "give a whole number, 0 or more"
        case .usageRepeatHint: "give a whole number, 1 or more: how many times each scenario runs"
        case .usageRepeatWithRetry: "--repeat and --retry cannot be used together"
        case .usageRepeatWithRetryHint:
            "--repeat runs each scenario N times to find the flaky ones, and a retry would hide their failures: use one"
        case .usageJobsHint(let maximum): "give a number of worker processes from 0 to \(maximum)"
        case .usageRerunUnreadable(let path): "cannot read the rerun file \(path)"
        case .usageRerunHint(let path):
            "write one with --format rerun:\(path); an argument starting with @ names such a file"
        case .usageInvalidLine(let line, let argument): "invalid line \(line) in \(argument)"
        case .usageLineHint(let path): "lines start at 1: give the line of a scenario, e.g. \(path):12"
        case .usageUnknownDialect(let option, let code): "unknown \(option) \(code): no Gherkin dialect has that code"
        case .usageDialectsHint: "spec-runner --i18n-languages lists them"
        case .nothingToRerun(let listed):
            "Nothing to rerun: \(listed) lists no scenarios (the run that wrote it had no failures)."
        case .loadLineSelectsNothing(let line): "line \(line) selects no scenario"
        case .loadLineHint:
            "give the line of a scenario, one of its steps, an examples table or row, a rule or the feature"
        case .loadScenarioLines(let lines): " (scenarios start on lines \(lines))"
        case .loadCannotReadFile(let reason): "cannot read the file: \(reason)"
        case .loadPathHint: "pass feature files or folders that contain them, e.g. `spec-runner Features/`"
        case .loadNotAFileOrFolder: "not a file or folder"
        case .pluginToolUsage:
            "usage: spec-runner-plugin-tool --output FILE --package-root FOLDER --module NAME [--command-line]"
                + " FEATURE…; the SpecRunnerPlugin build plugin runs it"
        case .pluginToolCannotWrite(let reason): "cannot write the generated tests: \(reason)"
        case .pluginTagsCollide(let tag, let other, let name):
            "the tags \(tag) and \(other) are both the Swift Testing tag \(name): rename one of them"
        case .loadNoFeatureFiles: "no feature files in this folder"
        case .loadNoFeatureFilesHint: "spec-runner runs files named *.feature or *.feature.md"
        case .loadSymlinkLoop: "skipped: a symbolic link leads back to a folder already read"
        case .loadCannotReadFolder(let reason): "cannot read the folder: \(reason)"
        case .loadBrokenSymlink: "skipped: a broken symbolic link"
        case .loadUnreadFeatureFile:
            "this looks like a feature file but is not read: only names ending in «.feature» or «.feature.md» are"
        case .loadUnreadFeatureFileHint(let meant):
            "rename it «\(meant)» if it is meant to run, or move it out of the folder"
        case .runTagInNoFile(let name): "no selected feature file has the tag \(name)"
        case .runTagNearMissHint(let tag): "did you mean \(tag)?"
        case .runNoScenarios: "no scenarios selected"
        case .runNoScenariosSelectionHint: "check --tags, --name, --shard and the lines given with the paths"
        case .runNoScenariosHint: "the feature files contain no scenarios"
        case .runStopped(let message): "the run stopped: \(message)"
        case .runInvalidTags(let text, let reason): "invalid --tags expression \"\(text)\": \(reason)"
        case .runTagsHint: "write, for example, --tags \"@catalog and not @wip\""
        case .runInvalidName(let pattern, let reason): "invalid --name regular expression \"\(pattern)\": \(reason)"
        case .runOneStandardOutput(let formats): "only one report can go to standard output, but \(formats) do"
        case .runOneStandardOutputHint: "give the others a file: --format junit:reports/junit.xml"
        case .runFormatNoFile(let name): "--format \(name): names no file after the colon"
        case .runFormatNoFileHint(let name):
            "write --format \(name):reports/report.\(name), or --format \(name) for standard output"
        case .runUnknownFormat(let name): "unknown format \"\(name)\""
        case .runFormatsList(let formats): "use one of: \(formats)"
        case .usageTitle: "Step definition usage"
        case .usageCounts(let definitions, let matches): "(\(definitions) definitions, \(matches) step matches)"
        case .usageDryRun: "Dry run: no step ran, so there are no timings."
        case .usageMatched(let count): count == 1 ? "matched \(count) step" : "matched \(count) steps"
        case .usageAmbiguous(let count): "\(count) ambiguous"
        case .usageRan(let count): count == 1 ? "ran \(count) time" : "ran \(count) times"
        case .usageMean(let mean): "mean \(mean)"
        case .usageMax(let longest, let place): "max \(longest) (\(place))"
        case .usageUnused: "Unused step definitions"
        case .usageSlowest: "Slowest steps"
        case .watchAll: "all"
        case .watchStoppedPassed: "watch: stopped (the last run passed)"
        case .watchStoppedFailed: "watch: stopped (the last run did not pass)"
        case .watchRunning(let label): "watch: running \(label)"
        case .watchCannotStart(let error): "watch: cannot start the runner: \(error)"
        case .watchPassed: "passed"
        case .watchFailed: "failed"
        case .watchInterrupted: "interrupted"
        case .watchCouldNotRun(let status): "could not run (exit \(status))"
        case .watchDone(let verdict, let seconds):
            "watch: \(verdict) in \(seconds) s; waiting for changes (Enter runs everything, Ctrl-C quits)"
        case .htmlTrendRuns(let runs): "the last \(runs) runs, oldest on the left"
        case .reportCannotWrite(let reason): "cannot write the report: \(reason)"
        case .reportIsFolder: "it is a folder"
        case .reportIsFolderHint: "give the path of a file, e.g. reports/report.xml"
        case .reportOnReadOnlySystem: "it is on a read-only file system"
        case .reportReadOnly: "it is read-only"
        case .reportReadOnlyHint(let path): "make it writable (chmod u+w \(path)) or write the report elsewhere"
        case .reportNotAFolder(let folder): "\(folder) is a file, not a folder"
        case .reportLeftAsItWas(let reason): "\(reason); the file was left as it was"
        case .reportFolderNotWritable(let folder): "the folder \(folder) is not writable"
        case .reportLinkedFolderNotWritable: "the folder of the file it leads to is not writable"
        case .reportFolderNotWritableHint:
            "the report is written beside the file, then put in its place; write it in a writable folder"
        case .reportNoFolder(let folder): "the folder \(folder) does not exist"
        case .reportNoFolderHint(let folder): "create it first (mkdir -p \(folder))"
        case .reportPermissionDenied: "permission denied"
        case .reportFileSystemReadOnly: "the file system is read-only"
        case .reportNoSpace: "no space left on the device"
        case .reportNameTooLong: "the path is too long"
        case .reportLinkLoop: "too many symbolic links (a loop?)"
        case .reportInputOutput: "input/output error of the device"
        case .reportSystemError(let reason, let code): "\(reason) (system error \(code))"
        case .reportSameFileTwice(let format, let otherFormat, let same):
            "--format \(format) and --format \(otherFormat) both write this file\(same)"
        case .reportSameFileTwiceHint(let format):
            "give each report its own file, e.g. --format \(format):reports/\(format).out"
        case .reportIsFeatureFile(let path): "it is \(path), a feature file of this run"
        case .reportIsFeatureFolder(let path): "it is \(path), a feature folder of this run"
        case .reportOverwritesSpecificationHint:
            "a report would overwrite the specification; write it elsewhere, e.g. reports/"
        case .reportIsProfiles(let path): "it is \(path), the profiles file of this run"
        case .reportIsHistory(let path): "it is \(path), the history file of this run (--history)"
        case .reportIsShardTimings(let path): "it is \(path), the shard timings of this run (--shard-timings)"
        case .reportIsShard(let path): "it is \(path), a shard's messages this merge reads"
        case .reportOverwritesInputHint: "it would overwrite what the run reads; write it elsewhere, e.g. reports/"
        case .outputCannotWrite(let what, let reason): "cannot write \(what): \(reason)"
        case .supportUndefinedParameterType(let expression, let name):
            "the step definition \"\(expression)\" uses the undefined parameter type {\(name)}; steps it would match are undefined"
        case .supportInvalidHookTags(let expression, let reason):
            "the hook's tag expression \"\(expression)\" is not valid: \(reason)"
        case .supportArgumentCount(let count, let expression, let parameters):
            count == 1
                ? "the closure takes \(count) value after the world, but \(expression) has \(parameters) parameter(s)"
                : "the closure takes \(count) values after the world, but \(expression) has \(parameters) parameter(s)"
        case .supportArgumentCountEnd: " and may take one DataTable or DocString after them"
        case .supportArgumentType(let position, let type, let parameterType, let expression, let produced):
            "closure parameter \(position) is \(type), but {\(parameterType)} in \(expression) produces \(produced); declare it as \(produced)"
        case .supportLastArgument(let name):
            "the closure's last parameter is \(name), but after the expression's parameters a step definition can only take a DataTable, a DocString or a String (the doc string's content)"
        case .exprProblemAt(let expression, let column, let problem):
            "the expression \(expression) has a problem at column \(column): \(problem)"
        case .exprCantEscape: "only {, }, (, ), \\, / and white space can be escaped"
        case .exprCantEscapeHint: "to write a \\, write \\\\"
        case .exprEndEscaped: "the expression ends with a lone \\"
        case .exprEndEscapedHint: "to end with a \\, write \\\\"
        case .exprNotClosed(let symbol, let closing): "this \(symbol) has no matching \(closing)"
        case .exprNotClosedHint(let symbol): "close it, or write \\\(symbol) to mean the character itself"
        case .exprAlternationInOptional: "an alternation (/) cannot be used inside an optional (…)"
        case .exprEmptyAlternative: "an alternative cannot be empty"
        case .exprOptionalsOnlyAlternative: "an alternative cannot contain only optionals"
        case .exprEmptyOptional: "an optional (…) must contain some text"
        case .exprParameterInOptional: "an optional (…) cannot contain a parameter type"
        case .exprOptionalInOptional: "an optional (…) cannot contain another optional"
        case .exprBadParameterName: "a parameter name cannot contain {, }, (, ), \\ or /"
        case .exprEscapeSlashHint: "write \\/ to mean a /; or use a regular expression"
        case .exprEscapeParenthesisHint: "write \\( to mean a (; or use a regular expression"
        case .exprEscapeBraceHint: "write \\{ to mean a {"
        case .exprBadParameterTypeName(let name): "the parameter type name \(name) contains {, }, (, ), \\ or /"
        case .exprBadParameterNameHint: "name it with letters, digits and _; or use a regular expression"
        case .exprUndefinedParameterType(let quoted, let name):
            "the expression \(quoted) uses the undefined parameter type {\(name)}"
        case .exprDefineItHint(let name):
            "define it with DefineParameterType(name: \"\(name)\", regexp: …) before this step"
        case .exprDuplicateParameterType(let name): "a parameter type named {\(name)} is already defined"
        case .exprDuplicateParameterTypeHint: "give each parameter type its own name"
        case .exprTwoPreferential(let regexp):
            "two parameter types of the regular expression /\(regexp)/ are preferential"
        case .exprTwoPreferentialHint: "keep preferForRegexpMatch on one of them only"
        case .exprAmbiguousParameterType(let regexp, let listed):
            "the group /\(regexp)/ matches the parameter types \(listed), and none is preferential"
        case .exprAmbiguousHint: "set preferForRegexpMatch on one of them, or use a Cucumber expression"
        case .exprInvalidRegularExpression(let pattern): "/\(pattern)/ is not a valid regular expression"
        case .exprTransformFailed(let name, let text): "{\(name)} cannot convert \"\(text)\""
        case .tagIllegalEscape(let scalar): "\\ cannot escape \"\(scalar)\": it escapes only (, ), \\ and spaces."
        case .tagEscapeAtEnd: "the expression ends with a lone \\."
        case .stepsUnknownOption(let argument): "unknown option \(argument) for steps"
        case .stepsUsageHint: "use spec-runner steps [--json] [--lang CODE]"
        case .mergeNoOption(let option): "merge does not take \(option)"
        case .mergeNeedsFiles: "merge needs the Messages files of the shards"
        case .mergeUsageHint(let options):
            "spec-runner merge shard-1.ndjson shard-2.ndjson --format html:report.html --coverage-min 100 (options: \(options))"
        case .mergeNotRun(let count):
            count == 1
                ? "\(count) scenario of these feature files ran in no shard"
                : "\(count) scenarios of these feature files ran in no shard"
        case .mergeNotRunHint: "give every shard's file, unless the shards selected scenarios by tags, names or lines"
        case .mergeMissingShards(let count, let shards):
            count == 1
                ? "the shard \(shards) of this run is missing: the merge is not the whole run"
                : "the shards \(shards) of this run are missing: the merge is not the whole run"
        case .mergeMissingShardsHint:
            "give the Messages file of every shard of the split (--shard I/N or Bazel's shards)"
        case .mergeDifferentFiles(let shard, let other, let uri):
            "\(shard) and \(other) ran different feature files: only one has \(uri)"
        case .mergeDifferentFilesHint: "merge the shards of one run: the same paths, split with --shard I/N"
        case .mergeDifferentVersions(let shard, let other, let uri):
            "\(shard) and \(other) ran different versions of \(uri)"
        case .mergeDifferentVersionsHint: "merge the shards of one run, from one commit"
        case .mergeDifferentSupport(let shard, let other):
            "\(shard) and \(other) ran different step definitions, hooks or parameter types"
        case .mergeDifferentSupportHint: "merge the shards of one run, with one build of the runner"
        case .mergeRanTwice(let place, let name, let shard, let otherShard):
            "the scenario \(place) (\(name)) ran in both \(shard) and \(otherShard)"
        case .mergeRanTwiceHint:
            "give each shard's file once, and split the run with --shard I/N so shards do not overlap"
        case .mergeOtherSupport(let shard):
            "\(shard) ran other step definitions, hooks or parameter types than this runner has"
        case .mergeSameRunnerHint: "merge with the runner executable that ran the shards"
        case .mergeSourceDoesNotParse(let uri): "\(uri), as the shards recorded it, does not parse"
        case .mergeSourceDoesNotParseHint: "merge the Messages files of runs that started"
        case .mergeCannotRead(let path): "cannot read \(path)"
        case .mergeCannotReadHint: "give the files that each shard's --format message:FILE wrote"
        case .mergeNotEnvelope: "not a Cucumber Messages envelope (one JSON object per line)"
        case .mergeNDJSONHint: "give the NDJSON that --format message:FILE wrote, unchanged"
        case .mergeNotStarted(let path): "\(path) has no testRunStarted: that shard's run did not start"
        case .mergeNotStartedHint: "fix what stopped it (its error output says why) and run the shard again"
        case .mergeNotFinished(let path): "\(path) ends before its testRunFinished: that shard's run did not finish"
        case .mergeNotFinishedHint: "run the shard again; a file cut short cannot be merged"
        case .mergeUnreadableMessage(let type): "unreadable \(type) message"
        case .mergeUnannouncedPickle(let pickle): "a test case of pickle \(pickle), which the file does not announce"
        case .mergeUnannounced(let type, let what, let id):
            "a \(type) message names \(what) \(id), which the file does not announce before it"
        case .mergeOtherSteps(let place): "the test case of \(place) has other steps than this runner plans for it"
        case .mergeWhatTestCase: "the test case"
        case .mergeWhatAttempt: "the attempt"
        case .mergeWhatStep: "the step"
        case .mergeWhatPickle: "the pickle"
        case .shardTimingsUnreadable(let path): "cannot read the shard timings file \(path)"
        case .shardTimingsEmpty(let path): "no scenario durations in the shard timings file \(path)"
        case .shardTimingsHint:
            "give the JUnit (--format junit:FILE) or Messages (--format message:FILE) report of an earlier run"
        case .bazelInvalidShard(let index, let total):
            "invalid Bazel shard: TEST_SHARD_INDEX=\(index) TEST_TOTAL_SHARDS=\(total)"
        case .bazelUnset: "(unset)"
        case .bazelInvalidShardHint:
            "Bazel sets both, with 0 ≤ TEST_SHARD_INDEX < TEST_TOTAL_SHARDS; unset them to run everything"
        case .gherkinUsage:
            "usage: spec-runner gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] [--tokens]\n         FILE…\n  --no-source        do not print source envelopes\n  --no-ast           do not print gherkinDocument envelopes\n  --no-pickles       do not print pickle envelopes\n  --predictable-ids  ids 0, 1, 2, … (the default)\n  --tokens           print the token stream (the official .tokens format) instead of messages\n"
        case .gherkinUnknownOption(let option): "unknown option '\(option)' for spec-runner gherkin"
        case .gherkinNeedsFiles: "spec-runner gherkin needs at least one FILE"
        case .gherkinCannotRead(let path, let reason): "cannot read \(path): \(reason)"
        case .gherkinNoSuchFile: "no such file"
        case .gherkinDirectory: "it is a directory"
        case .gherkinNotReadable: "permission denied or not a regular file"
        case .lspUndefinedStep: "**Undefined step**: no step definition matches it."
        case .lspAbsent: "(absent)"
        case .lspAsType(let type): " as \(type)"
        case .lspDefinedAt(let place): "Defined at \(place)"
        case .lspAmbiguousStep: "**Ambiguous step**: it matches"
        case .lspDefinitionAt(let expression, let place): "\(expression) at \(place)"
        case .lspDefineStep(let snippet): "Define the step in Swift: \(snippet)"
        case .quickFixReplace(let text): "Replace with «\(text)»"
        case .quickFixStraightenQuotes: "Straighten the quotes"
        case .quickFixAddLanguage(let line): "Add «\(line)» at the top"
        case .lspCannotBeStarted: "request failed: the server cannot be started"
        case .lspCrashed: "request failed: the language server crashed while answering it and has been restarted"
        case .lspCannotStart(let executable, let error): "cannot start \(executable): \(error)"
        case .lspSignal(let number): "signal \(number)"
        case .lspStatus(let status): "status \(status)"
        case .lspServerEnded(let how): "the server process ended (\(how)); the next message starts it again"
        case .lspExecutableChanged: "the executable changed: the server restarts with it"
        case .lspParseError(let reason): "parse error: \(reason); the input up to the next message header is skipped"
        case .completionSampleText: "text"
        case .rpcNoMethod: "invalid request: no method"
        case .rpcMethodNotFound(let method): "method not found: \(method)"
        case .rpcInternalError(let reason): "internal error: \(reason)"
        case .rpcShuttingDown: "the server is shutting down"
        case .rpcDocumentNotOpen(let uri): "the document \(uri) is not open"
        case .rpcNoPosition: "invalid params: no position of two integers of 0 or more"
        case .rpcObjectExpected: "invalid params: an object was expected"
        case .rpcStringExpected: "invalid params: a string was expected"
        case .rpcNotAnObject: "parse error: not a JSON object"
        case .rpcNoToolName: "invalid params: no tool name"
        case .diffUnknownOption(let option): "spec-runner diff takes no option \(option)"
        case .diffNeedsRevision: "spec-runner diff needs the git revision to compare with (a branch, a tag, a commit)"
        case .diffUsageHint: "spec-runner diff REVISION [PATH…] [--format text|markdown], e.g. spec-runner diff main"
        case .diffNothing(let revision): "No scenario was added, changed, renamed, moved or removed since \(revision)."
        case .diffTitle(let revision): "Changes to the specification since \(revision)"
        case .diffAdded(let name, let place): "added: \(name) (\(place))"
        case .diffRemoved(let name, let place): "removed: \(name) (was at \(place))"
        case .diffChanged(let name, let place): "changed: \(name) (\(place))"
        case .diffRowChanged(let name, let place): "examples row changed: \(name) (\(place))"
        case .diffRenamed(let name, let place, let old): "renamed: \(name) (\(place)), was \(old)"
        case .diffMoved(let name, let place, let old): "moved: \(name) (\(place)), was at \(old)"
        case .diffTotals(let added, let changed, let renamed, let moved, let removed):
            "added: \(added), changed: \(changed), renamed: \(renamed), moved: \(moved), removed: \(removed)"
        case .diffGitFailed(let reason): "git failed: \(reason)"
        case .diffGitHint: "run it in a git repository, with a revision git knows (git log --oneline lists them)"
        case .changedSinceNothing(let revision):
            "no scenario was added or changed since \(revision): there is nothing to run"
        case .completionSampleWord: "word"
        case .lspRunNotAFile: "only a feature file open in the editor and saved on disk can be run"
        case .lspUnknownCommand(let command): "unknown command: \(command)"
        case .lspRenameNotBound: "only a step bound to exactly one step definition can be renamed"
        case .lspNotAHeader: "bytes where a message header should start (Content-Length: N, a blank line, then N bytes)"
        case .lspNoContentLength: "a message header without Content-Length"
        case .lspSeveralContentLengths: "a message header with more than one Content-Length"
        case .lspInvalidContentLength: "a Content-Length that is not a number of bytes"
        case .lspTooLong(let maximum): "a message of more than \(maximum) bytes, the most accepted"
        case .lspHeaderTooLong(let maximum):
            "a message header longer than \(maximum) bytes, or without the blank line that ends it"
        case .lspNotAnObject: "the message is not a JSON object"
        case .lspRunLens: "Run"
        case .lspRunUnsaved: "save the file first: a run reads the feature file from disk"
        case .lspRunCancelled: "the run was cancelled"
        case .lspRunCouldNotRun(let status, let error): "the run ended with status \(status) and no results: \(error)"
        case .lspRunArguments: "the run command takes a document's URI and a line"
        case .editorUndefinedStep(let text): "undefined step: no step definition matches «\(text)»"
        case .editorDidYouMean(let expressions): "; did you mean: \(expressions)"
        case .editorImplementHint: "implement it in Swift (the code action gives the snippet)"
        case .lspRenameKeepArguments(let arguments): "the new text must keep the arguments, in order: \(arguments)"
        case .lspRenameUseCannotKeep(let place): "the arguments of the step at \(place) cannot be told apart"
        case .editorAmbiguousStep(let matches, let places):
            "ambiguous step: \(matches) step definitions match it: \(places)"
        case .fsNoSuchFile: "no such file or directory"
        case .fsNotDirectory: "a part of the path is not a folder"
        case .fileNotRegular: "it is not a regular file (a FIFO, a socket or a device)"
        case .fileDanglingLink: "it is a symbolic link to nothing"
        case .workerCannotStart(let reason): "cannot start a worker process (\(reason))"
        case .workerCannotCreatePipe(let reason): "cannot create a pipe to a worker process (\(reason))"
        case .workerMalformedShare: "the parent process sent a malformed share of the plan"
        case .workerInternal: "--worker is internal: spec-runner starts its own workers with --jobs"
        case .workerWireVersion(let runner, let worker):
            "the runner speaks version \(runner) of the worker protocol and its worker version \(worker): the "
                + "executable was replaced during the run"
        case .workerEndedOutsideScenario(let worker, let exit): "worker \(worker) ended outside any scenario: \(exit)"
        case .workerExitStatus(let code): "exited with status \(code)"
        case .workerSignal(let number, let name): "signal \(number) (\(name))"
        case .workerInterrupted(let worker, let signal):
            "worker \(worker) received \(signal), sent to it and not to the runner: the scenario it was running did not "
                + "finish and fails the run; the rest of its share ran in a new worker"
        case .workerSilent(let worker, let timeout, let grace):
            "worker \(worker) sent nothing for longer than --timeout \(timeout) and \(grace) s more, so it was killed (a "
                + "BeforeAll or AfterAll hook that does not end, or a worker stopped or stuck at its start); its "
                + "scenarios did not run"
        case .runEndedWithoutFinishing:
            "the run ended before it finished: code of a step or hook ended the process with status 0 (with _exit, "
                + "for example), so no report says what was checked"
        case .runEndedWithoutFinishingHint:
            "the run counts as failed; run it again with --jobs 1 to have the step that ended it named"
        case .threadsUnavailable(let needed, let limit):
            "cannot start the run: the system would not make the \(needed) threads a run needs (the limit on this "
                + "user's processes, ulimit -u, is \(limit))"
        case .threadsUnavailableHint: "raise the limit (ulimit -u) or end other processes of this user"
        case .runInterrupted(let signal): "interrupted by \(signal): scenarios not finished are not run"
        case .runSignalReceived(let signal):
            "\(signal) received: stopping after the current step; send it again to quit at once"
        case .crashNoteInScenario(let place): "the run crashed in the scenario at \(place)"
        case .crashNote: "the run crashed"
        case .crashNoteAdvice:
            "Run with --jobs 1 to report a crash as the failure of its scenario and go on with the rest."
        case .dialectsTitle(let code):
            "Gherkin languages: write \"# language: \(code)\" on a feature file's first line."
        case .dialectsCode: "CODE"
        case .dialectsName: "NAME"
        case .dialectsNative: "NATIVE NAME"
        case .dialectKeywordsTitle(let name, let native, let code):
            "Gherkin keywords in \(name) (\(native)): a feature file written in it starts with \"# language: \(code)\"."
        case .dialectKeywordsNote(let keyword):
            "Title keywords end with a colon (\(keyword):); a step keyword is followed by the step's text."
        case .dialectKeywordsNoteStar(let keyword):
            "Title keywords end with a colon (\(keyword):); a step keyword is followed by the step's text, and * can stand for any of them."
        case .historyUnreadable(let reason): "cannot read the history file: \(reason)"
        case .historyUnreadableHint: "check its permissions"
        case .historyNotHistory(let reason): "not a spec-runner history file: \(reason)"
        case .historyOtherFormat(let format): "its format is \"\(format)\""
        case .historyNewer(let version): "the history was written by a newer spec-runner (version \(version))"
        case .historyNewerHint: "update spec-runner, or give another --history file"
        case .historyBadResult(let run, let value, let key):
            "run \(run): \"\(value)\" is not a result (scenario \(key))"
        case .historyCannotWrite(let reason): "cannot write the history file: \(reason)"
        case .historyHint: "give --history a file spec-runner wrote, or a new path to start a history"
        case .historyMissingKey(let key, let place): "\(key) is missing\(place)"
        case .historyAt(let path): " at \(path)"
        case .historyUnexpectedValue(let place): "unexpected value\(place)"
        case .historyNotJSON: "it is not JSON"
        case .historyUnexpectedContent: "unexpected content"
        case .historyOutOfRange(let run, let field, let value):
            "run \(run): \(field) is \(value), not a percentage from 0 to 100"
        case .stepTableWithoutParameter:
            "the step has a data table but the step definition has no parameter for it: add a last parameter of type "
                + "DataTable"
        case .stepDocStringWithoutParameter:
            "the step has a doc string but the step definition has no parameter for it: add a last parameter of type "
                + "DocString (or String)"
        case .stepArgumentType(let position, let value, let type):
            "argument \(position) is \(value) but the closure takes \(type)"
        case .stepArgumentMissing(let position, let type):
            "argument \(position) is missing (its group did not match) but the closure takes \(type)"
        case .stepTableButParameter(let type): "the step has a data table but the closure's last parameter is \(type)"
        case .stepDocStringButParameter(let type):
            "the step has a doc string but the closure's last parameter is \(type)"
        case .stepNoArgumentButParameter(let type):
            "the closure's last parameter is \(type) but the step has no data table or doc string"
        case .dataTableRowCells(let row, let cells):
            "row \(row) of the data table has \(cells) cells; keyValues() needs 2"
        case .dataTableRepeatedKey(let key): "the data table repeats the key \"\(key)\""
        case .stepCodeExitedIn(let step):
            "step code ended the process (exit) while running the \(step): a step must not end the process, so the run "
                + "fails"
        case .stepCodeExited:
            "step code ended the process (exit) during the run: a step must not end the process, so the run fails"
        case .bazelShardOverridden(let given, let bazel): "--shard \(given) overrides Bazel's shard \(bazel)"
        case .mcpListStepsTool:
            "Lists the step definitions the features can use: each expression, its one-line description, its "
                + "parameter types and the Swift file and line defining it."
        case .mcpCheckFeatureTool:
            "Checks a draft feature file given as text, without running it or writing anything: the diagnostics "
                + "the runner gives (parse errors, misspelt keywords, undefined or ambiguous steps, lost content, "
                + "placeholders naming no column) and the coverage gate's verdict."
        case .mcpRunScenariosTool:
            "Runs chosen scenarios (by file and line, or by name) in a separate process and returns each one's "
                + "status, and for a failure the step that failed and its message."
        case .mcpSuggestStepsTool:
            "Proposes the existing step definitions closest to a sentence, closest first (the runner's «did you "
                + "mean»), or the one it already matches."
        case .mcpFilterArgument: "Only the definitions whose expression or description contains this text."
        case .mcpTextArgument: "The feature file's text (Gherkin)."
        case .mcpPathArgument:
            "The file's path relative to the package (Features/new.feature); without text, the file is read."
        case .mcpCoverageMinArgument: "The gate's minimum percentage of bound scenarios (100 unless given)."
        case .mcpLocationsArgument: "Feature files or folders, each with an optional :LINE (Features/login.feature:12)."
        case .mcpNameArgument: "A regular expression the scenarios' names must match."
        case .mcpSentenceArgument: "A step's text, with or without its keyword."
        case .mcpUnknownTool(let name): "unknown tool: \(name)"
        case .mcpMissingArgument(let name): "the argument \(name) is missing or not of its type"
        case .mcpOutsidePackage(let path):
            "\(path) is outside the package: the server reads and runs files of its working directory only"
        case .mcpUnreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .mcpNothingToRun: "nothing to run: give locations, a name, or both"
        case .mcpRunNotStarted(let reason): "the run could not start: \(reason)"
        case .mcpRunWithoutReport(let status): "the run ended with status \(status) and no report"
        case .mcpNoProblems: "No problems found."
        case .draftDoesNotParse: "Coverage gate failed: the file does not parse, so none of its scenarios runs"
        case .mcpSentenceMatches(let expression): "The sentence is already a step: it matches «\(expression)»."
        case .mcpNoCloseSteps: "No step definition reads like it: it would be a new step."
        case .mcpClosestSteps: "Closest step definitions:"
        case .mcpStepsListed(let count): count == "1" ? "1 step definition" : "\(count) step definitions"
        }
    }
}
