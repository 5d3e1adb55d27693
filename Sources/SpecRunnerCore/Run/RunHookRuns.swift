import CucumberMessages

/// The BeforeAll and AfterAll hook runs of a run that ran in several processes: workers (`--jobs`) or shards
/// (`merge`), each of which ran them.
package enum RunHookRuns {
    /// The run hook messages to report of those each process sent (`messages`, one list a process, in order):
    /// each hook's run once for each status it ended with, the first process's first.
    ///
    /// Every worker, and every shard, runs the BeforeAll and AfterAll hooks (ADR 0007); a run in one process runs,
    /// and reports, each once. Processes that agree report as that run does; one whose hook ended otherwise is
    /// reported too.
    package static func onceEach(_ messages: [[Envelope]]) -> [Envelope] {
        var reported: Set<Outcome> = []
        var kept: [Envelope] = []
        for worker in messages {
            var runs: [String: [Envelope]] = [:]
            var order: [String] = []
            for envelope in worker {
                guard let run = runHookStartedId(of: envelope) else { continue }
                if runs[run] == nil { order.append(run) }
                runs[run, default: []].append(envelope)
            }
            for run in order {
                let envelopes = runs[run] ?? []
                // A run that never finished has no status: it differs from every run that did.
                var outcome = Outcome(hook: "", status: nil)
                for envelope in envelopes {
                    if case .testRunHookStarted(let started) = envelope { outcome.hook = started.hookId }
                    if case .testRunHookFinished(let finished) = envelope { outcome.status = finished.result.status }
                }
                if reported.insert(outcome).inserted { kept += envelopes }
            }
        }
        return kept
    }

    /// What makes two runs of a hook the same run: the hook and the status it ended with.
    private struct Outcome: Hashable {
        var hook: String
        var status: Status?
    }

    /// The run hook run an envelope belongs to: its `testRunHookStarted` id.
    private static func runHookStartedId(of envelope: Envelope) -> String? {
        switch envelope {
        case .testRunHookStarted(let started): started.id
        case .testRunHookFinished(let finished): finished.testRunHookStartedId
        case .attachment(let attachment): attachment.testRunHookStartedId
        default: nil
        }
    }
}
