/// Runs a `RegexProgram` over the UTF-8 bytes of a text, backtracking in priority order as ECMAScript does.
///
/// Positions are byte offsets (always on scalar boundaries). Runs of one-scalar matchers (`\d+`, `.*`) are
/// one instruction with one backtrack frame, and a (pc, position) pair that failed once is skipped when the
/// search has taken long, which keeps patterns without empty-iteration checks polynomial.
struct RegexMachine {
    fileprivate enum FrameKind: UInt8 {
        /// Resume at `pc`, `position`.
        case retry
        /// Put `position` back into slot `pc`.
        case restore
        /// A greedy `repeatSet` at `pc` now ends at `position`; it may shrink down to `extra`.
        case greedy
        /// A lazy `repeatSet` at `pc` now ends at `position` after `extra` scalars; it may grow.
        case lazy
    }

    fileprivate struct Frame {
        var kind: FrameKind
        var pc: Int32
        var position: Int
        var extra: Int
    }

    /// The backtrack stack: on the call stack for the common shallow case, on the heap when it grows.
    private struct FrameStack {
        private var frames: UnsafeMutablePointer<Frame>
        private var capacity: Int
        private var ownsFrames = false
        private(set) var count = 0

        init(_ initial: UnsafeMutableBufferPointer<Frame>) {
            frames = initial.baseAddress!
            capacity = initial.count
        }

        /// Frees the heap storage, if the stack grew onto it.
        func release() {
            if ownsFrames {
                frames.deallocate()
            }
        }

        mutating func append(_ frame: Frame) {
            if count == capacity {
                grow()
            }
            (frames + count).initialize(to: frame)
            count += 1
        }

        private mutating func grow() {
            let larger = UnsafeMutablePointer<Frame>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: frames, count: count)
            release()
            frames = larger
            capacity *= 2
            ownsFrames = true
        }

        mutating func removeLast() -> Frame {
            count -= 1
            return frames[count]
        }

        mutating func truncate(to newCount: Int) {
            count = newCount
        }

        subscript(index: Int) -> Frame {
            get { frames[index] }
            nonmutating set { frames[index] = newValue }
        }
    }

    /// Backtracking steps after which a search gives up (and reports no match) rather than hang.
    static let stepBudget = 20_000_000
    /// Backtracking steps after which failed states are remembered.
    private static let memoThreshold = 2_000

    let program: NativeRegex
    let text: UnsafeBufferPointer<UInt8>
    private let slots: UnsafeMutableBufferPointer<Int>
    private var stack: FrameStack
    private var steps = 0
    private var visited: [UInt64] = []
    private(set) var exhausted = false

    private init(
        program: NativeRegex, text: UnsafeBufferPointer<UInt8>, slots: UnsafeMutableBufferPointer<Int>,
        frames: UnsafeMutableBufferPointer<Frame>
    ) {
        self.program = program
        self.text = text
        self.slots = slots
        stack = FrameStack(frames)
    }

    /// Finds the first match and hands its capture slots (byte offsets, -1 when unset; two per group,
    /// group 0 first) to `body`; nil when nothing matches.
    static func firstMatch<Result>(
        _ program: NativeRegex, in text: UnsafeBufferPointer<UInt8>,
        _ body: (UnsafeMutableBufferPointer<Int>) -> Result
    ) -> Result? {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: max(program.slotCount, 1)) { slots in
            withUnsafeTemporaryAllocation(of: Frame.self, capacity: 64) { frames in
                var machine = RegexMachine(program: program, text: text, slots: slots, frames: frames)
                defer { machine.stack.release() }
                var start = 0
                while start <= text.count {
                    for index in 0..<program.slotCount {
                        slots[index] = -1
                    }
                    if let end = machine.run(from: 0, at: start, target: -1) {
                        slots[0] = start
                        slots[1] = end
                        return body(UnsafeMutableBufferPointer(rebasing: slots[0..<(2 * (program.captureCount + 1))]))
                    }
                    if machine.exhausted || program.anchoredAtStart || start == text.count {
                        return nil
                    }
                    start += machine.scalarWidth(at: start)
                }
                return nil
            }
        }
    }

    // MARK: Memoisation of failed states

    /// Whether (pc, position) was reached before (and so failed); records it otherwise.
    private mutating func alreadyVisited(_ pc: Int, _ position: Int) -> Bool {
        guard !visited.isEmpty, pc < program.mainEnd else { return false }
        let bit = pc * (text.count + 1) + position
        let word = bit >> 6
        let mask = UInt64(1) << UInt64(bit & 63)
        if visited[word] & mask != 0 {
            return true
        }
        visited[word] |= mask
        return false
    }

    private mutating func countStep() -> Bool {
        steps += 1
        if steps > RegexMachine.stepBudget {
            exhausted = true
            return false
        }
        // The memo holds a bit per (pc, position); it is skipped when that would be large.
        if steps == RegexMachine.memoThreshold && program.memoizable && program.mainEnd * (text.count + 1) < 1 << 26 {
            visited = Array(repeating: 0, count: (program.mainEnd * (text.count + 1)) / 64 + 1)
        }
        return true
    }

    // MARK: Running

    /// Runs the code from `startPC` at `startPosition` and returns the end position of the match.
    ///
    /// With `target` >= 0 the match must end exactly there (lookbehind bodies).
    private mutating func run(from startPC: Int, at startPosition: Int, target: Int) -> Int? {
        let base = stack.count
        var pc = startPC
        var position = startPosition
        while true {
            var failed = false
            let instruction = program.code[pc]
            let a = Int(instruction.a)
            switch instruction.op {
            case .literal:
                let length = Int(instruction.b)
                if position + length <= text.count {
                    var offset = 0
                    while offset < length && text[position + offset] == program.literals[a + offset] {
                        offset += 1
                    }
                    if offset == length {
                        position += length
                        pc += 1
                    } else {
                        failed = true
                    }
                } else {
                    failed = true
                }
            case .set:
                if let width = matchOne(set: a, at: position) {
                    position += width
                    pc += 1
                } else {
                    failed = true
                }
            case .split:
                stack.append(Frame(kind: .retry, pc: instruction.b, position: position, extra: 0))
                pc = a
                failed = alreadyVisited(pc, position)
            case .jump:
                pc = a
            case .save:
                stack.append(Frame(kind: .restore, pc: instruction.a, position: slots[a], extra: 0))
                slots[a] = position
                pc += 1
            case .clearSlots:
                for slot in a..<Int(instruction.b) where slots[slot] >= 0 {
                    stack.append(Frame(kind: .restore, pc: Int32(slot), position: slots[slot], extra: 0))
                    slots[slot] = -1
                }
                pc += 1
            case .checkProgress:
                failed = slots[a] == position
                pc += 1
            case .startOfInput:
                failed = position != 0
                pc += 1
            case .endOfInput:
                failed = position != text.count
                pc += 1
            case .wordBoundary:
                let atBoundary = isWordByte(at: position - 1) != isWordByte(at: position)
                failed = atBoundary == (a == 1)
                pc += 1
            case .lookaround:
                guard let holds = lookaround(program.lookarounds[a], at: position) else { return nil }
                failed = !holds
                pc += 1
            case .repeatSet:
                failed = !repeatSet(at: pc, position: &position)
                pc += 1
            case .match:
                if target < 0 || position == target {
                    return position
                }
                failed = true
            }
            if failed {
                guard backtrack(to: base, pc: &pc, position: &position) else { return nil }
            }
        }
    }

    /// Matches the minimum run of a `repeatSet` (the maximal one when greedy) and pushes its frame.
    private mutating func repeatSet(at pc: Int, position: inout Int) -> Bool {
        let repetition = program.repeats[Int(program.code[pc].a)]
        var end = position
        var count = 0
        var minimumEnd = position
        let limit = repetition.greedy ? repetition.maximum : repetition.minimum
        while count < limit, let width = matchOne(set: repetition.set, at: end) {
            end += width
            count += 1
            if count == repetition.minimum {
                minimumEnd = end
            }
        }
        guard count >= repetition.minimum else { return false }
        if repetition.greedy {
            if end > minimumEnd {
                stack.append(Frame(kind: .greedy, pc: Int32(pc), position: end, extra: minimumEnd))
            }
        } else if repetition.maximum > repetition.minimum {
            stack.append(Frame(kind: .lazy, pc: Int32(pc), position: end, extra: count))
        }
        position = end
        return true
    }

    /// Whether the lookaround holds at `position`; nil when the step budget ran out.
    private mutating func lookaround(_ lookaround: RegexLookaround, at position: Int) -> Bool? {
        let mark = stack.count
        var matched = false
        if lookaround.behind {
            var start = 0
            while start <= position {
                if run(from: lookaround.start, at: start, target: position) != nil {
                    matched = true
                    break
                }
                if exhausted || start == position {
                    break
                }
                start += scalarWidth(at: start)
            }
        } else {
            matched = run(from: lookaround.start, at: position, target: -1) != nil
        }
        if exhausted {
            return nil
        }
        if matched {
            if lookaround.negated {
                // Undo the body's captures: a negative lookaround never contributes any.
                unwind(to: mark)
            } else {
                // A lookaround is atomic: drop its alternatives, keep how to undo its captures.
                var kept = mark
                for index in mark..<stack.count where stack[index].kind == .restore {
                    stack[kept] = stack[index]
                    kept += 1
                }
                stack.truncate(to: kept)
            }
        }
        return matched != lookaround.negated
    }

    /// Drops the frames above `base`, undoing their slot changes.
    private mutating func unwind(to base: Int) {
        while stack.count > base {
            let frame = stack.removeLast()
            if frame.kind == .restore {
                slots[Int(frame.pc)] = frame.position
            }
        }
    }

    /// Pops frames down to `base` until one offers an alternative; false when none is left.
    private mutating func backtrack(to base: Int, pc: inout Int, position: inout Int) -> Bool {
        while stack.count > base {
            let top = stack.count - 1
            let frame = stack[top]
            switch frame.kind {
            case .restore:
                slots[Int(frame.pc)] = frame.position
                _ = stack.removeLast()
            case .retry:
                _ = stack.removeLast()
                guard countStep() else { return false }
                if alreadyVisited(Int(frame.pc), frame.position) {
                    continue
                }
                pc = Int(frame.pc)
                position = frame.position
                return true
            case .greedy:
                guard countStep() else { return false }
                let shorter = previousBoundary(frame.position)
                if shorter <= frame.extra {
                    _ = stack.removeLast()
                } else {
                    stack[top].position = shorter
                }
                if alreadyVisited(Int(frame.pc) + 1, shorter) {
                    continue
                }
                pc = Int(frame.pc) + 1
                position = shorter
                return true
            case .lazy:
                guard countStep() else { return false }
                let repetition = program.repeats[Int(program.code[Int(frame.pc)].a)]
                guard frame.extra < repetition.maximum,
                    let width = matchOne(set: repetition.set, at: frame.position)
                else {
                    _ = stack.removeLast()
                    continue
                }
                let longer = frame.position + width
                if frame.extra + 1 >= repetition.maximum {
                    _ = stack.removeLast()
                } else {
                    stack[top].position = longer
                    stack[top].extra = frame.extra + 1
                }
                if alreadyVisited(Int(frame.pc) + 1, longer) {
                    continue
                }
                pc = Int(frame.pc) + 1
                position = longer
                return true
            }
        }
        return false
    }
}
