extension CompactPickle {
    /// Writes it whole, as it is kept, for another process (a worker's share).
    ///
    /// That process then has the pickle without the feature file. Its uri is left to the caller (one for all of a
    /// file's pickles).
    package func write(to writer: inout PlanBytes.Writer) {
        writer.number(line)
        writer.number(stepLines.count)
        for line in stepLines { writer.number(Int(line)) }
        writer.byteRun(bytes)
        writer.number(idTexts.count)
        for id in idTexts { writer.string(id) }
    }

    /// The pickle of feature file `uri` that ``write(to:)`` wrote.
    ///
    /// Only the framing is checked: the buffer is taken as the writing process laid it out (the same executable).
    package init(uri: String, reading reader: inout PlanBytes.Reader) throws(PlanBytes.Malformed) {
        self.uri = uri
        line = try reader.number()
        let stepCount = try reader.count()
        var stepLines: [Int32] = []
        stepLines.reserveCapacity(stepCount)
        for _ in 0..<stepCount { stepLines.append(Int32(clamping: try reader.number())) }
        self.stepLines = stepLines
        bytes = try reader.byteRun()
        let idCount = try reader.count()
        var idTexts: [String] = []
        idTexts.reserveCapacity(idCount)
        for _ in 0..<idCount { idTexts.append(try reader.string()) }
        self.idTexts = idTexts
    }
}
