import CucumberMessages
import SpecRunnerCore

extension WorkerWire {
    /// The compact lines of the four messages every scenario and step sends: tab-separated fields behind a
    /// one-digit tag (the version line is tag `0`).
    enum CompactLine {
        /// The line for `envelope` (without its line feed), or `nil` when it must go as JSON.
        static func encode(_ envelope: Envelope) -> [UInt8]? {
            var line = Line()
            switch envelope {
            case .testCaseStarted(let started):
                line.bytes.append(UInt8(ascii: "1"))
                line.text(started.id)
                line.text(started.testCaseId)
                line.number(Int64(started.attempt))
                line.time(started.timestamp)
                if let workerId = started.workerId { line.text(workerId) }
            case .testStepStarted(let started):
                line.bytes.append(UInt8(ascii: "2"))
                line.text(started.testCaseStartedId)
                line.text(started.testStepId)
                line.time(started.timestamp)
            case .testStepFinished(let finished):
                let result = finished.testStepResult
                guard result.message == nil, result.exception == nil else { return nil }
                line.bytes.append(UInt8(ascii: "3"))
                line.text(finished.testCaseStartedId)
                line.text(finished.testStepId)
                line.text(result.status.rawValue)
                line.number(result.duration.seconds)
                line.number(Int64(result.duration.nanos))
                line.time(finished.timestamp)
            case .testCaseFinished(let finished):
                line.bytes.append(UInt8(ascii: "4"))
                line.text(finished.testCaseStartedId)
                line.time(finished.timestamp)
                line.number(finished.willBeRetried ? 1 : 0)
            default:
                return nil
            }
            return line.isCompact ? line.bytes : nil
        }

        /// A line being written: tab-separated fields after the tag (each worker writes a line per step: building an
        /// array of strings and joining them cost about 9,000 instructions a line).
        private struct Line {
            var bytes: [UInt8] = []
            /// False once a text holds a tab or a line break: the message then goes as JSON.
            private(set) var isCompact = true

            init() {
                bytes.reserveCapacity(96)
            }

            mutating func text(_ value: String) {
                bytes.append(0x09)
                var value = value
                // The standard library's own, specialised here (a generic helper across modules cost a type lookup a field).
                value.withUTF8 { utf8 in
                    if utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) { isCompact = false }
                    bytes.append(contentsOf: utf8)
                }
            }

            mutating func number(_ value: Int64) {
                bytes.append(0x09)
                DecimalDigits.append(value, to: &bytes)
            }

            mutating func time(_ timestamp: Timestamp) {
                number(timestamp.seconds)
                number(Int64(timestamp.nanos))
            }
        }

        /// The tab-separated fields of a line, read in place (the parent reads a line per step of every worker:
        /// splitting a `Data` and making a `String` of each field cost about 15,000 instructions a line).
        struct Fields {
            let bytes: UnsafeBufferPointer<UInt8>
            /// Where each field starts and ends; at most eight, a line with more is malformed.
            private(set) var ranges: [Range<Int>] = []

            init(_ bytes: UnsafeBufferPointer<UInt8>) {
                self.bytes = bytes
                ranges.reserveCapacity(8)
                var start = 0
                for index in 0..<bytes.count where bytes[index] == 0x09 {
                    ranges.append(start..<index)
                    start = index + 1
                    if ranges.count > 8 { return }
                }
                ranges.append(start..<bytes.count)
            }

            var count: Int { ranges.count }

            func text(_ field: Int) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[ranges[field]]), as: UTF8.self)
            }

            /// The field as a decimal integer (an optional `-`, then digits), `nil` if it is not one or overflows.
            func integer(_ field: Int) -> Int64? {
                let digits = UnsafeBufferPointer(rebasing: bytes[ranges[field]])
                let negative = digits.first == UInt8(ascii: "-")
                guard digits.count > (negative ? 1 : 0), digits.count <= 20 else { return nil }
                var value: Int64 = 0
                for byte in digits.dropFirst(negative ? 1 : 0) {
                    let digit = byte &- UInt8(ascii: "0")
                    guard digit < 10 else { return nil }
                    let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
                    let (next, overflowedAgain) =
                        negative
                        ? shifted.subtractingReportingOverflow(Int64(digit))
                        : shifted.addingReportingOverflow(Int64(digit))
                    guard !overflowed, !overflowedAgain else { return nil }
                    value = next
                }
                return value
            }

            func timestamp(at field: Int) -> Timestamp? {
                guard field + 1 < count, let seconds = integer(field), let nanos = integer(field + 1),
                    let nanos = Int32(exactly: nanos)
                else { return nil }
                return Timestamp(seconds: seconds, nanos: nanos)
            }

            func isTag(_ tag: UInt8) -> Bool {
                ranges[0].count == 1 && bytes[ranges[0].lowerBound] == tag
            }
        }

        /// The envelope `fields` hold, or `nil` when they are not a well-formed compact line.
        static func decode(_ fields: Fields) -> Envelope? {
            if fields.isTag(UInt8(ascii: "1")), fields.count == 6 || fields.count == 7 {
                guard let attempt = fields.integer(3).flatMap(Int.init(exactly:)),
                    let timestamp = fields.timestamp(at: 4)
                else { return nil }
                return .testCaseStarted(
                    TestCaseStarted(
                        id: fields.text(1), testCaseId: fields.text(2), attempt: attempt, timestamp: timestamp,
                        workerId: fields.count == 7 ? fields.text(6) : nil))
            }
            if fields.isTag(UInt8(ascii: "2")), fields.count == 5 {
                guard let timestamp = fields.timestamp(at: 3) else { return nil }
                return .testStepStarted(
                    TestStepStarted(testCaseStartedId: fields.text(1), testStepId: fields.text(2), timestamp: timestamp)
                )
            }
            if fields.isTag(UInt8(ascii: "3")), fields.count == 8 {
                guard let status = Status(rawValue: fields.text(3)), let duration = fields.timestamp(at: 4),
                    let timestamp = fields.timestamp(at: 6)
                else { return nil }
                let result = TestStepResult(
                    status: status, duration: Duration(seconds: duration.seconds, nanos: duration.nanos))
                return .testStepFinished(
                    TestStepFinished(
                        testCaseStartedId: fields.text(1), testStepId: fields.text(2), testStepResult: result,
                        timestamp: timestamp))
            }
            if fields.isTag(UInt8(ascii: "4")), fields.count == 5 {
                guard let timestamp = fields.timestamp(at: 2) else { return nil }
                return .testCaseFinished(
                    TestCaseFinished(
                        testCaseStartedId: fields.text(1), timestamp: timestamp, willBeRetried: fields.text(4) == "1"))
            }
            return nil
        }
    }
}
