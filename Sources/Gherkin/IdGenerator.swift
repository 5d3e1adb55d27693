/// A source of ids for AST nodes and pickles.
///
/// ``IncrementingIdGenerator`` gives the official tools' predictable ids.
public protocol IdGenerator: AnyObject {
    /// Returns an id that this generator has not returned before.
    func newId() -> String
}
