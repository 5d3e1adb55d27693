/// The state of one scenario: the app's objects, wired with stubs at the I/O edge, that its steps drive.
///
/// The runner creates a fresh instance of each world type a scenario uses, on first use, and drops it
/// when the scenario ends, so no state leaks from one scenario into the next.
@MainActor
public protocol World: AnyObject {
    /// Creates the world for a new scenario.
    init()
}

/// Holds the worlds of the scenario being run: one instance per world type, created on first use.
@MainActor
package final class WorldStore {
    /// Each world under its type's identifier, so an entry's type is known from its key.
    private var worlds: [ObjectIdentifier: any World] = [:]

    package init() {}

    func world<W: World>(_ type: W.Type) -> W {
        let key = ObjectIdentifier(type)
        if let existing = worlds[key] {
            // The key names the entry's type, so the cast cannot fail.
            return existing as! W
        }
        let world = W()
        worlds[key] = world
        return world
    }
}
