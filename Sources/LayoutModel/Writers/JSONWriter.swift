/// Writes JSON text as it goes: what ``JSONValue/serialized(indent:)`` writes for a value,
/// without building the value first. A 9 MB dump written this way makes no value tree and no
/// string per value (issue 18: the REPL's `save`).
///
/// The text collects in a small buffer that is handed to `output` whenever it fills and at
/// ``finish(endingLine:)``, so a file is written piece by piece and never held whole: the
/// buffer stays in the cache, and no 9 MB of fresh memory is touched page by page.
///
/// Containers are opened and closed in order (`beginObject()`, `key(_:)` and a value for each
/// member, `endObject()`; arrays the same without keys). Members go on their own lines,
/// `indent` spaces per level, or all on one line when `indent` is `nil`; an empty container
/// is `{}` or `[]`.
public struct JSONWriter: ~Copyable {
    /// Whether members go on lines of their own.
    private let breaksLines: Bool
    /// Spaces per level; 0 on one line.
    private let indentWidth: Int
    /// Where the text goes, a piece at a time, in order.
    private let output: (UnsafeRawBufferPointer) -> Void
    /// The text not yet handed to `output`: `count` of `capacity` bytes.
    private let storage: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var count = 0
    /// A line break and then the spaces of the deepest indentation so far: a member's line
    /// start is copied from here in one piece.
    private var lineStart: UnsafeMutablePointer<UInt8>
    private var lineStartCapacity: Int
    /// The line break and indentation of the innermost open container's members: 0 on one line.
    private var lineStartLength = 0
    /// How many containers are open.
    private var depth = 0 {
        didSet { lineStartLength = breaksLines ? 1 + indentWidth * depth : 0 }
    }
    /// Whether the innermost open container has a member yet. An enclosing one always has:
    /// the inner container is its member.
    private var hasMembers = false
    /// Whether a key was written and its value is next.
    private var isAfterKey = false
    /// ``needsEscape(_:)`` for each byte value.
    private let escapeTable: UnsafePointer<Bool>

    /// A writer handing its text to `output` in pieces of up to `bufferSize` bytes.
    public init(indent: Int? = 2, bufferSize: Int = 1 << 16, output: @escaping (UnsafeRawBufferPointer) -> Void) {
        breaksLines = indent != nil
        indentWidth = indent ?? 0
        self.output = output
        // Room for the longest piece written after one check that is not a text: a number.
        capacity = max(bufferSize, longestNumberSpelling)
        storage = .allocate(capacity: capacity)
        lineStartCapacity = 0
        lineStart = .allocate(capacity: 0)
        escapeTable = Self.sharedEscapeTable
        growLineStart(to: 1 + 8 * indentWidth)
    }

    deinit {
        storage.deallocate()
        lineStart.deallocate()
    }

    /// The text that `write` writes, in memory, ending its line if `endingLine`.
    public static func text(indent: Int? = 2, endingLine: Bool = false, _ write: (inout JSONWriter) -> Void) -> String {
        var bytes: [UInt8] = []
        var writer = JSONWriter(indent: indent) { bytes.append(contentsOf: $0) }
        write(&writer)
        writer.finish(endingLine: endingLine)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text that `write` writes, ending its line, handed to `output` a piece at a time, in
    /// order: a large report goes to its file without being held whole.
    public static func write(indent: Int? = 2, to output: (UnsafeRawBufferPointer) -> Void, _ write: (inout JSONWriter) -> Void) {
        withoutActuallyEscaping(output) { output in
            var writer = JSONWriter(indent: indent, output: output)
            write(&writer)
            writer.finish(endingLine: true)
        }
    }

    /// Hands what is left to `output`, ending the text with a newline if `endingLine`.
    public consuming func finish(endingLine: Bool = false) {
        if endingLine { append(UInt8(ascii: "\n")) }
        flush()
    }

    public mutating func beginObject() { open(UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// The key of the next member of the open object, as the program spells it: ASCII with
    /// nothing to escape (a dump's keys), so its bytes are copied as they are.
    public mutating func key(_ key: StaticString) {
        key.withUTF8Buffer { key in
            // The comma, the line start, the quoted key, the colon and a space, after one check.
            guard var cursor = reserve(key.count + lineStartLength + 5) else {
                startMember()
                append(UInt8(ascii: "\""))
                append(UnsafeRawBufferPointer(key))
                append(UInt8(ascii: "\""))
                return endKey()
            }
            putMemberStart(at: &cursor)
            cursor.put(UInt8(ascii: "\""))
            cursor.put(UnsafeRawBufferPointer(key))
            cursor.put(UInt8(ascii: "\""))
            putKeyEnd(at: &cursor)
            commit(cursor)
        }
    }

    /// The key of the next member of the open object, from the input: escaped as a string is.
    public mutating func key(string key: String) {
        startMember()
        writeString(key)
        endKey()
    }

    public mutating func string(_ value: String) {
        startValue()
        writeString(value)
    }

    /// A number as ``formatNumber(_:)`` spells it.
    public mutating func number(_ value: Double) {
        startValue()
        guard var cursor = reserve(longestNumberSpelling) else { return } // never: the buffer holds more
        writeNumber(value, to: &cursor)
        commit(cursor)
    }

    public mutating func bool(_ value: Bool) {
        startValue()
        append(value ? "true" : "false")
    }

    public mutating func null() {
        startValue()
        append("null")
    }

    /// A member with a string value, the commonest thing a dump writes.
    public mutating func member(_ key: StaticString, _ value: String) {
        self.key(key)
        string(value)
    }

    public mutating func member(_ key: StaticString, _ value: Double) {
        self.key(key)
        number(value)
    }

    public mutating func member(_ key: StaticString, _ value: Bool) {
        self.key(key)
        bool(value)
    }

    /// A member whose value is an array of strings (ids, flags, names). Inlinable, so that a
    /// caller in another module steps through its sequence without a witness call per element.
    @inlinable
    public mutating func member(_ key: StaticString, strings values: some Sequence<String>) {
        self.key(key)
        beginArray()
        for value in values { string(value) }
        endArray()
    }

    /// `"key": [{…}, …]`: an array of objects, each one's members written by `body`
    /// (inlinable as ``member(_:strings:)`` is).
    @inlinable
    public mutating func member<Element>(_ key: StaticString, objects elements: some Sequence<Element>, _ body: (inout JSONWriter, Element) -> Void) {
        self.key(key)
        beginArray()
        for element in elements {
            beginObject()
            body(&self, element)
            endObject()
        }
        endArray()
    }

    private mutating func open(_ bracket: UInt8) {
        startValue()
        append(bracket)
        depth += 1
        hasMembers = false
        if lineStartLength > lineStartCapacity { growLineStart(to: 2 * lineStartLength) }
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if hasMembers, breaksLines {
            guard var cursor = reserve(lineStartLength) else {
                append(UInt8(ascii: "\n"))
                return appendSpaces(indentWidth * depth)
            }
            cursor.put(UnsafeRawBufferPointer(start: lineStart, count: lineStartLength))
            commit(cursor)
        }
        append(bracket)
        hasMembers = true
    }

    /// Before a value: a member of an array starts a line; an object's member started with its key.
    @inline(__always)
    private mutating func startValue() {
        if isAfterKey {
            isAfterKey = false
        } else if depth > 0 {
            startMember()
        }
    }

    /// The comma after the previous member and the line break and indentation of this one.
    private mutating func startMember() {
        guard var cursor = reserve(lineStartLength + 1) else {
            // Indentation deeper than the buffer is long.
            if hasMembers { append(UInt8(ascii: ",")) }
            hasMembers = true
            guard breaksLines else { return }
            append(UInt8(ascii: "\n"))
            return appendSpaces(indentWidth * depth)
        }
        putMemberStart(at: &cursor)
        commit(cursor)
    }

    @inline(__always)
    private mutating func putMemberStart(at cursor: inout UnsafeMutablePointer<UInt8>) {
        if hasMembers { cursor.put(UInt8(ascii: ",")) }
        hasMembers = true
        cursor.put(UnsafeRawBufferPointer(start: lineStart, count: lineStartLength))
    }

    private mutating func endKey() {
        guard var cursor = reserve(2) else { return } // never: the buffer holds more
        putKeyEnd(at: &cursor)
        commit(cursor)
    }

    @inline(__always)
    private mutating func putKeyEnd(at cursor: inout UnsafeMutablePointer<UInt8>) {
        cursor.put(UInt8(ascii: ":"))
        if breaksLines { cursor.put(UInt8(ascii: " ")) }
        isAfterKey = true
    }

    private mutating func growLineStart(to capacity: Int) {
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.initialize(repeating: UInt8(ascii: " "), count: capacity)
        grown.initialize(to: UInt8(ascii: "\n"))
        lineStart.deallocate()
        lineStart = grown
        lineStartCapacity = capacity
    }

    // MARK: The buffer
    //
    // A piece is written after one check of the room left (`reserve`), through a cursor whose
    // stores check nothing, and the cursor's place is then kept (`commit`); only a full buffer
    // calls out, to `flush`.

    /// Where the next `length` bytes go, the buffer flushed first if they do not fit in what
    /// is left of it; `nil` for more than the whole buffer holds.
    @inline(__always)
    private mutating func reserve(_ length: Int) -> UnsafeMutablePointer<UInt8>? {
        if length > capacity - count { flush() }
        return length <= capacity ? storage + count : nil
    }

    /// Keeps what was written through a cursor from ``reserve(_:)``.
    @inline(__always)
    private mutating func commit(_ cursor: UnsafeMutablePointer<UInt8>) {
        count = cursor - storage
    }

    @inline(never)
    private mutating func flush() {
        guard count > 0 else { return }
        output(UnsafeRawBufferPointer(start: storage, count: count))
        count = 0
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        if count == capacity { flush() }
        storage[count] = byte
        count += 1
    }

    @inline(__always)
    private mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard var cursor = reserve(bytes.count) else { return appendLong(bytes) }
        cursor.put(bytes)
        commit(cursor)
    }

    /// More than the buffer holds (a long text in the input): handed on as it is, after what
    /// ``reserve(_:)`` flushed.
    @inline(never)
    private mutating func appendLong(_ bytes: UnsafeRawBufferPointer) {
        output(bytes)
    }

    @inline(__always)
    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
    }

    private mutating func appendSpaces(_ number: Int) {
        var spaces = number
        while spaces > 0 {
            if count == capacity { flush() }
            let run = min(spaces, capacity - count)
            (storage + count).initialize(repeating: UInt8(ascii: " "), count: run)
            count += run
            spaces -= run
        }
    }

    // MARK: Strings

    private mutating func writeString(_ value: String) {
        // A native or small string lends its bytes; any other is made contiguous first.
        if value.utf8.withContiguousStorageIfAvailable({ writeString(utf8: $0) }) == nil {
            var value = value
            value.withUTF8 { writeString(utf8: $0) }
        }
    }

    @inline(__always)
    private mutating func writeString(utf8 value: UnsafeBufferPointer<UInt8>) {
        // Ids and class names, nearly everything a dump holds, have nothing to escape: copied
        // between quotes in one piece.
        guard !value.contains(where: { escapeTable[Int($0)] }) else { return writeEscaped(value) }
        guard var cursor = reserve(value.count + 2) else {
            append(UInt8(ascii: "\""))
            append(UnsafeRawBufferPointer(value))
            return append(UInt8(ascii: "\""))
        }
        cursor.put(UInt8(ascii: "\""))
        cursor.put(UnsafeRawBufferPointer(value))
        cursor.put(UInt8(ascii: "\""))
        commit(cursor)
    }

    /// Whether a byte of a string's UTF-8 is written other than as itself, or may be (the lead
    /// bytes of the C1 controls, of U+061C and of U+2028–U+2069).
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte == 0xC2 || byte == 0xD8
            || byte == 0xE2
    }

    /// ``needsEscape(_:)`` for each byte value, looked up rather than worked out per byte; made
    /// once, never written again, and kept for the life of the program.
    nonisolated(unsafe) private static let sharedEscapeTable: UnsafePointer<Bool> = {
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        for byte in 0...255 { table[byte] = needsEscape(UInt8(byte)) }
        return UnsafePointer(table)
    }()

    private mutating func writeEscaped(_ value: UnsafeBufferPointer<UInt8>) {
        append(UInt8(ascii: "\""))
        var input = value.makeIterator()
        while let byte = input.next() {
            switch byte {
            case UInt8(ascii: "\""): append(#"\""#)
            case UInt8(ascii: "\\"): append(#"\\"#)
            case UInt8(ascii: "\n"): append(#"\n"#)
            case UInt8(ascii: "\r"): append(#"\r"#)
            case UInt8(ascii: "\t"): append(#"\t"#)
            case ..<0x20, 0x7F: writeEscape(UInt32(byte))
            case 0xC2, 0xD8:
                // U+0080…U+009F, the C1 controls (C2 80…C2 9F), escaped like the C0 ones, so no
                // output of ours carries a terminal control of any kind; and U+061C (D8 9C), the
                // Arabic letter mark, which reorders text as the controls below do.
                guard let next = input.next() else { append(byte); break }
                let value = UInt32(byte & 0x1F) << 6 | UInt32(next & 0x3F)
                if (0x80...0x9F).contains(value) || Unicode.Scalar(value)?.isBidiControl == true {
                    writeEscape(value)
                } else {
                    append(byte)
                    append(next)
                }
            case 0xE2:
                // U+2028 and U+2029 end a line for JavaScript and for terminals and editors, and
                // the bidirectional controls (U+200E…U+2069) show a text other than the one
                // held: escaped too, so that no output of ours reads otherwise than it is.
                guard let second = input.next() else { append(byte); break }
                guard second == 0x80 || second == 0x81, let third = input.next() else {
                    append(byte)
                    append(second)
                    break
                }
                let scalar = Unicode.Scalar(0x2000 | (UInt32(second & 0x3F) << 6) | UInt32(third & 0x3F))
                if let scalar, scalar.isLineBreak || scalar.isBidiControl {
                    writeEscape(scalar.value)
                } else {
                    append(byte)
                    append(second)
                    append(third)
                }
            default:
                // Bytes of multi-byte characters (0x80 and up) are copied as they are.
                append(byte)
            }
        }
        append(UInt8(ascii: "\""))
    }

    private mutating func writeEscape(_ value: UInt32) {
        let hex = String(value, radix: 16)
        var text = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }
}

extension JSONValue {
    /// Writes the value where the writer is.
    public func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.null()
        case let .bool(value): writer.bool(value)
        case let .number(value): writer.number(value)
        case let .string(value): writer.string(value)
        case let .array(values):
            writer.beginArray()
            for value in values { value.write(to: &writer) }
            writer.endArray()
        case let .object(members):
            writer.beginObject()
            for member in members {
                writer.key(string: member.key)
                member.value.write(to: &writer)
            }
            writer.endObject()
        }
    }
}

/// Writing through a cursor into room a ``JSONWriter`` reserved: each store moves the cursor
/// on, and nothing is checked.
private extension UnsafeMutablePointer<UInt8> {
    @inline(__always)
    mutating func put(_ byte: UInt8) {
        pointee = byte
        self += 1
    }

    /// Copies `bytes`. Most pieces are a few bytes (a key, an id, a line start), for which a
    /// call to `memcpy` costs more than the copy: up to 16 bytes go as two overlapping words.
    @inline(__always)
    mutating func put(_ bytes: UnsafeRawBufferPointer) {
        let length = bytes.count
        guard let source = bytes.baseAddress else { return }
        let target = UnsafeMutableRawPointer(self)
        switch length {
        case 8...16:
            target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
            target.storeBytes(
                of: source.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self),
                toByteOffset: length - 8, as: UInt64.self)
        case 4..<8:
            target.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
            target.storeBytes(
                of: source.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self),
                toByteOffset: length - 4, as: UInt32.self)
        case 1..<4:
            // The first, middle and last bytes: all of one, two or three.
            target.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
            target.storeBytes(of: source.load(fromByteOffset: length / 2, as: UInt8.self), toByteOffset: length / 2, as: UInt8.self)
            target.storeBytes(of: source.load(fromByteOffset: length - 1, as: UInt8.self), toByteOffset: length - 1, as: UInt8.self)
        default:
            target.copyMemory(from: source, byteCount: length)
        }
        self += length
    }
}
