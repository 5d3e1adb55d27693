// libFuzzer target for the CucumberExpressions library: build and run it with `Fuzz/run.sh expressions` (see
// Fuzz/README.md).
//
// Compiled together with Sources/CucumberExpressions into one module, over the StepRegex module. An input is up
// to three lines: an expression, a step text, and optionally the regexp of a custom parameter type `{custom}`. The
// expression is compiled as a Cucumber Expression (English and Spanish number formats) and as a regular
// expression, both are matched against the text and every argument is converted; the text also goes through
// the snippet generator and the big-number parsers. Broken invariants trap, so that libFuzzer reports them.
import Foundation

/// The libFuzzer entry point: runs one input through the CucumberExpressions library; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func cucumberExpressionsFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let lines = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
        .split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
    let fuzzCase = ExpressionFuzzCase(
        expression: lines[0], text: lines.count > 1 ? lines[1] : "",
        customRegexp: lines.count > 2 ? lines[2] : nil)
    fuzzCase.run()
    return 0
}

/// The registries every input is tried with (building one defines the eleven built-in types).
private enum FuzzRegistries {
    /// The built-in types with English number formats, plus two custom types shaped like users write them.
    static let english: ParameterTypeRegistry = {
        var registry = ParameterTypeRegistry()
        try! registry.define(
            ParameterType(name: "color", regexps: ["red|blue|green"], type: String.self) { groups in
                groups.first.flatMap { $0 } ?? ""
            })
        try! registry.define(
            ParameterType(name: "flight", regexps: ["([A-Z]{3})-([A-Z]{3})"], type: [String].self) { groups in
                groups.map { $0 ?? "" }
            })
        return registry
    }()

    /// The built-in types reading numbers as Spanish writes them (`1.234,5`).
    static let spanish = ParameterTypeRegistry(language: "es")

    /// Step definitions every input's expressions are indexed with.
    static let fixedExpressions: [any StepExpression] = [
        try! CucumberExpression("I have {int} cuke(s)", registry: english),
        try! CucumberExpression("{word} is/are {color}", registry: english),
        try! RegularExpression("^the (\\w+) flight (\\d+)?$", registry: english),
        try! RegularExpression("cukes", registry: english),
    ]
}

/// One fuzz input and the checks run on it.
private struct ExpressionFuzzCase {
    let expression: String
    let text: String
    let customRegexp: String?

    func run() {
        var registry = FuzzRegistries.english
        if let customRegexp {
            let custom = ParameterType(name: "custom", regexps: [customRegexp], type: [String?].self) { $0 }
            do {
                try registry.define(custom)
            } catch {
                expect(!error.message.isEmpty, "a definition error without a message")
            }
        }
        tokenizeAndParse()
        var expressions: [any StepExpression] = FuzzRegistries.fixedExpressions
        if let cucumber = compileCucumberExpression(registry: registry) { expressions.append(cucumber) }
        if let spanish = compileCucumberExpression(registry: FuzzRegistries.spanish) { expressions.append(spanish) }
        if let regular = compileRegularExpression(registry: registry) { expressions.append(regular) }
        checkIndex(expressions)
        // A custom regexp may hold anchors or lookarounds that hold in the generator's search but not inside a
        // whole expression, so its snippets are only generated; the fixed registry's must also match.
        if customRegexp != nil { _ = CucumberExpressionGenerator(registry: registry).generateExpressions(text) }
        generateSnippets(registry: FuzzRegistries.english)
        parseBigNumbers()
    }

    private func tokenizeAndParse() {
        do {
            let tokens = try CucumberExpression.tokenize(expression)
            for token in tokens {
                expect(token.start <= token.end, "a token ends before it starts")
            }
            let node = try CucumberExpression.parse(expression)
            expect(node.start == 0, "the expression node does not start at 0")
            expect(node.end == expression.unicodeScalars.count, "the expression node does not span it")
        } catch {
            expect(!error.message.isEmpty, "a parse error without a message")
        }
    }

    private func compileCucumberExpression(registry: ParameterTypeRegistry) -> CucumberExpression? {
        let compiled: CucumberExpression
        do {
            compiled = try CucumberExpression(expression, registry: registry)
        } catch {
            expect(!error.message.isEmpty, "a compile error without a message")
            return nil
        }
        // Scalars, not characters: a combining mark at the start of the expression joins the `^` in one character.
        let scalars = compiled.regexSource.unicodeScalars
        expect(scalars.first == "^" && scalars.last == "$", "\(compiled.regexSource) is not anchored")
        let arguments = compiled.match(text)
        if let arguments {
            expect(arguments.count == compiled.parameterTypes.count, "arguments and parameters differ")
            convert(arguments)
        }
        // The regular expression the Cucumber Expression compiles to must behave as the expression does.
        do {
            let same = try RegularExpression(compiled.regexSource, registry: registry)
            let sameArguments = same.match(text)
            expect((sameArguments == nil) == (arguments == nil), "the expression and its regex disagree")
            if let arguments, let sameArguments {
                expect(
                    arguments.map(\.group) == sameArguments.map(\.group), "the expression and its regex group apart")
            }
        } catch {
            fatalError("a Cucumber Expression compiled to an invalid regular expression")
        }
        return compiled
    }

    private func compileRegularExpression(registry: ParameterTypeRegistry) -> RegularExpression? {
        guard let compiled = try? RegularExpression(expression, registry: registry) else { return nil }
        if let arguments = compiled.match(text) {
            expect(arguments.count == compiled.parameterTypes.count, "arguments and groups differ")
            convert(arguments)
        }
        return compiled
    }

    private func convert(_ arguments: [Argument]) {
        for argument in arguments {
            checkGroup(argument.group)
            do {
                _ = try argument.value()
            } catch let error as CucumberExpressionError {
                expect(!error.message.isEmpty, "a conversion error without a message")
            } catch {
                fatalError("a conversion threw \(error)")
            }
        }
    }

    private func checkGroup(_ group: Group) {
        if let start = group.start, let end = group.end {
            expect(0 <= start && start <= end, "a group ends before it starts")
            expect(end <= text.unicodeScalars.count, "a group ends after the text")
        }
        expect((group.value == nil) == (group.start == nil), "a group's value and position disagree")
        for child in group.children {
            checkGroup(child)
        }
    }

    /// The index must find exactly what trying every expression in turn finds.
    private func checkIndex(_ expressions: [any StepExpression]) {
        let indexed = StepExpressionIndex(expressions).matches(text).map(\.index)
        let tried = expressions.indices.filter { expressions[$0].match(text) != nil }
        expect(indexed == tried, "the index and trying every expression disagree")
    }

    /// Every proposed snippet expression must compile and match the text it was proposed for.
    private func generateSnippets(registry: ParameterTypeRegistry) {
        let generated = CucumberExpressionGenerator(registry: registry).generateExpressions(text)
        expect(generated.count <= 256, "more snippets than the cap")
        for snippet in generated {
            expect(snippet.parameterNames.count == snippet.parameterTypes.count, "unnamed snippet parameters")
            let compiled: CucumberExpression
            do {
                compiled = try CucumberExpression(snippet.source, registry: registry)
            } catch {
                fatalError("the snippet expression \(snippet.source) does not compile: \(error)")
            }
            expect(compiled.match(text) != nil, "the snippet expression \(snippet.source) does not match")
        }
    }

    /// Parsing a printed big number gives the same number back.
    private func parseBigNumbers() {
        for candidate in [expression, text] {
            if let integer = BigInteger(candidate) {
                expect(BigInteger(integer.description) == integer, "a big integer does not round-trip")
            }
            if let decimal = BigDecimal(candidate) {
                expect(BigDecimal(decimal.description) == decimal, "a big decimal does not round-trip")
            }
        }
    }
}

/// Stops the fuzzer with `message` when `condition` is false (`precondition` drops its message in `-O` builds).
private func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
