import StackMyArchitecture
import Testing

struct PasswordTests {
    @Test func rejectsAnEmptyPassword() {
        #expect(throws: ValidationError.empty) { try Password("") }
    }

    @Test(arguments: ["pass123", " ", "  leading and trailing spaces  ", "ñ"])
    func acceptsAnyNonEmptyTextUnchanged(_ text: String) throws {
        #expect(try Password(text).value == text)
    }
}
