/// ANSI colours for terminal reports, or none (`--no-color`, `NO_COLOR`, output that is not a terminal).
struct TerminalStyle {
    let enabled: Bool

    func paint(_ text: String, _ status: Status) -> String {
        guard enabled else { return text }
        let code: String
        switch status {
        case .passed: code = "32"
        case .failed: code = "31"
        case .skipped: code = "36"
        case .pending, .undefined: code = "33"
        case .ambiguous: code = "35"
        case .unknown: code = "0"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    func dim(_ text: String) -> String {
        enabled ? "\u{1B}[90m\(text)\u{1B}[0m" : text
    }

    func bold(_ text: String) -> String {
        enabled ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }

    static func symbol(_ status: Status) -> String {
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
