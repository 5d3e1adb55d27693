import Foundation
import StackMyArchitecture
import Testing

struct PriceTests {
    @Test func formatsEurosForASpanishReaderWithANoBreakSpaceBeforeTheSymbol() {
        let price = Price(amount: decimal("29.99"), currency: "EUR")

        #expect(price.formatted(locale: spanish) == "29,99\u{00A0}€")
    }

    @Test(arguments: [
        ("10", "EUR", "es_ES", "10,00\u{00A0}€"),
        ("12345.5", "EUR", "es_ES", "12.345,50\u{00A0}€"),
        ("29.99", "USD", "en_US", "$29.99"),
        ("29.99", "EUR", "en_US", "€29.99"),
    ])
    func formatsTheAmountAsTheLocalesReadersExpect(amount: String, currency: String, locale: String, expected: String) {
        let price = Price(amount: decimal(amount), currency: currency)

        #expect(price.formatted(locale: Locale(identifier: locale)) == expected)
    }

    @Test func writesEverySpaceAsANoBreakSpaceWhateverTheLocalesFormatterUses() {
        let price = Price(amount: decimal("1234.5"), currency: "EUR")

        let text = price.formatted(locale: Locale(identifier: "fr_FR"))

        #expect(text == "1\u{00A0}234,50\u{00A0}€")
    }

    @Test func keepsTheAmountExact() {
        let price = Price(amount: decimal("0.1") + decimal("0.2"), currency: "EUR")

        #expect(price.amount == decimal("0.3"))
        #expect(price.formatted(locale: spanish) == "0,30\u{00A0}€")
    }
}
