import Foundation
import SpecRunner
import StackMyArchitecture

/// The app's values as a product owner reads them, in English and Spanish, for failure messages: screens by
/// their title, the Catalog by what it shows, never a Swift type name (`Optional(StackMyArchitecture.Route.catalog)`).
enum DomainWords {
    /// A screen by the title the user sees.
    static func screen(_ route: Route?) -> LocalizedText {
        switch route {
        case .login: return LocalizedText(en: "the Login screen", es: "la pantalla Login")
        case .catalog: return LocalizedText(en: "the Catálogo screen", es: "la pantalla Catálogo")
        case nil: return LocalizedText(en: "no screen", es: "ninguna pantalla")
        }
    }

    /// What the Catalog shows in `state`, as the user reads it.
    @MainActor
    static func catalog(_ model: CatalogViewModel) -> LocalizedText {
        catalog(model.content)
    }

    /// What the Catalog shows for `content`, as the user reads it.
    static func catalog(_ content: CatalogScreenContent) -> LocalizedText {
        switch content {
        case .progress(let label):
            return LocalizedText(en: "a progress indicator «\(label)»", es: "un indicador de carga «\(label)»")
        case .list(let rows):
            let names = rows.map { "«\($0.name)» \(spaced($0.price))" }.joined(separator: ", ")
            return LocalizedText(en: "the list " + names, es: "la lista " + names)
        case .unavailable(let title, let description, _, let action):
            let shown = "«\(title)»: «\(description)»"
            return LocalizedText(
                en: shown + (action.map { " with the button «\($0)»" } ?? " with no button"),
                es: shown + (action.map { " con el botón «\($0)»" } ?? " sin botón"))
        }
    }

    /// What a published Catalog state shows, for histories of states.
    @MainActor
    static func catalog(_ state: CatalogViewModel.State) -> LocalizedText {
        switch state {
        case .loading: return LocalizedText(en: "loading", es: "cargando")
        case .loaded(let products):
            let names = products.map { "«\($0.name)»" }.joined(separator: ", ")
            return LocalizedText(en: "the list " + names, es: "la lista " + names)
        case .empty: return LocalizedText(en: "the empty catalog", es: "el catálogo vacío")
        case .error(let message): return LocalizedText(en: "the error «\(message)»", es: "el error «\(message)»")
        }
    }

    /// Several states, in order, as a list.
    @MainActor
    static func catalog(_ states: [CatalogViewModel.State]) -> LocalizedText {
        let words = states.map(catalog)
        return LocalizedText(
            en: "[" + words.map(\.en).joined(separator: ", ") + "]",
            es: "[" + words.map(\.es).joined(separator: ", ") + "]")
    }

    /// A text with its no-break spaces shown as spaces, as a reader sees them.
    static func spaced(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{00A0}", with: " ")
    }
}
