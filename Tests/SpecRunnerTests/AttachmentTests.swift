import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

@MainActor
@Suite struct AttachmentTests {
    static func messages(_ feature: String, _ steps: Steps) async throws -> MessageStream {
        let harness = try RunnerHarness(files: ["attachments.feature": feature])
        let run = await harness.run([steps]) { $0.formats = [FormatRequest(name: "message")] }
        return try MessageStream(run.output)
    }

    @Test func textIsAttachedAsIsAndBytesAsStandardBase64() async throws {
        let steps = Steps(Counter.self) {
            Given("text and bytes are attached") { _ in
                attach("hello", mediaType: "application/octet-stream")
                attach(Data([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), mediaType: "text/plain", fileName: "bytes.bin")
                log("a line")
                link("https://cucumber.io")
            }
        }
        let stream = try await Self.messages(
            "Feature: f\n  Scenario: s\n    Given text and bytes are attached\n", steps)

        let attachments = stream.all("attachment")
        #expect(
            attachments.map { $0["body"] as? String } == ["hello", "AAECAwQFBgcICQ==", "a line", "https://cucumber.io"])
        #expect(attachments.map { $0["contentEncoding"] as? String } == ["IDENTITY", "BASE64", "IDENTITY", "IDENTITY"])
        #expect(
            attachments.map { $0["mediaType"] as? String } == [
                "application/octet-stream", "text/plain", "text/x.cucumber.log+plain", "text/uri-list",
            ]
        )
        #expect(attachments[1]["fileName"] as? String == "bytes.bin")
    }

    @Test func aFileIsAttachedBase64EncodedUnderTheGivenName() async throws {
        let bytes = Data((0..<300).map { UInt8($0 % 256) })
        let path = NSTemporaryDirectory() + "attachment-" + UUID().uuidString
        try bytes.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let steps = Steps(Counter.self) {
            Given("a file is attached") { _ in
                try attach(contentsOfFile: path, mediaType: "application/pdf", fileName: "renamed.pdf")
            }
        }
        let stream = try await Self.messages("Feature: f\n  Scenario: s\n    Given a file is attached\n", steps)

        let attachment = try #require(stream.all("attachment").first)
        #expect(attachment["body"] as? String == bytes.base64EncodedString())
        #expect(attachment["contentEncoding"] as? String == "BASE64")
        #expect(attachment["fileName"] as? String == "renamed.pdf")
    }

    @Test func attachmentsComeBeforeTheirStepFinishesEvenWhenItFails() async throws {
        let steps = Steps(Counter.self) {
            Given("something is attached before a failure") { _ in
                attach("evidence", mediaType: "text/plain")
                throw ExpectationFailure("whoops")
            }
        }
        let stream = try await Self.messages(
            "Feature: f\n  Scenario: s\n    Given something is attached before a failure\n",
            steps
        )

        let types = stream.types
        let attachment = try #require(types.firstIndex(of: "attachment"))
        #expect(types[attachment - 1] == "testStepStarted" && types[attachment + 1] == "testStepFinished")
        #expect(stream.stepStatuses == ["FAILED"])
        let body = try #require(stream.all("attachment").first)
        let finished = try #require(stream.all("testStepFinished").first)
        #expect(body["testCaseStartedId"] as? String == finished["testCaseStartedId"] as? String)
        #expect(body["testStepId"] as? String == finished["testStepId"] as? String)
    }

    @Test func aScenarioHookAttachesToItsOwnTestStep() async throws {
        let steps = Steps(Counter.self) {
            Before { _ in attach("from Before", mediaType: "text/plain") }
            Given("a step") { _ in }
            After { _ in attach("from After", mediaType: "text/plain") }
        }
        let stream = try await Self.messages("Feature: f\n  Scenario: s\n    Given a step\n", steps)

        let testSteps = try #require(stream.all("testCase").first?["testSteps"] as? [[String: Any]])
        let attachments = stream.all("attachment")
        #expect(attachments.map { $0["body"] as? String } == ["from Before", "from After"])
        #expect(
            attachments.map { $0["testStepId"] as? String }
                == [testSteps[0]["id"], testSteps[2]["id"]].map { $0 as? String })
        #expect(attachments.allSatisfy { $0["testCaseStartedId"] != nil && $0["testRunHookStartedId"] == nil })
    }

    @Test func prettyShowsEachAttachmentUnderTheStepThatMadeItWhenBeforeHooksRun() async throws {
        let steps = Steps(Counter.self) {
            Before { _ in }
            Given("a first step") { _ in attach("from the first step", mediaType: "text/plain") }
            Given("a second step") { _ in attach("from the second step", mediaType: "text/plain") }
        }
        let harness = try RunnerHarness(files: [
            "attachments.feature": "Feature: f\n  Scenario: s\n    Given a first step\n    And a second step\n"
        ])
        let run = await harness.run([steps])

        let lines = run.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let first = try #require(lines.firstIndex { $0.hasSuffix("Given a first step") })
        let second = try #require(lines.firstIndex { $0.hasSuffix("And a second step") })
        #expect(lines[first + 1] == "from the first step")
        #expect(lines[second + 1] == "from the second step")
    }

    @Test func aRunHookAttachesToItsExecutionOnly() async throws {
        let steps = Steps(Counter.self) {
            BeforeAll { attach("from BeforeAll", mediaType: "text/plain") }
            Given("a step") { _ in }
            AfterAll { attach("from AfterAll", mediaType: "text/plain") }
        }
        let stream = try await Self.messages("Feature: f\n  Scenario: s\n    Given a step\n", steps)

        let attachments = stream.all("attachment")
        let executions = stream.all("testRunHookStarted").compactMap { $0["id"] as? String }
        #expect(attachments.map { $0["body"] as? String } == ["from BeforeAll", "from AfterAll"])
        #expect(attachments.compactMap { $0["testRunHookStartedId"] as? String } == executions)
        #expect(attachments.allSatisfy { $0["testCaseStartedId"] == nil && $0["testStepId"] == nil })
    }
}
