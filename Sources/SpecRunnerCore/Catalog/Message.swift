import CucumberMessages

/// The key of one human-facing text of the runner; every ``MessageCatalog`` translates every key.
///
/// A text is a template: `{0}`, `{1}`… stand for its arguments, and a text with a `|` has a singular form
/// before it and a plural one after it (``MessageCatalog/plural(_:_:_:)`` picks one by a count).
public enum Message: String, CaseIterable, Sendable {
    // Statuses, as the counts write them.
    case statusPassed, statusFailed, statusAmbiguous, statusUndefined, statusPending, statusSkipped, statusUnknown
    // The summary.
    case failingScenarios, scenarioCount, stepCount, flakyCount, notRunCount
    case coverageBound, coveragePassed, gateHeld, gateFailed, gateFailedError, scenariosNotBound, coverageBy
    case coverageByFeature, coverageByRule, coverageByTag, groupBound, groupPassed, dryRunPendingNote
    case warningsBeforeRun, unusedDefinitions, randomizedOrder, dryRunNote, finishedIn
    case undefinedStep, undefinedStepAt, typographicQuotesHint, didYouMean, implementItWith
    case lostText, lostScenarios, lostSteps, lostExamples, lostLines, lostPlaceholders, lostEmptyExamples,
        lostUnusedColumns
    case lostFiles, lostTags
    // Reasons a scenario is not bound.
    case noStepsReason, undefinedStepReason, ambiguousStepReason, pendingStepReason
    // How a step's code failed, as the runtime words it.
    case expectExpected, expectGot, expectAt, stepThrewUndescribedError, stepTimedOut, stepNotRunInterrupted
    case stepNotFinishedInterrupted, stepNotRunWorkerSignal, stepNotFinishedWorkerSignal, aSignal
    case stepAt, hookAt, definitionAt, stepIgnoredTimeout, runHookIgnoredTimeout
    case workerKilledAfterTimeout, workerCrashedInScenario, workerCrashedInStep
    // The verdict.
    case verdictDryRunGreen, verdictGreen, verdictNotPassed, verdictUnbound, verdictStepless, verdictLost
    case verdictNotGreenYet, verdictDryRunList, verdictList
    // Pretty and progress.
    case hook, beforeAllHook, afterAllHook, beforeHook, afterHook, attempt, stepDefinition, retrying, attached
    case ambiguousMatches, failures, progressCounter, progressNotPassed, listSeparator, listLastSeparator
    // Diagnostics.
    case error, warning, hint, moreParseErrors
    // Gherkin's advice, with the keywords of the file's dialect.
    case ghFeatureFirst, ghExpected, ghDidYouMeanKeyword, ghDialect, ghOtherDialect, ghOtherDialects
    case ghMisplacedKeyword, ghUnclosedDocString, ghEndsEarly, ghCellCount, ghCellCountFound, ghRowNotClosed
    case ghLanguageCodes, ghDidYouMeanCodes
    case ghTagWithWhitespace, ghInvalidUTF8, ghEndOfFile, ghTags, ghLine, ghStep, ghDocString, ghTableRow, ghFreeText
    // The description lint: lines meant as Gherkin that read as description.
    case lintReadAsDescription, lintExamplesAsScenario, lintExamplesAsScenarioHint, lintStepOutsideScenario
    case lintStepWithoutKeyword, lintMisspeltStep, lintDidYouMeanStep, lintUseKeyword, lintForeignKeyword
    case lostTitleReason, lostStepReason, lostExamplesReason, lostLineReason, lostPlaceholderReason,
        lostEmptyExamplesReason
    case lostUnusedColumnReason, lostFileReason, lostTagReason
    case lintInvisibleSpace, lintListMarker, lintGluedKeyword
    case outlineNoExamples, outlineNoExamplesHint, outlineNoRows, outlineNoRowsHint, outlineUnknownColumn
    case outlineUnknownColumnHint, outlineUnusedColumn, outlineUnusedColumnHint
    // Finding and selecting the feature files.
    case loadLineSelectsNothing, loadLineHint, loadScenarioLines, loadCannotReadFile, loadPathHint
    case loadNotAFileOrFolder, loadNoFeatureFiles, loadNoFeatureFilesHint, loadSymlinkLoop, loadCannotReadFolder
    case loadBrokenSymlink, loadUnreadFeatureFile, loadUnreadFeatureFileHint, runTagInNoFile, runTagNearMissHint
    case runNoScenarios, runNoScenariosSelectionHint, runNoScenariosHint
    case runStopped, runInvalidTags, runTagsHint, runInvalidName, runOneStandardOutput, runOneStandardOutputHint
    case runFormatNoFile, runFormatNoFileHint, runUnknownFormat, runFormatsList
    // The usage report.
    case usageTitle, usageCounts, usageDryRun, usageMatched, usageAmbiguous, usageRan, usageMean, usageMax
    case usageUnused, usageSlowest
    // --watch.
    case watchAll, watchStoppedPassed, watchStoppedFailed, watchRunning, watchCannotStart, watchPassed, watchFailed
    case watchInterrupted, watchCouldNotRun, watchDone
    // The command line and the profile file.
    case help, usageTakesNoValue, usageUnknownOption, usageNeedsValue, usageSeeHelp, usageInvalid, usageOrderHint
    case usageShardHint, usageCoverageHint, usageTimeoutHint, usageCountHint, usageRerunUnreadable, usageRerunHint
    case usageJobsHint
    case usageInvalidLine, usageLineHint, usageUnknownDialect, usageDialectsHint, nothingToRerun
    case didYouMeanValue, langUnknown, langHint, profileBadSection, profileSectionHint, profileBadLine
    case profileLineHint, profileUnknownKey, profileKeysHint, profileKeyOutsideProfile, profileBadFlag
    case profileFlagHint, profileUnknown, profileDefined, profileNoFile, profileNoFileHint, profileEntryInvalid
    case profileUnreadable, profileUnreadableHint, profileNotUTF8
    case usageShardTimingsNeedShard, usageShardTimingsHint, usageHTMLOnly, usageHTMLOnlyHint
    // The HTML report's chrome (HTMLReportText).
    case htmlTitle, htmlDryRunNotice, htmlRunError, htmlScenarios, htmlSteps, htmlDuration, htmlStarted
    case htmlStatusPluralPassed, htmlStatusPluralFailed, htmlStatusPluralAmbiguous, htmlStatusPluralUndefined
    case htmlStatusPluralPending, htmlStatusPluralSkipped, htmlStatusPluralUnknown, htmlStatusSingularPassed
    case htmlStatusSingularFailed, htmlStatusSingularAmbiguous, htmlStatusSingularUndefined
    case htmlStatusSingularPending, htmlStatusSingularSkipped, htmlStatusSingularUnknown, htmlFlaky
    case htmlFlakyPlural, htmlNotRun, htmlNotRunPlural, htmlFailingScenarios, htmlCoverage, htmlBound, htmlPassing
    case htmlGateHeld, htmlGateFailed, htmlByFeature, htmlByRule, htmlByTag, htmlName, htmlUnbound
    case htmlUnusedDefinitions, htmlRunHooks, htmlBeforeHook, htmlAfterHook, htmlStepDefinition, htmlAttempt
    case htmlEarlierAttempts, htmlAttachment, htmlDownload, htmlUndefinedStep, htmlAmbiguousStep, htmlPendingStep
    case htmlNoSteps, htmlWarnings, htmlErrors, htmlUnreadable, htmlImplementWith, htmlShow, htmlShowAll
    case htmlShowProblems, htmlGeneratedBy, htmlNoScenarios, htmlContents, htmlFilters, htmlSearch, htmlSearchHint
    case htmlTagExpression, htmlTagExpressionHint, htmlTagError, htmlTagReasonsOperand, htmlTagReasonsOperator
    case htmlTagReasonsOpen, htmlTagReasonsClose, htmlTagReasonsEscape, htmlStatus, htmlNotBound, htmlClearFilters
    case htmlShownTemplate, htmlTheme, htmlExamplesRow, htmlSavedBeside, htmlHistory, htmlTrend, htmlCoverageDetail
    case htmlRecentResults, htmlUnstable, htmlOf
    // Issue 24b
    case htmlTrendRuns
    // Issue 22b: report files, step definitions, expressions, steps/merge/shards/Bazel.
    case reportCannotWrite, reportIsFolder, reportIsFolderHint, reportOnReadOnlySystem, reportReadOnly
    case reportReadOnlyHint, reportNotAFolder, reportLeftAsItWas, reportFolderNotWritable
    case reportLinkedFolderNotWritable, reportFolderNotWritableHint, reportNoFolder, reportNoFolderHint
    case reportPermissionDenied, reportFileSystemReadOnly, reportNoSpace, reportNameTooLong, reportLinkLoop
    case reportInputOutput, reportSystemError, reportSameFileTwice, reportSameFileTwiceHint, reportIsFeatureFile
    case reportIsFeatureFolder, reportOverwritesSpecificationHint, supportUndefinedParameterType
    case reportIsProfiles, reportIsHistory, reportIsShardTimings, reportIsShard, reportOverwritesInputHint
    case outputCannotWrite
    case supportInvalidHookTags, supportArgumentCount, supportArgumentCountEnd, supportArgumentType
    case supportLastArgument, exprProblemAt, exprCantEscape, exprCantEscapeHint, exprEndEscaped, exprEndEscapedHint
    case exprNotClosed, exprNotClosedHint, exprAlternationInOptional, exprEmptyAlternative
    case exprOptionalsOnlyAlternative, exprEmptyOptional, exprParameterInOptional, exprOptionalInOptional
    case exprBadParameterName, exprEscapeSlashHint, exprEscapeParenthesisHint, exprEscapeBraceHint
    case exprBadParameterTypeName, exprBadParameterNameHint, exprUndefinedParameterType, exprDefineItHint
    case exprDuplicateParameterType, exprDuplicateParameterTypeHint, exprTwoPreferential, exprTwoPreferentialHint
    case exprAmbiguousParameterType, exprAmbiguousHint, exprInvalidRegularExpression, exprTransformFailed
    case tagIllegalEscape, tagEscapeAtEnd, stepsUnknownOption, stepsUsageHint, mergeNoOption, mergeNeedsFiles
    case mergeUsageHint, mergeNotRun, mergeNotRunHint, mergeMissingShards, mergeMissingShardsHint
    case mergeDifferentFiles, mergeDifferentFilesHint
    case mergeDifferentVersions, mergeDifferentVersionsHint, mergeDifferentSupport, mergeDifferentSupportHint
    case mergeRanTwice, mergeRanTwiceHint, mergeOtherSupport, mergeSameRunnerHint, mergeSourceDoesNotParse
    case mergeSourceDoesNotParseHint, mergeCannotRead, mergeCannotReadHint, mergeNotEnvelope, mergeNDJSONHint
    case mergeNotStarted, mergeNotStartedHint, mergeNotFinished, mergeNotFinishedHint, mergeUnreadableMessage
    case mergeUnannouncedPickle, mergeUnannounced, mergeOtherSteps, mergeWhatTestCase, mergeWhatAttempt
    case mergeWhatStep, mergeWhatPickle, shardTimingsUnreadable, shardTimingsEmpty, shardTimingsHint
    case bazelInvalidShard, bazelUnset, bazelInvalidShardHint
    case gherkinUsage, gherkinUnknownOption, gherkinNeedsFiles, gherkinCannotRead, gherkinNoSuchFile, gherkinDirectory
    case gherkinNotReadable
    case lspUndefinedStep, lspAbsent, lspAsType, lspDefinedAt, lspAmbiguousStep, lspDefinitionAt, lspDefineStep
    case lspCannotBeStarted, lspCrashed, lspCannotStart, lspSignal, lspStatus, lspServerEnded, lspExecutableChanged
    case lspParseError, lspNotAHeader, lspNoContentLength, lspSeveralContentLengths, lspInvalidContentLength
    case lspTooLong, lspHeaderTooLong, lspNotAnObject
    case editorUndefinedStep, editorDidYouMean, editorImplementHint, editorAmbiguousStep
    case fsNoSuchFile, fsNotDirectory, fileNotRegular, fileDanglingLink
    // Worker processes, interruptions and crashes: the run's own errors, for people.
    case workerCannotStart, workerCannotCreatePipe, workerMalformedShare, workerInternal, workerWireVersion
    case workerEndedOutsideScenario, workerExitStatus, workerSignal, workerInterrupted, workerSilent
    case runInterrupted, runSignalReceived, crashNoteInScenario, crashNote, crashNoteAdvice
    case dialectsTitle, dialectsCode, dialectsName, dialectsNative
    case dialectKeywordsTitle, dialectKeywordsNote, dialectKeywordsNoteStar
    // Issue 24: the --history file's problems.
    case historyUnreadable, historyUnreadableHint, historyNotHistory, historyOtherFormat, historyNewer, historyNewerHint
    case historyBadResult, historyCannotWrite, historyHint, historyMissingKey, historyAt, historyUnexpectedValue
    case historyNotJSON, historyUnexpectedContent, historyOutOfRange
}

extension Status {
    /// The key of the status's word in the counts (`3 passed`).
    package var message: Message {
        switch self {
        case .passed: .statusPassed
        case .failed: .statusFailed
        case .ambiguous: .statusAmbiguous
        case .undefined: .statusUndefined
        case .pending: .statusPending
        case .skipped: .statusSkipped
        case .unknown: .statusUnknown
        }
    }
}
