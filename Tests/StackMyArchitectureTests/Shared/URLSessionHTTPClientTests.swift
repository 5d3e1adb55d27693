import Foundation
import StackMyArchitecture
import StackMyArchitectureNetworking
import Testing

struct URLSessionHTTPClientTests {
    private let sut = URLSessionHTTPClient(session: URLProtocolStub.makeSession())

    @Test func sendsTheRequestsMethodURLHeadersAndBody() async throws {
        let base = uniqueBaseURL()
        URLProtocolStub.stub(base, with: .response(statusCode: 200, body: Data()))
        let request = HTTPRequest(
            method: .post,
            url: base.appendingPathComponent("auth/login"),
            headers: ["Content-Type": "application/json"],
            body: Data(#"{"a":1}"#.utf8)
        )

        _ = try await sut.execute(request)

        let received = try #require(URLProtocolStub.requests(to: base).first)
        #expect(received.method == "POST")
        #expect(received.url == request.url)
        #expect(received.headers["Content-Type"] == "application/json")
        #expect(received.body == Data(#"{"a":1}"#.utf8))
    }

    @Test(arguments: [200, 201, 401, 404, 500])
    func deliversTheStatusCodeAndBodyWhateverTheStatus(_ statusCode: Int) async throws {
        let base = uniqueBaseURL()
        URLProtocolStub.stub(base, with: .response(statusCode: statusCode, body: Data("body".utf8)))

        let response = try await sut.execute(HTTPRequest(method: .get, url: base.appendingPathComponent("products")))

        #expect(response == HTTPResponse(statusCode: statusCode, body: Data("body".utf8)))
    }

    @Test(arguments: [URLError.Code.notConnectedToInternet, .timedOut, .cannotFindHost])
    func throwsTheTransportErrorWhenNoResponseArrives(_ code: URLError.Code) async {
        let base = uniqueBaseURL()
        URLProtocolStub.stub(base, with: .failure(URLError(code)))

        let error = await #expect(throws: URLError.self) {
            try await sut.execute(HTTPRequest(method: .get, url: base.appendingPathComponent("products")))
        }

        #expect(error?.code == code)
    }

    @Test func throwsNonHTTPResponseErrorWhenTheAnswerIsNotHTTP() async {
        let base = uniqueBaseURL()
        URLProtocolStub.stub(base, with: .nonHTTPResponse(body: Data("body".utf8)))

        await #expect(throws: URLSessionHTTPClient.NonHTTPResponseError.self) {
            try await sut.execute(HTTPRequest(method: .get, url: base.appendingPathComponent("products")))
        }
    }
}
