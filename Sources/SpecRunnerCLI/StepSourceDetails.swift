import CucumberMessages
import Foundation
import SpecRunner
import SpecRunnerCore

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

    /// Reads the details of `entry` from `file`, its source as the compiler wrote it (absolute); `sources` keeps
    /// the files read.
    init(_ entry: StepDefinitionIndex.Entry, file: String, sources: inout [String: [Substring]]) {
        self.entry = entry
        if sources[file] == nil {
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            sources[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        let lines = sources[file] ?? []
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
        path = PackageRoot.of(file).map { RelativePath.of(file, from: $0) } ?? entry.file
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
