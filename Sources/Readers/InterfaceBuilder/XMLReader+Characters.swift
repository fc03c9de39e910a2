extension XMLReader {
    // MARK: - Names and characters

    /// An XML name (`view`, `key`, `xib:tag`) at `position`; `expectation` says what was
    /// expected when there is none (given the reader, so that it can name what it read).
    mutating func name(or expectation: (Self) -> String) throws(InputError) -> Range<Int> {
        let start = position
        // ASCII, as all of Interface Builder's names are, a byte a step; then any character
        // beyond ASCII, checked as UTF-8 on the way.
        if position < bytes.count, isNameStart(bytes[position]) {
            position = skip(from: position + 1, whileLanes: Self.nameLanes, while: Self.isNameByte)
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte < 0x80 {
                guard position == start ? isNameStart(byte) : Self.isNameByte(byte) else { break }
                position += 1
            } else {
                let (scalar, length) = try self.scalar(at: position)
                guard Self.isNameCharacter(scalar, first: position == start) else { break }
                position += length
            }
        }
        guard position > start else { throw expected(expectation(self)) }
        return start..<position
    }

    func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
    }

    /// ASCII letters, digits, `_`, `:`, `-` and `.`, one test a byte: bit `b` of the low word
    /// for a byte `b` below 64, bit `b - 64` of the high word for one from 64 to 127.
    static func isNameByte(_ byte: UInt8) -> Bool {
        byte < 64 ? (0x07FF_6000_0000_0000 as UInt64) &>> UInt64(byte) & 1 != 0
            : byte < 128 && (0x07FF_FFFE_87FF_FFFE as UInt64) &>> UInt64(byte &- 64) & 1 != 0
    }

    /// ASCII an attribute value holds as it stands: not a control character, `<`, `&` or a quote
    /// (which may close the value), the same way; all of 64 to 127 is.
    static func isPlainInValue(_ byte: UInt8) -> Bool {
        byte < 64 ? (0xEFFF_FF3B_0000_0000 as UInt64) &>> UInt64(byte) & 1 != 0 : byte < 128
    }

    /// ``isNameByte(_:)`` for the eight bytes of a word at once: the high bit of each byte that
    /// is one.
    static func nameLanes(_ word: UInt64) -> UInt64 {
        let low = word & ~Lanes.high
        let letter = Lanes.within(low | Lanes.repeated(0x20), UInt8(ascii: "a"), UInt8(ascii: "z"))
        let digitOrColon = Lanes.within(low, UInt8(ascii: "0"), UInt8(ascii: ":"))
        let dashOrDot = Lanes.within(low, UInt8(ascii: "-"), UInt8(ascii: "."))
        let underscore = Lanes.within(low, UInt8(ascii: "_"), UInt8(ascii: "_"))
        return ~word & Lanes.high & (letter | digitOrColon | dashOrDot | underscore)
    }

    /// ``isPlainInValue(_:)`` for the eight bytes of a word at once.
    static func plainInValueLanes(_ word: UInt64) -> UInt64 {
        let low = word & ~Lanes.high
        let marks = Lanes.within(low, UInt8(ascii: "\""), UInt8(ascii: "\""))
            | Lanes.within(low, UInt8(ascii: "&"), UInt8(ascii: "'"))
            | Lanes.within(low, UInt8(ascii: "<"), UInt8(ascii: "<"))
        return ~word & Lanes.high & Lanes.atLeast(low, 0x20) & ~marks
    }

    /// Tests on the eight bytes of a word, each below 128 (the caller masks the high bits off
    /// and keeps only ASCII): a byte's result is its high bit, and no sum carries into the
    /// next byte.
    private enum Lanes {
        static let high: UInt64 = 0x8080_8080_8080_8080

        static func repeated(_ byte: UInt8) -> UInt64 { UInt64(byte) &* 0x0101_0101_0101_0101 }

        static func atLeast(_ low: UInt64, _ bound: UInt8) -> UInt64 {
            (low &+ repeated(0x80 - bound)) & high
        }

        static func within(_ low: UInt64, _ lower: UInt8, _ upper: UInt8) -> UInt64 {
            atLeast(low, lower) & ~((low &+ repeated(0x7F - upper)) & high)
        }
    }

    /// The offset of the first byte from `offset` on that fails `test`, or the end, eight bytes
    /// a step while they last (`lanes` is `test` for a word's bytes: names and values are most
    /// of a document's bytes). The loop runs on locals, not on the reader's stored position.
    @inline(__always)
    func skip(from offset: Int, whileLanes lanes: (UInt64) -> UInt64, while test: (UInt8) -> Bool) -> Int {
        let bytes = self.bytes
        var offset = offset
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while offset + 8 <= bytes.count {
                let failing = ~lanes(UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) & Lanes.high
                if failing != 0 { return offset + failing.trailingZeroBitCount / 8 }
                offset += 8
            }
        }
        while offset < bytes.count, test(bytes[offset]) { offset += 1 }
        return offset
    }

    /// XML 1.0's name characters beyond ASCII.
    private static func isNameCharacter(_ scalar: UInt32, first: Bool) -> Bool {
        switch scalar {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D, 0x2070...0x218F,
            0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF:
            return true
        case 0xB7, 0x300...0x36F, 0x203F...0x2040:
            return !first
        default:
            return false
        }
    }

    /// Characters XML allows in a document.
    static func isCharacter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// The length in bytes of the character at an offset; a byte that is not UTF-8 or a
    /// character XML does not allow is an error there.
    func characterLength(at offset: Int) throws(InputError) -> Int {
        let byte = bytes[offset]
        if byte >= 0x80 { return try scalar(at: offset).length }
        guard byte >= 0x20 || byte == 0x9 || byte == 0xA || byte == 0xD else { throw notAllowed(UInt32(byte), at: offset) }
        return 1
    }

    /// The Unicode scalar that starts with a byte above ASCII, and its length in bytes.
    func scalar(at offset: Int) throws(InputError) -> (value: UInt32, length: Int) {
        let lead = bytes[offset]
        let length: Int, smallest: UInt32
        switch lead {
        case 0xC2...0xDF: (length, smallest) = (2, 0x80)
        case 0xE0...0xEF: (length, smallest) = (3, 0x800)
        case 0xF0...0xF4: (length, smallest) = (4, 0x10000)
        default: throw notUTF8(at: offset)
        }
        guard offset + length <= bytes.count else { throw notUTF8(at: offset) }
        var value = UInt32(lead & (0x7F >> length))
        for next in bytes[offset + 1..<offset + length] {
            guard next & 0xC0 == 0x80 else { throw notUTF8(at: offset) }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard value >= smallest, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { throw notUTF8(at: offset) }
        guard Self.isCharacter(value) else { throw notAllowed(value, at: offset) }
        return (value, length)
    }

    static func digit(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    static func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
        // References were checked to be characters XML allows, all of them Unicode scalars.
        guard let scalar = Unicode.Scalar(scalar) else { return }
        buffer.append(contentsOf: UTF8.encode(scalar)!)
    }
}
