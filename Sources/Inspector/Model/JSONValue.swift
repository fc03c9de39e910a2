/// A JSON value, with object members kept in their written order so output is stable.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case let .bool(value): hasher.combine(value)
        case let .number(value): hasher.combine(value)
        case let .string(value): hasher.combine(value)
        case let .array(values): hasher.combine(values)
        case let .object(members):
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        }
    }

    /// The member with this key, for an object.
    public subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What kind of value this is, for error messages: "a string", "null".
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONValue {
    /// Serializes the value. `indent` of `nil` writes one line; otherwise members go on
    /// their own lines with that many spaces per level. Numbers print in their shortest
    /// exact form; strings are escaped as JSON requires.
    public func serialized(indent: Int? = 2) -> String {
        // Written as UTF-8 bytes: appending to a String costs several times as much.
        var output: [UInt8] = []
        write(to: &output, indent: indent, level: 0)
        return String(decoding: output, as: UTF8.self)
    }

    private func write(to output: inout [UInt8], indent: Int?, level: Int) {
        switch self {
        case .null: output += "null".utf8
        case let .bool(value): output += (value ? "true" : "false").utf8
        case let .number(value): output += formatNumber(value).utf8
        case let .string(value): Self.writeString(value, to: &output)
        case let .array(values):
            if values.isEmpty {
                output += "[]".utf8
                return
            }
            output.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.newline(&output, indent: indent, level: level + 1)
                value.write(to: &output, indent: indent, level: level + 1)
            }
            Self.newline(&output, indent: indent, level: level)
            output.append(UInt8(ascii: "]"))
        case let .object(members):
            if members.isEmpty {
                output += "{}".utf8
                return
            }
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.newline(&output, indent: indent, level: level + 1)
                Self.writeString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                if indent != nil { output.append(UInt8(ascii: " ")) }
                member.value.write(to: &output, indent: indent, level: level + 1)
            }
            Self.newline(&output, indent: indent, level: level)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ output: inout [UInt8], indent: Int?, level: Int) {
        guard let indent else { return }
        output.append(UInt8(ascii: "\n"))
        for _ in 0..<indent * level { output.append(UInt8(ascii: " ")) }
    }

    private static func writeString(_ value: String, to output: inout [UInt8]) {
        var value = value
        value.withUTF8 { writeString(utf8: $0, to: &output) }
    }

    /// Whether a byte of a string's UTF-8 is written other than as itself, or may be (the lead
    /// bytes of the C1 controls and of U+2028/U+2029).
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }

    private static func writeString(utf8 value: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // A dump is mostly ids and class names with nothing to escape: copied in one go.
        guard value.contains(where: needsEscape) else {
            output.append(contentsOf: value)
            output.append(UInt8(ascii: "\""))
            return
        }
        var bytes = value.makeIterator()
        while let byte = bytes.next() {
            switch byte {
            case UInt8(ascii: "\""): output += #"\""#.utf8
            case UInt8(ascii: "\\"): output += #"\\"#.utf8
            case UInt8(ascii: "\n"): output += #"\n"#.utf8
            case UInt8(ascii: "\r"): output += #"\r"#.utf8
            case UInt8(ascii: "\t"): output += #"\t"#.utf8
            case ..<0x20, 0x7F: writeEscape(UInt32(byte), to: &output)
            case 0xC2:
                // U+0080…U+009F, the C1 controls, are C2 80…C2 9F: escaped like the C0 ones,
                // so no output of ours carries a terminal control of any kind.
                guard let next = bytes.next() else { output.append(byte); break }
                if next < 0xA0 {
                    writeEscape(UInt32(next), to: &output)
                } else {
                    output += [byte, next]
                }
            case 0xE2:
                // U+2028 and U+2029 (E2 80 A8, E2 80 A9) end a line for JavaScript and for
                // terminals and editors: escaped too, as every other line break is.
                guard let second = bytes.next() else { output.append(byte); break }
                guard second == 0x80, let third = bytes.next() else { output += [byte, second]; break }
                if third == 0xA8 || third == 0xA9 {
                    writeEscape(0x2000 | UInt32(third - 0xA8 + 0x28), to: &output)
                } else {
                    output += [byte, second, third]
                }
            default:
                // Bytes of multi-byte characters (0x80 and up) are copied as they are.
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func writeEscape(_ value: UInt32, to output: inout [UInt8]) {
        let hex = String(value, radix: 16)
        output += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
    }
}
