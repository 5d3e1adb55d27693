import CucumberMessages
import Foundation

/// The package that defines a piece of support code: the nearest folder above its source file holding a
/// `Package.swift`, from which its location is shown (`Sources/…/LoginSteps.swift:135`), wherever the run works.
package enum PackageRoot {
    /// The package folder of the absolute `path`; `nil` for a relative path or a file in no package.
    package static func of(_ path: String) -> String? {
        guard path.hasPrefix("/") else { return nil }
        return enclosing((path as NSString).deletingLastPathComponent)
    }

    /// The package folder `folder` is in: itself or the nearest folder above it holding a `Package.swift`.
    package static func enclosing(_ folder: String) -> String? {
        var folder = folder
        while folder.count > 1 {
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return folder }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }
}

extension SourceReference {
    /// The reference with its file relative to the package that defines it, or else to `directory`; an empty
    /// `directory` keeps the absolute path (an editor's `file://` URIs need it).
    package func relativeToPackage(or directory: String) -> SourceReference {
        guard !directory.isEmpty else { return self }
        return relative(to: PackageRoot.of(uri) ?? directory)
    }
}
