extension Envelope {
    /// The JSON of the envelopes a run sends for every step and test case, written directly; `nil` for others.
    ///
    /// Keys are in sorted order, and the text is byte for byte what `JSONEncoder` writes with
    /// `[.sortedKeys, .withoutEscapingSlashes]` (`CompactJSONTests` holds the two side by side); the other
    /// envelopes go through ``CompactJSONEncoder``.
    var frequentMessageJSON: [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(192)
        switch self {
        case .testStepStarted(let message):
            output.raw(#"{"testStepStarted":{"testCaseStartedId":"#)
            JSONString.write(message.testCaseStartedId, to: &output)
            output.raw(#","testStepId":"#)
            JSONString.write(message.testStepId, to: &output)
            output.raw(#","timestamp":"#)
            output.time(seconds: message.timestamp.seconds, nanos: message.timestamp.nanos)
            output.raw("}}")
        case .testStepFinished(let message):
            guard message.testStepResult.exception == nil else { return nil }
            output.raw(#"{"testStepFinished":{"testCaseStartedId":"#)
            JSONString.write(message.testCaseStartedId, to: &output)
            output.raw(#","testStepId":"#)
            JSONString.write(message.testStepId, to: &output)
            output.raw(#","testStepResult":{"duration":"#)
            output.time(seconds: message.testStepResult.duration.seconds, nanos: message.testStepResult.duration.nanos)
            if let text = message.testStepResult.message {
                output.raw(#","message":"#)
                JSONString.write(text, to: &output)
            }
            output.raw(#","status":"#)
            JSONString.write(message.testStepResult.status.rawValue, to: &output)
            output.raw(#"},"timestamp":"#)
            output.time(seconds: message.timestamp.seconds, nanos: message.timestamp.nanos)
            output.raw("}}")
        case .testCaseStarted(let message):
            output.raw(#"{"testCaseStarted":{"attempt":"#)
            output.raw(String(message.attempt))
            output.raw(#","id":"#)
            JSONString.write(message.id, to: &output)
            output.raw(#","testCaseId":"#)
            JSONString.write(message.testCaseId, to: &output)
            output.raw(#","timestamp":"#)
            output.time(seconds: message.timestamp.seconds, nanos: message.timestamp.nanos)
            if let workerId = message.workerId {
                output.raw(#","workerId":"#)
                JSONString.write(workerId, to: &output)
            }
            output.raw("}}")
        case .testCaseFinished(let message):
            output.raw(#"{"testCaseFinished":{"testCaseStartedId":"#)
            JSONString.write(message.testCaseStartedId, to: &output)
            output.raw(#","timestamp":"#)
            output.time(seconds: message.timestamp.seconds, nanos: message.timestamp.nanos)
            output.raw(#","willBeRetried":"#)
            output.raw(message.willBeRetried ? "true" : "false")
            output.raw("}}")
        default:
            return nil
        }
        return output
    }
}

extension [UInt8] {
    fileprivate mutating func raw(_ text: String) {
        append(contentsOf: text.utf8)
    }

    /// A `Timestamp` or `Duration` object: `{"nanos":…,"seconds":…}`.
    fileprivate mutating func time(seconds: Int64, nanos: Int32) {
        raw(#"{"nanos":"#)
        raw(String(nanos))
        raw(#","seconds":"#)
        raw(String(seconds))
        append(UInt8(ascii: "}"))
    }
}
