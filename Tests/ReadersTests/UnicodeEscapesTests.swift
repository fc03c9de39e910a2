@testable import Readers
import Testing

/// Cycript's and JavaScript's `\uXXXX` and `\xHH`, turned back into the characters a view showed.
@Suite struct UnicodeEscapesTests {
    @Test func unicodeEscapesAreTheirCharacters() {
        #expect(UnicodeEscapes.decoded("A-\\u8303\\u513f\\ud83d\\udc8b") == "A-范儿💋")
        #expect(UnicodeEscapes.decoded("C:\\users \\u12 \\ud83d") == "C:\\users \\u12 \\ud83d", "no escape, a short one, a lone surrogate")
    }

    /// JavaScript writes Latin-1's upper half as `\xHH` (an Apple ID's no-break space, in a
    /// Cycript paste of Apple's sign-in sheet), and never ASCII.
    @Test func latinEscapesAreTheirCharacters() {
        #expect(UnicodeEscapes.decoded("\\u4f7f\\u7528Apple\\xa0ID") == "使用Apple\u{A0}ID")
        #expect(UnicodeEscapes.decoded("caf\\xe9 \\x41 \\xZ1 \\x") == "café \\x41 \\xZ1 \\x", "ASCII, not hexadecimal, cut short")
    }
}
