import CucumberMessages
import SpecRunnerCore

/// Times and durations as the report formats write them, independent of the locale and time zone.
enum ReportTime {
    /// `2025-03-01T09:05:07`: UTC without a zone designator, as the JUnit schema requires.
    static func dateTime(_ timestamp: Timestamp) -> String {
        let (date, time) = civil(timestamp.seconds)
        return "\(date)T\(time)"
    }

    /// `2025-03-01T09:05:07.250Z`: an ISO 8601 instant with milliseconds.
    static func instant(_ timestamp: Timestamp) -> String {
        let (date, time) = civil(timestamp.seconds)
        return "\(date)T\(time).\(pad(Int(min(max(timestamp.nanos, 0), 999_999_999)) / 1_000_000, 3))Z"
    }

    /// `0.001250`: whole seconds and microseconds, as JUnit's `time` attributes.
    static func seconds(_ duration: Duration) -> String {
        let micros = max(0, duration.totalNanoseconds) / 1000
        return "\(micros / 1_000_000).\(pad(Int(micros % 1_000_000), 6))"
    }

    /// `0.042 ms`, `12.500 ms`, `1.250 s`, `2 m 05.000 s`: for people, precise enough for fast steps.
    static func readable(_ duration: Duration) -> String {
        let nanoseconds = max(0, duration.totalNanoseconds)
        guard nanoseconds < 1_000_000_000 else { return formatDuration(duration) }
        let micros = Int(nanoseconds / 1000)
        return "\(micros / 1000).\(pad(micros % 1000, 3)) ms"
    }

    /// The UTC calendar date and time of day of a Unix time (Howard Hinnant's days-from-civil, inverted), held
    /// within the years 0000 to 9999 that the formats write (a shard's messages may give any number).
    private static func civil(_ given: Int64) -> (date: String, time: String) {
        let unixSeconds = min(max(given, -62_167_219_200), 253_402_300_799)
        let days = unixSeconds >= 0 ? unixSeconds / 86_400 : (unixSeconds - 86_399) / 86_400
        let secondOfDay = Int(unixSeconds - days * 86_400)
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let date = "\(pad(Int(year), 4))-\(pad(Int(month), 2))-\(pad(Int(day), 2))"
        let time = "\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))"
        return (date, time)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
