import SpecRunnerCatalog

/// A library of step definitions, hooks and parameter types for scenarios whose steps drive the world `W`.
///
/// ```swift
/// let catalogSteps = Steps(CatalogWorld.self) {
///     Given("el servidor responde con {int} productos válidos") { (world, count: Int) in … }
///     When("la pantalla Catalog se carga") { world in await world.viewModel.load() }
/// }
/// ```
///
/// A runner executable passes its libraries, in order, to `SpecRunnerCommand`; definition order is kept
/// (hooks run in it, and reports list definitions in it).
public struct Steps: Sendable {
    package let items: [SupportCodeContent]

    /// Collects the library's items for the world type `world`.
    public init<W: World>(_ world: W.Type, @StepsBuilder<W> _ content: () -> [SupportCodeItem<W>]) {
        items = content().map(\.content)
    }
}

/// Builds the item list of a ``Steps`` library; `if`, `switch` and `for` work as in any result builder.
@resultBuilder
public enum StepsBuilder<W: World> {
    /// One item.
    public static func buildExpression(_ item: SupportCodeItem<W>) -> [SupportCodeItem<W>] { [item] }

    /// Several items, such as from a helper function.
    public static func buildExpression(_ items: [SupportCodeItem<W>]) -> [SupportCodeItem<W>] { items }

    /// The items of a block, in order.
    public static func buildBlock(_ parts: [SupportCodeItem<W>]...) -> [SupportCodeItem<W>] {
        parts.flatMap { $0 }
    }

    /// The items of an `if` without `else`.
    public static func buildOptional(_ part: [SupportCodeItem<W>]?) -> [SupportCodeItem<W>] { part ?? [] }

    /// The items of the first branch.
    public static func buildEither(first part: [SupportCodeItem<W>]) -> [SupportCodeItem<W>] { part }

    /// The items of the second branch.
    public static func buildEither(second part: [SupportCodeItem<W>]) -> [SupportCodeItem<W>] { part }

    /// The items of a `for` loop.
    public static func buildArray(_ parts: [[SupportCodeItem<W>]]) -> [SupportCodeItem<W>] { parts.flatMap { $0 } }
}
