import Foundation

/// How long each scenario took in an earlier run, read from its JUnit XML or Messages NDJSON report, so that
/// `--shard` can balance its slices by time (see ``Shard``).
///
/// A scenario is known by its feature file and its name, which both reports carry; scenarios sharing a name in
/// one file (an outline's rows) share their average.
public struct ShardTimings: Sendable, Equatable, Codable {
    /// Seconds by ``key(uri:name:)``.
    private var seconds: [String: Double] = [:]

    /// No timings: every scenario is dealt round-robin.
    public init() {}

    /// The timings in a JUnit XML or Messages NDJSON report, recognised by its first character; a problem is
    /// worded in `catalog`'s language.
    package init(contentsOf path: String, catalog: MessageCatalog = .english) throws(Diagnostic) {
        // Read or refused with the reason: a FIFO is not waited on.
        let data: [UInt8]
        switch ConfigurationFile.load(path) {
        case .read(let bytes): data = bytes
        case .missing: throw Self.unreadable(path, "", catalog)
        case .failed(let failure): throw Self.unreadable(path, ": " + failure.text(catalog), catalog)
        }
        let text = String(decoding: data, as: UTF8.self)
        let durations: [(key: String, seconds: Double)]
        switch text.first(where: { !$0.isWhitespace }) {
        case "<": durations = Self.junit(text)
        case "{": durations = Self.messages(text)
        default: durations = []
        }
        guard !durations.isEmpty else {
            throw Diagnostic(
                .error, message: catalog.text(.shardTimingsEmpty(path: path)), hint: catalog.text(.shardTimingsHint))
        }
        self.init(durations)
    }

    private static func unreadable(_ path: String, _ reason: String, _ catalog: MessageCatalog) -> Diagnostic {
        Diagnostic(
            .error, message: catalog.text(.shardTimingsUnreadable(path: path)) + reason,
            hint: catalog.text(.shardTimingsHint)
        )
    }

    /// Timings from (key, seconds) pairs; a key given several times gets their average.
    init(_ durations: [(key: String, seconds: Double)]) {
        var sums: [String: (total: Double, count: Int)] = [:]
        for (key, seconds) in durations where seconds.isFinite && seconds >= 0 {
            sums[key, default: (0, 0)].total += seconds
            sums[key, default: (0, 0)].count += 1
        }
        seconds = sums.mapValues { $0.total / Double($0.count) }
    }

    /// Whether there are none.
    public var isEmpty: Bool { seconds.isEmpty }

    /// What the scenario with `key` took, if the earlier run had it.
    func seconds(for key: String) -> Double? { seconds[key] }

    /// How a scenario is known in a timings file: its feature file and its name.
    static func key(uri: String, name: String) -> String { uri + "\n" + name }

    // MARK: Reading

    /// `<testsuite package="URI">` … `<testcase name="NAME" time="SECONDS">`, as `--format junit` writes them;
    /// a name made unique with " (line N)" is the scenario's name without it.
    private static func junit(_ text: String) -> [(key: String, seconds: Double)] {
        var durations: [(key: String, seconds: Double)] = []
        var uri = ""
        // Searched as bytes, from where the last tag ended: a search of the rest of the text as a string costs
        // the rest's length, every tag.
        let bytes = text.utf8
        var rest = bytes.startIndex
        while let open = bytes[rest...].firstIndex(of: UInt8(ascii: "<")) {
            let start = bytes.index(after: open)
            guard let close = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else { break }
            let tag = text[start..<close]
            rest = bytes.index(after: close)
            if tag.hasPrefix("testsuite ") {
                uri = attribute("package", in: tag) ?? attribute("name", in: tag) ?? ""
            } else if tag.hasPrefix("testcase "), let name = attribute("name", in: tag),
                let seconds = attribute("time", in: tag).flatMap(Double.init)
            {
                durations.append((key(uri: uri, name: withoutLineSuffix(name)), seconds))
            }
        }
        return durations
    }

    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[start.upperBound...]
        guard let end = value.firstIndex(of: "\"") else { return nil }
        return unescape(value[..<end])
    }

    private static func unescape(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var result = ""
        var rest = text
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            guard let semicolon = rest.firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: rest.startIndex)..<semicolon]
            rest = rest[rest.index(after: semicolon)...]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number =
                    entity.hasPrefix("#x")
                    ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                if let number, let scalar = Unicode.Scalar(number) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "&\(entity);"
                }
            }
        }
        return result + rest
    }

    private static func withoutLineSuffix(_ name: String) -> String {
        guard name.hasSuffix(")"), let open = name.range(of: " (line ", options: .backwards),
            Int(name[open.upperBound...].dropLast()) != nil
        else { return name }
        return String(name[..<open.lowerBound])
    }

    /// The parts of a Messages line the timings read; a message without the fields it needs is passed over.
    private struct TimingLine: Decodable {
        struct Body: Decodable {
            let id, uri, name, pickleId, testCaseId, testCaseStartedId: String?
            let timestamp: Time?
        }
        struct Time: Decodable {
            let seconds: Double
            let nanos: Double?

            var value: Double { seconds + (nanos ?? 0) / 1e9 }
        }
        let pickle, testCase, testCaseStarted, testCaseFinished: Body?
    }

    /// Each test case's attempts, from `testCaseStarted` to `testCaseFinished`, summed.
    private static func messages(_ text: String) -> [(key: String, seconds: Double)] {
        var pickles: [String: String] = [:]
        var testCases: [String: String] = [:]
        var started: [String: (testCase: String, seconds: Double)] = [:]
        var total: [String: Double] = [:]
        var order: [String] = []
        let decoder = JSONDecoder()
        for line in text.split(whereSeparator: \.isNewline) {
            guard let message = try? decoder.decode(TimingLine.self, from: Data(line.utf8)) else { continue }
            if let pickle = message.pickle, let id = pickle.id, let uri = pickle.uri, let name = pickle.name {
                pickles[id] = key(uri: uri, name: name)
            } else if let testCase = message.testCase, let id = testCase.id, let pickle = testCase.pickleId {
                testCases[id] = pickle
            } else if let attempt = message.testCaseStarted, let id = attempt.id, let testCase = attempt.testCaseId,
                let time = attempt.timestamp
            {
                started[id] = (testCase, time.value)
            } else if let finished = message.testCaseFinished, let id = finished.testCaseStartedId,
                let attempt = started[id], let time = finished.timestamp
            {
                if total[attempt.testCase] == nil { order.append(attempt.testCase) }
                total[attempt.testCase, default: 0] += max(0, time.value - attempt.seconds)
            }
        }
        return order.compactMap { testCase in
            guard let pickle = testCases[testCase], let key = pickles[pickle], let seconds = total[testCase] else {
                return nil
            }
            return (key, seconds)
        }
    }
}
