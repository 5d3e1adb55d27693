/// One slice of a run split over several machines (`--shard I/N`): slice `index` of `count`, 1-based.
///
/// Every machine computes the same split from the same selected scenarios, so the slices together are exactly
/// the whole run, each scenario in one slice. Without timings, scenarios are dealt round-robin in defined order.
/// With the durations of an earlier run (`--shard-timings`), the timed scenarios go longest first onto the
/// slice with the least time so far, and the others are dealt round-robin, so that slices take about as long.
public struct Shard: Sendable, Equatable, Codable {
    /// The slice, from 1 to `count`.
    public let index: Int
    /// How many slices.
    public let count: Int
    /// What an earlier run took per scenario; empty deals every scenario round-robin.
    public var timings: ShardTimings = ShardTimings()

    /// Reads `I/N` with 1 ≤ I ≤ N.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// Slice `index` of `count`, when 1 ≤ `index` ≤ `count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Which of the selected scenarios, given in defined order by their timing keys
    /// (``ShardTimings/key(uri:name:)``), belong to this slice.
    func selects(_ keys: [String]) -> [Bool] {
        let slice = index - 1
        var chosen = Array(repeating: false, count: keys.count)
        var timed: [(position: Int, seconds: Double)] = []
        var untimed = 0
        for (position, key) in keys.enumerated() {
            if let seconds = timings.seconds(for: key) {
                timed.append((position, seconds))
            } else {
                chosen[position] = untimed % count == slice
                untimed += 1
            }
        }
        guard !timed.isEmpty else { return chosen }
        // Longest first; equal durations in defined order, and equal loads to the lowest slice: the same split
        // on every machine.
        timed.sort { $0.seconds != $1.seconds ? $0.seconds > $1.seconds : $0.position < $1.position }
        var loads = Array(repeating: 0.0, count: count)
        for scenario in timed {
            var lightest = 0
            for candidate in loads.indices where loads[candidate] < loads[lightest] { lightest = candidate }
            loads[lightest] += scenario.seconds
            chosen[scenario.position] = lightest == slice
        }
        return chosen
    }
}
