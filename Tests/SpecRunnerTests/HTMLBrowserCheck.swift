import Foundation
import Testing

/// Headless Chromium, when installed (Debian: `apt-get install -y chromium`; or set `CHROMIUM` to a browser).
enum Chromium {
    static let path: String? = {
        if let configured = ProcessInfo.processInfo.environment["CHROMIUM"], !configured.isEmpty { return configured }
        return ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(Executable.find).first
    }()

    /// The DOM facts `Scripts/report-dom-probe.js` gathers from `html` once the browser rendered it.
    static func probe(_ html: String) async throws -> [String: Any] {
        guard let browser = path else { throw CocoaError(.executableNotLoadable) }
        let probe = try String(contentsOfFile: ReportFixtureRun.root + "/Scripts/report-dom-probe.js", encoding: .utf8)
        let page = NSTemporaryDirectory() + "spec-runner-dom-\(UUID().uuidString).html"
        defer { try? FileManager.default.removeItem(atPath: page) }
        try html.replacing("</body>", with: "<script>\n\(probe)\n</script>\n</body>")
            .write(toFile: page, atomically: false, encoding: .utf8)
        let result = try await Executable.run(
            browser,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=2000", "--dump-dom",
                "file://" + page,
            ]
        )
        guard let start = result.output.range(of: "<pre id=\"dom-probe\">", options: .backwards),
            let end = result.output.range(of: "</pre>", range: start.upperBound..<result.output.endIndex),
            let json = String(result.output[start.upperBound..<end.lowerBound]).removingPercentEncoding,
            let facts = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSDebugDescriptionErrorKey: result.output.suffix(2000)])
        }
        return facts
    }
}

extension ReportGoldenTests {
    /// The fixtures' HTML report as a browser renders it: what a product owner sees.
    @Test(.enabled(if: Chromium.path != nil, "chromium is not installed (apt-get install -y chromium)"))
    func theHTMLReportShowsTheRunInABrowser() async throws {
        let run = try await ReportFixtureRun.run(formats: ["html"])
        let dom = try await Chromium.probe(try #require(run.reports["html"]))

        #expect(dom["title"] as? String == "Specification report")
        #expect(dom["lang"] as? String == "en", "features in two languages: the page's own chrome is English")
        #expect(dom["verdict"] as? String == "The specification is not green yet.")
        #expect(dom["boldElements"] as? Int == 0, "a scenario name must not become markup")
        #expect(dom["scripts"] as? Int == 2, "the report's script and the probe, nothing injected")
        #expect((dom["externalResources"] as? [String])?.isEmpty == true, "the page loads nothing")
        let images = try #require(dom["images"] as? [[String: Any]])
        #expect(images.count == 1 && images.first?["width"] as? Int == 1, "the attached PNG is shown")

        let features = try #require(dom["features"] as? [[String: Any]])
        let byName = Dictionary(features.map { ($0["name"] as? String ?? "", $0) }, uniquingKeysWith: { $1 })
        let spanish = try #require(byName["Catálogo en español"])
        #expect(spanish["lang"] as? String == "es")
        #expect(spanish["keyword"] as? String == "Característica:")
        #expect(statuses(spanish) == ["superado", "fallido", "sin definir"])
        let english = try #require(byName["Report fixtures"])
        #expect(
            statuses(english) == [
                "passed", "failed", "pending", "undefined", "ambiguous", "skipped", "passed", "passed", "failed",
                "passed", "failed", "passed", "pending",
            ]
        )
        let hostile = try #require(byName["Hostile <names> & \"quotes\" from feature files"])
        let hostileNames = (hostile["scenarios"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(hostileNames?.first == "</script><b>x", "shown literally")
        #expect(hostileNames?.last == "Control \\u{1B}[31m characters \\u{7} and \\u{7F} here")

        let errors = try #require(dom["errors"] as? [String])
        #expect(errors.contains { $0.hasPrefix("expected: 3\n     got: 2") }, "a failure message")
        #expect(errors.contains { $0.hasPrefix("]]></failure><script>alert(1)</script>") })
        let coverage = try #require(dom["coverage"] as? String)
        #expect(coverage.contains("14 of 19 (73.7%)"))
    }

    private func statuses(_ feature: [String: Any]) -> [String] {
        (feature["scenarios"] as? [[String: Any]])?.compactMap { $0["status"] as? String } ?? []
    }
}
