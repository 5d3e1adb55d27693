/// An error thrown by user code, as messages report it.
public struct ExceptionMessage: Codable, Sendable, Equatable {
    /// The error's type name.
    public var type: String
    /// The error's message.
    public var message: String?
    /// Where it was thrown: the step's feature location, then the definition's.
    public var stackTrace: String?

    package init(type: String, message: String? = nil, stackTrace: String? = nil) {
        self.type = type
        self.message = message
        self.stackTrace = stackTrace
    }
}
