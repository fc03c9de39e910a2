/// Text on its way to a terminal (or a file a person reads) with every control character made
/// visible: ids, names and label texts come from the input, and an escape sequence in a crafted
/// dump would otherwise move the cursor, retitle the window or rewrite what the user sees.
/// JSON output escapes them by its own rules (``JSONValue/serialized(indent:)``).
enum TerminalText {
    /// `text` with each control character but newline and tab, and each Unicode line or
    /// paragraph separator, written as `\u{1B}`, as a Swift string literal would. A newline is
    /// kept: the output's own lines end with it (ids and texts escape theirs,
    /// ``Swift/StringProtocol/oneLine``). With `keepingStyles`, the colour and weight sequences
    /// the report itself writes (`ESC [ 31 m`, select graphic rendition only) stay as they are.
    static func escaped(_ text: String, keepingStyles: Bool = false) -> String {
        // Whole printed files pass through here: a scan of the bytes clears them without decoding.
        var text = text
        guard text.withUTF8(mayHoldControl) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if keepingStyles, scalar == "\u{1B}", let end = styleEnd(scalars, from: index) {
                result.append(contentsOf: scalars[index...end])
                index = end + 1
                continue
            }
            if isControl(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
            index += 1
        }
        return String(result)
    }

    /// C0 controls but newline and tab, DEL, the C1 controls, U+2028 and U+2029.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\n" || scalar == "\t" { return false }
        return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.isLineBreak
    }

    /// Whether a UTF-8 byte is a control character (see ``isControl(_:)``) or may begin one:
    /// 0xC2 leads the C1 controls' encoding (and other Latin-1 characters, checked exactly).
    private static func mayStartControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t")) || byte == 0x7F || byte == 0xC2
    }

    /// Whether some byte is one ``mayStartControl(_:)`` looks for, read eight at a time: a
    /// printed file of two megabytes passes here, and nearly all of its words hold none. A
    /// word flagged (a newline is below 0x20 too) is read again byte by byte.
    private static func mayHoldControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        // Whether some byte of `word` is below `limit` (at most 0x80; below 1 is zero): a
        // byte's high bit survives the subtraction and `~word` only where a byte is below it.
        func hasByte(below limit: UInt64, _ word: UInt64) -> Bool { (word &- limit &* ones) & ~word & highs != 0 }
        var start = 0
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while start + 8 <= bytes.count {
                let word = base.loadUnaligned(fromByteOffset: start, as: UInt64.self)
                if hasByte(below: 0x20, word) || hasByte(below: 1, word ^ 0x7F &* ones) || hasByte(below: 1, word ^ 0xC2 &* ones),
                    bytes[start..<start + 8].contains(where: mayStartControl)
                {
                    return true
                }
                start += 8
            }
        }
        return bytes[start...].contains(where: mayStartControl)
    }

    /// The index of the `m` that ends `ESC [ digits ; digits m` starting at `start`.
    private static func styleEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var index = start + 2
        while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == ";" {
            index += 1
        }
        return index < scalars.count && scalars[index] == "m" ? index : nil
    }
}
