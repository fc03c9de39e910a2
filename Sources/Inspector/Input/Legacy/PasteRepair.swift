/// Undoes the damage that pasting debug output into issues, blogs and comments does to each
/// line (reference §1.8): indentation, markdown quotes (`> `), code comments (`// `),
/// emphasis (`**…**`) and strikethrough, which turns `-` into `~~`.
///
/// Whitespace is dropped silently (the formats do not depend on it); every other repair is
/// reported once per file, at the first line it was needed.
struct PasteRepair {
    /// One line, cleaned, and where its text starts in the original.
    struct Line: Sendable {
        /// 1-based.
        var number: Int
        var text: String
        /// The column (1-based) of the first scalar of `text` in the original line.
        var column: Int
    }

    enum Damage: String, CaseIterable, Sendable {
        case blockquote, comment, emphasis, strikethrough

        var warning: String {
            switch self {
            case .blockquote: "lines are quoted with '>' (a markdown quote); read without the quote marks"
            case .comment: "lines are commented out with '//'; read without the comment marks"
            case .emphasis: "lines are wrapped in '**' (markdown emphasis); read without it"
            case .strikethrough: "'~~' found where UIKit prints '-' (markdown strikethrough damage); read as '-'"
            }
        }
    }

    private(set) var warnings: [Diagnostic] = []
    private var reported: Set<String> = []

    /// Splits the text into cleaned lines.
    mutating func lines(of text: String) -> [Line] {
        var result: [Line] = []
        var number = 0
        // By scalar: as Characters, "\r\n" is one grapheme and would not split at "\n".
        for raw in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            result.append(clean(raw, number: number))
        }
        return result
    }

    private mutating func clean(_ raw: Substring.UnicodeScalarView.SubSequence, number: Int) -> Line {
        var scalars = Array(raw)
        if scalars.last == "\r" { scalars.removeLast() }
        if number == 1, scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var start = 0
        func skipSpaces() {
            while start < scalars.count, scalars[start] == " " || scalars[start] == "\t" { start += 1 }
        }
        func strip(_ prefix: String) -> Bool {
            let marks = Array(prefix.unicodeScalars)
            guard scalars.count >= start + marks.count, Array(scalars[start..<start + marks.count]) == marks else {
                return false
            }
            start += marks.count
            return true
        }
        skipSpaces()
        var damage: [Damage] = []
        while true {
            if strip(">") {
                damage.append(.blockquote)
            } else if strip("//") {
                damage.append(.comment)
            } else if strip("**") {
                damage.append(.emphasis)
            } else {
                break
            }
            skipSpaces()
        }
        var body = Array(scalars[start...])
        while body.last == " " || body.last == "\t" { body.removeLast() }
        if body.count >= 2, body.suffix(2) == ["*", "*"], damage.contains(.emphasis) {
            body.removeLast(2)
        }
        var text = String(String.UnicodeScalarView(body))
        if text.contains("~~") {
            text = text.replacing("~~", with: "-")
            damage.append(.strikethrough)
        }
        for kind in damage where reported.insert(kind.rawValue).inserted {
            warnings.append(Diagnostic(.warning, at: .line(number, column: 1), kind.warning))
        }
        return Line(number: number, text: text, column: start + 1)
    }
}
