import SpecRunnerCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Parts of a report that are ready before their turn to be written, kept in an anonymous temporary file until
/// then: a report in file order of a run in another order (`--order random`) holds none of them in memory.
final class ReportSpool {
    /// The file, deleted by the system when closed (or when the process ends).
    private let file: UnsafeMutablePointer<FILE>?
    private var places: [Int: (offset: Int, count: Int)] = [:]
    /// The parts, when no temporary file could be made: the report is still written, from memory.
    private var kept: [Int: [UInt8]] = [:]
    private var end = 0

    init() {
        file = tmpfile()
    }

    deinit {
        if let file { fclose(file) }
    }

    /// Keeps `bytes` as the part `key`.
    func put(_ bytes: [UInt8], at key: Int) {
        guard let file else {
            kept[key] = bytes
            return
        }
        let written = bytes.withUnsafeBytes { pwrite(fileno(file), $0.baseAddress, $0.count, off_t(end)) }
        guard written == bytes.count else {
            kept[key] = bytes
            return
        }
        places[key] = (end, bytes.count)
        end += bytes.count
    }

    /// The part `key`, if it was kept, and forgets it.
    func take(_ key: Int) -> [UInt8]? {
        if let bytes = kept.removeValue(forKey: key) { return bytes }
        guard let file, let place = places.removeValue(forKey: key) else { return nil }
        let bytes = [UInt8](unsafeUninitializedCapacity: place.count) { buffer, initialized in
            let read = pread(fileno(file), buffer.baseAddress, place.count, off_t(place.offset))
            initialized = max(0, read)
        }
        return bytes
    }
}
