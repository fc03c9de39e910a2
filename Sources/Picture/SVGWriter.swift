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

    /// Escapes the characters XML gives a meaning to, in text and in attribute values, and
    /// shows control characters (which XML does not allow, and a label in a log may hold) as
    /// `\u{1B}`, as the text report does.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
