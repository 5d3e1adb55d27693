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

    @Test func theAppsSourcesAreFound() {
        #expect(Self.appSources.count > 20)
    }

    @Test(arguments: files(inLayer: "Domain") + files(inLayer: "Application"))
    func domainAndApplicationImportOnlyFoundation(_ file: SourceFile) {
        #expect(file.imports.isSubset(of: ["Foundation"]))
    }

    @Test(arguments: appSources)
    func onlyTheURLSessionClientImportsNetworking(_ file: SourceFile) {
        let usesNetworking = file.imports.contains("FoundationNetworking") || file.text.contains("URLRequest")
        #expect(!usesNetworking || file.path.hasSuffix("Shared/Infrastructure/HTTP/URLSessionHTTPClient.swift"))
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
