import Inspector

/// A piece of source (a relation call) built by appending its parts as UTF-8 bytes.
///
/// Appending a small string to a `String` costs a few hundred instructions (it checks where
/// graphemes meet and whether the storage is unique); copying its bytes into an array costs a
/// few dozen. A print of thousands of views appends hundreds of thousands of parts.
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

    static func += (text: inout CodeText, part: ArraySlice<UInt8>) {
        text.bytes += part
    }

    /// Appends a number as ``formatNumber(_:)`` writes it: a whole number (nearly every
    /// constant) digit by digit, without making a string of it.
    mutating func append(number value: Double) {
        guard value != 0, value == value.rounded(), abs(value) < 1e15 else {
            self += formatNumber(value)
            return
        }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // Most significant digit first, from the largest power of ten it holds: reversing
        // digits written backwards would copy the buffer they are in.
        var rest = UInt64(abs(value))
        var scale: UInt64 = 1
        while scale <= rest / 10 { scale *= 10 }
        while scale > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / scale))
            rest %= scale
            scale /= 10
        }
    }

    var count: Int { bytes.count }

    /// Empties the text, keeping its storage for the next piece.
    mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
