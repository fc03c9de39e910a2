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

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
