import Gherkin

/// One Cucumber Messages envelope: exactly one message of the protocol.
///
/// The runtime reports everything it does as envelopes, in the order the protocol requires, and every
/// formatter is a consumer of that stream; `--jobs` workers send their envelopes to the parent as NDJSON.
public enum Envelope: Sendable {
    /// Run metadata; always first.
    case meta(Meta)
    /// A feature file's verbatim text.
    case source(Source)
    /// A parsed feature file.
    case gherkinDocument(GherkinDocument)
    /// A feature file that did not parse.
    case parseError(GherkinError)
    /// A compiled scenario or examples row.
    case pickle(Pickle)
    /// A user-defined parameter type.
    case parameterType(ParameterTypeMessage)
    /// A step definition.
    case stepDefinition(StepDefinitionMessage)
    /// A step definition whose expression names an unknown parameter type.
    case undefinedParameterType(UndefinedParameterTypeMessage)
    /// A hook.
    case hook(HookMessage)
    /// The run starts.
    case testRunStarted(TestRunStarted)
    /// A BeforeAll/AfterAll hook starts.
    case testRunHookStarted(TestRunHookStarted)
    /// A BeforeAll/AfterAll hook ends.
    case testRunHookFinished(TestRunHookFinished)
    /// The plan of one scenario: its hooks and steps, matched.
    case testCase(TestCase)
    /// An attempt at a test case starts.
    case testCaseStarted(TestCaseStarted)
    /// A test step starts.
    case testStepStarted(TestStepStarted)
    /// Something a step or hook attached.
    case attachment(Attachment)
    /// Snippets for an undefined step.
    case suggestion(Suggestion)
    /// A test step ends.
    case testStepFinished(TestStepFinished)
    /// An attempt at a test case ends.
    case testCaseFinished(TestCaseFinished)
    /// The run ends; always last.
    case testRunFinished(TestRunFinished)
}

extension Envelope: Encodable {
    private enum Key: String, CodingKey {
        case meta, source, gherkinDocument, parseError, pickle, parameterType, stepDefinition
        case undefinedParameterType, hook, testRunStarted, testRunHookStarted, testRunHookFinished
        case testCase, testCaseStarted, testStepStarted, attachment, suggestion, testStepFinished
        case testCaseFinished, testRunFinished
    }

    /// Encodes the envelope as `{"<messageType>": message}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .meta(let message): try container.encode(message, forKey: .meta)
        case .source(let message): try container.encode(message, forKey: .source)
        case .gherkinDocument(let message): try container.encode(message, forKey: .gherkinDocument)
        case .parseError(let message): try container.encode(message, forKey: .parseError)
        case .pickle(let message): try container.encode(message, forKey: .pickle)
        case .parameterType(let message): try container.encode(message, forKey: .parameterType)
        case .stepDefinition(let message): try container.encode(message, forKey: .stepDefinition)
        case .undefinedParameterType(let message): try container.encode(message, forKey: .undefinedParameterType)
        case .hook(let message): try container.encode(message, forKey: .hook)
        case .testRunStarted(let message): try container.encode(message, forKey: .testRunStarted)
        case .testRunHookStarted(let message): try container.encode(message, forKey: .testRunHookStarted)
        case .testRunHookFinished(let message): try container.encode(message, forKey: .testRunHookFinished)
        case .testCase(let message): try container.encode(message, forKey: .testCase)
        case .testCaseStarted(let message): try container.encode(message, forKey: .testCaseStarted)
        case .testStepStarted(let message): try container.encode(message, forKey: .testStepStarted)
        case .attachment(let message): try container.encode(message, forKey: .attachment)
        case .suggestion(let message): try container.encode(message, forKey: .suggestion)
        case .testStepFinished(let message): try container.encode(message, forKey: .testStepFinished)
        case .testCaseFinished(let message): try container.encode(message, forKey: .testCaseFinished)
        case .testRunFinished(let message): try container.encode(message, forKey: .testRunFinished)
        }
    }
}

extension Envelope: Decodable {
    /// Decodes `{"<messageType>": message}` for the messages this module defines: what a run records and
    /// another process reads back (workers, merging).
    ///
    /// The messages of the `Gherkin` library (sources, syntax trees, pickles, parse errors) are encoded only; one
    /// of them is a `DecodingError` naming it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        guard let key = container.allKeys.first, container.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "expected an object with exactly one message"))
        }
        switch key {
        case .meta: self = .meta(try container.decode(Meta.self, forKey: key))
        case .parameterType: self = .parameterType(try container.decode(ParameterTypeMessage.self, forKey: key))
        case .stepDefinition: self = .stepDefinition(try container.decode(StepDefinitionMessage.self, forKey: key))
        case .undefinedParameterType:
            self = .undefinedParameterType(try container.decode(UndefinedParameterTypeMessage.self, forKey: key))
        case .hook: self = .hook(try container.decode(HookMessage.self, forKey: key))
        case .testRunStarted: self = .testRunStarted(try container.decode(TestRunStarted.self, forKey: key))
        case .testRunHookStarted:
            self = .testRunHookStarted(try container.decode(TestRunHookStarted.self, forKey: key))
        case .testRunHookFinished:
            self = .testRunHookFinished(try container.decode(TestRunHookFinished.self, forKey: key))
        case .testCase: self = .testCase(try container.decode(TestCase.self, forKey: key))
        case .testCaseStarted: self = .testCaseStarted(try container.decode(TestCaseStarted.self, forKey: key))
        case .testStepStarted: self = .testStepStarted(try container.decode(TestStepStarted.self, forKey: key))
        case .attachment: self = .attachment(try container.decode(Attachment.self, forKey: key))
        case .suggestion: self = .suggestion(try container.decode(Suggestion.self, forKey: key))
        case .testStepFinished: self = .testStepFinished(try container.decode(TestStepFinished.self, forKey: key))
        case .testCaseFinished: self = .testCaseFinished(try container.decode(TestCaseFinished.self, forKey: key))
        case .testRunFinished: self = .testRunFinished(try container.decode(TestRunFinished.self, forKey: key))
        case .source, .gherkinDocument, .parseError, .pickle:
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "\(key.rawValue) messages are written, not read back")
        }
    }
}
