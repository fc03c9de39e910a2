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
    /// every name and class, nearly all without a line break, so the bytes are scanned
    /// first for one that can begin a line break (0A–0D, or the lead byte of NEL, C2, or of
    /// U+2028/U+2029, E2) and only such a text is decoded.
    public var oneLine: String {
        // In place where the string lends its bytes: a report's every line passes here, and
        // stepping through the UTF-8 view cost more than writing the line.
        let mayBreak = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains { $0 &- 0x0A < 4 || $0 == 0xC2 || $0 == 0xE2 }
        } ?? utf8.contains(where: { (0x0A...0x0D).contains($0) || $0 == 0xC2 || $0 == 0xE2 })
        guard mayBreak, unicodeScalars.contains(where: \.isLineBreak) else { return self }
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
}

extension Unicode.Scalar {
    /// Whether the scalar ends a line for a terminal, an editor or a log viewer.
    public var isLineBreak: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
