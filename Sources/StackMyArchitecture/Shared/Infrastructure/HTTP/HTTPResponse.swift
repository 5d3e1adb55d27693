import Foundation

/// What an ``HTTPClient`` received: the status code and the body.
public struct HTTPResponse: Equatable, Sendable {
    /// The HTTP status code, such as `200`.
    public var statusCode: Int
    /// The body (empty when there is none).
    public var body: Data

    /// Creates a response.
    public init(statusCode: Int, body: Data = Data()) {
        self.statusCode = statusCode
        self.body = body
    }
}
