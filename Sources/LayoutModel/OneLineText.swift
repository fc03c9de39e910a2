extension StringProtocol {
    /// The text kept on one line of text output: each character that ends a line (LF, CR,
    /// VT, FF, NEL, U+2028, U+2029) written as `\u{A}`, as the terminal escaping writes the
    /// other control characters. Ids and label texts come from the input; unescaped, a line
    /// break in one starts a line of output the tool never wrote (a fake finding, a fake
    /// `file:line: error:`). JSON output escapes them by its own rules.
    public var oneLine: String { String(self).oneLine }
}

extension String {
    /// ``StringProtocol/oneLine`` for a string: a `tree` of ten thousand views asks it of
    /// every name and class, nearly all without a line break, so the bytes are scanned for
    /// one (0A–0D, or NEL's or U+2028/U+2029's UTF-8) and only such a text is decoded.
    public var oneLine: String {
        // In place where the string lends its bytes: a report's every line passes here, and
        // stepping through the UTF-8 view cost more than writing the line.
        let hasBreak = utf8.withContiguousStorageIfAvailable(Self.holdsLineBreak)
            ?? unicodeScalars.contains(where: \.isLineBreak)
        guard hasBreak else { return self }
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar.isLineBreak {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether UTF-8 holds a line break, by its bytes: in well-formed UTF-8, C2 85 is NEL and
    /// E2 80 A8 / A9 are U+2028 / U+2029, and nothing else. Testing only for their lead bytes
    /// decoded every message with an ellipsis (E2 80 A6) or a punctuation mark beyond ASCII.
    private static func holdsLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte &- 0x0A < 4 { return true }
            if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 { return true }
            if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 { return true }
            index += 1
        }
        return false
    }
}

extension Unicode.Scalar {
    /// Whether the scalar ends a line for a terminal, an editor or a log viewer.
    public var isLineBreak: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Whether the scalar is one of the marks and embeddings, overrides and isolates that
    /// reorder text on screen: U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069. Printed
    /// raw, one in a label's text shows a line other than the one written.
    public var isBidiControl: Bool {
        switch value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
