extension GherkinDialect {
    /// The keyword of this dialect that the start of `text` nearly spells, or `nil`.
    ///
    /// A near miss is a misspelling (`Escenari:` for `Escenario:`), another letter case, or a title keyword
    /// without its colon; a line that starts with a correct keyword, or with nothing close to one, gives `nil`.
    /// Title keywords are returned without their colon, step keywords without their trailing space.
    public func keyword(nearlySpelledBy text: String) -> String? {
        DialectGuesser(dialect: self).nearestKeyword(to: text).map { $0.hasSuffix(":") ? String($0.dropLast()) : $0 }
    }

    /// Whether `keyword` (without colon) is one of this dialect's title keywords (`Feature`, `Scenario`, …).
    public func isTitleKeyword(_ keyword: String) -> Bool {
        feature.contains(keyword) || rule.contains(keyword) || background.contains(keyword)
            || scenario.contains(keyword) || scenarioOutline.contains(keyword) || examples.contains(keyword)
    }
}
