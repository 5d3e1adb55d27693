#if canImport(SwiftUI)
    import SwiftUI

    /// The Catalog screen: lays out ``CatalogViewModel/content``, with no logic or text of its own.
    ///
    /// The load runs in SwiftUI's `.task`, which SwiftUI cancels when the screen disappears; the
    /// model then publishes nothing late.
    public struct CatalogView: View {
        @State private var viewModel: CatalogViewModel

        /// Creates the screen over its model.
        public init(viewModel: CatalogViewModel) {
            _viewModel = State(wrappedValue: viewModel)
        }

        /// The content for the current state, under the model's title.
        public var body: some View {
            Group {
                switch viewModel.content {
                case .progress(let label):
                    ProgressView(label)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)

                case .list(let rows):
                    List(rows) { row in
                        Button {
                            viewModel.selectRow(row)
                        } label: {
                            ProductRow(row: row)
                        }
                        .buttonStyle(.plain)
                    }

                case .unavailable(let title, let description, let systemImage, let actionTitle):
                    ContentUnavailableView {
                        Label(title, systemImage: systemImage)
                    } description: {
                        Text(description)
                    } actions: {
                        if let actionTitle {
                            Button(actionTitle) {
                                _ = viewModel.retry()
                            }
                        }
                    }
                }
            }
            .navigationTitle(viewModel.title)
            .task {
                await viewModel.load()
            }
        }
    }
#endif
