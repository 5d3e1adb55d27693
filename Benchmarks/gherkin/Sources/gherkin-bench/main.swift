import Dispatch
import Gherkin
import Synchronization

// gherkin-bench: parse (and compile to pickles) every .feature file under a directory, in one process, and print
// one JSON line in the format of ../shared/bench/parse_gherkin.py, so that it fits the same tables.
//
//     gherkin-bench [--no-pickles] [--repeat N] [--jobs N] DIR
//
// t_work_s covers walking the directory, reading every file (one read(2) per file), parsing and compiling.
// --jobs N parses the files on N threads (file i on thread i mod N, each with its own id generator), as a
// runner parsing a suite would; the default is 1.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

func printError(_ text: String) {
    var text = text
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// Every `*.feature` file under `directory`, sorted.
func featureFiles(under directory: String) -> [String] {
    var files: [String] = []
    var pending = [directory]
    while let current = pending.popLast() {
        guard let stream = opendir(current) else { continue }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let path = current + "/" + name
            // The entry's type comes with it on most file systems: a `stat` only for a link (followed, as the C
            // floor's walk does) or an unknown type.
            let type = Int32(entry.pointee.d_type)
            var isDirectory = type == Int32(DT_DIR)
            if type == Int32(DT_UNKNOWN) || type == Int32(DT_LNK) {
                var info = stat()
                guard stat(path, &info) == 0 else { continue }
                isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
            }
            if isDirectory {
                pending.append(path)
            } else if name.hasSuffix(".feature") {
                files.append(path)
            }
        }
    }
    return files.sorted()
}

/// The whole file in one buffer (one fstat, one read in the common case, no zero-filling).
func readFile(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    let size = Int(info.st_size)
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
        while count < size {
            let got = read(descriptor, buffer.baseAddress! + count, size - count)
            if got <= 0 {
                failed = got < 0
                break
            }
            count += got
        }
    }
    return failed ? nil : bytes
}

/// What parsing a share of the files found.
struct Tally {
    var files = 0
    var bytes = 0
    var errors = 0
    var pickles = 0
    var pickleSteps = 0

    static func + (lhs: Tally, rhs: Tally) -> Tally {
        Tally(
            files: lhs.files + rhs.files, bytes: lhs.bytes + rhs.bytes, errors: lhs.errors + rhs.errors,
            pickles: lhs.pickles + rhs.pickles, pickleSteps: lhs.pickleSteps + rhs.pickleSteps)
    }
}

/// Parses (and compiles) `paths[worker], paths[worker + jobs], …`.
func parseShare(of paths: [String], worker: Int, jobs: Int, compilePickles: Bool) -> Tally {
    let parser = GherkinParser()
    let ids = IncrementingIdGenerator()
    var tally = Tally()
    for path in stride(from: worker, to: paths.count, by: jobs).map({ paths[$0] }) {
        guard let source = readFile(path) else {
            tally.errors += 1
            continue
        }
        tally.files += 1
        tally.bytes += source.count
        do throws(GherkinErrors) {
            let compiled = try parser.parse(source, uri: path, ids: ids, compilingPickles: compilePickles).pickles
            tally.pickles += compiled.count
            for pickle in compiled { tally.pickleSteps += pickle.steps.count }
        } catch {
            tally.errors += 1
            printError("PARSE ERROR \(path): \(error)\n")
        }
    }
    return tally
}

var arguments = Array(CommandLine.arguments.dropFirst())
var compilePickles = true
var repeatCount = 1
var jobs = 1
while let first = arguments.first, first.hasPrefix("--") {
    arguments.removeFirst()
    switch first {
    case "--no-pickles": compilePickles = false
    case "--repeat": repeatCount = max(1, Int(arguments.removeFirst()) ?? 1)
    case "--jobs": jobs = max(1, Int(arguments.removeFirst()) ?? 1)
    default:
        printError("unknown option \(first)\n")
        exit(2)
    }
}
guard arguments.count == 1 else {
    printError("usage: gherkin-bench [--no-pickles] [--repeat N] [--jobs N] DIR\n")
    exit(2)
}

var total = Tally()
let start = monotonicSeconds()
for _ in 0..<repeatCount {
    let paths = featureFiles(under: arguments[0])
    if jobs == 1 {
        total = parseShare(of: paths, worker: 0, jobs: 1, compilePickles: compilePickles)
    } else {
        // Results written by the workers, each to its own slot.
        let slots = Mutex(Array(repeating: Tally(), count: jobs))
        let (workers, pickles) = (jobs, compilePickles)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let tally = parseShare(of: paths, worker: worker, jobs: workers, compilePickles: pickles)
            slots.withLock { $0[worker] = tally }
        }
        total = slots.withLock { $0.reduce(Tally(), +) }
    }
}
let work = (monotonicSeconds() - start) / Double(repeatCount)
func rounded(_ value: Double, _ digits: Double) -> Double { (value * digits).rounded() / digits }
print(
    "{\"impl\": \"swift-gherkin\(jobs > 1 ? "-jobs\(jobs)" : "")\", \"files\": \(total.files), "
        + "\"bytes\": \(total.bytes), \"errors\": \(total.errors), \"pickles\": \(total.pickles), "
        + "\"pickle_steps\": \(total.pickleSteps), \"t_work_s\": \(rounded(work, 1e6)), "
        + "\"mb_per_s\": \(rounded(Double(total.bytes) / 1e6 / work, 1e3)), "
        + "\"pickles_per_s\": \(rounded(Double(total.pickles) / work, 10))}")
exit(total.errors == 0 ? 0 : 1)
