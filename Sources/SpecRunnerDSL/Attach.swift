import CucumberMessages
import Foundation
import Synchronization

/// Attaches `text` to the running step's report, such as a JSON payload with `mediaType: "application/json"`.
///
/// Attachments appear in the Messages, JSON and HTML reports under the step (or hook) that made them.
public func attach(_ text: String, mediaType: String, fileName: String? = nil) {
    AttachmentCollector.current?.add(body: text, encoding: .identity, mediaType: mediaType, fileName: fileName)
}

/// Attaches binary content (an image, a document) to the running step's report, Base64-encoded.
public func attach(_ data: Data, mediaType: String, fileName: String? = nil) {
    AttachmentCollector.current?.add(
        body: data.base64EncodedString(),
        encoding: .base64,
        mediaType: mediaType,
        fileName: fileName
    )
}

/// Attaches the file at `path` to the running step's report, Base64-encoded.
///
/// Throws when the file cannot be read.
public func attach(contentsOfFile path: String, mediaType: String, fileName: String? = nil) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    attach(data, mediaType: mediaType, fileName: fileName)
}

/// Writes a line of text into the running step's report (`text/x.cucumber.log+plain`).
public func log(_ text: String) {
    attach(text, mediaType: "text/x.cucumber.log+plain")
}

/// Attaches a link to the running step's report (`text/uri-list`).
public func link(_ url: String) {
    attach(url, mediaType: "text/uri-list")
}

/// Collects what a step or hook attaches while it runs; the runtime reports it before the step's result.
///
/// Thread-safe, because a step may attach from a child task.
package final class AttachmentCollector: Sendable {
    package struct Item: Sendable {
        package let body: String
        package let encoding: Attachment.ContentEncoding
        package let mediaType: String
        package let fileName: String?
        package let timestamp: Timestamp
    }

    @TaskLocal package static var current: AttachmentCollector?

    private let items = Mutex<[Item]>([])

    package init() {}

    func add(body: String, encoding: Attachment.ContentEncoding, mediaType: String, fileName: String?) {
        let item = Item(body: body, encoding: encoding, mediaType: mediaType, fileName: fileName, timestamp: .now())
        items.withLock { $0.append(item) }
    }

    /// Everything attached so far, emptying the collector.
    package func drain() -> [Item] {
        items.withLock { items in
            let drained = items
            items.removeAll()
            return drained
        }
    }
}
