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
    private let indent: Int?
    /// Where the text goes, a piece at a time, in order.
    private let output: (UnsafeRawBufferPointer) -> Void
    /// The text not yet handed to `output`: `count` of `capacity` bytes.
    private let storage: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var count = 0
    /// How many containers are open.
    private var depth = 0
    /// Whether the innermost open container has a member yet. An enclosing one always has:
    /// the inner container is its member.
    private var hasMembers = false
    /// Whether a key was written and its value is next.
    private var isAfterKey = false

    /// A writer handing its text to `output` in pieces of up to `bufferSize` bytes.
    public init(indent: Int? = 2, bufferSize: Int = 1 << 16, output: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.indent = indent
        self.output = output
        // Room for the longest piece written without a check (a number's 20 bytes).
        capacity = max(bufferSize, 64)
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    /// The text that `write` writes, in memory.
    public static func bytes(indent: Int? = 2, _ write: (inout JSONWriter) -> Void) -> [UInt8] {
        var bytes: [UInt8] = []
        var writer = JSONWriter(indent: indent) { bytes.append(contentsOf: $0) }
        write(&writer)
        writer.finish()
        return bytes
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
        startMember()
        key.withUTF8Buffer { writeQuoted(UnsafeRawBufferPointer($0)) }
        endKey()
    }

    /// The key of the next member of the open object, from the input: escaped as a string is.
    public mutating func key(string key: String) {
        startMember()
        writeString(key)
        endKey()
    }

    @inline(__always)
    private mutating func endKey() {
        _ = makeRoom(2) // fits: the buffer holds 64 bytes or more
        put(UInt8(ascii: ":"))
        if indent != nil { put(UInt8(ascii: " ")) }
        isAfterKey = true
    }

    public mutating func string(_ value: String) {
        startValue()
        writeString(value)
    }

    /// A number as ``formatNumber(_:)`` spells it.
    public mutating func number(_ value: Double) {
        startValue()
        // A whole number (frames, most constants) is its digits, as formatNumber writes it,
        // with no String made for it.
        if value == value.rounded(), abs(value) < 1e15 {
            writeDigits(Int64(value))
        } else {
            var text = formatNumber(value)
            text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
        }
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

    /// A member whose value is an array of strings (ids, flags, names).
    public mutating func member(_ key: StaticString, strings values: some Sequence<String>) {
        self.key(key)
        beginArray()
        for value in values { string(value) }
        endArray()
    }

    private mutating func open(_ bracket: UInt8) {
        startValue()
        append(bracket)
        depth += 1
        hasMembers = false
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if hasMembers { newline() }
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

    private mutating func startMember() {
        let spaces = (indent ?? 0) * depth
        // A comma, a line break and the indentation, with one check of the room for them.
        guard makeRoom(2 + spaces) else {
            if hasMembers { append(UInt8(ascii: ",")) }
            hasMembers = true
            return newline()
        }
        if hasMembers { put(UInt8(ascii: ",")) }
        hasMembers = true
        guard indent != nil else { return }
        put(UInt8(ascii: "\n"))
        (storage + count).initialize(repeating: UInt8(ascii: " "), count: spaces)
        count += spaces
    }

    private mutating func newline() {
        guard let indent else { return }
        append(UInt8(ascii: "\n"))
        appendSpaces(indent * depth)
    }

    // MARK: The buffer
    //
    // Every byte of the text passes through `append`: inlined, a byte costs a compare and a
    // store, and only a full buffer calls out.

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
        guard bytes.count <= capacity - count else { return appendAfterFlushing(bytes) }
        guard let source = bytes.baseAddress else { return }
        UnsafeMutableRawPointer(storage + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    @inline(never)
    private mutating func appendAfterFlushing(_ bytes: UnsafeRawBufferPointer) {
        flush()
        // More than the buffer holds (a long text in the input): handed on as it is.
        guard bytes.count <= capacity else { return output(bytes) }
        append(bytes)
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

    /// Flushes the buffer unless `length` more bytes fit; whether they fit now (a text longer
    /// than the whole buffer does not). The writes that follow a `true` need no check.
    @inline(__always)
    private mutating func makeRoom(_ length: Int) -> Bool {
        if length > capacity - count { flush() }
        return length <= capacity
    }

    /// A byte where ``makeRoom(_:)`` made room.
    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        storage[count] = byte
        count += 1
    }

    /// `text` between quotes, copied as it is.
    @inline(__always)
    private mutating func writeQuoted(_ text: UnsafeRawBufferPointer) {
        guard makeRoom(text.count + 2), let source = text.baseAddress else {
            append(UInt8(ascii: "\""))
            append(text)
            return append(UInt8(ascii: "\""))
        }
        put(UInt8(ascii: "\""))
        UnsafeMutableRawPointer(storage + count).copyMemory(from: source, byteCount: text.count)
        count += text.count
        put(UInt8(ascii: "\""))
    }

    @inline(__always)
    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
    }

    /// The decimal digits of `value`, `-` first if negative: what `String(value)` spells.
    private mutating func writeDigits(_ value: Int64) {
        var magnitude = value.magnitude
        var length = value < 0 ? 2 : 1
        var rest = magnitude / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        _ = makeRoom(length) // fits: 20 bytes at most
        if value < 0 { storage[count] = UInt8(ascii: "-") }
        var position = count + length
        repeat {
            position -= 1
            storage[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        count += length
    }

    private mutating func writeString(_ value: String) {
        var value = value
        value.withUTF8 { writeString(utf8: $0) }
    }

    /// Whether a byte of a string's UTF-8 is written other than as itself, or may be (the lead
    /// bytes of the C1 controls and of U+2028/U+2029).
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }

    private mutating func writeString(utf8 value: UnsafeBufferPointer<UInt8>) {
        // Ids and class names, nearly everything a dump holds, have nothing to escape.
        guard value.contains(where: Self.needsEscape) else { return writeQuoted(UnsafeRawBufferPointer(value)) }
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
            case 0xC2:
                // U+0080…U+009F, the C1 controls, are C2 80…C2 9F: escaped like the C0 ones,
                // so no output of ours carries a terminal control of any kind.
                guard let next = input.next() else { append(byte); break }
                if next < 0xA0 {
                    writeEscape(UInt32(next))
                } else {
                    append(byte)
                    append(next)
                }
            case 0xE2:
                // U+2028 and U+2029 (E2 80 A8, E2 80 A9) end a line for JavaScript and for
                // terminals and editors: escaped too, as every other line break is.
                guard let second = input.next() else { append(byte); break }
                guard second == 0x80, let third = input.next() else {
                    append(byte)
                    append(second)
                    break
                }
                if third == 0xA8 || third == 0xA9 {
                    writeEscape(0x2000 | UInt32(third - 0xA8 + 0x28))
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
