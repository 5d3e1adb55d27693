/// A `Rule:` grouping scenarios (with an optional background of its own) inside a feature.
public struct Rule: Sendable, Hashable, Encodable {
    /// A direct child of a rule.
    public enum Child: Sendable, Hashable, Encodable {
        /// The rule's `Background:`.
        case background(Background)
        /// A `Scenario:`/`Example:` or a `Scenario Outline:`.
        case scenario(Scenario)

        private enum CodingKeys: String, CodingKey {
            case background, scenario
        }

        /// Encodes as the Cucumber Messages `RuleChild`: `{"background": …}` or `{"scenario": …}`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .background(let background): try container.encode(background, forKey: .background)
            case .scenario(let scenario): try container.encode(scenario, forKey: .scenario)
            }
        }
    }

    /// Where the `Rule:` line is.
    public var location: Location
    /// The tags above the `Rule:` line.
    public var tags: [Tag]
    /// The keyword as written, without the colon.
    public var keyword: String
    /// The text after the keyword, trimmed.
    public var name: String
    /// The free text below the `Rule:` line.
    public var description: String
    /// The background and scenarios, in order.
    public var children: [Child]
    /// The node's id.
    public var id: String
}
