import LayoutModel
import Testing

/// `oneLine` finds a line break by its UTF-8 bytes: it must escape exactly the scalars that end
/// a line, wherever they stand, and leave every neighbour of their bytes as it is.
@Suite struct OneLineTextTests {
    /// The text escaped scalar by scalar, the way the bytes' test stands in for.
    func expected(_ text: String) -> String {
        text.unicodeScalars.map { $0.isLineBreak ? "\\u{\(String($0.value, radix: 16, uppercase: true))}" : String($0) }.joined()
    }

    @Test func escapesExactlyTheScalarsThatEndALine() {
        // The breaks, and scalars whose UTF-8 shares their lead bytes or their first two.
        let scalars: [Unicode.Scalar] = [
            "\u{09}", "\u{0A}", "\u{0B}", "\u{0C}", "\u{0D}", "\u{0E}", "\u{84}", "\u{85}", "\u{86}", "\u{A0}", "\u{A9}",
            "\u{2026}", "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{20AC}", "\u{2080}", "é", "a",
        ]
        for scalar in scalars {
            for (before, after) in [("", ""), ("x", ""), ("", "y"), ("ab…", "…cd"), ("é", "\u{2029}")] {
                let text = before + String(scalar) + after
                #expect(text.oneLine == expected(text), "\(text.unicodeScalars.map(\.value))")
            }
        }
        #expect("no break … here".oneLine == "no break … here")
        #expect("a\u{2028}b\nc".oneLine == "a\\u{2028}b\\u{A}c")
    }
}
