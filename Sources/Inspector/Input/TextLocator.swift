#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns byte offsets into 1-based lines and columns (columns count Unicode scalars, not
/// bytes, as the JSON dump's positions do), walking on from the offset asked for last: asked
/// in document order, it reads the document once. Shared by the XML reader and the checks a
/// file's bytes get before any reader (a NUL byte, a stray prefix).
struct TextLocator {
    private var offset = 0
    private var line = 1
    private var column = 1

    mutating func location(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        if target < offset { self = TextLocator() }
        guard target > offset, let base = bytes.baseAddress else { return (line, column) }
        // Whole lines at C's speed (`memchr`), then the characters of the last one.
        while let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), target - offset) {
            offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            line += 1
            column = 1
        }
        while offset < target {
            // Every byte but UTF-8's continuation bytes starts a character.
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        return (line, column)
    }

    /// The line and column of one offset.
    static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var locator = TextLocator()
        return locator.location(of: offset, in: bytes)
    }
}
