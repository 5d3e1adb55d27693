import Foundation
import Testing

@testable import Gherkin

/// The Cucumber Messages JSON of every value, as `JSONEncoder` with sorted keys writes it.
@Suite struct MessagesEncodingTests {
    private func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func locationsLeaveOutAMissingColumn() throws {
        #expect(try json(Location(line: 3, column: 5)) == #"{"column":5,"line":3}"#)
        #expect(try json(Location(line: 7, column: nil)) == #"{"line":7}"#)
    }

    @Test func aDocumentEncodesAsTheOfficialAst() throws {
        let document = try parse("Feature: F\n  Scenario: S\n    Given x\n", uri: "a/b.feature")
        #expect(
            try json(document) == #"{"comments":[],"feature":{"children":[{"scenario":{"description":"","examples":[],"#
                + #""id":"1","keyword":"Scenario","location":{"column":3,"line":2},"name":"S","steps":[{"id":"0","#
                + #""keyword":"Given ","keywordType":"Context","location":{"column":5,"line":3},"text":"x"}],"tags":[]}}],"#
                + #""description":"","keyword":"Feature","language":"en","location":{"column":1,"line":1},"name":"F","#
                + #""tags":[]},"uri":"a/b.feature"}"#)
    }

    @Test func childrenEncodeUnderTheirKind() throws {
        let location = Location(line: 1, column: 1)
        let background = Background(
            location: location, keyword: "Background", name: "", description: "", steps: [], id: "1")
        #expect(try json(Feature.Child.background(background)).hasPrefix(#"{"background":{"#))
        let rule = Rule(
            location: location, tags: [], keyword: "Rule", name: "R", description: "",
            children: [.background(background)], id: "2")
        #expect(try json(Feature.Child.rule(rule)).hasPrefix(#"{"rule":{"children":[{"background":"#))
    }

    @Test func docStringsLeaveOutAMissingMediaType() throws {
        let docString = DocString(
            location: Location(line: 1, column: 1), mediaType: nil, content: "c", delimiter: "\"\"\"")
        #expect(try json(docString) == #"{"content":"c","delimiter":"\"\"\"","location":{"column":1,"line":1}}"#)
    }

    @Test func pickleTablesEncodeRowsOfCells() throws {
        #expect(
            try json(PickleTable(rows: [["a", "b"], ["c", "d"]]))
                == #"{"rows":[{"cells":[{"value":"a"},{"value":"b"}]},{"cells":[{"value":"c"},{"value":"d"}]}]}"#)
    }

    @Test func pickleStepArgumentsEncodeEachArgumentUnderItsName() throws {
        let both = PickleStepArgument.docStringAndDataTable(
            PickleDocString(mediaType: "json", content: "{}", argumentIndex: 2),
            PickleTable(rows: [["x"]], argumentIndex: 1))
        #expect(
            try json(both)
                == #"{"dataTable":{"argumentIndex":1,"rows":[{"cells":[{"value":"x"}]}]},"docString":{"argumentIndex":2,"content":"{}","mediaType":"json"}}"#
        )
        #expect(
            try json(PickleStepArgument.docString(PickleDocString(mediaType: nil, content: "c")))
                == #"{"docString":{"content":"c"}}"#)
    }

    @Test func picklesEncodeAsTheOfficialMessages() throws {
        // AST ids: the step 0, the scenario 1, the feature's tag 2 (last); then the pickle step 3 and the pickle 4.
        let pickle = try #require(try pickles("@t\nFeature: F\n  Scenario: S\n    Given x\n").first)
        #expect(
            try json(pickle) == #"{"astNodeIds":["1"],"id":"4","language":"en","location":{"column":3,"line":3},"#
                + #""name":"S","steps":[{"astNodeIds":["0"],"id":"3","text":"x","type":"Context"}],"#
                + #""tags":[{"astNodeId":"2","name":"@t"}],"uri":"test.feature"}"#)
    }

    @Test func picklesLeaveOutWhatTheyLackAndKeepEveryId() throws {
        let step = PickleStep(id: "3", text: "x", type: nil, argument: nil, astNodeIds: ["0", "5"])
        let pickle = Pickle(
            id: "4", uri: "u", location: nil, name: "S", language: "en", steps: [step], tags: [], astNodeIds: [])
        #expect(
            try json(pickle) == #"{"astNodeIds":[],"id":"4","language":"en","name":"S","#
                + #""steps":[{"astNodeIds":["0","5"],"id":"3","text":"x"}],"tags":[],"uri":"u"}"#)
    }

    @Test func astNodeIdsOfAnyCountRoundTrip() throws {
        for ids in [[], ["1"], ["1", "2"], ["1", "2", "3"]] {
            var step = PickleStep(id: "s", text: "t", type: .unknown, argument: nil, astNodeIds: ids)
            #expect(step.astNodeIds == ids)
            #expect(step == PickleStep(id: "s", text: "t", type: .unknown, argument: nil, astNodeIds: ids))
            let quoted = ids.map { "\"\($0)\"" }.joined(separator: ",")
            #expect(try json(step).contains(#""astNodeIds":["# + quoted + "]"))
            step.astNodeIds = ["9"]
            #expect(step.astNodeIds == ["9"])
            #expect(step != PickleStep(id: "s", text: "t", type: .unknown, argument: nil, astNodeIds: ids))
        }
    }

    @Test func parseErrorsEncodeWithTheirSource() throws {
        let error = try #require(errors("oops\n", uri: "bad.feature").first)
        #expect(
            try json(error)
                == #"{"message":"(1:1): expected: #EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty, got 'oops'","#
                + #""source":{"location":{"column":1,"line":1},"uri":"bad.feature"}}"#)
    }

    @Test func sourcesEncodeTheirMediaType() throws {
        #expect(
            try json(Source(uri: "a.feature.md", data: "x", mediaType: Source.MediaType(path: "a.feature.md")))
                == #"{"data":"x","mediaType":"text/x.cucumber.gherkin+markdown","uri":"a.feature.md"}"#)
        #expect(Source.MediaType(path: "a.feature") == .gherkinPlain)
        #expect(Source.MediaType(path: "md") == .gherkinPlain)
    }

    @Test func aMarkdownFeatureWithoutAHeadingHasNoKeywordInJson() throws {
        let document = try parse("Just a title\n", uri: "x.feature.md")
        #expect(try !json(document).contains("keyword"))
    }
}
