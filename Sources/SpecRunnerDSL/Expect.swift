/// Fails the step unless `actual` equals `expected`, reporting both values and this call's location.
///
/// ```swift
/// try expect(world.viewModel.state, equals: .empty)
/// ```
public func expect<T: Equatable>(
    _ actual: T,
    equals expected: T,
    _ message: @autoclosure () -> String? = nil,
    file: String = #filePath,
    line: Int = #line
) throws {
    guard actual != expected else { return }
    throw ExpectationFailure(
        reason: message().map(LocalizedText.init(same:)),
        comparison: .init(expected: show(expected), actual: show(actual)),
        file: file, line: line)
}

/// Fails the step unless `actual` equals `expected`, reporting `message` in the run's language, then both values.
///
/// ```swift
/// try expect(total, equals: "12,00 €", LocalizedText(en: "the basket's total", es: "el total de la cesta"))
/// ```
public func expect<T: Equatable>(
    _ actual: T,
    equals expected: T,
    _ message: @autoclosure () -> LocalizedText,
    file: String = #filePath,
    line: Int = #line
) throws {
    guard actual != expected else { return }
    throw ExpectationFailure(
        reason: message(), comparison: .init(expected: show(expected), actual: show(actual)), file: file, line: line)
}

/// Fails the step unless `condition` holds, with `message` saying what should have been true.
public func expect(
    _ condition: Bool,
    _ message: @autoclosure () -> String,
    file: String = #filePath,
    line: Int = #line
) throws {
    try expect(condition, LocalizedText(same: message()), file: file, line: line)
}

/// Fails the step unless `condition` holds, with `message` saying in the run's language what should have been true.
public func expect(
    _ condition: Bool,
    _ message: @autoclosure () -> LocalizedText,
    file: String = #filePath,
    line: Int = #line
) throws {
    guard !condition else { return }
    throw ExpectationFailure(message(), file: file, line: line)
}

/// Returns the wrapped value, or fails the step with `message` when it is `nil`.
public func expectValue<T>(
    _ value: T?,
    _ message: @autoclosure () -> String,
    file: String = #filePath,
    line: Int = #line
) throws -> T {
    try expectValue(value, LocalizedText(same: message()), file: file, line: line)
}

/// Returns the wrapped value, or fails the step with `message`, in the run's language, when it is `nil`.
public func expectValue<T>(
    _ value: T?,
    _ message: @autoclosure () -> LocalizedText,
    file: String = #filePath,
    line: Int = #line
) throws -> T {
    guard let value else { throw ExpectationFailure(message(), file: file, line: line) }
    return value
}

/// Shows strings quoted, so that an empty string or trailing spaces are visible in a failure.
private func show<T>(_ value: T) -> String {
    if let string = value as? String { return "\"\(string)\"" }
    if let string = value as? String? {
        return string.map { "\"\($0)\"" } ?? "nil"
    }
    return String(describing: value)
}
