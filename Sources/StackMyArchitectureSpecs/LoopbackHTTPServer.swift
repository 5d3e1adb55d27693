import Foundation
import SpecRunnerCore
import StackMyArchitecture
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real HTTP/1.1 server on `127.0.0.1`, on a port the system picks, whose answers come from a backend
/// ``HTTPClient`` (the scenario's ``ScriptedServer``): `spec-runner-loopback` sends the app's requests through
/// `URLSessionHTTPClient` and a real socket to it.
///
/// One thread accepts; each connection gets a thread of its own (``LoopbackConnection``), so a request the backend
/// holds never blocks another. ``stop()`` closes the listening socket and ends every thread; until then the
/// accepting thread keeps the server alive, so its owner must call it.
final class LoopbackHTTPServer: Sendable {
    /// `http://127.0.0.1:<port>`.
    let origin: URL
    private let listener: Int32
    private let backend: any HTTPClient
    private let stopping: PipeSignal
    /// Every thread of this server, so that ``stop()`` can wait for them.
    private let threads = DispatchGroup()
    private let stopped = Mutex(false)

    /// Starts serving `backend`'s answers; throws when the system refuses a socket.
    init(backend: any HTTPClient) throws {
        guard let stopping = PipeSignal() else { throw LoopbackSocket.Failure("pipe") }
        let (listener, port) = try LoopbackSocket.listenOnLoopback()
        self.listener = listener
        self.backend = backend
        self.stopping = stopping
        origin = URL(string: "http://127.0.0.1:\(port)")!
        spawn { [self] in acceptConnections() }
    }

    /// Stops accepting, resets the connections still open, and waits up to two seconds for every thread to end.
    ///
    /// A held request's client sees the network go. Calling it again does nothing.
    func stop() {
        let first = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        stopping.signal()
        // Every thread waits in `poll` for `stopping` too, so they end at once; the bound is against a bug.
        _ = threads.wait(timeout: .now() + 2)
        close(listener)
    }

    private func acceptConnections() {
        while true {
            // Without a timeout: `stop()` wakes it. A failing `poll` ends accepting rather than spinning.
            guard let ready = LoopbackSocket.poll([listener, stopping.readEnd], milliseconds: -1), !ready[1] else {
                return
            }
            guard ready[0] else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                // Out of descriptors, say: the pending connection stays readable, so wait a little, not spin.
                usleep(10_000)
                continue
            }
            LoopbackSocket.closeOnExec(client)
            let connection = LoopbackConnection(
                socket: client, origin: origin.absoluteString, backend: backend, stopping: stopping)
            spawn { connection.serve() }
        }
    }

    /// Runs `body` on a thread whose failure to start is seen (`Foundation.Thread` fails silently): then nothing
    /// answers, and the app's request fails with its own timeout, as it would against a server that is down.
    private func spawn(_ body: @escaping @Sendable () -> Void) {
        threads.enter()
        let started = DetachedThread.start { [threads] in
            body()
            threads.leave()
        }
        if !started { threads.leave() }
    }
}
