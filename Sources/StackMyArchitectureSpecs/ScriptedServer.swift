import Foundation
import StackMyArchitecture

/// The backend as the specification describes it, at the app's only I/O edge: the `HTTPClient` port.
///
/// Everything behind the port is the real app (remote gateways, their JSON mapping, use cases, view models,
/// coordinator); the server only decides what each endpoint answers, records what it was asked, and can hold
/// answers back so that a scenario can look at the app while a request is in flight.
final class ScriptedServer: HTTPClient, @unchecked Sendable {
    /// What an endpoint does with a request.
    enum Answer {
        /// An HTTP answer with a status and a body.
        case respond(status: Int, body: String)
        /// The login endpoint's success: a session for the email the app sent.
        case sessionForPostedEmail
        /// No answer at all: the device is offline.
        case noConnection
    }

    /// What the server was asked, and whether the asking task was cancelled while it waited.
    struct Received {
        let request: HTTPRequest
        var cancelled = false
    }

    private let lock = NSLock()
    private var products: Answer = .respond(status: 200, body: #"{"products":[]}"#)
    private var login: Answer = .respond(status: 401, body: "")
    private var holding = false
    private var received: [Received] = []
    private var held: [(index: Int, continuation: CheckedContinuation<HTTPResponse, any Error>)] = []
    /// Called, on the server's thread, whenever a request starts waiting.
    private var onHeld: [@Sendable () -> Void] = []

    static let baseURL = URL(string: "https://api.stackmyarchitecture.example/v1")!

    func answerProducts(_ answer: Answer) { locked { products = answer } }
    func answerLogin(_ answer: Answer) { locked { login = answer } }

    /// From now on, requests wait until ``releaseHeldRequests()``, like a slow network.
    func holdRequests() { locked { holding = true } }

    /// Answers every waiting request (with the endpoint's current answer) and stops holding.
    func releaseHeldRequests() {
        let waiting: [(Received, CheckedContinuation<HTTPResponse, any Error>)] = locked {
            holding = false
            defer { held.removeAll() }
            return held.map { (received[$0.index], $0.continuation) }
        }
        for (request, continuation) in waiting {
            continuation.resume(with: Result { try answer(request.request) })
        }
    }

    /// Every request received so far, in order.
    var requests: [Received] { locked { received } }

    /// The requests to `path` (such as `"/products"`).
    func requests(to path: String) -> [Received] {
        requests.filter { $0.request.url.path.hasSuffix(path) }
    }

    var heldCount: Int { locked { held.count } }

    /// Calls `observer` whenever a request starts waiting (see ``holdRequests()``).
    func observeHeldRequests(_ observer: @escaping @Sendable () -> Void) {
        locked { onHeld.append(observer) }
    }

    func execute(_ request: HTTPRequest) async throws -> HTTPResponse {
        let index: Int? = locked {
            received.append(Received(request: request))
            return holding ? received.count - 1 : nil
        }
        guard let index else { return try answer(request) }
        // A held request deliberately ignores cancellation and answers late, as a real server may: the app
        // must not publish such a late answer. The cancellation itself is recorded for the scenario to check.
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let observers = locked {
                    held.append((index, continuation))
                    return onHeld
                }
                for observer in observers { observer() }
            }
        } onCancel: {
            locked { received[index].cancelled = true }
        }
    }

    private func answer(_ request: HTTPRequest) throws -> HTTPResponse {
        let answer = locked { request.url.path.hasSuffix("/auth/login") ? login : products }
        switch answer {
        case .respond(let status, let body):
            return HTTPResponse(statusCode: status, body: Data(body.utf8))
        case .sessionForPostedEmail:
            let sent = (try? JSONSerialization.jsonObject(with: request.body ?? Data())) as? [String: Any]
            let email = sent?["email"] as? String ?? ""
            let body = try JSONSerialization.data(withJSONObject: ["token": "token-\(email.count)", "email": email])
            return HTTPResponse(statusCode: 200, body: body)
        case .noConnection:
            throw URLError(.notConnectedToInternet)
        }
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
