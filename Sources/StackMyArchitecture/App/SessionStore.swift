import Observation

/// Where the app keeps the signed-in user's session (in memory for now).
@Observable
@MainActor
public final class SessionStore {
    /// The current session, if the user is signed in.
    public private(set) var session: Session?

    /// Whether there is a session the app accepts: one with a non-empty token.
    public var hasValidSession: Bool {
        guard let session else { return false }
        return !session.token.isEmpty
    }

    /// Creates a store, empty unless given a `session`.
    public init(session: Session? = nil) {
        self.session = session
    }

    /// Keeps `session` as the current one.
    public func save(_ session: Session) {
        self.session = session
    }

    /// Forgets the current session.
    public func clear() {
        session = nil
    }
}
