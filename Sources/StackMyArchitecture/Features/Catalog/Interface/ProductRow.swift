#if canImport(SwiftUI)
    import SwiftUI

    /// One catalog row: picture, name and price, laid out from a ``ProductRowViewData``.
    public struct ProductRow: View {
        private let row: ProductRowViewData

        /// Creates the row for `row`.
        public init(row: ProductRowViewData) {
            self.row = row
        }

        /// The picture (a grey placeholder while it loads or if it fails), then name and price.
        public var body: some View {
            HStack(spacing: 12) {
                AsyncImage(url: row.imageURL) { image in
                    image
                        .resizable()
                        .aspectRatio(contentMode: .fill)
                } placeholder: {
                    Color.gray.opacity(0.3)
                }
                .frame(width: 60, height: 60)
                .clipShape(RoundedRectangle(cornerRadius: 8))

                VStack(alignment: .leading, spacing: 4) {
                    Text(row.name)
                        .font(.headline)
                    Text(row.price)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }

                Spacer()
            }
            .padding(.vertical, 4)
        }
    }
#endif
