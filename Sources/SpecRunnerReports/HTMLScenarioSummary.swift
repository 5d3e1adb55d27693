import CucumberMessages
import SpecRunnerCore

/// What the HTML report keeps of one scenario (or examples row) once it has finished: its markup, already
/// rendered, and the few values the page's header, counts, outline rows and history read.
///
/// A finished test case holds every attempt's results and attachments; the page shows them once, so it keeps
/// this instead and lays itself out at the end from these.
struct HTMLScenarioSummary {
    /// Its name (an examples row's is its outline's, values filled in).
    let name: String
    /// The line that selects it.
    let line: Int
    /// Whether it has a step (one without passes, but checks nothing).
    let hasSteps: Bool
    /// The rule it belongs to, if any.
    let rule: (id: String, name: String)?
    /// Its tags, the feature's and rule's included: the stories it specifies.
    let tags: [String]
    /// The final attempt's status, or `nil` when it did not run.
    let status: Status?
    /// Whether it failed first and passed on a retry.
    let isFlaky: Bool
    /// Its final attempt's scenario steps (not hooks) by status.
    let stepCounts: [Status: Int]
    /// Why it is not bound, as list items; empty when it is.
    let unboundReasons: [String]
    /// Its `<details>` element, as the page shows it.
    let markup: String
}
