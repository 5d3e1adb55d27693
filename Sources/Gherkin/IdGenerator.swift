/// A source of ids for AST nodes and pickles.
///
/// Use ``IncrementingIdGenerator`` for predictable output (conformance, tests) and ``UUIDIdGenerator`` for runs.
public protocol IdGenerator: AnyObject {
    /// Returns an id that this generator has not returned before.
    func newId() -> String
}
