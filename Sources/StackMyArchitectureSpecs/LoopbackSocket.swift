#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few POSIX socket calls ``LoopbackHTTPServer`` needs, with the differences between Glibc and Darwin in
/// one place.
enum LoopbackSocket {
    /// Why a socket call failed: the call and `errno`'s text.
    struct Failure: Error, CustomStringConvertible {
        let call: String
        let code: Int32

        init(_ call: String) {
            self.call = call
            code = errno
        }

        var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    /// A TCP socket listening on `127.0.0.1` on a port the system picks, and that port.
    static func listenOnLoopback() throws -> (descriptor: Int32, port: UInt16) {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure("socket") }
        closeOnExec(descriptor)
        do {
            var address = sockaddr_in()
            #if canImport(Darwin)
                address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            #endif
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = 0
            address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
            let length = socklen_t(MemoryLayout<sockaddr_in>.size)
            // The socket API takes any address as a `sockaddr` pointer; this one is an IPv4 address.
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
            }
            guard bound == 0 else { throw Failure("bind") }
            guard listen(descriptor, 16) == 0 else { throw Failure("listen") }
            var boundAddress = sockaddr_in()
            var boundLength = length
            let named = withUnsafeMutablePointer(to: &boundAddress) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &boundLength) }
            }
            guard named == 0 else { throw Failure("getsockname") }
            return (descriptor, UInt16(bigEndian: boundAddress.sin_port))
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// Keeps `descriptor` out of processes the run starts (parallel workers).
    static func closeOnExec(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
    }

    /// Whether each of `descriptors` is readable (or hung up, or failed) after waiting at most `milliseconds`
    /// (`-1`: until one is); all `false` on timeout, `nil` when `poll` itself failed.
    static func poll(_ descriptors: [Int32], milliseconds: Int32) -> [Bool]? {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while true {
            #if canImport(Glibc)
                let ready = Glibc.poll(&entries, nfds_t(entries.count), milliseconds)
            #else
                let ready = Darwin.poll(&entries, nfds_t(entries.count), milliseconds)
            #endif
            // A signal cut the wait short: waiting again may wait up to twice as long, still bounded.
            if ready < 0 && errno == EINTR { continue }
            guard ready >= 0 else { return nil }
            return entries.map { $0.revents != 0 }
        }
    }

    /// Reads what `descriptor` has into `buffer`; `false` when the peer hung up or the connection failed.
    static func receive(_ descriptor: Int32, into buffer: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = recv(descriptor, &chunk, chunk.count, 0)
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[..<count])
        return true
    }

    /// Writes all of `bytes`, giving up silently when the peer has gone (its answer then goes nowhere, as a
    /// real server's would).
    static func sendAll(_ descriptor: Int32, _ bytes: [UInt8]) {
        #if canImport(Glibc)
            // A peer that hung up must not kill the process with SIGPIPE.
            let flags = Int32(MSG_NOSIGNAL)
        #else
            var one: Int32 = 1
            _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
            let flags: Int32 = 0
        #endif
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, flags) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            sent += count
        }
    }

    /// Closes `descriptor` with a reset instead of an orderly end: to the client, a connection that broke
    /// before any answer came.
    static func reset(_ descriptor: Int32) {
        var abort = linger(l_onoff: 1, l_linger: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &abort, socklen_t(MemoryLayout<linger>.size))
        close(descriptor)
    }
}
