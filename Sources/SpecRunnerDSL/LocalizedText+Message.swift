import SpecRunnerCatalog

extension LocalizedText {
    /// `message` in every language the runner speaks: a failure the runtime throws from inside step code.
    init(_ message: Message) {
        self.init(en: MessageCatalog.english.text(message), es: MessageCatalog.spanish.text(message))
    }
}
