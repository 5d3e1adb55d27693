// libFuzzer target for the profiles reader (`spec-runner.profiles`): build and run it with `Fuzz/run.sh profiles`
// (see Fuzz/README.md).
//
// Compiled with Sources/SpecRunnerCLI/ProfileSyntax.swift alone into one module. The input is a file's bytes,
// invalid UTF-8 included. Bytes that are not UTF-8 must be refused at a line of the file; a file that reads must
// give lines in file order, each inside the file, with keys, values and section names trimmed, and written back
// as sections and `key = value` lines it must read back to the same lines. Broken invariants trap, so that
// libFuzzer reports them.

/// The libFuzzer entry point: reads one input as a profiles file and checks what it read; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func profilesFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    checkProfiles(bytes)
    return 0
}

private func checkProfiles(_ bytes: [UInt8]) {
    let lineCount = bytes.count { $0 == UInt8(ascii: "\n") } + 1
    let syntax = ProfileSyntax(bytes: bytes)
    if let invalid = syntax.invalidLine {
        expect((1...lineCount).contains(invalid), "invalid line \(invalid) outside the \(lineCount) lines")
        expect(syntax.lines.isEmpty, "lines read from a file that is not UTF-8")
        expect(String(validating: bytes, as: UTF8.self) == nil, "valid UTF-8 refused at line \(invalid)")
        return
    }
    expect(String(validating: bytes, as: UTF8.self) != nil, "invalid UTF-8 read")
    let numbers = syntax.lines.map(\.number)
    expect(zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 }, "lines out of order: \(numbers)")
    expect(numbers.allSatisfy { (1...lineCount).contains($0) }, "a line outside the file: \(numbers)")
    for (_, line) in syntax.lines {
        switch line {
        case .section(let name): expect(isTrimmed(name), "section name not trimmed: \(Array(name.utf8))")
        case .entry(let key, let value):
            expect(isTrimmed(key) && isTrimmed(value), "entry not trimmed: \(Array(key.utf8)) \(Array(value.utf8))")
            expect(!key.unicodeScalars.contains("="), "a key holds =: \(Array(key.utf8))")
        case .badSection, .badLine: break
        }
    }
    // Written back, what was read reads the same.
    let written = syntax.lines.map { _, line -> String in
        switch line {
        case .section(let name): "[ \(name) ]"
        case .entry(let key, let value): "\(key) = \(value)"
        case .badSection: "["
        case .badLine: "x"
        }
    }
    let again = ProfileSyntax(bytes: Array(written.joined(separator: "\n").utf8))
    expect(again.invalidLine == nil, "written back, it is not UTF-8")
    expect(again.lines.map(\.line) == syntax.lines.map(\.line), "written back, it reads otherwise: \(written)")
}

/// Whether `text` has no space, tab or carriage return at either end.
private func isTrimmed(_ text: String) -> Bool {
    let ends = [text.unicodeScalars.first, text.unicodeScalars.last].compactMap { $0 }
    return !ends.contains { $0 == " " || $0 == "\t" || $0 == "\r" }
}

private func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
