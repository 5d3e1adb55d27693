import SpecRunner

/// The step definitions of the Cucumber Compatibility Kit samples, one library per sample.
///
/// Each library registers the same expressions, in the same order, as the kit's reference step definitions,
/// so that the messages a run emits can be compared with the sample's expected stream.
public enum CCKSamples {
    /// The names of the samples with a library, as the kit's folders are named.
    public static var names: [String] { factories.keys.sorted() }

    /// The library of the sample `name`; `assets` is the sample's folder, where its images and documents are.
    ///
    /// Returns `nil` for an unknown sample.
    public static func steps(for name: String, assets: String) -> Steps? {
        factories[name]?(assets)
    }

    private static let factories: [String: @Sendable (String) -> Steps] = [
        "all-statuses": { _ in AllStatusesSample.steps },
        "ambiguous": { _ in AmbiguousSample.steps },
        "attachments": AttachmentsSample.steps(assets:),
        "backgrounds": { _ in BackgroundsSample.steps },
        "cdata": { _ in CDataSample.steps },
        "data-tables": { _ in DataTablesSample.steps },
        "doc-strings": { _ in DocStringsSample.steps },
        "empty": { _ in EmptySample.steps },
        "examples-tables": { _ in ExamplesTablesSample.steps },
        "examples-tables-attachment": ExamplesTablesAttachmentSample.steps(assets:),
        "examples-tables-undefined": { _ in ExamplesTablesUndefinedSample.steps },
        "examples-tables-undefined-multiple": { _ in ExamplesTablesUndefinedMultipleSample.steps },
        "failedish-combinations": { _ in FailedishCombinationsSample.steps },
        "global-hooks": { _ in GlobalHooksSample.steps },
        "global-hooks-afterall-error": { _ in GlobalHooksAfterAllErrorSample.steps },
        "global-hooks-attachments": { _ in GlobalHooksAttachmentsSample.steps },
        "global-hooks-beforeall-error": { _ in GlobalHooksBeforeAllErrorSample.steps },
        "hooks": { _ in HooksSample.steps },
        "hooks-attachment": HooksAttachmentSample.steps(assets:),
        "hooks-conditional": { _ in HooksConditionalSample.steps },
        "hooks-named": { _ in HooksNamedSample.steps },
        "hooks-skipped": { _ in HooksSkippedSample.steps },
        "hooks-undefined": { _ in HooksUndefinedSample.steps },
        "markdown": { _ in MarkdownSample.steps },
        "minimal": { _ in MinimalSample.steps },
        "multiple-features": { _ in MultipleFeaturesSample.steps },
        "multiple-features-reversed": { _ in MultipleFeaturesSample.steps },
        "parameter-types": { _ in ParameterTypesSample.steps },
        "pending": { _ in PendingSample.steps },
        "pending-exception": { _ in PendingExceptionSample.steps },
        "regular-expression": { _ in RegularExpressionSample.steps },
        "retry": { _ in RetrySample.steps() },
        "retry-ambiguous": { _ in RetryAmbiguousSample.steps },
        "retry-pending": { _ in RetryPendingSample.steps },
        "retry-undefined": { _ in RetryUndefinedSample.steps },
        "rules": { _ in RulesSample.steps },
        "rules-backgrounds": { _ in BackgroundsSample.steps },
        "skipped": { _ in SkippedSample.steps },
        "skipped-exception": { _ in SkippedExceptionSample.steps },
        "skipped-failing-hook": { _ in SkippedFailingHookSample.steps },
        "stack-traces": { _ in StackTracesSample.steps },
        "test-run-exception": { _ in TestRunExceptionSample.steps },
        "undefined": { _ in UndefinedSample.steps },
        "undefined-multiple": { _ in UndefinedSample.steps },
        "unknown-parameter-type": { _ in UnknownParameterTypeSample.steps },
        "unused-steps": { _ in UnusedStepsSample.steps },
    ]
}
