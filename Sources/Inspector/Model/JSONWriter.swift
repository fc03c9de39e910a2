/// Writes JSON text into one byte buffer as it goes: what ``JSONValue/serialized(indent:)``
/// writes for a value, without building the value first. A 9 MB dump written this way makes
/// no value tree and no string per value (issue 18: the REPL's `save`).
///
/// Containers are opened and closed in order (`beginObject()`, `key(_:)` and a value for each
/// member, `endObject()`; arrays the same without keys). Members go on their own lines,
/// `indent` spaces per level, or all on one line when `indent` is `nil`; an empty container
/// is `{}` or `[]`.
public struct JSONWriter {
    /// The text written so far, UTF-8.
    public private(set) var bytes: [UInt8] = []
    private let indent: Int?
    /// For each open container, whether it has a member yet.
    private var hasMembers: [Bool] = []
    /// Whether a key was written and its value is next.
    private var isAfterKey = false

    public init(indent: Int? = 2, reservingCapacity capacity: Int = 0) {
        self.indent = indent
        bytes.reserveCapacity(capacity)
    }

    public mutating func beginObject() { open(UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// The key of the next member of the open object, as the program spells it: ASCII with
    /// nothing to escape (a dump's keys), so its bytes are copied as they are.
    public mutating func key(_ key: StaticString) {
        startMember()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        endKey()
    }

    /// The key of the next member of the open object, from the input: escaped as a string is.
    public mutating func key(string key: String) {
        startMember()
        writeString(key)
        endKey()
    }

    private mutating func endKey() {
        bytes.append(UInt8(ascii: ":"))
        if indent != nil { bytes.append(UInt8(ascii: " ")) }
        isAfterKey = true
    }

    public mutating func string(_ value: String) {
        startValue()
        writeString(value)
    }

    public mutating func number(_ value: Double) {
        startValue()
        // Short: a small String, held inline, no allocation.
        bytes.append(contentsOf: formatNumber(value).utf8)
    }

    public mutating func bool(_ value: Bool) {
        startValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    public mutating func null() {
        startValue()
        bytes.append(contentsOf: "null".utf8)
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
        bytes.append(bracket)
        hasMembers.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        if hasMembers.removeLast() { newline() }
        bytes.append(bracket)
    }

    /// Before a value: a member of an array starts a line; an object's member started with its key.
    private mutating func startValue() {
        if isAfterKey {
            isAfterKey = false
        } else if !hasMembers.isEmpty {
            startMember()
        }
    }

    private mutating func startMember() {
        if hasMembers[hasMembers.count - 1] {
            bytes.append(UInt8(ascii: ","))
        } else {
            hasMembers[hasMembers.count - 1] = true
        }
        newline()
    }

    private mutating func newline() {
        guard let indent else { return }
        bytes.append(UInt8(ascii: "\n"))
        let count = indent * hasMembers.count
        if count <= Self.spaces.count {
            bytes.append(contentsOf: Self.spaces[..<count])
        } else {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
        }
    }

    /// Indentation for the levels a dump has, copied in one go.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 32)

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
        bytes.append(UInt8(ascii: "\""))
        // Ids and class names, nearly everything a dump holds, have nothing to escape.
        guard value.contains(where: Self.needsEscape) else {
            bytes.append(contentsOf: value)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        var input = value.makeIterator()
        while let byte = input.next() {
            switch byte {
            case UInt8(ascii: "\""): bytes += #"\""#.utf8
            case UInt8(ascii: "\\"): bytes += #"\\"#.utf8
            case UInt8(ascii: "\n"): bytes += #"\n"#.utf8
            case UInt8(ascii: "\r"): bytes += #"\r"#.utf8
            case UInt8(ascii: "\t"): bytes += #"\t"#.utf8
            case ..<0x20, 0x7F: writeEscape(UInt32(byte))
            case 0xC2:
                // U+0080…U+009F, the C1 controls, are C2 80…C2 9F: escaped like the C0 ones,
                // so no output of ours carries a terminal control of any kind.
                guard let next = input.next() else { bytes.append(byte); break }
                if next < 0xA0 {
                    writeEscape(UInt32(next))
                } else {
                    bytes += [byte, next]
                }
            case 0xE2:
                // U+2028 and U+2029 (E2 80 A8, E2 80 A9) end a line for JavaScript and for
                // terminals and editors: escaped too, as every other line break is.
                guard let second = input.next() else { bytes.append(byte); break }
                guard second == 0x80, let third = input.next() else { bytes += [byte, second]; break }
                if third == 0xA8 || third == 0xA9 {
                    writeEscape(0x2000 | UInt32(third - 0xA8 + 0x28))
                } else {
                    bytes += [byte, second, third]
                }
            default:
                // Bytes of multi-byte characters (0x80 and up) are copied as they are.
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func writeEscape(_ value: UInt32) {
        let hex = String(value, radix: 16)
        bytes += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
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
