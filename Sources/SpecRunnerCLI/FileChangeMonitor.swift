import Foundation
import SpecRunnerCore

/// Tells `--watch` when a feature file under the watched folders may have changed, at no cost while none does.
///
/// On Linux the kernel says so (inotify: one watch per folder, events about other files ignored). Elsewhere the
/// folders and the feature files alone are looked at (their modification times), never the rest of the tree: a
/// file added or removed changes its folder's time.
final class FileChangeMonitor {
    /// What a wait ended with.
    enum Event: Equatable {
        /// A feature file or a folder may have changed.
        case changed
        /// The descriptor given to the wait can be read.
        case input
        /// Neither, within the time given, or a signal came.
        case timeout
    }

    #if os(Linux)
        private let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        /// Whether every folder has a kernel watch; if not (the user's limit of watches is reached), the folders and
        /// files are looked at as elsewhere.
        private var kernelWatches = false
    #endif
    /// The modification times of the folders and feature files last given, when they are looked at.
    private var stamps: [String: [Int]] = [:]
    /// How often they are looked at, in milliseconds.
    private static let pollInterval: Int32 = 150

    deinit {
        #if os(Linux)
            if descriptor >= 0 { close(descriptor) }
        #endif
    }

    /// Watches `folders` and `files` (the feature files found in them) from now on; folders watched before stay
    /// watched while they exist.
    func watch(folders: [String], files: [String]) {
        #if os(Linux)
            let events =
                IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB | IN_MOVED_FROM | IN_MOVED_TO
                | IN_DELETE_SELF | IN_MOVE_SELF
            // Watching a folder twice keeps one watch; a folder gone meanwhile needs none.
            kernelWatches =
                descriptor >= 0
                && folders.allSatisfy { inotify_add_watch(descriptor, $0, UInt32(events)) >= 0 || errno == ENOENT }
            if kernelWatches { return }
        #endif
        stamps = Self.stamps(of: folders + files)
    }

    /// Waits up to `milliseconds` for a change, or for `input` (unless nil) to be readable.
    func wait(milliseconds: Int32, input: Int32?) -> Event {
        #if os(Linux)
            if kernelWatches {
                var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
                if let input { descriptors.append(pollfd(fd: input, events: Int16(POLLIN), revents: 0)) }
                guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0 else { return .timeout }
                if descriptors[0].revents != 0, readEvents() { return .changed }
                return descriptors.count > 1 && descriptors[1].revents != 0 ? .input : .timeout
            }
        #endif
        var left = milliseconds
        while left > 0 {
            var descriptors = input.map { [pollfd(fd: $0, events: Int16(POLLIN), revents: 0)] } ?? []
            let slice = min(left, Self.pollInterval)
            if poll(&descriptors, nfds_t(descriptors.count), slice) > 0 { return .input }
            left -= slice
            let now = Self.stamps(of: Array(stamps.keys))
            if now != stamps {
                stamps = now
                return .changed
            }
        }
        return .timeout
    }

    /// The stamp of each of `paths` that exists (``FileSystem/stamp(of:)``).
    private static func stamps(of paths: [String]) -> [String: [Int]] {
        var stamps: [String: [Int]] = [:]
        for path in paths { stamps[path] = FileSystem.stamp(of: path) }
        return stamps
    }

    #if os(Linux)
        /// Reads the pending events; whether one may be about a feature file or a folder (other files' are not).
        private func readEvents() -> Bool {
            var relevant = false
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { return relevant }
                var offset = 0
                // Each event: wd (Int32), mask, cookie, len (UInt32), then a name of len bytes, NUL-padded.
                while offset + 16 <= count {
                    let mask = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self) }
                    let length = Int(
                        buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self) })
                    let name = String(
                        decoding: buffer[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 },
                        as: UTF8.self)
                    let aboutFolders = UInt32(IN_ISDIR | IN_DELETE_SELF | IN_MOVE_SELF | IN_Q_OVERFLOW | IN_IGNORED)
                    if mask & aboutFolders != 0 || name.hasSuffix(".feature") || name.hasSuffix(".feature.md") {
                        relevant = true
                    }
                    offset += 16 + length
                }
            }
        }
    #endif
}
