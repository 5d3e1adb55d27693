import Foundation

/// Where one capture group matched: Unicode-scalar offsets into the text, and the matched text.
struct CaptureMatch: Sendable, Equatable {
    var start: Int
    var end: Int
    var value: String
}

/// A regular expression ready to match: the native engine for the ECMAScript subset Cucumber uses, or
/// Foundation's engine for syntax outside it (backreferences, inline flags, `\p{…}`, …).
struct CompiledRegex: Sendable {
    private enum Engine: Sendable {
        case native(RegexProgram)
        case foundation(NSRegularExpression)
    }

    private let engine: Engine
    /// The pattern as written.
    let source: String
    /// Number of capture groups, group 0 excluded.
    let captureCount: Int

    /// Compiles `pattern`; throws `.invalid` with a reason when no engine accepts it.
    init(_ pattern: String) throws(RegexParseFailure) {
        source = pattern
        var parser = RegexParser(pattern)
        do {
            let root = try parser.parse()
            engine = .native(RegexProgram(root, captureCount: parser.captureCount))
            captureCount = parser.captureCount
        } catch .unsupported {
            do {
                let regex = try NSRegularExpression(pattern: pattern)
                engine = .foundation(regex)
                captureCount = regex.numberOfCaptureGroups
            } catch {
                throw .invalid("Invalid regular expression")
            }
        }
    }

    /// Whether the native engine runs this pattern.
    var isNative: Bool {
        if case .native = engine {
            return true
        }
        return false
    }

    /// The first match in `text` (leftmost, in the engine's priority order); nil when nothing matches.
    ///
    /// One entry per group, group 0 first, nil for a group that did not participate.
    func firstMatch(in text: String) -> [CaptureMatch?]? {
        switch engine {
        case .native(let program):
            var text = text
            return text.withUTF8 { bytes in
                guard let slots = RegexMachine.firstMatch(program, in: bytes) else { return nil }
                return CompiledRegex.captures(slots, in: bytes)
            }
        case .foundation(let regex):
            return CompiledRegex.foundationMatch(regex, in: text)
        }
    }

    private static func captures(_ slots: [Int], in bytes: UnsafeBufferPointer<UInt8>) -> [CaptureMatch?] {
        var isASCII = true
        for byte in bytes where byte >= 0x80 {
            isASCII = false
            break
        }
        func scalarOffset(_ byteOffset: Int) -> Int {
            guard !isASCII else { return byteOffset }
            var count = 0
            for index in 0..<byteOffset where bytes[index] & 0xC0 != 0x80 {
                count += 1
            }
            return count
        }
        var result: [CaptureMatch?] = []
        result.reserveCapacity(slots.count / 2)
        for group in 0..<(slots.count / 2) {
            let start = slots[2 * group]
            let end = slots[2 * group + 1]
            guard start >= 0, end >= start else {
                result.append(nil)
                continue
            }
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            result.append(CaptureMatch(start: scalarOffset(start), end: scalarOffset(end), value: value))
        }
        return result
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
