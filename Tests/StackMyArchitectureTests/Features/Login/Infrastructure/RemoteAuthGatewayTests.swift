import Foundation
import StackMyArchitecture
import Testing

struct RemoteAuthGatewayTests {
    private let credentials = Credentials(email: try! Email("user@example.com"), password: try! Password("pass123"))

    @Test func postsTheCredentialsAsJSONToAuthLogin() async throws {
        let client = HTTPClientSpy(statusCode: 200, body: Data(#"{"token":"abc-123","email":"user@example.com"}"#.utf8))
        let sut = RemoteAuthGateway(httpClient: client, baseURL: URL(string: "https://api.example.com/v1")!)

        _ = try await sut.authenticate(credentials: credentials)

        let requests = await client.requests
        #expect(requests.count == 1)
        let request = try #require(requests.first)
        #expect(request.method == .post)
        #expect(request.url.absoluteString == "https://api.example.com/v1/auth/login")
        #expect(request.headers["Content-Type"] == "application/json")
        #expect(request.headers["Accept"] == "application/json")
        #expect(request.body == Data(#"{"email":"user@example.com","password":"pass123"}"#.utf8))
    }

    @Test func deliversTheSessionOn200WithAValidBody() async throws {
        let client = HTTPClientSpy(statusCode: 200, body: Data(#"{"token":"abc-123","email":"user@example.com"}"#.utf8))
        let sut = RemoteAuthGateway(httpClient: client, baseURL: anyBaseURL)

        let session = try await sut.authenticate(credentials: credentials)

        #expect(session == Session(token: "abc-123", email: "user@example.com"))
    }

    @Test func ignoresFieldsTheContractDoesNotName() async throws {
        let body = #"{"token":"abc-123","email":"user@example.com","expires_in":3600}"#
        let sut = RemoteAuthGateway(
            httpClient: HTTPClientSpy(statusCode: 200, body: Data(body.utf8)), baseURL: anyBaseURL)

        #expect(
            try await sut.authenticate(credentials: credentials) == Session(token: "abc-123", email: "user@example.com")
        )
    }

    @Test func deliversInvalidCredentialsOn401() async {
        let sut = RemoteAuthGateway(httpClient: HTTPClientSpy(statusCode: 401, body: Data()), baseURL: anyBaseURL)

        await #expect(throws: AuthError.invalidCredentials) { try await sut.authenticate(credentials: credentials) }
    }

    @Test func deliversConnectivityOnTransportFailure() async {
        let client = HTTPClientSpy(result: .failure(URLError(.notConnectedToInternet)))
        let sut = RemoteAuthGateway(httpClient: client, baseURL: anyBaseURL)

        await #expect(throws: AuthError.connectivity) { try await sut.authenticate(credentials: credentials) }
    }

    @Test(arguments: [199, 201, 204, 400, 403, 404, 500, 503])
    func deliversUnexpectedStatusCodeOnAnyOtherStatus(_ statusCode: Int) async {
        let body = Data(#"{"token":"abc-123","email":"user@example.com"}"#.utf8)
        let sut = RemoteAuthGateway(httpClient: HTTPClientSpy(statusCode: statusCode, body: body), baseURL: anyBaseURL)

        await #expect(throws: RemoteAuthGateway.Error.unexpectedStatusCode(statusCode)) {
            try await sut.authenticate(credentials: credentials)
        }
    }

    @Test(arguments: [
        "", "not json", "[]", "{}", #"{"token":"abc-123"}"#, #"{"email":"user@example.com"}"#,
        #"{"token":"","email":"user@example.com"}"#, #"{"token":"abc-123","email":""}"#,
        #"{"token":42,"email":"user@example.com"}"#, #"{"token":"abc-123","email":"user@example.com""#,
    ])
    func deliversInvalidDataOn200WithABodyThatIsNotASession(_ body: String) async {
        let sut = RemoteAuthGateway(
            httpClient: HTTPClientSpy(statusCode: 200, body: Data(body.utf8)), baseURL: anyBaseURL)

        await #expect(throws: RemoteAuthGateway.Error.invalidData) {
            try await sut.authenticate(credentials: credentials)
        }
    }
}
