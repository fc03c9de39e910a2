/// Text as Cycript and JavaScript print a string: every character past ASCII as `\uXXXX`
/// (two for one outside the Basic Multilingual Plane). A view's text in such a paste reads as
/// the app showed it only once they are turned back.
enum UnicodeEscapes {
    /// The text with each `\uXXXX` (and each surrogate pair of them) as its character; an
    /// escape that names no character is left as it is.
    static func decoded(_ text: String) -> String {
        guard text.utf8Contains("\\u") else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        /// The code unit written at `offset` as `\uXXXX`, if one is.
        func unit(at offset: Int) -> UInt32? {
            guard offset + 5 < scalars.count, scalars[offset] == "\\", scalars[offset + 1] == "u" else { return nil }
            var value: UInt32 = 0
            for scalar in scalars[(offset + 2)..<(offset + 6)] {
                guard let digit = UInt32(String(scalar), radix: 16) else { return nil }
                value = value * 16 + digit
            }
            return value
        }
        while index < scalars.count {
            if let high = unit(at: index) {
                if (0xD800..<0xDC00).contains(high), let low = unit(at: index + 6), (0xDC00..<0xE000).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                {
                    result.append(scalar)
                    index += 12
                    continue
                }
                if let scalar = Unicode.Scalar(high) {
                    result.append(scalar)
                    index += 6
                    continue
                }
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }
}
