import Foundation
import SpecRunner

/// The ways the network can fail, by the words the features use for them.
enum NetworkFailures {
    /// Each failure's name in the features, and the error the device's network reports for it.
    static let byName: [String: URLError.Code] = [
        "sin conexión": .notConnectedToInternet,
        "tiempo de espera agotado": .timedOut,
        "servidor no encontrado": .cannotFindHost,
        "conexión perdida": .networkConnectionLost,
    ]

    /// The error for `name`, or a failure listing the names there are.
    static func code(named name: String) throws -> URLError.Code {
        guard let code = byName[name] else {
            let known = byName.keys.sorted().map { "«\($0)»" }.joined(separator: ", ")
            throw ExpectationFailure(
                LocalizedText(
                    en: "the features name no network failure «\(name)»; they can say \(known)",
                    es: "las características no conocen el fallo de red «\(name)»; pueden decir \(known)"))
        }
        return code
    }
}
