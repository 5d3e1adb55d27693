/// The parameter types that expressions can use: the built-ins plus the ones a project defines.
///
/// Built-in types and their Swift values:
///
/// | type | value | matches |
/// |---|---|---|
/// | `{int}` | `Int` | `-?\d+` |
/// | `{float}`, `{double}` | `Double` | `3.5`, `.5`, `-1.5E+3` |
/// | `{word}` | `String` | a run of non-white-space characters |
/// | `{string}` | `String` | `"…"` or `'…'`, quotes stripped, `\"` and `\'` unescaped |
/// | `{}` | `String` | anything |
/// | `{bigdecimal}` | `BigDecimal` (exact) | as `{float}` |
/// | `{biginteger}` | `BigInteger` (exact) | as `{int}` |
/// | `{byte}`, `{short}`, `{long}` | `Int8`, `Int16`, `Int64` | as `{int}` |
///
/// A registry built for a decimal-comma dialect (`init(language: "es")`) reads `3,5` and `1.234,5` as
/// numbers and `1.000` as an integer; English behaviour is exactly the official one.
public struct ParameterTypeRegistry: Sendable {
    private var typesByName: [String: ParameterType] = [:]
    private var definitionOrder: [String] = []
    private var typesByRegexp: [String: [ParameterType]] = [:]
    let numberLocale: NumberLocale

    /// The registry with the official built-in parameter types (English number formats).
    public init() {
        self.init(numberLocale: .english)
    }

    /// The registry with the built-in parameter types reading numbers as the Gherkin dialect `language`
    /// (a `# language:` code such as `es`) writes them.
    public init(language: String) {
        self.init(numberLocale: .forLanguage(language))
    }

    private init(numberLocale: NumberLocale) {
        self.numberLocale = numberLocale
        for type in BuiltInParameterTypes.all(numberLocale) {
            // The built-ins have distinct names and one preferential type per regexp.
            try! define(type)
        }
    }

    /// Adds a parameter type; throws when its name is taken or not usable in an expression, or when it
    /// is a second preferential type for one of its regexps.
    public mutating func define(_ type: ParameterType) throws(CucumberExpressionError) {
        guard ParameterType.isValidName(type.name) else {
            throw CucumberExpressionError(
                kind: .invalidParameterTypeName(name: type.name),
                message: "Illegal character in parameter name {\(type.name)}. "
                    + "Parameter names may not contain '{', '}', '(', ')', '\\' or '/'")
        }
        if typesByName[type.name] != nil {
            let message =
                type.name.isEmpty
                ? "The anonymous parameter type has already been defined"
                : "There is already a parameter type with name \(type.name)"
            throw CucumberExpressionError(kind: .duplicateParameterTypeName(name: type.name), message: message)
        }
        for regexp in type.regexps {
            if let existing = typesByRegexp[regexp]?.first, existing.preferForRegexpMatch && type.preferForRegexpMatch {
                throw CucumberExpressionError(
                    kind: .duplicatePreferentialParameterType(regexp: regexp),
                    message: "There can only be one preferential parameter type per regexp. The regexp /\(regexp)/ "
                        + "is used for two preferential parameter types, {\(existing.name)} and {\(type.name)}")
            }
        }
        typesByName[type.name] = type
        definitionOrder.append(type.name)
        for regexp in type.regexps {
            var types = typesByRegexp[regexp] ?? []
            types.append(type)
            types.sort(by: ParameterType.precedes)
            typesByRegexp[regexp] = types
        }
    }

    /// The parameter type `{name}` refers to (`""` for the anonymous `{}`).
    public func parameterType(named name: String) -> ParameterType? {
        typesByName[name]
    }

    /// Every parameter type, built-ins first, in definition order.
    public var parameterTypes: [ParameterType] {
        definitionOrder.compactMap { typesByName[$0] }
    }

    /// The types having `regexp` among their regexps, preferential first, then by name.
    public func parameterTypes(matchingRegexp regexp: String) -> [ParameterType] {
        typesByRegexp[regexp] ?? []
    }

    /// The type a regular expression's capture group with exactly this `regexp` gets.
    ///
    /// That is the only type with the regexp, or the preferential one; nil when no type has it, or when
    /// several do and none is preferential (ambiguous).
    public func preferredParameterType(forRegexp regexp: String) -> ParameterType? {
        guard let types = typesByRegexp[regexp], let first = types.first else { return nil }
        return types.count == 1 || first.preferForRegexpMatch ? first : nil
    }
}
