import Gherkin

/// Where a piece of support code (a step definition, hook or parameter type) is defined.
public struct SourceReference: Codable, Sendable, Hashable {
    /// A line in a file, as messages encode it.
    public struct Line: Codable, Sendable, Hashable {
        /// The 1-based line.
        public var line: Int

        /// Creates the message from its members.
        package init(line: Int) {
            self.line = line
        }
    }

    /// The file, as the compiler spelled it (`#filePath`).
    public var uri: String
    /// The line within the file.
    public var location: Line

    /// Creates a reference to `uri` at `line`.
    public init(uri: String, line: Int) {
        self.uri = uri
        self.location = Line(line: line)
    }

    /// The reference as `path:line`, shortened to be relative to `directory` when it is inside it.
    public func description(relativeTo directory: String?) -> String {
        var path = uri
        if let directory, !directory.isEmpty {
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
        }
        return "\(path):\(location.line)"
    }
}
