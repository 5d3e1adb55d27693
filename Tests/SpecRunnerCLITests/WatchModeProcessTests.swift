import Foundation
import Testing

/// `spec-runner --watch` with awkward paths, big trees and signals, run as a user (or a supervisor) would.
@Suite struct WatchModeProcessTests {
    static let passing = "Feature: watched\n  Scenario: a\n    Given a step that passes\n"

    @Test(arguments: ["with:colon/", "12:30/", "a:b/c:d/"])
    func a_folder_whose_name_holds_a_colon_is_run_again_when_a_file_in_it_is_saved(folder name: String) throws {
        let folder = try WatchModeTests.scratch(["\(name)watched.feature": Self.passing])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (process, transcript) = try WatchModeTests.watch([name], in: folder)
        defer { if process.isRunning { process.terminate() } }
        #expect(transcript.wait(seconds: 60) { WatchModeTests.summaries($0) == 1 }, "the first run's summary")
        try "Feature: watched\n  Scenario: a\n    Given a step that fails\n".write(
            to: folder.appendingPathComponent("\(name)watched.feature"), atomically: true, encoding: .utf8)
        #expect(
            transcript.wait(seconds: 30) { WatchModeTests.summaries($0) == 2 }, "the re-run: \(transcript.current)")
        #expect(transcript.current.contains("watch: running \(name)watched.feature\n"), "\(transcript.current)")
        #expect(transcript.current.contains("1 scenario (1 failed)"))
        kill(process.processIdentifier, SIGINT)
        #expect(WatchModeTests.ended(process, within: 10))
    }

    #if os(Linux)
        /// The pids of the running children of `parent`, from /proc.
        static func children(of parent: Int32) -> [Int32] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.compactMap(Int32.init).filter { pid in
                guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                    let close = stat.lastIndex(of: ")")
                else { return false }
                // After the command's name: the state, then the parent's pid.
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                return fields.count > 1 && fields[1] == "\(parent)" && fields[0] != "Z"
            }
        }

        /// A process's user and system time so far, in clock ticks, from /proc.
        static func cpuTicks(of pid: Int32) -> Int? {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
            guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
            return user + system
        }

        @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(0))])
        func a_signal_to_the_watcher_ends_its_run_in_progress_before_the_watcher_ends(
            signal: Int32, status: Int32
        ) throws {
            let folder = try WatchModeTests.scratch([
                "features/slow.feature": "Feature: slow\n  Scenario: a\n    Given a step that sleeps 120000 ms\n"
            ])
            defer { try? FileManager.default.removeItem(at: folder) }
            let (process, _) = try WatchModeTests.watch(["features/"], in: folder)
            defer { if process.isRunning { process.terminate() } }
            var run: [Int32] = []
            let deadline = Date().addingTimeInterval(30)
            while run.isEmpty && Date() < deadline {
                run = Self.children(of: process.processIdentifier)
                usleep(50_000)
            }
            let child = try #require(run.first, "the watcher's run")
            // Only the watcher is signalled, as a supervisor (systemd, a CI job, an IDE) does.
            kill(process.processIdentifier, signal)
            let ended = WatchModeTests.ended(process, within: 20)
            #expect(ended)
            if ended { #expect(process.terminationStatus == status) }
            let gone = kill(child, 0) == -1 && errno == ESRCH
            if !gone { kill(child, SIGKILL) }
            #expect(gone, "the run \(child) outlived its watcher")
        }

        @Test func an_idle_watcher_over_a_tree_of_thousands_of_other_files_uses_no_measurable_time() throws {
            var files = ["features/watched.feature": Self.passing]
            for index in 0..<5000 { files["features/assets/\(index % 50)/file-\(index).txt"] = "" }
            let folder = try WatchModeTests.scratch(files)
            defer { try? FileManager.default.removeItem(at: folder) }
            let (process, transcript) = try WatchModeTests.watch(["features/"], in: folder)
            defer { if process.isRunning { process.terminate() } }
            #expect(transcript.wait(seconds: 60) { WatchModeTests.summaries($0) == 1 }, "the first run's summary")
            usleep(500_000)
            let before = try #require(Self.cpuTicks(of: process.processIdentifier))
            sleep(3)
            let after = try #require(Self.cpuTicks(of: process.processIdentifier))
            // Clock ticks are hundredths of a second: a tree walk every 150 ms costs far more.
            #expect(after - before <= 5, "\(after - before) ticks in 3 s")
            // And it still sees a save.
            try "Feature: watched\n  Scenario: a\n    Given a step that fails\n".write(
                to: folder.appendingPathComponent("features/watched.feature"), atomically: true, encoding: .utf8)
            #expect(transcript.wait(seconds: 30) { WatchModeTests.summaries($0) == 2 }, "\(transcript.current)")
            kill(process.processIdentifier, SIGINT)
            #expect(WatchModeTests.ended(process, within: 10))
        }
    #endif
}
