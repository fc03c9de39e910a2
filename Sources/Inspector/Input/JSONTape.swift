/// A parsed JSON document as one flat array of entries over its bytes, for a reader that
/// walks it once (the dump reader).
///
/// Every value is one ``Entry``, in document order: an object's entry is followed by its
/// members (each a key entry, then the value's entries), an array's by its elements. A
/// container's entry says where the entry after its last descendant is, so a reader skips a
/// value in one step. Strings stay bytes of the input until a reader asks for one, and no
/// value allocates anything: a dump of 100,000 views reads without a tree of millions of
/// small arrays and strings (``JSONValue``), and a value no reader asks for costs its 16
/// bytes of entry only.
struct JSONTape {
    /// The kind of a value.
    enum Kind: UInt8 {
        case null, `false`, `true`, number, string, array, object
    }

    /// One value. 16 bytes: offsets are 32-bit, so the parser refuses inputs of 4 GiB and more.
    struct Entry {
        var kind: Kind
        /// For a string: whether it holds a backslash escape, so that it needs decoding.
        var hasEscapes = false
        /// Where the value starts in the input (a string's opening quote).
        var offset: UInt32
        /// A number's bit pattern; a string's end (the offset of its closing quote); a
        /// container's element or member count (high half) and the index of the entry after
        /// its last descendant (low half).
        var payload: UInt64
    }

    /// A position in ``entries``: one value of the document.
    typealias Index = Int

    let bytes: [UInt8]
    let entries: [Entry]
    /// Where each line after the first starts, as the parser passed the newlines.
    let lineStarts: [UInt32]

    /// The document's value.
    var root: Index { 0 }

    func kind(_ index: Index) -> Kind { entries[index].kind }

    /// Where the value starts in the input.
    func offset(_ index: Index) -> Int { Int(entries[index].offset) }

    /// The index of the value after this one and everything in it.
    func next(after index: Index) -> Index {
        let entry = entries[index]
        switch entry.kind {
        case .array, .object: return Int(truncatingIfNeeded: entry.payload & 0xFFFF_FFFF)
        default: return index + 1
        }
    }

    /// The number of elements of an array or members of an object.
    func count(_ index: Index) -> Int { Int(truncatingIfNeeded: entries[index].payload >> 32) }

    func number(_ index: Index) -> Double? {
        let entry = entries[index]
        return entry.kind == .number ? Double(bitPattern: entry.payload) : nil
    }

    func bool(_ index: Index) -> Bool? {
        switch entries[index].kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// A string value, decoded (escapes replaced, ill-formed UTF-8 repaired as
    /// `String(decoding:as:)` does).
    func string(_ index: Index) -> String? {
        let entry = entries[index]
        guard entry.kind == .string else { return nil }
        let start = Int(entry.offset) + 1
        let end = Int(truncatingIfNeeded: entry.payload)
        guard entry.hasEscapes else {
            return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
        }
        return String(decoding: JSONParser.unescaped(bytes[start..<end]), as: UTF8.self)
    }

    /// Calls `body` with a string value's decoded bytes, straight from the input when it has no
    /// escapes; `nil` for another value.
    func withStringBytes<Result>(_ index: Index, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let entry = entries[index]
        guard entry.kind == .string else { return nil }
        let start = Int(entry.offset) + 1
        let end = Int(truncatingIfNeeded: entry.payload)
        guard entry.hasEscapes else {
            return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
        }
        return JSONParser.unescaped(bytes[start..<end]).withUnsafeBufferPointer(body)
    }

    /// Which of `table`'s names a string value spells, without making a `String` of it; `nil`
    /// for none or another value.
    func stringValue(_ index: Index, in table: KeyTable) -> Int? {
        withStringBytes(index) { table.key($0) } ?? nil
    }

    /// The elements of an array, in order; none for another value or no value.
    func elements(_ index: Index?) -> Children {
        guard let index, entries[index].kind == .array else { return Children(tape: self, first: 0, count: 0, step: 1) }
        return Children(tape: self, first: index + 1, count: count(index), step: 1)
    }

    /// The keys of an object's members, in order; each member's value follows its key.
    func keys(_ index: Index) -> Children {
        Children(tape: self, first: index + 1, count: entries[index].kind == .object ? count(index) : 0, step: 2)
    }

    /// The values of an object's members whose keys `table` knows, by the key's raw value:
    /// the first member of each name, or -1 where the object has none. One pass over the keys.
    func members(_ index: Index, _ table: KeyTable) -> MemberValues {
        var values = MemberValues()
        guard entries[index].kind == .object else { return values }
        let end = next(after: index)
        entries.withUnsafeBufferPointer { entries in
            bytes.withUnsafeBufferPointer { bytes in
                var keyIndex = index + 1
                while keyIndex < end {
                    let entry = entries[keyIndex]
                    let key: Int?
                    if entry.hasEscapes {
                        key = Array((string(keyIndex) ?? "").utf8).withUnsafeBufferPointer { table.key($0) }
                    } else {
                        let start = Int(entry.offset) + 1
                        key = table.key(UnsafeBufferPointer(rebasing: bytes[start..<Int(truncatingIfNeeded: entry.payload)]))
                    }
                    if let key, values[key] < 0 { values[key] = keyIndex + 1 }
                    keyIndex = next(after: keyIndex + 1)
                }
            }
        }
        return values
    }

    /// The elements of an array, or an object's keys (a value after each).
    struct Children: Sequence {
        let tape: JSONTape
        let first: Index
        let count: Int
        /// Values per child: 1 for elements, 2 for members (key and value).
        let step: Int

        func makeIterator() -> Iterator { Iterator(children: self, upcoming: first, remaining: count) }

        struct Iterator: IteratorProtocol {
            let children: Children
            var upcoming: Index
            var remaining: Int

            mutating func next() -> Index? {
                guard remaining > 0 else { return nil }
                remaining -= 1
                let current = upcoming
                upcoming = children.tape.next(after: current + children.step - 1)
                return current
            }
        }
    }

    /// What kind of value this is, for error messages: "a string", "null".
    func kindDescription(_ index: Index) -> String {
        switch kind(index) {
        case .null: "null"
        case .false, .true: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value as a ``JSONValue`` tree, for the few values kept as they are (a dump's
    /// `metadata`, `JSONParser.parse`).
    func value(_ index: Index) -> JSONValue {
        switch kind(index) {
        case .null: .null
        case .false: .bool(false)
        case .true: .bool(true)
        case .number: .number(number(index) ?? 0)
        case .string: .string(string(index) ?? "")
        case .array: .array(elements(index).map { value($0) })
        case .object: .object(keys(index).map { (string($0) ?? "", value($0 + 1)) })
        }
    }

    /// Line and column (in characters, as an editor counts them) of byte offsets given in
    /// increasing order: lines from the parser's ``lineStarts``, characters counted only
    /// between an offset and the line start or offset before it, so minified JSON (one long
    /// line) costs one pass too.
    func positions(ofOffsets offsets: [Int]) -> [SourcePosition] {
        var positions: [SourcePosition] = []
        positions.reserveCapacity(offsets.count)
        bytes.withUnsafeBufferPointer { bytes in
            // Lines before the one being counted; its start; the column of the byte at `counted`.
            var linesBefore = 0
            var lineStart = 0
            var counted = 0
            var column = 1
            for offset in offsets {
                while linesBefore < lineStarts.count, Int(lineStarts[linesBefore]) <= offset {
                    lineStart = Int(lineStarts[linesBefore])
                    linesBefore += 1
                }
                if counted < lineStart {
                    counted = lineStart
                    column = 1
                }
                // Not a UTF-8 continuation byte: a new character.
                for byte in bytes[counted..<offset] where byte & 0xC0 != 0x80 { column += 1 }
                counted = offset
                positions.append(SourcePosition(line: linesBefore + 1, column: column))
            }
        }
        return positions
    }
}
