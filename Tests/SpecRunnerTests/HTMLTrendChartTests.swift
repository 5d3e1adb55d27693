import Testing

@testable import SpecRunnerCore
@testable import SpecRunnerReports

/// The HTML report's trend chart: one point a run, oldest on the left, 100% at the top, in the page's language.
@Suite struct HTMLTrendChartTests {
    static let runs = [
        RunHistory.Run(started: "2026-11-24T05:00:00.000Z", passing: 0, bound: 50, scenarios: [:]),
        RunHistory.Run(started: "2026-11-25T05:00:00.000Z", passing: 50, bound: 75, scenarios: [:]),
        RunHistory.Run(started: "2026-11-26T05:00:00.000Z", passing: 100, bound: 100, scenarios: [:]),
    ]

    @Test func eachLineHasAPointARunFromOldestOnTheLeftToNewestOnTheRight() {
        let svg = HTMLTrendChart(runs: Self.runs, text: .forLanguage("en")).svg

        #expect(svg.contains("<polyline class=\"passing\" points=\"52,144 340,77 628,10\" />"), "\(svg)")
        #expect(svg.contains("<polyline class=\"bound\" points=\"52,77 340,43.5 628,10\" />"), "\(svg)")
        #expect(svg.contains("<title>2026-11-25T05:00:00.000Z: 50%</title>"))
        #expect(svg.contains(">2026-11-24</text>") && svg.contains(">2026-11-26</text>"), "first and last day")
    }

    @Test(arguments: [
        ("en", "100%", "Passing", "the last 3 runs, oldest on the left"),
        ("es", "100\u{00A0}%", "Superados", "las últimas 3 ejecuciones, la más antigua a la izquierda"),
    ])
    func theChartSpeaksThePagesLanguage(language: String, top: String, passing: String, caption: String) {
        let svg = HTMLTrendChart(runs: Self.runs, text: .forLanguage(language)).svg

        #expect(svg.contains(">\(top)</text>"), "\(svg)")
        #expect(svg.contains("<span class=\"key passing\"></span>\(passing) "), "\(svg)")
        #expect(svg.contains(caption))
    }

    @Test func runsOfOneDayAreToldApartByTheirTime() {
        let today = [
            RunHistory.Run(started: "2026-11-26T05:00:00.000Z", passing: 100, bound: 100, scenarios: [:]),
            RunHistory.Run(started: "2026-11-26T06:30:00.000Z", passing: 100, bound: 100, scenarios: [:]),
        ]
        let svg = HTMLTrendChart(runs: today, text: .forLanguage("en")).svg

        #expect(svg.contains(">05:00</text>") && svg.contains(">06:30</text>"), "\(svg)")
    }

    @Test func screenReadersSkipTheChartForTheTableThatSaysTheSame() {
        let svg = HTMLTrendChart(runs: Self.runs, text: .forLanguage("en")).svg

        #expect(svg.hasPrefix("<figure class=\"trend-chart\" aria-hidden=\"true\">"))
    }

    @Test func percentagesOutsideZeroToAHundredStayInsideTheChart() {
        let odd = [
            RunHistory.Run(started: "a", passing: -5, bound: 140, scenarios: [:]),
            RunHistory.Run(started: "b", passing: 100, bound: 100, scenarios: [:]),
        ]
        let svg = HTMLTrendChart(runs: odd, text: .forLanguage("en")).svg

        #expect(svg.contains("<polyline class=\"passing\" points=\"52,144 628,10\" />"), "\(svg)")
        #expect(svg.contains("<polyline class=\"bound\" points=\"52,10 628,10\" />"), "\(svg)")
    }
}
