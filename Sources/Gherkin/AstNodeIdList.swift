/// The AST node ids of a pickle or pickle step, stored inline.
///
/// A compiled pickle (step) always has one id, or two for an outline row; an array for them was one heap allocation
/// per pickle step. Any other count (only reachable through the public initialisers) falls back to an array. Every
/// list has exactly one representation, so the synthesized `Hashable` matches comparing the arrays.
package enum AstNodeIdList: Sendable, Hashable {
    /// The scenario or step alone.
    case one(String)
    /// The scenario or step, then the examples row.
    case two(String, String)
    /// No id, or more than two.
    case other([String])

    init(_ ids: [String]) {
        switch ids.count {
        case 1: self = .one(ids[0])
        case 2: self = .two(ids[0], ids[1])
        default: self = .other(ids)
        }
    }

    /// The ids as an array.
    var array: [String] {
        switch self {
        case .one(let first): [first]
        case .two(let first, let second): [first, second]
        case .other(let ids): ids
        }
    }

    /// The first id (the scenario's or the step's), if any.
    var first: String? {
        switch self {
        case .one(let first), .two(let first, _): first
        case .other(let ids): ids.first
        }
    }

    /// The second id (the examples row's), if any.
    var second: String? {
        switch self {
        case .one: nil
        case .two(_, let second): second
        case .other(let ids): ids.count > 1 ? ids[1] : nil
        }
    }

    /// Encodes the ids as the JSON array they stand for, without building it.
    func encode(to container: inout some UnkeyedEncodingContainer) throws {
        switch self {
        case .one(let first):
            try container.encode(first)
        case .two(let first, let second):
            try container.encode(first)
            try container.encode(second)
        case .other(let ids):
            for id in ids { try container.encode(id) }
        }
    }
}
