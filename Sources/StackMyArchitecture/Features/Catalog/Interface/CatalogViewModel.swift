import Foundation
import Observation

/// The state and actions of the Catalog screen; the view only switches on ``state``.
///
/// Task ownership: the screen either runs ``load()`` in a task it owns (SwiftUI's `.task`, which is
/// cancelled when the view disappears) or asks the model to own it with ``start()`` / ``retry()``.
/// ``leave()`` cancels the owned task and closes the screen: from then on the model never publishes
/// a state again, so no late result can reach a discarded view. Whatever the task, a cancelled or
/// superseded load publishes nothing (the last request wins).
@Observable
@MainActor
public final class CatalogViewModel {
    /// The screen's states, mutually exclusive.
    public enum State: Equatable, Sendable {
        /// Products are being loaded (the initial state).
        case loading
        /// The catalog has these products (never empty).
        case loaded([Product])
        /// The catalog is valid and has no products.
        case empty
        /// Loading failed; the message to show next to the retry button.
        case error(String)
    }

    /// The current state.
    public private(set) var state: State = .loading

    /// The screen's title.
    public let title = "Catálogo"

    /// What the screen shows for ``state``, with its texts: the view lays this out and holds no text of
    /// its own.
    public var content: CatalogScreenContent {
        switch state {
        case .loading:
            return .progress(label: "Cargando productos...")
        case .loaded:
            return .list(rows)
        case .empty:
            return .unavailable(
                title: "No hay productos",
                description: "No hay productos disponibles en este momento.",
                systemImage: "cart",
                actionTitle: nil
            )
        case .error(let message):
            return .unavailable(
                title: "Error", description: message, systemImage: "wifi.slash", actionTitle: "Reintentar")
        }
    }

    /// The rows the list shows, in order: empty unless the state is ``State/loaded(_:)``.
    public var rows: [ProductRowViewData] {
        guard case .loaded(let products) = state else { return [] }
        return products.map(row(for:))
    }

    @ObservationIgnored private let loadProducts: LoadProductsUseCase
    @ObservationIgnored private let onProductSelected: @MainActor (Product) -> Void
    @ObservationIgnored private let locale: Locale
    @ObservationIgnored private var ownedTask: Task<Void, Never>?
    @ObservationIgnored private var latestLoad = 0
    @ObservationIgnored private var hasLeft = false

    /// Creates the screen's model; `onProductSelected` receives the product the user picked (the
    /// coordinator decides where to go), and prices are formatted for `locale`.
    public init(
        loadProducts: LoadProductsUseCase,
        locale: Locale = .autoupdatingCurrent,
        onProductSelected: @escaping @MainActor (Product) -> Void
    ) {
        self.loadProducts = loadProducts
        self.locale = locale
        self.onProductSelected = onProductSelected
    }

    /// Loads the catalog in the calling task: ``state`` goes to ``State/loading`` at once, then to
    /// the result.
    ///
    /// Publishes nothing more if the calling task is cancelled, if a newer load started meanwhile, or
    /// if the screen was left; does nothing at all after ``leave()``.
    public func load() async {
        guard !hasLeft else { return }
        latestLoad += 1
        let thisLoad = latestLoad
        state = .loading

        let result: State
        do {
            let products = try await loadProducts.execute()
            result = products.isEmpty ? .empty : .loaded(products)
        } catch is CancellationError {
            return
        } catch let error as CatalogError {
            result = .error(Self.message(for: error))
        } catch {
            result = .error("Error inesperado. Inténtalo de nuevo.")
        }

        guard !Task.isCancelled, !hasLeft, thisLoad == latestLoad else { return }
        state = result
    }

    /// Starts ``load()`` in a task the model owns, cancelling the one it owned before.
    ///
    /// - Returns: the task, for callers that want to await the result (tests, specs); the screen may
    ///   ignore it.
    @discardableResult
    public func start() -> Task<Void, Never> {
        ownedTask?.cancel()
        let task = Task { await self.load() }
        ownedTask = task
        return task
    }

    /// The "Reintentar" action: loads again in an owned task (see ``start()``), going back to
    /// ``State/loading`` before the new result.
    @discardableResult
    public func retry() -> Task<Void, Never> {
        start()
    }

    /// The user navigated away: cancels the owned load and never publishes a state again.
    public func leave() {
        hasLeft = true
        ownedTask?.cancel()
        ownedTask = nil
    }

    /// The row presentation of `product` (name, formatted price, image URL).
    public func row(for product: Product) -> ProductRowViewData {
        ProductRowViewData(product: product, locale: locale)
    }

    /// The user picked `product`; tells whoever created the screen.
    public func selectProduct(_ product: Product) {
        onProductSelected(product)
    }

    /// The user tapped `row`: selects the product it shows, if the list still shows it.
    public func selectRow(_ row: ProductRowViewData) {
        guard case .loaded(let products) = state, let product = products.first(where: { $0.id == row.id }) else {
            return
        }
        selectProduct(product)
    }

    private static func message(for error: CatalogError) -> String {
        switch error {
        case .connectivity:
            return "Sin conexión a internet. Inténtalo de nuevo."
        case .invalidData:
            return "Error al cargar los productos. Inténtalo de nuevo."
        }
    }
}
