import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML document read by Foundation's `XMLParser` (libxml2): the pictures and the HTML
/// report must be well-formed XML, and tests look at them element by element.
final class ParsedXML: NSObject, XMLParserDelegate {
    final class Element {
        let name: String
        let attributes: [String: String]
        weak var parent: Element?
        var children: [Element] = []
        /// The text directly inside, in order with the children (`nil` stands for a child).
        var pieces: [String?] = []

        init(name: String, attributes: [String: String], parent: Element?) {
            self.name = name
            self.attributes = attributes
            self.parent = parent
        }

        var classes: Set<String> { Set((attributes["class"] ?? "").split(separator: " ").map(String.init)) }

        func hasClass(_ name: String) -> Bool { classes.contains(name) }

        /// This element and everything inside it, in document order.
        var all: [Element] { [self] + children.flatMap(\.all) }

        func child(_ name: String) -> Element? { children.first { $0.name == name } }

        func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

        /// The text of this element and its descendants, in document order.
        var allText: String {
            var result = ""
            var childIndex = 0
            for piece in pieces {
                if let piece {
                    result += piece
                } else {
                    result += children[childIndex].allText
                    childIndex += 1
                }
            }
            return result
        }
    }

    private(set) var root: Element?
    private var current: Element?
    private(set) var error: String?

    /// Parses `text`; `nil` with the parser's message in `error` when it is not well-formed.
    static func parse(_ text: String) -> (document: ParsedXML, error: String?) {
        let document = ParsedXML()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = document
        if !parser.parse() {
            let message = parser.parserError.map { "\($0)" } ?? "unknown"
            return (document, "line \(parser.lineNumber), column \(parser.columnNumber): \(message)")
        }
        return (document, nil)
    }

    var elements: [Element] { root?.all ?? [] }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        let element = Element(name: name, attributes: attributes, parent: current)
        if let current {
            current.children.append(element)
            current.pieces.append(nil)
        } else {
            root = element
        }
        current = element
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        current = current?.parent
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current?.pieces.append(string)
    }
}
