import CucumberMessages
import Foundation
import SpecRunnerCore

/// The attachments of the HTML report: images, text and links inline, anything else binary a download, and large
/// ones written beside the page and linked.
struct HTMLAttachments {
    /// Media types shown as images; anything else binary becomes a download.
    private static let imageTypes: Set<String> = [
        "image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml", "image/bmp",
    ]

    /// Attachments larger than this (in characters of their body) are written beside the report, when it has a
    /// place to put them, so that the page stays small.
    static let inlineAttachmentLimit = 64 * 1024

    /// Where large attachments go: the folder as written to disk and as linked from the page; nil keeps them inline.
    let folder: (disk: String, link: String)?
    let text: HTMLReportText

    /// Where large attachments go, on disk and as the page links them: `--attachments-dir`, or a folder named
    /// after the report beside it; nil when the page goes to standard output without a folder given.
    static func folder(report path: String?, given: String?) -> (disk: String, link: String)? {
        let report = path.map { URL(fileURLWithPath: $0).standardizedFileURL }
        let folder: URL
        if let given {
            folder = URL(fileURLWithPath: given).standardizedFileURL
        } else if let report {
            folder = report.deletingPathExtension().appendingPathExtension("attachments")
        } else {
            return nil
        }
        let base =
            report?.deletingLastPathComponent().pathComponents
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).pathComponents
        let target = folder.pathComponents
        let shared = zip(base, target).prefix { $0 == $1 }.count
        let link = (Array(repeating: "..", count: base.count - shared) + target[shared...]).joined(separator: "/")
        return (folder.path, link.isEmpty ? "." : link)
    }

    /// The attachment as the page shows it: inline (an image, text, links or a download), or a link to the file
    /// it is written to, named `fileStem`, when it is large.
    func markup(_ attachment: Attachment, name fileStem: String) -> String {
        let name = attachment.fileName.map { " " + esc($0) } ?? ""
        var html = "<div class=\"attachment\"><div class=\"detail\">\(esc(text(.htmlAttachment)))\(name) "
        html += "<code>\(esc(attachment.mediaType))</code></div>"
        let isBase64 = attachment.contentEncoding == .base64
        if attachment.body.utf8.count > Self.inlineAttachmentLimit, let link = saved(attachment, as: fileStem) {
            html += "<div class=\"detail\">\(esc(text(.htmlSavedBeside))) <a href=\"\(attr(link))\">"
            return html + "\(esc(link))</a></div></div>\n"
        }
        if isBase64, Self.imageTypes.contains(attachment.mediaType.lowercased()), Self.isBase64(attachment.body) {
            html += "<img src=\"data:\(attr(attachment.mediaType.lowercased()));base64,\(attr(attachment.body))\""
            html += " alt=\"\(attr(attachment.fileName ?? attachment.mediaType))\" />"
        } else if let body = readableText(attachment) {
            if attachment.mediaType == "text/uri-list" {
                html += "<ul>" + body.split(whereSeparator: \.isNewline).map { link(String($0)) }.joined() + "</ul>"
            } else {
                html += "<pre>\(esc(body))</pre>"
            }
        } else if isBase64, Self.isBase64(attachment.body) {
            // A download, never shown inline: the browser must not interpret what step code attached.
            let fileName = attachment.fileName ?? "attachment"
            html += "<a download=\"\(attr(fileName))\" href=\"data:application/octet-stream;base64,"
            html += "\(attr(attachment.body))\">\(esc(text(.htmlDownload))) \(esc(fileName))</a>"
        }
        return html + "</div>\n"
    }

    /// Writes a large attachment into the attachments folder and gives its link from the page; nil (it stays
    /// inline) when there is no folder or it cannot be written.
    private func saved(_ attachment: Attachment, as stem: String) -> String? {
        guard let folder else { return nil }
        let data: Data
        switch attachment.contentEncoding {
        case .identity: data = Data(attachment.body.utf8)
        case .base64:
            guard let decoded = Data(base64Encoded: attachment.body) else { return nil }
            data = decoded
        }
        // The name comes from the scenario and step, never from step code: nothing attached can pick a path.
        let original = attachment.fileName ?? ""
        let fileExtension = original.contains(".") ? String(original.split(separator: ".").last ?? "") : ""
        let safeExtension = fileExtension.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } ? fileExtension : ""
        let name =
            stem.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? String($0) : "-" }.joined()
            + (safeExtension.isEmpty ? "" : "." + safeExtension)
        do {
            try FileManager.default.createDirectory(atPath: folder.disk, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: folder.disk + "/" + name))
        } catch {
            return nil
        }
        return folder.link + "/" + name
    }

    /// The attachment's content as text, when it is text (decoded from Base64 when needed).
    private func readableText(_ attachment: Attachment) -> String? {
        let type = attachment.mediaType.lowercased()
        let isText = type.hasPrefix("text/") || type.hasSuffix("json") || type.hasSuffix("xml")
        switch attachment.contentEncoding {
        case .identity:
            return attachment.body
        case .base64:
            guard isText, let data = Data(base64Encoded: attachment.body) else { return nil }
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// A line of a `text/uri-list`: a link when it is a web address, else text.
    private func link(_ line: String) -> String {
        let lowered = line.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else { return "<li>\(esc(line))</li>" }
        return "<li><a href=\"\(attr(line))\" rel=\"noopener noreferrer\">\(esc(line))</a></li>"
    }

    private static func isBase64(_ body: String) -> Bool {
        body.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="):
                true
            default:
                false
            }
        }
    }

    private func esc(_ text: String) -> String { ReportEscaping.markup(text) }
    private func attr(_ text: String) -> String { ReportEscaping.attribute(text) }
}
