/// Reading the text a `RegexMachine` runs over: its bytes decoded as Unicode scalars, and the sets they are tested
/// against.
extension RegexMachine {
    func decode(at position: Int) -> (scalar: UInt32, width: Int) {
        let lead = text[position]
        if lead < 0x80 {
            return (UInt32(lead), 1)
        }
        // Swift strings hold valid UTF-8, so the continuation bytes are there.
        if lead < 0xE0 {
            return ((UInt32(lead & 0x1F) << 6) | UInt32(text[position + 1] & 0x3F), 2)
        }
        if lead < 0xF0 {
            let value =
                (UInt32(lead & 0x0F) << 12) | (UInt32(text[position + 1] & 0x3F) << 6)
                | UInt32(text[position + 2] & 0x3F)
            return (value, 3)
        }
        let value =
            (UInt32(lead & 0x07) << 18) | (UInt32(text[position + 1] & 0x3F) << 12)
            | (UInt32(text[position + 2] & 0x3F) << 6) | UInt32(text[position + 3] & 0x3F)
        return (value, 4)
    }

    func scalarWidth(at position: Int) -> Int {
        position < text.count ? decode(at: position).width : 1
    }

    func previousBoundary(_ position: Int) -> Int {
        var previous = position - 1
        while previous > 0 && text[previous] & 0xC0 == 0x80 {
            previous -= 1
        }
        return previous
    }

    /// The width of the scalar at `position` when it belongs to set number `set`.
    func matchOne(set: Int, at position: Int) -> Int? {
        guard position < text.count else { return nil }
        let byte = text[position]
        let ascii = program.asciiSets[set]
        if byte < 0x80 {
            return ascii.contains(byte) ? 1 : nil
        }
        if ascii.isASCIIOnly {
            return nil
        }
        let (scalar, width) = decode(at: position)
        return program.sets[set].contains(scalar) ? width : nil
    }

    func isWordByte(at position: Int) -> Bool {
        guard position >= 0 && position < text.count else { return false }
        let byte = text[position]
        return byte < 0x80 && ScalarSet.wordCharacters.contains(UInt32(byte))
    }
}
