import CucumberExpressions
import Foundation
import Testing

@Suite struct BigNumberTests {
    @Test(arguments: [
        ("0", "0"), ("-0", "0"), ("+007", "7"), ("-12345678901234567890123", "-12345678901234567890123"),
    ])
    func bigIntegersKeepEveryDigit(text: String, description: String) throws {
        #expect(try #require(BigInteger(text)).description == description)
    }

    @Test func bigIntegersOrderNumerically() throws {
        let values = try ["10", "-3", "9", "-20", "100000000000000000000"].map { try #require(BigInteger($0)) }
        #expect(values.sorted().map(\.description) == ["-20", "-3", "9", "10", "100000000000000000000"])
        #expect(BigInteger(12).intValue == 12)
        #expect(BigInteger("99999999999999999999")?.intValue == nil)
        #expect(BigInteger("1.5") == nil)
    }

    @Test(arguments: [
        ("1.50", "1.5"), ("-0.001", "-0.001"), ("1.5E+3", "1500"), (".25", "0.25"), ("120", "120"),
        ("0.000", "0"), ("12E-4", "0.0012"),
    ])
    func bigDecimalsNormalise(text: String, description: String) throws {
        #expect(try #require(BigDecimal(text)).description == description)
    }

    @Test func bigDecimalsCompareNumericallyAndConvert() throws {
        let values = try ["2.5", "-1", "2.49", "10", "-1.5"].map { try #require(BigDecimal($0)) }
        #expect(values.sorted().map(\.description) == ["-1.5", "-1", "2.49", "2.5", "10"])
        #expect(BigDecimal("1.50") == BigDecimal("1.5"))
        #expect(BigDecimal("2.25")?.doubleValue == 2.25)
        #expect(BigDecimal("2.25")?.decimalValue == Decimal(string: "2.25"))
        #expect(BigDecimal("1.2.3") == nil)
        #expect(BigDecimal(".") == nil)
        #expect(BigDecimal("1E10000")?.description.count == 10_001)
        #expect(BigDecimal("1E-9223372036854775808") == nil)
    }
}
