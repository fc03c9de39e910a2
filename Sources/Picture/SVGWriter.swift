/// Writes XML one element per line, indented, with attributes in the order given, so the
/// same calls give the same bytes.
struct SVGWriter {
    private(set) var text = ""
    private var depth = 0

    mutating func open(_ name: String, _ attributes: [(String, String)]) {
        line("<\(name)\(Self.attributes(attributes))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        line("</\(name)>")
    }

    /// An element with text content, or empty.
    mutating func element(_ name: String, _ attributes: [(String, String)] = [], text content: String? = nil) {
        if let content {
            line("<\(name)\(Self.attributes(attributes))>\(Self.escape(content))</\(name)>")
        } else {
            line("<\(name)\(Self.attributes(attributes))/>")
        }
    }

    private mutating func line(_ content: String) {
        text += String(repeating: "  ", count: depth) + content + "\n"
    }

    private static func attributes(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    /// Escapes the characters XML gives a meaning to, in text and in attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
