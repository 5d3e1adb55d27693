import Foundation
import SpecRunner
import StackMyArchitecture

/// The catalog payloads the scripted server answers with, and what the user must see for them.
///
/// The expected texts are written here by hand, from the seeds (Spanish prices such as
/// «29,99 €»), not computed by the app.
enum CatalogSamples {
    /// A product as the server sends it and as its row must read.
    struct Item {
        let id: String
        let name: String
        let price: String
        let imageURL: String
        /// The row's price text: Spanish format, the app joins amount and symbol with a no-break space (none
        /// for an invalid item, which no row may show).
        var expectedPriceText = ""

        var json: String {
            #"{"id":"\#(id)","name":"\#(name)","price":\#(price),"currency":"EUR","image_url":"\#(imageURL)"}"#
        }
    }

    static let valid: [Item] = [
        Item(
            id: "1",
            name: "Camiseta básica",
            price: "29.99",
            imageURL: "https://cdn.example.com/products/1.png",
            expectedPriceText: "29,99\u{00A0}€"
        ),
        Item(
            id: "2",
            name: "Taza de café",
            price: "9.5",
            imageURL: "https://cdn.example.com/products/2.png",
            expectedPriceText: "9,50\u{00A0}€"
        ),
        Item(
            id: "3",
            name: "Sudadera con capucha",
            price: "49.9",
            imageURL: "https://cdn.example.com/products/3.png",
            expectedPriceText: "49,90\u{00A0}€"
        ),
    ]

    /// The same id twice: the first «Camiseta básica» and a later «Camiseta básica (repetida)».
    static let withDuplicateIds: [Item] = [
        valid[0],
        valid[1],
        Item(
            id: "1",
            name: "Camiseta básica (repetida)",
            price: "19.99",
            imageURL: "https://cdn.example.com/products/1b.png",
            expectedPriceText: "19,99\u{00A0}€"
        ),
        valid[2],
    ]

    static func body(_ items: [Item]) -> String {
        #"{"products":["# + items.map(\.json).joined(separator: ",") + "]}"
    }

    /// A `200` body the products endpoint answers with, and what is wrong with it.
    struct Payload {
        /// What is wrong with the body, for failure messages.
        let flaw: LocalizedText
        let body: String
    }

    /// Not JSON at all: the body stops in the middle of an object.
    static let malformedBody = #"{"products":[{"id":"1","name":"Camiseta"#

    /// JSON, but not a catalog: the fields are not the contract's.
    static let unexpectedBody = #"{"items":[{"sku":1,"title":"Camiseta","cost":"29,99"}]}"#

    /// «JSON inválido o inesperado»: bodies that break the products contract, each in its own way.
    ///
    /// The contract is in `docs/app.md`. Bodies with items break it in one item among valid ones, so that an
    /// app that drops the item and shows the rest is caught: one invalid item rejects the whole answer.
    static let invalidPayloads: [Payload] = [
        Payload(flaw: LocalizedText(en: "malformed JSON", es: "JSON mal formado"), body: malformedBody),
        Payload(
            flaw: LocalizedText(en: "another shape, with no `products` key", es: "otra forma, sin la clave `products`"),
            body: unexpectedBody),
        Payload(
            flaw: LocalizedText(en: "`products` is not a list", es: "`products` no es una lista"),
            body: #"{"products":{"id":"1"}}"#),
        Payload(
            flaw: LocalizedText(en: "a price written as text", es: "un precio escrito como texto"),
            body: body([valid[0], Item(id: "9", name: "Gorra", price: #""12,50""#, imageURL: valid[1].imageURL)])
        ),
        Payload(
            flaw: LocalizedText(en: "a negative price", es: "un precio negativo"),
            body: body([valid[0], Item(id: "9", name: "Gorra", price: "-12.5", imageURL: valid[1].imageURL), valid[2]])
        ),
        Payload(
            flaw: LocalizedText(
                en: "an image URL that is not a web address", es: "una imagen que no es una dirección web"),
            body: body([valid[0], Item(id: "9", name: "Gorra", price: "12.5", imageURL: "gorra.png")])
        ),
    ]
}
