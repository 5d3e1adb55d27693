import Foundation
import SpecRunner
import SpecRunnerCore

/// The values of run options that are read from more than the word itself: rerun files, feature locations, the
/// step timeout.
extension RunArguments {
    /// The scenarios listed in a rerun file (`--format rerun:FILE` writes one): a `path:line…` entry per line, or
    /// several separated by white space (as other Cucumbers write them) when the whole line names no file.
    static func rerunLocations(_ path: String, _ catalog: MessageCatalog) throws(UsageError)
        -> [FeatureLocation]
    {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw UsageError(
                message: catalog.text(.usageRerunUnreadable(path: path)),
                hint: catalog.text(.usageRerunHint(path: path))
            )
        }
        var locations: [FeatureLocation] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let entry = line.trimmingCharacters(in: .whitespaces)
            guard !entry.isEmpty else { continue }
            // A path may hold spaces: the whole line is one entry when it names a file.
            if !entry.contains(where: \.isWhitespace)
                || FileManager.default.fileExists(atPath: FeatureLocation(parsing: entry).path)
            {
                locations.append(try location(entry, catalog))
            } else {
                for part in entry.split(whereSeparator: \.isWhitespace) {
                    locations.append(try location(String(part), catalog))
                }
            }
        }
        return locations
    }

    /// `path[:LINE…]` as a location; a line that is not 1 or more is an error rather than part of a path that
    /// does not exist (`Features/login.feature:0`).
    static func location(_ argument: String, _ catalog: MessageCatalog) throws(UsageError)
        -> FeatureLocation
    {
        let location = FeatureLocation(parsing: argument)
        let path = location.path
        if let colon = path.lastIndex(of: ":"), let line = Int(path[path.index(after: colon)...]) {
            throw UsageError(
                message: catalog.text(.usageInvalidLine(line: String(line), argument: argument)),
                hint: catalog.text(.usageLineHint(path: String(path[..<colon])))
            )
        }
        return location
    }

    /// `--timeout SECONDS`: bounded, as the watchdog counts nanoseconds in 64 bits (`inf` or 1e19 would trap).
    static func timeout(_ value: String, _ catalog: MessageCatalog) throws(UsageError) -> Double {
        guard let seconds = Double(value), (0...longestTimeout).contains(seconds) else {
            throw UsageError(
                message: catalog.text(.usageInvalid(option: "--timeout", value: value)),
                hint: catalog.text(.usageTimeoutHint(longest: String(Int(longestTimeout)))))
        }
        return seconds
    }
}
