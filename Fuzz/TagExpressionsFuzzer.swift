// libFuzzer target for the TagExpressions library: build and run it with `Fuzz/run.sh tags` (see Fuzz/README.md).
//
// Compiled together with Sources/TagExpressions into one module. Every input is a tag expression. One that
// parses must print a canonical form that parses back to the same expression and prints the same again, and
// must evaluate alike however the tags are given; one that does not must say why, quoting the expression.
// Broken invariants trap, so that libFuzzer reports them.

/// The libFuzzer entry point: runs one input through the TagExpressions library; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func tagExpressionsFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    checkTagExpression(text)
    return 0
}

/// Parses `text` and checks formatting, re-parsing and evaluation, or the error.
private func checkTagExpression(_ text: String) {
    let expression: TagExpression
    do {
        expression = try TagExpression.parse(text)
    } catch {
        expect(error.expression == text, "the error does not quote the expression")
        expect(!error.reason.isEmpty && error.message.contains(error.reason), "the error gives no reason")
        return
    }
    let canonical = expression.description
    let reparsed: TagExpression
    do {
        reparsed = try TagExpression.parse(canonical)
    } catch {
        fatalError("the canonical form \(canonical) of \(text) does not parse: \(error)")
    }
    expect(reparsed == expression, "the canonical form \(canonical) of \(text) parses to another expression")
    expect(reparsed.description == canonical, "the canonical form \(canonical) is not stable")
    let tags = tagNames(in: expression)
    let tagSets: [Set<String>] = [
        [], tags, Set(tags.sorted().enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)),
        ["@wip", "@smoke"],
    ]
    for tagSet in tagSets {
        let selected = expression.evaluate(tagSet)
        expect(expression.evaluate(Array(tagSet)) == selected, "evaluating a set and an array disagree")
        expect(TagExpression.not(expression).evaluate(tagSet) == !selected, "negation does not negate")
    }
}

/// Every tag name the expression mentions.
private func tagNames(in expression: TagExpression) -> Set<String> {
    switch expression {
    case .always:
        return []
    case .tag(let name):
        return [name]
    case .not(let operand):
        return tagNames(in: operand)
    case .and(let left, let right), .or(let left, let right):
        return tagNames(in: left).union(tagNames(in: right))
    }
}

/// Stops the fuzzer with `message` when `condition` is false (`precondition` drops its message in `-O` builds).
private func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
