/// A `Feature:` with its header and its children (background, scenarios, rules).
public struct Feature: Sendable, Hashable, Encodable {
    /// A direct child of a feature.
    public enum Child: Sendable, Hashable, Encodable {
        /// The feature's `Background:`.
        case background(Background)
        /// A `Scenario:`/`Example:` or a `Scenario Outline:`.
        case scenario(Scenario)
        /// A `Rule:`.
        case rule(Rule)

        private enum CodingKeys: String, CodingKey {
            case background, scenario, rule
        }

        /// Encodes as the Cucumber Messages `FeatureChild`: `{"background": …}`, `{"scenario": …}` or `{"rule": …}`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .background(let background): try container.encode(background, forKey: .background)
            case .scenario(let scenario): try container.encode(scenario, forKey: .scenario)
            case .rule(let rule): try container.encode(rule, forKey: .rule)
            }
        }
    }

    /// Where the `Feature:` line is.
    public var location: Location
    /// The tags above the `Feature:` line.
    public var tags: [Tag]
    /// The dialect code the feature is written in (`en`, `es`, …).
    public var language: String
    /// The keyword as written, without the colon (`Feature`, `Característica`, …); empty for a Markdown file whose
    /// first line is not a `# Feature:` heading (and then left out of the JSON, as the official parser does).
    public var keyword: String
    /// The text after the keyword, trimmed.
    public var name: String
    /// The free text below the `Feature:` line (empty when there is none).
    public var description: String
    /// The background, scenarios and rules, in order.
    public var children: [Child]

    private enum CodingKeys: String, CodingKey {
        case location, tags, language, keyword, name, description, children
    }

    /// Encodes as the Cucumber Messages `Feature`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(location, forKey: .location)
        try container.encode(tags, forKey: .tags)
        try container.encode(language, forKey: .language)
        if !keyword.isEmpty { try container.encode(keyword, forKey: .keyword) }
        try container.encode(name, forKey: .name)
        try container.encode(description, forKey: .description)
        try container.encode(children, forKey: .children)
    }
}
