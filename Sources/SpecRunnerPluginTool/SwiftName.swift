/// How a Gherkin name or tag is written as a Swift identifier in the generated tests.
///
/// The text stays as it is, in backquotes when it is not a plain identifier (a raw identifier, SE-0451), so that
/// `@historia-42` is Swift Testing's tag `historia-42` and a scenario's test is named as the scenario. What a raw
/// identifier cannot hold is percent-encoded: `` ` ``, `\`, and control and whitespace characters other than the
/// space (`a\tb` is `a%09b`); a text of operator characters alone (`+`) or an empty one is prefixed with `%_`.
/// Two texts can then give one name (`a%60b` and ``a`b``): the tool reports that as an error
/// (``GeneratedTests/collidingTags``), never silently.
enum SwiftName {
    /// `text` as a Swift identifier, in backquotes when it needs them.
    static func identifier(_ text: String) -> String {
        var encoded = ""
        for scalar in text.unicodeScalars {
            if scalar == "`" || scalar == "\\" || (scalar != " " && isSpaceOrControl(scalar)) {
                encoded +=
                    scalar.value < 0x100 ? "%" + hex(scalar.value, digits: 2) : "%u" + hex(scalar.value, digits: 4)
            } else {
                encoded.unicodeScalars.append(scalar)
            }
        }
        if encoded.unicodeScalars.allSatisfy({ operatorCharacters.contains($0) }) { encoded = "%_" + encoded }
        if isPlain(encoded) { return encoded }
        return "`" + encoded + "`"
    }

    /// Characters that make an operator: a raw identifier of these alone would read as one.
    private static let operatorCharacters = Set("/=-+!*%<>&|^~?.".unicodeScalars)

    /// Swift's keywords: as identifiers they need backquotes.
    private static let keywords: Set<String> = [
        "Any", "Self", "Type", "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch",
        "class", "consume", "continue", "default", "defer", "deinit", "do", "else", "enum", "extension",
        "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout",
        "internal", "is", "let", "nil", "open", "operator", "precedencegroup", "private", "protocol", "public",
        "repeat", "rethrows", "return", "self", "some", "static", "struct", "subscript", "super", "switch", "throw",
        "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    /// An ASCII identifier that is no keyword: written without backquotes.
    private static func isPlain(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !keywords.contains(text) else { return false }
        let letter = { (scalar: Unicode.Scalar) in
            scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        return letter(first) && text.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) }
    }

    private static func isSpaceOrControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
