// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CucumberExpressions
import CucumberMessages

/// Defines a custom parameter type usable as `{name}` in the library's expressions.
///
/// `transformer` receives the regular expression's capture groups (or the whole match when it has none) and
/// returns the value the step closures receive, so a closure parameter of type `T` is checked against `{name}`.
///
/// ```swift
/// DefineParameterType(name: "flight", regexp: "([A-Z]{3})-([A-Z]{3})") { groups in
///     Flight(from: groups[0] ?? "", to: groups[1] ?? "")
/// }
/// ```
public func DefineParameterType<W: World, T: Sendable>(
    name: String,
    regexps: [String],
    useForSnippets: Bool = true,
    preferForRegexpMatch: Bool = false,
    file: String = #filePath,
    line: Int = #line,
    transformer: @escaping @Sendable ([String?]) throws -> T
) -> SupportCodeItem<W> {
    let parameterType = CucumberExpressions.ParameterType(
        name: name,
        regexps: regexps,
        type: T.self,
        useForSnippets: useForSnippets,
        preferForRegexpMatch: preferForRegexpMatch,
        transformer: transformer
    )
    let source = ParameterTypeSource(
        parameterType: parameterType,
        sourceReference: SourceReference(uri: file, line: line)
    )
    return SupportCodeItem(content: .parameterType(source))
}

/// Defines a custom parameter type with a single regular expression; see
/// ``DefineParameterType(name:regexps:useForSnippets:preferForRegexpMatch:file:line:transformer:)``.
public func DefineParameterType<W: World, T: Sendable>(
    name: String,
    regexp: String,
    useForSnippets: Bool = true,
    preferForRegexpMatch: Bool = false,
    file: String = #filePath,
    line: Int = #line,
    transformer: @escaping @Sendable ([String?]) throws -> T
) -> SupportCodeItem<W> {
    DefineParameterType(
        name: name,
        regexps: [regexp],
        useForSnippets: useForSnippets,
        preferForRegexpMatch: preferForRegexpMatch,
        file: file,
        line: line,
        transformer: transformer
    )
}
