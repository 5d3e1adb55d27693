import Foundation
import SpecRunnerCore
import SpecRunnerReports

extension EditorSupport {
    /// The edits that make the undefined `step`, written on `line`, bind: its typographic quotes made straight, or
    /// its text worded as the definition it misses by a slip, with its own values kept.
    ///
    /// Each is offered only when the text it makes (an outline's step: its first examples row's) binds to exactly
    /// that definition.
    func fixes(
        for step: BoundStep, on line: Substring, matcher: StepMatcher, catalog: MessageCatalog
    ) -> [Diagnostic.Fix] {
        // The text's column: after the keyword, where the line has it (spaces may follow the keyword).
        let start = line.unicodeScalars.index(
            line.unicodeScalars.startIndex, offsetBy: step.column - 1 + step.keyword.unicodeScalars.count,
            limitedBy: line.unicodeScalars.endIndex)
        guard let start, let found = line[start...].range(of: step.text) else { return [] }
        let column = line.unicodeScalars[..<found.lowerBound].count + 1
        let straight = SummaryReport.straighteningQuotes(step.text)
        if straight != step.text, matcher.matches(SummaryReport.straighteningQuotes(step.boundText)).count == 1 {
            return [
                .replacing(
                    step.text, at: step.line, column: column, with: straight, title: .quickFixStraightenQuotes,
                    catalog: catalog)
            ]
        }
        guard step.slip, let meant = step.closest.first, definitions[meant].kind != "regular-expression" else {
            return []
        }
        let expression = definitions[meant].expression
        let worded = nearMissWording(of: step.text, as: expression)
        guard worded != step.text,
            matcher.matches(nearMissWording(of: step.boundText, as: expression)).map(\.definition) == [meant]
        else { return [] }
        return [.replacing(step.text, at: step.line, column: column, with: worded, catalog: catalog)]
    }

    /// The 1-based `line` of the file `bytes`, without its line end; `starts` (where each line starts) is found the
    /// first time (with `memchr`: a draft's edit must not cost a pass over the file in Swift).
    static func line(_ line: Int, of bytes: [UInt8], starts: inout [Int]?) -> Substring {
        if starts == nil {
            var found = [0]
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                var offset = 0
                while offset < buffer.count, let feed = memchr(base + offset, 0x0A, buffer.count - offset) {
                    offset = base.distance(to: feed.assumingMemoryBound(to: UInt8.self)) + 1
                    found.append(offset)
                }
            }
            starts = found
        }
        guard let starts, starts.indices.contains(line - 1) else { return "" }
        let end = starts.indices.contains(line) ? starts[line] - 1 : bytes.count
        var text = Substring(decoding: bytes[starts[line - 1]..<end], as: UTF8.self)
        if text.unicodeScalars.last == "\r" { text = Substring(text.unicodeScalars.dropLast()) }
        return text
    }
}
