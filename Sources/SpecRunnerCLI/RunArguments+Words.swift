extension RunArguments {
    /// A word of a command line, as every reader of it sees it: the run's options, `--lang` and `--profile`,
    /// `--watch` and `merge`.
    enum Word: Equatable {
        case path(String)
        /// An option by its `name` (before any `=`), with its `words` as written (itself, and the next when it
        /// takes it as its value) and its value.
        case option(name: String, words: [String], value: String?)
    }

    /// `arguments` as paths and options with their values; every word after `--` (itself an option) is a path.
    static func words(_ arguments: [String]) -> [Word] {
        var words: [Word] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-"), argument != "-" else {
                words.append(.path(argument))
                continue
            }
            let name = String(argument.prefix { $0 != "=" })
            if name != argument {
                let value = String(argument.dropFirst(name.count + 1))
                words.append(.option(name: name, words: [argument], value: value))
            } else if optionsTakingValues.contains(name), let value = remaining.popFirst() {
                words.append(.option(name: name, words: [argument, value], value: value))
            } else {
                words.append(.option(name: name, words: [argument], value: nil))
            }
            if argument == "--" {
                return words + remaining.map(Word.path)
            }
        }
        return words
    }
}
