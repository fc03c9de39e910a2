#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads XML as Interface Builder writes it into an ``XMLTree``: straight from the bytes, in
/// one pass, without Foundation's `XMLParser` (whose per-element callbacks, bridged strings and
/// attribute dictionaries cost several times the reading itself).
///
/// It reads well-formed XML 1.0 in UTF-8: the XML declaration, elements and attributes, the
/// five predefined entities and character references, comments, processing instructions,
/// CDATA sections and text, with XML's normalisation of line breaks and attribute values. It
/// is strict: anything else (a DOCTYPE declaring entities, a byte that is not UTF-8, a tag left
/// open) is an error at the line and column where the document goes wrong. Columns count
/// characters, as editors do.
struct XMLReader {
    /// Deeper documents are refused: Interface Builder's nest about 20 elements deep, and the
    /// readers after this one walk the tree recursively.
    static let maximumDepth = 256

    /// The tree of a document, or an error at the line and column where it is not well-formed.
    static func read(_ bytes: [UInt8]) throws(InputError) -> XMLTree {
        guard bytes.count < Int32.max else {
            throw InputError(at: .line(1, column: 1), "a document of \(bytes.count) bytes: draft-inspect reads Interface Builder documents of up to 2 GB")
        }
        let read: Result<XMLReader, InputError> = bytes.withUnsafeBufferPointer { buffer in
            var reader = XMLReader(buffer)
            do throws(InputError) {
                try reader.document()
            } catch {
                return .failure(error)
            }
            return .success(reader)
        }
        let reader = try read.get()
        return XMLTree(bytes: bytes, replaced: reader.replaced, elements: reader.elements, attributes: reader.attributes)
    }

    /// Only used inside `read`, while `bytes` is valid.
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var elements: [XMLTree.ElementRecord] = []
    private var attributes: [XMLTree.AttributeRecord] = []
    /// Values whose references or line breaks were replaced; their ranges count on from the
    /// end of `bytes`.
    private var replaced: [UInt8] = []
    /// The open elements, innermost last, with where their names are.
    private var open: [(element: Int, name: Range<Int>)] = []
    private var sawDoctype = false

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // Interface Builder writes an element every 150 to 200 bytes and an attribute every 25
        // to 35: reserved beyond that, the records never grow by copying, and the pages of
        // capacity never written are never touched.
        elements.reserveCapacity(bytes.count / 64 + 16)
        attributes.reserveCapacity(bytes.count / 12 + 16)
    }

    // MARK: - Document

    private mutating func document() throws(InputError) {
        if starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        let contentStart = position
        if starts(with: "<?xml"), isWhitespace(byte(at: position + 5)) { try declaration() }
        try miscellany(beforeRoot: true)
        guard position < bytes.count else {
            let isEmpty = bytes[contentStart...].allSatisfy { isWhitespace($0) }
            throw error(isEmpty ? "the document is empty" : "the document has no element", at: position)
        }
        guard bytes[position] == UInt8(ascii: "<") else { throw error("text before the document element", at: position) }
        try startTag()
        while let element = open.last {
            try text()
            guard position < bytes.count else {
                throw error("the document ends before <\(string(element.name))> (\(opened(element.element))) is closed (truncated?)", at: position)
            }
            if byte(at: position + 1) == UInt8(ascii: "/") {
                try endTag()
            } else if starts(with: "<!--") {
                try comment()
            } else if starts(with: "<![CDATA[") {
                try characterData()
            } else if byte(at: position + 1) == UInt8(ascii: "?") {
                try processingInstruction()
            } else {
                try startTag()
            }
        }
        try miscellany(beforeRoot: false)
        guard position == bytes.count else {
            if isNameStart(byte(at: position + 1)), bytes[position] == UInt8(ascii: "<") {
                throw error("a second document element: an XML document has one", at: position)
            }
            throw error("text after the document element", at: position)
        }
    }

    /// Whitespace, comments and processing instructions around the document element, and
    /// before it a DOCTYPE.
    private mutating func miscellany(beforeRoot: Bool) throws(InputError) {
        while true {
            skipWhitespace()
            if starts(with: "<!--") {
                try comment()
            } else if starts(with: "<?") {
                try processingInstruction()
            } else if beforeRoot, starts(with: "<!DOCTYPE") {
                try doctype()
            } else {
                return
            }
        }
    }

    /// `<?xml version="1.0" encoding="UTF-8" standalone="no"?>`, at the very start.
    private mutating func declaration() throws(InputError) {
        let start = position
        position += 5
        let order = ["version", "encoding", "standalone"]
        var last = -1
        while true {
            let spaced = skipWhitespace()
            if starts(with: "?>") {
                position += 2
                break
            }
            if byte(at: position) == UInt8(ascii: "?") {
                position += 1
                throw expected("'>' after '?' closing the XML declaration")
            }
            guard spaced else { throw expected("whitespace or '?>' in the XML declaration") }
            let nameStart = position
            let name = string(try self.name { _ in "a name in the XML declaration" })
            guard let rank = order.firstIndex(of: name), rank > last else {
                throw error(order.contains(name) ? "\(name) out of order in the XML declaration (version, encoding, standalone)" : "'\(name)' in the XML declaration, which has only version, encoding and standalone", at: nameStart)
            }
            guard last >= 0 || rank == 0 else { throw error("the XML declaration does not start with its version", at: nameStart) }
            last = rank
            skipWhitespace()
            guard byte(at: position) == UInt8(ascii: "=") else { throw expected("'=' after \(name) in the XML declaration") }
            position += 1
            skipWhitespace()
            let quote = byte(at: position)
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { throw expected("a quoted value of \(name)") }
            position += 1
            let valueStart = position
            while position < bytes.count, bytes[position] != quote, bytes[position] >= 0x20, bytes[position] < 0x80 { position += 1 }
            guard byte(at: position) == quote else { throw expected("the closing quote of \(name) in the XML declaration") }
            let value = string(valueStart..<position)
            position += 1
            let accepted: Bool
            switch name {
            case "version": accepted = value.hasPrefix("1.") && value.count > 2 && value.dropFirst(2).allSatisfy { $0.isASCII && $0.isNumber }
            case "encoding": accepted = ["utf-8", "utf8", "us-ascii", "ascii"].contains(value.lowercased())
            default: accepted = value == "yes" || value == "no"
            }
            guard accepted else {
                let why = name == "encoding" ? ": draft-inspect reads UTF-8, which is what Interface Builder writes" : ""
                throw error("\(name)=\"\(value)\" in the XML declaration\(why)", at: valueStart)
            }
        }
        guard last >= 0 else { throw error("an XML declaration without a version", at: start) }
    }

    /// `<!DOCTYPE document SYSTEM "…">`, which Interface Builder never writes. An internal
    /// subset could declare entities this reader does not expand, so it is refused.
    private mutating func doctype() throws(InputError) {
        let start = position
        guard !sawDoctype, elements.isEmpty else { throw error("a second DOCTYPE declaration", at: start) }
        sawDoctype = true
        position += 9
        guard skipWhitespace() else { throw expected("whitespace after <!DOCTYPE") }
        var quote: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                throw error("a DOCTYPE with an internal subset (declarations of its own): draft-inspect reads Interface Builder documents, which have none", at: position)
            } else if byte == UInt8(ascii: ">") {
                position += 1
                return
            }
            position += try characterLength(at: position)
        }
        throw expected("'>' closing the DOCTYPE declaration at \(Self.location(start, in: bytes))")
    }

    // MARK: - Elements

    /// `<name attribute="value" …>` or `<name …/>`.
    private mutating func startTag() throws(InputError) {
        let start = position
        position += 1
        let nameRange = try name { _ in "an element name after '<'" }
        guard open.count < Self.maximumDepth else {
            throw error("elements nested more than \(Self.maximumDepth) deep: Interface Builder documents are far shallower", at: start)
        }
        let index = elements.count
        let firstAttribute = attributes.count
        elements.append(XMLTree.ElementRecord(
            start: Int32(start), nameLength: Int32(nameRange.count), parent: Int32(open.last?.element ?? -1),
            end: Int32(index + 1), firstAttribute: Int32(firstAttribute), attributeEnd: Int32(firstAttribute), attributeNameLengths: 0,
            contentStart: 0, contentEnd: 0, outerEnd: 0))
        // The attributes' name lengths gathered here and stored once: stored as each was read,
        // the element's record was written through the array (a uniqueness check each time).
        var nameLengths: UInt64 = 0
        while true {
            let spaced = skipWhitespace()
            switch byte(at: position) {
            case UInt8(ascii: ">"):
                position += 1
                elements[index].attributeNameLengths = nameLengths
                elements[index].attributeEnd = Int32(attributes.count)
                elements[index].contentStart = Int32(position)
                open.append((index, nameRange))
                return
            case UInt8(ascii: "/"):
                guard byte(at: position + 1) == UInt8(ascii: ">") else {
                    position += 1
                    throw expected("'>' after '/' in <\(string(nameRange))>")
                }
                position += 2
                elements[index].attributeNameLengths = nameLengths
                elements[index].attributeEnd = Int32(attributes.count)
                elements[index].contentStart = Int32(position)
                elements[index].contentEnd = Int32(position)
                elements[index].outerEnd = Int32(position)
                return
            default:
                guard spaced, position < bytes.count else {
                    throw expected("whitespace, '>' or '/>' in <\(string(nameRange))>")
                }
                try attribute(in: nameRange, after: firstAttribute, nameLengths: &nameLengths)
            }
        }
    }

    /// `name="value"` or `name='value'`, never twice in one element; `nameLengths` gathers the
    /// element's ``XMLTree/ElementRecord/attributeNameLengths``.
    private mutating func attribute(in element: Range<Int>, after first: Int, nameLengths: inout UInt64) throws(InputError) {
        let start = position
        let name = try self.name { "an attribute name in <\($0.string(element))>" }
        // Only a name as long as an earlier one can repeat it: the lengths seen are the bits
        // of `attributeNameLengths`, and most elements' names all differ in length.
        if nameLengths & XMLTree.lengthBit(name.count) != 0 {
            for earlier in first..<attributes.count
            where Int(attributes[earlier].nameLength) == name.count
                && memcmp(bytes.baseAddress! + Int(attributes[earlier].nameStart), bytes.baseAddress! + name.lowerBound, name.count) == 0
            {
                throw error("the attribute \(string(name)) is given twice in <\(string(element))>", at: start)
            }
        }
        skipWhitespace()
        guard byte(at: position) == UInt8(ascii: "=") else { throw expected("'=' and a value after the attribute \(string(name)) in <\(string(element))>") }
        position += 1
        skipWhitespace()
        let quote = byte(at: position)
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { throw expected("a quoted value of \(string(name))") }
        position += 1
        let value = try attributeValue(of: name, quote: quote)
        nameLengths |= XMLTree.lengthBit(name.count)
        attributes.append(XMLTree.AttributeRecord(
            nameStart: Int32(name.lowerBound), nameLength: Int32(name.count),
            valueStart: Int32(value.lowerBound), valueEnd: Int32(value.upperBound)))
    }

    /// An attribute value up to its closing quote. Most are taken where they stand; one with a
    /// reference or a raw tab or line break (which XML reads as a space) is copied, replaced.
    private mutating func attributeValue(of name: Range<Int>, quote: UInt8) throws(InputError) -> Range<Int> {
        let start = position
        while position < bytes.count {
            position = skip(from: position, whileLanes: Self.plainInValueLanes, while: Self.isPlainInValue)
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte == quote {
                position += 1
                return start..<position - 1
            }
            if byte >= 0x80 {
                position += try characterLength(at: position)
            } else if byte >= 0x20, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") {
                position += 1
            } else {
                break
            }
        }
        let replacedStart = bytes.count + replaced.count
        replaced.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case quote:
                position += 1
                return replacedStart..<bytes.count + replaced.count
            case UInt8(ascii: "<"):
                throw error("a '<' inside the value of \(string(name)) (it is written &lt;)", at: position)
            case UInt8(ascii: "&"):
                Self.appendUTF8(try reference(), to: &replaced)
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"):
                replaced.append(UInt8(ascii: " "))
                position += 1
            case UInt8(ascii: "\r"):
                replaced.append(UInt8(ascii: " "))
                position += self.byte(at: position + 1) == UInt8(ascii: "\n") ? 2 : 1
            default:
                let length = try characterLength(at: position)
                replaced.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<position + length]))
                position += length
            }
        }
        throw expected("the closing quote of \(string(name))")
    }

    /// `</name>`, which must close the innermost open element.
    private mutating func endTag() throws(InputError) {
        let start = position
        position += 2
        let name = try self.name { _ in "an element name after '</'" }
        skipWhitespace()
        guard byte(at: position) == UInt8(ascii: ">") else { throw expected("'>' closing </\(string(name))>") }
        position += 1
        let (element, openName) = open.removeLast()
        guard name.count == openName.count, memcmp(bytes.baseAddress! + name.lowerBound, bytes.baseAddress! + openName.lowerBound, name.count) == 0 else {
            throw error("</\(string(name))> does not close <\(string(openName))> (\(opened(element)))", at: start)
        }
        elements[element].end = Int32(elements.count)
        elements[element].contentEnd = Int32(start)
        elements[element].outerEnd = Int32(position)
    }

    // MARK: - Character data

    /// Text up to the next `<`, checked: the tree decodes an element's text only when asked.
    private mutating func text() throws(InputError) {
        var segment = position
        while position < bytes.count {
            position = skipIndentation(from: position)
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&"), byte != UInt8(ascii: ">")
                || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
            {
                position += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "<"):
                return
            case UInt8(ascii: ">"):
                if position - 2 >= segment, bytes[position - 1] == UInt8(ascii: "]"), bytes[position - 2] == UInt8(ascii: "]") {
                    throw error("']]>' in text (it is written ]]&gt;)", at: position - 2)
                }
                position += 1
            case UInt8(ascii: "&"):
                _ = try reference()
                segment = position
            default:
                position += try characterLength(at: position)
            }
        }
    }

    /// Past line breaks and spaces, the most of the text between Interface Builder's elements:
    /// its indentation is runs of spaces, stepped over eight bytes at a time.
    private func skipIndentation(from offset: Int) -> Int {
        let bytes = self.bytes
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return offset }
        var offset = offset
        while true {
            while offset + 8 <= bytes.count, base.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == 0x2020_2020_2020_2020 {
                offset += 8
            }
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\n") else { return offset }
            offset += 1
        }
    }

    /// `<![CDATA[…]]>`: text taken as it stands.
    private mutating func characterData() throws(InputError) {
        let start = position
        position += 9
        while position < bytes.count {
            if starts(with: "]]>") {
                position += 3
                return
            }
            position += try characterLength(at: position)
        }
        throw expected("']]>' closing the CDATA section at \(Self.location(start, in: bytes))")
    }

    /// `&amp;`, `&#60;` or `&#x3C;` at `position`: the character it stands for.
    private mutating func reference() throws(InputError) -> UInt32 {
        let start = position
        position += 1
        if byte(at: position) == UInt8(ascii: "#") {
            position += 1
            let radix: UInt32 = byte(at: position) == UInt8(ascii: "x") ? 16 : 10
            if radix == 16 { position += 1 }
            let digits = position
            var value: UInt32 = 0
            while let digit = Self.digit(byte(at: position), radix: radix) {
                value = min(value * radix + digit, 0x110000)
                position += 1
            }
            guard position > digits else { throw expected(radix == 16 ? "hexadecimal digits in a character reference" : "digits in a character reference") }
            guard byte(at: position) == UInt8(ascii: ";") else { throw expected("';' closing the character reference") }
            position += 1
            guard Self.isCharacter(value) else {
                throw error("a character reference to a character XML does not allow (\(string(start..<position)))", at: start)
            }
            return value
        }
        let name = try self.name { _ in "an entity name after '&' (a lone '&' is written &amp;)" }
        guard byte(at: position) == UInt8(ascii: ";") else { throw expected("';' closing the entity reference &\(string(name))") }
        position += 1
        guard let value = Self.predefinedEntity(UnsafeBufferPointer(rebasing: bytes[name])) else {
            throw error("a reference to an undefined entity &\(string(name));: XML defines &lt; &gt; &amp; &apos; &quot;", at: start)
        }
        return value
    }

    /// The character a checked reference stands for, from what is between its `&` and `;`
    /// (`lt`, `#60`, `#x3C`).
    static func referencedCharacter(_ body: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard body.first == UInt8(ascii: "#") else { return predefinedEntity(body) }
        let radix: UInt32 = body.count > 1 && body[1] == UInt8(ascii: "x") ? 16 : 10
        var value: UInt32 = 0
        for byte in body.dropFirst(radix == 16 ? 2 : 1) {
            guard let digit = digit(byte, radix: radix) else { return nil }
            value = min(value * radix + digit, 0x110000)
        }
        return value
    }

    /// The five entities XML predefines.
    private static func predefinedEntity(_ name: UnsafeBufferPointer<UInt8>) -> UInt32? {
        switch String(decoding: name, as: UTF8.self) {
        case "lt": 0x3C
        case "gt": 0x3E
        case "amp": 0x26
        case "apos": 0x27
        case "quot": 0x22
        default: nil
        }
    }

    // MARK: - Comments and processing instructions

    /// `<!-- … -->`, in which `--` may not appear.
    private mutating func comment() throws(InputError) {
        let start = position
        position += 4
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "-"), byte(at: position + 1) == UInt8(ascii: "-") {
                guard byte(at: position + 2) == UInt8(ascii: ">") else {
                    throw error("'--' inside a comment: a comment ends at the first '--', which must be '-->'", at: position)
                }
                position += 3
                return
            }
            position += try characterLength(at: position)
        }
        throw expected("'-->' closing the comment at \(Self.location(start, in: bytes))")
    }

    /// `<?target …?>`; `xml` is the declaration's, allowed only at the very start.
    private mutating func processingInstruction() throws(InputError) {
        let start = position
        position += 2
        let target = string(try name { _ in "a processing instruction's name after '<?'" })
        if target.lowercased() == "xml" {
            throw error(target == "xml" ? "an XML declaration that is not at the start of the document" : "a processing instruction named \(target): the name is reserved", at: start)
        }
        guard starts(with: "?>") || skipWhitespace() else { throw expected("whitespace or '?>' after <?\(target)") }
        while position < bytes.count {
            if starts(with: "?>") {
                position += 2
                return
            }
            position += try characterLength(at: position)
        }
        throw expected("'?>' closing the processing instruction at \(Self.location(start, in: bytes))")
    }

    // MARK: - Bytes

    /// The byte at an offset, or 0 past the end (a byte no document holds).
    private func byte(at offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    private func starts(with prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { starts(with: $0) }
    }

    private func starts(with prefix: some Collection<UInt8>) -> Bool {
        // A plain loop: `elementsEqual` over a slice, when the optimizer leaves it a call, cost
        // more than the document's other tests between elements.
        guard position + prefix.count <= bytes.count else { return false }
        var offset = position
        for byte in prefix {
            guard bytes[offset] == byte else { return false }
            offset += 1
        }
        return true
    }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0xA || byte == 0x9 || byte == 0xD
    }

    /// Skips spaces, tabs and line breaks; whether there were any.
    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = position
        while position < bytes.count, isWhitespace(bytes[position]) { position += 1 }
        return position > start
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
