import Foundation
import SpecRunner
import SpecRunnerCLI
import SpecRunnerCore
import Testing

/// Report paths: never a feature file of the run, never twice, written into as a shell redirection would,
/// and an existing report left as it was until the new one is complete.
@MainActor
@Suite final class ReportPathTests {
    let folder: String
    let feature: String
    let featureText = ReportCommandLineTests.feature

    init() throws {
        folder = NSTemporaryDirectory() + "spec-runner-report-paths-" + UUID().uuidString
        feature = folder + "/Features/tally.feature"
        try FileManager.default.createDirectory(atPath: folder + "/Features", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/reports", withIntermediateDirectories: true)
        try featureText.write(toFile: feature, atomically: false, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func main(_ arguments: [String]) async -> (status: Int32, output: String, errors: String) {
        let output = CommandOutput.capturing()
        let status = await SpecRunnerCommand.main(
            arguments: arguments, libraries: [ReportCommandLineTests.steps], output: output)
        return (status, output.capturedOutput, output.capturedError)
    }

    private func contents(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    /// The ways a report path can lead to the feature file of the run.
    enum FeaturePath: String, CaseIterable {
        case same, dotDot, link, linkedFolder

        func path(in folder: String) throws -> String {
            switch self {
            case .same: return folder + "/Features/tally.feature"
            case .dotDot: return folder + "/reports/../Features/./tally.feature"
            case .link:
                try FileManager.default.createSymbolicLink(
                    atPath: folder + "/reports/junit.xml", withDestinationPath: "../Features/tally.feature")
                return folder + "/reports/junit.xml"
            case .linkedFolder:
                try FileManager.default.createSymbolicLink(
                    atPath: folder + "/reports/specification", withDestinationPath: folder + "/Features")
                return folder + "/reports/specification/tally.feature"
            }
        }
    }

    @Test(arguments: FeaturePath.allCases)
    func aReportPathLeadingToAFeatureFileOfTheRunIsAUsageErrorAndTheFileIsKept(_ way: FeaturePath) async throws {
        let report = try way.path(in: folder)
        let run = await main([folder + "/Features", "--format", "summary", "--format", "junit:\(report)"])
        #expect(run.status == 2)
        #expect(run.errors.contains("cannot write the report: it is \(feature), a feature file of this run"), "\(run)")
        #expect(run.errors.contains("hint: a report would overwrite the specification"))
        #expect(run.output.isEmpty, "nothing ran")
        #expect(contents(feature) == featureText)
    }

    @Test func aReportPathThatIsTheFeatureFolderIsAUsageError() async throws {
        let run = await main([folder + "/Features", "--format", "junit:\(folder)/Features"])
        #expect(run.status == 2)
        #expect(run.errors.contains("cannot write the report: it is a folder"))
        #expect(contents(feature) == featureText)
    }

    @Test(arguments: ["same.xml", "./same.xml", "../reports/same.xml", "link.xml"])
    func twoReportsWritingTheSameFileAreAUsageError(_ second: String) async throws {
        try "kept".write(toFile: folder + "/reports/same.xml", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/reports/link.xml", withDestinationPath: "same.xml")
        let first = folder + "/reports/same.xml"
        let run = await main([feature, "--format", "junit:\(first)", "--format", "html:\(folder)/reports/\(second)"])
        #expect(run.status == 2)
        #expect(run.errors.contains("--format junit and --format html both write this file"), "\(run.errors)")
        #expect(contents(first) == "kept")
    }

    @Test func aNewReportWrittenTwiceIsAUsageErrorToo() async throws {
        let run = await main([
            feature, "--format", "junit:\(folder)/reports/new.xml", "--format", "html:\(folder)/reports/./new.xml",
        ])
        #expect(run.status == 2)
        #expect(run.errors.contains("both write this file"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/reports/new.xml"))
    }

    /// Runs that stop before they start.
    enum EarlyStop: String, CaseIterable {
        case parseError, nothingSelected, badLaterPath, unknownLaterFormat
    }

    @Test(arguments: EarlyStop.allCases)
    func anExistingReportIsUntouchedWhenTheRunNeverStarts(_ stop: EarlyStop) async throws {
        let report = folder + "/reports/junit.xml"
        try "the previous report".write(toFile: report, atomically: false, encoding: .utf8)
        var arguments = [feature, "--format", "junit:\(report)"]
        switch stop {
        case .parseError:
            try "Feature: broken\n  Scenario: x\n    Given a\n  Oops\n".write(
                toFile: folder + "/Features/broken.feature", atomically: false, encoding: .utf8)
            arguments[0] = folder + "/Features"
        case .nothingSelected: arguments += ["--tags", "@nothing"]
        case .badLaterPath: arguments += ["--format", "html:\(folder)/missing/report.html"]
        case .unknownLaterFormat: arguments += ["--format", "xml:\(folder)/reports/x.xml"]
        }
        let run = await main(arguments)
        #expect(run.status == 2)
        #expect(contents(report) == "the previous report")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/reports") == ["junit.xml"])
    }

    @Test func aReportThroughASymbolicLinkIsWrittenToItsTargetAndTheLinkStays() async throws {
        let target = folder + "/reports/target.xml"
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/latest.xml", withDestinationPath: target)
        let run = await main([feature, "--format", "junit:\(folder)/latest.xml"])
        #expect(run.status == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/latest.xml") == target)
        #expect(contents(target)?.contains("<testsuites") == true)
    }

    @Test func aSymbolicLinkToAFileNotYetThereCreatesIt() async throws {
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/latest.xml", withDestinationPath: "reports/created.xml")
        let run = await main([feature, "--format", "junit:\(folder)/latest.xml"])
        #expect(run.status == 1)
        #expect(contents(folder + "/reports/created.xml")?.contains("<testsuites") == true)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/latest.xml") == "reports/created.xml")
    }

    @Test func aReportReplacesTheFileAtOnceKeepingItsPermissionsAndLeavesNothingBeside() async throws {
        let report = folder + "/reports/junit.xml"
        try "old".write(toFile: report, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: report)
        let run = await main([feature, "--format", "junit:\(report)"])
        #expect(run.status == 1)
        let attributes = try FileManager.default.attributesOfItem(atPath: report)
        #expect(attributes[.posixPermissions] as? Int == 0o640)
        #expect(contents(report)?.hasPrefix("<?xml") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/reports") == ["junit.xml"])
    }

    @Test func aNewReportGetsTheUsualPermissionsOfANewFile() async throws {
        let report = folder + "/reports/junit.xml"
        let mask = umask(0o022)
        umask(mask)
        let run = await main([feature, "--format", "junit:\(report)"])
        #expect(run.status == 1)
        let attributes = try FileManager.default.attributesOfItem(atPath: report)
        #expect(attributes[.posixPermissions] as? Int == Int(0o666 & ~mask))
    }

    @Test func aReportToACharacterDeviceIsStreamedIntoIt() async throws {
        let run = await main([feature, "--format", "junit:/dev/null"])
        #expect(run.status == 1)
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func aReportToAFIFOIsStreamedToItsReader() async throws {
        let fifo = folder + "/reports/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = Task.detached { () -> String in
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: fifo))
            return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        }
        let run = await main([feature, "--format", "junit:\(fifo)"])
        #expect(run.status == 1)
        let read = try await reader.value
        #expect(read.contains("<testsuites"))
        var info = stat()
        #expect(stat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aReportPathWithoutAFileNameSaysSo() async {
        let run = await main([feature, "--format", "html:"])
        #expect(run.status == 2)
        #expect(run.errors.contains("--format html: names no file after the colon"), "\(run.errors)")
        #expect(!run.errors.contains("permission denied"))
    }

    @Test func aReportUnderAFileSaysThatFileIsNotAFolder() async throws {
        let run = await main([feature, "--format", "html:\(feature)/report.html"])
        #expect(run.status == 2)
        #expect(run.errors.contains("cannot write the report: \(feature) is a file, not a folder"), "\(run.errors)")
    }

    @Test(.enabled(if: geteuid() != 0, "root writes files whatever their permissions (see the process test)"))
    func aReadOnlyReportIsRefusedAndKept() async throws {
        let report = folder + "/reports/junit.xml"
        try "old".write(toFile: report, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: report)
        let run = await main([feature, "--format", "junit:\(report)"])
        #expect(run.status == 2)
        #expect(run.errors.contains("cannot write the report: it is read-only"))
        #expect(contents(report) == "old")
    }

    /// Root writes any file whatever its mode bits, as the shell does: the refusal is checked as `nobody`.
    @Test(
        .enabled(
            if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
            "needs root to switch to the unprivileged user nobody with setpriv"))
    func aReadOnlyReportIsRefusedAndKeptForAnUnprivilegedUser() async throws {
        let nobody: UInt32 = 65534
        let report = folder + "/reports/junit.xml"
        try "old".write(toFile: report, atomically: false, encoding: .utf8)
        try "Feature: F\n  Scenario: S\n    Given a step that passes\n".write(
            toFile: feature, atomically: false, encoding: .utf8)
        // nobody may create files in the folders, but the report itself is read-only for its owner, nobody.
        for path in [folder, folder + "/reports"] { chmod(path, 0o777) }
        chown(report, nobody, nobody)
        chmod(report, 0o444)
        let run = try await FixtureProcess.run(
            ["Features", "--format", "junit:reports/junit.xml"], in: folder,
            through: ["/usr/bin/setpriv", "--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups"])
        #expect(run.status == 2, "\(run.errors)")
        #expect(run.errors.contains("reports/junit.xml: error: cannot write the report: it is read-only"))
        #expect(run.errors.contains("hint: make it writable (chmod u+w reports/junit.xml)"))
        #expect(contents(report) == "old")

        // A new report in a folder nobody may write to.
        try FileManager.default.createDirectory(atPath: folder + "/locked", withIntermediateDirectories: false)
        chmod(folder + "/locked", 0o555)
        let locked = try await FixtureProcess.run(
            ["Features", "--format", "junit:locked/junit.xml"], in: folder,
            through: ["/usr/bin/setpriv", "--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups"])
        #expect(locked.status == 2, "\(locked.errors)")
        #expect(
            locked.errors.contains(
                "locked/junit.xml: error: cannot write the report: the folder locked is not writable"))
    }

    /// A run killed with SIGKILL cannot remove the file it was writing beside a report; the file names its
    /// process, and the next run writing that report removes it once that process is gone.
    @Test func aFileLeftBesideAReportByAKilledRunIsRemovedByTheNextRun() async throws {
        let scratch = try Scratch()
        try scratch.write("killed.feature", "Feature: K\n  Scenario: S\n    Given a step that is killed from outside\n")
        try scratch.write("fine.feature", BadInputTests.passing)
        try FileManager.default.createDirectory(atPath: scratch.path + "/reports", withIntermediateDirectories: true)
        // A file of a process still running (this one) stays.
        let live = try scratch.write("reports/.junit.xml.spec-runner-\(getpid()).abcdef", "live")
        let killed = try await FixtureProcess.run(
            ["killed.feature", "--format", "junit:reports/junit.xml"], in: scratch.path)
        #expect(killed.signaled, "\(killed)")
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/reports")
        #expect(left.filter { $0.hasPrefix(".junit.xml.spec-runner-") }.count == 2, "\(left)")

        let next = try await FixtureProcess.run(
            ["fine.feature", "--format", "junit:reports/junit.xml"], in: scratch.path)
        #expect(next.status == 0, "\(next.errors)")
        let after = try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/reports").sorted()
        #expect(after == [(live as NSString).lastPathComponent, "junit.xml"])
    }
}
