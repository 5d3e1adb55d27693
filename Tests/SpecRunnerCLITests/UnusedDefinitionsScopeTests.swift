import Foundation
import Testing

/// Unused step definitions are listed only when the run covers the whole specification.
///
/// The whole specification is every feature file of the package the run works in. A run of a part of it (a
/// sub-folder) says nothing of the definitions the other parts use; the usage report lists them whatever is run.
@Suite struct UnusedDefinitionsScopeTests {
    static let feature = """
        Feature: part
          Scenario: passes
            Given a step that passes
        """

    /// A package whose specification is in two sub-folders of `Features`, and an example package inside it
    /// with a specification of its own.
    private static func package() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write("Package.swift", "// swift-tools-version: 6.0\n")
        try scratch.write("Features/login/login.feature", feature)
        try scratch.write("Features/orders/orders.feature", feature)
        try scratch.write("Examples/Shop/Package.swift", "// swift-tools-version: 6.0\n")
        try scratch.write("Examples/Shop/Features/shop.feature", feature)
        return scratch
    }

    @Test func aRunOfTheWholeSpecificationListsTheUnusedDefinitions() async throws {
        let scratch = try Self.package()
        let result = try await FixtureProcess.run(["Features/"], in: scratch.path)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Unused step definitions:\n  a step that fails"), "\(result.output)")
    }

    /// A BeforeAll hook that fails runs no scenario: that no scenario used a definition says nothing then.
    @Test(arguments: [
        ("en", "0 scenarios", "Unused step definitions"), ("es", "0 escenarios", "Definiciones de pasos sin usar"),
    ])
    func aRunWhoseBeforeAllHookFailedDoesNotListTheUnusedDefinitions(
        language: String, scenarios: String, unused: String
    ) async throws {
        let scratch = try Self.package()
        try scratch.write("before-all-fails", "")
        let result = try await FixtureProcess.run(["Features/", "--lang", language], in: scratch.path)
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.output.contains(scenarios), "\(result.output)")
        #expect(!result.output.contains(unused), "\(result.output)")
        #expect(!result.output.contains("a step that fails"), "\(result.output)")
    }

    @Test func aRunOfOneSubFolderDoesNotListTheUnusedDefinitions() async throws {
        let scratch = try Self.package()
        let result = try await FixtureProcess.run(["Features/login"], in: scratch.path)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("1 scenario (1 passed)"), "\(result.output)")
        #expect(!result.output.contains("Unused step definitions"), "\(result.output)")
    }

    @Test func aFeatureFileOutsideTheRunFolderMakesItAPartOfTheSpecification() async throws {
        let scratch = try Self.package()
        try scratch.write("Tests/Fixtures/extra.feature", Self.feature)
        let result = try await FixtureProcess.run(["Features/"], in: scratch.path)
        #expect(result.status == 0, "\(result.errors)")
        #expect(!result.output.contains("Unused step definitions"), "\(result.output)")
    }

    @Test func theUsageReportListsTheUnusedDefinitionsOfARunOfOneSubFolderAndSoDoesTheHTMLBesideIt() async throws {
        let scratch = try Self.package()
        let result = try await FixtureProcess.run(
            ["Features/orders", "--format", "usage", "--format", "html:report.html"], in: scratch.path)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Unused step definitions"), "\(result.output)")
        #expect(result.output.contains("a step that fails"), "\(result.output)")
        let html = try String(contentsOfFile: scratch.path + "/report.html", encoding: .utf8)
        #expect(html.contains("<ul class=\"unused\" id=\"unused\">\n<li><code>"))
    }
}
