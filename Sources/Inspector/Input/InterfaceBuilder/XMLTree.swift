#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An XML document read into one array of elements in document order, each with the 1-based
/// line and column of its `<`, so that anything read from it can say where it is.
///
/// Elements are stored in document order, so an element's descendants are the elements after
/// it up to its `end`, and its children are found by stepping over each child's descendants.
/// Names and values stay bytes until asked for: a reader looks at a few of an element's
/// attributes, and a `String` for each of the others would cost more than reading the file.
struct XMLTree {
    fileprivate let storage: Storage

    init(bytes: [UInt8], elements: [ElementRecord], attributes: [AttributeRecord]) {
        storage = Storage(bytes: bytes, elements: elements, attributes: attributes)
    }

    /// Reads the bytes (UTF-8); a document that is not well-formed XML is an error at the line
    /// and column where it goes wrong.
    static func parse(_ bytes: [UInt8]) throws(InputError) -> XMLTree {
        try XMLReader.read(bytes)
    }

    /// One element as the reader stores it.
    struct ElementRecord {
        var name: String
        var parent: Int?
        /// The index after the element's last descendant.
        var end: Int
        /// Its attributes' place in the attribute records.
        var attributes: Range<Int>
        /// Its character data, in `bytes`.
        var text: Range<Int>
        var line: Int
        var column: Int
    }

    /// One attribute: where its name and its value (references replaced) are in `bytes`.
    struct AttributeRecord {
        var name: Range<Int>
        var value: Range<Int>
    }

    /// An element of the tree, with its name, place and attributes.
    struct Element {
        fileprivate let storage: Storage
        let index: Int

        var name: String { storage.elements[index].name }
        var parent: Int? { storage.elements[index].parent }
        var line: Int { storage.elements[index].line }
        var column: Int { storage.elements[index].column }
        var location: Diagnostic.Location { .line(line, column: column) }

        /// The value of an attribute, if the element has it.
        subscript(attribute: String) -> String? {
            storage.value(of: attribute, in: index)
        }

        /// The names of the element's attributes, in document order.
        var attributeNames: [String] {
            storage.attributes[storage.elements[index].attributes].map { storage.string($0.name) }
        }
    }

    /// The number of elements.
    var count: Int { storage.elements.count }

    /// The document element; the tree is never empty once parsed.
    var root: Element { self[0] }

    subscript(index: Int) -> Element { Element(storage: storage, index: index) }

    /// The elements inside an element, at any depth, in document order.
    func descendants(of index: Int) -> Range<Int> {
        index + 1..<storage.elements[index].end
    }

    /// The child elements of an element, in document order.
    func children(of index: Int) -> Children {
        Children(storage: storage, first: index + 1, end: storage.elements[index].end)
    }

    /// The child elements with this name.
    func children(of index: Int, named name: String) -> [Int] {
        children(of: index).filter { storage.elements[$0].name == name }
    }

    /// The first child element with this name and, if given, this `key` attribute.
    func child(of index: Int, named name: String? = nil, key: String? = nil) -> Int? {
        children(of: index).first { child in
            (name == nil || storage.elements[child].name == name) && (key.map { storage.hasAttribute("key", equalTo: $0, in: child) } ?? true)
        }
    }

    /// The character data directly inside an element (`<string key="text">…</string>`), with
    /// references replaced and line breaks normalised as XML says.
    func text(of index: Int) -> String {
        storage.string(storage.elements[index].text)
    }

    /// Whether the bytes in a range of a buffer are `other`'s.
    static func bytes(_ range: Range<Int>, of buffer: UnsafeBufferPointer<UInt8>, equal other: UnsafeBufferPointer<UInt8>) -> Bool {
        range.count == other.count
            && (other.isEmpty || memcmp(buffer.baseAddress! + range.lowerBound, other.baseAddress!, other.count) == 0)
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
            defer { upcoming = storage.elements[upcoming].end }
            return upcoming
        }
    }

    /// What the tree holds, shared by the elements handed out (it never changes once read).
    fileprivate final class Storage {
        /// The document's bytes, then the values and texts whose references or line breaks
        /// the reader replaced.
        let bytes: [UInt8]
        let elements: [ElementRecord]
        let attributes: [AttributeRecord]

        init(bytes: [UInt8], elements: [ElementRecord], attributes: [AttributeRecord]) {
            self.bytes = bytes
            self.elements = elements
            self.attributes = attributes
        }

        func string(_ range: Range<Int>) -> String {
            bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
        }

        func value(of name: String, in element: Int) -> String? {
            valueRange(of: name, in: element).map(string)
        }

        /// Whether the element has the attribute with this value; no string is made.
        func hasAttribute(_ name: String, equalTo value: String, in element: Int) -> Bool {
            guard let range = valueRange(of: name, in: element) else { return false }
            var value = value
            return value.withUTF8 { expected in
                bytes.withUnsafeBufferPointer { XMLTree.bytes(range, of: $0, equal: expected) }
            }
        }

        /// Where the value of an attribute is, comparing names as bytes: an element has a
        /// dozen attributes, and most differ from the name asked for in length or first byte.
        private func valueRange(of name: String, in element: Int) -> Range<Int>? {
            var name = name
            return name.withUTF8 { key in
                bytes.withUnsafeBufferPointer { bytes in
                    attributes[elements[element].attributes].first { XMLTree.bytes($0.name, of: bytes, equal: key) }?.value
                }
            }
        }

    }
}
