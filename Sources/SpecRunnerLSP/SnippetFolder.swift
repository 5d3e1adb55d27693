import Foundation

/// Where the code actions put the step definitions they propose: a folder of this server's own in the temporary
/// folder, made by `mkdtemp` (an unpredictable name, mode 0700), whose files are created with `O_EXCL`, mode 0600.
///
/// A predictable name in a shared temporary folder could be taken first by another user (a link to a file of
/// theirs, which the editor would then write into).
final class SnippetFolder {
    /// The folder, once made.
    private var path: String?

    /// The `file:` URI of the file for the step on `line`, created empty unless it is there; nil if it cannot be.
    func uri(forStepOnLine line: Int) -> String? {
        guard let folder = path ?? make() else { return nil }
        let file = folder + "/spec-runner-step-\(line).swift"
        let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        // The folder is this server's alone: a file already there is one it made for an earlier action.
        guard descriptor >= 0 || errno == EEXIST else { return nil }
        if descriptor >= 0 { close(descriptor) }
        return URL(fileURLWithPath: file).absoluteString
    }

    private func make() -> String? {
        let template = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("spec-runner-steps-XXXXXX")
        var bytes = Array(template.path.utf8CString)
        guard let made = bytes.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else { return nil }
        path = String(cString: made)
        return path
    }
}
