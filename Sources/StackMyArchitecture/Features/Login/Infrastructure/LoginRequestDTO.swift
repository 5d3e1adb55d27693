/// The JSON body of `POST {base}/auth/login`: `{"email":"…","password":"…"}`.
struct LoginRequestDTO: Encodable {
    let email: String
    let password: String

    init(credentials: Credentials) {
        email = credentials.email.value
        password = credentials.password.value
    }
}
