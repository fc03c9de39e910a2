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
    /// Latin letters are spelled in ASCII first (`Título` → Titulo, `Größe` → Grosse).
    public static func words(_ text: String) -> [String] {
        let bytes = foldedBytes(text)
        return wordRanges(bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// The UTF-8 of a text with its Latin letters spelled in ASCII (``words(_:)`` reads words
    /// from it). ICU's Latin-ASCII transliteration, not diacritic folding alone, because letters
    /// such as ß, æ, ø and ł have no accent to fold and would otherwise vanish from names.
    static func foldedBytes(_ text: String) -> [UInt8] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return Array(text.utf8) }
        var result: [UInt8] = []
        var characters = text.makeIterator()
        var next = characters.next()
        while let character = next {
            next = characters.next()
            // Only Latin letters have an ASCII spelling; the rest (CJK, Cyrillic, emoji) separate
            // words and are kept as they are, without asking ICU character by character.
            guard let scalar = character.unicodeScalars.first, Self.hasLatinSpelling(scalar) else {
                result += character.utf8
                continue
            }
            var spelled = String(character).applyingTransform(StringTransform("Latin-ASCII"), reverse: false)
                ?? String(character).folding(options: .diacriticInsensitive, locale: nil)
            // Œuvre is Oeuvre, one word, not OEuvre (read as the words O and Euvre).
            if spelled.count > 1, character.isUppercase, next?.isLowercase == true {
                spelled = spelled.prefix(1) + spelled.dropFirst().lowercased()
            }
            result += spelled.utf8
        }
        return result
    }

    /// Whether a non-ASCII scalar is a Latin letter (or a full-width form) that ICU spells in ASCII.
    private static func hasLatinSpelling(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x80...0x24F, 0x1E00...0x1EFF, 0xFF01...0xFF5E: true
        default: false
        }
    }

    /// Where the words of ``foldedBytes(_:)`` are: ``words(_:)`` without a string per word.
    static func wordRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        // Where the word being read starts; `nil` between words.
        var start: Int?
        let isUpper = ASCII.isUppercase, isLower = ASCII.isLowercase, isDigit = ASCII.isDigit
        for index in bytes.indices {
            let byte = bytes[index]
            guard isUpper(byte) || isLower(byte) || isDigit(byte) else {
                if let wordStart = start { result.append(wordStart..<index) }
                start = nil
                continue
            }
            if let wordStart = start, isUpper(byte) {
                let previous = bytes[index - 1]
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                // "HeaderView" splits before V; "URLField" splits before F, not inside URL;
                // "iPhone" and "eBay" are one word, not a letter and a word.
                let isOneLetterPrefix = index - wordStart == 1 && isLower(previous)
                if !isOneLetterPrefix && (isLower(previous) || isDigit(previous) || (isUpper(previous) && isLower(next))) {
                    result.append(wordStart..<index)
                    start = index
                }
            }
            if start == nil { start = index }
        }
        if let wordStart = start { result.append(wordStart..<bytes.count) }
        return result
    }

    /// Joins words in lower camel case: `["Sign", "in", "Button"]` → `signInButton`,
    /// `["URL", "Field"]` → `urlField`. Empty for no words.
    public static func lowerCamelCase(_ words: [String]) -> String {
        // ASCII words (what ``words(_:)`` makes) are joined byte by byte.
        if words.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) {
            return asciiLowerCamelCase(words.map(\.utf8))
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

    /// ``lowerCamelCase(_:)`` of ASCII words, given as their bytes.
    static func asciiLowerCamelCase<Word: Collection<UInt8>>(_ words: [Word]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(words.reduce(0) { $0 + $1.count })
        for (index, word) in words.enumerated() {
            let start = bytes.count
            bytes += word
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

    private static func lowercasingFirst(_ word: String) -> String {
        word.prefix(1).lowercased() + word.dropFirst()
    }

    /// The name of a property the app's code declares (an outlet): kept as it is when it is
    /// already an identifier (`URLOutlet`), since the class's code uses that name; else made
    /// into one.
    public static func property(_ name: String) -> String? {
        isValid(name) ? name : make(from: name)
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

    /// A type name for free text: the text itself when it is one already (`LogoutCell`), else
    /// its words in UpperCamelCase (`Logout cell` → `LogoutCell`); `nil` when it has no usable
    /// letters or starts with a digit.
    public static func typeName(from text: String) -> String? {
        if isValid(text), text.first?.isUppercase == true { return text }
        guard let name = make(from: text, keywordSuffix: ""), let first = name.first, first.isLetter else { return nil }
        return first.uppercased() + name.dropFirst()
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

    /// The word with its ASCII capitals lowered, as text; other bytes stay as they are.
    static func lowercased(_ word: some Collection<UInt8>) -> String {
        String(decoding: word.map { isUppercase($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// Whether two words are the same but for the case of their ASCII letters.
    static func equalIgnoringCase(_ a: some Collection<UInt8>, _ b: some Collection<UInt8>) -> Bool {
        func lowered(_ byte: UInt8) -> UInt8 { isUppercase(byte) ? byte + 32 : byte }
        return a.count == b.count && zip(a, b).allSatisfy { lowered($0) == lowered($1) }
    }

    /// The word with its first byte kept and the rest lowered: `URL` → `Url`.
    static func capitalized(_ word: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var bytes = word
        for index in bytes.indices.dropFirst() where isUppercase(bytes[index]) { bytes[index] += 32 }
        return bytes
    }
}
