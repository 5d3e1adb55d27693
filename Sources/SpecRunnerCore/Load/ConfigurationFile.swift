#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file the user keeps settings or results in (the profiles, a history, shard timings): read whole, or refused
/// with the reason, never taken as absent when it is there, and never waited on (a FIFO is not opened).
package enum ConfigurationFile {
    /// What reading a configuration file found.
    package enum Reading {
        /// Nothing is at the path (not even a link).
        case missing
        /// The file's bytes.
        case read([UInt8])
        /// Something is there that could not be read.
        case failed(Failure)
    }

    /// Why a configuration file that is there could not be read.
    package enum Failure: Error, Equatable {
        case folder
        /// A FIFO, a socket or a device.
        case notAFile
        /// A symbolic link that leads to nothing.
        case danglingLink
        /// A system call failed.
        case system(Int32)

        /// Why, in `catalog`'s language.
        package func text(_ catalog: MessageCatalog) -> String {
            switch self {
            case .folder: catalog.text(.reportIsFolder)
            case .notAFile: catalog.text(.fileNotRegular)
            case .danglingLink: catalog.text(.fileDanglingLink)
            case .system(let code): FileSystem.Failure(code: code).text(catalog)
            }
        }
    }

    /// Reads the regular file at `path` (symbolic links followed).
    package static func load(_ path: String) -> Reading {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            var link = stat()
            if code == ENOENT { return lstat(path, &link) == 0 ? .failed(.danglingLink) : .missing }
            return .failed(.system(code))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failed(.folder)
        default: return .failed(.notAFile)
        }
        // Non-blocking: should the file have become a FIFO since, the open does not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failed(.system(errno)) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .failed(.notAFile) }
        do {
            return .read(try FileSystem.read(descriptor: descriptor))
        } catch {
            return .failed(.system(error.code))
        }
    }
}
