/// A named type that a Cucumber Expression's `{name}` matches with one or more regular expressions and
/// converts to a Swift value (type-erased so that one registry holds types of any value).
public struct ParameterType: Sendable {
    /// One reference, so that arguments and expressions carrying the type copy cheaply.
    private final class Storage: Sendable {
        let name: String
        let regexps: [String]
        let useForSnippets: Bool
        let preferForRegexpMatch: Bool
        let valueType: any Any.Type
        let transformer: @Sendable ([String?]) throws -> any Sendable

        init(
            name: String, regexps: [String], useForSnippets: Bool, preferForRegexpMatch: Bool,
            valueType: any Any.Type, transformer: @escaping @Sendable ([String?]) throws -> any Sendable
        ) {
            self.name = name
            self.regexps = regexps
            self.useForSnippets = useForSnippets
            self.preferForRegexpMatch = preferForRegexpMatch
            self.valueType = valueType
            self.transformer = transformer
        }
    }

    private let storage: Storage

    /// The name used in expressions (`int` for `{int}`); empty for the anonymous type `{}`.
    public var name: String { storage.name }
    /// The regular expressions (ECMAScript syntax) that match the parameter's text.
    public var regexps: [String] { storage.regexps }
    /// Whether the expression generator proposes this type in snippets.
    public var useForSnippets: Bool { storage.useForSnippets }
    /// Whether a regular expression's capture group with one of these regexps prefers this type.
    public var preferForRegexpMatch: Bool { storage.preferForRegexpMatch }
    /// The Swift type of the values the transformer returns.
    public var valueType: any Any.Type { storage.valueType }

    /// Creates a parameter type whose transformer turns the matched groups into a `Value`.
    ///
    /// The transformer receives the values of the regexp's capture groups, or the whole match when the
    /// regexp has none; a group that did not participate is nil.
    public init<Value: Sendable>(
        name: String,
        regexps: [String],
        type: Value.Type,
        useForSnippets: Bool = true,
        preferForRegexpMatch: Bool = false,
        transformer: @escaping @Sendable ([String?]) throws -> Value
    ) {
        storage = Storage(
            name: name, regexps: regexps, useForSnippets: useForSnippets, preferForRegexpMatch: preferForRegexpMatch,
            valueType: type, transformer: { groups in try transformer(groups) })
    }

    /// Applies the transformer to the values of a match's groups.
    public func transform(_ groups: [String?]) throws -> any Sendable {
        try storage.transformer(groups)
    }

    /// The anonymous parameter type `{}`: any text, as a `String`.
    public static let anonymous = ParameterType(
        name: "", regexps: [".*"], type: String.self, useForSnippets: false, preferForRegexpMatch: true
    ) { groups in groups.first.flatMap { $0 } ?? "" }

    /// The type a regular expression's capture group gets when no registered type has its regexp: the
    /// group's text as a `String`.
    static func unnamed(regexp: String) -> ParameterType {
        ParameterType(name: "", regexps: [regexp], type: String.self, useForSnippets: false) { groups in
            groups.first.flatMap { $0 } ?? ""
        }
    }

    /// Orders preferential types first, then by name (the official `ParameterType.compare`).
    static func precedes(_ first: ParameterType, _ second: ParameterType) -> Bool {
        if first.preferForRegexpMatch != second.preferForRegexpMatch {
            return first.preferForRegexpMatch
        }
        return first.name < second.name
    }

    /// Whether `name` can be referenced from an expression (none of `{ } ( ) \ /`).
    static func isValidName(_ name: String) -> Bool {
        !name.unicodeScalars.contains { "{}()\\/".unicodeScalars.contains($0) }
    }
}
