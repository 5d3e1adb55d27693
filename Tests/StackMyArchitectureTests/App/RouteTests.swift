import Foundation
import StackMyArchitecture
import Testing

struct RouteTests {
    @Test func onlyTheCatalogNeedsASession() {
        #expect(Route.catalog.requiresSession)
        #expect(!Route.login.requiresSession)
    }

    @Test(arguments: [
        ("stackmyarchitecture://catalog", Route.catalog),
        ("stackmyarchitecture://Catalog?source=mail", .catalog),
        ("stackmyarchitecture://login", .login),
        ("https://example.com/catalog", .catalog),
        ("https://example.com/login/", .login),
    ])
    func deepLinksNameTheirRoute(_ link: String, _ expected: Route) {
        #expect(Route(deepLink: URL(string: link)!) == expected)
    }

    @Test(arguments: ["stackmyarchitecture://checkout", "https://example.com/", "https://example.com/products/1"])
    func deepLinksToUnknownPlacesNameNoRoute(_ link: String) {
        #expect(Route(deepLink: URL(string: link)!) == nil)
    }
}
