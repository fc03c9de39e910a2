import LayoutModel

/// A strict JSON parser (RFC 8259) that reports where it stopped as line and column.
///
/// Hand-written rather than Foundation's so that errors carry a location, booleans never pass
/// for numbers, member order is kept and large dumps parse quickly. It parses into a flat
/// ``JSONTape`` over the input's bytes (what the dump reader walks); ``parse(_:)``
/// builds a ``JSONValue`` tree from that for the small documents kept whole (reports read
/// back, baselines).
public struct JSONParser {
    /// A syntax error with its 1-based line and column.
    public struct SyntaxError: Error, Sendable, Equatable {
        public var line: Int
        public var column: Int
        public var message: String
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0
    private static let maximumDepth = 512
    /// The room the tape is written into, and how many entries the document has: past the
    /// room they are counted, not written (``tape(_:locatingValuesAtDepth:)`` parses again
    /// with room for them all). Written through a pointer: an array's append checks its
    /// uniqueness and capacity, and a dump has a million entries.
    private var room: UnsafeMutableBufferPointer<JSONTape.Entry>
    private var count = 0
    /// The line being parsed and where it starts: newlines lie only between tokens (a string
    /// holds none unescaped), so ``skipWhitespace()`` counts them all on its way.
    private var line = 1
    private var lineStart = 0
    /// The nesting at which values are located (``JSONTape/located``); -1 for none.
    private var locatedDepth = -1
    private var located: [JSONTape.Location] = []
    /// The entries of the strings (values and keys) that hold an escape, in order: few do.
    private var escaped: [JSONTape.Entry] = []
    /// The column of the value located last and where it starts: the next one on the same line
    /// counts on from there, so a document on one line is still read once.
    private var lastColumn = 1
    private var lastColumnOffset = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, room: UnsafeMutableBufferPointer<JSONTape.Entry> = .init(start: nil, count: 0)) {
        self.bytes = bytes
        self.room = room
    }

    /// Parses a whole document: one value, surrounded by optional white space.
    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        let tape = try self.tape(bytes)
        return tape.value(tape.root)
    }

    public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    /// Parses a whole document into a flat ``JSONTape`` over the bytes, noting where each value
    /// nested `locatedDepth` containers deep starts (2: the elements of the arrays of the
    /// top-level object, a dump's views and constraints), which costs the parse next to
    /// nothing, where a later walk to find them would read the bytes again.
    static func tape(_ bytes: [UInt8], locatingValuesAtDepth locatedDepth: Int? = nil) throws(SyntaxError) -> JSONTape {
        try checkSize(bytes.count)
        // A dump has about one entry in every 11 bytes; room for one in 4, so that the tape
        // never grows by copying (pages of the room left over are never touched). A denser
        // document is parsed again with the room it turned out to need.
        var size = bytes.count / 4 + 3
        while true {
            var needed = 0
            var located: [JSONTape.Location] = []
            var escaped: [JSONTape.Entry] = []
            var failure: SyntaxError?
            let entries = [JSONTape.Entry](unsafeUninitializedCapacity: size) { room, written in
                bytes.withUnsafeBufferPointer { input in
                    var parser = JSONParser(bytes: input, room: room)
                    parser.locatedDepth = locatedDepth ?? -1
                    // The elements of a dump's arrays start a few hundred bytes apart: room for
                    // one every 128 bytes, so that the list never grows by copying.
                    if locatedDepth != nil { parser.located.reserveCapacity(input.count / 128) }
                    do throws(SyntaxError) {
                        try parser.parseDocument()
                    } catch {
                        failure = error
                    }
                    (needed, located, escaped) = (parser.count, parser.located, parser.escaped)
                }
                written = min(needed, room.count)
            }
            if let failure { throw failure }
            guard needed > size else { return JSONTape(bytes: bytes, entries: entries, located: located, escaped: escaped) }
            size = needed
        }
    }

    /// The largest input a tape can address: its entries are 32-bit offsets (a document has
    /// fewer entries than bytes, so their indexes fit too).
    public static let maximumInputSize = Int(UInt32.max) - 1

    /// Refuses an input larger than ``maximumInputSize``, before reading any of it.
    public static func checkSize(_ count: Int) throws(SyntaxError) {
        guard count <= maximumInputSize else {
            throw SyntaxError(line: 1, column: 1, message: "the file is 4 GiB or larger, more than a JSON input may be")
        }
    }

    /// A string's content (between its quotes, already checked by the parser) with its
    /// escapes replaced.
    static func unescaped(_ content: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var output: [UInt8]? = []
        output?.reserveCapacity(content.count)
        var parser = JSONParser(bytes: content)
        // The content was checked when parsed, so nothing here throws.
        try? parser.scanString(until: content.count, decodingInto: &output)
        return output ?? []
    }

    private mutating func parseDocument() throws(SyntaxError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipWhitespace()
        try parseValue()
        skipWhitespace()
        if position < bytes.count {
            throw error("unexpected \(describeCurrent()) after the JSON value")
        }
    }

    /// Puts a value that starts at `position` on the tape.
    private mutating func append() {
        append(JSONTape.Entry(truncatingIfNeeded: position))
    }

    @inline(__always)
    private mutating func append(_ entry: JSONTape.Entry) {
        if count < room.count { room[count] = entry }
        count += 1
    }

    /// Fills in an entry already on the tape (a container's end, an array's count).
    @inline(__always)
    private mutating func set(_ entry: JSONTape.Entry, at index: Int) {
        if index < room.count { room[index] = entry }
    }

    private mutating func parseValue() throws(SyntaxError) {
        guard position < bytes.count else { throw error("unexpected end of input, expected a value") }
        if depth == locatedDepth { locate() }
        switch bytes[position] {
        case UInt8(ascii: "{"): try parseObject()
        case UInt8(ascii: "["): try parseArray()
        case UInt8(ascii: "\""): try parseString()
        case UInt8(ascii: "t"): append(); try expectLiteral("true")
        case UInt8(ascii: "f"): append(); try expectLiteral("false")
        case UInt8(ascii: "n"): append(); try expectLiteral("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            append()
            try scanNumber()
        default: throw error("unexpected \(describeCurrent()), expected a value")
        }
    }

    /// Notes the line and column of the value that starts at `position`; columns count
    /// characters (every byte but UTF-8's continuation bytes starts one), as an editor does.
    private mutating func locate() {
        var column = 1
        var from = lineStart
        if lastColumnOffset >= lineStart {
            column = lastColumn
            from = lastColumnOffset
        }
        column &+= Self.characterCount(in: bytes, from: from, to: position)
        (lastColumn, lastColumnOffset) = (column, position)
        located.append(JSONTape.Location(
            entry: UInt32(truncatingIfNeeded: count),
            position: PackedPosition(line: UInt32(truncatingIfNeeded: line), column: UInt32(truncatingIfNeeded: column))))
    }

    /// The characters that start in `bytes[start..<end]`: every byte but UTF-8's continuation
    /// bytes (`10xxxxxx`), eight at a time. A dump written on one line has every byte between
    /// two located values counted, so this loop runs over the whole file.
    private static func characterCount(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var (count, index) = (end - start, start)
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while index + 8 <= end {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // Continuation bytes: bit 7 set and bit 6 clear (shifted up into bit 7's place),
                // one per byte after the shift down, summed into the top byte by the multiply
                // (no population count: the baseline x86-64 has no instruction for it).
                if word & highBits != 0 {
                    let continuations = (word & ~(word << 1) & highBits) >> 7
                    count -= Int((continuations &* 0x0101_0101_0101_0101) >> 56)
                }
                index += 8
            }
        }
        while index < end {
            if bytes[index] & 0xC0 == 0x80 { count -= 1 }
            index += 1
        }
        return count
    }

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    /// Puts a container that starts at `position` on the tape, with room for its end (and an
    /// array's count) filled in by ``close(_:)``.
    private mutating func open(isArray: Bool) -> Int {
        let container = count
        append()
        append(0)
        if isArray { append(0) }
        return container
    }

    /// Fills in a container's end once its last descendant is on the tape.
    private mutating func close(_ container: Int) {
        set(JSONTape.Entry(truncatingIfNeeded: count), at: container + 1)
    }

    private mutating func parseObject() throws(SyntaxError) {
        try enter()
        defer { depth -= 1 }
        let container = open(isArray: false)
        position += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            close(container)
            return
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()), expected a member name in quotes")
            }
            try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()), expected ':' after member name")
            }
            position += 1
            skipWhitespace()
            try parseValue()
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                close(container)
                return
            default: throw error("unexpected \(describeCurrent()), expected ',' or '}' in object")
            }
        }
    }

    private mutating func parseArray() throws(SyntaxError) {
        try enter()
        defer { depth -= 1 }
        let container = open(isArray: true)
        var elements: UInt32 = 0
        position += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            close(container)
            return
        }
        while true {
            skipWhitespace()
            try parseValue()
            elements += 1
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                close(container)
                set(elements, at: container + 2)
                return
            default: throw error("unexpected \(describeCurrent()), expected ',' or ']' in array")
            }
        }
    }

    /// Checks a string and puts it on the tape undecoded: most are never asked for, and most
    /// that are have no escapes and decode straight from the input.
    private mutating func parseString() throws(SyntaxError) {
        let start = position
        // Find the closing quote; the rare string with an escape is checked escape by escape.
        position = Self.endOfPlainText(in: bytes, from: position + 1)
        if position < bytes.count, bytes[position] == UInt8(ascii: "\\") {
            escaped.append(JSONTape.Entry(truncatingIfNeeded: count))
            var ignored: [UInt8]? = nil
            try scanString(until: bytes.count, decodingInto: &ignored)
        } else if position < bytes.count, bytes[position] < 0x20 {
            throw error("control character in string; write it as an escape")
        }
        guard position < bytes.count else {
            position = start
            throw error("unterminated string")
        }
        append(JSONTape.Entry(truncatingIfNeeded: start))
        position += 1
    }

    /// The index of the first quote, backslash or control character from `start` on (or the
    /// end), eight bytes at a time: most of a dump's bytes are in strings. A byte of a word is
    /// less than n where `(word - 0x0101…01 * n) & ~word & 0x8080…80` has its high bit (a
    /// zero byte where n is 1); a borrow only marks bytes above the first such byte, so the
    /// lowest bit set is exact. Inlined into its one caller: a dump has a string in every
    /// fifteen bytes, and most end in the first word.
    @inline(__always)
    private static func endOfPlainText(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var index = start
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
                let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
                let found = ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes | (word &- ones &* 0x20) & ~word)
                    & highBits
                if found != 0 { return index + found.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            index += 1
        }
        return index
    }

    /// Reads string content from `position` up to its closing quote (or `end`, for content
    /// already cut out), checking each escape; with `output`, writes the decoded bytes.
    /// Stops at the quote.
    private mutating func scanString(until end: Int, decodingInto output: inout [UInt8]?) throws(SyntaxError) {
        var runStart = position
        while true {
            guard position < end else {
                output?.append(contentsOf: bytes[runStart..<position])
                return
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                output?.append(contentsOf: bytes[runStart..<position])
                return
            }
            if byte < 0x20 { throw error("control character in string; write it as an escape") }
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            output?.append(contentsOf: bytes[runStart..<position])
            position += 1
            guard position < bytes.count else { throw error("unterminated escape in string") }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output?.append(escape)
            case UInt8(ascii: "b"): output?.append(0x08)
            case UInt8(ascii: "f"): output?.append(0x0C)
            case UInt8(ascii: "n"): output?.append(0x0A)
            case UInt8(ascii: "r"): output?.append(0x0D)
            case UInt8(ascii: "t"): output?.append(0x09)
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
                output?.append(contentsOf: String(scalar).utf8)
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

    /// Checks a number; its value is converted when a reader asks for it (``numberValue(in:from:)``).
    private mutating func scanNumber() throws(SyntaxError) {
        if peek() == UInt8(ascii: "-") { position += 1 }
        guard let first = peek(), isDigit(first) else { throw error("invalid number: expected a digit") }
        if first == UInt8(ascii: "0") {
            position += 1
            if let next = peek(), isDigit(next) { throw error("invalid number: leading zero") }
        } else {
            while let byte = peek(), isDigit(byte) { position += 1 }
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard let byte = peek(), isDigit(byte) else { throw error("invalid number: expected a digit after '.'") }
            while let byte = peek(), isDigit(byte) { position += 1 }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard let byte = peek(), isDigit(byte) else { throw error("invalid number: expected a digit in the exponent") }
            while let byte = peek(), isDigit(byte) { position += 1 }
        }
    }

    /// The value of the number that starts at `start`, which the parser checked: it ends at
    /// the first byte no number holds.
    static func numberValue(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Double {
        let isNegative = bytes[start] == UInt8(ascii: "-")
        var end = isNegative ? start + 1 : start
        var value = 0
        var digits = 0
        var fractionDigits = 0
        var hasFraction = false
        var hasExponent = false
        scan: while end < bytes.count {
            let byte = bytes[end]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if !hasExponent {
                    // Wraps harmlessly past 18 digits: the text conversion below takes over.
                    value = value &* 10 &+ Int(byte - UInt8(ascii: "0"))
                    digits += 1
                    if hasFraction { fractionDigits += 1 }
                }
            case UInt8(ascii: "."): hasFraction = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-"): hasExponent = true
            default: break scan
            }
            end += 1
        }
        // Up to 15 digits without an exponent (nearly every number of a dump): the digits are
        // exact as a Double, and so is 10^fractionDigits, so one division rounds as the text
        // conversion would (Clinger's fast path), at a fraction of its cost.
        if !hasExponent, digits <= 15 {
            let magnitude = fractionDigits == 0 ? Double(value) : Double(value) / powersOfTen[fractionDigits]
            return isNegative ? -magnitude : magnitude
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        // Out-of-range values come back as ±infinity; the reader reports them with their path.
        return Double(text) ?? .nan
    }

    /// 10^0 … 10^15, each exact as a Double.
    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]

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

    /// Called between every two tokens, mostly to find none: inlined, with the position in a
    /// local while it moves. Counts the lines it passes (``line``).
    @inline(__always)
    private mutating func skipWhitespace() {
        var index = position
        while index < bytes.count {
            let byte = bytes[index]
            // Every byte of a token is above the space: one test for most.
            guard byte <= UInt8(ascii: " ") else { break }
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
                index += 1
                // A line of a pretty-printed document starts with its indentation: the spaces
                // are counted a word at a time (a quarter of a dump's bytes are white space).
                index += Self.spaces(in: bytes, at: index)
                continue
            } else if !(byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")) {
                break
            }
            index += 1
        }
        position = index
    }

    /// How many of the (up to) eight bytes at `index` are spaces before any other byte: the
    /// lowest byte of a word that differs from 0x20 ends the run.
    @inline(__always)
    private static func spaces(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        guard index + 8 <= bytes.count, let base = UnsafeRawPointer(bytes.baseAddress) else { return 0 }
        let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        return (word ^ 0x2020_2020_2020_2020).trailingZeroBitCount / 8
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
