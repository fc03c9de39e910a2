/// A strict JSON parser (RFC 8259) that reports where it stopped as line and column.
///
/// Hand-written rather than Foundation's so that errors carry a location, booleans never pass
/// for numbers, member order is kept and large dumps parse quickly.
public struct JSONParser {
    /// A syntax error with its 1-based line and column.
    public struct SyntaxError: Error, Sendable, Equatable {
        public var line: Int
        public var column: Int
        public var message: String
    }

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0
    private static let maximumDepth = 512
    /// Whether to keep where the elements of the root object's arrays start.
    private let keepsPositions: Bool
    /// The root object's member being parsed.
    private var topLevelKey = ""
    private var elementOffsets: [String: [Int]] = [:]

    private init(bytes: [UInt8], keepsPositions: Bool = false) {
        self.bytes = bytes
        self.keepsPositions = keepsPositions
    }

    /// Parses a whole document: one value, surrounded by optional white space.
    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    /// Parses a whole document, keeping where each element of the root object's arrays
    /// starts (`views[3]` at line 40, column 5), so a finding can point at the line a person
    /// edits. Keyed by the member's name.
    public static func parseKeepingPositions(_ bytes: [UInt8]) throws(SyntaxError) -> (JSONValue, [String: [SourcePosition]]) {
        var parser = JSONParser(bytes: bytes, keepsPositions: true)
        let value = try parser.parseDocument()
        return (value, parser.elementOffsets.mapValues(parser.positions(ofOffsets:)))
    }

    private mutating func parseDocument() throws(SyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if position < bytes.count {
            throw error("unexpected \(describeCurrent()) after the JSON value")
        }
        return value
    }

    /// Line and column (in characters) of byte offsets given in increasing order.
    private func positions(ofOffsets offsets: [Int]) -> [SourcePosition] {
        var line = 1
        var column = 1
        var scanned = 0
        return offsets.map { offset in
            while scanned < offset {
                let byte = bytes[scanned]
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    // Not a UTF-8 continuation byte: a new character.
                    column += 1
                }
                scanned += 1
            }
            return SourcePosition(line: line, column: column)
        }
    }

    public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    private mutating func parseValue() throws(SyntaxError) -> JSONValue {
        guard position < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected \(describeCurrent()), expected a value")
        }
    }

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()), expected a member name in quotes")
            }
            let key = try parseString()
            if depth == 1 { topLevelKey = key }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()), expected ':' after member name")
            }
            position += 1
            skipWhitespace()
            let value = try parseValue()
            members.append((key, value))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"): position += 1; return .object(members)
            default: throw error("unexpected \(describeCurrent()), expected ',' or '}' in object")
            }
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return .array(values)
        }
        while true {
            skipWhitespace()
            if keepsPositions && depth == 2 { elementOffsets[topLevelKey, default: []].append(position) }
            values.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"): position += 1; return .array(values)
            default: throw error("unexpected \(describeCurrent()), expected ',' or ']' in array")
            }
        }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        let start = position
        position += 1
        // Most strings have no escapes: decode them straight from the input bytes.
        var runStart = position
        var escaped: [UInt8] = []
        var hasEscapes = false
        while true {
            guard position < bytes.count else {
                position = start
                throw error("unterminated string")
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let end = position
                position += 1
                if !hasEscapes { return String(decoding: bytes[runStart..<end], as: UTF8.self) }
                escaped.append(contentsOf: bytes[runStart..<end])
                return String(decoding: escaped, as: UTF8.self)
            }
            if byte < 0x20 { throw error("control character in string; write it as an escape") }
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            hasEscapes = true
            escaped.append(contentsOf: bytes[runStart..<position])
            position += 1
            guard position < bytes.count else { throw error("unterminated escape in string") }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): escaped.append(escape)
            case UInt8(ascii: "b"): escaped.append(0x08)
            case UInt8(ascii: "f"): escaped.append(0x0C)
            case UInt8(ascii: "n"): escaped.append(0x0A)
            case UInt8(ascii: "r"): escaped.append(0x0D)
            case UInt8(ascii: "t"): escaped.append(0x09)
            case UInt8(ascii: "u"):
                var code = try parseHex4()
                if (0xD800..<0xDC00).contains(code) {
                    guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                        throw error("lone high surrogate in \\u escape")
                    }
                    position += 2
                    let low = try parseHex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate in \\u escape") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(code) {
                    throw error("lone low surrogate in \\u escape")
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                escaped.append(contentsOf: String(scalar).utf8)
            default:
                position -= 1
                throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in string")
            }
            runStart = position
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count else { throw error("unterminated \\u escape") }
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hexadecimal digit in \\u escape")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        guard let first = peek(), isDigit(first) else { throw error("invalid number: expected a digit") }
        if first == UInt8(ascii: "0") {
            position += 1
            if let next = peek(), isDigit(next) { throw error("invalid number: leading zero") }
        } else {
            while let byte = peek(), isDigit(byte) { position += 1 }
        }
        var isFraction = false
        if peek() == UInt8(ascii: ".") {
            isFraction = true
            position += 1
            guard let byte = peek(), isDigit(byte) else { throw error("invalid number: expected a digit after '.'") }
            while let byte = peek(), isDigit(byte) { position += 1 }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isFraction = true
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard let byte = peek(), isDigit(byte) else { throw error("invalid number: expected a digit in the exponent") }
            while let byte = peek(), isDigit(byte) { position += 1 }
        }
        // Whole numbers of up to 15 digits (most of a dump) are exact without text conversion.
        if !isFraction, position - start <= 15 {
            var value = 0
            for byte in bytes[start..<position] where byte != UInt8(ascii: "-") {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return bytes[start] == UInt8(ascii: "-") ? -Double(value) : Double(value)
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        // Out-of-range values come back as ±infinity; the reader reports them with their path.
        return Double(text) ?? .nan
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(SyntaxError) {
        let start = position
        let utf8 = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for expected in utf8 {
            guard peek() == expected else {
                position = start
                throw error("invalid literal, expected '\(literal)'")
            }
            position += 1
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(),
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\t")
        {
            position += 1
        }
    }

    private func describeCurrent() -> String {
        guard let byte = peek() else { return "end of input" }
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16))"
    }

    private func error(_ message: String) -> SyntaxError {
        var line = 1
        var lineStart = 0
        let end = min(position, bytes.count)
        for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        // Columns count characters, not bytes, so they match what an editor shows.
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return SyntaxError(line: line, column: column, message: message)
    }
}
