import Foundation
import StackMyArchitecture

/// Records every request and answers each with the same result (an `HTTPResponse` or a transport
/// error).
actor HTTPClientSpy: HTTPClient {
    private(set) var requests: [HTTPRequest] = []
    private let result: Result<HTTPResponse, any Error>

    init(result: Result<HTTPResponse, any Error>) {
        self.result = result
    }

    init(statusCode: Int, body: Data) {
        self.init(result: .success(HTTPResponse(statusCode: statusCode, body: body)))
    }

    func execute(_ request: HTTPRequest) async throws -> HTTPResponse {
        requests.append(request)
        return try result.get()
    }
}
