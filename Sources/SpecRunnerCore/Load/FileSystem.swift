#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file-system operations the runner needs, with errors a person can act on.
package enum FileSystem {
    package enum Kind {
        case file
        case directory
        case other
    }

    /// A failed system call, by its `errno`; ``text(_:)`` words it for people.
    package struct Failure: Error, CustomStringConvertible {
        let code: Int32

        /// The failure of `errno` `code`.
        package init(code: Int32) {
            self.code = code
        }

        /// Why, in `catalog`'s language; an unusual code in the C library's words (`strerror`), with its number.
        package func text(_ catalog: MessageCatalog) -> String {
            switch code {
            case ENOENT: catalog.text(.fsNoSuchFile)
            case EACCES, EPERM: catalog.text(.reportPermissionDenied)
            case ELOOP: catalog.text(.reportLinkLoop)
            case ENOTDIR: catalog.text(.fsNotDirectory)
            case EISDIR: catalog.text(.reportIsFolder)
            case ENAMETOOLONG: catalog.text(.reportNameTooLong)
            case EIO: catalog.text(.reportInputOutput)
            case EROFS: catalog.text(.reportFileSystemReadOnly)
            case ENOSPC, EDQUOT: catalog.text(.reportNoSpace)
            default: catalog.text(.reportSystemError(reason: String(cString: strerror(code)), code: String(code)))
            }
        }

        /// The reason in English.
        package var description: String { text(.english) }
    }

    /// What is at `path`, following symbolic links.
    package static func kind(of path: String) throws(Failure) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { throw Failure(code: errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The device and inode of the directory at `path`, to notice a symbolic-link loop.
    package static func identity(of path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }

    /// An entry of a directory: its name, and its kind when the listing tells it.
    package struct Entry {
        package let name: String
        /// `nil` for a symbolic link or an entry of unknown type: ``kind(of:)`` tells what it leads to.
        let kind: Kind?
    }

    /// The entries of the directory at `path`, sorted by name, without `.` and `..`.
    ///
    /// Their kinds come from the listing itself where the file system gives them, which spares a `stat` call
    /// per file.
    package static func contents(of path: String) throws(Failure) -> [Entry] {
        guard let directory = opendir(path) else { throw Failure(code: errno) }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != "." && name != ".." else { continue }
            let kind: Kind? =
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_REG): .file
                case Int32(DT_DIR): .directory
                case Int32(DT_LNK), Int32(DT_UNKNOWN): nil
                default: .other
                }
            entries.append(Entry(name: name, kind: kind))
        }
        return entries.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// What tells one version of the file at `path` from another (its modification time, size, inode and
    /// device), links followed; `nil` when there is none.
    package static func stamp(of path: String) -> [Int]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return [
            Int(time.tv_sec), Int(time.tv_nsec), Int(info.st_size), Int(truncatingIfNeeded: info.st_ino),
            Int(truncatingIfNeeded: info.st_dev),
        ]
    }

    /// The bytes of the file at `path`, read in one go.
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw Failure(code: errno) }
        defer { close(descriptor) }
        return try read(descriptor: descriptor)
    }

    /// The bytes of the open file `descriptor`, read to its end.
    static func read(descriptor: Int32) throws(Failure) -> [UInt8] {
        var info = stat()
        var capacity = 1 << 16
        if fstat(descriptor, &info) == 0, info.st_size > 0 { capacity = Int(info.st_size) + 1 }
        var bytes: [UInt8] = []
        // Read straight into the array's own storage (no zero-filled chunk to copy from), a chunk at a time until
        // the end of the file: its size is only a hint, since it may change while it is read.
        while true {
            var failedWith: Int32 = 0
            let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                while initialized < buffer.count {
                    let count = systemRead(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                    if count < 0 && errno == EINTR { continue }
                    if count < 0 { failedWith = errno }
                    if count <= 0 { break }
                    initialized += count
                }
            }
            if failedWith != 0 { throw Failure(code: failedWith) }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if chunk.count < capacity { break }
            capacity = 1 << 16
        }
        return bytes
    }
}

/// `read(2)`, named apart from `FileSystem.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}
