import LayoutModel

/// Reads a visual-format body, `H:|-(15)-[UIImageView:0x…]`, `V:[A]-(>=8)-[B]`,
/// `V:[X(60)]`, `H:[G]-(22)-|(LTR)`, and turns it into the one constraint it stands for
/// (UIKit's reading, as in wtfautolayout):
///
/// - `|-(c)-[X]` is `X.leading == super.leading + c`;
/// - `[X]-(c)-|` is `super.trailing == X.trailing + c`;
/// - `[A]-(c)-[B]` is `B.leading == A.trailing + c`;
/// - `[X(c)]` is `X.width == c` (`V:` uses top, bottom and height);
/// - a relation in the parentheses is the constraint's, a priority (`c@750`) its priority;
/// - `(LTR)` makes the edges absolute left and right; `(RTL)` makes them right and left,
///   the distance measured leftwards.
enum VisualFormatBodyParser {
    /// Whether the scanner is at `H:` or `V:` followed by `[` or `|`.
    static func startsVisualFormat(_ scanner: TextScanner) -> Bool {
        (scanner.hasPrefix("H:") || scanner.hasPrefix("V:"))
            && (scanner.peek(2) == "[" || scanner.peek(2) == "|")
    }

    static func parse(_ scanner: inout TextScanner, names: inout DescriptionNames) throws(LogSyntaxError) -> LoggedBody {
        let axis: Axis = scanner.peek() == "H" ? .horizontal : .vertical
        scanner.position += 2

        let earlier: LoggedAnchor
        if scanner.consume("|") {
            earlier = .superview
        } else if scanner.consume("[") {
            let item = try ItemReferenceParser.parse(&scanner, names: &names, context: .bracket)
            if scanner.consume("(") {
                let value = try gapValue(&scanner)
                try expect(")]", in: &scanner)
                return size(of: item, axis: axis, value)
            }
            try expect("]", in: &scanner)
            earlier = .item(item)
        } else {
            throw LogSyntaxError(offset: scanner.position, message: "expected '|' or '[' after the axis")
        }

        try expect("-(", in: &scanner)
        let value = try gapValue(&scanner)
        try expect(")-", in: &scanner)

        let later: LoggedAnchor
        if scanner.consume("|") {
            later = .superview
        } else if scanner.consume("[") {
            later = .item(try ItemReferenceParser.parse(&scanner, names: &names, context: .bracket))
            try expect("]", in: &scanner)
        } else {
            throw LogSyntaxError(offset: scanner.position, message: "expected '|' or '[' after the gap")
        }
        if earlier.isSuperview && later.isSuperview {
            throw LogSyntaxError(offset: scanner.position, message: "a gap between '|' and '|' relates no view")
        }

        // A wrapped line, joined again, puts a space before the direction.
        var direction: LayoutDirection?
        let beforeDirection = scanner.position
        scanner.skipSpaces()
        if scanner.consume("(LTR)") {
            direction = .leftToRight
        } else if scanner.consume("(RTL)") {
            direction = .rightToLeft
        } else {
            scanner.position = beforeDirection
        }

        return gap(axis: axis, from: earlier, to: later, value, direction: direction)
    }

    /// One predicate of a gap or a size: its relation, constant and priority.
    typealias Value = (relation: Relation, constant: Double, usesSystemSpacing: Bool, priority: Priority?)

    /// `[X(c)]`: the item's width (`H:`) or height (`V:`) against a constant.
    static func size(of item: LoggedItem, axis: Axis, _ value: Value) -> LoggedBody {
        let size: Attribute = axis == .horizontal ? .width : .height
        var body = LoggedBody(first: .item(item), firstAttribute: LoggedAttribute(size), relation: value.relation)
        body.constant = value.constant
        body.usesSystemSpacing = value.usesSystemSpacing
        body.priority = value.priority
        return body
    }

    /// `earlier-(c)-later`: the constraint a gap stands for, by UIKit's reading.
    static func gap(
        axis: Axis, from earlier: LoggedAnchor, to later: LoggedAnchor, _ value: Value, direction: LayoutDirection?
    ) -> LoggedBody {
        let (lead, trail): (Attribute, Attribute) =
            switch (axis, direction) {
            case (.vertical, _): (.top, .bottom)
            case (.horizontal, nil): (.leading, .trailing)
            case (.horizontal, .leftToRight?): (.left, .right)
            case (.horizontal, .rightToLeft?): (.right, .left)
            }
        // The superview's edge at the start is its leading one; an item's is its trailing one.
        let earlierEdge = LoggedAttribute(earlier.isSuperview ? lead : trail)
        let laterEdge = LoggedAttribute(later.isSuperview ? trail : lead)
        var body: LoggedBody
        if direction == .rightToLeft {
            body = LoggedBody(
                first: earlier, firstAttribute: earlierEdge, relation: value.relation,
                second: later, secondAttribute: laterEdge)
        } else {
            body = LoggedBody(
                first: later, firstAttribute: laterEdge, relation: value.relation,
                second: earlier, secondAttribute: earlierEdge)
        }
        body.constant = value.constant
        body.usesSystemSpacing = value.usesSystemSpacing
        body.priority = value.priority
        body.direction = direction
        body.isVisualFormatGap = !earlier.isSuperview && !later.isSuperview
        return body
    }

    /// `[rel] (number | NSSpace(n) | NSLayoutAnchorConstraintSpace(n)) [@priority]`.
    static func gapValue(_ scanner: inout TextScanner) throws(LogSyntaxError) -> Value {
        let relation = RelationParser.optionalRelation(&scanner)
        var constant: Double
        var usesSystemSpacing = false
        if let spacing = try SpacingParser.systemSpacing(&scanner) {
            constant = spacing
            usesSystemSpacing = true
        } else if let value = try scanner.number() {
            constant = value
        } else {
            throw LogSyntaxError(offset: scanner.position, message: "expected a number or a system spacing in the parentheses")
        }
        var priority: Priority?
        if scanner.consume("@") {
            guard let value = try scanner.number() else {
                throw LogSyntaxError(offset: scanner.position, message: "expected a priority after '@'")
            }
            priority = Priority(value)
        }
        return (relation, constant, usesSystemSpacing, priority)
    }

    private static func expect(_ literal: StaticString, in scanner: inout TextScanner) throws(LogSyntaxError) {
        guard scanner.consume(literal) else {
            throw LogSyntaxError(offset: scanner.position, message: "expected '\(literal)'")
        }
    }
}
