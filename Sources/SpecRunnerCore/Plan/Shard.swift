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
    /// (``ShardTimings/key(uri:name:)``), belong to this slice; scenarios with the same `groups` entry
    /// (``ParallelGroups/group``) are dealt as one, to one slice.
    func selects(_ keys: [String], groups: [Int?] = []) -> [Bool] {
        // Each group as one unit, at its first scenario; every other scenario a unit of its own.
        var units: [[Int]] = []
        var unitOfGroup: [Int: Int] = [:]
        for position in keys.indices {
            if groups.indices.contains(position), let group = groups[position] {
                if let unit = unitOfGroup[group] {
                    units[unit].append(position)
                    continue
                }
                unitOfGroup[group] = units.count
            }
            units.append([position])
        }
        let slice = index - 1
        var chosen = Array(repeating: false, count: keys.count)
        var timed: [(unit: Int, seconds: Double)] = []
        var untimed = 0
        for (unit, positions) in units.enumerated() {
            let times = positions.compactMap { timings.seconds(for: keys[$0]) }
            if times.isEmpty {
                for position in positions { chosen[position] = untimed % count == slice }
                untimed += 1
            } else {
                timed.append((unit, times.reduce(0, +)))
            }
        }
        guard !timed.isEmpty else { return chosen }
        // Longest first; equal durations in defined order, and equal loads to the lowest slice: the same split
        // on every machine.
        timed.sort { $0.seconds != $1.seconds ? $0.seconds > $1.seconds : $0.unit < $1.unit }
        var loads = Array(repeating: 0.0, count: count)
        for unit in timed {
            var lightest = 0
            for candidate in loads.indices where loads[candidate] < loads[lightest] { lightest = candidate }
            loads[lightest] += unit.seconds
            for position in units[unit.unit] { chosen[position] = lightest == slice }
        }
        return chosen
    }
}
