import CucumberExpressions
import Testing

@testable import SpecRunnerCore

/// The step matcher remembers each text's binding: a text met again must get the very binding it got first,
/// and two texts that differ in their bytes must each get their own.
@Suite struct StepMatcherTests {
    private static func matcher(digest: @escaping (String) -> UInt64 = StepMatcher.digest) throws -> StepMatcher {
        let registry = ParameterTypeRegistry()
        return StepMatcher(
            expressions: [
                (0, try CucumberExpression("I order {string}", registry: registry)),
                (1, try CucumberExpression("I order {string} twice", registry: registry)),
            ],
            definitionIds: ["d0", "d1"],
            digest: digest
        )
    }

    @Test func aTextMetAgainGetsTheBindingItGotFirst() throws {
        let matcher = try Self.matcher()
        let first = matcher.binding("I order \"tea\"")
        let again = matcher.binding("I order \"tea\"")
        #expect(first.definitionIds == ["d0"])
        #expect(again.definitionIds == first.definitionIds)
        #expect(again.argumentLists == first.argumentLists)
        #expect(matcher.binding("I order \"tea\" twice").definitionIds == ["d1"])
    }

    @Test func aTextKeptAtPlanningIsFoundByItsSlotWithTheBindingItsTextGets() throws {
        let matcher = try Self.matcher()
        let slot = try #require(matcher.slot(of: "I order \"tea\""))
        #expect(matcher.slot(of: "I order \"tea\"") == slot)
        #expect(matcher.slot(of: "I order \"tea\" twice") != slot)
        #expect(matcher.binding(at: slot).definitionIds == ["d0"])
        #expect(matcher.binding(at: slot).argumentLists == matcher.binding("I order \"tea\"").argumentLists)
    }

    @Test func aTextSharingAnotherTextsDigestIsNotKeptButStillBound() throws {
        let matcher = try Self.matcher(digest: { _ in 42 })  // every text collides
        #expect(matcher.slot(of: "I order \"tea\"") != nil)
        #expect(matcher.slot(of: "I order \"tea\" twice") == nil)
        #expect(matcher.binding("I order \"tea\" twice").definitionIds == ["d1"])
    }

    @Test func canonicallyEquivalentTextsAreBoundEachWithItsOwnBytes() throws {
        let matcher = try Self.matcher()
        let precomposed = "I order \"caf\u{E9}\""
        let decomposed = "I order \"cafe\u{301}\""
        #expect(precomposed == decomposed)  // equal as Swift strings, different as bytes

        let first = matcher.binding(precomposed).argumentLists.first?.stepMatchArguments.first?.group.value
        let second = matcher.binding(decomposed).argumentLists.first?.stepMatchArguments.first?.group.value
        #expect(first.map { Array($0.utf8) } == Array("\"caf\u{E9}\"".utf8))
        #expect(second.map { Array($0.utf8) } == Array("\"cafe\u{301}\"".utf8))
    }

    @Test func textsSharingADigestAreEachBoundToTheirOwnMatches() throws {
        let matcher = try Self.matcher(digest: { _ in 42 })  // every text collides
        let once = "I order \"tea\""
        let twice = "I order \"tea\" twice"
        for _ in 0..<2 {
            #expect(matcher.binding(once).definitionIds == ["d0"])
            #expect(matcher.binding(twice).definitionIds == ["d1"])
            #expect(matcher.binding("I order nothing").definitionIds.isEmpty)
        }
    }
}
