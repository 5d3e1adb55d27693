/// Paths as outputs show them: relative to the folder a run works in, so that no output says where the project
/// sits on the machine.
package enum RelativePath {
    /// `path` relative to the folder `directory`, stepping out of it with `..` where `path` lies outside.
    ///
    /// Both are absolute: `/work/app/Sources/Steps.swift` from `/work/app/Features` is `../Sources/Steps.swift`,
    /// as cucumber-js writes its `uri`s. A relative `path`, or a `directory` that is empty or relative, gives
    /// `path` as it is.
    package static func of(_ path: String, from directory: String) -> String {
        guard path.hasPrefix("/"), directory.hasPrefix("/") else { return path }
        let target = components(path)
        let base = components(directory)
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        guard !parts.isEmpty else { return "." }
        // A folder keeps its trailing slash (`Features/`), as it was given.
        return parts.joined(separator: "/") + (path.hasSuffix("/") ? "/" : "")
    }

    private static func components(_ path: String) -> [Substring] {
        // Split on the bytes: a slash is one byte, and splitting by `Character` is many times slower.
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }.filter { $0 != "." }
    }
}
