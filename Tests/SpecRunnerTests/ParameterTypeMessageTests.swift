import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

@MainActor
@Suite struct ParameterTypeMessageTests {
    struct Flight: Sendable, Equatable {
        let from: String
        let to: String
    }

    @Test func aCustomParameterTypeIsAnnouncedAndItsGroupsAreReported() async throws {
        let steps = Steps(Counter.self) {
            DefineParameterType(name: "flight", regexp: "([A-Z]{3})-([A-Z]{3})") { groups in
                Flight(from: groups[0] ?? "", to: groups[1] ?? "")
            }
            Given("{flight} has been delayed") { (_, flight: Flight) in
                try expect(flight, equals: Flight(from: "LHR", to: "CDG"))
            }
        }
        let harness = try RunnerHarness(files: [
            "a.feature": "Feature: f\n  Scenario: s\n    Given LHR-CDG has been delayed\n"
        ])
        let run = await harness.run([steps]) { $0.formats = [FormatRequest(name: "message")] }
        let stream = try MessageStream(run.output)

        let type = try #require(stream.all("parameterType").first)
        #expect(type["name"] as? String == "flight")
        #expect(type["regularExpressions"] as? [String] == ["([A-Z]{3})-([A-Z]{3})"])
        #expect(type["useForSnippets"] as? Bool == true)
        #expect(type["preferForRegularExpressionMatch"] as? Bool == false)
        #expect(stream.types.firstIndex(of: "parameterType")! < stream.types.firstIndex(of: "stepDefinition")!)
        let testStep = try #require((stream.all("testCase").first?["testSteps"] as? [[String: Any]])?.first)
        let lists = try #require(testStep["stepMatchArgumentsLists"] as? [[String: Any]])
        let argument = try #require((lists.first?["stepMatchArguments"] as? [[String: Any]])?.first)
        #expect(argument["parameterTypeName"] as? String == "flight")
        let group = try #require(argument["group"] as? [String: Any])
        #expect(group["value"] as? String == "LHR-CDG")
        #expect((group["children"] as? [[String: Any]])?.map { $0["value"] as? String } == ["LHR", "CDG"])
        #expect(stream.stepStatuses == ["PASSED"])
    }

    @Test func anExpressionWithAnUnknownParameterTypeIsAnnouncedAndItsStepsAreUndefined() async throws {
        let steps = Steps(Counter.self) {
            Given("{airport} is closed because of a strike") { (_, _: String) in }
        }
        let harness = try RunnerHarness(files: [
            "a.feature": "Feature: f\n  Scenario: s\n    Given LHR is closed because of a strike\n"
        ])
        let run = await harness.run([steps]) { $0.formats = [FormatRequest(name: "message")] }
        let stream = try MessageStream(run.output)

        #expect(stream.all("stepDefinition").isEmpty)
        let undefined = try #require(stream.all("undefinedParameterType").first)
        #expect(undefined["name"] as? String == "airport")
        #expect(undefined["expression"] as? String == "{airport} is closed because of a strike")
        let testStep = try #require((stream.all("testCase").first?["testSteps"] as? [[String: Any]])?.first)
        #expect((testStep["stepDefinitionIds"] as? [Any])?.isEmpty == true)
        #expect(stream.stepStatuses == ["UNDEFINED"])
        #expect(stream.all("suggestion").count == 1)
        #expect(run.errors.contains("undefined parameter type {airport}"))
        #expect(run.status == 1)
    }
}
