/// The JSON body of a `200` answer to `POST {base}/auth/login`: `{"token":"…","email":"…"}`.
struct SessionResponseDTO: Decodable {
    let token: String
    let email: String

    /// The session, or `nil` when the fields decode but make no session (an empty token or email).
    var session: Session? {
        guard !token.isEmpty, !email.isEmpty else { return nil }
        return Session(token: token, email: email)
    }
}
