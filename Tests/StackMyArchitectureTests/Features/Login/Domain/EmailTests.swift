import StackMyArchitecture
import Testing

struct EmailTests {
    @Test(arguments: ["user@example.com", "first.last+tag@mail.example.co.uk", "A@B.ES"])
    func acceptsAnAddressWithOneAtAndADottedDomain(_ text: String) throws {
        #expect(try Email(text).value == text)
    }

    @Test(arguments: [
        "", "invalid", "user.example.com", "@example.com", "user@", "user@example", "user@.com", "user@example.",
        "user@example..com", "user@@example.com", "a@b@example.com",
    ])
    func rejectsTextThatIsNotShapedLikeAnAddress(_ text: String) {
        #expect(throws: ValidationError.invalidFormat) { try Email(text) }
    }

    @Test(arguments: [
        " user@example.com", "user@example.com ", "us er@example.com", "user@example.com\n", "user\t@example.com",
    ])
    func rejectsWhitespaceInsteadOfTrimmingItSilently(_ text: String) {
        #expect(throws: ValidationError.invalidFormat) { try Email(text) }
    }

    /// A control character that is not white space (BEL, DEL, a C1 control) is rejected too: a feature file
    /// cannot hold one a product owner could read, so this rule is checked here (docs/traceability.md, L17).
    @Test(arguments: ["user\u{07}@example.com", "user@exam\u{7F}ple.com", "user@example.com\u{85}"])
    func rejectsControlCharacters(_ text: String) {
        #expect(throws: ValidationError.invalidFormat) { try Email(text) }
    }

    @Test func keepsTheAddressExactlyAsTyped() throws {
        #expect(try Email("User@Example.COM").value == "User@Example.COM")
    }
}
