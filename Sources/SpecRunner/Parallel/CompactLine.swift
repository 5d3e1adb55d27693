import Foundation

/// The worker protocol's fast path: the four messages every scenario and step sends, as tab-separated fields
/// behind a one-digit tag, instead of JSON.
///
/// Foundation's JSON coders spent about 30 µs per message on each side, which made a parallel run of fast
/// steps ten times slower than a serial one. A message whose text fields hold a tab or a line break, or a step
/// result with a message or an exception, still goes as JSON (a JSON line starts with `{`, never a digit).
enum CompactLine {
    /// The line for `envelope`, or `nil` when it must go as JSON.
    static func encode(_ envelope: Envelope) -> String? {
        var fields: [String]
        switch envelope {
        case .testCaseStarted(let started):
            fields = ["1", started.id, started.testCaseId, String(started.attempt)] + time(started.timestamp)
            if let workerId = started.workerId { fields.append(workerId) }
        case .testStepStarted(let started):
            fields = ["2", started.testCaseStartedId, started.testStepId] + time(started.timestamp)
        case .testStepFinished(let finished):
            let result = finished.testStepResult
            guard result.message == nil, result.exception == nil else { return nil }
            fields = ["3", finished.testCaseStartedId, finished.testStepId, result.status.rawValue]
            fields += [String(result.duration.seconds), String(result.duration.nanos)] + time(finished.timestamp)
        case .testCaseFinished(let finished):
            fields = ["4", finished.testCaseStartedId] + time(finished.timestamp)
            fields.append(finished.willBeRetried ? "1" : "0")
        default:
            return nil
        }
        guard fields.allSatisfy({ !$0.utf8.contains { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } }) else { return nil }
        return fields.joined(separator: "\t")
    }

    /// The envelope `line` holds, or `nil` when it is not a well-formed compact line.
    static func decode(_ line: Data) -> Envelope? {
        let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        func timestamp(at index: Int) -> Timestamp? {
            guard index + 1 < fields.count, let seconds = Int64(fields[index]), let nanos = Int32(fields[index + 1])
            else { return nil }
            return Timestamp(seconds: seconds, nanos: nanos)
        }
        switch fields.first {
        case "1" where fields.count == 6 || fields.count == 7:
            guard let attempt = Int(fields[3]), let timestamp = timestamp(at: 4) else { return nil }
            return .testCaseStarted(
                TestCaseStarted(
                    id: fields[1], testCaseId: fields[2], attempt: attempt, timestamp: timestamp,
                    workerId: fields.count == 7 ? fields[6] : nil))
        case "2" where fields.count == 5:
            guard let timestamp = timestamp(at: 3) else { return nil }
            return .testStepStarted(
                TestStepStarted(testCaseStartedId: fields[1], testStepId: fields[2], timestamp: timestamp))
        case "3" where fields.count == 8:
            guard let status = Status(rawValue: fields[3]), let seconds = Int64(fields[4]),
                let nanos = Int32(fields[5]), let timestamp = timestamp(at: 6)
            else { return nil }
            let result = TestStepResult(status: status, duration: Duration(seconds: seconds, nanos: nanos))
            return .testStepFinished(
                TestStepFinished(
                    testCaseStartedId: fields[1], testStepId: fields[2], testStepResult: result,
                    timestamp: timestamp))
        case "4" where fields.count == 5:
            guard let timestamp = timestamp(at: 2) else { return nil }
            return .testCaseFinished(
                TestCaseFinished(testCaseStartedId: fields[1], timestamp: timestamp, willBeRetried: fields[4] == "1"))
        default:
            return nil
        }
    }

    private static func time(_ timestamp: Timestamp) -> [String] {
        [String(timestamp.seconds), String(timestamp.nanos)]
    }
}
