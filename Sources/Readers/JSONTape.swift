import LayoutModel

/// A parsed JSON document as one flat array of entries over its bytes, for a reader that
/// walks it once (the dump reader).
///
/// Every value is one 4-byte ``Entry``, where it starts in the input, in document order: an
/// object's entry is followed by its members (each a key entry, then the value's entries), an
/// array's by its elements. A container has one more entry, the index of the entry after its
/// last descendant, so that a reader skips a value in one step; an array a third, its element
/// count. Nothing else is kept but a list of the few strings with an escape: a string's end is
/// found again when it is read (the last quote before the next value), a number is converted
/// from its bytes when it is read (once), and no value allocates anything. A dump of 100,000 views reads without a tree of millions of
/// small arrays and strings (``JSONValue``), and its tape, the largest thing a read writes
/// after the file, is a third of the file's size: pages touched are time.
struct JSONTape {
    /// The kind of a value.
    enum Kind: UInt8 {
        case null, `false`, `true`, number, string, array, object

        /// The kind of the value whose first byte this is (the parser checked the rest).
        @inline(__always)
        init(firstByte: UInt8) {
            switch firstByte {
            case UInt8(ascii: "\""): self = .string
            case UInt8(ascii: "{"): self = .object
            case UInt8(ascii: "["): self = .array
            case UInt8(ascii: "t"): self = .true
            case UInt8(ascii: "f"): self = .false
            case UInt8(ascii: "n"): self = .null
            default: self = .number
            }
        }
    }

    /// Where a value starts in the input (its first byte tells its kind), or, after a
    /// container's own, the index of the entry after its last descendant and an array's
    /// element count. 32-bit, so the parser refuses inputs of 4 GiB and more (a document has
    /// fewer entries than bytes, so indexes fit too).
    typealias Entry = UInt32

    /// A position in ``entries``: one value of the document.
    typealias Index = Int

    /// Where a value the parser was asked to locate starts (``JSONParser/tape(_:locatingValuesAtDepth:)``).
    struct Location {
        /// The value's index in ``entries``.
        var entry: UInt32
        /// 1-based; the column counts characters, as an editor does.
        var position: PackedPosition
    }

    let bytes: [UInt8]
    let entries: [Entry]
    /// The values located while parsing, in document order.
    let located: [Location]
    /// The strings (values and keys) that hold a backslash escape, by index, in order: noted by
    /// the parser, which reads each escape anyway, so that the strings read need no search.
    let escaped: [Entry]

    /// The document's value.
    var root: Index { 0 }

    // Asked of nearly every value read, as is `next(after:)`: inlined.
    @inline(__always)
    func kind(_ index: Index) -> Kind { Kind(firstByte: bytes[Int(entries[index])]) }

    /// The index of the value after this one and everything in it.
    @inline(__always)
    func next(after index: Index) -> Index { Self.next(after: index, entries, bytes) }

    /// ``next(after:)`` over the entries and bytes as arrays or, for ``members(_:_:)``, as
    /// pointers.
    @inline(__always)
    private static func next<Entries: RandomAccessCollection<Entry>, Bytes: RandomAccessCollection<UInt8>>(
        after index: Index, _ entries: Entries, _ bytes: Bytes
    ) -> Index where Entries.Index == Int, Bytes.Index == Int {
        switch Kind(firstByte: bytes[Int(entries[index])]) {
        case .array, .object: Int(entries[index + 1])
        default: index + 1
        }
    }

    /// The number of elements of an array.
    func count(_ index: Index) -> Int {
        kind(index) == .array ? Int(entries[index + 2]) : 0
    }

    /// A number's value, converted from its bytes: a reader asks for each number once.
    func number(_ index: Index) -> Double? {
        guard kind(index) == .number else { return nil }
        let start = Int(entries[index])
        return bytes.withUnsafeBufferPointer { JSONParser.numberValue(in: $0, from: start) }
    }

    func bool(_ index: Index) -> Bool? {
        switch kind(index) {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// A string's content (a value's or a key's), between its quotes, as it stands in the
    /// input. Between its closing quote and the next value only white space and `,` `:` `]`
    /// `}` lie, so the last quote before that value ends it: a step or two back, where a scan
    /// forward would read the whole string again, and a tape that kept each end would be
    /// twice the size.
    @inline(__always)
    private func content(_ index: Index) -> Range<Int> { Self.content(index, entries, bytes) }

    /// ``content(_:)`` over the entries and bytes as arrays or as pointers.
    @inline(__always)
    private static func content<Entries: RandomAccessCollection<Entry>, Bytes: RandomAccessCollection<UInt8>>(
        _ index: Index, _ entries: Entries, _ bytes: Bytes
    ) -> Range<Int> where Entries.Index == Int, Bytes.Index == Int {
        var end = (index + 1 < entries.count ? Int(entries[index + 1]) : bytes.count) - 1
        while bytes[end] != UInt8(ascii: "\"") { end -= 1 }
        return Int(entries[index]) + 1..<end
    }

    /// Whether the string at `index` holds a backslash escape, so that it needs decoding: a
    /// search of the few strings that do (none, in most documents).
    @inline(__always)
    private func hasEscapes(_ index: Index) -> Bool {
        guard !escaped.isEmpty else { return false }
        var (low, high) = (0, escaped.count)
        while low < high {
            let middle = (low + high) / 2
            if Int(escaped[middle]) < index { low = middle + 1 } else { high = middle }
        }
        return low < escaped.count && Int(escaped[low]) == index
    }

    /// A string value, decoded (escapes replaced, ill-formed UTF-8 repaired as
    /// `String(decoding:as:)` does).
    func string(_ index: Index) -> String? {
        withStringBytes(index) { String(copyingUTF8: $0) }
    }

    /// Calls `body` with a string value's decoded bytes, straight from the input when it has no
    /// escapes; `nil` for another value.
    func withStringBytes<Result>(_ index: Index, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard kind(index) == .string else { return nil }
        let range = content(index)
        return bytes.withUnsafeBufferPointer { bytes in
            let content = UnsafeBufferPointer(rebasing: bytes[range])
            guard hasEscapes(index) else { return body(content) }
            return JSONParser.unescaped(content).withUnsafeBufferPointer(body)
        }
    }

    /// Which of `table`'s names a string value spells, without making a `String` of it; `nil`
    /// for none or another value.
    func stringValue(_ index: Index, in table: KeyTable) -> Int? {
        withStringBytes(index) { table.key($0) } ?? nil
    }

    /// The elements of an array, in order; none for another value or no value.
    func elements(_ index: Index?) -> Children {
        guard let index, kind(index) == .array else { return Children(tape: self, first: 0, end: 0, step: 1) }
        return Children(tape: self, first: index + 3, end: Int(entries[index + 1]), step: 1)
    }

    /// The keys of an object's members, in order; each member's value follows its key.
    func keys(_ index: Index) -> Children {
        guard kind(index) == .object else { return Children(tape: self, first: 0, end: 0, step: 2) }
        return Children(tape: self, first: index + 2, end: Int(entries[index + 1]), step: 2)
    }

    /// The values of an object's members whose keys `table` knows, by the key's raw value:
    /// the first member of each name, or -1 where the object has none. One pass over the keys.
    func members(_ index: Index, _ table: KeyTable) -> MemberValues {
        var values = MemberValues()
        guard kind(index) == .object else { return values }
        // Through pointers: the parser made every entry point into the bytes, and each of
        // the half million keys of a large dump would otherwise check four bounds.
        entries.withUnsafeBufferPointer { entries in
            bytes.withUnsafeBufferPointer { bytes in
                let end = Int(entries[index + 1])
                var keyIndex = index + 2
                while keyIndex < end {
                    let content = UnsafeBufferPointer(rebasing: bytes[Self.content(keyIndex, entries, bytes)])
                    // A key with an escape spells no key as it stands: decoded only when no key matched.
                    var key = table.key(content)
                    if key == nil, hasEscapes(keyIndex) {
                        key = JSONParser.unescaped(content).withUnsafeBufferPointer { table.key($0) }
                    }
                    if let key {
                        if values[key] < 0 { values[key] = keyIndex + 1 }
                    } else {
                        values.hasUnknownKey = true
                    }
                    keyIndex = Self.next(after: keyIndex + 1, entries, bytes)
                }
            }
        }
        return values
    }

    /// The elements of an array, or an object's keys (a value after each).
    struct Children: Sequence {
        let tape: JSONTape
        let first: Index
        /// The index after the container's last descendant.
        let end: Index
        /// Values per child: 1 for elements, 2 for members (key and value).
        let step: Int

        func makeIterator() -> Iterator { Iterator(children: self, upcoming: first) }

        struct Iterator: IteratorProtocol {
            let children: Children
            var upcoming: Index

            mutating func next() -> Index? {
                guard upcoming < children.end else { return nil }
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

    /// Where the elements of an array start, when the parser located them (it locates every
    /// value at one depth, in document order, so an array's elements are next to each other
    /// there); empty for another value or elements not located.
    func locations(ofElementsOf index: Index) -> ArraySlice<Location> {
        let count = self.count(index)
        guard count > 0 else { return [] }
        let first = UInt32(truncatingIfNeeded: index + 3)
        // The first location at or after the first element: a binary search.
        var (low, high) = (located.startIndex, located.endIndex)
        while low < high {
            let middle = (low + high) / 2
            if located[middle].entry < first { low = middle + 1 } else { high = middle }
        }
        guard low + count <= located.endIndex, located[low].entry == first else { return [] }
        return located[low..<low + count]
    }
}
