/// Logs a user in: validates the typed email and password locally, then asks the ``AuthGateway``.
///
/// Invalid input never reaches the gateway.
public struct LoginUseCase: Sendable {
    /// The reasons a login attempt fails, in the terms the screen explains to the user.
    public enum Error: Swift.Error, Equatable, Sendable {
        /// The email is not shaped like an email address.
        case invalidEmail
        /// The password is empty.
        case emptyPassword
        /// The server rejected the email and password.
        case invalidCredentials
        /// The server could not be reached.
        case connectivity
    }

    private let authGateway: any AuthGateway

    /// Creates the use case over the gateway it delegates to.
    public init(authGateway: any AuthGateway) {
        self.authGateway = authGateway
    }

    /// Validates `email` (first) and `password`, then authenticates.
    ///
    /// - Throws: ``Error/invalidEmail`` or ``Error/emptyPassword`` without calling the gateway;
    ///   ``Error/invalidCredentials`` or ``Error/connectivity`` for the gateway's ``AuthError``s;
    ///   any other error the gateway throws is passed on unchanged (the screen calls it unexpected).
    public func execute(email: String, password: String) async throws -> Session {
        let credentials = try Self.validate(email: email, password: password)
        do {
            return try await authGateway.authenticate(credentials: credentials)
        } catch AuthError.invalidCredentials {
            throw Error.invalidCredentials
        } catch AuthError.connectivity {
            throw Error.connectivity
        }
    }

    private static func validate(email: String, password: String) throws(Error) -> Credentials {
        let validEmail: Email
        do {
            validEmail = try Email(email)
        } catch {
            throw .invalidEmail
        }
        let validPassword: Password
        do {
            validPassword = try Password(password)
        } catch {
            throw .emptyPassword
        }
        return Credentials(email: validEmail, password: validPassword)
    }
}
