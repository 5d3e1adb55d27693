import CucumberMessages
import Foundation
import SpecRunner

/// What `spec-runner steps --json` tells about a definition beyond the index, read from its Swift source: the
/// keyword it was declared with, its doc comment, and its path relative to the package root.
struct StepSourceDetails: Encodable {
    let entry: StepDefinitionIndex.Entry
    /// `Given`, `When` or `Then` when the definition was declared with one (`Step` declares none).
    let keyword: String?
    /// The `///` lines right above the definition, without their markers; absent when there are none.
    let documentation: String?
    /// The file relative to the root of the package holding it (the nearest folder up with a `Package.swift`).
    let path: String

    init(_ entry: StepDefinitionIndex.Entry, sources: inout [String: [Substring]]) {
        self.entry = entry
        if sources[entry.file] == nil {
            let text = (try? String(contentsOfFile: entry.file, encoding: .utf8)) ?? ""
            sources[entry.file] = text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        let lines = sources[entry.file] ?? []
        let index = entry.line - 1
        if lines.indices.contains(index) {
            let declaration = lines[index].drop { $0 == " " || $0 == "\t" }
            keyword = ["Given", "When", "Then"].first { declaration.hasPrefix($0 + "(") }
            var comment: [String] = []
            var above = index - 1
            while above >= 0 {
                let line = lines[above].drop { $0 == " " || $0 == "\t" }
                guard line.hasPrefix("///") else { break }
                let text = line.dropFirst(3)
                comment.insert(String(text.hasPrefix(" ") ? text.dropFirst() : text), at: 0)
                above -= 1
            }
            documentation = comment.isEmpty ? nil : comment.joined(separator: "\n")
        } else {
            keyword = nil
            documentation = nil
        }
        path = Self.relativePath(of: entry.file)
    }

    /// `file` (relative to the working directory) from the root of its package, or `file` when there is none.
    private static func relativePath(of file: String) -> String {
        let absolute = URL(fileURLWithPath: file).standardizedFileURL
        var directory = absolute.deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return RelativePath.of(absolute.path, from: directory.path)
            }
            directory.deleteLastPathComponent()
        }
        return file
    }

    private enum CodingKeys: String, CodingKey {
        case keyword, documentation, path
    }

    func encode(to encoder: any Encoder) throws {
        try entry.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(keyword, forKey: .keyword)
        try container.encodeIfPresent(documentation, forKey: .documentation)
        try container.encode(path, forKey: .path)
    }
}
