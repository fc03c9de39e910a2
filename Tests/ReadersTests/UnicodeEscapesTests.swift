@testable import Readers
import Testing

/// Cycript's and JavaScript's `\uXXXX`, turned back into the characters a view showed.
@Suite struct UnicodeEscapesTests {
    @Test func unicodeEscapesAreTheirCharacters() {
        #expect(UnicodeEscapes.decoded("A-\\u8303\\u513f\\ud83d\\udc8b") == "A-范儿💋")
        #expect(UnicodeEscapes.decoded("C:\\users \\u12 \\ud83d") == "C:\\users \\u12 \\ud83d", "no escape, a short one, a lone surrogate")
    }
}
