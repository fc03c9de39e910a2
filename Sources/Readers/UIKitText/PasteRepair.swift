import LayoutModel

/// Undoes the damage that pasting debug output into issues, blogs and comments does to each
/// line (reference §1.8): indentation, markdown quotes (`> `), code comments (`// `),
/// emphasis (`**…**`, and `_…_` turned into `*…*`), strikethrough, which turns `-` into `~~`,
/// and escapes (`\<…\>`).
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

    /// One line, cleaned, where it stands in the text: most lines of a long log are read from
    /// the text's bytes and never need a string of their own.
    struct Span: Sendable {
        /// 1-based.
        var number: Int
        /// The column (1-based) of the cleaned text's first scalar in the original line.
        var column: Int
        /// The cleaned text's UTF-8 offsets in the text.
        var range: Range<Int>
        /// The cleaned text, where a repair rewrote it (`~~`, escapes) and `range` is not it.
        var rewritten: String?

        /// The line, its text made from the text's bytes (or the rewritten text).
        func line(in bytes: UnsafeBufferPointer<UInt8>) -> Line {
            Line(number: number, text: rewritten ?? String(copyingUTF8: UnsafeBufferPointer(rebasing: bytes[range])), column: column)
        }
    }

    enum Damage: String, CaseIterable, Sendable {
        case blockquote, comment, emphasis, strikethrough, escapes, underscores, brackets

        var warning: String {
            switch self {
            case .blockquote: "lines are quoted with '>' (a markdown quote); read without the quote marks"
            case .comment: "lines are commented out with '//'; read without the comment marks"
            case .emphasis: "lines are wrapped in '**' (markdown emphasis); read without it"
            case .strikethrough: "'~~' found where UIKit prints '-' (markdown strikethrough damage); read as '-'"
            case .escapes: "'\\<' and '\\>' found where UIKit prints '<' and '>' (markdown escapes); read without the backslashes"
            case .underscores: "'*' found where UIKit prints '_' in a class name (markdown emphasis damage); read as '_'"
            case .brackets: "constraint descriptions without their '<' and '>' (stripped from the page as HTML); read with them"
            }
        }
    }

    private(set) var warnings: [Diagnostic] = []
    private var reported: Set<String> = []
    /// Whether the lines are a log's: a `*` where a name starts is read as markdown's `_`
    /// (``restoringUnderscores(_:)``), as a name follows no other `*` there (a trace's nodes
    /// start with one), and a description that lost its `<` and `>` gets them back.
    var readsLog = false

    init(readsLog: Bool = false) {
        self.readsLog = readsLog
    }

    /// Splits the text into cleaned lines, kept where they stand in it.
    mutating func spans(of text: String) -> [Span] {
        var result: [Span] = []
        forEachSpan(of: text) { span, _ in
            result.append(span)
            return true
        }
        return result
    }

    /// Hands each cleaned line to `body` in order, until `body` returns `false`; no line is
    /// kept, so a reader that streams holds one line at a time.
    mutating func forEachLine(of text: String, _ body: (Line) -> Bool) {
        forEachSpan(of: text) { span, bytes in body(span.line(in: bytes)) }
    }

    /// Each cleaned line where it stands, with the text's bytes. Works on the UTF-8 bytes: a
    /// deep trace's lines are tens of kilobytes of indentation, and every mark this strips is
    /// ASCII, so a byte offset in front of the text is its column too.
    private mutating func forEachSpan(of text: String, _ body: (Span, UnsafeBufferPointer<UInt8>) -> Bool) {
        var text = text
        text.withUTF8 { bytes in
            var number = 0
            var lineStart = 0
            while lineStart <= bytes.count {
                let lineEnd = bytes.firstIndex(of: UInt8(ascii: "\n"), from: lineStart) ?? bytes.count
                number += 1
                guard body(clean(bytes, lineStart..<lineEnd, number: number), bytes) else { return }
                lineStart = lineEnd + 1
            }
        }
    }

    private mutating func clean(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>, number: Int) -> Span {
        let raw = UnsafeBufferPointer(rebasing: bytes[line])
        var end = raw.count
        if end > 0, raw[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        var first = 0
        if number == 1, raw.starts(with: [0xEF, 0xBB, 0xBF]) { first = 3 }
        var start = first
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        func skipSpaces() {
            while start < end, isSpace(raw[start]) { start += 1 }
        }
        func strip(_ marks: StaticString) -> Bool {
            let count = marks.utf8CodeUnitCount
            guard end - start >= count, (0..<count).allSatisfy({ raw[start + $0] == marks.utf8Start[$0] }) else {
                return false
            }
            start += count
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
        while end > start, isSpace(raw[end - 1]) { end -= 1 }
        if end - start >= 2, raw[end - 1] == UInt8(ascii: "*"), raw[end - 2] == UInt8(ascii: "*"), damage.contains(.emphasis) {
            end -= 2
        }
        let body = UnsafeBufferPointer(rebasing: raw[start..<end])
        var rewritten: String?
        if body.containsTildes {
            rewritten = String(copyingUTF8: body).replacing("~~", with: "-")
            damage.append(.strikethrough)
        }
        if body.containsEscapedBracket {
            rewritten = Self.unescapingMarkdown(rewritten ?? String(copyingUTF8: body))
            damage.append(.escapes)
        }
        if readsLog, body.containsStarStartingAName,
            let restored = Self.restoringUnderscores(rewritten ?? String(copyingUTF8: body))
        {
            rewritten = restored
            damage.append(.underscores)
        }
        if readsLog, let core = body.bareDescription {
            rewritten = "<" + String(copyingUTF8: UnsafeBufferPointer(rebasing: body[core])) + ">"
            damage.append(.brackets)
        }
        for kind in damage where reported.insert(kind.rawValue).inserted {
            warnings.append(Diagnostic(.warning, at: .line(number, column: 1), kind.warning))
        }
        return Span(number: number, column: start - first + 1, range: line.lowerBound + start..<line.lowerBound + end, rewritten: rewritten)
    }
}

extension PasteRepair {
    /// Markdown escapes only ASCII punctuation, and UIKit writes no backslash before any of
    /// what it escapes in a description line, so each `\` before punctuation goes.
    static func unescapingMarkdown(_ line: String) -> String {
        var result = ""
        var escaping = false
        for character in line {
            if escaping {
                if !(character.isASCII && (character.isPunctuation || character.isSymbol)) { result.append("\\") }
                result.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { result.append("\\") }
        return result
    }
}

extension PasteRepair {
    /// A constraint description whose `_…_` markdown took for emphasis and a page's source then
    /// showed as `*…*` (`*UIKBCompatInputView:0x…`, `*TtC5UIKitP33*DDE…ButtonWrapper:0x…`), with
    /// each such `*` read as `_`; `nil` when there is none. A `*` is UIKit's only where it
    /// multiplies (`0.5*UIView:0x…`), after a number; one that starts a name follows a space or
    /// punctuation, and one inside a name so restored stands between its letters or digits.
    static func restoringUnderscores(_ line: String) -> String? {
        guard line.utf8Contains("Constraint:") else { return nil }
        var bytes = Array(line.utf8)
        var changed = false
        var inRestoredName = false
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "*") else {
                if !isWordByte(byte) { inRestoredName = false }
                continue
            }
            guard index + 1 < bytes.count, isWordByte(bytes[index + 1]) else { continue }
            let before = index > 0 ? bytes[index - 1] : UInt8(ascii: " ")
            guard mayStartAName(after: before) || (inRestoredName && isWordByte(before)) else { continue }
            bytes[index] = UInt8(ascii: "_")
            inRestoredName = true
            changed = true
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// An ASCII letter, digit or `_`.
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// Whether a name may start after this byte: not inside a word or a number, nor after `)`
    /// or another `*`.
    fileprivate static func mayStartAName(after byte: UInt8) -> Bool {
        !isWordByte(byte) && byte != UInt8(ascii: ".") && byte != UInt8(ascii: ")") && byte != UInt8(ascii: "*")
    }
}

private extension UnsafeBufferPointer<UInt8> {
    /// Whether `\<` or `\>` occurs: a line escaped for markdown.
    var containsEscapedBracket: Bool {
        var start = 0
        while let slash = firstIndex(of: "\\", from: start), slash + 1 < count {
            if self[slash + 1] == UInt8(ascii: "<") || self[slash + 1] == UInt8(ascii: ">") { return true }
            start = slash + 1
        }
        return false
    }

    /// Whether `~~` occurs.
    var containsTildes: Bool { firstIndex(of: "~~") != nil }

    /// The description a line holds without its `<` and `>`, as a page that strips HTML leaves
    /// it (`NSLayoutConstraint:0x7ff1… SwipeView:0x7ff1….leading == …,`): the range from its
    /// class to its end, less the list's quotes and comma; `nil` for any other line, and for
    /// one with a `<` anywhere.
    var bareDescription: Range<Int>? {
        var start = 0
        if start < count, self[start] == UInt8(ascii: "\"") { start += 1 }
        guard start < count, (self[start] >= UInt8(ascii: "A") && self[start] <= UInt8(ascii: "Z")) || self[start] == UInt8(ascii: "_") else {
            return nil
        }
        var colon = start
        while colon < count, PasteRepair.isWordByte(self[colon]) || self[colon] == UInt8(ascii: ".") { colon += 1 }
        let constraintWord: StaticString = "Constraint"
        let word = constraintWord.utf8CodeUnitCount
        guard colon - start > word, colon + 3 < count, self[colon] == UInt8(ascii: ":"),
            (0..<word).allSatisfy({ self[colon - word + $0] == constraintWord.utf8Start[$0] }),
            self[colon + 1] == UInt8(ascii: "0"), self[colon + 2] == UInt8(ascii: "x"),
            firstIndex(of: UInt8(ascii: "<"), from: 0) == nil
        else { return nil }
        var end = count
        while end > colon, self[end - 1] == UInt8(ascii: ",") || self[end - 1] == UInt8(ascii: "\"") || self[end - 1] == UInt8(ascii: " ") {
            end -= 1
        }
        return start..<end
    }

    /// Whether a `*` stands where a name starts (after a space or punctuation, before a letter),
    /// not where it multiplies (`0.5*UIView`): asked of every line, so only the bytes are read.
    var containsStarStartingAName: Bool {
        var start = 0
        while let star = firstIndex(of: UInt8(ascii: "*"), from: start) {
            start = star + 1
            guard star + 1 < count, PasteRepair.isWordByte(self[star + 1]) else { continue }
            if PasteRepair.mayStartAName(after: star > 0 ? self[star - 1] : UInt8(ascii: " ")) { return true }
        }
        return false
    }
}
