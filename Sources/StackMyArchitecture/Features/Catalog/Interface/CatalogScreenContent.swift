/// What the Catalog screen shows for its current state, with every text the user reads: the view only
/// lays it out, and the specification reads the same values on any platform.
public enum CatalogScreenContent: Equatable, Sendable {
    /// A progress indicator with this label («Cargando productos...»).
    case progress(label: String)
    /// The product rows, in the catalog's order.
    case list([ProductRowViewData])
    /// No list: why (a title and a description), the system image that illustrates it, and the title of
    /// the action the screen offers, if any («Reintentar» after an error; none for an empty catalog).
    case unavailable(title: String, description: String, systemImage: String, actionTitle: String?)
}
