import ArgumentParser
import Foundation
import LayoutModel
import Readers

/// Loading an input file for a command: problems go to standard error in the compiler's
/// `file: error: where: what` form. Input that cannot be read as data exits with status 65
/// (`EX_DATAERR`), a device or a socket too; a file that cannot be opened at all exits with 2,
/// like a usage error, since the report's contract allows only 0, 1, 2 and 65.
public enum InputFile {
    /// Every layout of the file (one for every format but Interface Builder's); errors are
    /// reported, each layout's warnings and notes left to whoever picks the layouts.
    public static func loadAll(_ path: String, traits: SizeClassTraits? = nil) throws -> LoadedInput {
        let bytes: [UInt8]
        do {
            bytes = try readBytes(path, acceptingHead: { DocumentLoader.sniffKeepingText(in: $0).format != nil })
        } catch {
            printError("\(path): error: \(error.message)")
            throw ExitCode(error.status)
        }
        do {
            return try DocumentLoader.loadAll(bytes, traits: traits)
        } catch {
            for diagnostic in error.diagnostics {
                printError(diagnostic.formatted(file: path))
            }
            throw ExitCode(65)
        }
    }

    /// Why an input could not be read, and the exit status it gives: 2 when it cannot be
    /// opened (no such file, permission denied, a folder), 65 when it is not data a format
    /// can hold (a device, a socket, more than ``sizeLimit``).
    public struct ReadError: Error {
        public var message: String
        public var status: Int32 = 2
    }

    /// The most one input may hold: 512 MiB, twice the largest input benchmarked (a 250 MB
    /// trace) and far beyond any layout. An endless stream (`/dev/zero` piped in) stops here,
    /// or at its first ``DocumentLoader/sniffedPrefix`` bytes when they are no layout.
    public static let sizeLimit = 512 << 20

    /// The whole content of a file, a FIFO, `/dev/stdin` or a process substitution
    /// (`<(…)`); `-` is standard input. A device or a socket is refused, as is an input of
    /// more than ``sizeLimit``; with `regularOnly` (a file met in a folder) a FIFO is refused
    /// too instead of waited on. Once the first ``DocumentLoader/sniffedPrefix`` bytes of a
    /// longer input are in, `acceptingHead` decides whether to read on; when it does not,
    /// those bytes are all that is returned.
    public static func readBytes(
        _ path: String, regularOnly: Bool = false, acceptingHead: ((UnsafeBufferPointer<UInt8>) -> Bool)? = nil
    ) throws(ReadError) -> [UInt8] {
        if path.isEmpty { throw ReadError(message: "the input path is empty; give a file name, or - for standard input") }
        var descriptor = STDIN_FILENO
        if path != "-" {
            var info = stat()
            let isFIFO = stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
            if isFIFO && regularOnly { throw ReadError(message: "is a FIFO, not a regular file", status: 65) }
            // A FIFO named waits for its writer, as `cat` does (its writer may come after);
            // anything else is opened without waiting, as a device's open might.
            descriptor = open(path, O_RDONLY | O_CLOEXEC | (isFIFO ? 0 : O_NONBLOCK))
            guard descriptor >= 0 else { throw openFailure(path, errno) }
        }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw ReadError(message: "cannot be read: \(String(cString: strerror(errno)))", status: 65)
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { throw ReadError(message: "is a directory, not a file") }
        if type == S_IFIFO && regularOnly { throw ReadError(message: "is a FIFO, not a regular file", status: 65) }
        if type != S_IFREG && type != S_IFIFO && path != "-" {
            throw ReadError(message: "is \(kind(of: info.st_mode)), not a file: draft-inspect reads files, FIFOs and standard input", status: 65)
        }
        var bytes: [UInt8] = []
        var asked = acceptingHead == nil
        if type == S_IFREG, info.st_size > 0 {
            // Too large to read, but a file met in a folder may be no layout: its head says.
            let tooLarge = info.st_size > sizeLimit
            if tooLarge && asked { throw Self.tooLarge }
            // A file's bytes straight into the array: no chunk to clear and copy from (a page
            // touched is time). What it may have grown by since is read below.
            var failure: Int32 = 0
            var refused = false
            bytes = [UInt8](unsafeUninitializedCapacity: tooLarge ? DocumentLoader.sniffedPrefix : Int(info.st_size)) { buffer, count in
                adviseHugePages(buffer)
                let head = asked ? buffer.count : min(buffer.count, DocumentLoader.sniffedPrefix)
                failure = fill(buffer, &count, upTo: head, from: descriptor)
                // A file no longer than its head is sniffed whole by the caller.
                guard failure == 0, count == head, head < buffer.count || tooLarge, let acceptingHead else { return }
                asked = true
                // Asked of the bytes in place: a copy of the head (4 MiB) cost a large dump's
                // read a thousand page faults.
                if !acceptingHead(UnsafeBufferPointer(rebasing: buffer[..<count])) {
                    refused = true
                    return
                }
                failure = fill(buffer, &count, upTo: buffer.count, from: descriptor)
            }
            if failure != 0 { throw ReadError(message: "cannot be read: \(String(cString: strerror(failure)))", status: 65) }
            if refused { return bytes }
            if tooLarge { throw Self.tooLarge }
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    // A descriptor left non-blocking (standard input set so by a parent).
                    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&ready, 1, -1)
                    continue
                }
                throw ReadError(message: "cannot be read: \(String(cString: strerror(errno)))", status: 65)
            }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > sizeLimit { throw tooLarge }
            if !asked, bytes.count >= DocumentLoader.sniffedPrefix, let acceptingHead {
                asked = true
                if !bytes.withUnsafeBufferPointer(acceptingHead) { return bytes }
            }
        }
        return bytes
    }

    private static var tooLarge: ReadError {
        ReadError(message: "holds more than \(sizeLimit >> 20) MiB, the most draft-inspect reads of one input", status: 65)
    }

    /// Reads into `buffer` from `count` until `end`, the end of the file or an error (its errno).
    private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, _ count: inout Int, upTo end: Int, from descriptor: Int32) -> Int32 {
        while count < end {
            let got = read(descriptor, buffer.baseAddress! + count, end - count)
            if got > 0 {
                count += got
            } else if got < 0, errno == EINTR {
                continue
            } else {
                return got < 0 ? errno : 0
            }
        }
        return 0
    }

    private static func openFailure(_ path: String, _ code: Int32) -> ReadError {
        switch code {
        case ENOENT: return ReadError(message: "no such file")
        case EACCES: return ReadError(message: "cannot be read: permission denied")
        default:
            // A socket cannot be opened at all (ENXIO): say what it is.
            var info = stat()
            if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK {
                return ReadError(message: "is a socket, not a file: draft-inspect reads files, FIFOs and standard input", status: 65)
            }
            return ReadError(message: "cannot be opened: \(String(cString: strerror(code)))")
        }
    }

    /// What a file that is not a regular one is: `a FIFO`, `a character device`, ….
    public static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }

    /// Asks the kernel to back the whole 2 MiB pages inside the buffer a file is read into with
    /// transparent huge pages (where the system leaves them to `madvise`): one page fault per
    /// 2 MiB instead of 512, and at a large dump's size the faults cost more than reading.
    ///
    /// The file's bytes only. On a virtual machine that hands free 2 MiB blocks back to its
    /// host, few of them are at hand at once, and a huge page beyond those is one the host must
    /// fault in again: huge pages for the JSON tape and the reader's arrays as well would make
    /// a large check's kernel time swing from run to run, where the file's alone keep it steady
    /// and below what no huge pages cost.
    private static func adviseHugePages(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        #if os(Linux)
        let size = 2 << 20
        guard let start = buffer.baseAddress else { return }
        let first = (Int(bitPattern: start) + size - 1) & ~(size - 1)
        let end = (Int(bitPattern: start) + buffer.count) & ~(size - 1)
        guard end > first, let range = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(range, end - first, MADV_HUGEPAGE)
        #endif
    }
}

/// Writes a line to standard error.
public func printError(_ line: String) {
    Console.writeRaw(TerminalText.escaped(line) + "\n", to: STDERR_FILENO)
}
