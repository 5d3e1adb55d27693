import Foundation
import StackMyArchitecture
import StackMyArchitectureNetworking
import Testing

@testable import StackMyArchitectureSpecs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The loopback server `spec-runner-loopback` runs each scenario's scripted server on, reached through the app's
/// real adapter, `URLSessionHTTPClient`.
@Suite struct LoopbackHTTPServerTests {
    let scripted = ScriptedServer()
    let client: URLSessionHTTPClient = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 30
        configuration.timeoutIntervalForResource = 30
        return URLSessionHTTPClient(session: URLSession(configuration: configuration))
    }()

    @Test func aRequestReachesTheScriptedServerAndItsAnswerComesBack() async throws {
        let loopback = try LoopbackHTTPServer(backend: scripted)
        defer { loopback.stop() }
        scripted.answerLogin(.respond(status: 201, body: #"{"created":true}"#))
        let request = HTTPRequest(
            method: .post,
            url: loopback.origin.appendingPathComponent("/v1/auth/login"),
            headers: ["Content-Type": "application/json", "Accept": "application/json"],
            body: Data(#"{"email":"user@example.com","password":"pass123"}"#.utf8)
        )

        let response = try await client.execute(request)

        #expect(response == HTTPResponse(statusCode: 201, body: Data(#"{"created":true}"#.utf8)))
        let received = try #require(scripted.requests.first?.request)
        #expect(scripted.requests.count == 1)
        #expect(received.method == .post)
        #expect(received.url == request.url)
        #expect(received.headers["Content-Type"] == "application/json")
        #expect(received.headers["Accept"] == "application/json")
        #expect(received.body == request.body)
    }

    @Test func aGetWithoutBodyReachesTheScriptedServerWithoutBody() async throws {
        let loopback = try LoopbackHTTPServer(backend: scripted)
        defer { loopback.stop() }

        let response = try await client.execute(products(on: loopback))

        #expect(response == HTTPResponse(statusCode: 200, body: Data(#"{"products":[]}"#.utf8)))
        #expect(scripted.requests.map(\.request.body) == [nil])
    }

    @Test func aNoConnectionAnswerIsATransportErrorToTheClient() async throws {
        let loopback = try LoopbackHTTPServer(backend: scripted)
        defer { loopback.stop() }
        scripted.answerProducts(.noConnection)

        await #expect(throws: URLError.self) { try await client.execute(products(on: loopback)) }
        #expect(scripted.requests(to: "/products").count == 1, "the request reached the server before it failed")
    }

    @Test func aNoConnectionAnswerIsTheCatalogsConnectivityError() async throws {
        let loopback = try LoopbackHTTPServer(backend: scripted)
        defer { loopback.stop() }
        scripted.answerProducts(.noConnection)
        let repository = RemoteProductRepository(
            httpClient: client, baseURL: loopback.origin.appendingPathComponent("/v1"))

        await #expect(throws: CatalogError.connectivity) { try await repository.loadAll() }
    }

    @Test func aClientThatHangsUpCancelsTheHeldRequest() async throws {
        let loopback = try LoopbackHTTPServer(backend: scripted)
        defer { loopback.stop() }
        let call = try await heldProducts(on: loopback)

        call.cancel()

        #expect(await eventually { scripted.requests.first?.cancelled == true }, "the server never saw the hang-up")
        await #expect(throws: (any Error).self) { try await call.value }
        scripted.disconnect()
    }

    @Test func aHeldRequestDoesNotBlockAnotherConnection() async throws {
        let loopback = try LoopbackHTTPServer(backend: scripted)
        defer { loopback.stop() }
        let held = try await heldProducts(on: loopback)

        // A second request while the first waits: it reaches the server too instead of queueing behind it.
        let second = Task { [client] in try await client.execute(products(on: loopback)) }

        #expect(await eventually { scripted.heldCount == 2 }, "the second request waited for the first")
        scripted.releaseHeldRequests()
        #expect(try await held.value.statusCode == 200)
        #expect(try await second.value.statusCode == 200)
    }

    @Test func stoppingResetsAHeldRequestAndRefusesNewOnes() async throws {
        let loopback = try LoopbackHTTPServer(backend: scripted)
        let held = try await heldProducts(on: loopback)

        loopback.stop()

        await #expect(throws: URLError.self) { try await held.value }
        await #expect(throws: URLError.self) { try await client.execute(products(on: loopback)) }
        scripted.disconnect()
    }

    /// `GET /v1/products` on `loopback`.
    private func products(on loopback: LoopbackHTTPServer) -> HTTPRequest {
        HTTPRequest(method: .get, url: loopback.origin.appendingPathComponent("/v1/products"))
    }

    /// Sends `GET /v1/products` to a scripted server that holds it, once it is waiting there.
    private func heldProducts(on loopback: LoopbackHTTPServer) async throws -> Task<HTTPResponse, any Error> {
        scripted.holdRequests()
        let request = products(on: loopback)
        let call = Task { [client] in try await client.execute(request) }
        try #require(await eventually { scripted.heldCount == 1 }, "the request never reached the server")
        return call
    }

    /// Whether `condition` holds within thirty seconds: generous, because the whole test suite runs at once beside
    /// it on as few as two cores, and a request can wait that long for a thread (ten seconds once did not suffice).
    private func eventually(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(30)
        while !condition() {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }
}
