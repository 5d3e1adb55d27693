import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A worker's lines to its parent, held in one block and written to the pipe in one `write(2)`: when the block is
/// full, a tenth of a second after the first line held, when asked (a test case's start), when the process exits,
/// and from the handler of a crash.
///
/// A write per step start is what told the parent which step a worker died in; holding the lines instead costs
/// nothing per step, and the crash handler still gets them out: the step-start line that names the crashed step,
/// and the results of the steps before it. A step-start line no report wants can be set aside instead
/// (``setAside(_:)``): it is written only if the step is still running when the lines go out, or dies. The
/// buffers are laid out before the run, so that the handler only writes them (async-signal-safe: no lock, no
/// allocation). A worker killed from outside (`SIGKILL`) loses what it held since its test case started (the
/// worker writes out at every test case's start); the parent kills one only for a step past its timeout, whose
/// start the timer sent long before.
package enum CrashSafeOutbox {
    private static let capacity = 1 << 16
    private static let block = SignalSafeBuffer<UInt8>(repeating: 0, count: capacity)
    /// How many bytes of `block` are held, published after they are copied.
    private static let held = Atomic<Int>(0)
    /// The line set aside, written after the block, and its length (0: none).
    private static let aside = SignalSafeBuffer<UInt8>(repeating: 0, count: asideCapacity)
    private static let asideCount = Atomic<Int>(0)
    private static let asideCapacity = 1 << 12
    /// Set while a thread writes the block out: the crash handler waits for that write rather than repeat it.
    private static let writing = Atomic<Bool>(false)
    private static let descriptor = Atomic<Int32>(-1)
    /// Serialises appending and writing out (the step's thread and the timer's).
    private static let lock = Mutex(())
    /// Whether the timer is due to write out what is held.
    private static let timerArmed = Atomic<Bool>(false)
    /// The handlers installed before ours, indexed by signal number.
    private static let previous = SignalSafeBuffer<sigaction>(repeating: sigaction(), count: 65)
    /// The size of the stack the crash handler runs on (a stack overflow leaves none).
    private static let alternateStackSize = 1 << 16

    /// Sends what is appended from now on to `descriptor`, and installs the crash and exit handlers that write out
    /// what is held (once per process).
    package static func open(descriptor: Int32) {
        guard Self.descriptor.exchange(descriptor, ordering: .relaxed) == -1 else { return }
        _ = block.count
        _ = held.load(ordering: .relaxed)
        _ = writing.load(ordering: .relaxed)
        _ = aside.count
        _ = asideCount.load(ordering: .relaxed)
        CrashSignals.install(handle, keepingPreviousIn: previous)
        // A step that calls `exit` ends the process without the run's own flush.
        atexit { CrashSafeOutbox.writeOut() }
    }

    /// Holds `bytes` (whole lines) for the pipe; writes out first what the block cannot also hold.
    package static func append(_ bytes: [UInt8]) {
        lock.withLock { _ in
            // A line set aside goes first: the lines keep their order.
            keepSetAside()
            hold(bytes)
        }
        armTimer()
    }

    /// Sets `line` aside: it is written out only if it is still aside when the held lines go out (the timer, a
    /// crash, an exit) or when a line is appended after it; ``dropSetAside()`` forgets it.
    package static func setAside(_ line: [UInt8]) {
        lock.withLock { _ in
            keepSetAside()
            guard line.count <= asideCapacity else { return hold(line) }
            line.withUnsafeBufferPointer { source in
                UnsafeMutableRawPointer(aside.start).copyMemory(from: source.baseAddress!, byteCount: source.count)
            }
            asideCount.store(line.count, ordering: .releasing)
        }
        armTimer()
    }

    /// Forgets the line set aside, if it was not written out.
    package static func dropSetAside() {
        lock.withLock { _ in asideCount.store(0, ordering: .releasing) }
    }

    /// Moves the line set aside to the held lines; the caller holds `lock`.
    private static func keepSetAside() {
        let count = asideCount.load(ordering: .relaxed)
        guard count > 0 else { return }
        asideCount.store(0, ordering: .releasing)
        hold(Array(UnsafeBufferPointer(start: aside.start, count: count)))
    }

    /// Holds `bytes` in the block, writing it out first if it cannot also hold them; the caller holds `lock`.
    private static func hold(_ bytes: [UInt8]) {
        var count = held.load(ordering: .relaxed)
        if count + bytes.count > capacity {
            writeOutHeld()
            count = 0
        }
        guard bytes.count <= capacity else {
            write(bytes)
            return
        }
        bytes.withUnsafeBufferPointer { source in
            UnsafeMutableRawPointer(block.start + count).copyMemory(from: source.baseAddress!, byteCount: source.count)
        }
        held.store(count + bytes.count, ordering: .releasing)
    }

    /// Has the timer write out what is held a tenth of a second from now, unless it is due already.
    private static func armTimer() {
        if !timerArmed.exchange(true, ordering: .relaxed) {
            DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + .milliseconds(100)) {
                timerArmed.store(false, ordering: .relaxed)
                writeOut()
            }
        }
    }

    /// Writes out what is held now.
    package static func writeOut() {
        lock.withLock { _ in writeOutHeld() }
    }

    /// Gives the calling thread a stack for the crash handler, if it has none.
    ///
    /// A stack overflow in step code leaves the handler no room on the thread's own stack. The alternate stack is
    /// a thread's own, so this is called on the thread that runs the steps.
    package static func prepareThreadForCrashes() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
        var stack = stack_t()
        // Never freed: the thread may crash at any time while it lives (one per thread that runs steps).
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: alternateStackSize, alignment: 16)
        stack.ss_size = alternateStackSize
        stack.ss_flags = 0
        sigaltstack(&stack, nil)
    }

    /// Writes out the block, then the line set aside; the caller holds `lock`.
    private static func writeOutHeld() {
        writing.store(true, ordering: .sequentiallyConsistent)
        write(block.start, count: held.exchange(0, ordering: .acquiring))
        write(aside.start, count: asideCount.exchange(0, ordering: .acquiring))
        writing.store(false, ordering: .sequentiallyConsistent)
    }

    private static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0.baseAddress!, count: $0.count) }
    }

    private static func write(_ bytes: UnsafePointer<UInt8>, count: Int) {
        CommandOutput.writeAll(bytes, count: count, to: descriptor.load(ordering: .relaxed))
    }

    private static let handle: @convention(c) (Int32) -> Void = { number in
        // Another thread writing the block out finishes first (it holds what this would write), for a second
        // at most: then the block holds what is left.
        var waited = 0
        while CrashSafeOutbox.writing.load(ordering: .sequentiallyConsistent) && waited < 1000 {
            var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
            nanosleep(&pause, nil)
            waited += 1
        }
        CrashSafeOutbox.write(
            CrashSafeOutbox.block.start, count: CrashSafeOutbox.held.exchange(0, ordering: .acquiring))
        CrashSafeOutbox.write(
            CrashSafeOutbox.aside.start, count: CrashSafeOutbox.asideCount.exchange(0, ordering: .acquiring))
        // Restore whoever handled the signal before (the default), and let the signal take its course.
        sigaction(number, CrashSafeOutbox.previous.start + Int(number), nil)
        raise(number)
    }
}
