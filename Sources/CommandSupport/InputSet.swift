import ArgumentParser
import Foundation
import Readers
import Report

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The inputs a command was given: files as named, folders searched recursively (hidden
/// files and folders left out, paths sorted), standard input when nothing is named and it is
/// not a terminal.
public struct InputSet {
    public struct Entry: Sendable {
        /// As named, or as found under a named folder (`folder/sub/file.json`); `-` for
        /// standard input.
        public var path: String
        /// Named on the command line, so it must be a layout; a file found in a folder that
        /// is not one is skipped.
        public var isNamed: Bool
        /// The content, when already read (standard input, read to see whether it is empty).
        public var bytes: [UInt8]? = nil
        /// What a special file met in a folder is (`a FIFO`): skipped unopened, since
        /// opening a FIFO waits for a writer and a device never ends.
        public var special: String? = nil
    }

    public var entries: [Entry]
    /// One file named (or standard input): the output is that file's report, as it always was.
    public var isSingle: Bool
    /// The folders named, as named.
    public var folders: [String] = []

    /// Expands the arguments; with none, standard input when it is not a terminal.
    public static func gather(_ arguments: [String]) throws -> InputSet {
        if arguments.isEmpty {
            let noInput = ValidationError("no input: name files or folders, or pipe a layout in (pbpaste | draft-inspect check)")
            guard isatty(STDIN_FILENO) == 0 else { throw noInput }
            let bytes: [UInt8]
            do {
                bytes = try InputFile.readBytes("-", acceptingHead: { DocumentLoader.sniffKeepingText(in: $0).format != nil })
            } catch {
                printError("-: error: \(error.message)")
                throw ExitCode(error.status)
            }
            guard !bytes.isEmpty else { throw noInput }
            return InputSet(entries: [Entry(path: "-", isNamed: true, bytes: bytes)], isSingle: true)
        }
        var entries: [Entry] = []
        var folders: [String] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            if argument != "-", FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
                folders.append(argument)
                entries += files(under: argument)
            } else {
                entries.append(Entry(path: argument, isNamed: true))
            }
        }
        let isSingle = arguments.count == 1 && folders.isEmpty
        return InputSet(entries: entries, isSingle: isSingle, folders: folders)
    }

    /// The files under a folder, hidden ones (`.git`, `.build`) left out, sorted; a special
    /// file (a FIFO, a device, a socket, or a link to one) is marked as such.
    public static func files(under folder: String) -> [Entry] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var found: [Entry] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            let path = base == "." ? relative : "\(base)/\(relative)"
            // stat follows links: a link to /dev/zero is a device.
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: continue
            case S_IFREG: found.append(Entry(path: path, isNamed: false))
            default: found.append(Entry(path: path, isNamed: false, special: InputFile.kind(of: info.st_mode)))
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Source code, documentation, project files and media found in a folder are not read:
    /// a Swift test or a Markdown page that quotes a conflict log is not one.
    public static func isNeverLayout(_ path: String) -> Bool {
        let type = (path as NSString).pathExtension.lowercased()
        return neverLayoutExtensions.contains(type)
    }

    private static let neverLayoutExtensions: Set<String> = [
        "swift", "m", "mm", "h", "hpp", "c", "cc", "cpp", "py", "rb", "js", "ts", "sh", "java", "kt",
        "md", "markdown", "rst", "html", "htm", "css", "yml", "yaml", "toml", "tsv", "csv", "repl",
        "plist", "strings", "stringsdict", "xcstrings", "pbxproj", "xcscheme", "xcworkspacedata", "entitlements",
        "png", "jpg", "jpeg", "gif", "heic", "pdf", "svg", "car", "mp4", "mov", "ttf", "otf",
        "a", "o", "dylib", "zip", "gz", "tar",
    ]

    /// Whether standard error is a terminal (for the progress bar).
    public static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}

/// What became of one input: read, or skipped as not a layout.
public enum LoadOutcome: Sendable {
    /// Every layout the input holds (`--layout` picks among them).
    case loaded(LoadedInput)
    /// A file found in a folder that holds no layout draft-inspect reads, or is no regular file.
    case skipped(SkippedFile.Reason)
    case cannotOpen(String)
    case unreadable(format: InputFormat?, [Diagnostic])

    public static func load(_ entry: InputSet.Entry, selection: LayoutSelection.Choice = .init()) -> LoadOutcome {
        if let special = entry.special { return .skipped(.notRegularFile(special)) }
        if !entry.isNamed && InputSet.isNeverLayout(entry.path) { return .skipped(.notALayout) }
        // A file named must be a layout; one met in a folder is read only when it shows itself
        // to be one, and its first bytes decide whether the rest is read.
        let sniff = { (bytes: UnsafeBufferPointer<UInt8>) -> DocumentLoader.Sniffed in
            entry.isNamed ? DocumentLoader.sniffKeepingText(in: bytes) : DocumentLoader.sniffFoundKeepingText(in: bytes)
        }
        let bytes: [UInt8]
        if let read = entry.bytes {
            bytes = read
        } else {
            do {
                bytes = try InputFile.readBytes(entry.path, regularOnly: !entry.isNamed, acceptingHead: { sniff($0).format != nil })
            } catch {
                // A file met in a folder is data like any other: one that cannot be read is unreadable (65).
                if entry.isNamed && error.status == 2 { return .cannotOpen(error.message) }
                return .unreadable(format: nil, [Diagnostic(at: .file, error.message)])
            }
        }
        let sniffed = bytes.withUnsafeBufferPointer(sniff)
        if sniffed.format == nil && !entry.isNamed { return .skipped(.notALayout) }
        do {
            var input = try DocumentLoader.loadAll(bytes, as: sniffed, traits: selection.traits)
            if let wanted = selection.layout {
                let chosen = input.layouts(matching: wanted)
                guard !chosen.isEmpty else { return .cannotOpen(LayoutSelection.noSuchLayout(wanted, in: input)) }
                input.layouts = chosen
            }
            return .loaded(input)
        } catch {
            return .unreadable(format: sniffed.format, error.diagnostics)
        }
    }
}

/// Values a command keeps until the process exits instead of freeing them when it is done
/// with them: a command's last step need not take apart, allocation by allocation, what the
/// system reclaims whole when the process ends.
public enum ProcessLifetime {
    /// Held here rather than leaked, so that they stay reachable (LeakSanitizer reports only
    /// what nothing points to).
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `value` (and everything it holds) alive to the end of the process. Call it from
    /// one thread.
    public static func keep<Value>(_ value: Value) {
        kept.append(value)
    }
}

/// Runs `work` on each element over the machine's cores, keeping the input order in the
/// result, so a run's output does not depend on which file finished first.
public func parallelMap<Element: Sendable, Result: Sendable>(
    _ elements: [Element], jobs: Int, _ work: @Sendable (Element) -> Result
) -> [Result] {
    let slots = ResultSlots<Result>(count: elements.count)
    let next = Counter()
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, elements.count))) { _ in
        while true {
            let index = next.increment()
            guard index < elements.count else { return }
            slots.store(work(elements[index]), at: index)
        }
    }
    return slots.values
}

/// Results stored by index from several threads.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    public init(count: Int) { slots = Array(repeating: nil, count: count) }

    public func store(_ value: Value, at index: Int) {
        lock.withLock { slots[index] = value }
    }

    public var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
}

/// A counter several threads take numbers from.
public final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    public init() {}

    /// The current value, then one more.
    public func increment() -> Int {
        lock.withLock {
            defer { value += 1 }
            return value
        }
    }
}
