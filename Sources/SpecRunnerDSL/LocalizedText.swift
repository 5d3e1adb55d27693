/// A step library's own text in every language the runner speaks, worded in the run's output language when a
/// failure is reported.
///
/// ```swift
/// throw ExpectationFailure(
///     LocalizedText(en: "the app has no screen titled «\(title)»", es: "la app no tiene una pantalla «\(title)»"))
/// try expect(count == 2, LocalizedText(en: "expected two products", es: "se esperaban dos productos"))
/// ```
///
/// The run's language is chosen by `--lang`, the profile's `lang` or the environment (ADR 0011); a language
/// without its own text here reads the English one.
public struct LocalizedText: Sendable, Equatable, CustomStringConvertible {
    /// The English text, also what a language without its own text reads.
    public let en: String
    /// The Spanish text.
    public let es: String

    /// Creates the text from its English and Spanish wordings.
    public init(en: String, es: String) {
        self.en = en
        self.es = es
    }

    /// A text that reads the same in every language, such as a step library's English-only message.
    init(same text: String) {
        self.init(en: text, es: text)
    }

    /// The text in the language of `code` (`es`, `es_ES.UTF-8`); English for a language it has no text in.
    public func text(in code: String) -> String {
        code.prefix { $0.isLetter }.lowercased() == "es" ? es : en
    }

    /// The English text.
    public var description: String { en }

    /// The two texts one after the other, each in its language.
    public static func + (first: LocalizedText, second: LocalizedText) -> LocalizedText {
        LocalizedText(en: first.en + second.en, es: first.es + second.es)
    }
}
