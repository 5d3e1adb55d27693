import CucumberExpressions
import CucumberMessages
import Foundation

/// Matches step text against every step definition of one dialect, remembering the answer per text.
///
/// Every definition is tried, so that a step matching two definitions is reported ambiguous rather than
/// silently bound to the first; the cache makes the repeated steps of a large suite cost one lookup.
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
    /// The bindings worked out so far, by the FNV-1a digest of their text's bytes (each entry keeps its text, so
    /// that a digest shared by two texts is told apart: the second is then matched every time, not cached).
    ///
    /// Keyed by an integer rather than by the text: hashing and comparing strings as dictionary keys makes a dry run
    /// measurably slower (docs/performance.md, «Choices measured against the 5% rule»).
    private var cache: [UInt64: Entry] = [:]
    private typealias Entry = (text: String, binding: Binding)
    /// How many texts the cache holds before it starts over.
    private static let capacity = 1 << 13

    /// The key of a text in the cache: its FNV-1a digest, unless a test gives another.
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

    /// Matches `texts` ahead of their use, while the cache has room for them (a suite too large for it matches
    /// its steps as they run instead).
    func prepare(_ texts: some Sequence<String>) {
        for text in texts {
            guard cache.count < Self.capacity - 1 else { return }
            _ = binding(text)
        }
    }

    /// The definitions matching `text` with their ids and arguments as messages report them.
    func binding(_ text: String) -> Binding {
        let digest = digest(text)
        // Looked up in a copy, and changed outside the property and put back: hashing inside an access to the
        // property would make every access to it checked for exclusivity at run time.
        if let cached = Self.entry(digest, in: cache) {
            if Self.sameBytes(cached.text, text) { return cached.binding }
            return match(text)
        }
        let binding = match(text)
        var changed: [UInt64: Entry] = [:]
        swap(&changed, &cache)
        // Bounded, so that a suite with tens of thousands of distinct texts (varied examples rows) stays small;
        // starting over costs only a few repeated matches.
        if changed.count >= Self.capacity { changed.removeAll(keepingCapacity: true) }
        if changed.isEmpty { changed.reserveCapacity(1 << 10) }
        changed[digest] = (text, binding)
        swap(&changed, &cache)
        return binding
    }

    private static func entry(_ digest: UInt64, in cache: [UInt64: Entry]) -> Entry? {
        cache[digest]
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
