#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals a crash in step code raises, taken over the one way both crash handlers need.
enum CrashSignals {
    /// A trap, an abort, a bad memory access, an arithmetic fault.
    static let numbers: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]

    /// Installs `handler` for every crash signal, run on the thread's alternate stack when it has one (a stack
    /// overflow leaves no room on its own), and keeps the handler each replaces in `previous`, by signal number,
    /// for `handler` to restore before letting the signal take its course.
    static func install(
        _ handler: @convention(c) (Int32) -> Void, keepingPreviousIn previous: SignalSafeBuffer<sigaction>
    ) {
        for number in numbers {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = handler
            #else
                action.__sigaction_u.__sa_handler = handler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(SA_ONSTACK)
            sigaction(number, nil, previous.start + Int(number))
            sigaction(number, &action, nil)
        }
    }
}
