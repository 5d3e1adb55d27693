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
        var reported: Set<String> = []
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
                var hook = ""
                var status = "unfinished"
                for envelope in envelopes {
                    if case .testRunHookStarted(let started) = envelope { hook = started.hookId }
                    if case .testRunHookFinished(let finished) = envelope { status = "\(finished.result.status)" }
                }
                if reported.insert(hook + " " + status).inserted { kept += envelopes }
            }
        }
        return kept
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
