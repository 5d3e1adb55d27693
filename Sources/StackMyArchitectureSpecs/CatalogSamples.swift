import Foundation
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
        /// The row's price text: Spanish format, the app joins amount and symbol with a no-break space.
        let expectedPriceText: String

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

    /// Not JSON at all: the body stops in the middle of an object.
    static let malformedBody = #"{"products":[{"id":"1","name":"Camiseta"#

    /// JSON, but not a catalog: the fields are not the contract's.
    static let unexpectedBody = #"{"items":[{"sku":1,"title":"Camiseta","cost":"29,99"}]}"#
}
