import SpecRunner
import StackMyArchitecture

/// Fails the step unless the app shows `expected`, naming both screens by their titles.
func expectScreen(
    _ actual: Route?, equals expected: Route?,
    _ what: LocalizedText = LocalizedText(en: "the screen the app shows", es: "la pantalla que muestra la app"),
    file: String = #filePath, line: Int = #line
) throws {
    try expectWords(DomainWords.screen(actual), equal: DomainWords.screen(expected), what, file: file, line: line)
}

/// Fails the step unless the Catalog is in `expected`, saying what the user sees in both.
@MainActor
func expectCatalogState(
    _ actual: CatalogViewModel.State, equals expected: CatalogViewModel.State,
    _ what: LocalizedText = LocalizedText(en: "what the Catalog shows", es: "lo que muestra el catálogo"),
    file: String = #filePath, line: Int = #line
) throws {
    guard actual != expected else { return }
    try expectWords(DomainWords.catalog(actual), equal: DomainWords.catalog(expected), what, file: file, line: line)
    // Two states that read the same differ in what the reader does not see (such as ids): say so.
    let shown = DomainWords.catalog(actual)
    throw ExpectationFailure(
        LocalizedText(
            en: "\(what.en): the Catalog shows \(shown.en) but with other products",
            es: "\(what.es): el catálogo muestra \(shown.es) pero con otros productos"),
        file: file, line: line)
}

/// Fails the step unless `actual` reads as `expected`, saying what was compared and both, in the run's language.
func expectWords(
    _ actual: LocalizedText, equal expected: LocalizedText,
    _ what: LocalizedText = LocalizedText(en: "what the app shows", es: "lo que muestra la app"),
    file: String = #filePath, line: Int = #line
) throws {
    guard actual != expected else { return }
    throw ExpectationFailure(
        LocalizedText(
            en: "\(what.en): expected \(expected.en), but it is \(actual.en)",
            es: "\(what.es): se esperaba \(expected.es), pero es \(actual.es)"),
        file: file, line: line)
}

/// The failure of a step that expected `expected` of the Catalog, saying what the Catalog shows instead.
@MainActor
func catalogShowsOtherwise(
    _ catalog: CatalogViewModel, expected: LocalizedText, file: String = #filePath, line: Int = #line
) -> ExpectationFailure {
    let shown = DomainWords.catalog(catalog)
    return ExpectationFailure(
        LocalizedText(
            en: "expected \(expected.en), but the Catalog shows \(shown.en)",
            es: "se esperaba \(expected.es), pero el catálogo muestra \(shown.es)"),
        file: file, line: line)
}
