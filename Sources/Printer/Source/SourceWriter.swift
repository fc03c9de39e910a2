import LayoutModel

/// Builds Swift source line by line with 4-space indentation.
///
/// The lines go into one byte buffer, each ended by a newline, so a file of a hundred
/// thousand lines is one growing array rather than a string per line joined at the end.
/// Indentation stops growing at ``maximumIndentation`` levels: a hierarchy nested thousands
/// of views deep would otherwise print more spaces than code, quadratic in its depth.
public struct SourceWriter: Sendable {
    /// The UTF-8 source written so far: every line ends in a newline.
    public private(set) var bytes: [UInt8] = []
    /// Where the last line starts in ``bytes``.
    private var lastLineStart = 0
    private var level = 0
    /// The deepest indentation written; deeper blocks stay at this column.
    public static let maximumIndentation = 40
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 4 * maximumIndentation)

    public init() {}

    /// A writer with room for a whole printed file of `document`: about 160 bytes for each
    /// view and each constraint, more than the printers write for either (a deep chain,
    /// indented at every level, writes 140). Room that is never written is never touched, so
    /// it costs no memory; a buffer grown by doubling fills fresh pages for twice the file,
    /// and a fresh page costs more than the lines written on it.
    init(forFileOf document: LayoutDocument) {
        bytes.reserveCapacity(4096 + 160 * (document.views.count + document.constraints.count))
    }

    /// Whether no line has been written.
    public var isEmpty: Bool { bytes.isEmpty }

    /// The last line written, without its newline; `nil` when none has been.
    public var lastLine: String? {
        isEmpty ? nil : String(decoding: bytes[lastLineStart..<bytes.count - 1], as: UTF8.self)
    }

    /// Appends a line at the current indentation; an empty line stays empty, and is left out
    /// where it would separate nothing: first in the file or a block, or after another.
    public mutating func line(_ text: String = "") {
        if text.isEmpty && !blankLineSeparates { return }
        lastLineStart = bytes.count
        if !text.isEmpty {
            indentation()
            append(text)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Whether a blank line written now stands between two lines: not first, nor after another
    /// blank line or a line that opens a block (`{`, `activate([`, a call's `(`); one last in a
    /// block is taken back when the block closes.
    private var blankLineSeparates: Bool {
        guard bytes.count >= 2 else { return false }
        let lastCharacter = bytes[bytes.count - 2]
        return lastCharacter != UInt8(ascii: "\n") && lastCharacter != UInt8(ascii: "{")
            && lastCharacter != UInt8(ascii: "[") && lastCharacter != UInt8(ascii: "(")
    }

    /// Appends a line of `first` and the `rest` of its parts, each copied as bytes where it
    /// stands: a storyboard's view statements are most of its printed file, and a `String`
    /// interpolated for each line cost several times the copies.
    mutating func line(_ first: String, _ rest: String...) {
        lastLineStart = bytes.count
        indentation()
        append(first)
        for part in rest { append(part) }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Through the contiguous bytes: `bytes += text.utf8` walks a view of them instead.
    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends a line of `head` followed by some UTF-8 bytes (a relation call built as
    /// ``CodeText``), without making a string of them.
    mutating func line(_ head: String, _ tail: ArraySlice<UInt8>) {
        lastLineStart = bytes.count
        indentation()
        append(head)
        tail.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends the current indentation's spaces, through their contiguous bytes (a slice
    /// appended as a collection costs several times more, on every line).
    private mutating func indentation() {
        let count = 4 * min(level, Self.maximumIndentation)
        Self.spaces.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
    }

    /// Appends `opening`, the lines `body` writes one level deeper, then `closing`.
    public mutating func block(_ opening: String, closing: String = "}", _ body: (inout SourceWriter) -> Void) {
        line(opening)
        level += 1
        body(&self)
        level -= 1
        // A blank line last in a block separates nothing (`line(closing)` sets where the last line starts).
        if bytes.count >= 2, bytes[bytes.count - 2] == UInt8(ascii: "\n") { bytes.removeLast() }
        line(closing)
    }

    /// Appends text to the last line written (`.apply()` after a closing brace).
    public mutating func appendToLastLine(_ text: String) {
        if !bytes.isEmpty { bytes.removeLast() }
        bytes += text.utf8
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends every line of another writer's output at the current indentation.
    public mutating func append(_ other: SourceWriter) {
        for text in other.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast() {
            line(String(decoding: text, as: UTF8.self))
        }
    }

    public mutating func indent() { level += 1 }
    public mutating func dedent() { level = max(0, level - 1) }

    /// The source, ending in one newline (empty when no line was written).
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
