import CucumberMessages
import SpecRunnerCore

/// The HTML report's style sheet and script, inlined in the page so that it needs no network and no other file.
///
/// The script finds (search, tag expression, status, all kept in the URL), opens outline rows and switches the
/// theme; without it the page shows everything expanded (``expanded``). Neither contains any text from
/// the run, so nothing in a feature file can reach them: the script's words come from `data-` attributes.
enum HTMLReportAssets {
    /// Content-Security-Policy for the page: nothing may be loaded from anywhere; images only from `data:` URLs.
    static let contentSecurityPolicy =
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
        + "base-uri 'none'; form-action 'none'"

    /// Without a script nothing could be unfolded: closed parts show their content anyway.
    static let expanded = "details::details-content { content-visibility: visible; display: contents; }"

    /// The status marks before steps and scenario titles, drawn from their class so that a page of many
    /// thousand steps does not repeat them: one rule a status.
    static let marks: String = {
        let kinds =
            Status.allCases.map { ($0.word, HTMLFeatureRenderer.symbol($0)) }
            + [("notrun", HTMLFeatureRenderer.symbol(nil)), ("nosteps", HTMLFeatureRenderer.symbol(nil))]
        return kinds.map { word, mark in
            "li.step.\(word)::before, details.scenario.\(word) > summary::before { content: \"\(mark)\"; "
                + "color: var(--\(word)); }"
        }
        .joined(separator: "\n")
    }()

    /// The style sheet, `Assets/report.css`.
    static let style = text(of: PackageResources.report_css)

    /// The script, `Assets/report.js`.
    static let script = text(of: PackageResources.report_js)

    /// An asset's text, without its file's last line feed (the page puts its own around it).
    private static func text(of bytes: [UInt8]) -> String {
        String(decoding: bytes.last == UInt8(ascii: "\n") ? bytes.dropLast() : bytes[...], as: UTF8.self)
    }
}
