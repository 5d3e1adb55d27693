#if canImport(SwiftUI)
    import SwiftUI

    /// The Catalog screen: one view per ``CatalogViewModel/State``, with no logic of its own.
    ///
    /// The load runs in SwiftUI's `.task`, which SwiftUI cancels when the screen disappears; the
    /// model then publishes nothing late.
    public struct CatalogView: View {
        @State private var viewModel: CatalogViewModel

        /// Creates the screen over its model.
        public init(viewModel: CatalogViewModel) {
            _viewModel = State(wrappedValue: viewModel)
        }

        /// The content for the current state, titled "Catálogo".
        public var body: some View {
            Group {
                switch viewModel.state {
                case .loading:
                    ProgressView("Cargando productos...")
                        .frame(maxWidth: .infinity, maxHeight: .infinity)

                case .loaded(let products):
                    List(products) { product in
                        Button {
                            viewModel.selectProduct(product)
                        } label: {
                            ProductRow(row: viewModel.row(for: product))
                        }
                        .buttonStyle(.plain)
                    }

                case .empty:
                    ContentUnavailableView(
                        "No hay productos",
                        systemImage: "cart",
                        description: Text("No hay productos disponibles en este momento.")
                    )

                case .error(let message):
                    ContentUnavailableView {
                        Label("Error", systemImage: "wifi.slash")
                    } description: {
                        Text(message)
                    } actions: {
                        if viewModel.isRetryAvailable {
                            Button("Reintentar") {
                                _ = viewModel.retry()
                            }
                        }
                    }
                }
            }
            .navigationTitle("Catálogo")
            .task {
                await viewModel.load()
            }
        }
    }
#endif
