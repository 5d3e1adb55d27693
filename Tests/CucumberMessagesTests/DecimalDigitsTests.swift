import Testing

@testable import CucumberMessages

/// Numbers written as ASCII digits, in place, the same as Swift's own text for them.
struct DecimalDigitsTests {
    @Test(arguments: [0, 7, -7, 10, 1_764_158_400, 999_999_999, -1, Int64.max, Int64.min])
    func appendedDigitsReadAsSwiftWritesTheNumber(value: Int64) {
        var bytes = Array("x ".utf8)
        DecimalDigits.append(value, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x \(value)")
        var written = [UInt8](repeating: 0, count: DecimalDigits.width(of: value))
        written.withUnsafeMutableBufferPointer { DecimalDigits.write(value, width: $0.count, to: $0.baseAddress!) }
        #expect(String(decoding: written, as: UTF8.self) == String(value))
    }
}
