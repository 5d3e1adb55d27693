import Foundation
import SpecRunner
import Synchronization

/// Set by SIGINT while watching; read by the watch loop (lock-free, so a C signal handler may store it).
private let watchInterruption = Atomic<Bool>(false)

/// Whether SIGINT asked the watch to stop.
private var watchInterrupted: Bool { watchInterruption.load(ordering: .relaxed) }

/// `spec-runner --watch [PATH…] [OPTIONS]`: runs the selection, then re-runs the feature files saved under the
/// paths, each burst of changes once; Enter re-runs the whole selection, Ctrl-C quits.
///
/// Each run is a child process of the same runner with the same options, so that a run leaves no state behind
/// for the next one and a step that crashes ends only its run.
enum WatchCommand {
    /// How often the feature files are looked at.
    static let pollInterval: UInt32 = 150_000
    /// How long the files must stay unchanged before a burst of changes (an editor's save) is run.
    static let quietPeriod = 0.3

    /// Watches with `arguments`, saying what it does in `catalog`'s language (the runs' own).
    static func run(arguments: [String], output: CommandOutput, catalog: MessageCatalog = .english) -> Int32 {
        let (paths, options) = split(arguments)
        let watched = paths.isEmpty ? ["Features/"] : paths
        // Touched first, so that the handler never runs the global's one-time initialisation.
        watchInterruption.store(false, ordering: .relaxed)
        signal(SIGINT) { _ in watchInterruption.store(true, ordering: .relaxed) }
        // A parent may have started this process with SIGINT blocked (the mask is inherited).
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
        var readsKeys = true
        var status = runChild(options + paths, label: catalog.text(.watchAll), output: output, catalog)
        var known = snapshot(watched)
        while !watchInterrupted {
            usleep(pollInterval)
            if readsKeys, let line = availableLine() {
                // At the end of standard input (not a terminal), keys are no longer read.
                guard line != nil else {
                    readsKeys = false
                    continue
                }
                status = runChild(options + paths, label: catalog.text(.watchAll), output: output, catalog)
                known = snapshot(watched)
                continue
            }
            var current = snapshot(watched)
            guard current != known else { continue }
            // A burst of writes runs once: wait until the files stay unchanged for a moment.
            var stableSince = Date()
            while Date().timeIntervalSince(stableSince) < quietPeriod, !watchInterrupted {
                usleep(pollInterval / 3)
                let next = snapshot(watched)
                if next != current {
                    current = next
                    stableSince = Date()
                }
            }
            let changed = current.keys.filter { current[$0] != known[$0] }.sorted()
            known = current
            guard !changed.isEmpty, !watchInterrupted else { continue }
            status = runChild(
                options + ["--"] + changed, label: changed.joined(separator: ", "), output: output, catalog)
        }
        output.write(catalog.text(status == 0 ? .watchStoppedPassed : .watchStoppedFailed) + "\n")
        output.flush()
        return 0
    }

    /// The feature paths (without `:LINE`) and the options of `arguments`, `--watch` left out.
    static func split(_ arguments: [String]) -> (paths: [String], options: [String]) {
        var paths: [String] = []
        var options: [String] = []
        var remaining = arguments[...]
        var onlyPaths = false
        while let argument = remaining.popFirst() {
            if argument == "--watch" { continue }
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                paths.append(argument)
            } else if argument == "--" {
                onlyPaths = true
            } else {
                options.append(argument)
                if RunArguments.optionsTakingValues.contains(argument), let value = remaining.popFirst() {
                    options.append(value)
                }
            }
        }
        return (paths, options)
    }

    /// Reads standard input without blocking: a line when one is ready, `.some(nil)` at its end, `nil` otherwise.
    private static func availableLine() -> String?? {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return nil }
        return .some(Swift.readLine())
    }

    /// Modification time and size of every feature file under `paths`.
    private static func snapshot(_ paths: [String]) -> [String: [Int]] {
        var files: [String: [Int]] = [:]
        for path in paths {
            let root = path.split(separator: ":").first.map(String.init) ?? path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
            let candidates: [String]
            if isDirectory.boolValue {
                let base = root.hasSuffix("/") ? root : root + "/"
                candidates = (FileManager.default.subpaths(atPath: root) ?? []).map { base + $0 }
            } else {
                candidates = [root]
            }
            for file in candidates where file.hasSuffix(".feature") || file.hasSuffix(".feature.md") {
                var info = stat()
                guard stat(file, &info) == 0 else { continue }
                files[file] = [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_size)]
            }
        }
        return files
    }

    /// Runs this runner with `arguments` as a child process and prints a one-line summary of the run.
    private static func runChild(
        _ arguments: [String], label: String, output: CommandOutput, _ catalog: MessageCatalog
    ) -> Int32 {
        output.write(catalog.text(.watchRunning, ReportEscaping.terminal(label)) + "\n")
        output.flush()
        let started = Date()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath)
        process.arguments = arguments
        do {
            try process.run()
        } catch {
            output.writeError(catalog.text(.watchCannotStart, "\(error)") + "\n")
            return 2
        }
        var forwarded = false
        while process.isRunning {
            if watchInterrupted && !forwarded {
                // Ctrl-C reaches the run too from a terminal; sent again in case it came from elsewhere.
                kill(process.processIdentifier, SIGINT)
                forwarded = true
            }
            usleep(20_000)
        }
        let status = process.terminationStatus
        let verdict =
            switch status {
            case 0: catalog.text(.watchPassed)
            case 1: catalog.text(.watchFailed)
            case 130, 143: catalog.text(.watchInterrupted)
            default: catalog.text(.watchCouldNotRun, String(status))
            }
        let seconds = catalog.decimal(Date().timeIntervalSince(started), digits: 1)
        output.write(catalog.text(.watchDone, verdict, seconds) + "\n")
        output.flush()
        return status
    }

    private static var executablePath: String {
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }
}
