/// One instruction of the backtracking machine; `a` and `b` are operands whose meaning depends on `op`.
struct RegexInstruction: Sendable {
    enum Opcode: UInt8, Sendable {
        /// Match the UTF-8 bytes `literals[a..<a+b]`.
        case literal
        /// Match one scalar of `sets[a]`.
        case set
        /// Continue at `a`; on failure, resume at `b`.
        case split
        /// Continue at `a`.
        case jump
        /// Record the position in slot `a`.
        case save
        /// Unset slots `a..<b` (captures inside a repeated group restart every iteration).
        case clearSlots
        /// Match at the start of the input.
        case startOfInput
        /// Match at the end of the input.
        case endOfInput
        /// `\b` (`a` == 0) or `\B` (`a` == 1).
        case wordBoundary
        /// Run the lookaround `lookarounds[a]`.
        case lookaround
        /// Match `repeats[a]`: a run of scalars from one set, with backtracking over its length.
        case repeatSet
        /// Fail when the position equals slot `a` (an optional iteration that consumed nothing).
        case checkProgress
        /// Match the end of a (sub)program.
        case match
    }

    var op: Opcode
    var a: Int32
    var b: Int32

    init(_ op: Opcode, _ a: Int = 0, _ b: Int = 0) {
        self.op = op
        self.a = Int32(truncatingIfNeeded: a)
        self.b = Int32(truncatingIfNeeded: b)
    }
}

/// A quantified single-scalar matcher (`\d+`, `[^"\\]*`, `.*?`).
struct RegexRepeat: Sendable {
    var set: Int
    var minimum: Int
    /// Int.max when unbounded.
    var maximum: Int
    var greedy: Bool
}

/// A lookaround whose body is the subprogram starting at `start`.
struct RegexLookaround: Sendable {
    var start: Int
    var behind: Bool
    var negated: Bool
}

/// A compiled regular expression for `RegexMachine`.
struct RegexProgram: Sendable {
    var code: [RegexInstruction] = []
    var literals: [UInt8] = []
    var sets: [ScalarSet] = []
    var repeats: [RegexRepeat] = []
    var lookarounds: [RegexLookaround] = []
    /// Number of capture groups, group 0 (the whole match) excluded.
    var captureCount = 0
    /// Capture slots (two per group, group 0 included) followed by the empty-iteration registers.
    var slotCount = 0
    /// Code at or after this index belongs to lookaround bodies.
    var mainEnd = 0
    /// Whether a (pc, position) pair that failed once can be skipped when reached again (captures never
    /// decide success without backreferences); false when an empty-iteration register makes the outcome
    /// depend on more than the pair.
    var memoizable = true
    /// The pattern starts with `^`: only a match at position 0 is possible.
    var anchoredAtStart = false
    /// UTF-8 bytes every match must start with (after `^`), when anchored at the start.
    var requiredPrefix: [UInt8] = []
    /// UTF-8 bytes every match must end with (before `$`), when anchored at the end.
    var requiredSuffix: [UInt8] = []
    var anchoredAtEnd = false

    /// Programs above this many instructions (nested counted repetitions multiply) go to Foundation.
    static let maximumInstructions = 100_000

    init(_ root: RegexNode, captureCount: Int) throws(RegexParseFailure) {
        self.captureCount = captureCount
        slotCount = 2 * (captureCount + 1)
        var compiler = RegexCompiler(program: self)
        var pendingLookarounds: [(index: Int, node: RegexNode)] = []
        compiler.emit(root, pendingLookarounds: &pendingLookarounds)
        compiler.program.code.append(RegexInstruction(.match))
        compiler.program.mainEnd = compiler.program.code.count
        // Lookaround bodies go after the main program; they may hold lookarounds of their own.
        while !pendingLookarounds.isEmpty {
            let (index, node) = pendingLookarounds.removeFirst()
            compiler.program.lookarounds[index].start = compiler.program.code.count
            compiler.emit(node, pendingLookarounds: &pendingLookarounds)
            compiler.program.code.append(RegexInstruction(.match))
        }
        guard !compiler.tooLarge else { throw .unsupported("program too large") }
        self = compiler.program
        findAnchors(root)
    }

    private mutating func findAnchors(_ root: RegexNode) {
        let terms: [RegexNode]
        if case .concatenation(let nodes) = root {
            terms = nodes
        } else {
            terms = [root]
        }
        if terms.first == .startOfInput {
            anchoredAtStart = true
            requiredPrefix = RegexProgram.literalBytes(terms.dropFirst())
        }
        if terms.last == .endOfInput {
            anchoredAtEnd = true
            requiredSuffix = RegexProgram.literalBytes(terms.dropLast().reversed(), reversed: true)
        }
    }

    /// The UTF-8 bytes of the leading single-scalar literals of `terms`; `reversed` when the terms come
    /// last first (a suffix).
    private static func literalBytes(_ terms: some Sequence<RegexNode>, reversed: Bool = false) -> [UInt8] {
        var scalars: [Unicode.Scalar] = []
        for term in terms {
            guard case .scalar(let set) = term, let value = set.singleScalar, let scalar = Unicode.Scalar(value) else {
                break
            }
            scalars.append(scalar)
        }
        return Array(String(String.UnicodeScalarView(reversed ? scalars.reversed() : scalars)).utf8)
    }
}

/// Emits `RegexProgram` code from a `RegexNode` tree.
private struct RegexCompiler {
    var program: RegexProgram
    private(set) var tooLarge = false

    init(program: RegexProgram) {
        self.program = program
    }

    mutating func emit(_ node: RegexNode, pendingLookarounds: inout [(index: Int, node: RegexNode)]) {
        guard !tooLarge else { return }
        switch node {
        case .empty:
            break
        case .scalar(let set):
            emitScalars([set])
        case .startOfInput:
            append(.startOfInput)
        case .endOfInput:
            append(.endOfInput)
        case .wordBoundary(let negated):
            append(.wordBoundary, negated ? 1 : 0)
        case .group(let inner, let capture):
            if let capture {
                append(.save, 2 * capture)
                emit(inner, pendingLookarounds: &pendingLookarounds)
                append(.save, 2 * capture + 1)
            } else {
                emit(inner, pendingLookarounds: &pendingLookarounds)
            }
        case .lookaround(let inner, let behind, let negated):
            program.lookarounds.append(RegexLookaround(start: -1, behind: behind, negated: negated))
            pendingLookarounds.append((program.lookarounds.count - 1, inner))
            append(.lookaround, program.lookarounds.count - 1)
        case .concatenation(let nodes):
            emitConcatenation(nodes, pendingLookarounds: &pendingLookarounds)
        case .alternation(let alternatives):
            var jumpsToEnd: [Int] = []
            for (offset, alternative) in alternatives.enumerated() {
                if offset < alternatives.count - 1 {
                    let split = append(.split)
                    program.code[split].a = Int32(program.code.count)
                    emit(alternative, pendingLookarounds: &pendingLookarounds)
                    jumpsToEnd.append(append(.jump))
                    program.code[split].b = Int32(program.code.count)
                } else {
                    emit(alternative, pendingLookarounds: &pendingLookarounds)
                }
            }
            for jump in jumpsToEnd {
                program.code[jump].a = Int32(program.code.count)
            }
        case .repetition(let inner, let minimum, let maximum, let greedy):
            emitRepetition(
                inner, minimum: minimum, maximum: maximum, greedy: greedy,
                pendingLookarounds: &pendingLookarounds)
        }
    }

    /// Runs of single literal scalars become one `literal` instruction.
    private mutating func emitConcatenation(
        _ nodes: [RegexNode], pendingLookarounds: inout [(index: Int, node: RegexNode)]
    ) {
        var run: [ScalarSet] = []
        for node in nodes {
            if case .scalar(let set) = node {
                run.append(set)
                continue
            }
            emitScalars(run)
            run = []
            emit(node, pendingLookarounds: &pendingLookarounds)
        }
        emitScalars(run)
    }

    private mutating func emitScalars(_ sets: [ScalarSet]) {
        var literal: [UInt8] = []
        func flushLiteral() {
            guard !literal.isEmpty else { return }
            append(.literal, program.literals.count, literal.count)
            program.literals += literal
            literal = []
        }
        for set in sets {
            if let value = set.singleScalar, let scalar = Unicode.Scalar(value) {
                literal += Array(String(Character(scalar)).utf8)
            } else {
                flushLiteral()
                append(.set, setIndex(set))
            }
        }
        flushLiteral()
    }

    private mutating func setIndex(_ set: ScalarSet) -> Int {
        if let index = program.sets.firstIndex(of: set) {
            return index
        }
        program.sets.append(set)
        return program.sets.count - 1
    }

    private mutating func emitRepetition(
        _ inner: RegexNode, minimum: Int, maximum: Int?, greedy: Bool,
        pendingLookarounds: inout [(index: Int, node: RegexNode)]
    ) {
        if case .scalar(let set) = inner {
            program.repeats.append(
                RegexRepeat(set: setIndex(set), minimum: minimum, maximum: maximum ?? Int.max, greedy: greedy))
            append(.repeatSet, program.repeats.count - 1)
            return
        }
        let captures = inner.captureRange
        let nullable = inner.isNullable
        func emitIteration(_ compiler: inout RegexCompiler, checked: Bool) -> Int? {
            if let captures {
                compiler.append(.clearSlots, 2 * captures.lowerBound, 2 * captures.upperBound + 2)
            }
            var register: Int?
            if checked && nullable {
                // ECMAScript: an optional iteration that matches the empty string fails.
                register = compiler.program.slotCount
                compiler.program.slotCount += 1
                compiler.program.memoizable = false
                compiler.append(.save, register!)
            }
            compiler.emit(inner, pendingLookarounds: &pendingLookarounds)
            return register
        }
        func emitEmptyCheck(_ compiler: inout RegexCompiler, _ register: Int?) {
            if let register {
                compiler.append(.checkProgress, register)
            }
        }
        for _ in 0..<minimum {
            _ = emitIteration(&self, checked: false)
        }
        if let maximum {
            var exits: [Int] = []
            for _ in minimum..<maximum {
                let split = append(.split)
                exits.append(split)
                let body = program.code.count
                let register = emitIteration(&self, checked: true)
                emitEmptyCheck(&self, register)
                setSplit(split, body: body, greedy: greedy)
            }
            let end = program.code.count
            for split in exits {
                if greedy {
                    program.code[split].b = Int32(end)
                } else {
                    program.code[split].a = Int32(end)
                }
            }
        } else {
            let split = append(.split)
            let body = program.code.count
            let register = emitIteration(&self, checked: true)
            emitEmptyCheck(&self, register)
            append(.jump, split)
            let end = program.code.count
            if greedy {
                program.code[split].a = Int32(body)
                program.code[split].b = Int32(end)
            } else {
                program.code[split].a = Int32(end)
                program.code[split].b = Int32(body)
            }
        }
    }

    private mutating func setSplit(_ split: Int, body: Int, greedy: Bool) {
        if greedy {
            program.code[split].a = Int32(body)
        } else {
            program.code[split].b = Int32(body)
        }
    }

    @discardableResult
    mutating func append(_ op: RegexInstruction.Opcode, _ a: Int = 0, _ b: Int = 0) -> Int {
        program.code.append(RegexInstruction(op, a, b))
        tooLarge = tooLarge || program.code.count > RegexProgram.maximumInstructions
        return program.code.count - 1
    }
}
