import Foundation

/// Notices when files change, by polling what `stat` says of them: size, modification time
/// and inode (an editor or an app that saves by renaming a new file over the old one gives
/// it a new inode). Polling behaves the same on every file system and platform, and a few
/// `stat` calls a second cost nothing.
struct FileWatch {
    let paths: [String]
    private var signatures: [Signature?]

    /// What a file looks like from outside; `nil` while it does not exist.
    private struct Signature: Equatable {
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
        var inode: UInt64
    }

    init(paths: [String]) {
        self.paths = paths
        signatures = paths.map(Self.signature)
    }

    /// Waits until files change and returns them, or returns `[]` as soon as `shouldStop`
    /// says so. A file being written is waited for until it stays the same for one
    /// interval, so that it is never read half written.
    mutating func waitForChange(interval: Duration = .milliseconds(200), shouldStop: () -> Bool) -> [String] {
        while true {
            if shouldStop() { return [] }
            let current = paths.map(Self.signature)
            if current != signatures {
                var settled = current
                repeat {
                    if shouldStop() { return [] }
                    Thread.sleep(forTimeInterval: Self.seconds(interval))
                    let again = paths.map(Self.signature)
                    if again == settled { break }
                    settled = again
                } while true
                let changed = paths.indices.filter { settled[$0] != signatures[$0] }.map { paths[$0] }
                signatures = settled
                if !changed.isEmpty { return changed }
                continue
            }
            Thread.sleep(forTimeInterval: Self.seconds(interval))
        }
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func signature(_ path: String) -> Signature? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return Signature(
            size: Int64(info.st_size), seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec),
            inode: UInt64(info.st_ino))
    }
}
