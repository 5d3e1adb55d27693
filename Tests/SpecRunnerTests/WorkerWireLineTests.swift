import CucumberMessages
import Foundation
import Testing

@testable import SpecRunnerCore
@testable import SpecRunnerWorkers

/// The worker pipe's compact lines carry the per-step messages exactly, and leave the rest to JSON.
struct WorkerWireLineTests {
    static let time = Timestamp(seconds: 1_700_000_000, nanos: 123_456_789)

    /// Envelopes compare by their JSON (they are not `Equatable`).
    private func json(_ envelope: Envelope?) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return envelope.flatMap { try? encoder.encode($0) }.map { String(decoding: $0, as: UTF8.self) }
    }

    /// What a parent makes of `line` (without its line feed), after the worker's version line.
    private func decode(_ line: [UInt8]) -> Envelope? {
        var reader = WorkerWire.LineReader()
        let hello = Array(WorkerWire.hello.dropLast())
        #expect((try? hello.withUnsafeBufferPointer { try reader.decode($0) }) == nil, "the version line is no message")
        return try? line.withUnsafeBufferPointer { try reader.decode($0) }
    }

    @Test(arguments: [
        Envelope.testCaseStarted(
            TestCaseStarted(id: "w1-7", testCaseId: "42", attempt: 1, timestamp: time, workerId: "worker-1")),
        .testCaseStarted(TestCaseStarted(id: "7", testCaseId: "42", attempt: 0, timestamp: time, workerId: nil)),
        .testStepStarted(TestStepStarted(testCaseStartedId: "7", testStepId: "43", timestamp: time)),
        .testStepFinished(
            TestStepFinished(
                testCaseStartedId: "7", testStepId: "43",
                testStepResult: TestStepResult(status: .undefined, duration: Duration(seconds: 2, nanos: 5)),
                timestamp: time)),
        .testCaseFinished(TestCaseFinished(testCaseStartedId: "7", timestamp: time, willBeRetried: true)),
        .testCaseFinished(
            TestCaseFinished(
                testCaseStartedId: "é-7", timestamp: Timestamp(seconds: -86_400, nanos: 0), willBeRetried: false)),
    ])
    func theMessagesEveryStepSendsTravelCompactlyAndComeBackEqual(envelope: Envelope) throws {
        let line = try #require(WorkerWire.CompactLine.encode(envelope))
        #expect(line.first.map { (UInt8(ascii: "1")...UInt8(ascii: "4")).contains($0) } == true)
        #expect(WorkerWire.encode(envelope) == line + [0x0A])
        #expect(json(decode(line)) == json(envelope))
    }

    @Test func aResultWithAMessageOrAnIdWithATabGoesAsJSON() throws {
        let failed = Envelope.testStepFinished(
            TestStepFinished(
                testCaseStartedId: "7", testStepId: "43",
                testStepResult: TestStepResult(status: .failed, message: "expected 1\tgot 2"), timestamp: Self.time))
        #expect(WorkerWire.CompactLine.encode(failed) == nil)
        let line = WorkerWire.encode(failed)
        #expect(line.first == UInt8(ascii: "{"))
        #expect(line.last == 0x0A)
        #expect(json(decode(Array(line.dropLast()))) == json(failed))

        let odd = Envelope.testStepStarted(
            TestStepStarted(testCaseStartedId: "a\tb", testStepId: "1", timestamp: Self.time))
        #expect(WorkerWire.CompactLine.encode(odd) == nil)
    }

    @Test(arguments: [
        "", "9\tx", "2\tonly-two", "3\t7\t43\tNOT_A_STATUS\t0\t0\t1\t1", "1\t7\t42\tone\t1\t1",
        "2\t7\t43\t1x\t5", "2\t7\t43\t-\t5", "2\t7\t43\t\t5", "2\t7\t43\t99999999999999999999\t5",
        "2\t7\t43\t1\t3000000000", "2\t7\t43\t+1\t5", "22\t7\t43\t1\t5", "2\t7\t43\t1\t5\t6",
    ])
    func aMalformedCompactLineIsNoMessage(line: String) {
        #expect(decode(Array(line.utf8)) == nil)
    }
}
