import SpecRunner
import StackMyArchitecture

/// Fails the step unless the app shows `expected`, naming both screens by their titles.
func expectScreen(
    _ actual: Route?, equals expected: Route?, _ message: String? = nil, file: String = #filePath, line: Int = #line
) throws {
    try expect(DomainWords.screen(actual), equals: DomainWords.screen(expected), message, file: file, line: line)
}

/// Fails the step unless the Catalog is in `expected`, saying what the user sees in both.
@MainActor
func expectCatalogState(
    _ actual: CatalogViewModel.State, equals expected: CatalogViewModel.State, _ message: String? = nil,
    file: String = #filePath, line: Int = #line
) throws {
    guard actual != expected else { return }
    try expect(DomainWords.catalog(actual), equals: DomainWords.catalog(expected), message, file: file, line: line)
    // Two states that read the same differ in what the reader does not see (such as ids): say so.
    throw ExpectationFailure(
        (message.map { "\($0)\n" } ?? "") + "the Catalog shows \(DomainWords.catalog(actual)) but with other products",
        file: file, line: line)
}
