import LayoutModel

/// Turns byte offsets into 1-based lines and columns (columns count Unicode scalars, not
/// bytes, as the JSON dump's positions do), walking on from the offset asked for last: asked
/// in document order, it reads the document once. Shared by the XML reader, the dump reader's
/// positions and the checks a file's bytes get before any reader (a NUL byte, a stray prefix).
struct TextLocator {
    private var offset = 0
    private var line = 1
    private var column = 1

    mutating func location(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        if target < offset { self = TextLocator() }
        guard target > offset else { return (line, column) }
        let newlines = Self.newlines(in: UnsafeBufferPointer(rebasing: bytes[offset..<target]))
        if newlines > 0 {
            line += newlines
            column = 1
            offset = target
            while bytes[offset - 1] != UInt8(ascii: "\n") { offset -= 1 }
        }
        // Every byte but UTF-8's continuation bytes starts a character.
        for byte in UnsafeBufferPointer(rebasing: bytes[offset..<target]) {
            column &+= byte & 0xC0 != 0x80 ? 1 : 0
        }
        offset = target
        return (line, column)
    }

    /// How many newlines the bytes hold, counted eight bytes at a time: a dump's lines are
    /// short, and a call to find each one costs more than the line. A byte of `x` is zero
    /// exactly where `~(((x & 0x7F…7F) + 0x7F…7F) | x | 0x7F…7F)` has its high bit; a
    /// multiply adds those bits up in the top byte.
    private static func newlines(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let newlineBytes: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        var count = 0
        var index = 0
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while index + 8 <= bytes.count {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ newlineBytes
                let zeroBytes = ~(((word & lowBits) &+ lowBits) | word | lowBits)
                count += Int(truncatingIfNeeded: ((zeroBytes >> 7) &* 0x0101_0101_0101_0101) >> 56)
                index += 8
            }
        }
        for byte in bytes[index...] where byte == UInt8(ascii: "\n") { count += 1 }
        return count
    }

    /// The line and column of one offset.
    static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var locator = TextLocator()
        return locator.location(of: offset, in: bytes)
    }
}
