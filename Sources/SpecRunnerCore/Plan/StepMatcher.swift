import CucumberExpressions
import CucumberMessages
import Foundation

/// Matches step text against every step definition of one dialect, keeping the answer per text.
///
/// Every definition is tried, so that a step matching two definitions is reported ambiguous rather than
/// silently bound to the first; keeping the bindings makes the repeated steps of a large suite cost one lookup.
package final class StepMatcher {
    /// One definition that matches a step, with the arguments it extracted.
    package struct Match {
        /// The definition's index in `SupportCode.definitions`.
        package let definition: Int
        package let arguments: [Argument]
    }

    /// What a step text binds to, worked out once per distinct text: the matches, and their message parts.
    struct Binding {
        let matches: [Match]
        let definitionIds: [String]
        let argumentLists: [StepMatchArgumentsList]
    }

    private let definitions: [Int]
    private let definitionIds: [String]
    private let index: StepExpressionIndex
    /// Every binding worked out, by slot, with its text; and each slot by the FNV-1a digest of its text's bytes.
    ///
    /// A digest shared by two texts is told apart by the text: the second is then matched every time, not kept. The
    /// plan keeps its steps' slots, so that a test case finds its steps' bindings without their texts.
    ///
    /// Keyed by an integer rather than by the text: hashing and comparing strings as dictionary keys makes a dry run
    /// measurably slower (docs/performance.md, «Choices measured against the 5% rule»).
    private var kept = Kept()
    private struct Kept {
        var slots: [UInt64: Int32] = [:]
        var entries: [(text: String, binding: Binding)] = []
    }
    /// How many bindings it keeps: a suite with more distinct texts (varied examples rows) matches the others each
    /// time they run, and stays small.
    private static let capacity = 1 << 13

    /// The key of a text: its FNV-1a digest, unless a test gives another.
    private let digest: (String) -> UInt64

    init(
        expressions: [(Int, any StepExpression)], definitionIds: [String],
        digest: @escaping (String) -> UInt64 = StepMatcher.digest
    ) {
        self.digest = digest
        definitions = expressions.map(\.0)
        self.definitionIds = definitionIds
        index = StepExpressionIndex(expressions.map(\.1))
    }

    /// The definitions matching `text`, in definition order.
    package func matches(_ text: String) -> [Match] {
        binding(text).matches
    }

    /// The definitions matching `text` with their ids and arguments as messages report them.
    func binding(_ text: String) -> Binding {
        slot(of: text).map(binding(at:)) ?? match(text)
    }

    /// The binding kept at `slot` (see ``slot(of:)``).
    func binding(at slot: Int32) -> Binding {
        kept.entries[Int(slot)].binding
    }

    /// Where the binding of `text` is kept, matched now if the text is new; `nil` when it is not kept (the store is
    /// full, or another text has its digest).
    func slot(of text: String) -> Int32? {
        let digest = digest(text)
        // Looked up in a copy, and changed outside the property and put back: hashing inside an access to the
        // property would make every access to it checked for exclusivity at run time.
        let found = Self.slot(digest, in: kept)
        if let found { return Self.sameBytes(kept.entries[Int(found)].text, text) ? found : nil }
        guard kept.entries.count < Self.capacity else { return nil }
        let binding = match(text)
        var changed = Kept()
        swap(&changed, &kept)
        if changed.entries.isEmpty { changed.slots.reserveCapacity(1 << 10) }
        let slot = Int32(changed.entries.count)
        changed.slots[digest] = slot
        changed.entries.append((text, binding))
        swap(&changed, &kept)
        return slot
    }

    private static func slot(_ digest: UInt64, in kept: Kept) -> Int32? {
        kept.slots[digest]
    }

    private func match(_ text: String) -> Binding {
        let matches = index.matches(text).map { Match(definition: definitions[$0.index], arguments: $0.arguments) }
        return Binding(
            matches: matches,
            definitionIds: matches.map { definitionIds[$0.definition] },
            argumentLists: matches.map { StepMatchArgumentsList(match: $0) }
        )
    }

    /// The FNV-1a digest of the text's UTF-8 bytes: canonically equivalent texts written differently are different
    /// keys, as they are different steps to a regular expression working on bytes.
    static func digest(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            var digest: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                digest = (digest ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            return digest
        }
    }

    /// Whether the two texts have the same UTF-8 bytes (`==` on strings compares canonical equivalence).
    private static func sameBytes(_ left: String, _ right: String) -> Bool {
        var left = left
        var right = right
        return left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in
                guard leftBytes.count == rightBytes.count, let left = leftBytes.baseAddress else {
                    return leftBytes.count == rightBytes.count
                }
                return memcmp(left, rightBytes.baseAddress!, leftBytes.count) == 0
            }
        }
    }
}
