import CucumberMessages

/// A report of the run, built from its envelopes as they arrive.
@MainActor
package protocol Formatter: AnyObject {
    /// Whether it needs every envelope, including those that only announce syntax trees, pickles and test cases
    /// (which the runtime then builds and emits for it).
    var needsEveryMessage: Bool { get }
    /// Whether it shows the feature files whole (their steps, tables and comments), so that the run keeps their
    /// syntax trees whole rather than as outlines (``AstIndex``).
    var needsWholeSyntaxTrees: Bool { get }
    /// Whether it needs to hear when each step starts (a stream of the run does; reports of results do not).
    var needsStepStarts: Bool { get }
    /// Takes the next envelope; `index` already includes it.
    func handle(_ envelope: Envelope, index: RunIndex)
    /// Takes a test case whose final attempt has just finished (after the envelope that finished it), once: what
    /// a report of results keeps of it, since the index then forgets it.
    func finished(_ testCase: FinishedTestCase, index: RunIndex)
    /// Writes whatever is left once the run is over.
    func finish(index: RunIndex)
    /// Writes what it can when the run cannot start because feature files do not parse (`errors`, explained in
    /// `language`, the files' dialect); most reports write nothing then.
    func finish(unreadable errors: [Diagnostic], language: String)
}

extension Formatter {
    package var needsEveryMessage: Bool { false }
    package var needsStepStarts: Bool { needsEveryMessage }
    package var needsWholeSyntaxTrees: Bool { false }
    package func finished(_ testCase: FinishedTestCase, index: RunIndex) {}
    package func finish(unreadable errors: [Diagnostic], language: String) {}
}
