extension Envelope {
    /// The JSON of the envelopes a run sends for every step and test case, and of its sources, syntax trees,
    /// pickles and test cases, written directly by ``MessageJSONWriter``; `nil` for the others.
    ///
    /// Keys are in sorted order, and the text is byte for byte what `JSONEncoder` writes with
    /// `[.sortedKeys, .withoutEscapingSlashes]` (`CompactJSONTests` holds the two side by side); the other
    /// envelopes (a few per run) go through ``CompactJSONEncoder``.
    var directJSON: [UInt8]? {
        var writer: MessageJSONWriter
        switch self {
        case .testStepStarted(let message):
            writer = MessageJSONWriter()
            writer.string(#"{"testStepStarted":{"testCaseStartedId":"#, message.testCaseStartedId)
            writer.string(#","testStepId":"#, message.testStepId)
            writer.raw(#","timestamp":"#)
            writer.time(seconds: message.timestamp.seconds, nanos: message.timestamp.nanos)
            writer.raw("}}")
        case .testStepFinished(let message):
            guard message.testStepResult.exception == nil else { return nil }
            writer = MessageJSONWriter()
            writer.string(#"{"testStepFinished":{"testCaseStartedId":"#, message.testCaseStartedId)
            writer.string(#","testStepId":"#, message.testStepId)
            writer.raw(#","testStepResult":{"duration":"#)
            writer.time(
                seconds: message.testStepResult.duration.seconds, nanos: message.testStepResult.duration.nanos)
            if let text = message.testStepResult.message {
                writer.string(#","message":"#, text)
            }
            writer.string(#","status":"#, message.testStepResult.status.rawValue)
            writer.raw(#"},"timestamp":"#)
            writer.time(seconds: message.timestamp.seconds, nanos: message.timestamp.nanos)
            writer.raw("}}")
        case .testCaseStarted(let message):
            writer = MessageJSONWriter()
            writer.raw(#"{"testCaseStarted":{"attempt":"#)
            writer.number(message.attempt)
            writer.string(#","id":"#, message.id)
            writer.string(#","testCaseId":"#, message.testCaseId)
            writer.raw(#","timestamp":"#)
            writer.time(seconds: message.timestamp.seconds, nanos: message.timestamp.nanos)
            if let workerId = message.workerId {
                writer.string(#","workerId":"#, workerId)
            }
            writer.raw("}}")
        case .testCaseFinished(let message):
            writer = MessageJSONWriter()
            writer.string(#"{"testCaseFinished":{"testCaseStartedId":"#, message.testCaseStartedId)
            writer.raw(#","timestamp":"#)
            writer.time(seconds: message.timestamp.seconds, nanos: message.timestamp.nanos)
            writer.raw(#","willBeRetried":"#)
            writer.bool(message.willBeRetried)
            writer.raw("}}")
        case .source(let message):
            return MessageJSONWriter.envelope(#"{"source":"#, capacity: message.data.utf8.count + 128) {
                $0.source(message)
            }
        case .gherkinDocument(let message):
            return MessageJSONWriter.envelope(#"{"gherkinDocument":"#, capacity: 8192) { $0.document(message) }
        case .pickle(let message):
            return MessageJSONWriter.envelope(#"{"pickle":"#, capacity: 1024) { $0.pickle(message) }
        case .testCase(let message):
            return MessageJSONWriter.envelope(#"{"testCase":"#, capacity: 1024) { $0.testCase(message) }
        default:
            return nil
        }
        return writer.output
    }
}
