import Foundation

/// Turning free text (accessibility identifiers, label text, tags) into Swift identifiers.
public enum SwiftIdentifier {
    /// Swift's reserved words, plus `self`-like names a generated property cannot take.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "async", "some", "any", "consume", "borrowing", "consuming", "copy", "discard",
        "each", "macro", "package", "Type", "Protocol",
    ]

    /// The words of a text: runs of ASCII letters and digits, split at case changes
    /// (`"sign-in button"` → sign, in, button; `"HeaderView"` → Header, View). Other characters
    /// (punctuation, spaces, CJK) separate words and are dropped, so the result is plain ASCII;
    /// accents are folded first (`Título` → Titulo).
    public static func words(_ text: String) -> [String] {
        let folded = text.utf8.allSatisfy { $0 < 0x80 } ? text : text.folding(options: .diacriticInsensitive, locale: nil)
        var result: [String] = []
        var current: [UInt8] = []
        let bytes = Array(folded.utf8)
        let isUpper = ASCII.isUppercase, isLower = ASCII.isLowercase, isDigit = ASCII.isDigit
        for (index, byte) in bytes.enumerated() {
            guard isUpper(byte) || isLower(byte) || isDigit(byte) else {
                if !current.isEmpty { result.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
                continue
            }
            if !current.isEmpty, isUpper(byte), let previous = current.last {
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                // "HeaderView" splits before V; "URLField" splits before F, not inside URL.
                if isLower(previous) || isDigit(previous) || (isUpper(previous) && isLower(next)) {
                    result.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
            }
            current.append(byte)
        }
        if !current.isEmpty { result.append(String(decoding: current, as: UTF8.self)) }
        return result
    }

    /// Joins words in lower camel case: `["Sign", "in", "Button"]` → `signInButton`,
    /// `["URL", "Field"]` → `urlField`. Empty for no words.
    public static func lowerCamelCase(_ words: [String]) -> String {
        // ASCII words (what ``words(_:)`` makes) are joined byte by byte.
        if words.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(words.reduce(0) { $0 + $1.utf8.count })
            for (index, word) in words.enumerated() {
                let start = bytes.count
                bytes += word.utf8
                guard start < bytes.count else { continue }
                if index > 0 {
                    if ASCII.isLowercase(bytes[start]) { bytes[start] -= 32 }
                } else if bytes[start...].allSatisfy({ ASCII.isUppercase($0) || ASCII.isDigit($0) }) {
                    for position in start..<bytes.count where ASCII.isUppercase(bytes[position]) { bytes[position] += 32 }
                } else if ASCII.isUppercase(bytes[start]) {
                    bytes[start] += 32
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var result = ""
        for (index, word) in words.enumerated() {
            if index == 0 {
                result += word.allSatisfy({ $0.isUppercase || $0.isNumber }) ? word.lowercased() : lowercasingFirst(word)
            } else {
                result += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        return result
    }

    private static func lowercasingFirst(_ word: String) -> String {
        word.prefix(1).lowercased() + word.dropFirst()
    }

    /// A valid Swift identifier for free text, or `nil` when the text has no usable letters.
    /// A leading digit gets an underscore in front; a keyword gets `suffix` appended.
    public static func make(from text: String, keywordSuffix suffix: String = "View") -> String? {
        var name = lowerCamelCase(words(text))
        guard !name.isEmpty else { return nil }
        if name.first?.isNumber == true { name = "_" + name }
        if keywords.contains(name) { name += suffix }
        return name
    }

    /// Whether a text is already a valid (ASCII) Swift identifier that is not a keyword.
    public static func isValid(_ text: String) -> Bool {
        // Bytes, not Characters: every printed name is checked, and an ASCII identifier's
        // letters and digits are single bytes.
        func isLetter(_ byte: UInt8) -> Bool { ASCII.isLetter(byte) || byte == UInt8(ascii: "_") }
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy { isLetter($0) || ASCII.isDigit($0) } && !keywords.contains(text)
    }
}

/// Questions about the bytes of ASCII text, which names are made of once
/// ``SwiftIdentifier/words(_:)`` has cut a text up (it cuts by them too): for ASCII they answer what `Character`'s
/// `isLetter`, `isUppercase`, `isNumber` and `lowercased()` would, without Unicode tables.
enum ASCII {
    static func isUppercase(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }
    static func isLowercase(_ byte: UInt8) -> Bool { byte >= 97 && byte <= 122 }
    static func isLetter(_ byte: UInt8) -> Bool { isUppercase(byte) || isLowercase(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

    /// The text with its ASCII capitals lowered; other bytes stay as they are.
    static func lowercased(_ text: String) -> String {
        guard text.utf8.contains(where: isUppercase) else { return text }
        return String(decoding: text.utf8.map { isUppercase($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// The text with its first byte kept and the rest lowered: `URL` → `Url`.
    static func capitalized(_ text: String) -> String {
        var bytes = Array(text.utf8)
        for index in bytes.indices.dropFirst() where isUppercase(bytes[index]) { bytes[index] += 32 }
        return String(decoding: bytes, as: UTF8.self)
    }
}
