import Foundation
import StepRegex
import Synchronization

/// A Cucumber Expression (`I have {int} cuke(s)`), compiled against a parameter-type registry.
///
/// Matching is anchored at both ends, as officially. The expression compiles to the official regular
/// expression (`regexSource`), which the native engine runs after rejecting most texts on their leading
/// and trailing literal text.
public struct CucumberExpression: StepExpression {
    /// One reference: the runner copies expressions around while it tries every step on every one.
    ///
    /// The regular expression is compiled on the first text that passes the literal checks, not when the
    /// expression is created: a suite registers every step definition at each start but most runs use a
    /// fraction of them, and compiling is most of an expression's cost. Expressions whose parameter types are
    /// all built in cannot compile to an invalid pattern, so nothing is lost by waiting; the others are
    /// compiled at once, so that a bad custom regexp is reported where the expression is defined.
    private final class Storage: Sendable {
        let source: String
        let parameterTypes: [ParameterType]
        let node: CucumberExpressionNode
        let regexSource: String
        /// The UTF-8 every matching text starts with, and ends with: the leading and trailing literal text.
        let prefix: [UInt8]
        let suffix: [UInt8]
        /// Whether the expression is nothing but text: it matches that very text, with no arguments, and needs
        /// no regular expression at all.
        let isLiteral: Bool
        /// Written once, on first use.
        private let compiled: Mutex<(regex: CompiledRegex, shape: GroupShape)?>

        init(
            source: String, parameterTypes: [ParameterType], node: CucumberExpressionNode, regexSource: String,
            regex: CompiledRegex?
        ) {
            self.source = source
            self.parameterTypes = parameterTypes
            self.node = node
            self.regexSource = regexSource
            let literals = node.children
            isLiteral = literals.allSatisfy { $0.type == .text }
            prefix = Array(literals.prefix { $0.type == .text }.map(\.text).joined().utf8)
            suffix = Array(literals.reversed().prefix { $0.type == .text }.reversed().map(\.text).joined().utf8)
            compiled = Mutex(regex.map { ($0, GroupShape(pattern: regexSource)) })
        }

        /// The compiled regular expression and the shape of its groups, compiled on first use.
        ///
        /// Only patterns built from built-in parameter types are compiled here, and those always compile;
        /// should one not, it is nil and the expression matches nothing, rather than stopping the run.
        var regex: (regex: CompiledRegex, shape: GroupShape)? {
            compiled.withLock { compiled in
                if let compiled { return compiled }
                guard let regex = try? CompiledRegex.shared(regexSource) else { return nil }
                let made = (regex, GroupShape(pattern: regexSource))
                compiled = made
                return made
            }
        }

        /// Whether `text` starts with `prefix` and ends with `suffix`.
        func passesLiteralChecks(_ text: String) -> Bool {
            let prefix = self.prefix
            let suffix = self.suffix
            if prefix.isEmpty && suffix.isEmpty { return true }
            let check = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
                guard bytes.count >= prefix.count, bytes.count >= suffix.count else { return false }
                return bytes.starts(with: prefix) && bytes[(bytes.count - suffix.count)...].elementsEqual(suffix)
            }
            if let result = text.utf8.withContiguousStorageIfAvailable(check) { return result }
            var copy = text
            return copy.withUTF8(check)
        }
    }

    private let storage: Storage

    /// The expression as written.
    public var source: String { storage.source }
    /// The parameter types of the expression's parameters, in order.
    public var parameterTypes: [ParameterType] { storage.parameterTypes }
    /// The syntax tree, with Unicode-scalar positions.
    public var node: CucumberExpressionNode { storage.node }
    /// The regular expression the expression compiles to (`^…$`), as the official implementations write it.
    public var regexSource: String { storage.regexSource }

    /// Parses and compiles `source`; throws the official error (with caret) for a malformed expression,
    /// an unknown parameter type, or a parameter type whose regexp is not a regular expression.
    public init(_ source: String, registry: ParameterTypeRegistry) throws(CucumberExpressionError) {
        let node = try CucumberExpressionParser.parse(source)
        var rewriter = RegexRewriter(expression: source, registry: registry)
        let regexSource = try rewriter.rewrite(node)
        let parameterTypes = rewriter.parameterTypes
        var regex: CompiledRegex?
        if !parameterTypes.allSatisfy({ $0.regexps.allSatisfy(BuiltInParameterTypes.isBuiltInRegexp) }) {
            do {
                regex = try CompiledRegex.shared(regexSource)
            } catch {
                let names = parameterTypes.map { "{\($0.name)}" }.joined(separator: ", ")
                throw CucumberExpressionError(
                    kind: .invalidRegularExpression(pattern: regexSource),
                    message: "The Cucumber Expression \"\(source)\" compiles to an invalid regular expression "
                        + "\(regexSource); check the regexps of its parameter types \(names)")
            }
        }
        storage = Storage(
            source: source, parameterTypes: parameterTypes, node: node, regexSource: regexSource, regex: regex)
    }

    /// The literal UTF-8 bytes every matching text starts with (empty when there are none).
    var requiredPrefix: [UInt8] {
        storage.prefix
    }

    /// The arguments when `text` matches the whole expression; nil otherwise.
    public func match(_ text: String) -> [Argument]? {
        guard storage.passesLiteralChecks(text) else { return nil }
        if storage.isLiteral { return text.utf8.count == storage.prefix.count ? [] : nil }
        guard let (regex, shape) = storage.regex, let root = shape.firstGroup(of: regex, in: text) else {
            return nil
        }
        var arguments: [Argument] = []
        arguments.reserveCapacity(storage.parameterTypes.count)
        for (group, parameterType) in zip(root.children, storage.parameterTypes) {
            arguments.append(Argument(group: group, parameterType: parameterType))
        }
        return arguments
    }

    /// The official tokens of `expression` (the harness and tooling use them).
    public static func tokenize(_ expression: String) throws(CucumberExpressionError) -> [CucumberExpressionToken] {
        try CucumberExpressionParser.tokenize(expression)
    }

    /// The official syntax tree of `expression`, without resolving its parameter types.
    public static func parse(_ expression: String) throws(CucumberExpressionError) -> CucumberExpressionNode {
        try CucumberExpressionParser.parse(expression)
    }
}

/// Turns a Cucumber Expression's tree into the official regular expression, checking what the grammar
/// allows but the official implementations reject (empty optionals and alternatives, nesting).
private struct RegexRewriter {
    let expression: String
    let registry: ParameterTypeRegistry
    private(set) var parameterTypes: [ParameterType] = []

    init(expression: String, registry: ParameterTypeRegistry) {
        self.expression = expression
        self.registry = registry
    }

    mutating func rewrite(_ node: CucumberExpressionNode) throws(CucumberExpressionError) -> String {
        switch node.type {
        case .text:
            return RegexRewriter.escape(node.text)
        case .optional:
            if let parameter = node.children.first(where: { $0.type == .parameter }) {
                throw .located(
                    .parameterIsNotAllowedInOptional, expression: expression, start: parameter.start,
                    end: parameter.end, problem: "An optional may not contain a parameter type",
                    solution: "If you did not mean to use an parameter type you can use '\\{' to escape the '{'")
            }
            if let optional = node.children.first(where: { $0.type == .optional }) {
                throw .located(
                    .optionalIsNotAllowedInOptional, expression: expression, start: optional.start,
                    end: optional.end, problem: "An optional may not contain an other optional",
                    solution: "If you did not mean to use an optional type you can use '\\(' to escape the '('. "
                        + "For more complicated expressions consider using a regular expression instead.")
            }
            guard node.children.contains(where: { $0.type == .text }) else {
                throw .located(
                    .optionalMayNotBeEmpty, expression: expression, start: node.start, end: node.end,
                    problem: "An optional must contain some text",
                    solution: "If you did not mean to use an optional you can use '\\(' to escape the '('")
            }
            return "(?:" + (try rewriteChildren(node)) + ")?"
        case .alternation:
            for alternative in node.children {
                guard !alternative.children.isEmpty else {
                    throw .located(
                        .alternativeMayNotBeEmpty, expression: expression, start: alternative.start,
                        end: alternative.end, problem: "Alternative may not be empty",
                        solution: "If you did not mean to use an alternative you can use '\\/' to escape the '/'")
                }
                guard alternative.children.contains(where: { $0.type == .text }) else {
                    throw .located(
                        .alternativeMayNotExclusivelyContainOptionals, expression: expression,
                        start: alternative.start, end: alternative.end,
                        problem: "An alternative may not exclusively contain optionals",
                        solution: "If you did not mean to use an optional you can use '\\(' to escape the '('")
                }
            }
            var alternatives: [String] = []
            for alternative in node.children {
                alternatives.append(try rewrite(alternative))
            }
            return "(?:" + alternatives.joined(separator: "|") + ")"
        case .alternative:
            return try rewriteChildren(node)
        case .parameter:
            let name = node.text
            guard let parameterType = registry.parameterType(named: name) else {
                throw .located(
                    .undefinedParameterType(name: name, expression: expression), expression: expression,
                    start: node.start, end: node.end, problem: "Undefined parameter type '\(name)'",
                    solution: "Please register a ParameterType for '\(name)'")
            }
            parameterTypes.append(parameterType)
            let regexps = parameterType.regexps
            if regexps.count == 1 {
                return "(" + regexps[0] + ")"
            }
            return "((?:" + regexps.joined(separator: ")|(?:") + "))"
        case .expression:
            return "^" + (try rewriteChildren(node)) + "$"
        }
    }

    private mutating func rewriteChildren(_ node: CucumberExpressionNode) throws(CucumberExpressionError) -> String {
        var result = ""
        for child in node.children {
            result += try rewrite(child)
        }
        return result
    }

    /// Escapes the characters that are special in regular expressions: `\ ^ [ ( { $ . | ? * + } ) ]`.
    static func escape(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 4)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "^"), UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"),
                UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "|"), UInt8(ascii: "?"), UInt8(ascii: "*"),
                UInt8(ascii: "+"), UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                result.append(UInt8(ascii: "\\"))
            default:
                break
            }
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }
}
