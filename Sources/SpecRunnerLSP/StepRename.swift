import Foundation
import SpecRunner

/// A step's new wording, cut around the arguments of the use it was typed on, so that every other use of the same
/// definition gets it with its own arguments (`responde 200` → `contesta 200`, and `responde 404` → `contesta 404`).
struct StepRename {
    /// The new text between the arguments: one more piece than there are arguments.
    let literals: [String]

    /// The rename of a use whose arguments, as written, are `arguments`, to `newText`; `nil` when `newText` does not
    /// hold them all, in order.
    init?(newText: String, arguments: [String]) {
        var literals: [String] = []
        var rest = newText[...]
        for argument in arguments {
            if argument.isEmpty {
                literals.append("")
                continue
            }
            guard let found = rest.range(of: argument) else { return nil }
            literals.append(String(rest[..<found.lowerBound]))
            rest = rest[found.upperBound...]
        }
        literals.append(String(rest))
        self.literals = literals
    }

    /// The new text of a use whose arguments are `arguments`; `nil` when it has not as many as the renamed use.
    func text(with arguments: [String]) -> String? {
        guard arguments.count == literals.count - 1 else { return nil }
        return zip(literals, arguments + [""]).map { $0 + $1 }.joined()
    }

    /// A step's arguments as written (an outline's placeholders whole); `nil` when one cannot be placed, an absent
    /// optional group standing for nothing.
    static func arguments(of step: EditorSupport.BoundStep) -> [String]? {
        let scalars = Array(step.text.unicodeScalars)
        var arguments: [String] = []
        for (range, value) in zip(step.argumentRanges, step.values) {
            guard let range else {
                guard value == nil else { return nil }
                arguments.append("")
                continue
            }
            guard range.upperBound <= scalars.count else { return nil }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[range])
            arguments.append(text)
        }
        return arguments
    }
}
