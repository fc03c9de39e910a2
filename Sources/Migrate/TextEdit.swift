/// One replacement of a byte range of a file; everything outside the edits stays byte for byte.
struct TextEdit: Hashable, Sendable {
    var range: Range<Int>
    var replacement: String

    /// `bytes` with `edits` applied; edits must not overlap. Insertions at the same offset keep
    /// their order.
    static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }.map(\.element)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.utf8.count })
        var position = 0
        for edit in ordered {
            result += bytes[position..<max(position, edit.range.lowerBound)]
            result += Array(edit.replacement.utf8)
            position = max(position, edit.range.upperBound)
        }
        result += bytes[position...]
        return result
    }
}
