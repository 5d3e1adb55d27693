import Foundation
import Testing

@testable import SpecRunnerCore
@testable import SpecRunnerReports

/// The byte buffer reports are written into, and the file reading that feeds the parser: both copy bytes by
/// hand, so their edges (growth, chunk boundaries, empty input) are checked against the standard library.
@Suite struct ByteWriterTests {
    private static func written(_ write: (inout ByteWriter) -> Void) -> [UInt8] {
        var writer = ByteWriter(capacity: 1)
        write(&writer)
        return writer.withBytes { Array($0) }
    }

    @Test func textLiteralsNumbersAndRepeatsAppendInOrderWhileTheBufferGrows() {
        let long = String(repeating: "ñandú ", count: 500)
        let bytes = Self.written { writer in
            writer.append("short")
            writer.append(literal: " ✓ ")
            writer.append(long)
            writer.append(repeating: UInt8(ascii: "-"), count: 3)
            writer.append(repeating: UInt8(ascii: "x"), count: 0)
            for number in [0, 7, 10, 99, 100, 1_234_567, -42, Int.max, Int.min] {
                writer.append(decimal: number)
                writer.append(UInt8(ascii: ","))
            }
        }
        let numbers = "0,7,10,99,100,1234567,-42,\(Int.max),\(Int.min),"
        #expect(String(decoding: bytes, as: UTF8.self) == "short ✓ " + long + "---" + numbers)
    }

    @Test func anEmptyWriterHasNoBytes() {
        #expect(Self.written { $0.append("") }.isEmpty)
    }

    @Test(arguments: [0, 1, 65_535, 65_536, 65_537, 200_000])
    func aFileIsReadWhole(size: Int) throws {
        let path = NSTemporaryDirectory() + "spec-runner-read-" + UUID().uuidString
        let contents = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try contents.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }

        #expect(try FileSystem.read(path) == Array(contents))
    }
}
