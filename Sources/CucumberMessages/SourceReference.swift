import Gherkin

/// Where a piece of support code (a step definition, hook or parameter type) is defined.
public struct SourceReference: Codable, Sendable, Hashable {
    /// A line in a file, as messages encode it.
    public struct Line: Codable, Sendable, Hashable {
        /// The 1-based line.
        public var line: Int

        package init(line: Int) {
            self.line = line
        }
    }

    /// The file: as the compiler spelled it (`#filePath`), then, once the run registers it, relative to the folder
    /// the run works in (``relative(to:)``).
    public var uri: String
    /// The line within the file.
    public var location: Line

    /// Creates a reference to `uri` at `line`.
    public init(uri: String, line: Int) {
        self.uri = uri
        self.location = Line(line: line)
    }

    /// The reference with its file relative to `directory` (see ``RelativePath``): what every output of a run
    /// shows, as cucumber-js writes it.
    package func relative(to directory: String) -> SourceReference {
        SourceReference(uri: RelativePath.of(uri, from: directory), line: location.line)
    }

    /// The reference as `path:line`, its path relative to `directory` (see ``RelativePath``).
    public func description(relativeTo directory: String?) -> String {
        "\(RelativePath.of(uri, from: directory ?? "")):\(location.line)"
    }
}
