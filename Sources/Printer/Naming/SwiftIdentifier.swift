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
        func isUpper(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }
        func isLower(_ byte: UInt8) -> Bool { byte >= 97 && byte <= 122 }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
        for (index, byte) in bytes.enumerated() {
            guard isUpper(byte) || isLower(byte) || isDigit(byte) else {
                if !current.isEmpty { result.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll()
                continue
            }
            if !current.isEmpty, isUpper(byte), let previous = current.last {
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                // "HeaderView" splits before V; "URLField" splits before F, not inside URL.
                if isLower(previous) || isDigit(previous) || (isUpper(previous) && isLower(next)) {
                    result.append(String(decoding: current, as: UTF8.self))
                    current.removeAll()
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
        func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) || byte == UInt8(ascii: "_") }
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy { isLetter($0) || (48...57).contains($0) } && !keywords.contains(text)
    }
}
