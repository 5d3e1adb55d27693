/// A capture group of a match, with its nested groups, as Cucumber reports it.
public struct Group: Sendable, Equatable {
    /// The matched text; nil when the group did not participate in the match.
    public let value: String?
    /// Unicode-scalar offset of the match in the step text; nil when the group did not participate.
    public let start: Int?
    /// Unicode-scalar offset after the match; nil when the group did not participate.
    public let end: Int?
    /// The capture groups nested inside this one (non-capturing and lookaround groups are not groups).
    public let children: [Group]

    /// Creates a group.
    public init(value: String?, start: Int?, end: Int?, children: [Group] = []) {
        self.value = value
        self.start = start
        self.end = end
        self.children = children
    }

    /// What a transformer receives: the children's values, or this group's value when it has no children.
    public var values: [String?] {
        children.isEmpty ? [value] : children.map(\.value)
    }
}
