import Observation

/// The state and actions of the Login screen; the view only binds to it.
///
/// Every text the user reads comes from here, in Spanish (title, labels, button, messages), and
/// ``canSubmit`` tells the view when the button is enabled, so the view holds no logic or text.
@Observable
@MainActor
public final class LoginViewModel {
    /// What the user typed in the email field.
    public var email = ""
    /// What the user typed in the password field.
    public var password = ""
    /// Whether a login request is in flight.
    public private(set) var isLoading = false
    /// The message to show under the form, if the last attempt failed.
    public private(set) var errorMessage: String?

    /// The screen's title.
    public let title = "Login"
    /// The email field's label.
    public let emailLabel = "Email"
    /// The password field's label.
    public let passwordLabel = "Contraseña"
    /// The submit button's title (a progress indicator replaces it while ``isLoading``).
    public let submitTitle = "Iniciar sesión"

    /// Whether the submit button is enabled: both fields are filled in and no request is in flight.
    public var canSubmit: Bool {
        !isLoading && !email.isEmpty && !password.isEmpty
    }

    @ObservationIgnored private let login: LoginUseCase
    @ObservationIgnored private let onLoginSucceeded: @MainActor (Session) -> Void

    /// Creates the screen's model; `onLoginSucceeded` receives the session after a successful login
    /// (the coordinator decides where to go next).
    public init(login: LoginUseCase, onLoginSucceeded: @escaping @MainActor (Session) -> Void) {
        self.login = login
        self.onLoginSucceeded = onLoginSucceeded
    }

    /// Attempts to log in with ``email`` and ``password``.
    ///
    /// Clears the previous error and sets ``isLoading`` while the request runs; on success calls
    /// `onLoginSucceeded`, on failure sets ``errorMessage``. Does nothing while a request is already
    /// in flight, so a double tap never sends two requests.
    public func submit() async {
        guard !isLoading else { return }
        isLoading = true
        errorMessage = nil

        do {
            let session = try await login.execute(email: email, password: password)
            onLoginSucceeded(session)
        } catch let error as LoginUseCase.Error {
            errorMessage = Self.message(for: error)
        } catch is CancellationError {
            // The attempt was abandoned (the screen went away): nothing to tell the user.
        } catch {
            errorMessage = "Error inesperado. Inténtalo de nuevo."
        }

        isLoading = false
    }

    private static func message(for error: LoginUseCase.Error) -> String {
        switch error {
        case .invalidEmail:
            return "El email no tiene un formato válido."
        case .emptyPassword:
            return "La contraseña no puede estar vacía."
        case .invalidCredentials:
            return "Email o contraseña incorrectos."
        case .connectivity:
            return "Sin conexión a internet. Inténtalo de nuevo."
        }
    }
}
