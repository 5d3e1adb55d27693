import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

@MainActor
@Suite struct ProgressFormatterTests {
    private func run(interactive: Bool) async throws -> RunnerHarness.Run {
        let harness = try RunnerHarness(files: ["statuses.feature": StatusReportingTests.feature])
        return await harness.run([StatusReportingTests.steps]) {
            $0.formats = [FormatRequest(name: "progress")]
            $0.interactive = interactive
        }
    }

    @Test func eachStepIsOneCharacterThenTheFailuresAndTheSummary() async throws {
        let run = try await run(interactive: false)
        #expect(run.status == 1)
        // passes ..., fails ..F-, undefined .U-, ambiguous .A-, pending .P-, skipped by its step .--
        #expect(run.output.hasPrefix(".....F-.U-.A-.P-.--\n"))
        #expect(!run.output.contains("\r"))
        #expect(run.output.contains("\nFailures:\n"))
        #expect(run.output.contains("1) Scenario: fails  # "))
        #expect(run.output.contains("✗ Then the counter is 6  # "))
        #expect(run.output.contains("       expected: 6\n"))
        #expect(run.output.contains("‼ When I add twice"))
        #expect(run.output.contains("6 scenarios (1 passed, 1 failed, 1 ambiguous, 1 undefined, 1 pending, 1 skipped)"))
    }

    @Test func onATerminalTheLineKeepsALiveCounter() async throws {
        let run = try await run(interactive: true)
        let firstLine = run.output.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("\r"))
        #expect(firstLine.contains(" 6/6 scenarios, 5 not passed\u{1B}[K"))
        // The last redraw shows every mark.
        let lastRedraw = firstLine.split(separator: "\r").last.map(String.init) ?? ""
        #expect(lastRedraw.hasPrefix(".....F-.U-.A-.P-.--" + String(repeating: " ", count: 50 - 19)))
    }

    @Test func aFileGetsPlainLinesEvenFromATerminalRun() async throws {
        let harness = try RunnerHarness(files: ["statuses.feature": StatusReportingTests.feature])
        _ = await harness.run([StatusReportingTests.steps]) {
            $0.formats = [FormatRequest(name: "progress", path: harness.path("progress.txt"))]
            $0.interactive = true
        }
        let text = try String(contentsOfFile: harness.path("progress.txt"), encoding: .utf8)
        #expect(text.hasPrefix(".....F-.U-.A-.P-.--\n"))
        #expect(!text.contains("\r"))
    }
}
