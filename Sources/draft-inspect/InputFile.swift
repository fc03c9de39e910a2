import ArgumentParser
import Foundation
import LayoutModel
import Readers

/// Loading an input file for a command: problems go to standard error in the compiler's
/// `file: error: where: what` form. Input that cannot be read as data exits with status 65
/// (`EX_DATAERR`); a file that cannot be opened at all exits with 2, like a usage error, since
/// the report's contract allows only 0, 1, 2 and 65.
enum InputFile {
    /// Every layout of the file (one for every format but Interface Builder's), each
    /// layout's warnings and notes reported.
    static func loadAll(_ path: String, traits: SizeClassTraits? = nil) throws -> LoadedInput {
        let bytes: [UInt8]
        do {
            bytes = try readBytes(path)
        } catch {
            printError("\(path): error: \(error.message)")
            throw ExitCode(2)
        }
        do {
            let input = try DocumentLoader.loadAll(bytes, traits: traits)
            for layout in input.layouts {
                for warning in layout.loaded.warnings {
                    printError(warning.formatted(file: path))
                }
            }
            return input
        } catch {
            for diagnostic in error.diagnostics {
                printError(diagnostic.formatted(file: path))
            }
            throw ExitCode(65)
        }
    }

    struct ReadError: Error {
        var message: String
    }

    /// The whole content of a file, a FIFO, `/dev/stdin` or a process substitution
    /// (`<(…)`): whatever can be opened and read to its end. `-` is standard input.
    static func readBytes(_ path: String) throws(ReadError) -> [UInt8] {
        if path.isEmpty { throw ReadError(message: "the input path is empty; give a file name, or - for standard input") }
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: throw ReadError(message: "no such file")
            case EACCES: throw ReadError(message: "cannot be read: permission denied")
            default: throw ReadError(message: "cannot be opened: \(String(cString: strerror(errno)))")
            }
        }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw ReadError(message: "is a directory, not a file")
        }
        var bytes: [UInt8] = []
        if info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 {
            // A file's bytes straight into the array: no chunk to clear and copy from (a page
            // touched is time). What it may have grown by since is read below.
            var failure: Int32 = 0
            bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, count in
                adviseHugePages(buffer)
                while count < buffer.count {
                    let got = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                    if got > 0 {
                        count += got
                    } else if got < 0, errno == EINTR {
                        continue
                    } else {
                        if got < 0 { failure = errno }
                        return
                    }
                }
            }
            if failure != 0 { throw ReadError(message: "cannot be read: \(String(cString: strerror(failure)))") }
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(message: "cannot be read: \(String(cString: strerror(errno)))")
            }
            bytes.append(contentsOf: chunk[..<count])
        }
        return bytes
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
func printError(_ line: String) {
    FileHandle.standardError.write(Data((TerminalText.escaped(line) + "\n").utf8))
}
