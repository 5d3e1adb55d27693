import Foundation
import SpecRunner
import SpecRunnerCore
import Synchronization

/// The signal (SIGINT or SIGTERM) that asked the watch to stop, 0 before one; set by a C signal handler, so
/// lock-free.
private let watchInterruption = Atomic<Int32>(0)

/// The signal that asked the watch to stop, if one did.
private var watchInterrupted: Int32? {
    let signal = watchInterruption.load(ordering: .relaxed)
    return signal == 0 ? nil : signal
}

/// `spec-runner --watch [PATH…] [OPTIONS]`: runs the selection, then re-runs the feature files saved under the
/// paths, each burst of changes once; Enter re-runs the whole selection, Ctrl-C quits.
///
/// Each run is a child process of the same runner with the same options, so that a run leaves no state behind
/// for the next one and a step that crashes ends only its run. SIGINT or SIGTERM ends the run in progress with the
/// same signal, waits for it, and ends the watch (SIGTERM with status 143).
enum WatchCommand {
    /// How long the files must stay unchanged before a burst of changes (an editor's save) is run, in milliseconds.
    static let quietPeriod: Int32 = 300
    /// How long a run may take to end after the watch's signal is passed to it, before it is killed.
    static let stopGrace = 5.0

    /// Watches with `arguments`, saying what it does in `catalog`'s language (the runs' own).
    static func run(arguments: [String], output: CommandOutput, catalog: MessageCatalog = .english) -> Int32 {
        let (paths, options) = split(arguments)
        let watched = paths.isEmpty ? ["Features/"] : paths
        // Touched first, so that the handler never runs the global's one-time initialisation.
        watchInterruption.store(0, ordering: .relaxed)
        signal(SIGINT) { watchInterruption.store($0, ordering: .relaxed) }
        signal(SIGTERM) { watchInterruption.store($0, ordering: .relaxed) }
        // A parent may have started this process with the signals blocked (the mask is inherited).
        var stopping = sigset_t()
        sigemptyset(&stopping)
        sigaddset(&stopping, SIGINT)
        sigaddset(&stopping, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
        let monitor = FileChangeMonitor()
        var readsKeys = true
        var status = runChild(options + paths, label: catalog.text(.watchAll), output: output, catalog)
        var known = snapshot(watched, monitor)
        while watchInterrupted == nil {
            // Bounded, so that a signal that comes just before the wait is seen soon.
            switch monitor.wait(milliseconds: 500, input: readsKeys ? 0 : nil) {
            case .timeout: continue
            case .input:
                // At the end of standard input (not a terminal), keys are no longer read.
                guard Swift.readLine() != nil else {
                    readsKeys = false
                    continue
                }
                status = runChild(options + paths, label: catalog.text(.watchAll), output: output, catalog)
                known = snapshot(watched, monitor)
            case .changed:
                // A burst of writes runs once: wait until the files stay unchanged for a moment.
                while watchInterrupted == nil, monitor.wait(milliseconds: quietPeriod, input: nil) == .changed {}
                let current = snapshot(watched, monitor)
                let changed = current.keys.filter { current[$0] != known[$0] }.sorted()
                known = current
                guard !changed.isEmpty, watchInterrupted == nil else { continue }
                status = runChild(
                    options + ["--"] + changed, label: changed.joined(separator: ", "), output: output, catalog)
            }
        }
        output.write(catalog.text(status == 0 ? .watchStoppedPassed : .watchStoppedFailed) + "\n")
        output.flush()
        return watchInterrupted == SIGTERM ? 128 + SIGTERM : 0
    }

    /// The feature paths (without `:LINE`) and the options of `arguments`, `--watch` left out.
    static func split(_ arguments: [String]) -> (paths: [String], options: [String]) {
        var paths: [String] = []
        var options: [String] = []
        for word in RunArguments.words(arguments) {
            switch word {
            case .path("--watch"), .option(_, ["--watch"], _), .option(_, ["--"], _): continue
            case .path(let path): paths.append(path)
            case .option(_, let words, _): options += words
            }
        }
        return (paths, options)
    }

    /// The stamp of every feature file under `paths` (``FileSystem/stamp(of:)``); `monitor` watches their folders from now on.
    private static func snapshot(_ paths: [String], _ monitor: FileChangeMonitor) -> [String: [Int]] {
        var files: [String: [Int]] = [:]
        var folders: [String] = []
        for path in paths {
            // Without its lines (`path:12`) as the run reads it: a folder's name may hold a `:`.
            let root = FeatureLocation(parsing: path).path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
            let candidates: [String]
            if isDirectory.boolValue {
                let base = root.hasSuffix("/") ? root : root + "/"
                candidates = (FileManager.default.subpaths(atPath: root) ?? []).map { base + $0 }
                folders.append(root)
            } else {
                candidates = [root]
                let parent = (root as NSString).deletingLastPathComponent
                folders.append(parent.isEmpty ? "." : parent)
            }
            for file in candidates {
                var info = stat()
                guard lstat(file, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    folders.append(file)
                } else if file.hasSuffix(".feature") || file.hasSuffix(".feature.md") {
                    files[file] = FileSystem.stamp(of: file)
                }
            }
        }
        monitor.watch(folders: folders, files: Array(files.keys))
        return files
    }

    /// Runs this runner with `arguments` as a child process and prints a one-line summary of the run.
    private static func runChild(
        _ arguments: [String], label: String, output: CommandOutput, _ catalog: MessageCatalog
    ) -> Int32 {
        output.write(catalog.text(.watchRunning(label: ReportEscaping.terminal(label))) + "\n")
        output.flush()
        let started = Date()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ChildProcesses.executable)
        process.arguments = arguments
        do {
            try process.run()
        } catch {
            output.writeError(catalog.text(.watchCannotStart(error: "\(error)")) + "\n")
            return 2
        }
        var forwarded: Date?
        while process.isRunning {
            if let signal = watchInterrupted {
                if let forwarded {
                    // A run that does not end on the signal is not left behind.
                    if Date().timeIntervalSince(forwarded) > stopGrace { kill(process.processIdentifier, SIGKILL) }
                } else {
                    // Ctrl-C reaches the run too from a terminal; sent again in case it came from elsewhere.
                    kill(process.processIdentifier, signal)
                    forwarded = Date()
                }
            }
            usleep(20_000)
        }
        process.waitUntilExit()
        let status = process.terminationStatus
        let verdict =
            switch status {
            case 0: catalog.text(.watchPassed)
            case 1: catalog.text(.watchFailed)
            case 130, 143: catalog.text(.watchInterrupted)
            default: catalog.text(.watchCouldNotRun(status: String(status)))
            }
        let seconds = catalog.decimal(Date().timeIntervalSince(started), digits: 1)
        output.write(catalog.text(.watchDone(verdict: verdict, seconds: seconds)) + "\n")
        output.flush()
        return status
    }
}
