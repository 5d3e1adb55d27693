import CucumberMessages
import Foundation
import SpecRunnerCore
import SpecRunnerReports

/// A worker's share of a parallel run: its test cases as the parent planned them, and the feature files they come
/// from with the first id each was parsed with.
///
/// The worker parses only those files, each with its first id, so it gives every message the ids the parent gave
/// it, without parsing, linting and planning the whole suite again (ADR 0007).
package struct WorkerShare: Codable, Sendable {
    /// A feature file the share's test cases come from.
    struct File: Codable, Sendable {
        let uri: String
        /// The first id its syntax tree and pickles use.
        let firstId: Int
        /// Its size when the parent read it: a file changed since then would not give the parent's ids.
        let byteCount: Int
    }

    /// A planned test case (``PlannedTestCase``), its file an index into ``files``.
    struct TestCase: Sendable {
        let file: Int
        let ordinal: Int
        let id: Int
        /// Its steps: the pickle step at `n` is `n`, the hook at `n` of the support code's hooks is `-1 - n` (one
        /// number per step: a share holds thousands).
        let steps: [Int]
        let stepIds: [Int]
    }

    let testRunStartedId: String
    /// Whether the parent's reports want every step's start (else the worker sends one only when it matters: a
    /// crash, a step that takes long).
    package let sendsStepStarts: Bool
    let files: [File]
    /// In the order the worker runs them.
    let testCases: [TestCase]

    private enum CodingKeys: String, CodingKey {
        case testRunStartedId, sendsStepStarts, files, testCases
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        testRunStartedId = try container.decode(String.self, forKey: .testRunStartedId)
        sendsStepStarts = try container.decodeIfPresent(Bool.self, forKey: .sendsStepStarts) ?? true
        files = try container.decode([File].self, forKey: .files)
        guard let testCases = Self.testCases(in: try container.decode(String.self, forKey: .testCases)) else {
            throw DecodingError.dataCorruptedError(
                forKey: .testCases, in: container, debugDescription: "not a list of test cases")
        }
        self.testCases = testCases
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(testRunStartedId, forKey: .testRunStartedId)
        try container.encode(sendsStepStarts, forKey: .sendsStepStarts)
        try container.encode(files, forKey: .files)
        try container.encode(Self.text(of: testCases), forKey: .testCases)
    }

    /// The test cases as one text of numbers: for each, its file, ordinal, id and step count, then each step and
    /// its id. (Foundation's JSON decoder, given them as objects, took a worker longer than parsing its files.)
    private static func text(of testCases: [TestCase]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(testCases.count * 64)
        // Digits written straight into one buffer: a string per number cost the parent more than the rest of a share.
        func append(_ number: Int) {
            if !text.isEmpty { text.append(UInt8(ascii: " ")) }
            DecimalDigits.append(Int64(number), to: &text)
        }
        for testCase in testCases {
            for number in [testCase.file, testCase.ordinal, testCase.id, testCase.steps.count] { append(number) }
            for (step, id) in zip(testCase.steps, testCase.stepIds) {
                append(step)
                append(id)
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The test cases of ``text(of:)``; `nil` if `text` is not such a list.
    private static func testCases(in text: String) -> [TestCase]? {
        guard let numbers = numbers(in: text) else { return nil }
        var testCases: [TestCase] = []
        var next = 0
        while next < numbers.count {
            guard next + 4 <= numbers.count, numbers[next + 3] >= 0 else { return nil }
            let stepCount = numbers[next + 3]
            let steps = next + 4
            guard steps + 2 * stepCount <= numbers.count else { return nil }
            testCases.append(
                TestCase(
                    file: numbers[next], ordinal: numbers[next + 1], id: numbers[next + 2],
                    steps: stride(from: steps, to: steps + 2 * stepCount, by: 2).map { numbers[$0] },
                    stepIds: stride(from: steps + 1, to: steps + 2 * stepCount, by: 2).map { numbers[$0] }))
            next = steps + 2 * stepCount
        }
        return testCases
    }

    /// The numbers of a text of decimal integers separated by spaces; `nil` if it is not one.
    ///
    /// Read as bytes rather than an `Int` of each `Substring`: with the writing above, it pays (docs/performance.md).
    private static func numbers(in text: String) -> [Int]? {
        var numbers: [Int] = []
        var text = text
        let valid = text.withUTF8 { bytes -> Bool in
            numbers.reserveCapacity(bytes.count / 3)
            var position = 0
            while position < bytes.count {
                if bytes[position] == UInt8(ascii: " ") {
                    position += 1
                    continue
                }
                let negative = bytes[position] == UInt8(ascii: "-")
                if negative { position += 1 }
                let start = position
                var value = 0
                while position < bytes.count, bytes[position] != UInt8(ascii: " ") {
                    let digit = Int(bytes[position]) - Int(UInt8(ascii: "0"))
                    guard (0...9).contains(digit), position - start < 18 else { return false }
                    value = value * 10 + digit
                    position += 1
                }
                guard position > start else { return false }
                numbers.append(negative ? -value : value)
            }
            return true
        }
        return valid ? numbers : nil
    }

    /// The share of `model`'s plan made of the test cases at `positions`, in that order, for a parent whose
    /// reports want every step's start or not (`sendsStepStarts`).
    @MainActor
    init(positions: [Int], model: RunModel, sendsStepStarts: Bool) {
        var localFile: [Int: Int] = [:]
        var files: [File] = []
        var testCases: [TestCase] = []
        testCases.reserveCapacity(positions.count)
        for position in positions {
            let planned = model.plan.entries[position]
            let file: Int
            if let known = localFile[planned.file] {
                file = known
            } else {
                let stored = model.store.files[planned.file]
                file = files.count
                localFile[planned.file] = file
                files.append(File(uri: stored.uri, firstId: stored.firstId, byteCount: stored.byteCount))
            }
            testCases.append(
                TestCase(
                    file: file, ordinal: planned.ordinal, id: planned.id,
                    steps: planned.steps.map { step in
                        switch step.kind {
                        case .hook(let at): -1 - at
                        case .pickleStep(let at): at
                        }
                    },
                    stepIds: planned.steps.map(\.id)))
        }
        self.testRunStartedId = model.testRunStartedId
        self.sendsStepStarts = sendsStepStarts
        self.files = files
        self.testCases = testCases
    }

    /// The worker's model of the run: the share's files parsed with the parent's ids, into a store of their own,
    /// and its test cases as the parent planned them.
    ///
    /// Throws when a file cannot be read, or no longer is what the parent planned (it changed since), saying so
    /// in `catalog`'s language.
    @MainActor
    package func model(
        supportCode: SupportCode, defaultLanguage: String, catalog: MessageCatalog = .english
    ) throws(WorkerError) -> RunModel {
        let store = FeatureStore(defaultLanguage: defaultLanguage)
        var contents: [[UInt8]] = []
        for file in files {
            guard let bytes = try? FileSystem.read(file.uri), bytes.count == file.byteCount else {
                throw Self.changed(file.uri, catalog)
            }
            contents.append(bytes)
        }
        // The pickles the share runs, compacted as each file is parsed (the store need not keep the file parsed).
        var wanted = Array(repeating: Set<Int>(), count: files.count)
        for testCase in testCases where wanted.indices.contains(testCase.file) {
            wanted[testCase.file].insert(testCase.ordinal)
        }
        var pickles = Array(repeating: [Int: CompactPickle](), count: files.count)
        for (number, (file, bytes)) in zip(files, contents).enumerated() {
            guard
                let parsed = try? store.parser.parse(
                    uri: file.uri, bytes: bytes, ids: FastIdGenerator(startingAt: file.firstId))
            else { throw Self.changed(file.uri, catalog) }
            let feature = store.add(parsed, lines: [])
            for ordinal in wanted[number] where feature.pickles.indices.contains(ordinal) {
                pickles[number][ordinal] = CompactPickle(feature.pickles[ordinal], astIndex: feature.index)
            }
        }
        var planned: [PlannedTestCase] = []
        planned.reserveCapacity(testCases.count)
        for testCase in testCases {
            guard files.indices.contains(testCase.file), testCase.steps.count == testCase.stepIds.count else {
                throw WorkerError(description: catalog.text(.workerMalformedShare))
            }
            guard let pickle = pickles[testCase.file][testCase.ordinal] else {
                throw Self.changed(files[testCase.file].uri, catalog)
            }
            let stepCount = pickle.stepCount
            var steps: [PlannedTestCase.Step] = []
            steps.reserveCapacity(testCase.steps.count)
            for (step, id) in zip(testCase.steps, testCase.stepIds) {
                if step >= 0 {
                    guard step < stepCount else { throw Self.changed(files[testCase.file].uri, catalog) }
                    steps.append(PlannedTestCase.Step(kind: .pickleStep(at: step), id: id))
                } else {
                    guard supportCode.hooks.indices.contains(-1 - step) else {
                        throw WorkerError(description: catalog.text(.workerMalformedShare))
                    }
                    steps.append(PlannedTestCase.Step(kind: .hook(at: -1 - step), id: id))
                }
            }
            planned.append(
                PlannedTestCase(
                    file: testCase.file, ordinal: testCase.ordinal,
                    pickle: pickle, id: testCase.id, steps: steps))
        }
        let model = RunModel(store: store, plan: TestPlan(testCases: planned), supportCode: supportCode)
        model.testRunStartedId = testRunStartedId
        return model
    }

    private static func changed(_ uri: String, _ catalog: MessageCatalog) -> WorkerError {
        WorkerError(description: catalog.text(.workerFileChanged, uri))
    }
}
