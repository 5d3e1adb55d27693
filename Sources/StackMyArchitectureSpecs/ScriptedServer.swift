import Foundation
import SpecRunner
import StackMyArchitecture
import Synchronization

/// The backend as the specification describes it, at the app's only I/O edge: the `HTTPClient` port.
///
/// Everything behind the port is the real app (remote gateways, their JSON mapping, use cases, view models,
/// coordinator); the server only decides what each endpoint answers, records what it was asked, and can hold
/// answers back so that a scenario can look at the app while a request is in flight.
final class ScriptedServer: HTTPClient, Sendable {
    /// What an endpoint does with a request.
    enum Answer: Sendable {
        /// An HTTP answer with a status and a body.
        case respond(status: Int, body: String)
        /// The login endpoint of a server that knows one account: the request's JSON body must carry exactly
        /// this email and password, and then the answer is `200` with a session token the server makes up
        /// (see ``issuedTokens``); anything else is `401`, and the reason is kept in ``loginRejections``.
        case acceptOnly(email: String, password: String)
        /// No answer at all: the device is offline.
        case noConnection
        /// No answer at all, for this reason of the network's (a timeout, an unknown host, a dropped
        /// connection…).
        case transportFailure(URLError.Code)
    }

    /// What the server was asked, and whether the asking task was cancelled while it waited.
    struct Received {
        let request: HTTPRequest
        var cancelled = false
    }

    /// What the server was told and what it saw; held by one lock, since the app's tasks call it from any thread.
    private struct State {
        var products: Answer = .respond(status: 200, body: #"{"products":[]}"#)
        var login: Answer = .respond(status: 401, body: "")
        var holding = false
        var broken = false
        var received: [Received] = []
        var tokens: [String] = []
        var rejections: [LocalizedText] = []
        var held: [(index: Int, continuation: CheckedContinuation<HTTPResponse, any Error>)] = []
        /// Called, on the server's thread, whenever a request starts waiting.
        var onHeld: [@Sendable () -> Void] = []
    }

    private let state = Mutex(State())

    static let baseURL = URL(string: "https://api.stackmyarchitecture.example/v1")!

    func answerProducts(_ answer: Answer) { locked { $0.products = answer } }
    func answerLogin(_ answer: Answer) { locked { $0.login = answer } }

    /// From now on, every request is answered `500` with no body, whatever the endpoint was told to answer.
    func breakDown() { locked { $0.broken = true } }

    /// From now on, requests wait until ``releaseHeldRequests()``, like a slow network.
    func holdRequests() { locked { $0.holding = true } }

    /// From now on, new requests are answered at once again; the ones already waiting keep waiting until
    /// ``releaseHeldRequests()``, so a scenario can make an old request answer after a newer one.
    func stopHolding() { locked { $0.holding = false } }

    /// Answers every waiting request (with the endpoint's current answer) and stops holding.
    func releaseHeldRequests() {
        let waiting: [(Received, CheckedContinuation<HTTPResponse, any Error>)] = locked { state in
            state.holding = false
            defer { state.held.removeAll() }
            return state.held.map { (state.received[$0.index], $0.continuation) }
        }
        for (request, continuation) in waiting {
            continuation.resume(with: Result { try answer(request.request) })
        }
    }

    /// Every request received so far, in order.
    var requests: [Received] { locked { $0.received } }

    /// The requests to `path` (such as `"/products"`).
    func requests(to path: String) -> [Received] {
        requests.filter { $0.request.url.path.hasSuffix(path) }
    }

    var heldCount: Int { locked { $0.held.count } }

    /// The session tokens the login endpoint issued, in order.
    var issuedTokens: [String] { locked { $0.tokens } }

    /// Why the login endpoint answered `401` to an ``Answer/acceptOnly(email:password:)`` request, in order.
    var loginRejections: [LocalizedText] { locked { $0.rejections } }

    /// Fails every request still waiting, as a network that went away (or, with `.timedOut`, as a client that
    /// stopped waiting): a scenario that ends early leaves no task of the app suspended for ever.
    func disconnect(with code: URLError.Code = .networkConnectionLost) {
        let waiting = locked { state in
            state.holding = false
            defer { state.held.removeAll() }
            return state.held.map(\.continuation)
        }
        for continuation in waiting { continuation.resume(throwing: URLError(code)) }
    }

    /// Calls `observer` whenever a request starts waiting (see ``holdRequests()``).
    func observeHeldRequests(_ observer: @escaping @Sendable () -> Void) {
        locked { $0.onHeld.append(observer) }
    }

    func execute(_ request: HTTPRequest) async throws -> HTTPResponse {
        let index: Int? = locked { state in
            state.received.append(Received(request: request))
            return state.holding ? state.received.count - 1 : nil
        }
        guard let index else { return try answer(request) }
        // A held request deliberately ignores cancellation and answers late, as a real server may: the app
        // must not publish such a late answer. The cancellation itself is recorded for the scenario to check.
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let observers = locked { state in
                    state.held.append((index, continuation))
                    return state.onHeld
                }
                for observer in observers { observer() }
            }
        } onCancel: {
            locked { $0.received[index].cancelled = true }
        }
    }

    private func answer(_ request: HTTPRequest) throws -> HTTPResponse {
        let answer = locked { state -> Answer in
            if state.broken { return .respond(status: 500, body: "") }
            return request.url.path.hasSuffix("/auth/login") ? state.login : state.products
        }
        switch answer {
        case .respond(let status, let body):
            return HTTPResponse(statusCode: status, body: Data(body.utf8))
        case .acceptOnly(let email, let password):
            if let rejection = Self.rejection(of: request, email: email, password: password) {
                locked { $0.rejections.append(rejection) }
                return HTTPResponse(statusCode: 401, body: Data(#"{"error":"invalid_credentials"}"#.utf8))
            }
            let token = locked { state in
                state.tokens.append("server-token-\(state.tokens.count + 1)")
                return state.tokens[state.tokens.count - 1]
            }
            let body = try JSONSerialization.data(withJSONObject: ["token": token, "email": email])
            return HTTPResponse(statusCode: 200, body: body)
        case .noConnection:
            throw URLError(.notConnectedToInternet)
        case .transportFailure(let code):
            throw URLError(code)
        }
    }

    /// Why a login request does not carry the account's credentials as the contract's JSON body
    /// (`{"email":"…","password":"…"}`), or `nil` when it does.
    private static func rejection(of request: HTTPRequest, email: String, password: String) -> LocalizedText? {
        let body = request.body ?? Data()
        let text = String(decoding: body, as: UTF8.self)
        guard request.method == .post else {
            return LocalizedText(
                en: "the login request is a \(request.method.rawValue), not a POST",
                es: "la petición de inicio de sesión es un \(request.method.rawValue), no un POST")
        }
        guard request.headers["Content-Type"] == "application/json" else {
            let type = request.headers["Content-Type"]
            return LocalizedText(
                en: "the login request's Content-Type is \(type ?? "missing"), not JSON",
                es: "el Content-Type de la petición de inicio de sesión es \(type ?? "ninguno"), no JSON")
        }
        guard let sent = try? JSONDecoder().decode([String: SentField].self, from: body) else {
            return LocalizedText(
                en: "the login request's body is not a JSON object: \(text)",
                es: "el cuerpo de la petición de inicio de sesión no es un objeto JSON: \(text)")
        }
        let fields = [("email", "el email", email), ("password", "la contraseña", password)]
        for (field, campo, expected) in fields where sent[field] != .text(expected) {
            let (got, llego): (String, String) =
                switch sent[field] {
                case .text(let value)?: ("\"\(value)\"", "\"\(value)\"")
                case .other?: ("a value that is not a string", "un valor que no es texto")
                case nil: ("none", "nada")
                }
            return LocalizedText(
                en: "the login request's \(field): expected \"\(expected)\", got \(got) in \(text)",
                es: "\(campo) de la petición de inicio de sesión: se esperaba \"\(expected)\", pero llegó "
                    + "\(llego) en \(text)")
        }
        return nil
    }

    /// A member of the login request's body: its text, or another JSON value (the body, quoted whole in the
    /// rejection, shows which).
    private enum SentField: Decodable, Equatable {
        case text(String)
        case other

        init(from decoder: any Decoder) throws {
            self = (try? decoder.singleValueContainer().decode(String.self)).map(SentField.text) ?? .other
        }
    }

    private func locked<T: Sendable>(_ body: (inout State) -> T) -> T {
        state.withLock { body(&$0) }
    }
}
