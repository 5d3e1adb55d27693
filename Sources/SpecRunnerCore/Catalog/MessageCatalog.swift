import CucumberMessages

/// The runner's human-facing texts in one language, and how that language writes numbers.
///
/// A report looks a text up by its key in the catalog of the run's output language:
/// `MessageCatalog.named("es").text(.finishedIn, "0,294 s")`. Each language is one file (`MessageCatalog+Spanish`)
/// listed in ``all``; a test checks that every catalog translates every ``Message``.
public struct MessageCatalog: Sendable {
    /// The language's code (`en`, `es`).
    public let code: String
    /// The character between the whole part and the fraction (`.` or `,`).
    let decimalSeparator: String
    /// What goes between a number and `%` (nothing in English, a no-break space in Spanish).
    let percentSpacing: String
    /// The texts by key; ``text(_:_:)`` falls back to the key's name when one is missing.
    let texts: [Message: String]

    /// The languages the runner speaks, English first (the default).
    public static let all: [MessageCatalog] = [english, spanish]

    /// The catalog of `code` (`es`, or a locale such as `es_ES.UTF-8` or `es-MX`); `nil` when the runner does not
    /// speak that language.
    public static func named(_ code: String) -> MessageCatalog? {
        let language = code.prefix { $0.isLetter }.lowercased()
        return all.first { $0.code == language }
    }

    /// The language a run speaks when neither `--lang` nor a profile chooses: the first of `LC_ALL`, `LC_MESSAGES`
    /// and `LANG` that is set (`es_ES.UTF-8` is Spanish), as POSIX orders them; English when that one names a
    /// language the runner does not speak (or `C`), or none is set.
    public static func named(environment: [String: String]) -> MessageCatalog {
        let setting = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return setting.flatMap(named) ?? english
    }

    /// The text of `key` with `{0}`, `{1}`… replaced by `arguments`.
    public func text(_ key: Message, _ arguments: String...) -> String {
        fill(texts[key] ?? key.rawValue, arguments)
    }

    /// The singular or plural form of `key` (before and after its `|`) for `count`, with `{0}` the count and
    /// `{1}`… the other arguments.
    public func plural(_ key: Message, _ count: Int, _ arguments: String...) -> String {
        let forms = (texts[key] ?? key.rawValue).split(separator: "|", omittingEmptySubsequences: false)
        let form = count == 1 || forms.count == 1 ? forms[0] : forms[1]
        return fill(String(form), [String(count)] + arguments)
    }

    /// `items` as a list: `a, b or c`.
    public func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: text(.listSeparator)) + text(.listLastSeparator) + items.last!
    }

    /// `value` with `digits` decimals (trailing zeros kept) and the language's decimal separator, no grouping.
    public func decimal(_ value: Double, digits: Int) -> String {
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((abs(value) * Double(scale)).rounded())
        let sign = value < 0 && scaled > 0 ? "-" : ""
        guard digits > 0 else { return sign + String(scaled) }
        let fraction = String(scaled % scale)
        return sign + String(scaled / scale) + decimalSeparator
            + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    /// `85.7%`, `85,7 %`, `100%`: a percentage to one decimal, without it when whole.
    public func percent(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        let number = rounded == rounded.rounded() ? decimal(rounded, digits: 0) : decimal(rounded, digits: 1)
        return number + percentSpacing + "%"
    }

    /// `0.294 s`, `1 m 02.500 s` (`0,294 s` in Spanish): a run's length.
    public func duration(_ duration: Duration) -> String {
        let seconds = duration.totalSeconds
        if seconds < 60 { return decimal(seconds, digits: 3) + " s" }
        let minutes = Int(seconds / 60)
        let rest = decimal(seconds - Double(minutes * 60), digits: 3)
        return "\(minutes) m \(rest.count < 6 ? "0" + rest : rest) s"
    }

    /// `0,04 ms`, `20,16 ms`, `1,250 s` in Spanish: a step's length, to `digits` decimals of a millisecond below
    /// one second.
    public func shortDuration(_ duration: Duration, digits: Int = 2) -> String {
        let seconds = duration.totalSeconds
        guard seconds < 1 else { return self.duration(duration) }
        return decimal(seconds * 1000, digits: digits) + " ms"
    }

    /// One pass over the template, so that an argument holding `{1}` stays as it is.
    private func fill(_ template: String, _ arguments: [String]) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let position = Int(rest[afterOpen..<close]),
                arguments.indices.contains(position)
            {
                result += arguments[position]
                rest = rest[rest.index(after: close)...]
            } else {
                result += "{"
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }
}
