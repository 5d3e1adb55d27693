#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An event a thread can wait for in `poll` next to its sockets: once ``signal()`` has been called, ``readEnd``
/// stays readable, so every thread waiting on it wakes up.
///
/// A pipe rather than a lock or a semaphore because a thread of ``LoopbackHTTPServer`` waits for its socket and
/// for this event at once. Both ends close when the last reference goes, so a late ``signal()`` never writes to
/// a closed (or reused) descriptor.
final class PipeSignal: Sendable {
    /// Readable once the event has happened.
    let readEnd: Int32
    private let writeEnd: Int32

    /// Opens the pipe; `nil` when the process has no descriptor left.
    init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        readEnd = ends[0]
        writeEnd = ends[1]
        for end in ends { LoopbackSocket.closeOnExec(end) }
        // Never blocks, however often it is signalled: a full pipe is readable anyway.
        _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
    }

    /// Marks the event as happened.
    func signal() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }
}
