/// Text as Cycript and JavaScript print a string: every character past ASCII as `\uXXXX`
/// (two for one outside the Basic Multilingual Plane), those of Latin-1 as `\xHH`. A view's
/// text in such a paste reads as the app showed it only once they are turned back.
enum UnicodeEscapes {
    /// The text with each `\uXXXX` (and each surrogate pair of them) and each `\x80`–`\xFF` as
    /// its character; an escape that names no character is left as it is.
    static func decoded(_ text: String) -> String {
        guard text.utf8Contains("\\u") || text.utf8Contains("\\x") else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        /// The code unit an escape at `offset` writes, and the escape's length.
        func unit(at offset: Int) -> (value: UInt32, length: Int)? {
            guard offset + 1 < scalars.count, scalars[offset] == "\\" else { return nil }
            let digits = scalars[offset + 1] == "u" ? 4 : scalars[offset + 1] == "x" ? 2 : 0
            guard digits > 0, offset + 1 + digits < scalars.count else { return nil }
            var value: UInt32 = 0
            for scalar in scalars[(offset + 2)..<(offset + 2 + digits)] {
                guard let digit = UInt32(String(scalar), radix: 16) else { return nil }
                value = value * 16 + digit
            }
            // JavaScript writes ASCII as it is: `\x41` in a text is the app's own backslash.
            guard digits == 4 || value >= 0x80 else { return nil }
            return (value, 2 + digits)
        }
        while index < scalars.count {
            if let (high, length) = unit(at: index) {
                if (0xD800..<0xDC00).contains(high), let (low, _) = unit(at: index + length), (0xDC00..<0xE000).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                {
                    result.append(scalar)
                    index += 2 * length
                    continue
                }
                if let scalar = Unicode.Scalar(high) {
                    result.append(scalar)
                    index += length
                    continue
                }
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }
}
