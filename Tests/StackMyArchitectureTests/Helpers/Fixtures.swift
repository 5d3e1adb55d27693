import Foundation
import StackMyArchitecture

/// A valid product whose fields derive from `id`, as the seeds' `makeProduct` builds it.
func makeProduct(id: String = "1", name: String? = nil, amount: Decimal = 10, currency: String = "EUR") -> Product {
    Product(
        id: id,
        name: name ?? "Product \(id)",
        price: Price(amount: amount, currency: currency),
        imageURL: URL(string: "https://example.com/\(id).png")!
    )
}

/// The exact decimal a text such as `"29.99"` writes.
func decimal(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))!
}

let spanish = Locale(identifier: "es_ES")
let anyBaseURL = URL(string: "https://api.example.com")!
let anySession = Session(token: "abc-123", email: "user@example.com")

/// One product object of the `GET /products` contract, as JSON text.
func productJSON(
    id: String = "1",
    name: String = "Camiseta",
    price: String = "29.99",
    currency: String = "EUR",
    imageURL: String = "https://example.com/1.png"
) -> String {
    #"{"id":"\#(id)","name":"\#(name)","price":\#(price),"currency":"\#(currency)","image_url":"\#(imageURL)"}"#
}

/// A `GET /products` body holding `items` (JSON object texts).
func productsBody(_ items: [String]) -> Data {
    Data(#"{"products":[\#(items.joined(separator: ","))]}"#.utf8)
}

/// A URL unique to the calling test, so that concurrent tests never share `URLProtocolStub` stubs.
func uniqueBaseURL() -> URL {
    URL(string: "https://\(UUID().uuidString.lowercased()).test")!
}

/// Signs in on a Login screen made by `root`, with the account the fixtures use, and returns the session it
/// delivers (nil when the login fails).
@MainActor
func logIn(through root: CompositionRoot) async -> Session? {
    var session: Session?
    let login = root.makeLoginViewModel { session = $0 }
    login.email = "user@example.com"
    login.password = "pass123"
    await login.submit()
    return session
}
