import LayoutModel

/// A cursor over one line of text, by Unicode scalar, for the hand-written parsers of
/// UIKit's text debug formats. Positions are scalar offsets, so a column is `position + 1` plus
/// whatever the caller stripped in front.
struct TextScanner {
    let scalars: [Unicode.Scalar]
    var position: Int = 0
    /// Where the text ends: a scanner over part of a line (a description's body, before its
    /// state) shares the line's scalars instead of copying its part.
    let end: Int

    init(_ text: some StringProtocol) {
        // Decoded in one pass into room for the most scalars the text can hold (one per byte):
        // `Array(text.unicodeScalars)` decodes twice, once to count them.
        let view = text.unicodeScalars
        scalars = [Unicode.Scalar](unsafeUninitializedCapacity: text.utf8.count) { buffer, count in
            // Most lines are ASCII: their bytes are their scalars.
            let copied = text.utf8.withContiguousStorageIfAvailable { Self.widenASCII($0, into: buffer) } ?? false
            if copied {
                count = text.utf8.count
                return
            }
            for scalar in view {
                buffer[count] = scalar
                count += 1
            }
        }
        end = scalars.count
    }

    /// Copies ASCII bytes as scalars in one pass, or says the bytes are not all ASCII. Not
    /// generic, so that the loop is compiled for the pointers it runs over: the generic copy
    /// took more than reading the rest of a log's lines.
    private static func widenASCII(_ bytes: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<Unicode.Scalar>) -> Bool {
        guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return bytes.isEmpty }
        var seen: UInt8 = 0
        for index in 0..<bytes.count {
            let byte = source[index]
            seen |= byte
            target[index] = Unicode.Scalar(byte)
        }
        return seen < 0x80
    }

    init(scalars: [Unicode.Scalar], position: Int = 0, end: Int? = nil) {
        self.scalars = scalars
        self.end = min(end ?? scalars.count, scalars.count)
        self.position = position
    }

    var isAtEnd: Bool { position >= end }

    /// The scalar at an absolute index, if the line is that long.
    func character(at index: Int) -> Unicode.Scalar? {
        index >= 0 && index < end ? scalars[index] : nil
    }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        character(at: position + offset)
    }

    /// The text from the current position to the end.
    var rest: String { text(from: position, to: end) }

    func text(from start: Int, to end: Int) -> String {
        let lower = max(0, min(start, self.end))
        let upper = max(lower, min(end, self.end))
        // Encoded straight into the string's storage: appending scalars to a
        // String.UnicodeScalarView one by one costs more than the rest of reading a log.
        // The exact length, so a string the document keeps holds no spare capacity.
        // A log is ASCII but for labels: each scalar is its byte.
        let ascii = scalars.withUnsafeBufferPointer { Self.narrowASCII($0, lower..<upper) }
        if let ascii { return ascii }
        let length = scalars[lower..<upper].reduce(0) { $0 + UTF8.width($1) }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var count = 0
            for scalar in scalars[lower..<upper] {
                UTF8.encode(scalar) { byte in
                    buffer[count] = byte
                    count += 1
                }
            }
            return count
        }
    }

    /// The string of `range` when its scalars are all ASCII, written in one pass.
    private static func narrowASCII(_ scalars: UnsafeBufferPointer<Unicode.Scalar>, _ range: Range<Int>) -> String? {
        guard let source = scalars.baseAddress, !range.isEmpty else { return range.isEmpty ? "" : nil }
        var isASCII = true
        let text = String(unsafeUninitializedCapacity: range.count) { buffer in
            var seen: UInt32 = 0
            for offset in 0..<range.count {
                let value = source[range.lowerBound + offset].value
                seen |= value
                buffer[offset] = UInt8(truncatingIfNeeded: value)
            }
            isASCII = seen < 0x80
            return isASCII ? range.count : 0
        }
        return isASCII ? text : nil
    }

    func hasPrefix(_ literal: StaticString, at index: Int? = nil) -> Bool {
        matchedLength(of: literal, at: index ?? position) != nil
    }

    /// Whether `text` (a name, a symbol: text made at run time) starts at `index`.
    func hasPrefix(text: String, at index: Int? = nil) -> Bool {
        matchedLength(ofText: text, at: index ?? position) != nil
    }

    /// How many scalars `literal` spans where it starts at `start`, or `nil` when it does not
    /// start there. The parsers' literals are ASCII but for a few (`•`): an ASCII one is
    /// compared byte for scalar from where the compiler stored it, since reading a `String`'s
    /// bytes (and retaining it) on each call cost more than the comparison.
    @inline(__always)
    private func matchedLength(of literal: StaticString, at start: Int) -> Int? {
        guard literal.hasPointerRepresentation, literal.isASCII else {
            return matchedLength(ofText: literal.description, at: start)
        }
        return matchedLength(ascii: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount), at: start)
    }

    /// ``matchedLength(of:at:)`` for text made at run time: its bytes read in place when they
    /// are ASCII, its scalars decoded otherwise.
    private func matchedLength(ofText text: String, at start: Int) -> Int? {
        var text = text
        let ascii: Int?? = text.withUTF8 { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? .some(matchedLength(ascii: bytes, at: start)) : .none
        }
        if let ascii { return ascii }
        return hasPrefix(text.unicodeScalars, at: start) ? text.unicodeScalars.count : nil
    }

    /// How many scalars the ASCII `bytes` span where they stand at `start`, each byte one scalar.
    private func matchedLength(ascii bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        guard start >= 0, bytes.count <= end - start else { return nil }
        for offset in bytes.indices where scalars[start + offset].value != UInt32(bytes[offset]) { return nil }
        return bytes.count
    }

    /// The parsers' decoded literals (attribute spellings, openers): a length check and a plain
    /// loop, as tight as the rest of reading a description.
    func hasPrefix(_ literal: [Unicode.Scalar], at index: Int) -> Bool {
        guard index >= 0, literal.count <= end - index else { return false }
        for offset in literal.indices where scalars[index + offset] != literal[offset] { return false }
        return true
    }

    func hasPrefix(_ literal: some Collection<Unicode.Scalar>, at index: Int) -> Bool {
        var offset = index
        for scalar in literal {
            guard offset >= 0, offset < end, scalars[offset] == scalar else { return false }
            offset += 1
        }
        return true
    }

    /// Consumes `literal` if it comes next.
    mutating func consume(_ literal: StaticString) -> Bool {
        guard let length = matchedLength(of: literal, at: position) else { return false }
        position += length
        return true
    }

    /// Consumes `text` (made at run time) if it comes next.
    mutating func consume(text: String) -> Bool {
        guard let length = matchedLength(ofText: text, at: position) else { return false }
        position += length
        return true
    }

    /// Consumes scalars while `predicate` holds and returns them.
    @discardableResult
    mutating func consume(while predicate: (Unicode.Scalar) -> Bool) -> String {
        let start = position
        skip(while: predicate)
        return text(from: start, to: position)
    }

    /// Moves past scalars while `predicate` holds, making no string of them; how many.
    @discardableResult
    mutating func skip(while predicate: (Unicode.Scalar) -> Bool) -> Int {
        let start = position
        while position < end, predicate(scalars[position]) { position += 1 }
        return position - start
    }

    mutating func skipSpaces() {
        skip(while: { $0 == " " || $0 == "\t" })
    }

    /// The first index at or after `from` where `literal` starts.
    func firstIndex(of literal: StaticString, from: Int? = nil) -> Int? {
        search(for: literal, from: max(from ?? position, 0), forward: true)
    }

    /// ``firstIndex(of:from:)`` for text made at run time.
    func firstIndex(ofText text: String, from: Int? = nil) -> Int? {
        search(forText: text, from: max(from ?? position, 0), forward: true)
    }

    /// The last index where `literal` starts, searching no further than `before`.
    func lastIndex(of literal: StaticString, before: Int? = nil) -> Int? {
        search(for: literal, from: min(before ?? end, end) - 1, forward: false)
    }

    /// The first index from `start` on, in the direction given, where `literal` starts. An
    /// ASCII literal (all of the parsers') is compared byte for scalar in a plain loop, from
    /// where the compiler stored it; anything else decoded once.
    private func search(for literal: StaticString, from start: Int, forward: Bool) -> Int? {
        guard literal.hasPointerRepresentation, literal.isASCII else {
            return search(forText: literal.description, from: start, forward: forward)
        }
        return search(ascii: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount), from: start, forward: forward)
    }

    /// ``search(for:from:forward:)`` for text made at run time: decoding it, or stepping
    /// through a generic sequence of indexes, on each call cost more than most searches.
    private func search(forText literal: String, from start: Int, forward: Bool) -> Int? {
        var literal = literal
        let asciiMatch: Int?? = literal.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return .none }
            return .some(search(ascii: bytes, from: start, forward: forward))
        }
        if let asciiMatch { return asciiMatch }
        let decoded = Array(literal.unicodeScalars)
        var index = start
        while forward ? index < end : index >= 0 {
            if hasPrefix(decoded, at: index) { return index }
            index += forward ? 1 : -1
        }
        return nil
    }

    private func search(ascii bytes: UnsafeBufferPointer<UInt8>, from start: Int, forward: Bool) -> Int? {
        guard let first = bytes.first else { return nil }
        return scalars.withUnsafeBufferPointer { scalars in
            let last = end - bytes.count
            var index = forward ? start : min(start, last)
            while forward ? index <= last : index >= 0 {
                if scalars[index].value == UInt32(first), Self.matches(bytes, in: scalars, at: index) { return index }
                index += forward ? 1 : -1
            }
            return nil
        }
    }

    /// Whether the ASCII `bytes` stand at `index` of `scalars`, which holds all of them.
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, in scalars: UnsafeBufferPointer<Unicode.Scalar>, at index: Int) -> Bool {
        for offset in 1..<bytes.count where scalars[index + offset].value != UInt32(bytes[offset]) { return false }
        return true
    }

    /// Reads a number as `%g` and Swift print it: `-2`, `94.3333`, `13.0`, `2.22507e-308`.
    mutating func number() throws(LogSyntaxError) -> Double? {
        let start = position
        _ = consume("-")
        let integerDigits = skip(while: Self.isDigit)
        var fractionDigits = 0
        if peek() == ".", let next = peek(1), Self.isDigit(next) {
            position += 1
            fractionDigits = skip(while: Self.isDigit)
        }
        guard integerDigits > 0 || fractionDigits > 0 else {
            position = start
            return nil
        }
        if peek() == "e" || peek() == "E" {
            let mark = position
            position += 1
            if peek() == "+" || peek() == "-" { position += 1 }
            if skip(while: Self.isDigit) == 0 { position = mark }
        }
        // What was read is ASCII: a plain decimal (nearly every number of a log) is read from its
        // bytes, anything else (an exponent, 16 digits) by `Double(String)`.
        let plain = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: position - start) { buffer in
            for offset in buffer.indices { buffer[offset] = UInt8(truncatingIfNeeded: scalars[start + offset].value) }
            return PlainDecimal.value(of: UnsafeBufferPointer(buffer))
        }
        guard let value = plain ?? Double(text(from: start, to: position)) else {
            position = start
            return nil
        }
        guard LayoutNumber.isAccepted(value) else {
            throw LogSyntaxError(offset: start, message: LayoutNumber.rejection(text(from: start, to: position)), isOutOfRange: true)
        }
        return value
    }

    /// Reads `0x` and hex digits.
    mutating func address() -> String? {
        guard peek() == "0", peek(1) == "x" || peek(1) == "X" else { return nil }
        let start = position
        position += 2
        // A plain loop: a call of the predicate per digit cost as much as making the string.
        while position < end, Self.isHexDigit(scalars[position]) { position += 1 }
        if position == start + 2 {
            position = start
            return nil
        }
        return text(from: start, to: position)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
        isDigit(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
    }

    /// Letters, digits, `_`, `.` and `$`: what Objective-C and mangled Swift class names use.
    static func isClassNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || isDigit(scalar)
            || scalar == "_" || scalar == "." || scalar == "$"
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }

    /// At most 60 characters, for messages.
    var abbreviated: String {
        count > 60 ? "'\(prefix(57))…'" : "'\(self)'"
    }
}
