/// The Swift type name behind a runtime class name, as a dump records it.
public enum TypeName {
    /// `_TtC5MyApp10HeaderView` → `HeaderView`, `MyApp.HeaderView` → `HeaderView`,
    /// `UILabel` → `UILabel`. Nested mangled classes (`_TtCC…`) give the innermost name.
    /// A name that still is not a valid identifier (a generic class's mangling) is returned as
    /// it is; callers check ``SwiftIdentifier/isValid(_:)``.
    public static func swiftName(ofClass className: String) -> String {
        if className.utf8HasPrefix("_Tt"), let name = demangledLastComponent(className) {
            return name
        }
        // Searched as bytes: a Character search costs more than the rest of a class lookup.
        if let dot = className.utf8.lastIndex(of: UInt8(ascii: ".")) {
            return String(className[className.utf8.index(after: dot)...])
        }
        return className
    }

    /// Reads the `<length><name>` pairs of a simple Swift class mangling and returns the last.
    private static func demangledLastComponent(_ mangled: String) -> String? {
        let characters = Array(mangled.dropFirst(3))
        var index = 0
        while index < characters.count, characters[index].isLetter { index += 1 }
        var last: String?
        while index < characters.count {
            var length = 0
            var sawDigit = false
            while index < characters.count, let digit = characters[index].wholeNumberValue, characters[index].isASCII {
                length = length * 10 + digit
                sawDigit = true
                index += 1
                if length > characters.count { return nil }
            }
            guard sawDigit, length > 0, index + length <= characters.count else { break }
            last = String(characters[index..<index + length])
            index += length
        }
        return last
    }

    /// The module a Swift class is declared in: `_TtC5MyApp10HeaderView` and `MyApp.HeaderView`
    /// → `MyApp`; `nil` for an Objective-C class (`UILabel`).
    public static func module(ofClass className: String) -> Substring? {
        if className.utf8HasPrefix("_Tt") {
            var rest = Substring(className).dropFirst(3).drop { $0.isLetter }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard let length = Int(digits), length > 0 else { return nil }
            rest = rest.dropFirst(digits.count)
            return rest.count >= length ? rest.prefix(length) : nil
        }
        guard let dot = className.utf8.firstIndex(of: UInt8(ascii: ".")), dot != className.startIndex else { return nil }
        return className[..<dot]
    }

    /// Whether a class belongs to UIKit (public or private): `UI…`, `_UI…`, `_…`.
    public static func isSystemClass(_ name: String) -> Bool {
        name.hasPrefix("UI") || name.hasPrefix("_") || name.hasPrefix("NS")
    }
}

extension String {
    /// `hasPrefix` compared as UTF-8 bytes. Class names are ASCII, and a class is looked up
    /// for every view a printer or report names, where `Character` comparison dominated.
    public func utf8HasPrefix(_ prefix: String) -> Bool { utf8.starts(with: prefix.utf8) }

    /// `hasSuffix` compared as UTF-8 bytes (see ``utf8HasPrefix(_:)``).
    public func utf8HasSuffix(_ suffix: String) -> Bool {
        utf8.count >= suffix.utf8.count && utf8.reversed().starts(with: suffix.utf8.reversed())
    }

    /// Whether `part` occurs in the string, compared as UTF-8 bytes (see ``utf8HasPrefix(_:)``).
    /// Read in place, nothing allocated: a large layout's root asks it of thousands of class names.
    public func utf8Contains(_ part: String) -> Bool {
        guard part.utf8.count <= utf8.count else { return false }
        var (text, part) = (self, part)
        return text.withUTF8 { bytes in part.withUTF8 { bytes.firstIndex(of: $0) != nil } }
    }
}
