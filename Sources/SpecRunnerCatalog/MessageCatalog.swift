import CucumberMessages

/// The runner's human-facing texts in one language, and how that language writes numbers.
///
/// A caller words a ``Message`` in the run's output language:
/// `MessageCatalog.named("es")?.text(.finishedIn(duration: "0,294 s"))`. Each language is one file
/// (`MessageCatalog+Spanish`) with one exhaustive `switch`, listed in ``all``. Not API: the wording may change in
/// any release.
package struct MessageCatalog: Sendable {
    /// The language's code (`en`, `es`).
    package let code: String
    /// The character between the whole part and the fraction (`.` or `,`).
    package let decimalSeparator: String
    /// What goes between a number and `%` (nothing in English, a no-break space in Spanish).
    let percentSpacing: String
    /// The language's `switch` over every message.
    let words: @Sendable (Message) -> String

    /// The languages the runner speaks, English first (the default).
    package static let all: [MessageCatalog] = [english, spanish]

    /// The catalog of `code` (`es`, or a locale such as `es_ES.UTF-8` or `es-MX`); `nil` when the runner does not
    /// speak that language.
    package static func named(_ code: String) -> MessageCatalog? {
        let language = code.prefix { $0.isLetter }.lowercased()
        return all.first { $0.code == language }
    }

    /// The language a run speaks when neither `--lang` nor a profile chooses: the first of `LC_ALL`, `LC_MESSAGES`
    /// and `LANG` that is set (`es_ES.UTF-8` is Spanish), as POSIX orders them; English when that one names a
    /// language the runner does not speak (or `C`), or none is set.
    package static func named(environment: [String: String]) -> MessageCatalog {
        let setting = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return setting.flatMap(named) ?? english
    }

    /// `message` worded in this language.
    package func text(_ message: Message) -> String {
        words(message)
    }

    /// `items` as a list: `a, b or c`.
    package func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: text(.listSeparator)) + text(.listLastSeparator) + items.last!
    }

    /// `value` with `digits` decimals (trailing zeros kept) and the language's decimal separator, no grouping.
    package func decimal(_ value: Double, digits: Int) -> String {
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
    package func percent(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        let number = rounded == rounded.rounded() ? decimal(rounded, digits: 0) : decimal(rounded, digits: 1)
        return number + percentSpacing + "%"
    }

    /// `0.294 s`, `1 m 02.500 s` (`0,294 s` in Spanish): a run's length.
    package func duration(_ duration: Duration) -> String {
        let seconds = duration.totalSeconds
        if seconds < 60 { return decimal(seconds, digits: 3) + " s" }
        let minutes = Int(seconds / 60)
        let rest = decimal(seconds - Double(minutes * 60), digits: 3)
        return "\(minutes) m \(rest.count < 6 ? "0" + rest : rest) s"
    }

    /// `0,04 ms`, `20,16 ms`, `1,250 s` in Spanish: a step's length, to `digits` decimals of a millisecond below
    /// one second.
    package func shortDuration(_ duration: Duration, digits: Int = 2) -> String {
        let seconds = duration.totalSeconds
        guard seconds < 1 else { return self.duration(duration) }
        return decimal(seconds * 1000, digits: digits) + " ms"
    }
}
