#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes its output and its diagnostics.
///
/// The real process writes to the standard streams, buffered so that large reports cost few system calls;
/// tests capture both streams as strings instead of spawning a process.
public final class CommandOutput: @unchecked Sendable {
    private enum Destination {
        case standardStreams
        case captured
    }

    private let destination: Destination
    private var outputBuffer: [UInt8] = []
    private var errorBuffer: [UInt8] = []

    /// Everything written to standard output so far, when capturing.
    public private(set) var capturedOutput = ""
    /// Everything written to standard error so far, when capturing.
    public private(set) var capturedError = ""

    private init(destination: Destination) {
        self.destination = destination
    }

    /// Output that goes to the process's standard output and standard error.
    public static func standardStreams() -> CommandOutput { CommandOutput(destination: .standardStreams) }

    /// Output that is kept in memory, for tests.
    public static func capturing() -> CommandOutput { CommandOutput(destination: .captured) }

    /// Writes `text` to standard output.
    public func write(_ text: String) {
        write(bytes: text.utf8)
    }

    /// Writes UTF-8 `bytes` to standard output.
    func write(bytes: some Collection<UInt8>) {
        switch destination {
        case .captured:
            capturedOutput += String(decoding: bytes, as: UTF8.self)
        case .standardStreams:
            outputBuffer.append(contentsOf: bytes)
            if outputBuffer.count >= 1 << 16 { flushOutput() }
        }
    }

    /// Writes `text` to standard error; diagnostics are never held back.
    public func writeError(_ text: String) {
        switch destination {
        case .captured:
            capturedError += text
        case .standardStreams:
            flushOutput()
            errorBuffer.append(contentsOf: text.utf8)
            Self.writeAll(errorBuffer, to: 2)
            errorBuffer.removeAll(keepingCapacity: true)
        }
    }

    /// Sends buffered standard output to the operating system.
    public func flush() {
        if case .standardStreams = destination { flushOutput() }
    }

    private func flushOutput() {
        guard !outputBuffer.isEmpty else { return }
        Self.writeAll(outputBuffer, to: 1)
        outputBuffer.removeAll(keepingCapacity: true)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 {
                    if written < 0 && errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}

/// `write(2)` under the name of this platform's C library.
private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, pointer, count)
    #else
        Darwin.write(descriptor, pointer, count)
    #endif
}
