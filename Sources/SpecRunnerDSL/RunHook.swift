// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The hook DSL is capitalised like the step DSL.

import CucumberMessages

/// Runs a closure once before the first scenario.
///
/// When it fails, no scenario runs and the run fails.
public let BeforeAll = RunHook(.beforeTestRun)

/// Runs a closure once after the last scenario, even when scenarios failed.
public let AfterAll = RunHook(.afterTestRun)

/// What `BeforeAll` and `AfterAll` are: a definer of hooks that run once for the whole run, with no world,
/// called like a function.
public struct RunHook: Sendable {
    private let kind: HookMessage.Kind

    init(_ kind: HookMessage.Kind) {
        self.kind = kind
    }

    /// A hook of the world `W`'s library, run once.
    public func callAsFunction<W: World>(
        name: String? = nil,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable () async throws -> Void
    ) -> SupportCodeItem<W> {
        let source = HookSource(
            kind: kind, name: name, tagExpression: nil, sourceReference: SourceReference(uri: file, line: line),
            body: .run(body))
        return SupportCodeItem(content: .hook(source))
    }
}
