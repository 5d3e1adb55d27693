import Foundation
import StackMyArchitecture

/// The app's values as a product owner reads them, for failure messages: screens by their title, the
/// Catalog by what it shows, never a Swift type name (`Optional(StackMyArchitecture.Route.catalog)`).
enum DomainWords {
    /// A screen by the title the user sees.
    static func screen(_ route: Route?) -> String {
        switch route {
        case .login: return "the Login screen"
        case .catalog: return "the Catálogo screen"
        case nil: return "no screen"
        }
    }

    /// What the Catalog shows in `state`, as the user reads it.
    @MainActor
    static func catalog(_ model: CatalogViewModel) -> String {
        catalog(model.content)
    }

    /// What the Catalog shows for `content`, as the user reads it.
    static func catalog(_ content: CatalogScreenContent) -> String {
        switch content {
        case .progress(let label):
            return "a progress indicator «\(label)»"
        case .list(let rows):
            return "the list " + rows.map { "«\($0.name)» \(spaced($0.price))" }.joined(separator: ", ")
        case .unavailable(let title, let description, _, let action):
            return "«\(title)»: «\(description)»" + (action.map { " with the button «\($0)»" } ?? " with no button")
        }
    }

    /// What a published Catalog state shows, for histories of states.
    @MainActor
    static func catalog(_ state: CatalogViewModel.State) -> String {
        switch state {
        case .loading: return "loading"
        case .loaded(let products): return "the list " + products.map { "«\($0.name)»" }.joined(separator: ", ")
        case .empty: return "the empty catalog"
        case .error(let message): return "the error «\(message)»"
        }
    }

    /// A text with its no-break spaces shown as spaces, as a reader sees them.
    static func spaced(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{00A0}", with: " ")
    }
}
