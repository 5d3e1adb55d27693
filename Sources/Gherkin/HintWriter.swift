/// Writes the hint of a ``GherkinDiagnostic``: the nearest keyword of the file's dialect for a misspelt keyword,
/// otherwise what the grammar expected, in plain words — in Spanish for Spanish files, in English otherwise.
struct HintWriter {
    let dialect: GherkinDialect
    /// The whole file's lines, to tell which dialect a file without `# language:` is written in.
    var lines: [String] = []
    private var spanish: Bool { dialect.code == "es" }

    func hint(for kind: GherkinError.Kind, line: String?) -> String? {
        switch kind {
        case .unexpectedToken(let expected, let fullText):
            // Keywords are short: the start of the line is enough (and keeps a 10 MB line cheap).
            let got = String(fullText.prefix(80))
            if let keyword = nearestKeyword(to: got) {
                return spanish ? "¿Quisiste decir «\(keyword)»?" : "did you mean «\(keyword)»?"
            }
            if expected.contains("#FeatureLine"), let other = otherDialects(startingFeatureLine: got) {
                let own = dialect.feature[0]
                let names = other.dialects.map { "\(spanish ? $0.native : $0.name) («\($0.code)»)" }
                let list =
                    names.count == 1
                    ? names[0] : names.dropLast().joined(separator: ", ") + (spanish ? " o " : " or ") + names.last!
                let code = other.dialects[0].code
                let others = names.count == 1 ? "" : spanish ? " (o el código de otro)" : " (or another one's code)"
                return spanish
                    ? "«\(other.keyword):» es de Gherkin en \(list), no en \(dialect.native): escribe "
                        + "«# language: \(code)»\(others) en la primera línea, o usa «\(own):»"
                    : "«\(other.keyword):» is Gherkin in \(list), not in \(dialect.name): write «# language: \(code)»"
                        + "\(others) on the first line, or use «\(own):»"
            }
            if let keyword = titleKeyword(startingWith: got), let expectation = expectation(expected) {
                return spanish
                    ? "«\(keyword):» no puede ir aquí; \(expectation)"
                    : "«\(keyword):» cannot appear here; \(expectation)"
            }
            return expectation(expected)
        case .unexpectedEndOfFile(let expected):
            if expected.contains("#DocStringSeparator") && expected.contains("#Other") {
                return spanish
                    ? "el doc string no se cierra: añade una línea con el mismo delimitador («\"\"\"» o «```») que lo abre"
                    : "the doc string is never closed: add a line with the delimiter that opened it («\"\"\"» or «```»)"
            }
            return (spanish ? "el archivo termina demasiado pronto; " : "the file ends too early; ")
                + (expectation(expected) ?? "")
        case .inconsistentCellCount:
            return spanish
                ? "todas las filas de una tabla deben tener tantas celdas como la primera («| a | b |»)"
                : "every row of a table must have as many cells as the first row («| a | b |»)"
        case .noSuchLanguage(let code):
            let nearest = GherkinDialect.codes(nearestTo: code).map { "«\($0)»" }
            if !nearest.isEmpty {
                let list =
                    nearest.count == 1
                    ? nearest[0]
                    : nearest.dropLast().joined(separator: ", ")
                        + (spanish ? " o " : " or ") + nearest.last!
                return spanish ? "¿Quisiste decir \(list)?" : "did you mean \(list)?"
            }
            return spanish
                ? "usa uno de los códigos de idioma de Gherkin, por ejemplo «en», «es» o «fr»"
                : "use one of Gherkin's language codes, for example «en», «es» or «fr»"
        case .tagWithWhitespace:
            return spanish
                ? "una etiqueta es una sola palabra («@mi_etiqueta»); separa las etiquetas con espacios"
                : "a tag is a single word («@my_tag»); separate tags with spaces"
        case .invalidUTF8:
            return spanish ? "guarda el archivo con la codificación UTF-8" : "save the file with the UTF-8 encoding"
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

    /// "expected a step («Given», …), a table row or the end of the file", from the grammar's token names.
    func expectation(_ expected: [String]) -> String? {
        if expected.contains("#FeatureLine") {
            let feature = dialect.feature[0]
            return spanish
                ? "un archivo de especificación empieza con una línea «\(feature):» (antes pueden ir etiquetas, comentarios y «# language:»)"
                : "a feature file starts with a «\(feature):» line (tags, comments and a «# language:» line may come first)"
        }
        // What a writer adds most (a step, a table row) first, the end of the file last.
        let order = [
            "#StepLine", "#TableRow", "#DocStringSeparator", "#ExamplesLine", "#ScenarioLine", "#BackgroundLine",
            "#RuleLine", "#TagLine", "#Other", "#EOF",
        ]
        let sorted = expected.sorted {
            (order.firstIndex(of: $0) ?? order.count) < (order.firstIndex(of: $1) ?? order.count)
        }
        let words = sorted.compactMap(describe)
        guard !words.isEmpty else { return nil }
        let list =
            words.count == 1
            ? words[0] : words.dropLast().joined(separator: ", ") + (spanish ? " o " : " or ") + words.last!
        return (spanish ? "aquí se esperaba " : "expected ") + list
    }

    private func describe(_ token: String) -> String? {
        func keyword(_ keywords: [String]) -> String { "«\(keywords[0].trimmingWhitespace()):»" }
        switch token {
        case "#EOF": return spanish ? "el final del archivo" : "the end of the file"
        case "#TagLine": return spanish ? "etiquetas («@etiqueta»)" : "tags («@tag»)"
        case "#RuleLine": return (spanish ? "una línea " : "a line ") + keyword(dialect.rule)
        case "#BackgroundLine": return (spanish ? "una línea " : "a line ") + keyword(dialect.background)
        // The dialects list "Example" before "Scenario"; the latter is what people know.
        case "#ScenarioLine": return (spanish ? "una línea " : "a line ") + keyword([dialect.scenario.last!])
        case "#ExamplesLine": return (spanish ? "una línea " : "a line ") + keyword(dialect.examples)
        case "#StepLine":
            let keywords = [dialect.given, dialect.when, dialect.then, dialect.and, dialect.but].compactMap { group in
                group.map { $0.trimmingWhitespace() }.first { $0 != "*" }
            }
            let list = keywords.map { "«\($0)»" }.joined(separator: ", ")
            return (spanish ? "un paso (" : "a step (") + list + ")"
        case "#DocStringSeparator": return spanish ? "un doc string («\"\"\"»)" : "a doc string («\"\"\"»)"
        case "#TableRow": return spanish ? "una fila de tabla («| … |»)" : "a table row («| … |»)"
        case "#Other": return spanish ? "texto libre" : "free text"
        default: return nil  // comments, empty lines and `# language:` are allowed everywhere they matter
        }
    }
}
