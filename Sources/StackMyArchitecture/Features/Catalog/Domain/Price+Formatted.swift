import Foundation

extension Price {
    /// The price as the user reads it on this device, such as `"29,99\u{A0}€"` on a Spanish device.
    public var formatted: String {
        formatted(locale: .autoupdatingCurrent)
    }

    /// The price as a reader of `locale` expects it.
    ///
    /// For 29.99 EUR that is `"29,99\u{A0}€"` for `es_ES` and `"€29.99"` for `en_US`.
    ///
    /// The result depends only on the price and `locale`. Every space the platform's formatter puts
    /// in (CLDR uses U+00A0 before `€` in Spanish, and U+202F in some locales) comes out as a
    /// no-break space U+00A0, so the amount never wraps apart from its symbol and the text is the same
    /// on every platform and ICU version.
    public func formatted(locale: Locale) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .currency
        formatter.currencyCode = currency
        let text = formatter.string(from: amount as NSDecimalNumber) ?? "\(amount) \(currency)"
        let noBreakSpace: Unicode.Scalar = "\u{00A0}"
        let scalars = text.unicodeScalars.map { $0.properties.generalCategory == .spaceSeparator ? noBreakSpace : $0 }
        return String(String.UnicodeScalarView(scalars))
    }
}
