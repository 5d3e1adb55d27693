/// The messages of a run's execution: test cases, their steps' starts and results, attachments, run hooks.
extension MessageJSONWriter {
    // Each execution message with its envelope's key (`{"<messageType>":`); ``envelope(_:)`` closes the envelope.

    mutating func write(_ message: TestRunHookStarted) {
        string(#"{"testRunHookStarted":{"hookId":"#, message.hookId)
        string(#","id":"#, message.id)
        string(#","testRunStartedId":"#, message.testRunStartedId)
        time(#","timestamp":"#, message.timestamp)
        raw("}")
    }

    mutating func write(_ message: TestRunHookFinished) {
        raw(#"{"testRunHookFinished":{"result":"#)
        result(message.result)
        string(#","testRunHookStartedId":"#, message.testRunHookStartedId)
        time(#","timestamp":"#, message.timestamp)
        raw("}")
    }

    mutating func write(_ message: TestCaseStarted) {
        raw(#"{"testCaseStarted":{"attempt":"#)
        number(message.attempt)
        string(#","id":"#, message.id)
        string(#","testCaseId":"#, message.testCaseId)
        time(#","timestamp":"#, message.timestamp)
        if let workerId = message.workerId { string(#","workerId":"#, workerId) }
        raw("}")
    }

    mutating func write(_ message: TestStepStarted) {
        string(#"{"testStepStarted":{"testCaseStartedId":"#, message.testCaseStartedId)
        string(#","testStepId":"#, message.testStepId)
        time(#","timestamp":"#, message.timestamp)
        raw("}")
    }

    mutating func write(_ message: Suggestion) {
        string(#"{"suggestion":{"id":"#, message.id)
        string(#","pickleStepId":"#, message.pickleStepId)
        raw(#","snippets":"#)
        array(message.snippets) { writer, snippet in
            writer.string(#"{"code":"#, snippet.code)
            writer.string(#","language":"#, snippet.language)
            writer.raw("}")
        }
        raw("}")
    }

    mutating func write(_ message: TestStepFinished) {
        string(#"{"testStepFinished":{"testCaseStartedId":"#, message.testCaseStartedId)
        string(#","testStepId":"#, message.testStepId)
        raw(#","testStepResult":"#)
        result(message.testStepResult)
        time(#","timestamp":"#, message.timestamp)
        raw("}")
    }

    mutating func write(_ message: TestCaseFinished) {
        string(#"{"testCaseFinished":{"testCaseStartedId":"#, message.testCaseStartedId)
        time(#","timestamp":"#, message.timestamp)
        raw(#","willBeRetried":"#)
        bool(message.willBeRetried)
        raw("}")
    }

    mutating func write(_ message: TestRunFinished) {
        raw(#"{"testRunFinished":{"#)
        if let exception = message.exception {
            raw(#""exception":"#)
            self.exception(exception)
            raw(",")
        }
        if let text = message.message {
            string(#""message":"#, text)
            raw(",")
        }
        raw(#""success":"#)
        bool(message.success)
        string(#","testRunStartedId":"#, message.testRunStartedId)
        time(#","timestamp":"#, message.timestamp)
        raw("}")
    }

    mutating func testCase(_ testCase: TestCase) {
        string(#"{"id":"#, testCase.id)
        string(#","pickleId":"#, testCase.pickleId)
        string(#","testRunStartedId":"#, testCase.testRunStartedId)
        raw(#","testSteps":"#)
        array(testCase.testSteps) { $0.testStep($1) }
        raw("}")
    }

    private mutating func testStep(_ step: TestStep) {
        raw("{")
        if let hookId = step.hookId {
            string(#""hookId":"#, hookId)
            raw(",")
        }
        string(#""id":"#, step.id)
        if let pickleStepId = step.pickleStepId {
            string(#","pickleStepId":"#, pickleStepId)
        }
        if let definitionIds = step.stepDefinitionIds {
            raw(#","stepDefinitionIds":"#)
            strings(definitionIds)
        }
        if let lists = step.stepMatchArgumentsLists {
            raw(#","stepMatchArgumentsLists":"#)
            array(lists) { writer, list in
                writer.raw(#"{"stepMatchArguments":"#)
                writer.array(list.stepMatchArguments) { writer, argument in
                    writer.raw(#"{"group":"#)
                    writer.group(argument.group)
                    if let name = argument.parameterTypeName {
                        writer.string(#","parameterTypeName":"#, name)
                    }
                    writer.raw("}")
                }
                writer.raw("}")
            }
        }
        raw("}")
    }

    private mutating func group(_ group: MatchGroup) {
        var separator = false
        raw("{")
        if let children = group.children {
            raw(#""children":"#)
            array(children) { $0.group($1) }
            separator = true
        }
        if let start = group.start {
            if separator { raw(",") }
            raw(#""start":"#)
            number(start)
            separator = true
        }
        if let value = group.value {
            if separator { raw(",") }
            string(#""value":"#, value)
        }
        raw("}")
    }

    mutating func attachment(_ attachment: Attachment) {
        string(#"{"body":"#, attachment.body)
        string(#","contentEncoding":"#, attachment.contentEncoding.rawValue)
        if let name = attachment.fileName { string(#","fileName":"#, name) }
        string(#","mediaType":"#, attachment.mediaType)
        if let id = attachment.testCaseStartedId { string(#","testCaseStartedId":"#, id) }
        if let id = attachment.testRunHookStartedId { string(#","testRunHookStartedId":"#, id) }
        if let id = attachment.testStepId { string(#","testStepId":"#, id) }
        if let timestamp = attachment.timestamp { time(#","timestamp":"#, timestamp) }
        raw("}")
    }

    private mutating func result(_ result: TestStepResult) {
        raw(#"{"duration":"#)
        time(seconds: result.duration.seconds, nanos: result.duration.nanos)
        if let exception = result.exception {
            raw(#","exception":"#)
            self.exception(exception)
        }
        if let text = result.message { string(#","message":"#, text) }
        string(#","status":"#, result.status.rawValue)
        raw("}")
    }

    private mutating func exception(_ exception: ExceptionMessage) {
        raw("{")
        if let text = exception.message {
            string(#""message":"#, text)
            raw(",")
        }
        if let trace = exception.stackTrace {
            string(#""stackTrace":"#, trace)
            raw(",")
        }
        string(#""type":"#, exception.type)
        raw("}")
    }
}
