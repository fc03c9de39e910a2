import LayoutModel

/// A piece of source (a relation call) built by appending its parts as UTF-8 bytes.
///
/// A print of thousands of views appends hundreds of thousands of parts, so each append must
/// be a copy of bytes: appending to a `String` also checks where graphemes meet and whether
/// the storage is unique, which costs several times the copy.
struct CodeText {
    private(set) var bytes: [UInt8] = []

    init(_ start: String = "") {
        bytes.reserveCapacity(64)
        bytes += start.utf8
    }

    static func += (text: inout CodeText, part: String) {
        // Through the contiguous bytes: `bytes += part.utf8` walks a view of them instead.
        var part = part
        part.withUTF8 { text.bytes.append(contentsOf: $0) }
    }

    /// Appends one ASCII character: a call's dots and parentheses are a third of its parts,
    /// and a byte appended costs a fraction of a string's.
    mutating func append(ascii character: Unicode.Scalar) {
        bytes.append(UInt8(ascii: character))
    }

    static func += (text: inout CodeText, part: ArraySlice<UInt8>) {
        text.bytes += part
    }

    /// Appends a number as ``codeNumber(_:)`` writes it, without making a string of it for
    /// the usual whole numbers and halves (``appendNumber(_:to:)``, shared with the JSON writer).
    mutating func append(number value: Double) {
        appendNumber(denoised(value), to: &bytes)
    }

    var count: Int { bytes.count }

    /// Empties the text, keeping its storage for the next piece.
    mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
