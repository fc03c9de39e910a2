/// Reads an equation body:
/// `lhs rel [mult*] item.attr [* mult] [± constant] [NSSpace(n)]`, or `lhs rel constant`,
/// or iOS 7's `lhs rel + 480`. Multipliers come prefixed (`0.4*X.width`, iOS 10+) or
/// postfixed (`X.width * 0.7`, older UIKit, Masonry, SnapKit).
enum EquationBodyParser {
    static func parse(_ scanner: inout TextScanner, names: inout NameTable) throws(LogSyntaxError) -> LoggedBody {
        let (first, firstAttribute) = try term(&scanner, names: &names)
        scanner.skipSpaces()
        let relation = try RelationParser.relation(&scanner)
        scanner.skipSpaces()
        var body = LoggedBody(first: .item(first), firstAttribute: firstAttribute, relation: relation)

        if let sign = sign(scanner, allowingDigitAfter: false) {
            scanner.position += 1
            scanner.skipSpaces()
            body.constant = sign * (try number(&scanner))
            return body
        }
        let start = scanner.position
        let startsWithName = names.namesLongestFirst.contains { scanner.hasPrefix($0) }
        if !startsWithName, let value = scanner.number() {
            if scanner.consume("*") {
                body.multiplier = value
            } else if scanner.isAtEnd || scanner.peek() == " " || scanner.peek() == "\t" {
                body.constant = value
                return body
            } else {
                scanner.position = start
            }
        }
        let (second, secondAttribute) = try term(&scanner, names: &names)
        body.second = .item(second)
        body.secondAttribute = secondAttribute

        var mark = scanner.position
        scanner.skipSpaces()
        if scanner.consume("*") {
            scanner.skipSpaces()
            body.multiplier = try number(&scanner)
            mark = scanner.position
            scanner.skipSpaces()
        }
        if let sign = sign(scanner, allowingDigitAfter: true) {
            scanner.position += 1
            scanner.skipSpaces()
            body.constant = sign * (try number(&scanner))
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
        _ scanner: inout TextScanner, names: inout NameTable
    ) throws(LogSyntaxError) -> (LoggedItem, LoggedAttribute) {
        let item = try ItemReferenceParser.parse(&scanner, names: &names, context: .attribute)
        guard scanner.consume(".") else {
            throw LogSyntaxError(offset: scanner.position, message: "expected '.' and an attribute after the item")
        }
        for spelling in LoggedAttribute.spellings where scanner.hasPrefix(spelling) {
            if let attribute = LoggedAttribute(name: spelling) {
                scanner.position += spelling.unicodeScalars.count
                return (item, attribute)
            }
        }
        let word = scanner.consume(while: { $0 != " " && $0 != "\t" })
        throw LogSyntaxError(offset: scanner.position, message: "unknown attribute '\(word)'")
    }

    /// `+ ` or `- `: UIKit spaces the sign of a constant; the autoresizing examples of the
    /// reference also show it glued to the attribute (`.width-29`).
    private static func sign(_ scanner: TextScanner, allowingDigitAfter: Bool) -> Double? {
        guard let next = scanner.peek(1), next == " " || (allowingDigitAfter && TextScanner.isDigit(next)) else {
            return nil
        }
        switch scanner.peek() {
        case "+": return 1
        case "-": return -1
        default: return nil
        }
    }

    private static func number(_ scanner: inout TextScanner) throws(LogSyntaxError) -> Double {
        guard let value = scanner.number() else {
            throw LogSyntaxError(offset: scanner.position, message: "expected a number")
        }
        return value
    }
}

/// `==`, `<=`, `>=`.
enum RelationParser {
    static func relation(_ scanner: inout TextScanner) throws(LogSyntaxError) -> Relation {
        for relation in Relation.allCases where scanner.consume(relation.symbol) {
            return relation
        }
        throw LogSyntaxError(offset: scanner.position, message: "expected ==, <= or >=")
    }

    /// A relation if one comes next, else `==` (visual-format values).
    static func optionalRelation(_ scanner: inout TextScanner) -> Relation {
        (try? relation(&scanner)) ?? .equal
    }
}

/// The system spacing functions UIKit prints as constants.
enum SpacingParser {
    static let functions = ["NSLayoutAnchorConstraintSpace(", "NSSpace("]

    /// `NSSpace(0)` or `NSLayoutAnchorConstraintSpace(8)`: the spacing value, or `nil` when
    /// neither comes next.
    static func systemSpacing(_ scanner: inout TextScanner) throws(LogSyntaxError) -> Double? {
        guard functions.contains(where: { scanner.consume($0) }) else { return nil }
        guard let value = scanner.number(), scanner.consume(")") else {
            throw LogSyntaxError(offset: scanner.position, message: "expected a number and ')' in a system spacing")
        }
        return value
    }
}
