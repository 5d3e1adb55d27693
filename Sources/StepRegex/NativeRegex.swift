/// A `RegexProgram` laid out in memory that matching reads without reference counting.
///
/// The runner tries every step against every definition, so the per-attempt cost is mostly overhead:
/// copying a struct of arrays retains each of them. Here the tables are immutable buffers owned by one
/// object, which makes an attempt that the literal prefix rejects a handful of byte comparisons.
final class NativeRegex: @unchecked Sendable {
    /// The ASCII part of a `ScalarSet`, as plain bits (no reference to retain when testing a byte).
    struct ASCIISet {
        var low: UInt64
        var high: UInt64
        var isASCIIOnly: Bool

        func contains(_ byte: UInt8) -> Bool {
            byte < 64 ? low & (1 << UInt64(byte)) != 0 : high & (1 << UInt64(byte - 64)) != 0
        }
    }

    // @unchecked: every buffer is written once in init, never mutated after, and freed in deinit.
    let code: UnsafeBufferPointer<RegexInstruction>
    let literals: UnsafeBufferPointer<UInt8>
    let sets: UnsafeBufferPointer<ScalarSet>
    let asciiSets: UnsafeBufferPointer<ASCIISet>
    let repeats: UnsafeBufferPointer<RegexRepeat>
    let lookarounds: UnsafeBufferPointer<RegexLookaround>
    let requiredPrefix: UnsafeBufferPointer<UInt8>
    let requiredSuffix: UnsafeBufferPointer<UInt8>
    let captureCount: Int
    let slotCount: Int
    let mainEnd: Int
    let memoizable: Bool
    let anchoredAtStart: Bool
    let anchoredAtEnd: Bool

    init(_ program: RegexProgram) {
        code = NativeRegex.copy(program.code)
        literals = NativeRegex.copy(program.literals)
        sets = NativeRegex.copy(program.sets)
        asciiSets = NativeRegex.copy(program.sets.map(\.asciiPart))
        repeats = NativeRegex.copy(program.repeats)
        lookarounds = NativeRegex.copy(program.lookarounds)
        requiredPrefix = NativeRegex.copy(program.requiredPrefix)
        requiredSuffix = NativeRegex.copy(program.requiredSuffix)
        captureCount = program.captureCount
        slotCount = program.slotCount
        mainEnd = program.mainEnd
        memoizable = program.memoizable
        anchoredAtStart = program.anchoredAtStart
        anchoredAtEnd = program.anchoredAtEnd
    }

    deinit {
        _ = UnsafeMutableBufferPointer(mutating: sets).deinitialize()
        let buffers: [UnsafeRawPointer] = [
            UnsafeRawPointer(code.baseAddress!), UnsafeRawPointer(literals.baseAddress!),
            UnsafeRawPointer(sets.baseAddress!), UnsafeRawPointer(asciiSets.baseAddress!),
            UnsafeRawPointer(repeats.baseAddress!),
            UnsafeRawPointer(lookarounds.baseAddress!), UnsafeRawPointer(requiredPrefix.baseAddress!),
            UnsafeRawPointer(requiredSuffix.baseAddress!),
        ]
        for buffer in buffers {
            UnsafeMutableRawPointer(mutating: buffer).deallocate()
        }
    }

    private static func copy<Element>(_ array: [Element]) -> UnsafeBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(array.count, 1))
        _ = buffer.initialize(from: array)
        return UnsafeBufferPointer(rebasing: buffer[0..<array.count])
    }

    /// Whether `text` can match at all, judged on its first and last bytes alone (no closure, no copy:
    /// this runs for every step against every definition).
    func mayMatch(_ text: String) -> Bool {
        let utf8 = text.utf8
        if anchoredAtStart {
            var index = utf8.startIndex
            for expected in requiredPrefix {
                guard index != utf8.endIndex, utf8[index] == expected else { return false }
                utf8.formIndex(after: &index)
            }
        }
        if anchoredAtEnd {
            var index = utf8.endIndex
            for expected in requiredSuffix.reversed() {
                guard index != utf8.startIndex else { return false }
                utf8.formIndex(before: &index)
                guard utf8[index] == expected else { return false }
            }
        }
        return true
    }

    /// Whether `text` can match at all, judged on its first and last bytes alone.
    func passesLiteralChecks(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        if anchoredAtStart {
            let count = requiredPrefix.count
            guard count <= text.count else { return false }
            var index = 0
            while index < count {
                if text[index] != requiredPrefix[index] {
                    return false
                }
                index += 1
            }
        }
        if anchoredAtEnd {
            let count = requiredSuffix.count
            guard count <= text.count else { return false }
            let offset = text.count - count
            var index = 0
            while index < count {
                if text[offset + index] != requiredSuffix[index] {
                    return false
                }
                index += 1
            }
        }
        return true
    }
}
