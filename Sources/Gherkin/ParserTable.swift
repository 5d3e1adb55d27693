/// The official Gherkin grammar's parser automaton, as a table the ``Parser`` interprets.
///
/// Each state lists its transitions in the order the official parser tries them. A transition names the token
/// it accepts, optionally a lookahead (`?ScenarioLine`: the next lines, skipping empty, comment and tag lines, must
/// start with that token), the rules it closes (`-Rule`) and opens (`+Rule`) before building the token, and the
/// next state (`>N`; 42 is the end). When no transition accepts a token, the expected tokens are those of the
/// state's transitions, in order — which is where the official messages' "expected: #EOF, #Language, …" come from.
/// The automaton is the one the official grammar (gherkin.berp) generates; it is transcribed here because the
/// error messages depend on its exact states.
final class ParserTable: Sendable {
    /// A transition, with its actions stored in ``ParserTable/actions``.
    struct Transition {
        let token: TokenType
        let lookahead: TokenType?
        let actionStart: Int
        let actionEnd: Int
        let next: Int
    }

    /// A rule to close (`isStart == false`) or open.
    struct Action {
        let rule: RuleType
        let isStart: Bool
    }

    static let shared = ParserTable(source: ParserTable.source)

    /// `transitions[stateStart[s]..<stateStart[s + 1]]` are the transitions of state `s`.
    let stateStart: [Int]
    let transitions: [Transition]
    let actions: [Action]
    /// The expected token names of each state, for error messages (`#EOF`, …).
    let expected: [[String]]

    init(source: String) {
        // Decoded at every start, so it is a scan over the bytes: no array or string per word.
        let tokenNames = TokenType.allCases.map { (Array($0.name.utf8), $0) }
        let ruleNames = RuleType.allCases.map { (Array($0.name.utf8), $0) }
        var stateStart: [Int] = []
        var transitions: [Transition] = []
        var actions: [Action] = []
        var expected: [[String]] = []
        var text = source
        text.withUTF8 { bytes in
            func find<Value>(_ names: [([UInt8], Value)], _ word: Range<Int>) -> Value {
                let found = names.first { name, _ in
                    name.count == word.count && name.withUnsafeBufferPointer { $0.elementsEqual(bytes[word]) }
                }
                guard let found else { preconditionFailure("malformed parser table word") }
                return found.1
            }
            func number(_ word: Range<Int>) -> Int {
                bytes[word].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            }
            var position = 0
            /// The next word of the line, or nil at its end (the line feed is consumed).
            func nextWord() -> Range<Int>? {
                while position < bytes.count && bytes[position] == UInt8(ascii: " ") { position += 1 }
                guard position < bytes.count, bytes[position] != UInt8(ascii: "\n") else {
                    position += 1
                    return nil
                }
                let start = position
                while position < bytes.count && bytes[position] != UInt8(ascii: " ")
                    && bytes[position] != UInt8(ascii: "\n")
                {
                    position += 1
                }
                return start..<position
            }
            while position < bytes.count {
                guard let first = nextWord() else { continue }
                if bytes[first].elementsEqual("state".utf8) {
                    // States are listed in order; a missing number (42, the end) is a state without transitions.
                    let state = number(nextWord()!)
                    while stateStart.count <= state {
                        stateStart.append(transitions.count)
                        expected.append([])
                    }
                    while nextWord() != nil {}
                    continue
                }
                let token: TokenType = find(tokenNames, first)
                var lookahead: TokenType?
                let actionStart = actions.count
                var next = -1
                while let word = nextWord() {
                    let name = (word.lowerBound + 1)..<word.upperBound
                    switch bytes[word.lowerBound] {
                    case UInt8(ascii: "?"): lookahead = find(tokenNames, name)
                    case UInt8(ascii: "-"): actions.append(Action(rule: find(ruleNames, name), isStart: false))
                    case UInt8(ascii: "+"): actions.append(Action(rule: find(ruleNames, name), isStart: true))
                    case UInt8(ascii: ">"): next = number(name)
                    default: preconditionFailure("malformed parser table line")
                    }
                }
                transitions.append(
                    Transition(
                        token: token, lookahead: lookahead, actionStart: actionStart, actionEnd: actions.count,
                        next: next))
                let name = "#" + token.name
                if !expected[expected.count - 1].contains(name) { expected[expected.count - 1].append(name) }
            }
        }
        stateStart.append(transitions.count)
        self.stateStart = stateStart
        self.transitions = transitions
        self.actions = actions
        self.expected = expected
    }

    private static let source = """
        state 0
          EOF >42
          Language +Feature +FeatureHeader >1
          TagLine +Feature +FeatureHeader +Tags >2
          FeatureLine +Feature +FeatureHeader >3
          Comment >0
          Empty >0
        state 1
          TagLine +Tags >2
          FeatureLine >3
          Comment >1
          Empty >1
        state 2
          TagLine >2
          FeatureLine -Tags >3
          Comment >2
          Empty >2
        state 3
          EOF -FeatureHeader -Feature >42
          Empty >3
          Comment +Description >4
          BackgroundLine -FeatureHeader +Background >5
          TagLine ?ScenarioLine -FeatureHeader +ScenarioDefinition +Tags >11
          TagLine -FeatureHeader +Rule +RuleHeader +Tags >22
          ScenarioLine -FeatureHeader +ScenarioDefinition +Scenario >12
          RuleLine -FeatureHeader +Rule +RuleHeader >23
          Other +Description >4
        state 4
          EOF -Description -FeatureHeader -Feature >42
          Comment >4
          BackgroundLine -Description -FeatureHeader +Background >5
          TagLine ?ScenarioLine -Description -FeatureHeader +ScenarioDefinition +Tags >11
          TagLine -Description -FeatureHeader +Rule +RuleHeader +Tags >22
          ScenarioLine -Description -FeatureHeader +ScenarioDefinition +Scenario >12
          RuleLine -Description -FeatureHeader +Rule +RuleHeader >23
          Other >4
        state 5
          EOF -Background -Feature >42
          Empty >5
          Comment +Description >6
          StepLine +Step >7
          TagLine ?ScenarioLine -Background +ScenarioDefinition +Tags >11
          TagLine -Background +Rule +RuleHeader +Tags >22
          ScenarioLine -Background +ScenarioDefinition +Scenario >12
          RuleLine -Background +Rule +RuleHeader >23
          Other +Description >6
        state 6
          EOF -Description -Background -Feature >42
          Comment >6
          StepLine -Description +Step >7
          TagLine ?ScenarioLine -Description -Background +ScenarioDefinition +Tags >11
          TagLine -Description -Background +Rule +RuleHeader +Tags >22
          ScenarioLine -Description -Background +ScenarioDefinition +Scenario >12
          RuleLine -Description -Background +Rule +RuleHeader >23
          Other >6
        state 7
          EOF -Step -Background -Feature >42
          TableRow +DataTable >8
          DocStringSeparator +DocString >52
          StepLine -Step +Step >7
          TagLine ?ScenarioLine -Step -Background +ScenarioDefinition +Tags >11
          TagLine -Step -Background +Rule +RuleHeader +Tags >22
          ScenarioLine -Step -Background +ScenarioDefinition +Scenario >12
          RuleLine -Step -Background +Rule +RuleHeader >23
          Comment >7
          Empty >7
        state 8
          EOF -DataTable -Step -Background -Feature >42
          TableRow >8
          DocStringSeparator -DataTable +DocString >9
          StepLine -DataTable -Step +Step >7
          TagLine ?ScenarioLine -DataTable -Step -Background +ScenarioDefinition +Tags >11
          TagLine -DataTable -Step -Background +Rule +RuleHeader +Tags >22
          ScenarioLine -DataTable -Step -Background +ScenarioDefinition +Scenario >12
          RuleLine -DataTable -Step -Background +Rule +RuleHeader >23
          Comment >8
          Empty >8
        state 9
          DocStringSeparator >10
          Other >9
        state 10
          EOF -DocString -Step -Background -Feature >42
          StepLine -DocString -Step +Step >7
          TagLine ?ScenarioLine -DocString -Step -Background +ScenarioDefinition +Tags >11
          TagLine -DocString -Step -Background +Rule +RuleHeader +Tags >22
          ScenarioLine -DocString -Step -Background +ScenarioDefinition +Scenario >12
          RuleLine -DocString -Step -Background +Rule +RuleHeader >23
          Comment >10
          Empty >10
        state 11
          TagLine >11
          ScenarioLine -Tags +Scenario >12
          Comment >11
          Empty >11
        state 12
          EOF -Scenario -ScenarioDefinition -Feature >42
          Empty >12
          Comment +Description >13
          StepLine +Step >14
          TagLine ?ExamplesLine +ExamplesDefinition +Tags >18
          TagLine ?ScenarioLine -Scenario -ScenarioDefinition +ScenarioDefinition +Tags >11
          TagLine -Scenario -ScenarioDefinition +Rule +RuleHeader +Tags >22
          ExamplesLine +ExamplesDefinition +Examples >19
          ScenarioLine -Scenario -ScenarioDefinition +ScenarioDefinition +Scenario >12
          RuleLine -Scenario -ScenarioDefinition +Rule +RuleHeader >23
          Other +Description >13
        state 13
          EOF -Description -Scenario -ScenarioDefinition -Feature >42
          Comment >13
          StepLine -Description +Step >14
          TagLine ?ExamplesLine -Description +ExamplesDefinition +Tags >18
          TagLine ?ScenarioLine -Description -Scenario -ScenarioDefinition +ScenarioDefinition +Tags >11
          TagLine -Description -Scenario -ScenarioDefinition +Rule +RuleHeader +Tags >22
          ExamplesLine -Description +ExamplesDefinition +Examples >19
          ScenarioLine -Description -Scenario -ScenarioDefinition +ScenarioDefinition +Scenario >12
          RuleLine -Description -Scenario -ScenarioDefinition +Rule +RuleHeader >23
          Other >13
        state 14
          EOF -Step -Scenario -ScenarioDefinition -Feature >42
          TableRow +DataTable >15
          DocStringSeparator +DocString >49
          StepLine -Step +Step >14
          TagLine ?ExamplesLine -Step +ExamplesDefinition +Tags >18
          TagLine ?ScenarioLine -Step -Scenario -ScenarioDefinition +ScenarioDefinition +Tags >11
          TagLine -Step -Scenario -ScenarioDefinition +Rule +RuleHeader +Tags >22
          ExamplesLine -Step +ExamplesDefinition +Examples >19
          ScenarioLine -Step -Scenario -ScenarioDefinition +ScenarioDefinition +Scenario >12
          RuleLine -Step -Scenario -ScenarioDefinition +Rule +RuleHeader >23
          Comment >14
          Empty >14
        state 15
          EOF -DataTable -Step -Scenario -ScenarioDefinition -Feature >42
          TableRow >15
          DocStringSeparator -DataTable +DocString >16
          StepLine -DataTable -Step +Step >14
          TagLine ?ExamplesLine -DataTable -Step +ExamplesDefinition +Tags >18
          TagLine ?ScenarioLine -DataTable -Step -Scenario -ScenarioDefinition +ScenarioDefinition +Tags >11
          TagLine -DataTable -Step -Scenario -ScenarioDefinition +Rule +RuleHeader +Tags >22
          ExamplesLine -DataTable -Step +ExamplesDefinition +Examples >19
          ScenarioLine -DataTable -Step -Scenario -ScenarioDefinition +ScenarioDefinition +Scenario >12
          RuleLine -DataTable -Step -Scenario -ScenarioDefinition +Rule +RuleHeader >23
          Comment >15
          Empty >15
        state 16
          DocStringSeparator >17
          Other >16
        state 17
          EOF -DocString -Step -Scenario -ScenarioDefinition -Feature >42
          StepLine -DocString -Step +Step >14
          TagLine ?ExamplesLine -DocString -Step +ExamplesDefinition +Tags >18
          TagLine ?ScenarioLine -DocString -Step -Scenario -ScenarioDefinition +ScenarioDefinition +Tags >11
          TagLine -DocString -Step -Scenario -ScenarioDefinition +Rule +RuleHeader +Tags >22
          ExamplesLine -DocString -Step +ExamplesDefinition +Examples >19
          ScenarioLine -DocString -Step -Scenario -ScenarioDefinition +ScenarioDefinition +Scenario >12
          RuleLine -DocString -Step -Scenario -ScenarioDefinition +Rule +RuleHeader >23
          Comment >17
          Empty >17
        state 18
          TagLine >18
          ExamplesLine -Tags +Examples >19
          Comment >18
          Empty >18
        state 19
          EOF -Examples -ExamplesDefinition -Scenario -ScenarioDefinition -Feature >42
          Empty >19
          Comment +Description >20
          TableRow +ExamplesTable >21
          TagLine ?ExamplesLine -Examples -ExamplesDefinition +ExamplesDefinition +Tags >18
          TagLine ?ScenarioLine -Examples -ExamplesDefinition -Scenario -ScenarioDefinition +ScenarioDefinition +Tags >11
          TagLine -Examples -ExamplesDefinition -Scenario -ScenarioDefinition +Rule +RuleHeader +Tags >22
          ExamplesLine -Examples -ExamplesDefinition +ExamplesDefinition +Examples >19
          ScenarioLine -Examples -ExamplesDefinition -Scenario -ScenarioDefinition +ScenarioDefinition +Scenario >12
          RuleLine -Examples -ExamplesDefinition -Scenario -ScenarioDefinition +Rule +RuleHeader >23
          Other +Description >20
        state 20
          EOF -Description -Examples -ExamplesDefinition -Scenario -ScenarioDefinition -Feature >42
          Comment >20
          TableRow -Description +ExamplesTable >21
          TagLine ?ExamplesLine -Description -Examples -ExamplesDefinition +ExamplesDefinition +Tags >18
          TagLine ?ScenarioLine -Description -Examples -ExamplesDefinition -Scenario -ScenarioDefinition +ScenarioDefinition +Tags >11
          TagLine -Description -Examples -ExamplesDefinition -Scenario -ScenarioDefinition +Rule +RuleHeader +Tags >22
          ExamplesLine -Description -Examples -ExamplesDefinition +ExamplesDefinition +Examples >19
          ScenarioLine -Description -Examples -ExamplesDefinition -Scenario -ScenarioDefinition +ScenarioDefinition +Scenario >12
          RuleLine -Description -Examples -ExamplesDefinition -Scenario -ScenarioDefinition +Rule +RuleHeader >23
          Other >20
        state 21
          EOF -ExamplesTable -Examples -ExamplesDefinition -Scenario -ScenarioDefinition -Feature >42
          TableRow >21
          TagLine ?ExamplesLine -ExamplesTable -Examples -ExamplesDefinition +ExamplesDefinition +Tags >18
          TagLine ?ScenarioLine -ExamplesTable -Examples -ExamplesDefinition -Scenario -ScenarioDefinition +ScenarioDefinition +Tags >11
          TagLine -ExamplesTable -Examples -ExamplesDefinition -Scenario -ScenarioDefinition +Rule +RuleHeader +Tags >22
          ExamplesLine -ExamplesTable -Examples -ExamplesDefinition +ExamplesDefinition +Examples >19
          ScenarioLine -ExamplesTable -Examples -ExamplesDefinition -Scenario -ScenarioDefinition +ScenarioDefinition +Scenario >12
          RuleLine -ExamplesTable -Examples -ExamplesDefinition -Scenario -ScenarioDefinition +Rule +RuleHeader >23
          Comment >21
          Empty >21
        state 22
          TagLine >22
          RuleLine -Tags >23
          Comment >22
          Empty >22
        state 23
          EOF -RuleHeader -Rule -Feature >42
          Empty >23
          Comment +Description >24
          BackgroundLine -RuleHeader +Background >25
          TagLine ?ScenarioLine -RuleHeader +ScenarioDefinition +Tags >31
          TagLine -RuleHeader -Rule +Rule +RuleHeader +Tags >22
          ScenarioLine -RuleHeader +ScenarioDefinition +Scenario >32
          RuleLine -RuleHeader -Rule +Rule +RuleHeader >23
          Other +Description >24
        state 24
          EOF -Description -RuleHeader -Rule -Feature >42
          Comment >24
          BackgroundLine -Description -RuleHeader +Background >25
          TagLine ?ScenarioLine -Description -RuleHeader +ScenarioDefinition +Tags >31
          TagLine -Description -RuleHeader -Rule +Rule +RuleHeader +Tags >22
          ScenarioLine -Description -RuleHeader +ScenarioDefinition +Scenario >32
          RuleLine -Description -RuleHeader -Rule +Rule +RuleHeader >23
          Other >24
        state 25
          EOF -Background -Rule -Feature >42
          Empty >25
          Comment +Description >26
          StepLine +Step >27
          TagLine ?ScenarioLine -Background +ScenarioDefinition +Tags >31
          TagLine -Background -Rule +Rule +RuleHeader +Tags >22
          ScenarioLine -Background +ScenarioDefinition +Scenario >32
          RuleLine -Background -Rule +Rule +RuleHeader >23
          Other +Description >26
        state 26
          EOF -Description -Background -Rule -Feature >42
          Comment >26
          StepLine -Description +Step >27
          TagLine ?ScenarioLine -Description -Background +ScenarioDefinition +Tags >31
          TagLine -Description -Background -Rule +Rule +RuleHeader +Tags >22
          ScenarioLine -Description -Background +ScenarioDefinition +Scenario >32
          RuleLine -Description -Background -Rule +Rule +RuleHeader >23
          Other >26
        state 27
          EOF -Step -Background -Rule -Feature >42
          TableRow +DataTable >28
          DocStringSeparator +DocString >46
          StepLine -Step +Step >27
          TagLine ?ScenarioLine -Step -Background +ScenarioDefinition +Tags >31
          TagLine -Step -Background -Rule +Rule +RuleHeader +Tags >22
          ScenarioLine -Step -Background +ScenarioDefinition +Scenario >32
          RuleLine -Step -Background -Rule +Rule +RuleHeader >23
          Comment >27
          Empty >27
        state 28
          EOF -DataTable -Step -Background -Rule -Feature >42
          TableRow >28
          DocStringSeparator -DataTable +DocString >29
          StepLine -DataTable -Step +Step >27
          TagLine ?ScenarioLine -DataTable -Step -Background +ScenarioDefinition +Tags >31
          TagLine -DataTable -Step -Background -Rule +Rule +RuleHeader +Tags >22
          ScenarioLine -DataTable -Step -Background +ScenarioDefinition +Scenario >32
          RuleLine -DataTable -Step -Background -Rule +Rule +RuleHeader >23
          Comment >28
          Empty >28
        state 29
          DocStringSeparator >30
          Other >29
        state 30
          EOF -DocString -Step -Background -Rule -Feature >42
          StepLine -DocString -Step +Step >27
          TagLine ?ScenarioLine -DocString -Step -Background +ScenarioDefinition +Tags >31
          TagLine -DocString -Step -Background -Rule +Rule +RuleHeader +Tags >22
          ScenarioLine -DocString -Step -Background +ScenarioDefinition +Scenario >32
          RuleLine -DocString -Step -Background -Rule +Rule +RuleHeader >23
          Comment >30
          Empty >30
        state 31
          TagLine >31
          ScenarioLine -Tags +Scenario >32
          Comment >31
          Empty >31
        state 32
          EOF -Scenario -ScenarioDefinition -Rule -Feature >42
          Empty >32
          Comment +Description >33
          StepLine +Step >34
          TagLine ?ExamplesLine +ExamplesDefinition +Tags >38
          TagLine ?ScenarioLine -Scenario -ScenarioDefinition +ScenarioDefinition +Tags >31
          TagLine -Scenario -ScenarioDefinition -Rule +Rule +RuleHeader +Tags >22
          ExamplesLine +ExamplesDefinition +Examples >39
          ScenarioLine -Scenario -ScenarioDefinition +ScenarioDefinition +Scenario >32
          RuleLine -Scenario -ScenarioDefinition -Rule +Rule +RuleHeader >23
          Other +Description >33
        state 33
          EOF -Description -Scenario -ScenarioDefinition -Rule -Feature >42
          Comment >33
          StepLine -Description +Step >34
          TagLine ?ExamplesLine -Description +ExamplesDefinition +Tags >38
          TagLine ?ScenarioLine -Description -Scenario -ScenarioDefinition +ScenarioDefinition +Tags >31
          TagLine -Description -Scenario -ScenarioDefinition -Rule +Rule +RuleHeader +Tags >22
          ExamplesLine -Description +ExamplesDefinition +Examples >39
          ScenarioLine -Description -Scenario -ScenarioDefinition +ScenarioDefinition +Scenario >32
          RuleLine -Description -Scenario -ScenarioDefinition -Rule +Rule +RuleHeader >23
          Other >33
        state 34
          EOF -Step -Scenario -ScenarioDefinition -Rule -Feature >42
          TableRow +DataTable >35
          DocStringSeparator +DocString >43
          StepLine -Step +Step >34
          TagLine ?ExamplesLine -Step +ExamplesDefinition +Tags >38
          TagLine ?ScenarioLine -Step -Scenario -ScenarioDefinition +ScenarioDefinition +Tags >31
          TagLine -Step -Scenario -ScenarioDefinition -Rule +Rule +RuleHeader +Tags >22
          ExamplesLine -Step +ExamplesDefinition +Examples >39
          ScenarioLine -Step -Scenario -ScenarioDefinition +ScenarioDefinition +Scenario >32
          RuleLine -Step -Scenario -ScenarioDefinition -Rule +Rule +RuleHeader >23
          Comment >34
          Empty >34
        state 35
          EOF -DataTable -Step -Scenario -ScenarioDefinition -Rule -Feature >42
          TableRow >35
          DocStringSeparator -DataTable +DocString >36
          StepLine -DataTable -Step +Step >34
          TagLine ?ExamplesLine -DataTable -Step +ExamplesDefinition +Tags >38
          TagLine ?ScenarioLine -DataTable -Step -Scenario -ScenarioDefinition +ScenarioDefinition +Tags >31
          TagLine -DataTable -Step -Scenario -ScenarioDefinition -Rule +Rule +RuleHeader +Tags >22
          ExamplesLine -DataTable -Step +ExamplesDefinition +Examples >39
          ScenarioLine -DataTable -Step -Scenario -ScenarioDefinition +ScenarioDefinition +Scenario >32
          RuleLine -DataTable -Step -Scenario -ScenarioDefinition -Rule +Rule +RuleHeader >23
          Comment >35
          Empty >35
        state 36
          DocStringSeparator >37
          Other >36
        state 37
          EOF -DocString -Step -Scenario -ScenarioDefinition -Rule -Feature >42
          StepLine -DocString -Step +Step >34
          TagLine ?ExamplesLine -DocString -Step +ExamplesDefinition +Tags >38
          TagLine ?ScenarioLine -DocString -Step -Scenario -ScenarioDefinition +ScenarioDefinition +Tags >31
          TagLine -DocString -Step -Scenario -ScenarioDefinition -Rule +Rule +RuleHeader +Tags >22
          ExamplesLine -DocString -Step +ExamplesDefinition +Examples >39
          ScenarioLine -DocString -Step -Scenario -ScenarioDefinition +ScenarioDefinition +Scenario >32
          RuleLine -DocString -Step -Scenario -ScenarioDefinition -Rule +Rule +RuleHeader >23
          Comment >37
          Empty >37
        state 38
          TagLine >38
          ExamplesLine -Tags +Examples >39
          Comment >38
          Empty >38
        state 39
          EOF -Examples -ExamplesDefinition -Scenario -ScenarioDefinition -Rule -Feature >42
          Empty >39
          Comment +Description >40
          TableRow +ExamplesTable >41
          TagLine ?ExamplesLine -Examples -ExamplesDefinition +ExamplesDefinition +Tags >38
          TagLine ?ScenarioLine -Examples -ExamplesDefinition -Scenario -ScenarioDefinition +ScenarioDefinition +Tags >31
          TagLine -Examples -ExamplesDefinition -Scenario -ScenarioDefinition -Rule +Rule +RuleHeader +Tags >22
          ExamplesLine -Examples -ExamplesDefinition +ExamplesDefinition +Examples >39
          ScenarioLine -Examples -ExamplesDefinition -Scenario -ScenarioDefinition +ScenarioDefinition +Scenario >32
          RuleLine -Examples -ExamplesDefinition -Scenario -ScenarioDefinition -Rule +Rule +RuleHeader >23
          Other +Description >40
        state 40
          EOF -Description -Examples -ExamplesDefinition -Scenario -ScenarioDefinition -Rule -Feature >42
          Comment >40
          TableRow -Description +ExamplesTable >41
          TagLine ?ExamplesLine -Description -Examples -ExamplesDefinition +ExamplesDefinition +Tags >38
          TagLine ?ScenarioLine -Description -Examples -ExamplesDefinition -Scenario -ScenarioDefinition +ScenarioDefinition +Tags >31
          TagLine -Description -Examples -ExamplesDefinition -Scenario -ScenarioDefinition -Rule +Rule +RuleHeader +Tags >22
          ExamplesLine -Description -Examples -ExamplesDefinition +ExamplesDefinition +Examples >39
          ScenarioLine -Description -Examples -ExamplesDefinition -Scenario -ScenarioDefinition +ScenarioDefinition +Scenario >32
          RuleLine -Description -Examples -ExamplesDefinition -Scenario -ScenarioDefinition -Rule +Rule +RuleHeader >23
          Other >40
        state 41
          EOF -ExamplesTable -Examples -ExamplesDefinition -Scenario -ScenarioDefinition -Rule -Feature >42
          TableRow >41
          TagLine ?ExamplesLine -ExamplesTable -Examples -ExamplesDefinition +ExamplesDefinition +Tags >38
          TagLine ?ScenarioLine -ExamplesTable -Examples -ExamplesDefinition -Scenario -ScenarioDefinition +ScenarioDefinition +Tags >31
          TagLine -ExamplesTable -Examples -ExamplesDefinition -Scenario -ScenarioDefinition -Rule +Rule +RuleHeader +Tags >22
          ExamplesLine -ExamplesTable -Examples -ExamplesDefinition +ExamplesDefinition +Examples >39
          ScenarioLine -ExamplesTable -Examples -ExamplesDefinition -Scenario -ScenarioDefinition +ScenarioDefinition +Scenario >32
          RuleLine -ExamplesTable -Examples -ExamplesDefinition -Scenario -ScenarioDefinition -Rule +Rule +RuleHeader >23
          Comment >41
          Empty >41
        state 43
          DocStringSeparator >44
          Other >43
        state 44
          EOF -DocString -Step -Scenario -ScenarioDefinition -Rule -Feature >42
          TableRow -DocString +DataTable >45
          StepLine -DocString -Step +Step >34
          TagLine ?ExamplesLine -DocString -Step +ExamplesDefinition +Tags >38
          TagLine ?ScenarioLine -DocString -Step -Scenario -ScenarioDefinition +ScenarioDefinition +Tags >31
          TagLine -DocString -Step -Scenario -ScenarioDefinition -Rule +Rule +RuleHeader +Tags >22
          ExamplesLine -DocString -Step +ExamplesDefinition +Examples >39
          ScenarioLine -DocString -Step -Scenario -ScenarioDefinition +ScenarioDefinition +Scenario >32
          RuleLine -DocString -Step -Scenario -ScenarioDefinition -Rule +Rule +RuleHeader >23
          Comment >44
          Empty >44
        state 45
          EOF -DataTable -Step -Scenario -ScenarioDefinition -Rule -Feature >42
          TableRow >45
          StepLine -DataTable -Step +Step >34
          TagLine ?ExamplesLine -DataTable -Step +ExamplesDefinition +Tags >38
          TagLine ?ScenarioLine -DataTable -Step -Scenario -ScenarioDefinition +ScenarioDefinition +Tags >31
          TagLine -DataTable -Step -Scenario -ScenarioDefinition -Rule +Rule +RuleHeader +Tags >22
          ExamplesLine -DataTable -Step +ExamplesDefinition +Examples >39
          ScenarioLine -DataTable -Step -Scenario -ScenarioDefinition +ScenarioDefinition +Scenario >32
          RuleLine -DataTable -Step -Scenario -ScenarioDefinition -Rule +Rule +RuleHeader >23
          Comment >45
          Empty >45
        state 46
          DocStringSeparator >47
          Other >46
        state 47
          EOF -DocString -Step -Background -Rule -Feature >42
          TableRow -DocString +DataTable >48
          StepLine -DocString -Step +Step >27
          TagLine ?ScenarioLine -DocString -Step -Background +ScenarioDefinition +Tags >31
          TagLine -DocString -Step -Background -Rule +Rule +RuleHeader +Tags >22
          ScenarioLine -DocString -Step -Background +ScenarioDefinition +Scenario >32
          RuleLine -DocString -Step -Background -Rule +Rule +RuleHeader >23
          Comment >47
          Empty >47
        state 48
          EOF -DataTable -Step -Background -Rule -Feature >42
          TableRow >48
          StepLine -DataTable -Step +Step >27
          TagLine ?ScenarioLine -DataTable -Step -Background +ScenarioDefinition +Tags >31
          TagLine -DataTable -Step -Background -Rule +Rule +RuleHeader +Tags >22
          ScenarioLine -DataTable -Step -Background +ScenarioDefinition +Scenario >32
          RuleLine -DataTable -Step -Background -Rule +Rule +RuleHeader >23
          Comment >48
          Empty >48
        state 49
          DocStringSeparator >50
          Other >49
        state 50
          EOF -DocString -Step -Scenario -ScenarioDefinition -Feature >42
          TableRow -DocString +DataTable >51
          StepLine -DocString -Step +Step >14
          TagLine ?ExamplesLine -DocString -Step +ExamplesDefinition +Tags >18
          TagLine ?ScenarioLine -DocString -Step -Scenario -ScenarioDefinition +ScenarioDefinition +Tags >11
          TagLine -DocString -Step -Scenario -ScenarioDefinition +Rule +RuleHeader +Tags >22
          ExamplesLine -DocString -Step +ExamplesDefinition +Examples >19
          ScenarioLine -DocString -Step -Scenario -ScenarioDefinition +ScenarioDefinition +Scenario >12
          RuleLine -DocString -Step -Scenario -ScenarioDefinition +Rule +RuleHeader >23
          Comment >50
          Empty >50
        state 51
          EOF -DataTable -Step -Scenario -ScenarioDefinition -Feature >42
          TableRow >51
          StepLine -DataTable -Step +Step >14
          TagLine ?ExamplesLine -DataTable -Step +ExamplesDefinition +Tags >18
          TagLine ?ScenarioLine -DataTable -Step -Scenario -ScenarioDefinition +ScenarioDefinition +Tags >11
          TagLine -DataTable -Step -Scenario -ScenarioDefinition +Rule +RuleHeader +Tags >22
          ExamplesLine -DataTable -Step +ExamplesDefinition +Examples >19
          ScenarioLine -DataTable -Step -Scenario -ScenarioDefinition +ScenarioDefinition +Scenario >12
          RuleLine -DataTable -Step -Scenario -ScenarioDefinition +Rule +RuleHeader >23
          Comment >51
          Empty >51
        state 52
          DocStringSeparator >53
          Other >52
        state 53
          EOF -DocString -Step -Background -Feature >42
          TableRow -DocString +DataTable >54
          StepLine -DocString -Step +Step >7
          TagLine ?ScenarioLine -DocString -Step -Background +ScenarioDefinition +Tags >11
          TagLine -DocString -Step -Background +Rule +RuleHeader +Tags >22
          ScenarioLine -DocString -Step -Background +ScenarioDefinition +Scenario >12
          RuleLine -DocString -Step -Background +Rule +RuleHeader >23
          Comment >53
          Empty >53
        state 54
          EOF -DataTable -Step -Background -Feature >42
          TableRow >54
          StepLine -DataTable -Step +Step >7
          TagLine ?ScenarioLine -DataTable -Step -Background +ScenarioDefinition +Tags >11
          TagLine -DataTable -Step -Background +Rule +RuleHeader +Tags >22
          ScenarioLine -DataTable -Step -Background +ScenarioDefinition +Scenario >12
          RuleLine -DataTable -Step -Background +Rule +RuleHeader >23
          Comment >54
          Empty >54
        """
}
