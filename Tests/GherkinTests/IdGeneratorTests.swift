import Testing

@testable import Gherkin

@Suite struct IdGeneratorTests {
    @Test func incrementingIdsCountFromZero() {
        let ids = IncrementingIdGenerator()
        #expect((0..<12).map { _ in ids.newId() } == (0..<12).map(String.init))
    }

    @Test func incrementingIdsMayStartElsewhere() {
        let ids = IncrementingIdGenerator(start: 1_234_567)
        #expect(ids.newId() == "1234567")
        #expect(ids.newId() == "1234568")
    }

    @Test func incrementingIdsCarryAcrossPowersOfTen() {
        let ids = IncrementingIdGenerator(start: 8)
        #expect((0..<1_200).map { _ in ids.newId() } == (8..<1_208).map(String.init))
        let large = IncrementingIdGenerator(start: 9_999_999_999_999_999)
        #expect([large.newId(), large.newId()] == ["9999999999999999", "10000000000000000"])
    }

    /// Regression: the carry ran on into the bytes before the first digit, which are whatever the buffer held
    /// before (here a freed generator's nines), and turned 9 into 10000000000000000000 instead of 10.
    @Test func incrementingIdsCarryOnlyThroughTheirOwnDigits() {
        for _ in 0..<50 {
            // A freed buffer of nines, of the size the generator's own buffer is: the allocator hands it out again.
            let nines = UnsafeMutablePointer<UInt8>.allocate(capacity: 20)
            nines.initialize(repeating: UInt8(ascii: "9"), count: 20)
            nines.deallocate()
            let ids = IncrementingIdGenerator()
            #expect((0..<120).map { _ in ids.newId() } == (0..<120).map(String.init))
        }
    }

    @Test func incrementingIdsMayStartBelowZero() {
        let ids = IncrementingIdGenerator(start: -2)
        #expect((0..<4).map { _ in ids.newId() } == ["-2", "-1", "0", "1"])
    }

    @Test func uuidsAreRandomVersionFourInLowercase() {
        let ids = UUIDIdGenerator()
        let generated = (0..<200).map { _ in ids.newId() }
        #expect(Set(generated).count == 200)
        for id in generated {
            let characters = Array(id)
            #expect(characters.count == 36)
            #expect([8, 13, 18, 23].allSatisfy { characters[$0] == "-" })
            #expect(characters[14] == "4")
            #expect("89ab".contains(characters[19]))
            #expect(id.allSatisfy { "0123456789abcdef-".contains($0) })
        }
    }

    @Test func astIdsAndPickleIdsComeFromTheSameGenerator() throws {
        let ids = IncrementingIdGenerator()
        let document = try GherkinParser().parse("Feature: F\n  Scenario: S\n    Given x\n", uri: "a.feature", ids: ids)
        let result = PickleCompiler().compile(document, uri: "a.feature", ids: ids)
        #expect(result[0].steps[0].id == "2")
        #expect(result[0].id == "3")
        #expect(ids.newId() == "4")
    }
}
