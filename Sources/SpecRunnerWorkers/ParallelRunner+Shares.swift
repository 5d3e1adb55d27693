import SpecRunnerCore

extension ParallelRunner {
    /// The longest run of consecutive test cases from one file dealt as one (see ``shares(ofFiles:workers:)``).
    nonisolated static let longestRun = 64

    /// Deals the plan's positions (`files`: the feature file of each) to at most `workers` shares, in order: each
    /// run of consecutive test cases from one file, cut at ``longestRun`` and at an even split, goes whole to the
    /// share with the fewest test cases so far.
    ///
    /// No share is empty: there are fewer shares than `workers` when there are fewer runs (a worker with nothing
    /// to run is never started).
    ///
    /// Runs from one file rather than test cases one by one: a worker then runs a file's scenarios in a row, as a
    /// serial run does (when workers parsed their shares' files, this also kept each file to one worker). The cuts
    /// keep the shares even when a suite is one large file, and keep what the parent holds back for the serial
    /// order to about a run per worker.
    nonisolated static func shares(ofFiles files: [Int], workers: Int) -> [[Int]] {
        let workers = max(1, workers)
        let runLength = max(1, min(longestRun, (files.count + workers - 1) / workers))
        var shares = Array(repeating: [Int](), count: workers)
        var start = 0
        while start < files.count {
            var end = start + 1
            while end < files.count && end - start < runLength && files[end] == files[start] { end += 1 }
            let least = shares.indices.min { shares[$0].count < shares[$1].count } ?? 0
            shares[least].append(contentsOf: start..<end)
            start = end
        }
        // The share with the fewest is the first of them: the empty ones are the last.
        return shares.filter { !$0.isEmpty }
    }
}
