import CucumberExpressions
import Foundation

/// A tag pattern and the web address it links to: `@JIRA-(\d+) https://jira.example.com/browse/JIRA-{1}`.
///
/// The pattern is a regular expression that must match a whole tag, `@` included; the template is an `http` or
/// `https` address where `{0}` stands for the tag without its `@` (the story's key) and `{1}`, `{2}`… for the
/// pattern's groups, numbered by their opening parenthesis (named ones too, as regular expressions number them).
/// Values are percent-encoded into the address, and only web addresses are accepted, so that a report's link can
/// never run script (`javascript:`).
public struct TagLink: Sendable, Equatable, Codable {
    /// The regular expression, as written.
    public let pattern: String
    /// The address with its placeholders, as written.
    public let template: String
    private let regex: RegularExpression
    /// The template read once: a report asks for an address for every tag it shows.
    private let parts: [Part]

    /// Why a link does not read, at a 1-based column (in Unicode scalars) of the text given.
    public struct Problem: Error, Equatable {
        /// What is wrong.
        public enum Kind: Equatable, Sendable {
            /// Not two words, a pattern and a template, separated by white space.
            case notPatternAndTemplate
            /// The pattern does not start with `@`, so it could never match a tag.
            case patternWithoutAt
            /// The pattern is not a regular expression.
            case invalidPattern
            /// The template is not an `http://` or `https://` address.
            case notWebAddress
            /// A `{` without a number and its `}`, or a `}` alone.
            case badPlaceholder
            /// `{n}` for a group the pattern does not have (`groups` it has).
            case unknownGroup(number: Int, groups: Int)
        }

        /// What is wrong.
        public let kind: Kind
        /// Where, in the text given: 1 for the pattern, the template's column for the template.
        public let column: Int
    }

    /// Reads `PATTERN TEMPLATE`.
    public init(parsing text: String) throws(Problem) {
        let scalars = Array(text.unicodeScalars)
        let words = Self.words(scalars)
        guard words.count == 2 else {
            throw Problem(kind: .notPatternAndTemplate, column: words.count > 2 ? words[2].lowerBound + 1 : 1)
        }
        try self.init(
            pattern: String(String.UnicodeScalarView(scalars[words[0]])),
            template: String(String.UnicodeScalarView(scalars[words[1]])), templateColumn: words[1].lowerBound + 1)
    }

    private init(pattern: String, template: String, templateColumn: Int) throws(Problem) {
        guard pattern.hasPrefix("@") else { throw Problem(kind: .patternWithoutAt, column: 1) }
        do {
            regex = try RegularExpression("^(?:\(pattern))$", registry: ParameterTypeRegistry())
        } catch {
            throw Problem(kind: .invalidPattern, column: 1)
        }
        guard template.hasPrefix("https://") || template.hasPrefix("http://") else {
            throw Problem(kind: .notWebAddress, column: templateColumn)
        }
        self.pattern = pattern
        self.template = template
        parts = Self.parts(template)
        // The count of the parser whose groups give the values: named groups are numbered too.
        let groups = regex.groupCount
        for part in parts {
            switch part {
            case .text: continue
            case .bad(let offset): throw Problem(kind: .badPlaceholder, column: templateColumn + offset)
            case .group(let number, let offset) where number > groups:
                throw Problem(kind: .unknownGroup(number: number, groups: groups), column: templateColumn + offset)
            case .group: continue
            }
        }
    }

    /// The address `tag` links to, when the pattern matches it whole.
    public func url(for tag: String) -> String? {
        guard let arguments = regex.match(tag) else { return nil }
        // The groups in the order of their opening parenthesis, as ``RegularExpression/groupCount`` counts them.
        func flattened(_ group: Group) -> [String] { [group.value ?? ""] + group.children.flatMap(flattened) }
        let values = [String(tag.dropFirst())] + arguments.flatMap { flattened($0.group) }
        return parts.map { part in
            switch part {
            case .text(let text): text
            case .group(let number, _): number < values.count ? Self.percentEncoded(values[number]) : ""
            case .bad: ""
            }
        }.joined()
    }

    /// The first of `links` whose pattern matches `tag`, and the address: a tag is one story.
    public static func link(for tag: String, in links: [TagLink]) -> (story: String, url: String)? {
        for link in links {
            if let url = link.url(for: tag) { return (String(tag.dropFirst()), url) }
        }
        return nil
    }

    /// The same pattern and template.
    public static func == (lhs: TagLink, rhs: TagLink) -> Bool {
        lhs.pattern == rhs.pattern && lhs.template == rhs.template
    }

    /// Encoded as written, `PATTERN TEMPLATE`, and read again: a worker's copy compiles its own pattern.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(pattern + " " + template)
    }

    /// Reads `PATTERN TEMPLATE` as encoded.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(parsing: text)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: text))
        }
    }

    // MARK: Reading

    private enum Part {
        case text(String)
        case group(Int, offset: Int)
        case bad(offset: Int)
    }

    /// The template as literal text and `{n}` placeholders, with each placeholder's 0-based scalar offset.
    private static func parts(_ template: String) -> [Part] {
        var parts: [Part] = []
        var literal = String.UnicodeScalarView()
        let scalars = Array(template.unicodeScalars)
        var offset = 0
        while offset < scalars.count {
            let scalar = scalars[offset]
            if scalar == "}" { return parts + [.bad(offset: offset)] }
            guard scalar == "{" else {
                literal.append(scalar)
                offset += 1
                continue
            }
            let digits = scalars[(offset + 1)...].prefix { ("0"..."9").contains($0) }
            let end = offset + 1 + digits.count
            guard !digits.isEmpty, digits.count < 4, end < scalars.count, scalars[end] == "}" else {
                return parts + [.bad(offset: offset)]
            }
            parts += [.text(String(literal)), .group(Int(String(String.UnicodeScalarView(digits)))!, offset: offset)]
            literal = String.UnicodeScalarView()
            offset = end + 1
        }
        return parts + [.text(String(literal))]
    }

    /// The 0-based scalar ranges of the white-space-separated words of `scalars`.
    private static func words(_ scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var start: Int?
        for offset in 0...scalars.count {
            let isSpace = offset == scalars.count || scalars[offset] == " " || scalars[offset] == "\t"
            if isSpace, let begun = start {
                words.append(begun..<offset)
                start = nil
            } else if !isSpace && start == nil {
                start = offset
            }
        }
        return words
    }

    /// `text` with every byte but the unreserved ones (`A-Z a-z 0-9 - . _ ~`, RFC 3986) written `%XX`.
    private static func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
