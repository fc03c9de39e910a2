import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML document parsed with Foundation's `XMLParser` into a flat tree of elements, each with
/// the 1-based line and column of its `<`, so that anything read from it can say where it is.
struct XMLTree {
    struct Element {
        var name: String
        var attributes: [String: String]
        var children: [Int] = []
        var parent: Int?
        var line: Int
        var column: Int
        /// The character data directly inside the element (`<string key="text">…</string>`).
        var text: String = ""

        subscript(attribute: String) -> String? { attributes[attribute] }

        var location: Diagnostic.Location { .line(line, column: column) }
    }

    private(set) var elements: [Element] = []

    /// The document element; the tree is never empty once parsed.
    var root: Element { elements[0] }

    subscript(index: Int) -> Element { elements[index] }

    /// The child elements of an element, in document order.
    func children(of index: Int) -> [Int] { elements[index].children }

    /// The child elements with this name.
    func children(of index: Int, named name: String) -> [Int] {
        elements[index].children.filter { elements[$0].name == name }
    }

    /// The first child element with this name and, if given, this `key` attribute.
    func child(of index: Int, named name: String? = nil, key: String? = nil) -> Int? {
        elements[index].children.first { child in
            (name == nil || elements[child].name == name) && (key == nil || elements[child]["key"] == key)
        }
    }

    /// Parses the bytes; a document that is not well-formed XML is an error at the line and
    /// column where the parser gave up.
    static func parse(_ bytes: [UInt8]) throws(InputError) -> XMLTree {
        // Foundation's XMLParser traps on a name or attribute that is not UTF-8 (found by
        // fuzz-interface-builder): such a document is refused here, where it goes wrong.
        if let bad = firstInvalidByte(bytes) {
            let line = bytes[..<bad].lazy.filter { $0 == UInt8(ascii: "\n") }.count + 1
            let lineStart = bytes[..<bad].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let column = String(decoding: bytes[lineStart..<bad], as: UTF8.self).count + 1
            let what = bytes[bad] == 0 ? "a NUL byte" : "a byte that is not UTF-8 (0x\(String(bytes[bad], radix: 16)))"
            throw InputError(at: .line(line, column: column), "\(what): an Interface Builder document is UTF-8 XML")
        }
        let builder = Builder(source: bytes)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let succeeded = parser.parse()
        if let failure = builder.failure {
            throw InputError(at: .line(failure.line, column: failure.column), failure.message)
        }
        if !succeeded || builder.tree.elements.isEmpty || !builder.open.isEmpty {
            let line = max(parser.lineNumber, 1)
            throw InputError(at: .line(line, column: max(parser.columnNumber, 1)), "not well-formed XML: the document ends early")
        }
        return builder.tree
    }

    /// The offset of the first NUL byte or byte that does not belong to valid UTF-8.
    static func firstInvalidByte(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0: return index
            case 0x01...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return index }
            if length > 1, String(validating: bytes[index..<index + length], as: UTF8.self) == nil {
                return index
            }
            index += length
        }
        return nil
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var tree = XMLTree()
        var open: [Int] = []
        var failure: (line: Int, column: Int, message: String)?
        let source: [UInt8]
        /// The byte offset at which each line starts.
        let lineStarts: [Int]

        init(source: [UInt8]) {
            self.source = source
            var starts = [0]
            for (offset, byte) in source.enumerated() where byte == UInt8(ascii: "\n") {
                starts.append(offset + 1)
            }
            lineStarts = starts
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            let (line, column) = startOfTag(line: parser.lineNumber, column: parser.columnNumber)
            let index = tree.elements.count
            tree.elements.append(Element(name: name, attributes: attributes, parent: open.last, line: line, column: column))
            if let parent = open.last { tree.elements[parent].children.append(index) }
            open.append(index)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            _ = open.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let current = open.last { tree.elements[current].text += string }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard failure == nil else { return }
            let code = (parseError as NSError).code
            failure = (max(parser.lineNumber, 1), max(parser.columnNumber, 1), "not well-formed XML: \(Self.describe(code))")
        }

        func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) {
            self.parser(parser, parseErrorOccurred: validationError)
        }

        /// The parser reports the end of a start tag; the element starts at the `<` before it
        /// (attribute values cannot hold a raw `<`). Columns count characters, not bytes.
        private func startOfTag(line: Int, column: Int) -> (Int, Int) {
            guard line >= 1, line <= lineStarts.count else { return (max(line, 1), max(column, 1)) }
            var lineIndex = line - 1
            var offset = min(lineStarts[lineIndex] + max(column, 1) - 1, source.count - 1)
            while offset >= 0, source[offset] != UInt8(ascii: "<") {
                offset -= 1
                if lineIndex > 0, offset < lineStarts[lineIndex] { lineIndex -= 1 }
            }
            guard offset >= 0 else { return (line, max(column, 1)) }
            let prefix = source[lineStarts[lineIndex]..<offset]
            let characters = String(decoding: prefix, as: UTF8.self).unicodeScalars.count
            return (lineIndex + 1, characters + 1)
        }

        /// What `XMLParser.ErrorCode` means, in words.
        private static func describe(_ code: Int) -> String {
            switch code {
            case 4: "the document is empty"
            case 5: "the document ends early (truncated?)"
            case 9: "a character that is not allowed"
            case 23: "an entity reference that is not closed with ';'"
            case 26: "a reference to an undefined entity"
            case 38: "a '<' inside an attribute value"
            case 39, 41: "an attribute without a quoted value"
            case 40: "an attribute value that is not closed"
            case 42: "an attribute given twice"
            case 57: "an XML declaration that is not closed"
            case 68: "a name was expected"
            case 73: "a start tag that is not closed with '>'"
            case 76: "an end tag that does not match the element it closes"
            case 77: "an element that is not closed"
            case 86: "content after the document element"
            default: "XML parser error \(code)"
            }
        }
    }
}
