import LayoutModel

/// Apple's visual format language, as `NSLayoutConstraint.constraints(withVisualFormat:
/// options:metrics:views:)` reads it: `H:|-16-[titleLabel]-16-|`,
/// `V:[header]-(>=8@750)-[body(==header)]`, `[button(>=50,<=120)]`. One format stands for
/// several constraints: each gap and each size predicate is one, read as UIKit reads the
/// one-gap formats of its logs (``VisualFormatBodyParser``). A bare `-` is the standard
/// spacing: 8 between views, 20 to the superview (Interface Builder's resolved values).
public enum VisualFormatNotation {
    /// Whether `text` reads as visual format: an axis (`H:`, `V:`), `|` or `[` first.
    public static func startsVisualFormat(_ text: String) -> Bool {
        text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("|") || text.hasPrefix("[")
    }

    /// The standard spacing between two sibling views.
    static let standardSpacing = 8.0
    /// The standard spacing between a view and its superview's edge.
    static let standardSuperviewSpacing = 20.0

    /// Reads a format into its constraints, in the order of the format.
    ///
    /// - Parameters:
    ///   - metrics: the values of names a predicate may use (`-pad-`, `(width@priority)`).
    ///   - resolve: the item a view name in brackets means.
    ///   - superview: the superview of an item; `|` is the superview of the format's views.
    public static func constraints(
        parsing text: String, metrics: [String: Double] = [:],
        resolve: (String) throws(EquationSyntaxError) -> ItemID, superview: (ItemID) -> ItemID?
    ) throws(EquationSyntaxError) -> [Constraint] {
        var reader = Reader(scanner: TextScanner(text), metrics: metrics)
        do throws(LogSyntaxError) {
            let (bodies, views) = try reader.read(resolve: resolve)
            guard let first = views.first else {
                throw LogSyntaxError(offset: 0, message: "a visual format names at least one view in brackets, such as [titleLabel]")
            }
            let container = superview(first)
            var constraints: [Constraint] = []
            for body in bodies {
                constraints.append(try EquationNotation.validated(EquationNotation.constraint(from: body, superview: container)))
            }
            return constraints
        } catch {
            throw EquationSyntaxError(error.message, column: error.offset + 1)
        }
    }

    /// A predicate's object: a constant (a number, a metric, a system spacing) or, in a
    /// size, another view.
    private enum Predicate {
        case value(VisualFormatBodyParser.Value)
        case view(ItemID, relation: Relation, priority: Priority?)
    }

    private struct Reader {
        var scanner: TextScanner
        var metrics: [String: Double]

        mutating func read(
            resolve: (String) throws(EquationSyntaxError) -> ItemID
        ) throws(LogSyntaxError) -> (bodies: [LoggedBody], views: [ItemID]) {
            var axis = Axis.horizontal
            if scanner.consume("V:") { axis = .vertical } else { _ = scanner.consume("H:") }
            var bodies: [LoggedBody] = []
            var views: [ItemID] = []
            var previous: LoggedAnchor?
            if scanner.consume("|") { previous = .superview }
            while true {
                // The connection after the previous anchor: `-c-`, `-(…)-`, `-`, or nothing.
                var connection: [Predicate]?
                let connectionStart = scanner.position
                if previous != nil, scanner.consume("-") {
                    if scanner.peek() == "[" || scanner.peek() == "|" {
                        connection = []
                    } else {
                        connection = try predicates(resolve: resolve, allowsViews: false)
                        try expect("-")
                    }
                }
                if scanner.isAtEnd {
                    if connection != nil { throw LogSyntaxError(offset: scanner.position, message: "expected '[' or '|' after the gap") }
                    break
                }
                let anchor: LoggedAnchor
                // A view's own sizes come after the gap that leads to it.
                var sizes: [LoggedBody] = []
                if scanner.consume("|") {
                    guard previous != nil else { throw LogSyntaxError(offset: scanner.position - 1, message: "'|' comes only first or last") }
                    anchor = .superview
                } else if scanner.consume("[") {
                    let nameStart = scanner.position
                    let name = scanner.consume(while: { $0 != "(" && $0 != "]" })
                    let id = try item(name, at: nameStart, resolve: resolve)
                    views.append(id)
                    anchor = .item(LoggedItem(address: id.rawValue))
                    if scanner.consume("(") {
                        sizes = try predicateList(resolve: resolve, allowsViews: true).map { size(of: id, axis: axis, $0) }
                    }
                    try expect("]")
                } else {
                    throw LogSyntaxError(offset: scanner.position, message: "expected '[' and a view name, '|' or '-'")
                }
                if let previous {
                    if previous == .superview, anchor == .superview {
                        throw LogSyntaxError(offset: connectionStart, message: "a gap between '|' and '|' relates no view")
                    }
                    let touchesSuperview = previous == .superview || anchor == .superview
                    let standard = touchesSuperview ? standardSuperviewSpacing : standardSpacing
                    let values = connection.map { $0.isEmpty ? [.value((.equal, standard, true, nil))] : $0 } ?? [.value((.equal, 0, false, nil))]
                    for case let .value(value) in values {
                        bodies.append(VisualFormatBodyParser.gap(axis: axis, from: previous, to: anchor, value, direction: nil))
                    }
                }
                bodies += sizes
                previous = anchor
                if anchor == .superview {
                    guard scanner.isAtEnd else { throw LogSyntaxError(offset: scanner.position, message: "nothing may follow the closing '|'") }
                    break
                }
            }
            return (bodies, views)
        }

        private func item(
            _ name: String, at offset: Int, resolve: (String) throws(EquationSyntaxError) -> ItemID
        ) throws(LogSyntaxError) -> ItemID {
            guard !name.isEmpty else { throw LogSyntaxError(offset: offset, message: "expected a view name in the brackets") }
            do {
                return try resolve(name)
            } catch {
                throw LogSyntaxError(offset: offset, message: error.message)
            }
        }

        /// `[X(c)]`, `[X(==Y)]`: the view's width or height.
        private func size(of id: ItemID, axis: Axis, _ predicate: Predicate) -> LoggedBody {
            let item = LoggedItem(address: id.rawValue)
            switch predicate {
            case let .value(value):
                return VisualFormatBodyParser.size(of: item, axis: axis, value)
            case let .view(other, relation, priority):
                let attribute = LoggedAttribute(axis == .horizontal ? .width : .height)
                var body = LoggedBody(
                    first: .item(item), firstAttribute: attribute, relation: relation,
                    second: .item(LoggedItem(address: other.rawValue)), secondAttribute: attribute)
                body.priority = priority
                return body
            }
        }

        /// A connection's predicates: `16`, `pad` or a parenthesised list.
        private mutating func predicates(
            resolve: (String) throws(EquationSyntaxError) -> ItemID, allowsViews: Bool
        ) throws(LogSyntaxError) -> [Predicate] {
            if scanner.consume("(") { return try predicateList(resolve: resolve, allowsViews: allowsViews) }
            return [try predicate(resolve: resolve, allowsViews: allowsViews)]
        }

        /// `(p, p, …)` after its opening parenthesis.
        private mutating func predicateList(
            resolve: (String) throws(EquationSyntaxError) -> ItemID, allowsViews: Bool
        ) throws(LogSyntaxError) -> [Predicate] {
            var list = [try predicate(resolve: resolve, allowsViews: allowsViews)]
            while scanner.consume(",") { list.append(try predicate(resolve: resolve, allowsViews: allowsViews)) }
            try expect(")")
            return list
        }

        /// `[relation] (number | metric | view) [@priority]`; a view only in a size.
        private mutating func predicate(
            resolve: (String) throws(EquationSyntaxError) -> ItemID, allowsViews: Bool
        ) throws(LogSyntaxError) -> Predicate {
            let start = scanner.position
            let relation = RelationParser.optionalRelation(&scanner)
            let nameStart = scanner.position
            let name = scanner.consume(while: { Self.isNameScalar($0) })
            guard !name.isEmpty, let first = name.unicodeScalars.first, !TextScanner.isDigit(first),
                !name.hasPrefix("NSSpace"), !name.hasPrefix("NSLayoutAnchorConstraintSpace")
            else {
                scanner.position = start
                return .value(try VisualFormatBodyParser.gapValue(&scanner))
            }
            let priority = try self.priority()
            if let metric = metrics[name] { return .value((relation, metric, false, priority)) }
            guard allowsViews else {
                throw LogSyntaxError(offset: nameStart, message: "\"\(name)\" is not a number or a metric; give its value after the format, as \(name)=16")
            }
            do {
                return .view(try resolve(name), relation: relation, priority: priority)
            } catch {
                throw LogSyntaxError(offset: nameStart, message: "\"\(name)\" is neither a metric nor a view; give a metric's value after the format, as \(name)=16")
            }
        }

        private mutating func priority() throws(LogSyntaxError) -> Priority? {
            guard scanner.consume("@") else { return nil }
            if let value = try scanner.number() { return Priority(value) }
            let name = scanner.consume(while: { Self.isNameScalar($0) })
            guard let value = metrics[name] else {
                throw LogSyntaxError(offset: scanner.position, message: "expected a priority or a metric after '@'")
            }
            return Priority(value)
        }

        private mutating func expect(_ literal: StaticString) throws(LogSyntaxError) {
            guard scanner.consume(literal) else {
                throw LogSyntaxError(offset: scanner.position, message: "expected '\(literal)'")
            }
        }

        private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar.properties.isAlphabetic || TextScanner.isDigit(scalar)
        }
    }
}
