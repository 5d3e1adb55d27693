import CucumberExpressions
import CucumberMessages
import Gherkin
import SpecRunnerCatalog

/// One element of a step library: a step definition, a hook or a parameter type.
///
/// Items are made by `Given`, `When`, `Then`, `Step`, the hook functions (`Before`, `After`, …) and
/// `DefineParameterType`, inside a `Steps` builder whose world type they share.
public struct SupportCodeItem<W: World>: Sendable {
    let content: SupportCodeContent
}

/// A support-code item with its world type erased, as the registry keeps it.
package enum SupportCodeContent: Sendable {
    case step(StepDefinitionSource)
    case hook(HookSource)
    case parameterType(ParameterTypeSource)

    /// The items with their source files relative to their package, or else to `directory`, as every output shows
    /// them (see ``PackageRoot``); an empty `directory` keeps the absolute paths (an editor's `file://` URIs need
    /// them).
    package static func relative(_ items: [SupportCodeContent], to directory: String) -> [SupportCodeContent] {
        guard !directory.isEmpty else { return items }
        // A library's items come from a few files: each file's package is looked for once (a look walks up the disk).
        let files = Set(items.map(\.sourceReference.uri))
        let packages = Dictionary(uniqueKeysWithValues: files.map { ($0, PackageRoot.of($0)) })
        return items.map { item in
            var item = item
            let package = packages[item.sourceReference.uri].flatMap { $0 }
            item.sourceReference = item.sourceReference.relative(to: package ?? directory)
            return item
        }
    }

    /// Where the item was written.
    var sourceReference: SourceReference {
        get {
            switch self {
            case .step(let source): source.sourceReference
            case .hook(let source): source.sourceReference
            case .parameterType(let source): source.sourceReference
            }
        }
        set {
            switch self {
            case .step(var source):
                source.sourceReference = newValue
                self = .step(source)
            case .hook(var source):
                source.sourceReference = newValue
                self = .hook(source)
            case .parameterType(var source):
                source.sourceReference = newValue
                self = .parameterType(source)
            }
        }
    }
}

/// What a step closure needs at run time: the converted arguments and the step's data table or doc string.
package struct StepInvocation: Sendable {
    var values: [(any Sendable)?]
    var argument: PickleStepArgument?

    package init(values: [(any Sendable)?], argument: PickleStepArgument?) {
        self.values = values
        self.argument = argument
    }
}

/// The Swift type of one closure parameter.
///
/// Its name and whether it is an `Optional` are only worked out when needed (a mismatch, an index listing), since
/// both cost a runtime lookup.
package struct ArgumentType: Sendable, Equatable {
    let type: Any.Type

    init(_ type: Any.Type) {
        self.type = type
    }

    var identifier: ObjectIdentifier { ObjectIdentifier(type) }

    /// The wrapped type's identifier when the parameter is an `Optional`.
    var wrappedIdentifier: ObjectIdentifier? {
        (type as? any OptionalType.Type).map { ObjectIdentifier($0.wrappedType) }
    }

    package var name: String { String(reflecting: type).replacing("Swift.", with: "") }

    /// Whether a value of `type` (a parameter type's output) can be passed to this parameter.
    package func accepts(_ other: Any.Type) -> Bool {
        identifier == ObjectIdentifier(other) || wrappedIdentifier == ObjectIdentifier(other)
    }

    package static func == (lhs: ArgumentType, rhs: ArgumentType) -> Bool { lhs.identifier == rhs.identifier }
}

/// Lets the registry see through `Optional` parameters (a regex group that may not participate).
protocol OptionalType {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
    static var wrappedType: Any.Type { Wrapped.self }
}

/// What a step closure takes after the expression's arguments.
package enum TrailingArgument: Sendable, Equatable {
    case none
    case dataTable
    case docString
    case docStringContent
}

/// A step definition as written, before its expression is compiled for a dialect.
package struct StepDefinitionSource: Sendable {
    package let pattern: StepPattern
    /// Its one-line glossary entry, as the library wrote it.
    package let description: String?
    package var sourceReference: SourceReference
    package let argumentTypes: [ArgumentType]
    package let invoke: @MainActor @Sendable (WorldStore, StepInvocation) async throws -> Void
}

/// A hook as written.
package struct HookSource: Sendable {
    package let kind: HookMessage.Kind
    package let name: String?
    package let tagExpression: String?
    package var sourceReference: SourceReference
    package let body: HookBody
}

/// A hook's closure: scenario and step hooks get the scenario's world, run hooks get none.
package enum HookBody: Sendable {
    case scenario(@MainActor @Sendable (WorldStore) async throws -> Void)
    case run(@MainActor @Sendable () async throws -> Void)
}

/// A custom parameter type as written.
package struct ParameterTypeSource: Sendable {
    package let parameterType: CucumberExpressions.ParameterType
    package var sourceReference: SourceReference
}
