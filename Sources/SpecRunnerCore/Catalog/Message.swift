/// One human-facing text of the runner, with the values it words: `.gateFailed(bound: "50%", minimum: "80%")`.
///
/// Each language's catalog words every case in one exhaustive `switch` (`MessageCatalog+English`), so a text a
/// language lacks, or a value a caller forgets, is a compile error. A count that chooses between singular and
/// plural travels as an `Int` (`.scenarioCount(count: 3)`); every other value is the text as the caller formats it.
package enum Message: Sendable {
    // Statuses, as the counts write them.
    case statusPassed(count: Int)
    case statusFailed(count: Int)
    case statusAmbiguous(count: Int)
    case statusUndefined(count: Int)
    case statusPending(count: Int)
    case statusSkipped(count: Int)
    case statusUnknown(count: Int)
    // The summary.
    case failingScenarios
    case scenarioCount(count: Int)
    case stepCount(count: Int)
    case flakyCount(count: Int)
    case notRunCount(count: Int)
    case coverageBound(bound: String, total: String, percent: String)
    case coveragePassed(passing: String, total: String, percent: String)
    case gateHeld(minimum: String)
    case gateFailed(bound: String, minimum: String)
    case gateFailedError(bound: String, total: String, percent: String, minimum: String)
    case scenariosNotBound
    case coverageBy(group: String)
    case coverageByFeature, coverageByRule, coverageByTag
    case groupBound(name: String, bound: String, total: String, percent: String)
    case groupPassed(passing: String, total: String, percent: String)
    case dryRunPendingNote
    case warningsBeforeRun(count: Int)
    case unusedDefinitions
    case randomizedOrder(order: String)
    case dryRunNote
    case finishedIn(duration: String)
    case undefinedStep(step: String)
    case undefinedStepAt(place: String)
    case typographicQuotesHint, didYouMean, implementItWith
    case lostText(counts: String, places: String)
    case lostScenarios(count: Int)
    case lostSteps(count: Int)
    case lostExamples(count: Int)
    case lostLines(count: Int)
    case lostPlaceholders(count: Int)
    case lostEmptyExamples(count: Int)
    case lostUnusedColumns(count: Int)
    case lostFiles(count: Int)
    case lostTags(count: Int)
    // Reasons a scenario is not bound.
    case noStepsReason
    case undefinedStepReason(step: String, place: String)
    case ambiguousStepReason(step: String, place: String, definitions: String)
    case pendingStepReason(step: String, place: String)
    // How a step's code failed, as the runtime words it.
    case expectExpected(expected: String)
    case expectGot(actual: String)
    case expectAt(place: String)
    case stepThrewUndescribedError(error: String)
    case stepTimedOut(seconds: String)
    case stepNotRunInterrupted, stepNotFinishedInterrupted
    case stepNotRunWorkerSignal(signal: String)
    case stepNotFinishedWorkerSignal(signal: String)
    case aSignal
    case stepAt(place: String)
    case hookAt(place: String)
    case definitionAt(place: String)
    case stepIgnoredTimeout(what: String, seconds: String, grace: String)
    case runHookIgnoredTimeout(seconds: String, grace: String)
    case workerKilledAfterTimeout(seconds: String, grace: String)
    case workerCrashedInScenario(exit: String)
    case workerCrashedInStep(exit: String)
    // The verdict.
    case verdictDryRunGreen, verdictGreen
    case verdictNotPassed(count: Int)
    case verdictUnbound(count: Int, total: String)
    case verdictStepless(count: Int)
    case verdictLost(count: Int)
    case verdictNotGreenYet
    case verdictDryRunList(reasons: String)
    case verdictList(reasons: String)
    // Pretty and progress.
    case hook(kind: String)
    case beforeAllHook, afterAllHook, beforeHook, afterHook
    case attempt(number: String)
    case stepDefinition(place: String)
    case retrying
    case attached(what: String)
    case ambiguousMatches(text: String, definitions: String)
    case failures
    case progressCounter(finished: String, total: String)
    case progressNotPassed(notPassed: String)
    case listSeparator, listLastSeparator
    // Diagnostics.
    case error, warning, hint
    case moreParseErrors(count: Int)
    // Gherkin's advice, with the keywords of the file's dialect.
    case ghFeatureFirst(keyword: String)
    case ghExpected(expected: String)
    case ghDidYouMeanKeyword(keyword: String)
    case ghDialect(name: String, code: String)
    case ghOtherDialect(keyword: String, dialects: String, notIn: String, code: String, keywordHere: String)
    case ghOtherDialects(keyword: String, dialects: String, notIn: String, code: String, keywordHere: String)
    case ghMisplacedKeyword(keyword: String, expectation: String)
    case ghUnclosedDocString
    case ghEndsEarly(expectation: String)
    case ghCellCount
    case ghCellCountFound(count: Int, expected: String)
    case ghRowNotClosed, ghLanguageCodes
    case ghDidYouMeanCodes(codes: String)
    case ghTagWithWhitespace, ghInvalidUTF8, ghEndOfFile, ghTags
    case ghLine(keywords: String)
    case ghStep(keywords: String)
    case ghDocString, ghTableRow, ghFreeText
    // The description lint: lines meant as Gherkin that read as description.
    case lintReadAsDescription, lintExamplesAsScenario
    case lintExamplesAsScenarioHint(examples: String, scenario: String)
    case lintStepOutsideScenario(step: String, scenarioKeyword: String)
    case lintStepWithoutKeyword(step: String, keywords: String)
    case lintMisspeltStep(meant: String)
    case lintDidYouMeanStep(step: String)
    case lintUseKeyword(keyword: String)
    case lintForeignKeyword(keyword: String, dialects: String, notIn: String, advice: String, code: String)
    case lostTitleReason(place: String, text: String)
    case lostStepReason(place: String, text: String)
    case lostExamplesReason(place: String, text: String)
    case lostLineReason(place: String, text: String)
    case lostPlaceholderReason(place: String, text: String)
    case lostEmptyExamplesReason(place: String, text: String)
    case lostUnusedColumnReason(place: String, text: String)
    case lostFileReason(place: String)
    case lostTagReason(place: String, tag: String)
    case lintInvisibleSpace(invisible: String, meant: String)
    case lintListMarker(markup: String, meant: String)
    case lintGluedKeyword(keyword: String, meant: String)
    case outlineNoExamples(placeholder: String)
    case outlineNoExamplesHint(examplesKeyword: String)
    case outlineNoRows, outlineNoRowsHint
    case outlineUnknownColumn(name: String, line: String)
    case outlineUnknownColumnHint(column: String, columns: String)
    case outlineUnusedColumn(column: String)
    case outlineUnusedColumnHint(column: String)
    // Finding and selecting the feature files.
    case loadLineSelectsNothing(line: String)
    case loadLineHint
    case loadScenarioLines(lines: String)
    case loadCannotReadFile(reason: String)
    case loadPathHint, loadNotAFileOrFolder, loadNoFeatureFiles, loadNoFeatureFilesHint, loadSymlinkLoop
    case loadCannotReadFolder(reason: String)
    case loadBrokenSymlink, loadUnreadFeatureFile
    case loadUnreadFeatureFileHint(meant: String)
    case runTagInNoFile(name: String)
    case runTagNearMissHint(tag: String)
    case runNoScenarios, runNoScenariosSelectionHint, runNoScenariosHint
    case runStopped(message: String)
    case runInvalidTags(text: String, reason: String)
    case runTagsHint
    case runInvalidName(pattern: String, reason: String)
    case runOneStandardOutput(formats: String)
    case runOneStandardOutputHint
    case runFormatNoFile(name: String)
    case runFormatNoFileHint(name: String)
    case runUnknownFormat(name: String)
    case runFormatsList(formats: String)
    // The usage report.
    case usageTitle
    case usageCounts(definitions: String, matches: String)
    case usageDryRun
    case usageMatched(count: Int)
    case usageAmbiguous(count: Int)
    case usageRan(count: Int)
    case usageMean(mean: String)
    case usageMax(longest: String, place: String)
    case usageUnused, usageSlowest
    // --watch.
    case watchAll, watchStoppedPassed, watchStoppedFailed
    case watchRunning(label: String)
    case watchCannotStart(error: String)
    case watchPassed, watchFailed, watchInterrupted
    case watchCouldNotRun(status: String)
    case watchDone(verdict: String, seconds: String)
    // The command line and the profile file.
    case help
    case usageTakesNoValue(option: String)
    case usageUnknownOption(option: String)
    case usageNeedsValue(option: String)
    case usageSeeHelp
    case usageInvalid(option: String, value: String)
    case usageOrderHint, usageShardHint, usageCoverageHint
    case usageTimeoutHint(longest: String)
    case usageCountHint
    case usageRerunUnreadable(path: String)
    case usageRerunHint(path: String)
    case usageJobsHint(maximum: String)
    case usageInvalidLine(line: String, argument: String)
    case usageLineHint(path: String)
    case usageUnknownDialect(option: String, code: String)
    case usageDialectsHint
    case nothingToRerun(listed: String)
    case didYouMeanValue(values: String)
    case langUnknown(value: String)
    case langHint(languages: String)
    case profileBadSection, profileSectionHint, profileBadLine, profileLineHint
    case profileUnknownKey(key: String)
    case profileKeysHint(keys: String)
    case profileKeyOutsideProfile(key: String)
    case profileBadFlag(key: String, value: String)
    case profileFlagHint(key: String)
    case profileUnknown(name: String, path: String)
    case profileDefined(names: String)
    case profileNoFile(name: String, fileName: String)
    case profileNoFileHint(fileName: String)
    case profileEntryInvalid(key: String, problem: String)
    case profileUnreadable(reason: String)
    case profileUnreadableHint(path: String)
    case profileNotUTF8, usageShardTimingsNeedShard, usageShardTimingsHint
    case usageHTMLOnly(option: String)
    case usageHTMLOnlyHint
    // The HTML report's chrome (HTMLReportText).
    case htmlTitle, htmlDryRunNotice, htmlRunError, htmlScenarios, htmlSteps, htmlDuration, htmlStarted
    case htmlStatusPluralPassed, htmlStatusPluralFailed, htmlStatusPluralAmbiguous, htmlStatusPluralUndefined
    case htmlStatusPluralPending, htmlStatusPluralSkipped, htmlStatusPluralUnknown, htmlStatusSingularPassed
    case htmlStatusSingularFailed, htmlStatusSingularAmbiguous, htmlStatusSingularUndefined, htmlStatusSingularPending
    case htmlStatusSingularSkipped, htmlStatusSingularUnknown, htmlFlaky, htmlFlakyPlural, htmlNotRun, htmlNotRunPlural
    case htmlFailingScenarios, htmlCoverage, htmlBound, htmlPassing, htmlGateHeld, htmlGateFailed, htmlByFeature
    case htmlByRule, htmlByTag, htmlName, htmlUnbound, htmlUnusedDefinitions, htmlRunHooks, htmlBeforeHook
    case htmlAfterHook, htmlStepDefinition, htmlAttempt, htmlEarlierAttempts, htmlAttachment, htmlDownload
    case htmlUndefinedStep, htmlAmbiguousStep, htmlPendingStep, htmlNoSteps, htmlWarnings, htmlErrors, htmlUnreadable
    case htmlImplementWith, htmlShow, htmlShowAll, htmlShowProblems, htmlGeneratedBy, htmlNoScenarios, htmlContents
    case htmlFilters, htmlSearch, htmlSearchHint, htmlTagExpression, htmlTagExpressionHint, htmlTagError
    case htmlTagReasonsOperand, htmlTagReasonsOperator, htmlTagReasonsOpen, htmlTagReasonsClose, htmlTagReasonsEscape
    case htmlStatus, htmlNotBound, htmlClearFilters, htmlShownTemplate, htmlTheme, htmlExamplesRow, htmlSavedBeside
    case htmlHistory, htmlTrend, htmlCoverageDetail, htmlRecentResults, htmlUnstable
    case htmlOf(part: String, whole: String)
    case htmlTrendRuns(runs: String)
    // Report files, step definitions, expressions, steps, merge, shards, Bazel.
    case reportCannotWrite(reason: String)
    case reportIsFolder, reportIsFolderHint, reportOnReadOnlySystem, reportReadOnly
    case reportReadOnlyHint(path: String)
    case reportNotAFolder(folder: String)
    case reportLeftAsItWas(reason: String)
    case reportFolderNotWritable(folder: String)
    case reportLinkedFolderNotWritable, reportFolderNotWritableHint
    case reportNoFolder(folder: String)
    case reportNoFolderHint(folder: String)
    case reportPermissionDenied, reportFileSystemReadOnly, reportNoSpace, reportNameTooLong, reportLinkLoop
    case reportInputOutput
    case reportSystemError(reason: String, code: String)
    case reportSameFileTwice(format: String, otherFormat: String, same: String)
    case reportSameFileTwiceHint(format: String)
    case reportIsFeatureFile(path: String)
    case reportIsFeatureFolder(path: String)
    case reportOverwritesSpecificationHint
    case supportUndefinedParameterType(expression: String, name: String)
    case reportIsProfiles(path: String)
    case reportIsHistory(path: String)
    case reportIsShardTimings(path: String)
    case reportIsShard(path: String)
    case reportOverwritesInputHint
    case outputCannotWrite(what: String, reason: String)
    case supportInvalidHookTags(expression: String, reason: String)
    case supportArgumentCount(count: Int, expression: String, parameters: String)
    case supportArgumentCountEnd
    case supportArgumentType(
        position: String, type: String, parameterType: String, expression: String, produced: String)
    case supportLastArgument(name: String)
    case exprProblemAt(expression: String, column: String, problem: String)
    case exprCantEscape, exprCantEscapeHint, exprEndEscaped, exprEndEscapedHint
    case exprNotClosed(symbol: String, closing: String)
    case exprNotClosedHint(symbol: String)
    case exprAlternationInOptional, exprEmptyAlternative, exprOptionalsOnlyAlternative, exprEmptyOptional
    case exprParameterInOptional, exprOptionalInOptional, exprBadParameterName, exprEscapeSlashHint
    case exprEscapeParenthesisHint, exprEscapeBraceHint
    case exprBadParameterTypeName(name: String)
    case exprBadParameterNameHint
    case exprUndefinedParameterType(quoted: String, name: String)
    case exprDefineItHint(name: String)
    case exprDuplicateParameterType(name: String)
    case exprDuplicateParameterTypeHint
    case exprTwoPreferential(regexp: String)
    case exprTwoPreferentialHint
    case exprAmbiguousParameterType(regexp: String, listed: String)
    case exprAmbiguousHint
    case exprInvalidRegularExpression(pattern: String)
    case exprTransformFailed(name: String, text: String)
    case tagIllegalEscape(scalar: String)
    case tagEscapeAtEnd
    case stepsUnknownOption(argument: String)
    case stepsUsageHint
    case mergeNoOption(option: String)
    case mergeNeedsFiles
    case mergeUsageHint(options: String)
    case mergeNotRun(count: Int)
    case mergeNotRunHint
    case mergeMissingShards(count: Int, shards: String)
    case mergeMissingShardsHint
    case mergeDifferentFiles(shard: String, other: String, uri: String)
    case mergeDifferentFilesHint
    case mergeDifferentVersions(shard: String, other: String, uri: String)
    case mergeDifferentVersionsHint
    case mergeDifferentSupport(shard: String, other: String)
    case mergeDifferentSupportHint
    case mergeRanTwice(place: String, name: String, shard: String, otherShard: String)
    case mergeRanTwiceHint
    case mergeOtherSupport(shard: String)
    case mergeSameRunnerHint
    case mergeSourceDoesNotParse(uri: String)
    case mergeSourceDoesNotParseHint
    case mergeCannotRead(path: String)
    case mergeCannotReadHint, mergeNotEnvelope, mergeNDJSONHint
    case mergeNotStarted(path: String)
    case mergeNotStartedHint
    case mergeNotFinished(path: String)
    case mergeNotFinishedHint
    case mergeUnreadableMessage(type: String)
    case mergeUnannouncedPickle(pickle: String)
    case mergeUnannounced(type: String, what: String, id: String)
    case mergeOtherSteps(place: String)
    case mergeWhatTestCase, mergeWhatAttempt, mergeWhatStep, mergeWhatPickle
    case shardTimingsUnreadable(path: String)
    case shardTimingsEmpty(path: String)
    case shardTimingsHint
    case bazelInvalidShard(index: String, total: String)
    case bazelUnset, bazelInvalidShardHint, gherkinUsage
    case gherkinUnknownOption(option: String)
    case gherkinNeedsFiles
    case gherkinCannotRead(path: String, reason: String)
    case gherkinNoSuchFile, gherkinDirectory, gherkinNotReadable, lspUndefinedStep, lspAbsent
    case lspAsType(type: String)
    case lspDefinedAt(place: String)
    case lspAmbiguousStep
    case lspDefinitionAt(expression: String, place: String)
    case lspDefineStep(snippet: String)
    case lspCannotBeStarted, lspCrashed
    case lspCannotStart(executable: String, error: String)
    case lspSignal(number: String)
    case lspStatus(status: String)
    case lspServerEnded(how: String)
    case lspExecutableChanged
    case lspParseError(reason: String)
    case lspNotAHeader, lspNoContentLength, lspSeveralContentLengths, lspInvalidContentLength
    case lspTooLong(maximum: String)
    case lspHeaderTooLong(maximum: String)
    case lspNotAnObject
    case editorUndefinedStep(text: String)
    case editorDidYouMean(expressions: String)
    case editorImplementHint
    case editorAmbiguousStep(matches: String, places: String)
    case fsNoSuchFile, fsNotDirectory, fileNotRegular, fileDanglingLink
    // Worker processes, interruptions and crashes: the run's own errors, for people.
    case workerCannotStart(reason: String)
    case workerCannotCreatePipe(reason: String)
    case workerMalformedShare, workerInternal
    case workerEndedOutsideScenario(worker: String, exit: String)
    case workerExitStatus(code: String)
    case workerSignal(number: String, name: String)
    case workerInterrupted(worker: String, signal: String)
    case workerSilent(worker: String, timeout: String, grace: String)
    case runInterrupted(signal: String)
    case runSignalReceived(signal: String)
    case crashNoteInScenario(place: String)
    case crashNote, crashNoteAdvice
    case dialectsTitle(code: String)
    case dialectsCode, dialectsName, dialectsNative
    case dialectKeywordsTitle(name: String, native: String, code: String)
    case dialectKeywordsNote(keyword: String)
    case dialectKeywordsNoteStar(keyword: String)
    // The --history file's problems.
    case historyUnreadable(reason: String)
    case historyUnreadableHint
    case historyNotHistory(reason: String)
    case historyOtherFormat(format: String)
    case historyNewer(version: String)
    case historyNewerHint
    case historyBadResult(run: String, value: String, key: String)
    case historyCannotWrite(reason: String)
    case historyHint
    case historyMissingKey(key: String, place: String)
    case historyAt(path: String)
    case historyUnexpectedValue(place: String)
    case historyNotJSON, historyUnexpectedContent
    case historyOutOfRange(run: String, field: String, value: String)
    // A step closure's arguments, a data table's pairs, a step that ends the process, Bazel's shard.
    case stepTableWithoutParameter, stepDocStringWithoutParameter
    case stepArgumentType(position: String, value: String, type: String)
    case stepArgumentMissing(position: String, type: String)
    case stepTableButParameter(type: String)
    case stepDocStringButParameter(type: String)
    case stepNoArgumentButParameter(type: String)
    case dataTableRowCells(row: String, cells: String)
    case dataTableRepeatedKey(key: String)
    case stepCodeExitedIn(step: String)
    case stepCodeExited
    case bazelShardOverridden(given: String, bazel: String)
}
