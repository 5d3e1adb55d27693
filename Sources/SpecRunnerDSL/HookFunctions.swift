// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The hook DSL is capitalised like the step DSL.

import CucumberMessages
import SpecRunnerCatalog

/// Runs `body` before each scenario whose tags match `tagExpression` (every scenario when it is `nil`).
///
/// Before hooks run in definition order; when one fails or skips, the scenario's steps are skipped.
public func Before<W: World>(
    _ tagExpression: String? = nil,
    name: String? = nil,
    file: String = #filePath,
    line: Int = #line,
    _ body: @escaping @MainActor @Sendable (W) async throws -> Void
) -> SupportCodeItem<W> {
    makeHook(.beforeTestCase, tagExpression, name, file, line, body)
}

/// Runs `body` after each scenario whose tags match `tagExpression`, whatever happened in it.
///
/// After hooks run in reverse definition order, even after a failure.
public func After<W: World>(
    _ tagExpression: String? = nil,
    name: String? = nil,
    file: String = #filePath,
    line: Int = #line,
    _ body: @escaping @MainActor @Sendable (W) async throws -> Void
) -> SupportCodeItem<W> {
    makeHook(.afterTestCase, tagExpression, name, file, line, body)
}

/// Runs `body` before each step of the scenarios whose tags match `tagExpression`.
public func BeforeStep<W: World>(
    _ tagExpression: String? = nil,
    name: String? = nil,
    file: String = #filePath,
    line: Int = #line,
    _ body: @escaping @MainActor @Sendable (W) async throws -> Void
) -> SupportCodeItem<W> {
    makeHook(.beforeTestStep, tagExpression, name, file, line, body)
}

/// Runs `body` after each step of the scenarios whose tags match `tagExpression`, whatever happened in it.
public func AfterStep<W: World>(
    _ tagExpression: String? = nil,
    name: String? = nil,
    file: String = #filePath,
    line: Int = #line,
    _ body: @escaping @MainActor @Sendable (W) async throws -> Void
) -> SupportCodeItem<W> {
    makeHook(.afterTestStep, tagExpression, name, file, line, body)
}

/// Runs `body` once before the first scenario.
///
/// When it fails, no scenario runs and the run fails.
public func BeforeAll<W: World>(
    name: String? = nil,
    file: String = #filePath,
    line: Int = #line,
    _ body: @escaping @MainActor @Sendable () async throws -> Void
) -> SupportCodeItem<W> {
    makeHook(.beforeTestRun, nil, name, file, line, .run(body))
}

/// Runs `body` once after the last scenario, even when scenarios failed.
public func AfterAll<W: World>(
    name: String? = nil,
    file: String = #filePath,
    line: Int = #line,
    _ body: @escaping @MainActor @Sendable () async throws -> Void
) -> SupportCodeItem<W> {
    makeHook(.afterTestRun, nil, name, file, line, .run(body))
}

private func makeHook<W: World>(
    _ kind: HookMessage.Kind,
    _ tagExpression: String?,
    _ name: String?,
    _ file: String,
    _ line: Int,
    _ body: @escaping @MainActor @Sendable (W) async throws -> Void
) -> SupportCodeItem<W> {
    makeHook(kind, tagExpression, name, file, line, .scenario { worlds in try await body(worlds.world(W.self)) })
}

private func makeHook<W: World>(
    _ kind: HookMessage.Kind,
    _ tagExpression: String?,
    _ name: String?,
    _ file: String,
    _ line: Int,
    _ body: HookBody
) -> SupportCodeItem<W> {
    let source = HookSource(
        kind: kind,
        name: name,
        tagExpression: tagExpression,
        sourceReference: SourceReference(uri: file, line: line),
        body: body
    )
    return SupportCodeItem(content: .hook(source))
}
