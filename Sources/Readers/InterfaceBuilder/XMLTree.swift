#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutModel

/// An XML document read into one array of elements in document order, each able to say the
/// 1-based line and column of its `<`, so that anything read from it can say where it is.
///
/// Elements are stored in document order, so an element's descendants are the elements after
/// it up to its `end`, and its children are found by stepping over each child's descendants.
/// Names, values and texts stay where they are in the document's bytes until asked for: a
/// reader looks at a few of an element's attributes and at almost no text (the indentation
/// between elements is text too), and making each one as it is read would cost more than
/// reading the file. Lines and columns are found the same way, when asked: a reader asks where
/// its views and constraints are, not where each `<rect>` or `<color>` is. Offsets are 32-bit
/// (``XMLReader`` refuses larger documents): the records are most of the memory the tree
/// touches. Attribute and element names are asked for as literals (`StaticString`), compared
/// as bytes where they stand.
struct XMLTree {
    fileprivate let storage: Storage

    init(bytes: [UInt8], replaced: [UInt8], elements: [ElementRecord], attributes: [AttributeRecord]) {
        storage = Storage(bytes: bytes, replaced: replaced, elements: elements, attributes: attributes)
    }

    /// Where the document's lines start, to say later where an element is (``Element/offset``).
    var lines: LineTable { storage.lines }

    /// Reads the bytes (UTF-8); a document that is not well-formed XML is an error at the line
    /// and column where it goes wrong.
    static func parse(_ bytes: [UInt8]) throws(InputError) -> XMLTree {
        try XMLReader.read(bytes)
    }

    /// One element as the reader stores it: offsets into the document's bytes, indexes into
    /// the tree's records.
    struct ElementRecord {
        /// Where its `<` is; the name follows it.
        var start: Int32
        var nameLength: Int32
        /// The parent's index, -1 for the document element.
        var parent: Int32
        /// The index after the element's last descendant.
        var end: Int32
        /// Its attributes' place in the attribute records.
        var firstAttribute: Int32
        var attributeEnd: Int32
        /// Bit `n % 64` set for each attribute whose name is `n` bytes long: most attributes a
        /// reader asks for are not there, and this says so without looking at each one.
        var attributeNameLengths: UInt64
        /// What is between its start and end tags (empty for `<name/>`), and where the element
        /// ends (after `>`): its text is the content less its children's spans.
        var contentStart: Int32
        var contentEnd: Int32
        var outerEnd: Int32
    }

    /// One attribute: where its name and its value are. A value whose references or line
    /// breaks were replaced is in the tree's `replaced` bytes, at `value - bytes.count`.
    struct AttributeRecord {
        var nameStart: Int32
        var nameLength: Int32
        var valueStart: Int32
        var valueEnd: Int32
    }

    /// An element of the tree, with its name, place and attributes.
    struct Element {
        fileprivate let storage: Storage
        let index: Int

        private var record: ElementRecord { storage.elements[index] }
        var name: String { storage.string(Int(record.start) + 1..<Int(record.start + 1 + record.nameLength)) }
        var parent: Int? { record.parent < 0 ? nil : Int(record.parent) }
        /// The line and column of the element's `<`.
        var lineAndColumn: (line: Int, column: Int) { storage.lines.lineAndColumn(of: offset) }
        /// Where the element's `<` is in the document's bytes.
        var offset: Int { Int(record.start) }
        var location: Diagnostic.Location {
            let (line, column) = lineAndColumn
            return .line(line, column: column)
        }

        /// Whether the element's name is `name`, compared as bytes: no string is made.
        func hasName(_ name: StaticString) -> Bool {
            storage.hasName(name, index)
        }

        /// The value of an attribute, if the element has it.
        subscript(attribute: StaticString) -> String? {
            storage.valueRange(of: attribute, in: index).map(storage.string)
        }

        /// Whether the element has the attribute with this value; no string is made.
        func has(_ attribute: StaticString, equalTo value: StaticString) -> Bool {
            storage.hasAttribute(attribute, equalTo: value, in: index)
        }

        /// The value of an attribute read as a number, as `Double(String)` reads it.
        func number(_ attribute: StaticString) -> AttributeNumber {
            guard let range = storage.valueRange(of: attribute, in: index) else { return .absent }
            if let value = storage.withBytes(range, PlainDecimal.value) { return .number(value) }
            let text = storage.string(range)
            return Double(text).map(AttributeNumber.number) ?? .notANumber(text)
        }

        /// The names of the element's attributes, in document order.
        var attributeNames: [String] { attributes.map(\.name) }

        /// The element's attributes, in document order.
        var attributes: [(name: String, value: String)] {
            storage.attributes[Int(record.firstAttribute)..<Int(record.attributeEnd)].map {
                (storage.string(Int($0.nameStart)..<Int($0.nameStart + $0.nameLength)), storage.string(Int($0.valueStart)..<Int($0.valueEnd)))
            }
        }
    }

    /// An attribute's value as a number: absent, a number, or text that is not one.
    enum AttributeNumber {
        case absent
        case number(Double)
        case notANumber(String)

        /// The number, if the attribute holds one.
        var value: Double? {
            if case let .number(value) = self { value } else { nil }
        }
    }

    /// The bit of ``ElementRecord/attributeNameLengths`` for a name of this length.
    static func lengthBit(_ length: Int) -> UInt64 {
        1 << UInt64(length & 63)
    }

    /// The number of elements.
    var count: Int { storage.elements.count }

    /// The document element; the tree is never empty once parsed.
    var root: Element { self[0] }

    subscript(index: Int) -> Element { Element(storage: storage, index: index) }

    /// The elements inside an element, at any depth, in document order.
    func descendants(of index: Int) -> Range<Int> {
        index + 1..<Int(storage.elements[index].end)
    }

    /// The child elements of an element, in document order.
    func children(of index: Int) -> Children {
        Children(storage: storage, first: index + 1, end: Int(storage.elements[index].end))
    }

    /// The child elements with this name.
    func children(of index: Int, named name: StaticString) -> [Int] {
        children(of: index).filter { storage.hasName(name, $0) }
    }

    /// The first child element with this name and, if given, this `key` attribute.
    func child(of index: Int, named name: StaticString? = nil, key: StaticString? = nil) -> Int? {
        children(of: index).first { child in
            (name.map { storage.hasName($0, child) } ?? true) && (key.map { storage.hasAttribute("key", equalTo: $0, in: child) } ?? true)
        }
    }

    /// The character data directly inside an element (`<string key="text">…</string>`), with
    /// references replaced and line breaks normalised as XML says.
    func text(of index: Int) -> String {
        storage.text(of: index)
    }

    /// The children of an element: each next one is past the previous one's descendants.
    struct Children: Sequence, IteratorProtocol {
        fileprivate let storage: Storage
        fileprivate var upcoming: Int
        fileprivate let end: Int

        fileprivate init(storage: Storage, first: Int, end: Int) {
            self.storage = storage
            upcoming = first
            self.end = end
        }

        mutating func next() -> Int? {
            guard upcoming < end else { return nil }
            defer { upcoming = Int(storage.elements[upcoming].end) }
            return upcoming
        }
    }

    /// What the tree holds, shared by the elements handed out (it never changes once read).
    fileprivate final class Storage {
        /// The document's bytes.
        let bytes: [UInt8]
        /// Attribute values whose references or line breaks the reader replaced.
        let replaced: [UInt8]
        let elements: [ElementRecord]
        let attributes: [AttributeRecord]
        /// Where the document's lines start, found when a location is first asked for.
        lazy var lines = LineTable(bytes)

        init(bytes: [UInt8], replaced: [UInt8], elements: [ElementRecord], attributes: [AttributeRecord]) {
            self.bytes = bytes
            self.replaced = replaced
            self.elements = elements
            self.attributes = attributes
        }

        /// The bytes of a range of the document, or past its end of the replaced values.
        func withBytes<Result>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            if range.lowerBound >= bytes.count {
                let shifted = range.lowerBound - bytes.count..<range.upperBound - bytes.count
                return replaced.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[shifted])) }
            }
            return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
        }

        func string(_ range: Range<Int>) -> String {
            withBytes(range) { String(copyingUTF8: $0) }
        }

        /// Whether the element's name is `name`; most names differ in length, which settles it.
        func hasName(_ name: StaticString, _ element: Int) -> Bool {
            let record = elements[element]
            return name.utf8CodeUnitCount == Int(record.nameLength) && holds(name, at: Int(record.start) + 1)
        }

        /// Whether the element has the attribute with this value; no string is made.
        func hasAttribute(_ name: StaticString, equalTo value: StaticString, in element: Int) -> Bool {
            guard let range = valueRange(of: name, in: element) else { return false }
            if range.lowerBound >= bytes.count { return string(range) == value.description }
            return value.utf8CodeUnitCount == range.count && holds(value, at: range.lowerBound)
        }

        /// Where the value of an attribute is, comparing names as bytes: an element has a
        /// dozen attributes, and most differ from the name asked for in length.
        func valueRange(of name: StaticString, in element: Int) -> Range<Int>? {
            let record = elements[element]
            let length = name.utf8CodeUnitCount
            guard record.attributeNameLengths & XMLTree.lengthBit(length) != 0 else { return nil }
            return attributes.withUnsafeBufferPointer { attributes in
                for attribute in attributes[Int(record.firstAttribute)..<Int(record.attributeEnd)]
                where Int(attribute.nameLength) == length && holds(name, at: Int(attribute.nameStart)) {
                    return Int(attribute.valueStart)..<Int(attribute.valueEnd)
                }
                return nil
            }
        }

        /// Whether the document holds `string`'s bytes at `start` (where it has as many).
        private func holds(_ string: StaticString, at start: Int) -> Bool {
            string.withUTF8Buffer { expected in
                bytes.withUnsafeBufferPointer { bytes in
                    guard let found = UnsafeRawPointer(bytes.baseAddress)?.advanced(by: start),
                        let wanted = UnsafeRawPointer(expected.baseAddress)
                    else { return expected.isEmpty }
                    // Names are short: eight bytes a step and then one, which costs less than a
                    // call to `memcmp`.
                    var offset = 0
                    while offset + 8 <= expected.count {
                        guard found.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                            == wanted.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
                        offset += 8
                    }
                    while offset < expected.count {
                        guard found.load(fromByteOffset: offset, as: UInt8.self) == wanted.load(fromByteOffset: offset, as: UInt8.self) else {
                            return false
                        }
                        offset += 1
                    }
                    return true
                }
            }
        }

        /// The element's content less its children's spans, decoded: made only when asked.
        func text(of index: Int) -> String {
            let record = elements[index]
            var decoded: [UInt8] = []
            var offset = Int(record.contentStart)
            var child = index + 1
            while child < Int(record.end) {
                XMLCharacterData.decode(bytes, offset..<Int(elements[child].start), into: &decoded)
                offset = Int(elements[child].outerEnd)
                child = Int(elements[child].end)
            }
            XMLCharacterData.decode(bytes, offset..<Int(record.contentEnd), into: &decoded)
            return String(decoding: decoded, as: UTF8.self)
        }
    }
}

/// Character data as XML reads it, from a stretch of a document ``XMLReader`` has checked and
/// that holds no element: references replaced, CDATA sections taken as they stand, comments
/// and processing instructions left out, `\r\n` and `\r` read as `\n`.
enum XMLCharacterData {
    static func decode(_ bytes: [UInt8], _ range: Range<Int>, into decoded: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { decode(UnsafeBufferPointer(rebasing: $0[range]), into: &decoded) }
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into decoded: inout [UInt8]) {
        var position = 0
        func starts(with prefix: StaticString) -> Bool {
            prefix.withUTF8Buffer { prefix in
                position + prefix.count <= bytes.count && memcmp(bytes.baseAddress! + position, prefix.baseAddress!, prefix.count) == 0
            }
        }
        func appendNormalised() {
            if bytes[position] == UInt8(ascii: "\r") {
                decoded.append(UInt8(ascii: "\n"))
                position += position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "\n") ? 2 : 1
            } else {
                decoded.append(bytes[position])
                position += 1
            }
        }
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "&"):
                let end = bytes[position...].firstIndex(of: UInt8(ascii: ";"))!
                let scalar = XMLReader.referencedCharacter(UnsafeBufferPointer(rebasing: bytes[position + 1..<end])).flatMap(Unicode.Scalar.init)
                decoded.append(contentsOf: UTF8.encode(scalar ?? "\u{FFFD}")!)
                position = end + 1
            case UInt8(ascii: "<") where starts(with: "<![CDATA["):
                position += 9
                while !starts(with: "]]>") { appendNormalised() }
                position += 3
            case UInt8(ascii: "<") where starts(with: "<!--"):
                while !starts(with: "-->") { position += 1 }
                position += 3
            case UInt8(ascii: "<"):
                // A processing instruction: the only other markup between elements.
                while !starts(with: "?>") { position += 1 }
                position += 2
            default:
                appendNormalised()
            }
        }
    }
}
