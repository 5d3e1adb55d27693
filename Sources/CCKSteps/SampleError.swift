/// The error the samples' step definitions and hooks throw, with the kit's exact message texts.
struct SampleError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    /// The failure of Node's `assert.strictEqual` for two numbers, whose text the kit's expected stream holds.
    static func strictEqual(_ actual: Int, _ expected: Int) throws {
        guard actual != expected else { return }
        throw SampleError("Expected values to be strictly equal:\n\n\(actual) !== \(expected)\n")
    }
}
