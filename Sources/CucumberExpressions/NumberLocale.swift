/// How numbers are written in a Gherkin dialect: `3.5` (English, the official behaviour) or `3,5` with `.`
/// grouping thousands (`1.234,5`), as in Spanish, German, French and most of Europe.
///
/// Decimal-comma dialects also accept the keyboard-friendly `3.5` when the dots don't form thousands
/// groups: `12.34` is 12.34, but `1.234` is 1234 and `1.000` is 1000.
struct NumberLocale: Sendable, Equatable {
    /// Whether `,` is the decimal separator and `.` groups thousands.
    let usesDecimalComma: Bool

    static let english = NumberLocale(usesDecimalComma: false)

    /// Gherkin dialect codes whose languages write a decimal comma (CLDR).
    private static let decimalCommaLanguages: Set<String> = [
        "af", "an", "ast", "az", "be", "bg", "bs", "ca", "cs", "da", "de", "el", "eo", "es", "et", "fi", "fr",
        "gl", "hr", "hu", "id", "is", "it", "ka", "lt", "lu", "lv", "mk-Cyrl", "mk-Latn", "nl", "no", "pl",
        "pt", "ro", "ru", "sk", "sl", "sr-Cyrl", "sr-Latn", "sv", "tr", "tt", "uk", "uz", "vi",
    ]

    /// The locale for a Gherkin dialect code (`es`, `en`, `sr-Latn`); English for unknown codes.
    static func forLanguage(_ code: String) -> NumberLocale {
        if decimalCommaLanguages.contains(code) {
            return NumberLocale(usesDecimalComma: true)
        }
        let base = code.split(separator: "-").first.map(String.init) ?? code
        return NumberLocale(usesDecimalComma: decimalCommaLanguages.contains(base) && base != "en")
    }

    /// Rewrites a matched number into the English form Swift's parsers read (`1.234,5` → `1234.5`).
    func canonical(_ text: String) -> String {
        guard usesDecimalComma else { return text }
        if text.contains(",") {
            return String(text.filter { $0 != "." }.map { $0 == "," ? "." : $0 })
        }
        return NumberLocale.hasThousandsGroups(text) ? text.filter { $0 != "." } : text
    }

    /// Whether the integer part is written `d{1,3}(.ddd)+`, so its dots group thousands.
    private static func hasThousandsGroups(_ text: String) -> Bool {
        var body = Substring(text)
        if let first = body.first, first == "-" || first == "+" {
            body = body.dropFirst()
        }
        if let exponent = body.firstIndex(of: "E") {
            body = body[..<exponent]
        }
        let groups = body.split(separator: ".", omittingEmptySubsequences: false)
        guard groups.count > 1, (1...3).contains(groups[0].count) else { return false }
        return groups.allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
            && groups.dropFirst().allSatisfy { $0.count == 3 }
    }

    // MARK: Regexps of the built-in numeric types

    /// `{int}` and the other integer types.
    var integerRegexps: [String] {
        usesDecimalComma ? [#"-?\d{1,3}(?:\.\d{3})+"#, #"-?\d+"#, #"\d+"#] : [#"-?\d+"#, #"\d+"#]
    }

    /// `{float}`, `{double}`, `{bigdecimal}`: the official regexp; decimal-comma dialects first try their own.
    var floatRegexps: [String] {
        let official = #"(?=.*\d.*)[-+]?\d*(?:\.(?=\d.*))?\d*(?:\d+[E][+-]?\d+)?"#
        let decimalComma = #"(?=.*\d.*)[-+]?(?:\d{1,3}(?:\.\d{3})+|\d*)(?:,(?=\d.*))?\d*(?:\d+[E][+-]?\d+)?"#
        return usesDecimalComma ? [decimalComma, official] : [official]
    }
}
