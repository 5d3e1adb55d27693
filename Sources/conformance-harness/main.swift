// The expressions conformance harness: the JSON-lines protocol of ../shared/tools/expressions-conformance.py
// (see its -h). Usage: conformance-harness SUITE, one request per stdin line, one response per stdout line.
import CucumberExpressions
import Foundation
import TagExpressions

/// A JSON value to print.
indirect enum JSON {
    case null
    case bool(Bool)
    case integer(String)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    var text: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .integer(let digits): return digits
        case .number(let value): return value.isFinite ? "\(value)" : JSON.string("\(value)").text
        case .string(let value): return JSON.quote(value)
        case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { JSON.quote($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    static func quote(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// The JSON form of an argument's value.
func json(_ value: (any Sendable)?) -> JSON {
    switch value {
    case nil: return .null
    case let value as Int: return .integer(String(value))
    case let value as Int8: return .integer(String(value))
    case let value as Int16: return .integer(String(value))
    case let value as Int64: return .integer(String(value))
    case let value as Double: return .number(value)
    case let value as BigInteger: return .string(value.description)
    case let value as BigDecimal: return .string(value.description)
    case let value as String: return .string(value)
    case let value?: return .string("\(value)")
    }
}

func arguments(_ arguments: [Argument]?) throws -> JSON {
    guard let arguments else { return .object([("args", .null)]) }
    return .object([("args", .array(try arguments.map { json(try $0.value()) }))])
}

func ast(_ node: CucumberExpressionNode) -> JSON {
    var members: [(String, JSON)] = [
        ("type", .string(node.type.rawValue)), ("start", .integer(String(node.start))),
        ("end", .integer(String(node.end))),
    ]
    if let token = node.token {
        members.append(("token", .string(token)))
    } else {
        members.append(("nodes", .array(node.children.map(ast))))
    }
    return .object(members)
}

/// A request of the protocol: the members the suites use.
struct Request: Decodable {
    var expression: String?
    var text: String?
    var variables: [String]?
}

func respond(suite: String, request: Request) -> JSON {
    let expression = request.expression ?? ""
    let text = request.text ?? ""
    let registry = ParameterTypeRegistry()
    do {
        switch suite {
        case "ce-matching":
            return try arguments(try CucumberExpression(expression, registry: registry).match(text))
        case "re-matching":
            return try arguments(try RegularExpression(expression, registry: registry).match(text))
        case "ce-tokenizer":
            let tokens = try CucumberExpression.tokenize(expression).map { token in
                JSON.object([
                    ("type", .string(token.type.rawValue)), ("start", .integer(String(token.start))),
                    ("end", .integer(String(token.end))), ("text", .string(token.text)),
                ])
            }
            return .object([("tokens", .array(tokens))])
        case "ce-parser":
            return .object([("ast", ast(try CucumberExpression.parse(expression)))])
        case "ce-transformation":
            return .object([("regex", .string(try CucumberExpression(expression, registry: registry).regexSource))])
        case "tag-parsing", "tag-errors":
            return .object([("formatted", .string(try TagExpression.parse(expression).description))])
        case "tag-evaluations":
            let variables = request.variables ?? []
            return .object([("result", .bool(try TagExpression.parse(expression).evaluate(Set(variables))))])
        default:
            return .object([("error", .string("unknown suite \(suite)"))])
        }
    } catch let error as CucumberExpressionError {
        return .object([("error", .string(error.message))])
    } catch let error as TagExpressionError {
        return .object([("error", .string(error.message))])
    } catch {
        return .object([("error", .string("\(error)"))])
    }
}

let suite = CommandLine.arguments.dropFirst().first ?? ""
while let line = readLine() {
    guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
    let request = try? JSONDecoder().decode(Request.self, from: Data(line.utf8))
    let response =
        request.map { respond(suite: suite, request: $0) } ?? .object([("error", .string("malformed request"))])
    print(response.text)
}
