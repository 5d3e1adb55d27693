import CucumberMessages
import Foundation
import Gherkin

/// `spec-runner gherkin`: the official Gherkin tool's NDJSON messages, for conformance and debugging.
///
/// `spec-runner gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] FILE…` prints one `source`,
/// `gherkinDocument` and `pickle` envelope per line (or `parseError` envelopes for a file that does not parse),
/// with incrementing ids shared by all the files; `--tokens` prints the official `.tokens` format instead.
///
/// It needs the parser and the messages alone: the caller hands it where standard output and standard error go.
package enum GherkinCommand {
    /// What the command tells people, as facts: the caller words them (the runtime's catalog, in the output
    /// language).
    package enum Notice: Equatable {
        /// The usage text (`--help`), ending with a newline.
        case usage
        /// An option the command does not know.
        case unknownOption(String)
        /// No file was given.
        case needsFiles
        /// A file that cannot be read.
        case cannotRead(path: String, UnreadableReason)
    }

    /// Why a file cannot be read.
    package enum UnreadableReason: Equatable {
        case noSuchFile, directory, notReadable
    }

    /// Where the command writes: bytes to standard output, text to standard error; and how its notices and a
    /// parse error's advice are worded for people.
    package struct Output {
        let standardOutput: ([UInt8]) -> Void
        let standardError: (String) -> Void
        let text: (Notice) -> String
        let hint: (GherkinDiagnostic) -> String?

        /// An output writing bytes through `standardOutput` and text through `standardError`, wording notices with
        /// `text` (a complete line, or the usage) and `hint` (a line of advice, or `nil`) under each parse error.
        package init(
            standardOutput: @escaping ([UInt8]) -> Void, standardError: @escaping (String) -> Void,
            text: @escaping (Notice) -> String, hint: @escaping (GherkinDiagnostic) -> String?
        ) {
            self.standardOutput = standardOutput
            self.standardError = standardError
            self.text = text
            self.hint = hint
        }

        func write(_ bytes: [UInt8]) { standardOutput(bytes) }
        func write(_ text: String) { standardOutput(Array(text.utf8)) }
        func writeError(_ text: String) { standardError(text) }
    }

    private struct Options {
        var includeSource = true
        var includeAst = true
        var includePickles = true
        var tokens = false
        var files: [String] = []
    }

    /// Runs the command with `arguments` (those after `gherkin`); the exit status.
    package static func run(arguments: [String], output: Output) -> Int32 {
        var options = Options()
        var onlyFiles = false
        for argument in arguments {
            if onlyFiles || !argument.hasPrefix("-") || argument == "-" {
                options.files.append(argument)
                continue
            }
            switch argument {
            case "--no-source": options.includeSource = false
            case "--no-ast": options.includeAst = false
            case "--no-pickles": options.includePickles = false
            case "--predictable-ids": break  // the default
            case "--tokens": options.tokens = true
            case "--": onlyFiles = true
            case "-h", "--help":
                output.write(output.text(.usage))
                return 0
            default:
                output.writeError(output.text(.unknownOption(argument)) + "\n" + output.text(.usage))
                return 2
            }
        }
        guard !options.files.isEmpty else {
            output.writeError(output.text(.needsFiles) + "\n" + output.text(.usage))
            return 2
        }
        return process(options, output: output)
    }

    private static func process(_ options: Options, output: Output) -> Int32 {
        let lines = EnvelopeLineWriter()
        let ids = IncrementingIdGenerator()
        let parser = GherkinParser()
        var status: Int32 = 0
        for path in options.files {
            guard let data = FileManager.default.contents(atPath: path) else {
                output.writeError(output.text(.cannotRead(path: path, unreadableReason(path))) + "\n")
                status = 2
                continue
            }
            let bytes = [UInt8](data)
            let mediaType = Source.MediaType(path: path)
            if options.tokens {
                do throws(GherkinErrors) {
                    output.write(try parser.tokens(bytes, uri: path, mediaType: mediaType) + "\n")
                } catch {
                    report(error, bytes: bytes, path: path, output: output)
                    status = 2
                }
                continue
            }
            var envelopes: [Envelope] = []
            let text = String(validating: dropByteOrderMark(bytes), as: UTF8.self)
            if options.includeSource, let text {
                envelopes.append(.source(Source(uri: path, data: text, mediaType: mediaType)))
            }
            do throws(GherkinErrors) {
                let (document, pickles) = try parser.parse(
                    bytes, uri: path, mediaType: mediaType, ids: ids, compilingPickles: options.includePickles)
                if options.includeAst { envelopes.append(.gherkinDocument(document)) }
                if options.includePickles { envelopes += pickles.map(Envelope.pickle) }
            } catch {
                for parseError in error.errors { envelopes.append(.parseError(parseError)) }
                report(error, bytes: bytes, path: path, output: output)
                status = 2
            }
            for envelope in envelopes { output.write(lines.line(envelope)) }
        }
        return status
    }

    /// Explains each error on standard error, for people.
    private static func report(_ errors: GherkinErrors, bytes: [UInt8], path: String, output: Output) {
        let source = String(decoding: bytes, as: UTF8.self)
        for error in errors.errors {
            let diagnostic = GherkinDiagnostic(error, source: source, path: path)
            output.writeError(diagnostic.rendered + (output.hint(diagnostic).map { $0 + "\n" } ?? ""))
        }
    }

    private static func unreadableReason(_ path: String) -> UnreadableReason {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .noSuchFile }
        return isDirectory.boolValue ? .directory : .notReadable
    }

    private static func dropByteOrderMark(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    }
}
