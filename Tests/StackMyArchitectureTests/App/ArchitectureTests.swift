import Foundation
import Testing

/// The app's dependency rules, checked on its source files: Interface → Application → Domain,
/// Infrastructure → Application/Domain, and no networking or UI below Interface.
struct ArchitectureTests {
    struct SourceFile: CustomTestStringConvertible {
        let path: String
        let text: String

        var imports: Set<String> {
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            return Set(lines.filter { $0.hasPrefix("import ") }.map { String($0.dropFirst("import ".count)) })
        }

        var testDescription: String { path }

        /// The text without its comments (from `//` to the end of each line).
        var code: String {
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in line.range(of: "//").map { line[..<$0.lowerBound] } ?? line }
                .joined(separator: "\n")
        }

        /// The types (`struct`, `class`, `enum`, `protocol`, `actor`, `typealias`) declared outside any brace.
        var topLevelTypeNames: [String] {
            let declaration =
                #/
                ^\s* (?:@\w+\s+)* (?:(?:public|internal|fileprivate|private|final)\s+)*
                (?:struct|class|enum|protocol|actor|typealias)\s+ (?<name>\w+)
                /#
            var depth = 0
            var names: [String] = []
            for line in code.split(separator: "\n") {
                if depth == 0, let match = line.firstMatch(of: declaration) { names.append(String(match.name)) }
                depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            }
            return names
        }
    }

    static let appSources: [SourceFile] = {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/StackMyArchitecture")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
            let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            return text.map { SourceFile(path: path, text: $0) }
        }
    }()

    static func files(inLayer layer: String) -> [SourceFile] {
        appSources.filter { $0.path.contains("/\(layer)/") }
    }

    /// The names of the types declared at the top level of the Infrastructure and Interface folders (nested
    /// types such as `RemoteAuthGateway.Error` are reached through them).
    static let outerLayerTypeNames: Set<String> = Set(
        (files(inLayer: "Infrastructure") + files(inLayer: "Interface")).flatMap(\.topLevelTypeNames))

    /// The outer-layer type names `file` mentions outside comments.
    static func outerLayerTypeNames(in file: SourceFile) -> [String] {
        let words = Set(file.code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        return outerLayerTypeNames.intersection(words).sorted()
    }

    @Test func theAppsSourcesAreFound() {
        #expect(Self.appSources.count > 20)
    }

    @Test(arguments: files(inLayer: "Domain") + files(inLayer: "Application"))
    func domainAndApplicationImportOnlyFoundation(_ file: SourceFile) {
        #expect(file.imports.isSubset(of: ["Foundation"]))
    }

    @Test func theOuterLayersTypeNamesAreFound() {
        let expected: Set = [
            "RemoteAuthGateway", "HTTPClient", "CatalogViewModel", "LoginViewModel",
        ]
        #expect(expected.isSubset(of: Self.outerLayerTypeNames))
        #expect(Self.outerLayerTypeNames.isDisjoint(with: ["Error", "State", "Item", "CodingKeys"]), "nested types")
    }

    @Test(arguments: files(inLayer: "Domain") + files(inLayer: "Application"))
    func domainAndApplicationNeverNameInfrastructureOrInterfaceTypes(_ file: SourceFile) {
        let named = Self.outerLayerTypeNames(in: file)
        #expect(named.isEmpty, "\(file.path) depends on an outer layer: \(named.joined(separator: ", "))")
    }

    /// Networking lives in its own target (`StackMyArchitectureNetworking`), so that linking the app (as the
    /// spec runner does) never loads `FoundationNetworking`.
    @Test(arguments: appSources)
    func theAppNeverUsesNetworkingTypes(_ file: SourceFile) {
        let usesNetworking =
            file.imports.contains("FoundationNetworking") || file.code.contains("URLRequest")
            || file.code.contains("URLSession")
        #expect(!usesNetworking)
    }

    @Test(arguments: appSources)
    func onlyInterfaceViewsImportSwiftUIAndOnlyWhenAvailable(_ file: SourceFile) {
        guard file.imports.contains("SwiftUI") else { return }
        #expect(file.path.contains("/Interface/"))
        #expect(file.text.hasPrefix("#if canImport(SwiftUI)"))
    }

    @Test(arguments: files(inLayer: "Catalog"))
    func theCatalogNeverDecidesAuthentication(_ file: SourceFile) {
        #expect(file.text.range(of: #"\bSession(Store)?\b"#, options: .regularExpression) == nil)
    }
}
