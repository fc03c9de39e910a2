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
        JSONWriter.text(indent: indent) { write(to: &$0) }
    }

    /// ``serialized(indent:)`` as UTF-8 and ending its line, handed to `output` a piece at a
    /// time, in order: a large report goes to its file without being held whole as text.
    public func write(indent: Int? = 2, to output: (UnsafeRawBufferPointer) -> Void) {
        JSONWriter.write(indent: indent, to: output) { write(to: &$0) }
    }
}
