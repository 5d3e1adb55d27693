/// The order scenarios run in.
public enum ScenarioOrder: Sendable, Equatable, Codable, CustomStringConvertible {
    /// File order, then the order of the scenarios in each file.
    case defined
    /// The defined order, reversed: last file first, last scenario first.
    case reverse
    /// A shuffle that the seed reproduces.
    case random(seed: UInt64)

    /// Reads `defined`, `reverse`, `random` or `random:SEED`; `random` without a seed picks one.
    public init?(parsing text: String, randomSeed: () -> UInt64 = { UInt64.random(in: 1...999_999) }) {
        switch text {
        case "defined": self = .defined
        case "reverse": self = .reverse
        case "random": self = .random(seed: randomSeed())
        default:
            guard text.hasPrefix("random:"), let seed = UInt64(text.dropFirst("random:".count)) else { return nil }
            self = .random(seed: seed)
        }
    }

    /// The option's spelling, such as `random:1234`.
    public var description: String {
        switch self {
        case .defined: "defined"
        case .reverse: "reverse"
        case .random(let seed): "random:\(seed)"
        }
    }

    /// `items` in this order.
    func apply<T>(to items: [T]) -> [T] {
        switch self {
        case .defined:
            return items
        case .reverse:
            return items.reversed()
        case .random(let seed):
            var generator = SplitMix64(seed: seed)
            var shuffled = items
            // Fisher–Yates with our own generator, so a seed gives the same order on every platform.
            for index in stride(from: shuffled.count - 1, to: 0, by: -1) {
                let other = Int(generator.next() % UInt64(index + 1))
                shuffled.swapAt(index, other)
            }
            return shuffled
        }
    }
}

/// A small, fast, well-distributed generator whose sequence depends only on its seed.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
