import CucumberMessages
import SpecRunnerCore

/// ANSI colours for terminal reports, or none (`--no-color`, `NO_COLOR`, output that is not a terminal).
struct TerminalStyle {
    let enabled: Bool

    func paint(_ text: String, _ status: Status) -> String {
        enabled ? Self.start(status) + text + Self.end : text
    }

    func dim(_ text: String) -> String {
        enabled ? Self.startDim + text + Self.end : text
    }

    func bold(_ text: String) -> String {
        enabled ? Self.startBold + text + Self.end : text
    }

    /// The escape sequence that starts text painted for `status`.
    static func start(_ status: Status) -> String {
        switch status {
        case .passed: "\u{1B}[32m"
        case .failed: "\u{1B}[31m"
        case .skipped: "\u{1B}[36m"
        case .pending, .undefined: "\u{1B}[33m"
        case .ambiguous: "\u{1B}[35m"
        case .unknown: "\u{1B}[0m"
        }
    }

    /// The escape sequence that starts dimmed text.
    static let startDim = "\u{1B}[90m"
    /// The escape sequence that starts bold text.
    static let startBold = "\u{1B}[1m"
    /// The escape sequence that ends painted, dimmed or bold text.
    static let end = "\u{1B}[0m"

    static func symbol(_ status: Status) -> StaticString {
        switch status {
        case .passed: "✓"
        case .failed: "✗"
        case .skipped: "↷"
        case .pending: "⏸"
        case .undefined: "?"
        case .ambiguous: "‼"
        case .unknown: "·"
        }
    }
}
