import LayoutModel

/// Reads an equation body:
/// `lhs rel [mult*] item.attr [* mult] [± constant] [NSSpace(n)]`, or `lhs rel constant`,
/// or iOS 7's `lhs rel + 480`. Multipliers come prefixed (`0.4*X.width`, iOS 10+) or
/// postfixed (`X.width * 0.7`, older UIKit, Masonry, SnapKit). `items` reads the items: a
/// log's names, or the references of `EquationNotation`'s caller.
enum EquationBodyParser {
    static func parse(
        _ scanner: inout TextScanner, items: inout some EquationItemReader
    ) throws(LogSyntaxError) -> LoggedBody {
        let firstStart = scanner.position
        let (first, firstAttribute) = try term(&scanner, items: &items)
        let firstTerm = firstStart..<scanner.position
        scanner.skipSpaces()
        let relation = try RelationParser.relation(&scanner, after: firstTerm)
        scanner.skipSpaces()
        var body = LoggedBody(first: .item(first), firstAttribute: firstAttribute, relation: relation)
        if scanner.isAtEnd {
            throw LogSyntaxError(
                offset: scanner.position, message: "expected an item.attribute or a number after \(relation.symbol)")
        }

        if let sign = sign(scanner, allowingDigitAfter: false) {
            scanner.position += 1
            scanner.skipSpaces()
            body.constant = sign * (try number(&scanner, after: sign))
            return body
        }
        let start = scanner.position
        if !items.startsName(scanner), let value = try scanner.number() {
            let end = scanner.position
            scanner.skipSpaces()
            if scanner.consume("*") {
                body.multiplier = value
                scanner.skipSpaces()
            } else if scanner.isAtEnd || end < scanner.position || scanner.peek() == "@" {
                scanner.position = end
                body.constant = value
                return body
            } else {
                scanner.position = start
            }
        }
        let (second, secondAttribute) = try term(&scanner, items: &items)
        body.second = .item(second)
        body.secondAttribute = secondAttribute

        var mark = scanner.position
        scanner.skipSpaces()
        if scanner.consume("*") {
            scanner.skipSpaces()
            guard let multiplier = try scanner.number() else {
                throw LogSyntaxError(offset: scanner.position, message: "expected a multiplier after *")
            }
            body.multiplier = multiplier
            mark = scanner.position
            scanner.skipSpaces()
        }
        if let sign = sign(scanner, allowingDigitAfter: true) {
            scanner.position += 1
            scanner.skipSpaces()
            body.constant = sign * (try number(&scanner, after: sign))
            mark = scanner.position
            scanner.skipSpaces()
        }
        if let spacing = try SpacingParser.systemSpacing(&scanner) {
            body.constant = spacing
            body.usesSystemSpacing = true
            mark = scanner.position
        }
        scanner.position = mark
        return body
    }

    /// `item.attribute`.
    private static func term(
        _ scanner: inout TextScanner, items: inout some EquationItemReader
    ) throws(LogSyntaxError) -> (LoggedItem, LoggedAttribute) {
        let item = try items.item(&scanner)
        guard scanner.consume(".") else {
            throw LogSyntaxError(offset: scanner.position, message: "expected '.' and an attribute after the item")
        }
        if let spelled = LoggedAttribute.spelled(in: scanner, at: scanner.position) {
            scanner.position += spelled.length
            skipEngineVariableID(&scanner)
            return (item, spelled.attribute)
        }
        let word = scanner.consume(while: { $0 != " " && $0 != "\t" })
        throw LogSyntaxError(offset: scanner.position, message: "unknown attribute '\(word)'")
    }

    /// `{id: 178}`, the engine variable a scroll view's automatic content size names after its
    /// attribute (`UITableView:0x….contentHeight{id: 178}`): it says nothing the model keeps.
    private static func skipEngineVariableID(_ scanner: inout TextScanner) {
        guard scanner.hasPrefix("{id:"), let close = scanner.firstIndex(of: "}") else { return }
        scanner.position = close + 1
    }

    /// `+ ` or `- `: UIKit spaces the sign of a constant; the autoresizing examples of the
    /// reference also show it glued to the attribute (`.width-29`). A sign at the end is one
    /// whose number is missing.
    private static func sign(_ scanner: TextScanner, allowingDigitAfter: Bool) -> Double? {
        let next = scanner.peek(1)
        guard next == nil || next == " " || (allowingDigitAfter && next.map(TextScanner.isDigit) == true) else {
            return nil
        }
        switch scanner.peek() {
        case "+": return 1
        case "-": return -1
        default: return nil
        }
    }

    private static func number(_ scanner: inout TextScanner, after sign: Double) throws(LogSyntaxError) -> Double {
        guard let value = try scanner.number() else {
            throw LogSyntaxError(offset: scanner.position, message: "expected a number after \(sign < 0 ? "-" : "+")")
        }
        return value
    }
}

/// `==`, `<=`, `>=`.
enum RelationParser {
    /// The relation after the term at `term` in an equation; a lone `=` is `==`, as people type it.
    static func relation(_ scanner: inout TextScanner, after term: Range<Int>) throws(LogSyntaxError) -> Relation {
        if let relation = symbol(&scanner) { return relation }
        if scanner.consume("=") { return .equal }
        let text = scanner.text(from: term.lowerBound, to: term.upperBound)
        throw LogSyntaxError(offset: scanner.position, message: "expected ==, <= or >= after \(text)")
    }

    /// `==`, `<=` or `>=` (``Relation/symbol``), read as two scalars: trying each symbol as
    /// text cost more than the rest of reading an equation's relation.
    private static func symbol(_ scanner: inout TextScanner) -> Relation? {
        guard scanner.peek(1) == "=" else { return nil }
        let relation: Relation
        switch scanner.peek() {
        case "=": relation = .equal
        case "<": relation = .lessThanOrEqual
        case ">": relation = .greaterThanOrEqual
        default: return nil
        }
        scanner.position += 2
        return relation
    }

    /// A relation if one comes next, else `==` (visual-format values).
    static func optionalRelation(_ scanner: inout TextScanner) -> Relation {
        symbol(&scanner) ?? .equal
    }
}

/// The system spacing functions UIKit prints as constants.
enum SpacingParser {
    static let functions: [StaticString] = ["NSLayoutAnchorConstraintSpace(", "NSSpace("]

    /// `NSSpace(0)` or `NSLayoutAnchorConstraintSpace(8)`: the spacing value, or `nil` when
    /// neither comes next.
    static func systemSpacing(_ scanner: inout TextScanner) throws(LogSyntaxError) -> Double? {
        guard functions.contains(where: { scanner.consume($0) }) else { return nil }
        guard let value = try scanner.number(), scanner.consume(")") else {
            throw LogSyntaxError(offset: scanner.position, message: "expected a number and ')' in a system spacing")
        }
        return value
    }
}
