/// Literal, non-overlapping, left-to-right replacement of every occurrence of a placeholder in a text.
enum PlaceholderReplacer {
    static func replace(_ placeholder: String, with value: String, in text: String) -> String {
        let needle = Array(placeholder.utf8)
        var haystack = Array(text.utf8)
        guard !needle.isEmpty, haystack.count >= needle.count else { return text }
        var result: [UInt8] = []
        var index = 0
        var replaced = false
        let last = haystack.count - needle.count
        while index < haystack.count {
            if index <= last && haystack[index] == needle[0]
                && haystack[index..<index + needle.count].elementsEqual(needle)
            {
                if !replaced {
                    result.reserveCapacity(haystack.count)
                    result.append(contentsOf: haystack[0..<index])
                    replaced = true
                }
                result.append(contentsOf: value.utf8)
                index += needle.count
            } else {
                if replaced { result.append(haystack[index]) }
                index += 1
            }
        }
        guard replaced else { return text }
        haystack = result
        return String(decoding: haystack, as: UTF8.self)
    }
}
