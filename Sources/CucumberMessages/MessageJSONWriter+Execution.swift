/// The messages of a run's execution: test cases, their steps' starts and results, attachments, run hooks.
extension MessageJSONWriter {
    /// The message of an execution envelope, after its `{"<messageType>":` (``envelope(_:)`` closes it).
    mutating func execution(_ envelope: Envelope) {
        switch envelope {
        case .testRunHookStarted(let message):
            string(#"{"testRunHookStarted":{"hookId":"#, message.hookId)
            string(#","id":"#, message.id)
            string(#","testRunStartedId":"#, message.testRunStartedId)
            time(#","timestamp":"#, message.timestamp)
            raw("}")
        case .testRunHookFinished(let message):
            raw(#"{"testRunHookFinished":{"result":"#)
            result(message.result)
            string(#","testRunHookStartedId":"#, message.testRunHookStartedId)
            time(#","timestamp":"#, message.timestamp)
            raw("}")
        case .testCase(let message):
            raw(#"{"testCase":"#)
            testCase(message)
        case .testCaseStarted(let message):
            raw(#"{"testCaseStarted":{"attempt":"#)
            number(message.attempt)
            string(#","id":"#, message.id)
            string(#","testCaseId":"#, message.testCaseId)
            time(#","timestamp":"#, message.timestamp)
            if let workerId = message.workerId { string(#","workerId":"#, workerId) }
            raw("}")
        case .testStepStarted(let message):
            string(#"{"testStepStarted":{"testCaseStartedId":"#, message.testCaseStartedId)
            string(#","testStepId":"#, message.testStepId)
            time(#","timestamp":"#, message.timestamp)
            raw("}")
        case .attachment(let message):
            raw(#"{"attachment":"#)
            attachment(message)
        case .suggestion(let message):
            string(#"{"suggestion":{"id":"#, message.id)
            string(#","pickleStepId":"#, message.pickleStepId)
            raw(#","snippets":"#)
            array(message.snippets) { writer, snippet in
                writer.string(#"{"code":"#, snippet.code)
                writer.string(#","language":"#, snippet.language)
                writer.raw("}")
            }
            raw("}")
        case .testStepFinished(let message):
            string(#"{"testStepFinished":{"testCaseStartedId":"#, message.testCaseStartedId)
            string(#","testStepId":"#, message.testStepId)
            raw(#","testStepResult":"#)
            result(message.testStepResult)
            time(#","timestamp":"#, message.timestamp)
            raw("}")
        case .testCaseFinished(let message):
            string(#"{"testCaseFinished":{"testCaseStartedId":"#, message.testCaseStartedId)
            time(#","timestamp":"#, message.timestamp)
            raw(#","willBeRetried":"#)
            bool(message.willBeRetried)
            raw("}")
        case .testRunFinished(let message):
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
        case .meta, .source, .gherkinDocument, .parseError, .pickle, .parameterType, .stepDefinition,
            .undefinedParameterType, .hook, .testRunStarted:
            break
        }
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

    private mutating func attachment(_ attachment: Attachment) {
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
