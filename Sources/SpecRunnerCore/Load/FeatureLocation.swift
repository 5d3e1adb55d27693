import CucumberMessages

/// A path given on the command line, optionally with the lines of the scenarios to run (`path:12:30`).
public struct FeatureLocation: Sendable, Equatable, Codable {
    /// A file or folder.
    public var path: String
    /// The lines selecting scenarios; empty selects every scenario.
    public var lines: [Int]

    /// Creates a location.
    public init(path: String, lines: [Int] = []) {
        self.path = path
        self.lines = lines
    }

    /// Reads `Features/login.feature:12:30` as the path and its lines; a trailing part that is not a
    /// number is part of the path.
    public init(parsing argument: String) {
        var parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        var lines: [Int] = []
        while parts.count > 1, let last = parts.last, let line = Int(last), line > 0 {
            lines.insert(line, at: 0)
            parts.removeLast()
        }
        self.init(path: parts.joined(separator: ":"), lines: lines)
    }

    /// The location with its path relative to `directory` (`/home/me/app/Features` in `/home/me/app` is
    /// `Features`, `/home/me/other.feature` is `../other.feature`), so that no report shows where the project sits
    /// on the machine.
    package func relative(to directory: String) -> FeatureLocation {
        FeatureLocation(path: RelativePath.of(path, from: directory), lines: lines)
    }
}
