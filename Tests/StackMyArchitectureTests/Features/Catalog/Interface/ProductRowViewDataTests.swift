import Foundation
import StackMyArchitecture
import Testing

struct ProductRowViewDataTests {
    @Test func showsTheNameTheFormattedPriceAndTheImageOfTheProduct() {
        let product = Product(
            id: "42",
            name: "Camiseta básica",
            price: Price(amount: decimal("29.99"), currency: "EUR"),
            imageURL: URL(string: "https://example.com/images/42.png")!
        )

        let row = ProductRowViewData(product: product, locale: spanish)

        #expect(row.id == "42")
        #expect(row.name == "Camiseta básica")
        #expect(row.price == "29,99\u{00A0}€")
        #expect(row.imageURL == URL(string: "https://example.com/images/42.png")!)
    }
}
