import Testing

@testable import CucumberMessages

/// Numbers written as ASCII digits, in place, the same as Swift's own text for them.
struct DecimalDigitsTests {
    @Test(arguments: [0, 7, -7, 10, 1_764_158_400, 999_999_999, -1, Int64.max, Int64.min])
    func appendedDigitsReadAsSwiftWritesTheNumber(value: Int64) {
        var bytes = Array("x ".utf8)
        DecimalDigits.append(value, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x \(value)")
        let written = DecimalDigits.withDigits(of: value) { String(decoding: $0, as: UTF8.self) }
        #expect(written == String(value))
    }
}
