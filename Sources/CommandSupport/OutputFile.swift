import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a command's output to a file the way a careful tool does: a regular file is
/// replaced atomically (a temporary file in the same folder, then a rename), and only with
/// `force` if it exists; a special file (a FIFO, a terminal) is written through, never
/// replaced; a symbolic link is followed and its target written. A name of one of the
/// process's own descriptors (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`) writes to that
/// descriptor, as the shell set it up, even when it is a regular file: `{ echo header;
/// draft-inspect print x -o /dev/stdout; } >> f` appends to `f`.
public enum OutputFile {
    /// Makes a text and hands it to its argument a piece at a time, in order.
    public typealias Producer = (_ output: (UnsafeRawBufferPointer) -> Void) -> Void

    public struct Failure: Error, CustomStringConvertible {
        public var message: String
        /// `EX_CANTCREAT` (73) for a file that may not or cannot be created; `EX_IOERR` (74)
        /// for standard output that cannot be written.
        public var exitCode: Int32 = 73
        public var description: String { message }

        public init(message: String, exitCode: Int32 = 73) {
            self.message = message
            self.exitCode = exitCode
        }
    }

    /// Writes `text` to `path`; `-` means standard output.
    public static func write(_ text: String, to path: String, force: Bool) throws(Failure) {
        try write(Array(text.utf8), to: path, force: force)
    }

    /// Writes UTF-8 `bytes` to `path`; `-` means standard output.
    public static func write(_ bytes: [UInt8], to path: String, force: Bool) throws(Failure) {
        try write(to: path, force: force) { output in bytes.withUnsafeBytes(output) }
    }

    /// Makes the text in pieces (`produce` hands each to its `output` in order) and writes
    /// them to `path` as they come; `-` means standard output. A 9 MB dump goes to the file
    /// without being held whole in memory.
    public static func write(to path: String, force: Bool, producing produce: Producer) throws(Failure) {
        if path.isEmpty {
            throw Failure(message: "the output path is empty; give a file name, or - for standard output", exitCode: 2)
        }
        if path.contains("\0") { throw Failure(message: "the output path holds a NUL character", exitCode: 2) }
        if path == "-" {
            do {
                return try writeAll(produce, to: STDOUT_FILENO, shownAs: "standard output")
            } catch {
                throw Failure(message: error.message, exitCode: 74)
            }
        }
        if let descriptor = ownDescriptor(named: path) {
            return try writeAll(produce, to: descriptor, shownAs: path)
        }
        var info = stat()
        // stat follows links, including /dev/stdout's /proc magic link to a pipe or terminal.
        if stat(path, &info) == 0 {
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR { throw Failure(message: "\(path): is a directory") }
            if type != S_IFREG { return try writeThrough(produce, to: path) }
            guard force else {
                throw Failure(message: "\(path): already exists; use --force to replace it")
            }
            let target = realpath(path, nil).map { pointer in
                defer { free(pointer) }
                return String(cString: pointer)
            } ?? path
            try replaceAtomically(produce, at: target, shownAs: path, mode: info.st_mode & 0o7777, exclusive: false)
        } else {
            // A new file, or a dangling link whose target is to be created.
            let mask = umask(0)
            umask(mask)
            try replaceAtomically(produce, at: try resolveLinks(path), shownAs: path, mode: 0o666 & ~mask, exclusive: !force)
        }
    }

    /// The open descriptor a path names: `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or
    /// `/proc/self/fd/N`. Opening such a path anew would start at offset 0 of a regular file
    /// (overwriting what the shell appended before) or make a new file in its place.
    public static func ownDescriptor(named path: String) -> Int32? {
        let number: Int32?
        switch path {
        case "/dev/stdin": number = 0
        case "/dev/stdout": number = 1
        case "/dev/stderr": number = 2
        default:
            let prefixes = ["/dev/fd/", "/proc/self/fd/"]
            guard let prefix = prefixes.first(where: path.hasPrefix) else { return nil }
            number = Int32(path.dropFirst(prefix.count))
        }
        guard let number, number >= 0, fcntl(number, F_GETFD) != -1 else { return nil }
        return number
    }

    /// Follows a chain of symbolic links to the path that will really be written.
    private static func resolveLinks(_ path: String) throws(Failure) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                return current
            }
            if destination.hasPrefix("/") {
                current = destination
            } else {
                current = (split(current).folder ?? ".") + "/" + destination
            }
        }
        throw Failure(message: "\(path): too many levels of symbolic links")
    }

    /// The folder (`nil` for a bare name) and the name of a path. Foundation's
    /// `deletingLastPathComponent` traps on Linux for a bare name such as `out.swift`.
    public static func split(_ path: String) -> (folder: String?, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (nil, path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    private static func writeThrough(_ produce: Producer, to path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY)
        guard descriptor >= 0 else { throw Failure(message: "\(path): cannot open: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        try writeAll(produce, to: descriptor, shownAs: path)
    }

    /// Writes each piece `produce` makes; after a failed write the rest is made but not written.
    private static func writeAll(_ produce: Producer, to descriptor: Int32, shownAs path: String) throws(Failure) {
        var failure: Failure?
        produce { piece in
            guard failure == nil else { return }
            do throws(Failure) {
                try writeAll(piece, to: descriptor, shownAs: path)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, shownAs path: String) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(message: "\(path): cannot write: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }

    /// Writes a temporary file beside `target` and gives it `target`'s name: by `rename` when
    /// replacing, by ``claim(_:as:shownAs:)`` when `exclusive` (a new file without
    /// `--force`), so that of several commands creating one name at once exactly one wins.
    private static func replaceAtomically(_ produce: Producer, at target: String, shownAs path: String, mode: mode_t, exclusive: Bool) throws(Failure) {
        let (parent, name) = split(target)
        let folder = parent ?? ""
        var template = Array(((folder.isEmpty ? "." : folder) + "/." + name + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw Failure(message: "\(path): cannot create a file in \(folder.isEmpty ? "." : folder): \(String(cString: strerror(errno)))")
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: Failure?
        do throws(Failure) {
            try BackgroundFileWriter.write(produce, to: descriptor, shownAs: path)
            fchmod(descriptor, mode)
            // On disk before the rename: after a crash the path holds the old file or the
            // new one, never an empty or partial one.
            if fsync(descriptor) != 0 {
                failure = Failure(message: "\(path): cannot write: \(String(cString: strerror(errno)))")
            }
        } catch {
            failure = error
        }
        close(descriptor)
        if exclusive {
            if failure == nil {
                do throws(Failure) { try claim(temporary, as: target, shownAs: path) } catch { failure = error }
            }
            unlink(temporary)
            if let failure { throw failure }
            return
        }
        let replaced = failure == nil ? holdOpen(target) : nil
        if failure == nil, rename(temporary, target) != 0 {
            failure = Failure(message: "\(path): cannot replace: \(String(cString: strerror(errno)))")
        }
        if let replaced { closeLater(replaced) }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    /// Gives the finished `temporary` file the name `target` only if no file has it.
    ///
    /// `link(2)` fails with `EEXIST` when the name is taken, checking and naming in one step
    /// on Linux and Darwin alike, so of eight commands creating one name exactly one wins and
    /// a reader never sees the file before it is whole; the caller then unlinks the temporary
    /// name. Checking first (`stat`, or `O_EXCL` on `target`) and renaming after leaves a gap
    /// in which another writer's file is replaced. A file system without hard links (FAT,
    /// some network shares) falls back to claiming the name with `O_CREAT | O_EXCL` and
    /// renaming over the claim: still one winner, though a reader may see the claim empty.
    private static func claim(_ temporary: String, as target: String, shownAs path: String) throws(Failure) {
        if link(temporary, target) == 0 { return }
        var reason = errno
        if reason == EPERM || reason == EOPNOTSUPP || reason == EMLINK {
            let placeholder = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if placeholder >= 0 {
                close(placeholder)
                if rename(temporary, target) == 0 { return }
                reason = errno
                unlink(target)
            } else {
                reason = errno
            }
        }
        if reason == EEXIST { throw Failure(message: "\(path): already exists; use --force to replace it") }
        throw Failure(message: "\(path): cannot create: \(String(cString: strerror(reason)))")
    }

    /// The file at `path` opened for reading, if it can be, so that it outlives the rename
    /// that takes its name. Freeing a large file's pages and blocks takes milliseconds, and
    /// the rename that drops its last name would do it before the command can answer; held
    /// open, the file is freed when ``closeLater(_:)`` closes it.
    private static func holdOpen(_ path: String) -> Int32? {
        // Non-blocking: should a FIFO have taken the name since it was looked at, opening it
        // does not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        return descriptor >= 0 ? descriptor : nil
    }

    /// Closes `descriptor` on a thread of its own: the last close of a replaced file frees it.
    private static func closeLater(_ descriptor: Int32) {
        Thread.detachNewThread { close(descriptor) }
    }
}
