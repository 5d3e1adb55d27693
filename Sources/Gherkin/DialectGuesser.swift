/// Works out what the writer of a file that does not parse probably meant, as facts in the file's dialect.
///
/// The nearest keyword, the dialects a feature line belongs to, the grammar's expectation in the order people add
/// things: a ``GherkinDiagnostic``'s ``GherkinDiagnostic/Advice``. The sentences are the runtime's, in the
/// language it speaks.
struct DialectGuesser {
    let dialect: GherkinDialect
    /// The whole file's lines, to tell which dialect a file without `# language:` is written in.
    var lines: [String] = []

    /// The advice for an error of `kind`, if any.
    func advice(for kind: GherkinError.Kind) -> GherkinDiagnostic.Advice? {
        switch kind {
        case .unexpectedToken(let expected, let fullText):
            // Keywords are short: the start of the line is enough (and keeps a 10 MB line cheap).
            let got = String(fullText.prefix(80))
            if let keyword = nearestKeyword(to: got) { return .keyword(keyword) }
            if expected.contains("#FeatureLine"), let other = otherDialects(startingFeatureLine: got) {
                return .otherDialect(keyword: other.keyword, codes: other.dialects.map(\.code))
            }
            if let keyword = titleKeyword(startingWith: got) { return .misplacedKeyword(keyword) }
            return nil
        case .unexpectedEndOfFile(let expected):
            if expected.contains("#DocStringSeparator") && expected.contains("#Other") { return .unclosedDocString }
            return .endsEarly
        // Worked out from the row's line by `TableRowShape`.
        case .inconsistentCellCount: return nil
        case .noSuchLanguage(let code): return .languageCodes(GherkinDialect.codes(nearestTo: code))
        case .tagWithWhitespace: return .tagWithWhitespace
        case .invalidUTF8: return .invalidUTF8
        }
    }

    /// The keyword of the dialect that the start of `text` nearly is.
    ///
    /// A near miss is a misspelling, another letter case, or a title keyword without its colon; `nil` when the
    /// line starts with a correct keyword or with nothing close.
    func nearestKeyword(to text: String) -> String? {
        let titles = [
            dialect.feature, dialect.rule, dialect.background, dialect.scenario, dialect.scenarioOutline,
            dialect.examples,
        ].flatMap { $0 }
        let steps = dialect.stepKeywords.map { $0.trimmingWhitespace() }.filter { $0 != "*" && !$0.isEmpty }
        let beforeColon = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first
            .map { $0.trimmingWhitespace() }
        let hasColon = text.contains(":")
        var best: (keyword: String, distance: Int)?
        for (keyword, isTitle) in titles.map({ ($0, true) }) + steps.map({ ($0, false) }) {
            let wordCount = keyword.split(separator: " ").count
            let candidate =
                isTitle && hasColon
                ? (beforeColon ?? "") : text.split(separator: " ").prefix(wordCount).joined(separator: " ")
            if candidate == keyword {
                // Already this keyword: only a title keyword without its colon is a near miss.
                return isTitle && !hasColon ? keyword + ":" : nil
            }
            guard keyword.unicodeScalars.count >= 3, !candidate.isEmpty else { continue }
            let distance = EditDistance.between(candidate.lowercased(), keyword.lowercased())
            guard distance <= max(1, keyword.unicodeScalars.count / 4) else { continue }
            if best == nil || distance < best!.distance { best = (keyword, distance) }
        }
        return best?.keyword
    }

    /// The other dialects whose feature keyword `text` starts with (English alone when it is one of them: the
    /// usual case; otherwise in the table's order, at most six), and that keyword.
    ///
    /// A whole file in one dialect read as another fails on its first line; this says which dialects it may be in.
    func otherDialects(startingFeatureLine text: String) -> (keyword: String, dialects: [GherkinDialect])? {
        let candidates = GherkinDialect.all.filter { $0.code != dialect.code }
            .sorted { ($0.code == "en" ? 0 : 1) < ($1.code == "en" ? 0 : 1) }
        var keyword: String?
        var dialects: [GherkinDialect] = []
        for other in candidates {
            guard let found = other.feature.filter({ text.hasPrefix($0 + ":") }).max(by: { $0.count < $1.count }),
                keyword == nil || found == keyword
            else { continue }
            keyword = found
            dialects.append(other)
        }
        guard let keyword, !dialects.isEmpty else { return nil }
        // English's keywords are shared by joke dialects (Scouse, pirate…): English alone is the likely one.
        if dialects[0].code == "en" { return (keyword, [dialects[0]]) }
        // The dialect whose keywords start the most lines of the file (Spanish's `Cuando`, `Entonces`, not only
        // the `Característica:` it shares with Catalan, Galician and Portuguese).
        let scores = dialects.map { matchingLines(of: $0) }
        let best = scores.max() ?? 0
        let likeliest = zip(dialects, scores).filter { $0.1 == best }.map(\.0)
        return (keyword, Array(likeliest.prefix(6)))
    }

    /// How many lines of the file start with a keyword of `dialect` (a title keyword and its colon, or a step
    /// keyword).
    private func matchingLines(of dialect: GherkinDialect) -> Int {
        let titles = [
            dialect.feature, dialect.rule, dialect.background, dialect.scenario, dialect.scenarioOutline,
            dialect.examples,
        ].flatMap { $0 }.map { $0 + ":" }
        let steps = dialect.stepKeywords.filter { $0 != "* " }
        return lines.lazy.map { $0.trimmingWhitespace() }.filter { line in
            titles.contains { line.hasPrefix($0) } || steps.contains { line.hasPrefix($0) }
        }.count
    }

    /// The title keyword (`Background`, …) that `text` starts with, colon included.
    func titleKeyword(startingWith text: String) -> String? {
        let titles = [
            dialect.feature, dialect.rule, dialect.background, dialect.scenario, dialect.scenarioOutline,
            dialect.examples,
        ].flatMap { $0 }
        return titles.filter { text.hasPrefix($0 + ":") }.max { $0.count < $1.count }
    }

    /// The grammar's token names in the order a writer adds things (a step, a table row first, the end of the file
    /// last); names that are allowed everywhere they matter (comments, empty lines, `# language:`) left out.
    static func sortedExpectation(_ expected: [String]) -> [String] {
        if expected.contains("#FeatureLine") { return ["#FeatureLine"] }
        let order = [
            "#StepLine", "#TableRow", "#DocStringSeparator", "#ExamplesLine", "#ScenarioLine", "#BackgroundLine",
            "#RuleLine", "#TagLine", "#Other", "#EOF",
        ]
        return expected.filter(order.contains).sorted { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! }
    }
}
