import Testing

@testable import SpecRunnerLSP

/// A run's messages read back as each line's result: the worst status a line had, with its message.
struct StepOutcomesTests {
    /// An outline step run for two rows (passed, then failed), a step of the second row skipped, and a before hook
    /// that passed and one that failed on the scenario's line; a line that is not a message is left out.
    static let stream = """
        {"gherkinDocument":{"feature":{"children":[{"scenario":{"id":"s","location":{"line":2},"steps":[\
        {"id":"a","location":{"line":3}},{"id":"b","location":{"line":4}}]}}]}}}
        {"pickle":{"id":"p1","astNodeIds":["s","r1"],"steps":[{"id":"p1a","astNodeIds":["a","r1"]}]}}
        {"pickle":{"id":"p2","astNodeIds":["s","r2"],"steps":[{"id":"p2a","astNodeIds":["a","r2"]},\
        {"id":"p2b","astNodeIds":["b","r2"]}]}}
        {"testCase":{"id":"t1","pickleId":"p1","testSteps":[{"id":"h1","hookId":"0"},{"id":"x1","pickleStepId":"p1a"}]}}
        {"testCase":{"id":"t2","pickleId":"p2","testSteps":[{"id":"h2","hookId":"0"},{"id":"x2","pickleStepId":"p2a"},\
        {"id":"y2","pickleStepId":"p2b"}]}}
        not a message
        {"testStepFinished":{"testStepId":"h1","testStepResult":{"status":"PASSED"}}}
        {"testStepFinished":{"testStepId":"x1","testStepResult":{"status":"PASSED"}}}
        {"testStepFinished":{"testStepId":"h2","testStepResult":{"status":"PENDING","message":"later"}}}
        {"testStepFinished":{"testStepId":"x2","testStepResult":{"status":"FAILED","message":"expected 3"}}}
        {"testStepFinished":{"testStepId":"y2","testStepResult":{"status":"SKIPPED"}}}
        """

    @Test func each_line_keeps_its_worst_result_and_a_passing_hook_says_nothing() {
        let outcomes = StepOutcomes(stream: Array(Self.stream.utf8))
        #expect(outcomes.lines[3] == StepOutcomes.Outcome(status: .failed, message: "expected 3"))
        #expect(outcomes.lines[4] == StepOutcomes.Outcome(status: .skipped, message: nil))
        #expect(outcomes.lines[2] == StepOutcomes.Outcome(status: .pending, message: "later"))
        #expect(outcomes.lines.count == 3)
    }
}
