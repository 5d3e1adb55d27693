import Foundation
import SpecRunner

/// *attachments*: every way a step can attach something.
enum AttachmentsSample {
    static func steps(assets: String) -> Steps {
        Steps(SampleWorld.self) {
            When("the string {string} is attached as {string}") { (_, text: String, mediaType: String) in
                attach(text, mediaType: mediaType)
            }
            When("the string {string} is logged") { (_, text: String) in
                log(text)
            }
            When("text with ANSI escapes is logged") { _ in
                log(
                    "This displays a \u{1B}[31mr\u{1B}[0m\u{1B}[91ma\u{1B}[0m\u{1B}[33mi\u{1B}[0m\u{1B}[32mn\u{1B}[0m"
                        + "\u{1B}[34mb\u{1B}[0m\u{1B}[95mo\u{1B}[0m\u{1B}[35mw\u{1B}[0m"
                )
            }
            When("the following string is attached as {string}:") { (_, mediaType: String, text: String) in
                attach(text, mediaType: mediaType)
            }
            When("an array with {int} bytes is attached as {string}") { (_, count: Int, mediaType: String) in
                attach(Data((0..<count).map { UInt8(truncatingIfNeeded: $0) }), mediaType: mediaType)
            }
            When("a PDF document is attached and renamed") { _ in
                try attach(
                    contentsOfFile: assets + "/document.pdf",
                    mediaType: "application/pdf",
                    fileName: "renamed.pdf"
                )
            }
            When("a link to {string} is attached") { (_, url: String) in
                link(url)
            }
            When("the string {string} is attached as {string} before a failure") {
                (_, text: String, mediaType: String) in
                attach(text, mediaType: mediaType)
                throw SampleError("whoops")
            }
        }
    }
}
