import Testing

@testable import SpecRunnerCore
@testable import SpecRunnerReports

/// The spool that keeps a reordered run's report parts until their turn: each part comes back as it was put,
/// once, whatever the order and size of the parts.
@Suite struct ReportSpoolTests {
    @Test func partsPutOutOfOrderComeBackByKeyExactlyOnce() {
        let spool = ReportSpool()
        let parts: [Int: [UInt8]] = [
            2: Array("{\"c\": \"ñandú\"}".utf8),
            0: [],
            5: Array(repeating: UInt8(ascii: "x"), count: 300_000),
            1: Array(",\n      {".utf8),
        ]
        for key in [5, 2, 1, 0] { spool.put(parts[key]!, at: key) }
        #expect(spool.take(3) == nil, "a part never put")
        for key in [0, 1, 2, 5] {
            #expect(spool.take(key) == parts[key])
            #expect(spool.take(key) == nil, "taken once")
        }
    }
}
