import Foundation
import SpecRunner
import SpecRunnerCLI
import SpecRunnerCore
import Testing

/// `--history` and `--attachments-dir` belong to the HTML report: without it they are a usage error, not ignored.
@MainActor
@Suite struct HTMLReportOptionsTests {
    @Test(arguments: [["--history", "h.json"], ["--attachments-dir", "evidence"]])
    func anHTMLOptionWithoutTheHTMLReportIsAUsageError(option: [String]) async {
        let output = CommandOutput.capturing()
        let status = await SpecRunnerCommand.main(
            arguments: ["Features"] + option + ["--format", "summary"], libraries: [], output: output)

        #expect(status == 2)
        #expect(output.capturedError.contains("\(option[0]) is for the HTML report, and no --format html was given"))
        #expect(output.capturedError.contains("--format html:reports/report.html"))
    }
}
