// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The hook DSL is capitalised like the step DSL.

import CucumberMessages

/// Runs a closure before each scenario whose tags match its tag expression (every scenario without one).
///
/// Before hooks run in definition order; when one fails or skips, the scenario's steps are skipped.
public let Before = ScenarioHook(.beforeTestCase)

/// Runs a closure after each scenario whose tags match its tag expression, whatever happened in it.
///
/// After hooks run in reverse definition order, even after a failure.
public let After = ScenarioHook(.afterTestCase)

/// Runs a closure before each step of the scenarios whose tags match its tag expression.
public let BeforeStep = ScenarioHook(.beforeTestStep)

/// Runs a closure after each step of the scenarios whose tags match its tag expression, whatever happened in it.
public let AfterStep = ScenarioHook(.afterTestStep)

/// What `Before`, `After`, `BeforeStep` and `AfterStep` are: a definer of hooks that get the scenario's world,
/// called like a function.
public struct ScenarioHook: Sendable {
    private let kind: HookMessage.Kind

    init(_ kind: HookMessage.Kind) {
        self.kind = kind
    }

    /// A hook for the scenarios whose tags match `tagExpression` (every scenario when it is `nil`).
    public func callAsFunction<W: World>(
        _ tagExpression: String? = nil,
        name: String? = nil,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable (W) async throws -> Void
    ) -> SupportCodeItem<W> {
        let source = HookSource(
            kind: kind, name: name, tagExpression: tagExpression,
            sourceReference: SourceReference(uri: file, line: line),
            body: .scenario { worlds in try await body(worlds.world(W.self)) })
        return SupportCodeItem(content: .hook(source))
    }
}
