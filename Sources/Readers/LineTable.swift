import LayoutModel

/// Where each line of a text starts, to turn any byte offset into a 1-based line and column
/// as ``TextLocator`` counts them: lines end at `\n`, columns count characters (every byte but
/// UTF-8's continuation bytes). Where ``TextLocator`` walks on through offsets asked in order,
/// this answers offsets in any order, for a document whose positions are asked long after it
/// was read, a few at a time.
struct LineTable: Sendable {
    private let bytes: [UInt8]
    /// The offset after each `\n`.
    private let starts: [Int32]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        starts = bytes.withUnsafeBufferPointer { buffer in
            var starts: [Int32] = []
            var offset = 0
            while let found = buffer.firstIndex(of: UInt8(ascii: "\n"), from: offset) {
                offset = found + 1
                starts.append(Int32(offset))
            }
            return starts
        }
    }

    /// The line and column of the byte at `offset`.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        // How many lines start at or before the offset: the line is one more.
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if Int(starts[middle]) <= offset { low = middle + 1 } else { high = middle }
        }
        let lineStart = low == 0 ? 0 : Int(starts[low - 1])
        var column = 1
        for byte in bytes[lineStart..<offset] where byte & 0xC0 != 0x80 { column += 1 }
        return (low + 1, column)
    }

    /// ``lineAndColumn(of:)`` as a position.
    func position(of offset: Int) -> SourcePosition {
        let (line, column) = lineAndColumn(of: offset)
        return SourcePosition(line: line, column: column)
    }
}
