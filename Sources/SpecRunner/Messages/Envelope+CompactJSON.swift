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
            writer.raw(#"{"testStepStarted":{"testCaseStartedId":"#)
            writer.string(message.testCaseStartedId)
            writer.raw(#","testStepId":"#)
            writer.string(message.testStepId)
            writer.raw(#","timestamp":"#)
            writer.time(seconds: message.timestamp.seconds, nanos: message.timestamp.nanos)
            writer.raw("}}")
        case .testStepFinished(let message):
            guard message.testStepResult.exception == nil else { return nil }
            writer = MessageJSONWriter()
            writer.raw(#"{"testStepFinished":{"testCaseStartedId":"#)
            writer.string(message.testCaseStartedId)
            writer.raw(#","testStepId":"#)
            writer.string(message.testStepId)
            writer.raw(#","testStepResult":{"duration":"#)
            writer.time(
                seconds: message.testStepResult.duration.seconds, nanos: message.testStepResult.duration.nanos)
            if let text = message.testStepResult.message {
                writer.raw(#","message":"#)
                writer.string(text)
            }
            writer.raw(#","status":"#)
            writer.string(message.testStepResult.status.rawValue)
            writer.raw(#"},"timestamp":"#)
            writer.time(seconds: message.timestamp.seconds, nanos: message.timestamp.nanos)
            writer.raw("}}")
        case .testCaseStarted(let message):
            writer = MessageJSONWriter()
            writer.raw(#"{"testCaseStarted":{"attempt":"#)
            writer.number(message.attempt)
            writer.raw(#","id":"#)
            writer.string(message.id)
            writer.raw(#","testCaseId":"#)
            writer.string(message.testCaseId)
            writer.raw(#","timestamp":"#)
            writer.time(seconds: message.timestamp.seconds, nanos: message.timestamp.nanos)
            if let workerId = message.workerId {
                writer.raw(#","workerId":"#)
                writer.string(workerId)
            }
            writer.raw("}}")
        case .testCaseFinished(let message):
            writer = MessageJSONWriter()
            writer.raw(#"{"testCaseFinished":{"testCaseStartedId":"#)
            writer.string(message.testCaseStartedId)
            writer.raw(#","timestamp":"#)
            writer.time(seconds: message.timestamp.seconds, nanos: message.timestamp.nanos)
            writer.raw(#","willBeRetried":"#)
            writer.bool(message.willBeRetried)
            writer.raw("}}")
        case .source(let message):
            writer = MessageJSONWriter(capacity: message.data.utf8.count + 128)
            writer.raw(#"{"source":"#)
            writer.source(message)
            writer.raw("}")
        case .gherkinDocument(let message):
            writer = MessageJSONWriter(capacity: 8192)
            writer.raw(#"{"gherkinDocument":"#)
            writer.document(message)
            writer.raw("}")
        case .pickle(let message):
            writer = MessageJSONWriter(capacity: 1024)
            writer.raw(#"{"pickle":"#)
            writer.pickle(message)
            writer.raw("}")
        case .testCase(let message):
            writer = MessageJSONWriter(capacity: 1024)
            writer.raw(#"{"testCase":"#)
            writer.testCase(message)
            writer.raw("}")
        default:
            return nil
        }
        return writer.output
    }
}
