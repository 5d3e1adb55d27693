/// Splits a byte stream into the bodies of LSP base-protocol messages (`Content-Length: N\r\n\r\n` and N bytes),
/// recovering from any malformed input.
///
/// Self-contained (no imports) so that the fuzzer compiles it alone (`Fuzz/run.sh lsp-framing`).
///
/// A header block starts with a `Content-Length:` or `Content-Type:` field name (the fields LSP defines, in any
/// case) and ends at its blank line; it needs exactly one `Content-Length` of decimal digits, at most
/// ``maximumBodyLength``. Input that breaks a rule is reported once and skipped up to the next field name, which is
/// where the client's next message starts: bytes where a header block should start, a block without a length, with
/// two, with a bad or too large one (its body is skipped as it arrives, never held), a block without a blank line
/// within ``maximumHeaderLength`` bytes. A JSON body holds no raw line break, so a correct message's header is
/// never taken for part of a body.
struct MessageFraming {
    /// The longest body accepted: 64 MiB, far more than a document an editor opens.
    static let maximumBodyLength = 64 << 20
    /// The longest header block accepted, its blank line excluded.
    static let maximumHeaderLength = 8 << 10

    /// What the bytes appended so far give next.
    enum Frame: Equatable {
        /// A message's body, as it came.
        case body([UInt8])
        /// Input that broke a rule: it and what follows it up to the next header block are skipped.
        case malformed(Problem)
    }

    /// The rule the input broke.
    enum Problem: Error, Equatable {
        /// Bytes where a header block should start.
        case notAHeader
        case noContentLength
        case severalContentLengths
        /// The value is not decimal digits (a sign, a space inside, a letter, nothing).
        case invalidContentLength
        /// More than ``maximumBodyLength``.
        case tooLong
        /// No blank line within ``maximumHeaderLength`` bytes.
        case headerTooLong
    }

    /// The bytes not yet given back; those before `start` are consumed.
    private var buffer: [UInt8] = []
    private var start = 0
    /// Skipping input already reported, up to the next field name.
    private var resynchronising = false
    /// A message's header is read, its body (of this length) is awaited.
    private var bodyLength: Int?
    /// Where the search for a blank line goes on: none starts before it (a header that arrives a byte at a time
    /// is searched once, not once a byte).
    private var searched = 0

    /// Whether the bytes appended so far end between messages, so that a header appended next is read as sent.
    var isBetweenMessages: Bool { bodyLength == nil && (resynchronising || start == buffer.count) }

    /// How many bytes the framing holds: consumed ones not yet dropped included.
    var heldBytes: Int { buffer.count }

    /// Adds bytes read from the stream.
    mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 0 && start >= buffer.count / 2 {
            // Consumed bytes are dropped in bulk, so that each byte is moved a bounded number of times.
            buffer.removeFirst(start)
            searched = max(searched - start, 0)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next frame the bytes appended so far hold, or nil until more are appended.
    mutating func next() -> Frame? {
        while true {
            if let length = bodyLength {
                guard buffer.count - start >= length else { return nil }
                let body = Array(buffer[start..<(start + length)])
                start += length
                bodyLength = nil
                return .body(body)
            }
            if resynchronising {
                guard let field = Self.firstFieldName(in: buffer[start...]) else {
                    // Kept: the start of a field name cut by the end of what was read.
                    start = max(start, buffer.count - (Self.fieldNames[0].count - 1))
                    return nil
                }
                start = field
                resynchronising = false
            }
            switch Self.fieldNameStarts(buffer[start...]) {
            case nil: return nil
            case false: return skip(.notAHeader, resumingAt: start)
            case true: break
            }
            guard let end = headerEnd() else {
                guard buffer.count - start >= Self.maximumHeaderLength + 4 else { return nil }
                return skip(.headerTooLong, resumingAt: start + 1)
            }
            // Garbage before a header holds no line break (nor does a JSON body): the header starts at the last
            // field name of its first line.
            let lineEnd = buffer[start..<end].firstIndex(of: 10) ?? end
            if let last = Self.lastFieldName(in: buffer[(start + 1)..<lineEnd]) {
                start = last
                continue
            }
            switch Self.contentLength(in: buffer[start..<end]) {
            case .success(let length):
                start = end + 4
                bodyLength = length
            case .failure(let problem):
                return skip(problem, resumingAt: end + 4)
            }
        }
    }

    /// Reports `problem` and skips from `index` to the next field name.
    private mutating func skip(_ problem: Problem, resumingAt index: Int) -> Frame {
        start = index
        resynchronising = true
        return .malformed(problem)
    }

    /// The index of the blank line ending the header block at `start`, if it is within the length accepted.
    private mutating func headerEnd() -> Int? {
        let first = max(start, searched)
        let last = min(buffer.count - 4, start + Self.maximumHeaderLength)
        guard last >= first else { return nil }
        for index in first...last
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index
        }
        searched = last + 1
        return nil
    }

    /// The field names a header block starts with in practice, lowercased: where skipping stops.
    private static let fieldNames = [Array("content-length:".utf8), Array("content-type:".utf8)]

    /// The index of the first field name in `bytes`, in any case.
    private static func firstFieldName(in bytes: ArraySlice<UInt8>) -> Int? {
        var rest = bytes
        // Only where a `c` is: skipping a long body costs one comparison a byte.
        while let candidate = rest.firstIndex(where: { $0 | 0x20 == 0x63 }) {
            if fieldNameStarts(bytes[candidate...]) == true { return candidate }
            rest = bytes[(candidate + 1)...]
        }
        return nil
    }

    /// The index of the last field name in `bytes`, in any case.
    private static func lastFieldName(in bytes: ArraySlice<UInt8>) -> Int? {
        bytes.indices.reversed().first { fieldNameStarts(bytes[$0...]) == true }
    }

    /// Whether `bytes` start with a field name; nil while they are too few to tell.
    private static func fieldNameStarts(_ bytes: ArraySlice<UInt8>) -> Bool? {
        var undecided = false
        for name in fieldNames where zip(name, bytes).allSatisfy({ lowercased($1) == $0 }) {
            guard bytes.count < name.count else { return true }
            undecided = true
        }
        return undecided ? nil : false
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (65...90).contains(byte) ? byte + 32 : byte
    }

    /// The body length a header block gives, or the rule it breaks.
    ///
    /// Fields other than `Content-Length` are ignored, as LSP allows (`Content-Type`).
    private static func contentLength(in header: ArraySlice<UInt8>) -> Result<Int, Problem> {
        var found: Int?
        for line in header.split(separator: 10, omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: 58), line[...colon].map(lowercased).elementsEqual(fieldNames[0])
            else { continue }
            guard found == nil else { return .failure(.severalContentLengths) }
            var value = line[(colon + 1)...]
            if value.last == 13 { value = value.dropLast() }
            while value.first == 32 || value.first == 9 { value = value.dropFirst() }
            while value.last == 32 || value.last == 9 { value = value.dropLast() }
            guard !value.isEmpty, value.allSatisfy({ (48...57).contains($0) }) else {
                return .failure(.invalidContentLength)
            }
            // Digit by digit with a bound, so that no value overflows.
            var length = 0
            for digit in value {
                length = length * 10 + Int(digit - 48)
                guard length <= maximumBodyLength else { return .failure(.tooLong) }
            }
            found = length
        }
        guard let found else { return .failure(.noContentLength) }
        return .success(found)
    }
}
