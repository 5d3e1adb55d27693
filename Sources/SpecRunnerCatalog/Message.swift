// swift-format-ignore-file: OneCasePerLine
// The cases are an index of the runner's texts, read by topic: several a line, as many as fit.

/// One human-facing text of the runner, with the values it words: `.gateFailed(bound: "50%", minimum: "80%")`.
///
/// Each language's catalog words every case in one exhaustive `switch` (`MessageCatalog+English`), so a text a
/// language lacks, or a value a caller forgets, is a compile error. A count that chooses between singular and
/// plural travels as an `Int` (`.scenarioCount(count: 3)`); every other value is the text as the caller formats it.
package enum Message: Sendable {
    // Statuses, as the counts write them.
    case statusPassed(count: Int), statusFailed(count: Int), statusAmbiguous(count: Int), statusUndefined(count: Int)
    case statusPending(count: Int), statusSkipped(count: Int), statusUnknown(count: Int)
    // The summary.
    case failingScenarios, scenarioCount(count: Int), stepCount(count: Int), flakyCount(count: Int)
    case flakyScenarios, flakyRuns(passed: Int, total: Int, failed: Int, runs: String)
    case notRunCount(count: Int), coverageBound(bound: String, total: String, percent: String)
    case coveragePassed(passing: String, total: String, percent: String), gateHeld(minimum: String)
    case gateFailed(bound: String, minimum: String)
    case gateFailedError(bound: String, total: String, percent: String, minimum: String), scenariosNotBound
    case coverageBy(group: String), coverageByFeature, coverageByRule, coverageByTag
    case groupBound(name: String, bound: String, total: String, percent: String)
    case groupPassed(passing: String, total: String, percent: String), dryRunPendingNote, warningsBeforeRun(count: Int)
    case unusedDefinitions, randomizedOrder(order: String), dryRunNote, finishedIn(duration: String)
    case undefinedStep(step: String), undefinedStepAt(place: String), typographicQuotesHint, didYouMean, implementItWith
    case lostText(counts: String, places: String), lostScenarios(count: Int), lostSteps(count: Int)
    case lostExamples(count: Int), lostLines(count: Int), lostPlaceholders(count: Int), lostEmptyExamples(count: Int)
    case lostUnusedColumns(count: Int), lostFiles(count: Int), lostTags(count: Int)
    // Reasons a scenario is not bound.
    case noStepsReason, undefinedStepReason(step: String, place: String)
    case ambiguousStepReason(step: String, place: String, definitions: String)
    case pendingStepReason(step: String, place: String)
    // How a step's code failed, as the runtime words it.
    case expectExpected(expected: String), expectGot(actual: String), expectAt(place: String)
    case stepThrewUndescribedError(error: String), stepTimedOut(seconds: String), stepNotRunInterrupted
    case stepNotFinishedInterrupted, stepNotRunWorkerSignal(signal: String), stepNotFinishedWorkerSignal(signal: String)
    case aSignal, stepAt(place: String), hookAt(place: String), definitionAt(place: String)
    case stepIgnoredTimeout(what: String, seconds: String, grace: String)
    case runHookIgnoredTimeout(seconds: String, grace: String), workerKilledAfterTimeout(seconds: String, grace: String)
    case workerCrashedInScenario(exit: String), workerCrashedInStep(exit: String)
    // The verdict.
    case verdictDryRunGreen, verdictGreen, verdictNotPassed(count: Int), verdictUnbound(count: Int, total: String)
    case verdictStepless(count: Int), verdictLost(count: Int), verdictNotGreenYet, verdictDryRunList(reasons: String)
    case verdictList(reasons: String)
    // Pretty and progress.
    case hook(kind: String), beforeAllHook, afterAllHook, beforeHook, afterHook, attempt(number: String)
    case repetition(number: Int, total: Int)
    case stepDefinition(place: String), retrying, attached(what: String)
    case ambiguousMatches(text: String, definitions: String), failures, progressCounter(finished: String, total: String)
    case progressNotPassed(notPassed: String), listSeparator, listLastSeparator
    // Diagnostics.
    case error, warning, hint, moreParseErrors(count: Int)
    // Gherkin's advice, with the keywords of the file's dialect.
    case ghFeatureFirst(keyword: String), ghExpected(expected: String), ghDidYouMeanKeyword(keyword: String)
    case ghDialect(name: String, code: String)
    case ghOtherDialect(keyword: String, dialects: String, notIn: String, code: String, keywordHere: String)
    case ghOtherDialects(keyword: String, dialects: String, notIn: String, code: String, keywordHere: String)
    case ghMisplacedKeyword(keyword: String, expectation: String), ghUnclosedDocString, ghEndsEarly(expectation: String)
    case ghCellCount, ghCellCountFound(count: Int, expected: String), ghRowNotClosed, ghLanguageCodes
    case ghDidYouMeanCodes(codes: String), ghTagWithWhitespace, ghInvalidUTF8, ghEndOfFile, ghTags
    case ghLine(keywords: String), ghStep(keywords: String), ghDocString, ghTableRow, ghFreeText
    // The description lint: lines meant as Gherkin that read as description.
    case lintReadAsDescription, lintExamplesAsScenario, lintExamplesAsScenarioHint(examples: String, scenario: String)
    case lintStepOutsideScenario(step: String, scenarioKeyword: String)
    case lintStepWithoutKeyword(step: String, ways: String), lintMisspeltStep(meant: String)
    case lintDidYouMeanStep(step: String), lintUseKeyword(own: String)
    case lintForeignKeyword(word: String, in: String, notIn: String, hint: String, code: String)
    case lostTitleReason(place: String, text: String), lostStepReason(place: String, text: String)
    case lostExamplesReason(place: String, text: String), lostLineReason(place: String, text: String)
    case lostPlaceholderReason(place: String, text: String), lostEmptyExamplesReason(place: String, text: String)
    case lostUnusedColumnReason(place: String, text: String), lostFileReason(place: String)
    case lostTagReason(place: String, tag: String), lintInvisibleSpace(name: String, meant: String)
    case lintListMarker(mark: String, meant: String), lintGluedKeyword(keyword: String, meant: String)
    case outlineNoExamples(placeholder: String), outlineNoExamplesHint(examplesKeyword: String), outlineNoRows
    case outlineNoRowsHint, outlineUnknownColumn(name: String, line: String)
    case outlineUnknownColumnHint(column: String, columns: String), outlineUnusedColumn(column: String)
    case outlineUnusedColumnHint(column: String)
    // Finding and selecting the feature files.
    case loadLineSelectsNothing(line: String), loadLineHint, loadScenarioLines(lines: String)
    case loadCannotReadFile(reason: String), loadPathHint, loadNotAFileOrFolder, loadNoFeatureFiles
    case loadNoFeatureFilesHint, loadSymlinkLoop, loadCannotReadFolder(reason: String), loadBrokenSymlink
    case loadUnreadFeatureFile, loadUnreadFeatureFileHint(meant: String), runTagInNoFile(name: String)
    case pluginToolUsage, pluginToolCannotWrite(reason: String)
    case pluginTagsCollide(tag: String, other: String, name: String)
    case runTagNearMissHint(tag: String), runNoScenarios, runNoScenariosSelectionHint, runNoScenariosHint
    case runStopped(message: String), runInvalidTags(text: String, reason: String), runTagsHint
    case runInvalidName(pattern: String, reason: String), runOneStandardOutput(formats: String)
    case runOneStandardOutputHint, runFormatNoFile(name: String), runFormatNoFileHint(name: String)
    case runUnknownFormat(name: String), runFormatsList(formats: String)
    // The usage report.
    case usageTitle, usageCounts(definitions: String, matches: String), usageDryRun, usageMatched(count: Int)
    case usageAmbiguous(count: Int), usageRan(count: Int), usageMean(mean: String)
    case usageMax(longest: String, place: String), usageUnused, usageSlowest
    // --watch.
    case watchAll, watchStoppedPassed, watchStoppedFailed, watchRunning(label: String), watchCannotStart(error: String)
    case watchPassed, watchFailed, watchInterrupted, watchCouldNotRun(status: String)
    case watchDone(verdict: String, seconds: String)
    // The command line and the profile file.
    case help, usageTakesNoValue(option: String), usageUnknownOption(option: String), usageNeedsValue(option: String)
    case usageSeeHelp, usageInvalid(option: String, value: String), usageOrderHint, usageShardHint, usageCoverageHint
    /// A value must be one of `choices` (listed in the output language, e.g. `feature or rule`).
    case usageOneOfHint(choices: String)
    case usageTimeoutHint(longest: String), usageCountHint, usageRerunUnreadable(path: String)
    case usageRepeatHint, usageRepeatWithRetry, usageRepeatWithRetryHint
    case usageRerunHint(path: String), usageJobsHint(maximum: String), usageInvalidLine(line: String, argument: String)
    case usageLineHint(path: String), usageUnknownDialect(option: String, code: String), usageDialectsHint
    case nothingToRerun(listed: String), didYouMeanValue(values: String), langUnknown(value: String)
    case langHint(languages: String), profileBadSection, profileSectionHint, profileBadLine, profileLineHint
    case profileUnknownKey(key: String), profileKeysHint(keys: String), profileKeyOutsideProfile(key: String)
    case profileBadFlag(key: String, value: String), profileFlagHint(key: String)
    case profileUnknown(name: String, path: String), profileDefined(names: String)
    case profileNoFile(name: String, fileName: String), profileNoFileHint(fileName: String)
    case profileUnreadable(reason: String), profileUnreadableHint(path: String), profileNotUTF8
    case usageShardTimingsNeedShard, usageShardTimingsHint, usageHTMLOnly(option: String), usageHTMLOnlyHint
    // `link = PATTERN TEMPLATE` (--link): a tag pattern and its story's address.
    case linkNotPatternAndTemplate, linkPatternWithoutAt(pattern: String), linkInvalidPattern(pattern: String)
    case linkNotWebAddress(template: String), linkBadPlaceholder, linkUnknownGroup(number: String, groups: String)
    case linkHint, linkPlaceholderHint
    // The CI reports: GitHub annotations and the job summary.
    case ciStepTitle(status: String, scenario: String), ciHookTitle(hook: String, status: String, scenario: String)
    case ciGateTitle, ciFeatureWarningTitle, ciFeatureErrorTitle, ciStepColumn, ciTotal, ciMoreScenarios(count: Int)
    // The HTML report's chrome (HTMLReportText).
    case htmlTitle, htmlDryRunNotice, htmlRunError, htmlScenarios, htmlSteps, htmlDuration, htmlStarted
    case htmlStatusPluralPassed, htmlStatusPluralFailed, htmlStatusPluralAmbiguous, htmlStatusPluralUndefined
    case htmlStatusPluralPending, htmlStatusPluralSkipped, htmlStatusPluralUnknown, htmlStatusSingularPassed
    case htmlStatusSingularFailed, htmlStatusSingularAmbiguous, htmlStatusSingularUndefined, htmlStatusSingularPending
    case htmlStatusSingularSkipped, htmlStatusSingularUnknown, htmlFlaky, htmlFlakyPlural, htmlNotRun, htmlNotRunPlural
    case htmlFlakyRepeated(runs: String)
    case htmlFailingScenarios, htmlCoverage, htmlBound, htmlPassing, htmlGateHeld, htmlGateFailed, htmlByFeature
    case htmlByRule, htmlByTag, htmlName, htmlUnbound, htmlUnusedDefinitions, htmlRunHooks, htmlBeforeHook
    // The per-story view: the stories the linked tags name (`link = …`).
    case htmlStories, htmlStory, htmlStoryCount(count: Int), htmlNotImplemented, htmlStoryScenarios
    case htmlAfterHook, htmlStepDefinition, htmlAttempt, htmlEarlierAttempts, htmlAttachment, htmlDownload
    case htmlUndefinedStep, htmlAmbiguousStep, htmlPendingStep, htmlNoSteps, htmlWarnings, htmlErrors, htmlUnreadable
    case htmlImplementWith, htmlShow, htmlShowAll, htmlShowProblems, htmlGeneratedBy, htmlNoScenarios, htmlContents
    case htmlFilters, htmlSearch, htmlSearchHint, htmlTagExpression, htmlTagExpressionHint, htmlTagError
    case htmlTagReasonsOperand, htmlTagReasonsOperator, htmlTagReasonsOpen, htmlTagReasonsClose, htmlTagReasonsEscape
    case htmlStatus, htmlNotBound, htmlClearFilters, htmlShownTemplate, htmlTheme, htmlExamplesRow, htmlSavedBeside
    case htmlHistory, htmlTrend, htmlCoverageDetail, htmlRecentResults, htmlUnstable
    case htmlOf(part: String, whole: String), htmlTrendRuns(runs: String)
    // Report files, step definitions, expressions, steps, merge, shards, Bazel.
    case reportCannotWrite(reason: String), reportIsFolder, reportIsFolderHint, reportOnReadOnlySystem, reportReadOnly
    case reportReadOnlyHint(path: String), reportNotAFolder(folder: String), reportLeftAsItWas(reason: String)
    case reportFolderNotWritable(folder: String), reportLinkedFolderNotWritable, reportFolderNotWritableHint
    case reportNoFolder(folder: String), reportNoFolderHint(folder: String), reportPermissionDenied
    case reportFileSystemReadOnly, reportNoSpace, reportNameTooLong, reportLinkLoop, reportInputOutput
    case reportSystemError(reason: String, code: String)
    case reportSameFileTwice(format: String, otherFormat: String, same: String), reportSameFileTwiceHint(format: String)
    case reportIsFeatureFile(path: String), reportIsFeatureFolder(path: String), reportOverwritesSpecificationHint
    case supportUndefinedParameterType(expression: String, name: String), reportIsProfiles(path: String)
    case reportIsHistory(path: String), reportIsShardTimings(path: String), reportIsShard(path: String)
    case reportOverwritesInputHint, outputCannotWrite(what: String, reason: String)
    case supportInvalidHookTags(expression: String, reason: String)
    case supportArgumentCount(count: Int, expression: String, parameters: String), supportArgumentCountEnd
    case supportArgumentType(
        position: String, type: String, parameterType: String, expression: String, produced: String)
    case supportLastArgument(name: String), exprProblemAt(expression: String, column: String, problem: String)
    case exprCantEscape, exprCantEscapeHint, exprEndEscaped, exprEndEscapedHint
    case exprNotClosed(symbol: String, closing: String), exprNotClosedHint(symbol: String), exprAlternationInOptional
    case exprEmptyAlternative, exprOptionalsOnlyAlternative, exprEmptyOptional, exprParameterInOptional
    case exprOptionalInOptional, exprBadParameterName, exprEscapeSlashHint, exprEscapeParenthesisHint
    case exprEscapeBraceHint, exprBadParameterTypeName(name: String), exprBadParameterNameHint
    case exprUndefinedParameterType(quoted: String, name: String), exprDefineItHint(name: String)
    case exprDuplicateParameterType(name: String), exprDuplicateParameterTypeHint, exprTwoPreferential(regexp: String)
    case exprTwoPreferentialHint, exprAmbiguousParameterType(regexp: String, listed: String), exprAmbiguousHint
    case exprInvalidRegularExpression(pattern: String), exprTransformFailed(name: String, text: String)
    case tagIllegalEscape(scalar: String), tagEscapeAtEnd, stepsUnknownOption(argument: String), stepsUsageHint
    case mergeNoOption(option: String), mergeNeedsFiles, mergeUsageHint(options: String), mergeNotRun(count: Int)
    case mergeNotRunHint, mergeMissingShards(count: Int, shards: String), mergeMissingShardsHint
    case mergeDifferentFiles(shard: String, other: String, uri: String), mergeDifferentFilesHint
    case mergeDifferentVersions(shard: String, other: String, uri: String), mergeDifferentVersionsHint
    case mergeDifferentSupport(shard: String, other: String), mergeDifferentSupportHint
    case mergeRanTwice(place: String, name: String, shard: String, otherShard: String), mergeRanTwiceHint
    case mergeOtherSupport(shard: String), mergeSameRunnerHint, mergeSourceDoesNotParse(uri: String)
    case mergeSourceDoesNotParseHint, mergeCannotRead(path: String), mergeCannotReadHint, mergeNotEnvelope
    case mergeNDJSONHint, mergeNotStarted(path: String), mergeNotStartedHint, mergeNotFinished(path: String)
    case mergeNotFinishedHint, mergeUnreadableMessage(type: String), mergeUnannouncedPickle(pickle: String)
    case mergeUnannounced(type: String, what: String, id: String), mergeOtherSteps(place: String), mergeWhatTestCase
    case mergeWhatAttempt, mergeWhatStep, mergeWhatPickle, shardTimingsUnreadable(path: String)
    case shardTimingsEmpty(path: String), shardTimingsHint, bazelInvalidShard(index: String, total: String), bazelUnset
    case bazelInvalidShardHint, gherkinUsage, gherkinUnknownOption(option: String), gherkinNeedsFiles
    case gherkinCannotRead(path: String, reason: String), gherkinNoSuchFile, gherkinDirectory, gherkinNotReadable
    case lspUndefinedStep, lspAbsent, lspAsType(type: String), lspDefinedAt(place: String), lspAmbiguousStep
    case lspDefinitionAt(expression: String, place: String), lspDefineStep(snippet: String), lspCannotBeStarted
    case lspCrashed, lspCannotStart(executable: String, error: String), lspSignal(number: String)
    case lspStatus(status: String), lspServerEnded(how: String), lspExecutableChanged, lspParseError(reason: String)
    case lspNotAHeader, lspNoContentLength, lspSeveralContentLengths, lspInvalidContentLength
    case lspTooLong(maximum: String), lspHeaderTooLong(maximum: String), lspNotAnObject
    // Running from the editor, renaming a step (issue 37).
    case lspRunLens, lspRunUnsaved, lspRunCancelled, lspRunCouldNotRun(status: String, error: String)
    case lspRunArguments, lspRunNotAFile, lspUnknownCommand(command: String)
    case lspRenameNotBound, lspRenameKeepArguments(arguments: String), lspRenameUseCannotKeep(place: String)
    case completionSampleText, completionSampleWord
    case rpcNoMethod, rpcMethodNotFound(method: String), rpcInternalError(reason: String), rpcShuttingDown
    case rpcDocumentNotOpen(uri: String), rpcNoPosition, rpcObjectExpected, rpcStringExpected, rpcNotAnObject
    case rpcNoToolName
    case diffUnknownOption(option: String), diffNeedsRevision, diffUsageHint, diffNothing(revision: String)
    case diffTitle(revision: String), diffAdded(name: String, place: String), diffRemoved(name: String, place: String)
    case diffChanged(name: String, place: String), diffRowChanged(name: String, place: String)
    case diffRenamed(name: String, place: String, old: String), diffMoved(name: String, place: String, old: String)
    case diffTotals(added: String, changed: String, renamed: String, moved: String, removed: String)
    case diffGitFailed(reason: String), diffGitHint, changedSinceNothing(revision: String)
    case quickFixReplace(text: String), quickFixStraightenQuotes, quickFixAddLanguage(line: String)
    case editorUndefinedStep(text: String), editorDidYouMean(expressions: String), editorImplementHint
    case editorAmbiguousStep(matches: String, places: String), fsNoSuchFile, fsNotDirectory, fileNotRegular
    case fileDanglingLink
    // Worker processes, interruptions and crashes: the run's own errors, for people.
    case workerCannotStart(reason: String), workerCannotCreatePipe(reason: String), workerMalformedShare, workerInternal
    case workerWireVersion(runner: String, worker: String)
    case workerEndedOutsideScenario(worker: String, exit: String), workerExitStatus(code: String)
    case workerSignal(number: String, name: String), workerInterrupted(worker: String, signal: String)
    case runEndedWithoutFinishing, runEndedWithoutFinishingHint, threadsUnavailable(needed: Int, limit: String)
    case threadsUnavailableHint
    case workerSilent(worker: String, timeout: String, grace: String), runInterrupted(signal: String)
    case runSignalReceived(signal: String), crashNoteInScenario(place: String), crashNote, crashNoteAdvice
    case dialectsTitle(code: String), dialectsCode, dialectsName, dialectsNative
    case dialectKeywordsTitle(name: String, native: String, code: String), dialectKeywordsNote(keyword: String)
    case dialectKeywordsNoteStar(keyword: String)
    // The --history file's problems.
    case historyUnreadable(reason: String), historyUnreadableHint, historyNotHistory(reason: String)
    case historyOtherFormat(format: String), historyNewer(version: String), historyNewerHint
    case historyBadResult(run: String, value: String, key: String), historyCannotWrite(reason: String), historyHint
    case historyMissingKey(key: String, place: String), historyAt(path: String), historyUnexpectedValue(place: String)
    case historyNotJSON, historyUnexpectedContent, historyOutOfRange(run: String, field: String, value: String)
    // A step closure's arguments, a data table's pairs, a step that ends the process, Bazel's shard.
    case stepTableWithoutParameter, stepDocStringWithoutParameter
    case stepArgumentType(position: String, value: String, type: String)
    case stepArgumentMissing(position: String, type: String), stepTableButParameter(type: String)
    case stepDocStringButParameter(type: String), stepNoArgumentButParameter(type: String)
    case dataTableRowCells(row: String, cells: String), dataTableRepeatedKey(key: String)
    case stepCodeExitedIn(step: String), stepCodeExited, bazelShardOverridden(given: String, bazel: String)
    // `spec-runner mcp`: its tools, their arguments, and what it answers.
    case mcpListStepsTool, mcpCheckFeatureTool, mcpRunScenariosTool, mcpSuggestStepsTool, mcpFilterArgument
    case mcpTextArgument, mcpPathArgument, mcpCoverageMinArgument, mcpLocationsArgument, mcpNameArgument
    case mcpSentenceArgument, mcpUnknownTool(name: String), mcpMissingArgument(name: String)
    case mcpOutsidePackage(path: String), mcpUnreadable(path: String, reason: String), mcpNothingToRun
    case mcpRunNotStarted(reason: String), mcpRunWithoutReport(status: String), mcpNoProblems, draftDoesNotParse
    case mcpSentenceMatches(expression: String), mcpNoCloseSteps, mcpClosestSteps, mcpStepsListed(count: String)
}
