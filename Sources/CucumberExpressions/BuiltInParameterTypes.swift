/// The official built-in parameter types, in the official definition order, for a number locale.
enum BuiltInParameterTypes {
    static let wordRegexp = #"[^\s]+"#
    static let stringRegexp = #""([^"\\]*(\\.[^"\\]*)*)"|'([^'\\]*(\\.[^'\\]*)*)'"#

    /// Whether `regexp` is one of the built-in types' regexps (in any number locale): known to compile.
    static func isBuiltInRegexp(_ regexp: String) -> Bool {
        builtInRegexps.contains(regexp)
    }

    private static let builtInRegexps: Set<String> = {
        let locales = [NumberLocale(usesDecimalComma: false), NumberLocale(usesDecimalComma: true)]
        return Set(locales.flatMap { all($0) }.flatMap(\.regexps))
    }()

    static func all(_ locale: NumberLocale) -> [ParameterType] {
        let integers = locale.integerRegexps
        let floats = locale.floatRegexps
        return [
            number("int", integers, Int.self, useForSnippets: true, preferForRegexpMatch: true, locale, Int.init),
            number("float", floats, Double.self, useForSnippets: true, locale, Double.init),
            ParameterType(name: "word", regexps: [wordRegexp], type: String.self, useForSnippets: false) { groups in
                groups.first.flatMap { $0 } ?? ""
            },
            ParameterType(name: "string", regexps: [stringRegexp], type: String.self) { groups in
                // The groups are the double-quoted and the single-quoted contents; one of them matched.
                let quoted = groups.first.flatMap { $0 } ?? (groups.count > 1 ? groups[1] : nil) ?? ""
                return quoted.unescapingQuotes()
            },
            .anonymous,
            number("double", floats, Double.self, locale, Double.init),
            number("bigdecimal", floats, BigDecimal.self, locale, BigDecimal.init),
            number("byte", integers, Int8.self, locale, Int8.init),
            number("short", integers, Int16.self, locale, Int16.init),
            number("long", integers, Int64.self, locale, Int64.init),
            number("biginteger", integers, BigInteger.self, locale, BigInteger.init),
        ]
    }

    private static func number<Value: Sendable>(
        _ name: String, _ regexps: [String], _ type: Value.Type, useForSnippets: Bool = false,
        preferForRegexpMatch: Bool = false, _ locale: NumberLocale, _ parse: @escaping @Sendable (String) -> Value?
    ) -> ParameterType {
        ParameterType(
            name: name, regexps: regexps, type: type, useForSnippets: useForSnippets,
            preferForRegexpMatch: preferForRegexpMatch
        ) { groups throws(CucumberExpressionError) in
            let text = groups.first.flatMap { $0 } ?? ""
            guard let value = parse(locale.canonical(text)) else {
                throw CucumberExpressionError(
                    kind: .transformFailed(parameterTypeName: name, text: text),
                    message: "{\(name)} can't convert \"\(text)\" to \(Value.self)")
            }
            return value
        }
    }
}

extension String {
    /// `self` with `\"` and `\'` turned into `"` and `'` (what `{string}` does to the quoted text).
    fileprivate func unescapingQuotes() -> String {
        guard utf8.contains(UInt8(ascii: "\\")) else { return self }
        var result = String.UnicodeScalarView()
        var pendingBackslash = false
        for scalar in unicodeScalars {
            if pendingBackslash {
                if scalar != "\"" && scalar != "'" {
                    result.append("\\")
                }
                pendingBackslash = false
            }
            if scalar == "\\" {
                pendingBackslash = true
            } else {
                result.append(scalar)
            }
        }
        if pendingBackslash {
            result.append("\\")
        }
        return String(result)
    }
}
