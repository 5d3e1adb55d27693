// expressions-bench: step matching and tag filtering over a corpus's pickle steps (release build only).
//
//   expressions-bench STEP_PATTERNS STEPS_TXT TAGS_TXT [RUNS]
//
// STEP_PATTERNS: one Cucumber Expression a line (# comments); STEPS_TXT: one pickle step text a line;
// TAGS_TXT: one pickle's tags a line. Prints one JSON line. Run through Benchmarks/expressions/run.sh.
import CucumberExpressions
import Foundation
import TagExpressions

func lines(_ path: String) throws -> [String] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

let arguments = CommandLine.arguments
guard arguments.count >= 4 else {
    FileHandle.standardError.write(Data("usage: expressions-bench STEP_PATTERNS STEPS_TXT TAGS_TXT [RUNS]\n".utf8))
    exit(2)
}
let patterns = try lines(arguments[1]).filter { !$0.isEmpty && !$0.hasPrefix("#") }
var steps = try lines(arguments[2])
if steps.last == "" {
    steps.removeLast()
}
var tagSets = try lines(arguments[3]).map { Set($0.split(separator: " ").map(String.init)) }
if !tagSets.isEmpty {
    tagSets.removeLast()
}
let runs = arguments.count > 4 ? Int(arguments[4]) ?? 20 : 20

let registry = ParameterTypeRegistry()
let clock = ContinuousClock()
var compileTimes: [Double] = []
var definitions: [any StepExpression] = []
for _ in 0..<runs {
    let start = clock.now
    definitions = try patterns.map { try CucumberExpression($0, registry: registry) }
    compileTimes.append(seconds(clock.now - start))
}

/// Every definition tried on every step (what ambiguity detection needs); values converted for matches.
func bindAll(_ steps: [String], _ definitions: [any StepExpression]) throws -> (
    matched: Int, unmatched: Int, ambiguous: Int, checksum: Int
) {
    var matched = 0
    var unmatched = 0
    var ambiguous = 0
    var checksum = 0
    for step in steps {
        var matches = 0
        for definition in definitions {
            guard let arguments = definition.match(step) else { continue }
            matches += 1
            if matches == 1 {
                for argument in arguments {
                    if try argument.value() != nil {
                        checksum += argument.group.end ?? 0
                    }
                }
            }
        }
        switch matches {
        case 0:
            unmatched += 1
            if ProcessInfo.processInfo.environment["BENCH_SHOW_UNMATCHED"] != nil {
                FileHandle.standardError.write(Data("unmatched: \(step)\n".utf8))
            }
        case 1: matched += 1
        default: ambiguous += 1
        }
    }
    return (matched, unmatched, ambiguous, checksum)
}

/// As the Python peers' match_bench: definitions in order until the first match; values converted.
func bindFirst(_ steps: [String], _ definitions: [any StepExpression]) throws -> Int {
    var unmatched = 0
    for step in steps {
        var found = false
        for definition in definitions {
            guard let arguments = definition.match(step) else { continue }
            for argument in arguments {
                _ = try argument.value()
            }
            found = true
            break
        }
        if !found {
            unmatched += 1
        }
    }
    return unmatched
}

/// Every definition considered through `StepExpressionIndex` (same results as `bindAll`).
func bindIndexed(_ steps: [String], _ index: StepExpressionIndex) throws -> (unmatched: Int, ambiguous: Int) {
    var unmatched = 0
    var ambiguous = 0
    for step in steps {
        let matches = index.matches(step)
        if let first = matches.first {
            for argument in first.arguments {
                _ = try argument.value()
            }
        }
        unmatched += matches.isEmpty ? 1 : 0
        ambiguous += matches.count > 1 ? 1 : 0
    }
    return (unmatched, ambiguous)
}

let index = StepExpressionIndex(definitions)
var indexTimes: [Double] = []
var indexed = (unmatched: 0, ambiguous: 0)
var allTimes: [Double] = []
var firstTimes: [Double] = []
var tagTimes: [Double] = []
var result = (matched: 0, unmatched: 0, ambiguous: 0, checksum: 0)
var unmatchedFirst = 0
var selected = 0
let tagExpression = try TagExpression.parse("(@smoke or @critical) and not (@wip or @flaky) or (@api and @db)")
for _ in 0..<runs {
    var start = clock.now
    result = try bindAll(steps, definitions)
    allTimes.append(seconds(clock.now - start))

    start = clock.now
    indexed = try bindIndexed(steps, index)
    indexTimes.append(seconds(clock.now - start))

    start = clock.now
    unmatchedFirst = try bindFirst(steps, definitions)
    firstTimes.append(seconds(clock.now - start))

    start = clock.now
    selected = tagSets.reduce(0) { $0 + (tagExpression.evaluate($1) ? 1 : 0) }
    tagTimes.append(seconds(clock.now - start))
}

let allMedian = median(allTimes)
let firstMedian = median(firstTimes)
let report: [(String, String)] = [
    ("impl", "\"swift-cucumber-expressions\""),
    ("steps", "\(steps.count)"), ("definitions", "\(definitions.count)"), ("pickles", "\(tagSets.count)"),
    ("runs", "\(runs)"),
    ("matched", "\(result.matched)"), ("unmatched", "\(result.unmatched)"), ("ambiguous", "\(result.ambiguous)"),
    ("unmatched_first", "\(unmatchedFirst)"), ("tag_selected", "\(selected)"),
    ("t_compile_s", String(format: "%.6f", median(compileTimes))),
    ("t_all_definitions_s", String(format: "%.6f", allMedian)),
    ("t_all_definitions_min_s", String(format: "%.6f", allTimes.min() ?? 0)),
    ("t_indexed_s", String(format: "%.6f", median(indexTimes))),
    ("unmatched_indexed", "\(indexed.unmatched)"), ("ambiguous_indexed", "\(indexed.ambiguous)"),
    ("t_first_match_s", String(format: "%.6f", firstMedian)),
    ("t_tags_s", String(format: "%.6f", median(tagTimes))),
    ("match_attempts_per_s", String(format: "%.0f", Double(steps.count * definitions.count) / allMedian)),
    ("first_match_steps_per_s", String(format: "%.0f", Double(steps.count) / firstMedian)),
]
print("{" + report.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
exit(result.unmatched == 0 && result.ambiguous == 0 && unmatchedFirst == 0 && indexed == (0, 0) ? 0 : 1)
