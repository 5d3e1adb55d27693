/// One slice of a run split over several machines (`--shard I/N`): slice `index` of `count`, 1-based.
///
/// Scenarios are dealt round-robin in defined order, so every machine computes the same split and the slices
/// together are exactly the whole run.
public struct Shard: Sendable, Equatable, Codable {
    /// The slice, from 1 to `count`.
    public let index: Int
    /// How many slices.
    public let count: Int

    /// Reads `I/N` with 1 ≤ I ≤ N.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether the scenario at `position` in defined order belongs to this slice.
    func contains(position: Int) -> Bool {
        position % count == index - 1
    }
}
