import Foundation
import LayoutModel
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Readers
import Testing
import TestSupport

/// The Interface Builder reader's own XML reader: what it reads, where it says a malformed
/// document goes wrong, and that it reads every Interface Builder file of the tests as
/// Foundation's `XMLParser` (libxml2) does, accepting and refusing the same damaged ones.
@Suite struct XMLReaderTests {
    @Test func readsElementsAttributesReferencesAndText() throws {
        let tree = try XMLTree.parse(Array("""
            \u{FEFF}<?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <!-- saved by Interface Builder -->
            <?xcode-comment hello?>
            <document a="1 &lt; 2 &amp;&amp; &#x33;&#62;&quot;&apos;" b='single "quoted"' c="tab\tand
            line">
                <string key="text">Héllo &amp; <![CDATA[<b>&amp;</b>]]>line\r\nbreak\rend</string>
                <empty/>
                <ünïcode ü="ö"/><!-- a comment between elements -->
            </document>
            <!-- after -->

            """.utf8))
        let root = tree.root
        #expect(root.name == "document")
        #expect(root["a"] == "1 < 2 && 3>\"'")
        #expect(root["b"] == "single \"quoted\"")
        #expect(root["c"] == "tab and line")
        #expect(root["missing"] == nil)
        #expect(root.attributeNames == ["a", "b", "c"])
        #expect(root.location == .line(4, column: 1))
        let children = Array(tree.children(of: 0))
        #expect(children.map { tree[$0].name } == ["string", "empty", "ünïcode"])
        #expect(tree.text(of: children[0]) == "Héllo & <b>&amp;</b>line\nbreak\nend")
        #expect(tree[children[0]]["key"] == "text")
        #expect(tree[children[0]].parent == 0)
        #expect(tree.child(of: 0, named: "string", key: "text") == children[0])
        #expect(tree.child(of: 0, named: "string", key: "title") == nil)
        #expect(tree[children[2]].location == .line(9, column: 5))
        #expect(tree[children[2]]["ü"] == "ö")
        #expect(tree.children(of: children[1]).map { $0 }.isEmpty)
        // Text directly inside, line breaks and indentation included: IB's `<string>` keeps them.
        #expect(tree.text(of: 0).hasPrefix("\n    \n    "))
    }

    /// Numbers read straight from the bytes are the very `Double`s `Double(String)` reads, and
    /// what is not a plain decimal is left to it.
    @Test(arguments: [
        "0", "-0", "16", "393.0", "0.1", "-0.5", "0.3333333333333", "123456789012345", "1234567890123456",
        "99999999999999.9", "007", "1e5", "+1", ".5", "1.", "1.2.3", "", "-", "nan", "inf", "0x10", "1 ",
    ])
    func attributeNumbersAreWhatDoubleReads(text: String) throws {
        let tree = try XMLTree.parse(Array("<a n=\"\(text)\"/>".utf8))
        switch tree.root.number("n") {
        case let .number(value): #expect(value.bitPattern == Double(text)?.bitPattern)
        case let .notANumber(refused): #expect(refused == text && Double(text) == nil)
        case .absent: Issue.record("n is there")
        }
        #expect(tree.root.number("missing").value == nil)
    }

    /// Names and values are read eight bytes a step: each byte value, in each of a word's
    /// eight places, passes the word's test exactly when it passes the byte's.
    @Test func aWordsTestAgreesWithEachBytesTest() {
        for byte in UInt8.min...UInt8.max {
            for place in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[place] = byte
                let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
                let bit: UInt64 = 0x80 << (8 * UInt64(place))
                #expect((XMLReader.nameLanes(word) & bit != 0) == XMLReader.isNameByte(byte), "name byte \(byte) at \(place)")
                #expect((XMLReader.plainInValueLanes(word) & bit != 0) == XMLReader.isPlainInValue(byte), "value byte \(byte) at \(place)")
            }
        }
    }

    /// Where the eight-byte steps end, at every offset a name or a value can stop at or hold a
    /// reference or a character beyond ASCII.
    @Test func namesAndValuesReadTheSameWhereverTheyEnd() throws {
        for length in 1...20 {
            let name = "n" + String(repeating: "a-1.", count: 5).prefix(length - 1)
            for (raw, expected) in [("v", "v"), ("&amp;", "&"), ("é", "é"), ("&#10;", "\n"), ("\t", " ")] {
                let value = String(repeating: "x", count: length) + raw + String(repeating: "y", count: 20 - length)
                let tree = try XMLTree.parse(Array("<e \(name)=\"\(value)\" z='\(value)'/>".utf8))
                let read = tree.root.attributes
                let decoded = String(repeating: "x", count: length) + expected + String(repeating: "y", count: 20 - length)
                #expect(read.map(\.name) == [name, "z"])
                #expect(read.map(\.value) == [decoded, decoded], "\(length) \(raw)")
            }
        }
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let tree = try XMLTree.parse(Array("<a>\n<b t=\"ééé\"/><c/>\n</a>".utf8))
        #expect(tree[2].name == "c")
        #expect(tree[2].location == .line(2, column: 13))
    }

    /// The line table an Interface Builder document's positions are found in, asked in any
    /// order, says what the locator walking through the text in order says, at every offset.
    @Test func theLineTableAgreesWithTheLocatorEverywhere() {
        let bytes = Array("\n<a>\n  <b t=\"ééé\"/>\r\n<c/>😀x\n\n\tend".utf8)
        let lines = LineTable(bytes)
        var locator = TextLocator()
        bytes.withUnsafeBufferPointer { buffer in
            for offset in (0...bytes.count).reversed() {
                let (line, column) = TextLocator.lineAndColumn(of: offset, in: buffer)
                #expect(lines.lineAndColumn(of: offset) == (line, column), "offset \(offset)")
            }
            for offset in 0...bytes.count {
                #expect(locator.location(of: offset, in: buffer) == lines.lineAndColumn(of: offset), "offset \(offset)")
            }
        }
    }

    /// Each malformed document, the line and column the error names, and what it says.
    @Test(arguments: [
        ("", 1, 1, "the document is empty"),
        ("  \n ", 2, 2, "the document is empty"),
        ("<!-- only a comment -->", 1, 24, "the document has no element"),
        ("hello <a/>", 1, 1, "text before the document element"),
        ("<a/>\n<b/>", 2, 1, "a second document element"),
        ("<a/> trailing", 1, 6, "text after the document element"),
        ("<a>\n  <b>\n</a>", 3, 1, "</a> does not close <b> (opened at 2:3)"),
        ("<a>\n  <b>", 2, 6, "the document ends before <b> (opened at 2:3) is closed (truncated?)"),
        ("<a x=\"1\" x=\"2\"/>", 1, 10, "the attribute x is given twice in <a>"),
        ("<a x=1/>", 1, 6, "expected a quoted value of x, found '1'"),
        ("<a x/>", 1, 5, "expected '=' and a value after the attribute x in <a>, found '/'"),
        ("<a x=\"1\"y=\"2\"/>", 1, 9, "expected whitespace, '>' or '/>' in <a>, found 'y'"),
        ("<a x=\"<\"/>", 1, 7, "a '<' inside the value of x"),
        ("<a x=\"1", 1, 8, "the document ends early (truncated?): expected the closing quote of x"),
        ("<a x=\"&nbsp;\"/>", 1, 7, "a reference to an undefined entity &nbsp;"),
        ("<a>&amp</a>", 1, 8, "expected ';' closing the entity reference &amp, found '<'"),
        ("<a>R&D</a>", 1, 7, "expected ';' closing the entity reference &D, found '<'"),
        ("<a>fish & chips</a>", 1, 10, "expected an entity name after '&' (a lone '&' is written &amp;), found a space"),
        ("<a>&#1;</a>", 1, 4, "a character reference to a character XML does not allow (&#1;)"),
        ("<a>&#x110000;</a>", 1, 4, "a character reference to a character XML does not allow"),
        ("<a>&#xZ;</a>", 1, 7, "expected hexadecimal digits in a character reference, found 'Z'"),
        ("<a>]]></a>", 1, 4, "']]>' in text"),
        ("<a>\u{01}</a>", 1, 4, "a character that is not allowed (U+0001)"),
        ("<a><!-- a -- b --></a>", 1, 11, "'--' inside a comment"),
        ("<a><!-- open", 1, 13, "expected '-->' closing the comment at 1:4"),
        ("<a><![CDATA[ open</a>", 1, 22, "expected ']]>' closing the CDATA section at 1:4"),
        ("<a/><![CDATA[x]]>", 1, 5, "text after the document element"),
        ("<1a/>", 1, 2, "expected an element name after '<', found '1'"),
        ("<a></ a>", 1, 6, "expected an element name after '</', found a space"),
        ("<a></a x>", 1, 8, "expected '>' closing </a>, found 'x'"),
        ("<a/ >", 1, 4, "expected '>' after '/' in <a>, found a space"),
        (" <?xml version=\"1.0\"?><a/>", 1, 2, "an XML declaration that is not at the start of the document"),
        ("<?xml encoding=\"UTF-8\"?><a/>", 1, 7, "the XML declaration does not start with its version"),
        ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", 1, 31, "encoding=\"ISO-8859-1\" in the XML declaration: draft-inspect reads UTF-8"),
        ("<?xml version=\"2.0\"?><a/>", 1, 16, "version=\"2.0\" in the XML declaration"),
        ("<?xml version=\"1.0\"?d<a/>", 1, 21, "expected '>' after '?' closing the XML declaration, found 'd'"),
        ("<?XML version=\"1.0\"?><a/>", 1, 1, "a processing instruction named XML: the name is reserved"),
        ("<!DOCTYPE a [<!ENTITY e \"x\">]><a>&e;</a>", 1, 13, "a DOCTYPE with an internal subset"),
        ("<a>\u{FFFE}</a>", 1, 4, "a character that is not allowed (U+FFFE)"),
    ] as [(String, Int, Int, String)])
    func malformedDocumentIsALocatedError(document: String, line: Int, column: Int, message: String) {
        do {
            let tree = try XMLTree.parse(Array(document.utf8))
            Issue.record("read \(String(reflecting: document)) as <\(tree.root.name)>")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.diagnostics.first?.location == .line(line, column: column), "\(String(reflecting: document))")
            #expect(error.diagnostics.first?.message.contains(message) == true, "\(error.diagnostics.first?.message ?? "")")
        }
    }

    @Test func bytesThatAreNotUTF8AreRefusedWhereTheyStand() {
        let cases: [([UInt8], String)] = [
            (Array("<a>\n<b c=\"".utf8) + [0xFF] + Array("\"/></a>".utf8), "a byte that is not UTF-8 (0xff)"),
            (Array("<a>\n<b c=\"".utf8) + [0xC0, 0xBC] + Array("\"/></a>".utf8), "a byte that is not UTF-8 (0xc0)"),
            (Array("<a>\n<b c=\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"/></a>".utf8), "a byte that is not UTF-8 (0xed)"),
            (Array("<a>\n<b c=\"".utf8) + [0xE2, 0x82] + Array("\"/></a>".utf8), "a byte that is not UTF-8 (0xe2)"),
            (Array("<a>\n<b c=\"".utf8) + [0] + Array("\"/></a>".utf8), "a NUL byte"),
        ]
        for (bytes, message) in cases {
            #expect {
                try XMLTree.parse(bytes)
            } throws: { error in
                let diagnostic = (error as? InputError)?.diagnostics.first
                return diagnostic?.location == .line(2, column: 7) && diagnostic?.message.hasPrefix(message) == true
            }
        }
    }

    @Test func deepNestingIsRefused() {
        let deep = String(repeating: "<a>", count: XMLReader.maximumDepth + 1) + String(repeating: "</a>", count: XMLReader.maximumDepth + 1)
        #expect(throws: InputError.self) { try XMLTree.parse(Array(deep.utf8)) }
        let allowed = String(repeating: "<a>", count: XMLReader.maximumDepth) + String(repeating: "</a>", count: XMLReader.maximumDepth)
        #expect(throws: Never.self) { try XMLTree.parse(Array(allowed.utf8)) }
    }

    // MARK: - Against Foundation's XMLParser

    /// Every Interface Builder file the tests hold, read by both into the same tree.
    @Test func readsEveryInterfaceBuilderFileAsXMLParserDoes() throws {
        var files = Corpus.files(in: "interface-builder").filter { !$0.hasSuffix(".tsv") }.map { Corpus.root + "/" + $0 }
        for folder in ["InterfaceBuilder", "Regressions/interface-builder"] {
            let path = Repository.fixtures(folder).path
            files += try FileManager.default.contentsOfDirectory(atPath: path).sorted().map { path + "/" + $0 }
        }
        #expect(files.count >= 18)
        for file in files {
            Self.expectTheSameTree(Array(try Data(contentsOf: URL(fileURLWithPath: file))), file)
        }
    }

    /// Damage of every kind the reader checks, done to a real file: both refuse each (but for
    /// a second element after the document's); and what XML allows (references, comments,
    /// CDATA, other quotes): both read the same tree.
    @Test func refusesAndReadsWhatXMLParserDoes() throws {
        guard let original = Corpus.bytes("interface-builder/19-weekFlex-Cartier-TableViewCell.xib") else { return }
        let text = String(decoding: original, as: UTF8.self)
        let damaged: [(String, String)] = [
            ("<tableViewCell", "<table ViewCell"), ("</objects>", "</object>"), ("id=\"", "id=\"<"), ("id=\"", "id=\"&x;"),
            ("contentMode=", "contentMode"), ("<rect", "<rect id=\"1\" id=\"2\""),
            ("<objects>", "<objects>]]>"), ("<objects>", "<objects><!-- -- -->"), ("<objects>", "<objects>&#0;"),
            ("<objects>", "<objects>\u{1B}"), ("<objects>", "<objects><![CDATA["), ("<objects>", "<objects>&amp"),
            ("key=\"", "key='"), ("</document>", ""), ("<?xml", " <?xml"), ("<objects>", "<objects><?xml x?>"),
        ]
        let allowed: [(String, String)] = [
            ("<objects>", "<objects>&lt;&#x20AC;&#8364;&quot;"), ("<objects>", "<objects><!-- - -->"),
            ("<objects>", "<objects><![CDATA[<not a tag/> & ]]>"), ("key=\"contentView\"", "key='contentView'"),
            ("reuseIdentifier=\"", "reuseIdentifier=\"&amp;&#10;\t"), ("<objects>", "<objects><?target data?>"),
            ("</document>", "</document>\n<!-- trailing -->\n"), ("<objects>", "<objects >"), ("</objects>", "</objects >"),
            ("<objects>", "<objects>\r\n  text\r  "),
        ]
        // XMLParser stops reading at the end of the document element; XML allows nothing but
        // comments and processing instructions after it.
        let refusedOnlyHere = try #require(text.range(of: "</document>"))
        #expect(throws: InputError.self) { try XMLTree.parse(Array(text.replacingCharacters(in: refusedOnlyHere, with: "</document><a/>").utf8)) }
        for (find, replacement) in damaged + allowed {
            let range = try #require(text.range(of: find))
            Self.expectTheSameTree(Array(text.replacingCharacters(in: range, with: replacement).utf8), String(reflecting: replacement))
        }
    }

    /// Both readers refuse the bytes, or both read them into the same tree.
    static func expectTheSameTree(_ bytes: [UInt8], _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let ours = Result { () throws(InputError) in try node(XMLTree.parse(bytes)) }
        switch (ours, FoundationTree.parse(bytes)) {
        case let (.success(ours), theirs?): #expect(ours == theirs, "\(label)", sourceLocation: sourceLocation)
        case (.failure, nil): break
        case (.success, nil): Issue.record("\(label): read, but XMLParser refuses it", sourceLocation: sourceLocation)
        case (.failure(let error), _?): Issue.record("\(label): XMLParser reads it, but: \(error.diagnostics)", sourceLocation: sourceLocation)
        }
    }

    /// A tree both readers can build, to compare them.
    struct Node: Equatable {
        var name: String
        var attributes: [String: String]
        var text: String
        var children: [Node]
    }

    static func node(_ tree: XMLTree, _ index: Int = 0) -> Node {
        let element = tree[index]
        var attributes: [String: String] = [:]
        for (name, value) in element.attributes { attributes[name] = value }
        return Node(name: element.name, attributes: attributes, text: tree.text(of: index), children: tree.children(of: index).map { node(tree, $0) })
    }

    /// The oracle: Foundation's `XMLParser`, CDATA counted as text as XML says.
    final class FoundationTree: NSObject, XMLParserDelegate {
        private var stack: [Node] = []
        private var root: Node?

        /// `nil` when XMLParser refuses the document, or would trap on it: it does on a name
        /// or value that is not UTF-8, which XML refuses anyway.
        static func parse(_ bytes: [UInt8]) -> Node? {
            guard String(validating: bytes, as: UTF8.self) != nil else { return nil }
            let delegate = FoundationTree()
            let parser = XMLParser(data: Data(bytes))
            parser.delegate = delegate
            return parser.parse() ? delegate.root : nil
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            stack.append(Node(name: name, attributes: attributes, text: "", children: []))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let node = stack.removeLast()
            if stack.isEmpty { root = node } else { stack[stack.count - 1].children.append(node) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if !stack.isEmpty { stack[stack.count - 1].text += string }
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            if !stack.isEmpty { stack[stack.count - 1].text += String(decoding: block, as: UTF8.self) }
        }
    }
}
