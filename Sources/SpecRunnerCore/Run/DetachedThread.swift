#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Threads made with `pthread_create`, whose failure is seen: under a process limit (threads count as
/// processes) `Foundation.Thread` fails silently and leaves its work undone, which for a worker's reader is a run
/// that never ends.
package enum DetachedThread {
    /// Runs `body` on a new detached thread; `false` when the system cannot make one.
    package static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        if FaultInjection.threadsCannotStart { return false }
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Glibc)
            var thread = pthread_t()
        #else
            var thread: pthread_t?
        #endif
        guard pthread_create(&thread, &attributes, { Body.run($0) }, context) == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return false
        }
        return true
    }

    /// What a thread runs, passed through `pthread_create`'s context pointer.
    private final class Body: Sendable {
        let body: @Sendable () -> Void

        init(_ body: @escaping @Sendable () -> Void) {
            self.body = body
        }

        static func run(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
            guard let context else { return nil }
            Unmanaged<Body>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }
    }
}
