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
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var elements: [XMLTree.ElementRecord] = []
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
        while true {
            let spaced = skipWhitespace()
            switch byte(at: position) {
            case UInt8(ascii: ">"):
                position += 1
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
                elements[index].attributeEnd = Int32(attributes.count)
                elements[index].contentStart = Int32(position)
                elements[index].contentEnd = Int32(position)
                elements[index].outerEnd = Int32(position)
                return
            default:
                guard spaced, position < bytes.count else {
                    throw expected("whitespace, '>' or '/>' in <\(string(nameRange))>")
                }
                try attribute(in: nameRange, after: firstAttribute)
            }
        }
    }

    /// `name="value"` or `name='value'`, never twice in one element.
    private mutating func attribute(in element: Range<Int>, after first: Int) throws(InputError) {
        let start = position
        let name = try self.name { "an attribute name in <\($0.string(element))>" }
        // Only a name as long as an earlier one can repeat it: the lengths seen are the bits
        // of `attributeNameLengths`, and most elements' names all differ in length.
        if elements[elements.count - 1].attributeNameLengths & XMLTree.lengthBit(name.count) != 0 {
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
        elements[elements.count - 1].attributeNameLengths |= XMLTree.lengthBit(name.count)
        attributes.append(XMLTree.AttributeRecord(
            nameStart: Int32(name.lowerBound), nameLength: Int32(name.count),
            valueStart: Int32(value.lowerBound), valueEnd: Int32(value.upperBound)))
    }

    /// An attribute value up to its closing quote. Most are taken where they stand; one with a
    /// reference or a raw tab or line break (which XML reads as a space) is copied, replaced.
    private mutating func attributeValue(of name: Range<Int>, quote: UInt8) throws(InputError) -> Range<Int> {
        let start = position
        while position < bytes.count {
            position = skip(from: position, while: Self.isPlainInValue)
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

    // MARK: - Names and characters

    /// An XML name (`view`, `key`, `xib:tag`) at `position`; `expectation` says what was
    /// expected when there is none (given the reader, so that it can name what it read).
    private mutating func name(or expectation: (Self) -> String) throws(InputError) -> Range<Int> {
        let start = position
        // ASCII, as all of Interface Builder's names are, a byte a step; then any character
        // beyond ASCII, checked as UTF-8 on the way.
        if position < bytes.count, isNameStart(bytes[position]) {
            position = skip(from: position + 1, while: Self.isNameByte)
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte < 0x80 {
                guard position == start ? isNameStart(byte) : Self.isNameByte(byte) else { break }
                position += 1
            } else {
                let (scalar, length) = try self.scalar(at: position)
                guard Self.isNameCharacter(scalar, first: position == start) else { break }
                position += length
            }
        }
        guard position > start else { throw expected(expectation(self)) }
        return start..<position
    }

    private func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
    }

    /// ASCII letters, digits, `_`, `:`, `-` and `.`, one test a byte: bit `b` of the low word
    /// for a byte `b` below 64, bit `b - 64` of the high word for one from 64 to 127.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte < 64 ? (0x07FF_6000_0000_0000 as UInt64) &>> UInt64(byte) & 1 != 0
            : byte < 128 && (0x07FF_FFFE_87FF_FFFE as UInt64) &>> UInt64(byte &- 64) & 1 != 0
    }

    /// ASCII an attribute value holds as it stands: not a control character, `<`, `&` or a quote
    /// (which may close the value), the same way; all of 64 to 127 is.
    private static func isPlainInValue(_ byte: UInt8) -> Bool {
        byte < 64 ? (0xEFFF_FF3B_0000_0000 as UInt64) &>> UInt64(byte) & 1 != 0 : byte < 128
    }

    /// The offset of the first byte from `offset` on that fails `test`, or the end: the loop
    /// runs on locals, not on the reader's stored position.
    @inline(__always)
    private func skip(from offset: Int, while test: (UInt8) -> Bool) -> Int {
        let bytes = self.bytes
        var offset = offset
        while offset < bytes.count, test(bytes[offset]) { offset += 1 }
        return offset
    }

    /// XML 1.0's name characters beyond ASCII.
    private static func isNameCharacter(_ scalar: UInt32, first: Bool) -> Bool {
        switch scalar {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D, 0x2070...0x218F,
            0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF:
            return true
        case 0xB7, 0x300...0x36F, 0x203F...0x2040:
            return !first
        default:
            return false
        }
    }

    /// Characters XML allows in a document.
    private static func isCharacter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// The length in bytes of the character at an offset; a byte that is not UTF-8 or a
    /// character XML does not allow is an error there.
    private func characterLength(at offset: Int) throws(InputError) -> Int {
        let byte = bytes[offset]
        if byte >= 0x80 { return try scalar(at: offset).length }
        guard byte >= 0x20 || byte == 0x9 || byte == 0xA || byte == 0xD else { throw notAllowed(UInt32(byte), at: offset) }
        return 1
    }

    /// The Unicode scalar that starts with a byte above ASCII, and its length in bytes.
    private func scalar(at offset: Int) throws(InputError) -> (value: UInt32, length: Int) {
        let lead = bytes[offset]
        let length: Int, smallest: UInt32
        switch lead {
        case 0xC2...0xDF: (length, smallest) = (2, 0x80)
        case 0xE0...0xEF: (length, smallest) = (3, 0x800)
        case 0xF0...0xF4: (length, smallest) = (4, 0x10000)
        default: throw notUTF8(at: offset)
        }
        guard offset + length <= bytes.count else { throw notUTF8(at: offset) }
        var value = UInt32(lead & (0x7F >> length))
        for next in bytes[offset + 1..<offset + length] {
            guard next & 0xC0 == 0x80 else { throw notUTF8(at: offset) }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard value >= smallest, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { throw notUTF8(at: offset) }
        guard Self.isCharacter(value) else { throw notAllowed(value, at: offset) }
        return (value, length)
    }

    private static func digit(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
        // References were checked to be characters XML allows, all of them Unicode scalars.
        guard let scalar = Unicode.Scalar(scalar) else { return }
        buffer.append(contentsOf: UTF8.encode(scalar)!)
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
        position + prefix.count <= bytes.count && bytes[position..<position + prefix.count].elementsEqual(prefix)
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

    // MARK: - Errors

    private func opened(_ element: Int) -> String {
        "opened at \(Self.location(Int(elements[element].start), in: bytes))"
    }

    private func error(_ message: String, at offset: Int) -> InputError {
        let (line, column) = TextLocator.lineAndColumn(of: offset, in: bytes)
        return InputError(at: .line(line, column: column), "not well-formed XML: \(message)")
    }

    /// What was expected at `position`, or that the document ended there.
    private func expected(_ what: String) -> InputError {
        guard position < bytes.count else { return error("the document ends early (truncated?): expected \(what)", at: position) }
        return error("expected \(what), found \(describe(at: position))", at: position)
    }

    private func notAllowed(_ scalar: UInt32, at offset: Int) -> InputError {
        guard scalar != 0 else { return located("a NUL byte: an Interface Builder document is UTF-8 XML", at: offset) }
        let hex = String(scalar, radix: 16, uppercase: true)
        return error("a character that is not allowed (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex))", at: offset)
    }

    private func notUTF8(at offset: Int) -> InputError {
        located("a byte that is not UTF-8 (0x\(String(bytes[offset], radix: 16))): an Interface Builder document is UTF-8 XML", at: offset)
    }

    private func located(_ message: String, at offset: Int) -> InputError {
        let (line, column) = TextLocator.lineAndColumn(of: offset, in: bytes)
        return InputError(at: .line(line, column: column), message)
    }

    /// A character as an error message shows it: `'$'`, a line break, U+00A0.
    private func describe(at offset: Int) -> String {
        let byte = bytes[offset]
        switch byte {
        case 0xA, 0xD: return "a line break"
        case 0x9: return "a tab"
        case 0x20: return "a space"
        case 0x21..<0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
        default:
            guard let (scalar, _) = try? scalar(at: offset), let character = Unicode.Scalar(scalar) else {
                return "the byte 0x\(String(byte, radix: 16))"
            }
            return "'\(Character(character))'"
        }
    }

    private static func location(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let (line, column) = TextLocator.lineAndColumn(of: offset, in: bytes)
        return "\(line):\(column)"
    }
}
