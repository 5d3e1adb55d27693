import Foundation

/// A request to send through an ``HTTPClient``: plain values, no networking types.
public struct HTTPRequest: Equatable, Sendable {
    /// The HTTP methods the app uses.
    public enum Method: String, Equatable, Sendable {
        /// `GET`: read a resource.
        case get = "GET"
        /// `POST`: submit a body.
        case post = "POST"
    }

    /// The HTTP method.
    public var method: Method
    /// The absolute URL.
    public var url: URL
    /// Header fields, by name.
    public var headers: [String: String]
    /// The body, if any.
    public var body: Data?

    /// Creates a request.
    public init(method: Method, url: URL, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}
