import Foundation
import SpecRunner
import StackMyArchitecture

/// The Login feature's steps (Features/login.feature), driving the real Login screen model through the
/// coordinator, with the authentication endpoint scripted at the HTTP edge.
enum LoginSteps {
    /// The account the authentication server knows when a scenario does not name one: «acepta las credenciales»
    /// means these, and only these.
    static let account = ScriptedServer.Answer.acceptOnly(email: "user@example.com", password: "pass123")

    /// What the authentication server may answer with: the words the features use, what they mean (the step's
    /// glossary line ends with it) and the JSON body.
    static let bodies: [(name: String, meaning: String, body: String)] = [
        ("una sesión válida", "una sesión correcta.", #"{"token":"server-token","email":"user@example.com"}"#),
        ("JSON mal formado", "un JSON roto.", #"{"token":"server-tok"#),
        ("una sesión sin token", "una sesión sin token.", #"{"email":"user@example.com"}"#),
        ("una sesión con token vacío", "un token vacío.", #"{"token":"","email":"user@example.com"}"#),
        ("una sesión con email vacío", "un email vacío.", #"{"token":"server-token","email":""}"#),
        (
            "un token numérico",
            "un token que es un número, no un texto.",
            #"{"token":12345,"email":"user@example.com"}"#
        ),
        ("un cuerpo vacío", "sin cuerpo.", ""),
    ]

    static let library = Steps(AppWorld.self) {
        // MARK: Dado

        Given(
            "que el servidor de autenticación acepta las credenciales",
            description:
                "El servidor de autenticación acepta la cuenta de prueba: `user@example.com` con `pass123` (o la que el escenario haya dicho)."
        ) { world in
            world.server.answerLogin(world.account)
        }
        Given(
            "que el servidor de autenticación acepta el email {string} con la contraseña {string}",
            description: "El servidor de autenticación acepta esa cuenta y rechaza las demás."
        ) {
            (world, email: String, password: String) in
            world.statedAccount = .acceptOnly(email: email, password: password)
            world.server.answerLogin(world.account)
        }
        Given(
            "que el servidor de autenticación rechaza las credenciales",
            description: "El servidor de autenticación contesta 401: credenciales incorrectas."
        ) { world in
            world.server.answerLogin(.respond(status: 401, body: #"{"error":"invalid_credentials"}"#))
        }
        Given(
            "que el servidor de autenticación no es alcanzable",
            description: "No hay red para el inicio de sesión."
        ) { world in
            world.server.answerLogin(.noConnection)
        }
        for text in [
            "que el servidor de autenticación tarda en responder", "el servidor de autenticación tarda en responder",
        ] {
            Given(
                StepPattern(text),
                description:
                    "El servidor de autenticación retiene las peticiones hasta que otro paso le deje contestar."
            ) { world in
                world.server.holdRequests()
            }
        }
        for (name, meaning, body) in bodies {
            Given(
                StepPattern("que el servidor de autenticación responde {int} con \(name)"),
                description: "El servidor de autenticación contesta con ese código y \(meaning)"
            ) { (world, status: Int) in
                world.server.answerLogin(.respond(status: status, body: body))
            }
        }
        Given(
            "que la red falla con {string}",
            description:
                "La red falla así en toda petición: «sin conexión», «tiempo de espera agotado», «servidor no encontrado» o «conexión perdida»."
        ) {
            (world, failure: String) in
            let code = try NetworkFailures.code(named: failure)
            world.server.answerLogin(.transportFailure(code))
            world.server.answerProducts(.transportFailure(code))
        }
        Given(
            "el usuario inició sesión sin éxito con el email {string} y la contraseña {string}",
            description: "El usuario ya intentó entrar con esos datos y la app le mostró un error."
        ) {
            (world, email: String, password: String) in
            let login = try world.typeCredentials(email: email, password: password)
            try await world.submitLogin()
            try expect(
                login.errorMessage != nil,
                LocalizedText(
                    en: "the first attempt should have failed with a message",
                    es: "el primer intento debía haber fallado con un mensaje"))
        }

        // MARK: Cuando

        When(
            "el usuario abre la aplicación sin sesión", description: "El usuario abre la app sin sesión guardada."
        ) { world in
            world.sessionStore.clear()
            world.relaunch()
        }
        When(
            "el usuario inicia sesión con el email {string} y la contraseña {string}",
            description: "El usuario escribe ese email y esa contraseña y pulsa «Iniciar sesión»."
        ) {
            (world, email: String, password: String) in
            try world.typeCredentials(email: email, password: password)
            try await world.submitLogin()
        }
        When(
            "el usuario inicia sesión con un email que lleva pegado un carácter de control invisible",
            description: "El usuario pega un email con un carácter invisible dentro y pulsa «Iniciar sesión»."
        ) { world in
            try world.typeCredentials(email: "user\u{07}@example.com", password: "pass123")
            try await world.submitLogin()
        }
        When(
            "el usuario escribe el email {string} y la contraseña {string}",
            description: "El usuario escribe ese email y esa contraseña, sin pulsar el botón."
        ) {
            (world, email: String, password: String) in
            try world.typeCredentials(email: email, password: password)
        }
        When(
            "el usuario vuelve a intentarlo con la contraseña {string}",
            description: "El usuario cambia la contraseña y vuelve a pulsar «Iniciar sesión»."
        ) { (world, password: String) in
            let login = try world.login()
            login.password = password
            try await world.submitLogin()
        }
        When(
            "el servidor de autenticación acepta la petición pendiente",
            description: "El servidor de autenticación contesta ahora aceptando la petición que retenía."
        ) { world in
            try await answerHeldRequest(of: world, with: world.account)
        }
        When(
            "el servidor de autenticación rechaza la petición pendiente",
            description: "El servidor de autenticación contesta ahora con un 401 a la petición que retenía."
        ) { world in
            try await answerHeldRequest(of: world, with: .respond(status: 401, body: ""))
        }

        // MARK: Entonces

        Then(
            "ve la pantalla {string} con los campos {string} y {string} vacíos",
            description: "Login tiene ese título, esos dos campos con esas etiquetas, y los dos vacíos."
        ) {
            (world, title: String, emailLabel: String, passwordLabel: String) in
            let login = try world.login()
            try expect(
                login.title, equals: title, LocalizedText(en: "the screen's title", es: "el título de la pantalla"))
            try expect(
                login.emailLabel, equals: emailLabel,
                LocalizedText(en: "the email field's label", es: "la etiqueta del campo del email"))
            try expect(
                login.passwordLabel, equals: passwordLabel,
                LocalizedText(en: "the password field's label", es: "la etiqueta del campo de la contraseña"))
            try expect(
                login.email, equals: "",
                LocalizedText(en: "what the email field holds", es: "lo que contiene el campo del email"))
            try expect(
                login.password, equals: "",
                LocalizedText(en: "what the password field holds", es: "lo que contiene el campo de la contraseña"))
        }
        Then("no se indica ninguna petición en curso", description: "Login no muestra que esté esperando al servidor.")
        {
            world in
            try expect(
                try world.login().isLoading == false,
                LocalizedText(en: "Login shows a request in progress", es: "Login muestra una petición en curso"))
        }
        Then(
            "la petición llevaba el email {string} y la contraseña {string}",
            description: "La petición de inicio de sesión llevó exactamente ese email y esa contraseña."
        ) {
            (world, email: String, password: String) in
            let request = try expectValue(
                world.server.requests(to: "/auth/login").last?.request,
                LocalizedText(
                    en: "no login request reached the server",
                    es: "ninguna petición de inicio de sesión llegó al servidor"))
            // The contract's body, byte for byte: its two fields in this order, each exactly as typed.
            let expected = #"{"email":"# + jsonString(email) + #","password":"# + jsonString(password) + "}"
            try expect(
                String(decoding: request.body ?? Data(), as: UTF8.self), equals: expected,
                LocalizedText(en: "the body sent", es: "el cuerpo enviado"))
        }
        Then(
            "la petición de inicio de sesión fue un POST a {string} que envía y acepta JSON",
            description: "La petición fue un POST a esa ruta, que envía y acepta JSON."
        ) {
            (world, path: String) in
            let request = try expectValue(
                world.server.requests(to: "/auth/login").last?.request,
                LocalizedText(
                    en: "no login request reached the server",
                    es: "ninguna petición de inicio de sesión llegó al servidor"))
            try expect(
                request.method.rawValue, equals: "POST",
                LocalizedText(en: "the request's method", es: "el método de la petición"))
            try expect(
                request.url.absoluteString, equals: world.edge.baseURL.absoluteString + path,
                LocalizedText(en: "the address it went to", es: "la dirección a la que fue"))
            try expect(
                request.headers["Content-Type"], equals: "application/json",
                LocalizedText(en: "the request's Content-Type", es: "el Content-Type de la petición"))
            try expect(
                request.headers["Accept"], equals: "application/json",
                LocalizedText(en: "the request's Accept header", es: "la cabecera Accept de la petición"))
        }
        Then(
            "la sesión de {string} se entrega para continuar la navegación",
            description: "La app guarda la sesión de ese email, con el token que dio el servidor, y pasa al catálogo."
        ) { (world, email: String) in
            try expectSessionHandedOn(to: world, email: email)
        }
        Then("no se muestra ningún mensaje de error", description: "Login no muestra ningún mensaje de error.") {
            world in
            try expect(try world.usedLoginModel().errorMessage, equals: nil)
        }
        Then("la carga termina", description: "Login ya no muestra que esté esperando al servidor.") { world in
            await world.submission?.value
            try expect(
                try world.usedLoginModel().isLoading == false,
                LocalizedText(en: "Login still shows that it is loading", es: "Login sigue mostrando que carga"))
        }
        Then("ve el mensaje {string}", description: "Login muestra exactamente ese mensaje de error.") {
            (world, message: String) in
            await world.submission?.value
            try expect(try world.login().errorMessage, equals: message)
        }
        Then("no se entrega ninguna sesión", description: "No se guarda ninguna sesión y la app sigue en Login.") {
            world in
            try expect(
                world.sessionStore.session == nil, LocalizedText(en: "a session was stored", es: "se guardó una sesión")
            )
            try expectScreen(
                world.coordinator.route, equals: .login,
                LocalizedText(en: "the app left Login", es: "la app salió de Login"))
        }
        ScriptedServer.requestCountStep(
            server: "autenticación", path: "/auth/login",
            LocalizedText(en: "login requests sent", es: "peticiones de inicio de sesión enviadas"))
        Then(
            "mientras se procesa el nuevo intento no se muestra el error anterior",
            description: "Mientras espera al servidor, Login ya no muestra el error del intento anterior."
        ) { world in
            let login = try world.login()
            try expect(
                login.isLoading,
                LocalizedText(en: "the new attempt is not in progress", es: "el nuevo intento no está en curso"))
            try expect(
                login.errorMessage, equals: nil,
                LocalizedText(
                    en: "the previous error is still shown during the new attempt",
                    es: "el error anterior se sigue mostrando durante el nuevo intento"))
        }
        Then("se indica que la petición está en curso", description: "Login muestra que está esperando al servidor.") {
            world in
            try expect(
                try world.login().isLoading,
                LocalizedText(
                    en: "Login does not show that the request is in progress",
                    es: "Login no muestra que la petición esté en curso"))
        }
        Then(
            "pulsar de nuevo no envía otra petición",
            description: "Pulsar otra vez el botón mientras se espera no manda otra petición."
        ) {
            world in
            let sent = world.server.requests(to: "/auth/login").count
            try expect(
                sent, equals: 1,
                LocalizedText(
                    en: "login requests before pressing again",
                    es: "peticiones de inicio de sesión antes de pulsar de nuevo"))
            // The button is disabled; a second submission that reaches the model anyway must not send again.
            try await world.submitLoginAgain()
            try expect(
                world.server.requests(to: "/auth/login").count, equals: 1,
                LocalizedText(
                    en: "login requests after pressing again",
                    es: "peticiones de inicio de sesión después de pulsar de nuevo"))
        }
        Then("no puede enviar el formulario", description: "El botón «Iniciar sesión» está desactivado.") { world in
            try expect(
                try world.login().canSubmit == false,
                LocalizedText(en: "the form can be submitted", es: "el formulario se puede enviar"))
        }
        Then("puede enviar el formulario", description: "El botón «Iniciar sesión» está activado.") { world in
            try expect(
                try world.login().canSubmit,
                LocalizedText(en: "the form cannot be submitted", es: "el formulario no se puede enviar"))
        }
    }

    /// Answers the login request the server holds with `answer`, and waits for the submission to finish.
    @MainActor
    static func answerHeldRequest(
        of world: AppWorld, with answer: ScriptedServer.Answer, file: String = #filePath, line: Int = #line
    ) async throws {
        try expect(
            world.server.heldCount > 0,
            LocalizedText(
                en: "no request is waiting for the server", es: "ninguna petición está esperando al servidor"),
            file: file, line: line)
        world.server.answerLogin(answer)
        world.server.releaseHeldRequests()
        await world.submission?.value
    }

    /// `text` as a JSON string literal, quotes included, escaping only what JSON requires.
    static func jsonString(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case _ where scalar.value < 0x20: literal += String(format: "\\u%04x", scalar.value)
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// Checks that the app handed on the session the server issued for `email` (its token, not one made up
    /// from what the user typed) and moved on to the Catalog; says why when it did not.
    @MainActor
    static func expectSessionHandedOn(to world: AppWorld, email: String) throws {
        guard let session = world.sessionStore.session else {
            let shownMessage: String? = (try? world.usedLoginModel().errorMessage) ?? nil
            let message = shownMessage.map { "«\($0)»" }
            var failure = LocalizedText(
                en: "expected the session of \"\(email)\", got none; Login shows \(message ?? "no message")",
                es:
                    "se esperaba la sesión de \"\(email)\", pero no hay ninguna; Login muestra \(message ?? "ningún mensaje")"
            )
            for rejection in world.server.loginRejections {
                failure =
                    failure
                    + LocalizedText(
                        en: "\n  the server answered 401: \(rejection.en)",
                        es: "\n  el servidor contestó 401: \(rejection.es)")
            }
            if world.statedAccount == nil, !world.server.loginRejections.isEmpty,
                case .acceptOnly(let known, let password) = account
            {
                let step =
                    "«Dado que el servidor de autenticación acepta el email \"\(email)\" con la contraseña \"…\"»"
                failure =
                    failure
                    + LocalizedText(
                        en: "\n  this is the test server's doing: unless the scenario says otherwise it knows only "
                            + "«\(known)» with the password «\(password)»; to log in with another account, say so in "
                            + "the scenario: \(step)",
                        es: "\n  es cosa del servidor de prueba: si el escenario no dice otra cosa, solo conoce "
                            + "«\(known)» con la contraseña «\(password)»; para entrar con otra cuenta, dilo en el "
                            + "escenario: \(step)")
            }
            throw ExpectationFailure(failure)
        }
        try expect(
            session.email, equals: email,
            LocalizedText(
                en: "the email of the session handed to the app", es: "el email de la sesión entregada a la app"))
        try expect(
            session.token as String?, equals: world.server.issuedTokens.last,
            LocalizedText(
                en: "the token of the session handed to the app (the one the server issued)",
                es: "el token de la sesión entregada a la app (el que dio el servidor)"))
        try expectScreen(
            world.coordinator.route, equals: .catalog,
            LocalizedText(en: "after logging in the app moves on", es: "tras iniciar sesión la app sigue adelante"))
    }
}
