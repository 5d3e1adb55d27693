import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers every request of a session made by ``makeSession()`` with the stub of the request's host.
///
/// Every request is recorded. Hosts are unique per test (see
/// `uniqueBaseURL()`), so tests running concurrently never see each other's stubs.
final class URLProtocolStub: URLProtocol {
    /// How the stub answers.
    enum Answer: Sendable {
        /// An HTTP response with this status code and body.
        case response(statusCode: Int, body: Data)
        /// A response that is not an HTTP one (no status code), with this body.
        case nonHTTPResponse(body: Data)
        /// A transport failure: no response at all.
        case failure(URLError)
        /// No answer until the request is cancelled.
        case never
    }

    /// What a stubbed request carried, as it reached the network layer.
    struct ReceivedRequest: Sendable {
        let method: String?
        let url: URL?
        let headers: [String: String]
        let body: Data?
    }

    /// The answers given and the requests received, by host; any thread's request reaches them.
    private struct Registry {
        var answers: [String: Answer] = [:]
        var requests: [String: [ReceivedRequest]] = [:]
    }

    private static let registry = Mutex(Registry())

    /// A session whose requests this class answers.
    static func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [URLProtocolStub.self]
        return URLSession(configuration: configuration)
    }

    /// Answers requests to `url`'s host with `answer`.
    static func stub(_ url: URL, with answer: Answer) {
        registry.withLock { $0.answers[url.host ?? ""] = answer }
    }

    /// The requests made to `url`'s host so far.
    static func requests(to url: URL) -> [ReceivedRequest] {
        registry.withLock { $0.requests[url.host ?? "", default: []] }
    }

    override class func canInit(with request: URLRequest) -> Bool {
        true
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        let host = request.url?.host ?? ""
        let received = ReceivedRequest(
            method: request.httpMethod,
            url: request.url,
            headers: request.allHTTPHeaderFields ?? [:],
            body: request.httpBody ?? request.httpBodyStream.map(Self.readAll)
        )
        let answer = Self.registry.withLock { registry in
            registry.requests[host, default: []].append(received)
            return registry.answers[host]
        }
        switch answer {
        case .response(let statusCode, let body):
            let response = HTTPURLResponse(
                url: request.url!, statusCode: statusCode, httpVersion: nil, headerFields: nil)!
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: body)
            client?.urlProtocolDidFinishLoading(self)
        case .nonHTTPResponse(let body):
            let response = URLResponse(
                url: request.url!, mimeType: nil, expectedContentLength: body.count, textEncodingName: nil)
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: body)
            client?.urlProtocolDidFinishLoading(self)
        case .failure(let error):
            client?.urlProtocol(self, didFailWithError: error)
        case .never:
            break
        case nil:
            client?.urlProtocol(self, didFailWithError: URLError(.unsupportedURL))
        }
    }

    override func stopLoading() {}

    private static func readAll(_ stream: InputStream) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1024)
        stream.open()
        defer { stream.close() }
        while true {
            let count = stream.read(&buffer, maxLength: buffer.count)
            guard count > 0 else { break }
            data.append(buffer, count: count)
        }
        return data
    }
}
