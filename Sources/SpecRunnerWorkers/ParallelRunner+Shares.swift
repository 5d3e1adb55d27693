import SpecRunnerCore

extension ParallelRunner {
    /// The longest run of consecutive test cases from one file dealt as one (see ``shares(ofFiles:workers:groups:)``).
    nonisolated static let longestRun = 64

    /// Deals the plan's positions (`files`: the feature file of each) to at most `workers` shares, each in order.
    ///
    /// Each group of `groups` (``ParallelGroups``) goes whole, and each run of consecutive test cases from one
    /// file outside any group, cut at ``longestRun`` and at an even split; the largest first, each to the share
    /// with the fewest test cases so far. `@serial` test cases are in no share (the runner runs them after).
    ///
    /// No share is empty: there are fewer shares than `workers` when there are fewer runs (a worker with nothing
    /// to run is never started).
    ///
    /// Runs from one file rather than test cases one by one: a worker then runs a file's scenarios in a row, as a
    /// serial run does (when workers parsed their shares' files, this also kept each file to one worker). The cuts
    /// keep the shares even when a suite is one large file, and keep what the parent holds back for the serial
    /// order to about a run per worker.
    nonisolated static func shares(ofFiles files: [Int], workers: Int, groups: ParallelGroups? = nil) -> [[Int]] {
        let workers = max(1, workers)
        let place = { (position: Int) -> (group: Int?, serial: Bool) in
            guard let groups else { return (nil, false) }
            return (groups.group[position], groups.serial[position])
        }
        let dealt = files.indices.count { !place($0).serial }
        let runLength = max(1, min(longestRun, (dealt + workers - 1) / workers))
        var units: [[Int]] = []
        var unitOfGroup: [Int: Int] = [:]
        var start = 0
        while start < files.count {
            let (group, serial) = place(start)
            if serial {
                start += 1
            } else if let group {
                if let unit = unitOfGroup[group] {
                    units[unit].append(start)
                } else {
                    unitOfGroup[group] = units.count
                    units.append([start])
                }
                start += 1
            } else {
                var end = start + 1
                while end < files.count && end - start < runLength && files[end] == files[start]
                    && place(end) == (nil, false)
                {
                    end += 1
                }
                units.append(Array(start..<end))
                start = end
            }
        }
        // Largest first, equal sizes in plan order (without groups, the runs in plan order, as they come).
        let order = units.indices.sorted {
            units[$0].count != units[$1].count ? units[$0].count > units[$1].count : $0 < $1
        }
        var shares = Array(repeating: [Int](), count: workers)
        for unit in order {
            let least = shares.indices.min { shares[$0].count < shares[$1].count } ?? 0
            shares[least].append(contentsOf: units[unit])
        }
        // The share with the fewest is the first of them: the empty ones are the last.
        return shares.filter { !$0.isEmpty }.map { $0.sorted() }
    }
}
