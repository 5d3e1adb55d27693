/// The HTML report's trend: the pass rate and coverage of the recent runs as a small inline SVG line chart.
///
/// Drawn here rather than by a script or a library, so that it shows without JavaScript and without network.
/// It is hidden from screen readers: the table beside it says the same.
import SpecRunnerCore

struct HTMLTrendChart {
    /// The recent runs, oldest first.
    let runs: [RunHistory.Run]
    let text: HTMLReportText

    private static let width = 640.0
    private static let height = 170.0
    /// Room for the percentages on the left and the dates below.
    private static let left = 52.0
    private static let right = 12.0
    private static let top = 10.0
    private static let bottom = 26.0

    /// The chart and its legend.
    var svg: String {
        let plotWidth = Self.width - Self.left - Self.right
        let plotHeight = Self.height - Self.top - Self.bottom
        func x(_ position: Int) -> Double {
            runs.count < 2
                ? Self.left + plotWidth / 2 : Self.left + plotWidth * Double(position) / Double(runs.count - 1)
        }
        func y(_ percent: Double) -> Double { Self.top + plotHeight * (1 - min(max(percent, 0), 100) / 100) }

        var html = "<figure class=\"trend-chart\" aria-hidden=\"true\">"
        html += "<svg class=\"trend\" viewBox=\"0 0 \(number(Self.width)) \(number(Self.height))\" "
        html += "width=\"\(number(Self.width))\" height=\"\(number(Self.height))\" focusable=\"false\">"
        for percent in [0.0, 50, 100] {
            html += "<line class=\"grid\" x1=\"\(number(Self.left))\" x2=\"\(number(Self.width - Self.right))\" "
            html += "y1=\"\(number(y(percent)))\" y2=\"\(number(y(percent)))\" />"
            html += "<text class=\"axis\" x=\"\(number(Self.left - 6))\" y=\"\(number(y(percent) + 4))\" "
            html += "text-anchor=\"end\">\(esc(text.percent(percent)))</text>"
        }
        if let first = runs.first, let last = runs.last {
            // Runs of one day are told apart by their time.
            let oneDay = Self.day(first.started) == Self.day(last.started)
            let baseline = number(Self.height - 8)
            for (run, position, anchor) in [(first, 0, "start"), (last, runs.count - 1, "end")] {
                html += "<text class=\"axis\" x=\"\(number(x(position)))\" y=\"\(baseline)\" "
                html +=
                    "text-anchor=\"\(anchor)\">\(esc(oneDay ? Self.time(run.started) : Self.day(run.started)))</text>"
            }
        }
        // Passing under bound, bound dashed: where they coincide (all bound passes) both still show.
        for (kind, value) in [("passing", \RunHistory.Run.passing), ("bound", \RunHistory.Run.bound)] {
            let points = runs.enumerated().map { "\(number(x($0.offset))),\(number(y($0.element[keyPath: value])))" }
            html += "<polyline class=\"\(kind)\" points=\"\(points.joined(separator: " "))\" />"
            for (position, run) in runs.enumerated() {
                html += "<circle class=\"\(kind)\" cx=\"\(number(x(position)))\" "
                html += "cy=\"\(number(y(run[keyPath: value])))\" r=\"3\"><title>"
                html += "\(esc(run.started)): \(esc(text.percent(run[keyPath: value])))</title></circle>"
            }
        }
        html += "</svg><figcaption><span class=\"key passing\"></span>\(esc(text(.htmlPassing))) "
        html += "<span class=\"key bound\"></span>\(esc(text(.htmlBound))) · "
        html += "\(esc(text.trendRuns(runs.count)))</figcaption></figure>\n"
        return html
    }

    /// The date of a run's start (`2026-11-26` of `2026-11-26T05:00:00.000Z`).
    private static func day(_ started: String) -> String {
        String(started.prefix { $0 != "T" })
    }

    /// The time of a run's start (`05:00` of `2026-11-26T05:00:00.000Z`).
    private static func time(_ started: String) -> String {
        String(started.drop { $0 != "T" }.dropFirst().prefix(5))
    }

    /// A coordinate with at most one decimal, so the page stays small and the same on every machine.
    private func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }

    private func esc(_ text: String) -> String { ReportEscaping.markup(text) }
}
