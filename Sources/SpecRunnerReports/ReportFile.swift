import SpecRunnerCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A report file, written into the path given as a shell redirection would, without losing what was there.
///
/// The path is checked when the run is set up; nothing existing changes until the run is over (``commit()``),
/// so a run that stops before leaves every file as it was. A regular file (or a new one) is written beside its
/// target (``open()``) and renamed over it once complete, keeping the permissions of the file it replaces; a
/// device, a FIFO or a socket is written into as the run goes. A symbolic link is followed: its target gets
/// the report and the link stays. The file written beside is `.NAME.spec-runner-PID.XXXXXX`: one that a killed run
/// left is removed by the next run writing NAME once process PID is gone.
package final class ReportFile {
    private enum Kind {
        /// Written beside the target, then renamed over it: `mode` and `owner` are the replaced file's.
        case replaced(mode: mode_t?, owner: (uid: uid_t, gid: gid_t)?)
        /// Written into as the run goes (a device, a FIFO, a socket).
        case streamed
    }

    /// The path as given.
    let path: String
    /// The path that is written: symbolic links followed, `..` resolved.
    let target: String
    /// The device and inode of the target when it exists, to tell it from the run's feature files.
    let identity: [UInt64]?
    private let kind: Kind
    private var descriptor: Int32 = -1
    private var temporary: String?
    private var buffer: [UInt8] = []
    /// The language its problems are worded in.
    private let catalog: MessageCatalog
    /// The text its problems are worded in, around the reason.
    private let role: @Sendable (_ reason: String) -> Message
    /// Whether a formatter wrote anything to it.
    package private(set) var isWrittenTo = false
    /// The `errno` of the first write that failed.
    private var writeError: Int32 = 0

    /// Checks that a report can be written at `path`, without touching it; a problem is worded in `catalog`'s
    /// language, as `role` says (`cannot write the report: …`, or the history's).
    init(
        path: String, catalog: MessageCatalog, role: @escaping @Sendable (String) -> Message = Message.reportCannotWrite
    ) throws(Diagnostic) {
        self.path = path
        self.catalog = catalog
        self.role = role
        var info = stat()
        if stat(path, &info) == 0 {
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR {
                // The folder may be the specification's own: the hint names no file inside it.
                throw Self.problem(
                    path, catalog.text(.reportIsFolder), hint: catalog.text(.reportIsFolderHint), catalog, role)
            }
            if access(path, W_OK) != 0 {
                let reason = catalog.text(errno == EROFS ? .reportOnReadOnlySystem : .reportReadOnly)
                throw Self.problem(path, reason, hint: catalog.text(.reportReadOnlyHint(path: path)), catalog, role)
            }
            target = Self.resolved(path) ?? path
            identity = [UInt64(info.st_dev), UInt64(info.st_ino)]
            if type == S_IFREG {
                kind = .replaced(mode: info.st_mode & 0o7777, owner: (info.st_uid, info.st_gid))
                try Self.checkFolder(of: target, for: path, catalog, role)
            } else {
                kind = .streamed
            }
            return
        }
        let missing = errno
        guard missing == ENOENT else { throw Self.unreachable(path, missing, catalog, role) }
        // A new file, or a symbolic link to one: the shell would create the link's target.
        var written = path
        var linkInfo = stat()
        if lstat(path, &linkInfo) == 0, linkInfo.st_mode & S_IFMT == S_IFLNK, let destination = Self.link(path) {
            written = destination.hasPrefix("/") ? destination : Self.join(Self.folder(of: path), destination)
        }
        let folder = Self.folder(of: written)
        var folderInfo = stat()
        guard stat(folder, &folderInfo) == 0 else {
            throw Self.unreachable(written, errno, catalog, role, reportPath: path)
        }
        guard folderInfo.st_mode & S_IFMT == S_IFDIR else {
            throw Self.problem(path, catalog.text(.reportNotAFolder(folder: folder)), catalog, role)
        }
        target = Self.join(Self.resolved(folder) ?? folder, Self.name(of: written))
        identity = nil
        kind = .replaced(mode: nil, owner: nil)
        try Self.checkFolder(of: target, for: path, catalog, role)
    }

    deinit {
        discard()
    }

    /// Creates the file written (beside the target, or the target itself when it is streamed); nothing
    /// existing changes until ``commit()``.
    package func open() throws(Diagnostic) {
        guard descriptor < 0 else { return }
        switch kind {
        case .streamed:
            descriptor = systemOpen(target, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw Self.problem(path, Self.reason(errno, catalog), catalog, role) }
        case .replaced(let mode, let owner):
            let prefix = Self.temporaryPrefix(of: Self.name(of: target))
            Self.removeStale(prefix, in: Self.folder(of: target))
            var template = Array(
                (Self.join(Self.folder(of: target), prefix) + "\(getpid()).XXXXXX").utf8CString)
            descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { throw Self.problem(path, Self.reason(errno, catalog), catalog, role) }
            // Not inherited by the workers the run starts.
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            let name = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            temporary = name
            ReportFileCleanup.register(name)
            // mkstemp creates it readable by its owner only: give it the mode of the file it replaces, or
            // that of a new file.
            fchmod(descriptor, mode ?? (0o666 & ~Self.creationMask))
            if let owner, owner.uid != geteuid() || owner.gid != getegid() {
                _ = fchown(descriptor, owner.uid, owner.gid)
            }
        }
        flush()
    }

    /// Writes UTF-8 `bytes` (held until the file is open, then written out in blocks).
    func write(bytes: some Collection<UInt8>) {
        if !bytes.isEmpty { isWrittenTo = true }
        buffer.append(contentsOf: bytes)
        if descriptor >= 0, buffer.count >= 1 << 16 { flush() }
    }

    /// Writes out the rest and puts the report in place; the problem, if it could not be written.
    func commit() -> Diagnostic? {
        guard descriptor >= 0 else { return nil }
        flush()
        if case .streamed = kind {
            close(descriptor)
            descriptor = -1
            return writeError == 0 ? nil : Self.problem(path, Self.reason(writeError, catalog), catalog, role)
        }
        close(descriptor)
        descriptor = -1
        guard let temporary else { return nil }
        if writeError == 0, rename(temporary, target) == 0 {
            ReportFileCleanup.unregister(temporary)
            self.temporary = nil
            return nil
        }
        let failure = writeError != 0 ? writeError : errno
        discard()
        return Self.problem(
            path, catalog.text(.reportLeftAsItWas(reason: Self.reason(failure, catalog))), catalog, role)
    }

    /// Forgets the report: the file written beside the target goes, the target stays as it was.
    package func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        if let temporary {
            unlink(temporary)
            ReportFileCleanup.unregister(temporary)
            self.temporary = nil
        }
        buffer.removeAll()
    }

    private func flush() {
        guard descriptor >= 0, !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        guard writeError == 0 else { return }
        buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else {
                    writeError = written < 0 ? errno : EIO
                    return
                }
                offset += written
            }
        }
    }

    /// The start of the names of the files written beside a file named `name`, before the writer's process id:
    /// `.NAME.spec-runner-`.
    private static func temporaryPrefix(of name: String) -> String {
        "." + name + ".spec-runner-"
    }

    /// Removes the files `prefix` names in `folder` whose process is gone: a run killed with SIGKILL could not
    /// remove its own.
    private static func removeStale(_ prefix: String, in folder: String) {
        guard let entries = try? FileSystem.contents(of: folder) else { return }
        for entry in entries where entry.name.hasPrefix(prefix) {
            let owner = entry.name.dropFirst(prefix.count).prefix { $0 != "." }
            guard let pid = pid_t(owner), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(join(folder, entry.name))
        }
    }

    /// Checks that a file can be created beside `target` (for the rename that puts the report in place).
    private static func checkFolder(
        of target: String, for path: String, _ catalog: MessageCatalog, _ role: (String) -> Message
    ) throws(Diagnostic) {
        guard access(Self.folder(of: target), W_OK | X_OK) == 0 else {
            // The folder as the user named it; through a link, its resolved path would be a machine's path.
            var info = stat()
            let isLink = lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
            let reason =
                isLink
                ? catalog.text(.reportLinkedFolderNotWritable)
                : catalog.text(.reportFolderNotWritable(folder: Self.folder(of: path)))
            throw problem(path, reason, hint: catalog.text(.reportFolderNotWritableHint), catalog, role)
        }
    }

    /// The problem of a path that `stat` could not reach: names the part of it that is missing or not a folder.
    private static func unreachable(
        _ path: String, _ code: Int32, _ catalog: MessageCatalog, _ role: (String) -> Message, reportPath: String? = nil
    ) -> Diagnostic {
        let shown = reportPath ?? path
        switch code {
        case ENOENT:
            let folder = Self.folder(of: path)
            return problem(
                shown, catalog.text(.reportNoFolder(folder: folder)),
                hint: catalog.text(.reportNoFolderHint(folder: folder)), catalog,
                role)
        case ENOTDIR:
            for slash in path.indices where path[slash] == "/" && slash != path.startIndex {
                let prefix = String(path[..<slash])
                var info = stat()
                if stat(prefix, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
                    return problem(shown, catalog.text(.reportNotAFolder(folder: prefix)), catalog, role)
                }
            }
            return problem(shown, reason(code, catalog), catalog, role)
        default:
            return problem(shown, reason(code, catalog), catalog, role)
        }
    }

    private static func problem(
        _ path: String, _ reason: String, hint: String? = nil, _ catalog: MessageCatalog, _ role: (String) -> Message
    ) -> Diagnostic {
        Diagnostic(.error, path: path, message: catalog.text(role(reason)), hint: hint)
    }

    /// The reason for `errno` `code`, worded as for every file-system failure.
    private static func reason(_ code: Int32, _ catalog: MessageCatalog) -> String {
        FileSystem.Failure(code: code).text(catalog)
    }

    /// The permissions a new file gets (`0666` less the umask), read once: reading the umask means setting it.
    private static let creationMask: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }()

    /// `path` with its links followed and `..` resolved; nil when it leads nowhere.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    private static func link(_ path: String) -> String? {
        var bytes = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &bytes, bytes.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: bytes[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The folder of `path` (`.` for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path`.
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}

/// `open(2)` under the name of this platform's C library.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
    #if canImport(Glibc)
        Glibc.open(path, flags)
    #else
        Darwin.open(path, flags)
    #endif
}
