import Foundation
import Synchronization

/// Where one capture group matched: Unicode-scalar offsets into the text, and the matched text.
package struct CaptureMatch: Sendable, Equatable {
    /// The offset of the group's first scalar.
    package var start: Int
    /// The offset just past the group's last scalar.
    package var end: Int
    /// The text the group matched.
    package var value: String
}

/// A regular expression ready to match: the native engine for the ECMAScript subset Cucumber uses, or
/// Foundation's engine for syntax outside it (backreferences, inline flags, `\p{…}`, …).
///
/// A class, so that expressions holding it are one reference to copy.
package final class CompiledRegex: Sendable {
    private let native: NativeRegex?
    private let foundation: NSRegularExpression?
    /// Number of capture groups, group 0 excluded.
    let captureCount: Int
    /// Whether a match never depends on the text before its start (no `^`, word boundary or lookbehind; false
    /// for Foundation's engine): searching from any position up to a match's start then finds that same match.
    package let ignoresPrecedingText: Bool

    /// The compiled regex for `pattern`, shared: registries for different dialects compile most expressions to
    /// the same pattern, and a compiled regex never changes.
    ///
    /// The cache is bounded (``cacheCapacity`` patterns, then it starts over), so that a process compiling
    /// ever new expressions (an editor's language server, a fuzzer) does not grow without end; a run compiles a
    /// few hundred at most.
    package static func shared(_ pattern: String) throws(RegexParseFailure) -> CompiledRegex {
        if let cached = cache.withLock({ $0[pattern] }) { return cached }
        let compiled = try CompiledRegex(pattern)
        cache.withLock { cache in
            if cache.count >= cacheCapacity { cache.removeAll(keepingCapacity: true) }
            cache[pattern] = compiled
        }
        return compiled
    }

    private static let cache = Mutex<[String: CompiledRegex]>([:])
    /// How many compiled patterns the shared cache keeps before it starts over.
    static let cacheCapacity = 1024
    /// How many compiled patterns the shared cache holds now (for tests).
    static var cachedCount: Int { cache.withLock { $0.count } }

    /// Compiles `pattern`; throws `.invalid` with a reason when no engine accepts it.
    package init(_ pattern: String) throws(RegexParseFailure) {
        var parser = RegexParser(pattern)
        do {
            let root = try parser.parse()
            native = NativeRegex(try RegexProgram(root, captureCount: parser.captureCount))
            foundation = nil
            captureCount = parser.captureCount
            ignoresPrecedingText = !root.looksBehind
        } catch .unsupported {
            do {
                let regex = try NSRegularExpression(pattern: pattern)
                native = nil
                foundation = regex
                captureCount = regex.numberOfCaptureGroups
                ignoresPrecedingText = false
            } catch {
                throw .invalid("Invalid regular expression")
            }
        }
    }

    /// The UTF-8 bytes every match starts with at position 0, when the pattern is anchored with `^` and
    /// begins with literal text; empty otherwise.
    package var requiredPrefix: [UInt8] {
        guard let native, native.anchoredAtStart else { return [] }
        return Array(native.requiredPrefix)
    }

    /// Whether the native engine runs this pattern.
    package var isNative: Bool {
        native != nil
    }

    /// The byte range of the first match in the UTF-8 text `bytes`, for a pattern the native engine runs (see
    /// ``isNative``); nil when nothing matches.
    package func firstMatchRange(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard let native else { return nil }
        return RegexMachine.firstMatch(native, in: bytes) { slots in
            slots[0] >= 0 && slots[1] >= slots[0] ? slots[0]..<slots[1] : nil
        } ?? nil
    }

    /// The first match in `text` (leftmost, in the engine's priority order); nil when nothing matches.
    ///
    /// One entry per group, group 0 first, nil for a group that did not participate.
    package func firstMatch(in text: String) -> [CaptureMatch?]? {
        if let foundation {
            return CompiledRegex.foundationMatch(foundation, in: text)
        }
        return withNativeMatch(in: text) { captures in
            (0...captureCount).map { captures.capture($0) }
        }
    }

    /// Whether `text` can match at all, judged on the literal text around the parameters.
    ///
    /// Most attempts end here, so it touches nothing but the text's bytes and the literal tables.
    package func mayMatch(_ text: String) -> Bool {
        guard let native else { return true }
        return text.utf8.withContiguousStorageIfAvailable { native.passesLiteralChecks($0) } ?? native.mayMatch(text)
    }

    /// Hands `body` the first match in `text`, as a function from a group's number (0: the whole match) to where
    /// it matched (nil for a group that did not participate); false when nothing matches.
    ///
    /// A group is read only when asked for: matching builds just the groups its caller uses. Not generic, so that
    /// a call from another module needs no specialization.
    package func withFirstMatch(in text: String, _ body: ((Int) -> CaptureMatch?) -> Void) -> Bool {
        if let foundation {
            guard let captures = CompiledRegex.foundationMatch(foundation, in: text) else { return false }
            body { $0 < captures.count ? captures[$0] : nil }
            return true
        }
        return withNativeMatch(in: text) { captures in body(captures.capture) } != nil
    }

    /// Runs the native engine on `text`'s UTF-8 and hands the match's captures to `body`.
    private func withNativeMatch<Result>(in text: String, _ body: (ByteCaptures) -> Result) -> Result? {
        guard let native else { return nil }
        let match = { (bytes: UnsafeBufferPointer<UInt8>) -> Result? in
            RegexMachine.firstMatch(native, in: bytes) { slots in body(ByteCaptures(slots: slots, bytes: bytes)) }
        }
        // Native strings expose their UTF-8 without a copy; others (bridged) are made native first.
        if let result = text.utf8.withContiguousStorageIfAvailable(match) {
            return result
        }
        var copy = text
        return copy.withUTF8(match)
    }

    /// A native match's capture slots, read as `CaptureMatch`es with Unicode-scalar offsets.
    private struct ByteCaptures {
        let slots: UnsafeMutableBufferPointer<Int>
        let bytes: UnsafeBufferPointer<UInt8>
        let isASCII: Bool

        init(slots: UnsafeMutableBufferPointer<Int>, bytes: UnsafeBufferPointer<UInt8>) {
            self.slots = slots
            self.bytes = bytes
            var ascii = true
            for byte in bytes where byte >= 0x80 {
                ascii = false
                break
            }
            isASCII = ascii
        }

        func capture(_ group: Int) -> CaptureMatch? {
            guard 2 * group + 1 < slots.count else { return nil }
            let start = slots[2 * group]
            let end = slots[2 * group + 1]
            guard start >= 0, end >= start else { return nil }
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            return CaptureMatch(start: scalarOffset(start), end: scalarOffset(end), value: value)
        }

        private func scalarOffset(_ byteOffset: Int) -> Int {
            guard !isASCII else { return byteOffset }
            var count = 0
            for index in 0..<byteOffset where bytes[index] & 0xC0 != 0x80 {
                count += 1
            }
            return count
        }
    }

    private static func foundationMatch(_ regex: NSRegularExpression, in text: String) -> [CaptureMatch?]? {
        let utf16Count = text.utf16.count
        guard let match = regex.firstMatch(in: text, range: NSRange(location: 0, length: utf16Count)) else {
            return nil
        }
        var result: [CaptureMatch?] = []
        for group in 0..<match.numberOfRanges {
            let range = match.range(at: group)
            guard range.location != NSNotFound, let swiftRange = Range(range, in: text) else {
                result.append(nil)
                continue
            }
            let start = text.unicodeScalars.distance(from: text.startIndex, to: swiftRange.lowerBound)
            let length = text.unicodeScalars.distance(from: swiftRange.lowerBound, to: swiftRange.upperBound)
            result.append(CaptureMatch(start: start, end: start + length, value: String(text[swiftRange])))
        }
        return result
    }
}
