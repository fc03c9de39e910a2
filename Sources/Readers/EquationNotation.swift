import LayoutModel

/// A constraint written in UIKit's own notation, read with the grammar of the conflict-log
/// reader (reference/uikit-debug-formats.md §1.3) and an `@priority` at the end:
///
///     titleLabel.top == header.bottom + 8 @750
///     image.width == 0.5*card.width
///     image.width >= card.width * 0.5 - 4
///     header.top==view.safeAreaLayoutGuide.top@999
///
/// Items are whatever the caller's `resolve` accepts. A reference runs up to the `.attribute`
/// that ends it, so it may hold blanks and dots (`title subtitle.baseline`,
/// `view.safeAreaLayoutGuide.top`), but no operator.
public enum EquationNotation {
    /// Reads `text` as one constraint, checked by the rules UIKit enforces when it makes one.
    public static func constraint(
        parsing text: String, resolve: @escaping (String) throws(EquationSyntaxError) -> ItemID
    ) throws(EquationSyntaxError) -> Constraint {
        var scanner = TextScanner(text)
        var references = References(resolve: resolve)
        do throws(LogSyntaxError) {
            scanner.skipSpaces()
            let body = try EquationBodyParser.parse(&scanner, items: &references)
            var constraint = try constraint(from: body)
            scanner.skipSpaces()
            if scanner.consume("@") {
                scanner.skipSpaces()
                guard let priority = try scanner.number(), Priority.validRange.contains(priority) else {
                    throw LogSyntaxError(offset: scanner.position, message: "expected a priority between 1 and 1000 after @")
                }
                constraint.priority = Priority(priority)
                scanner.skipSpaces()
            }
            if !scanner.isAtEnd {
                let extra = scanner.consume(while: { $0 != " " && $0 != "\t" })
                throw LogSyntaxError(offset: scanner.position - extra.unicodeScalars.count, message: "unexpected \"\(extra)\" in the equation")
            }
            return try validated(constraint)
        } catch {
            throw EquationSyntaxError(error.message, column: error.offset + 1)
        }
    }

    /// UIKit's attribute names, and `baseline`, the old name of `lastBaseline`.
    public static func attribute(named name: String) -> Attribute? {
        guard let attribute = LoggedAttribute(name: name), !attribute.isFrameCoordinate else { return nil }
        return attribute.attribute
    }

    /// The constraint a body stands for; `|`, which only visual format has, is `superview`.
    /// Items are taken by their ids as they are.
    static func constraint(from body: LoggedBody, superview: ItemID? = nil) throws(LogSyntaxError) -> Constraint {
        func id(_ anchor: LoggedAnchor) throws(LogSyntaxError) -> ItemID {
            switch anchor {
            case let .item(item): return ItemID(item.id)
            case .superview:
                guard let superview else { throw LogSyntaxError(offset: 0, message: "'|' stands for a superview, and this view has none") }
                return superview
            }
        }
        var constraint = Constraint(
            first: try id(body.first), firstAttribute: body.firstAttribute.attribute, relation: body.relation,
            multiplier: body.multiplier, constant: body.constant, usesSystemSpacing: body.usesSystemSpacing)
        if let second = body.second, let secondAttribute = body.secondAttribute {
            constraint.second = try id(second)
            constraint.secondAttribute = secondAttribute.attribute
        }
        if let priority = body.priority { constraint.priority = priority }
        for attribute in [body.firstAttribute, body.secondAttribute] where attribute?.isFrameCoordinate == true {
            throw LogSyntaxError(offset: 0, message: "the frame coordinates of autoresizing masks are not attributes; use left, top, centerX…")
        }
        return constraint
    }

    /// The rules UIKit enforces when it makes a constraint (it throws otherwise).
    static func validated(_ constraint: Constraint) throws(LogSyntaxError) -> Constraint {
        let message: String
        if constraint.second == nil {
            guard constraint.firstAttribute.isLocation else { return constraint }
            message = "\(constraint.firstAttribute.name) is a position; it needs a second item, not only a constant"
        } else if constraint.multiplier == 0 {
            message = "a multiplier of 0 with a second item is invalid (UIKit throws)"
        } else if !Attribute.areCompatible(constraint.firstAttribute, constraint.secondAttribute) {
            message = "\(constraint.firstAttribute.name) cannot be related to \(constraint.secondAttribute.name) (UIKit throws)"
        } else {
            return constraint
        }
        throw LogSyntaxError(offset: 0, message: message)
    }

    /// The caller's references as equation items: the id `resolve` gives is the item's id.
    private struct References: EquationItemReader {
        var resolve: (String) throws(EquationSyntaxError) -> ItemID

        /// What ends a reference without an attribute: a relation, `*` or `@`.
        static let operators: Set<Unicode.Scalar> = ["=", "<", ">", "*", "@"]

        func startsName(_ scanner: TextScanner) -> Bool { false }

        mutating func item(_ scanner: inout TextScanner) throws(LogSyntaxError) -> LoggedItem {
            let start = scanner.position
            var end = start + 1
            while let scalar = scanner.character(at: end), !Self.operators.contains(scalar) {
                if ItemReferenceParser.continues(scanner, at: end, context: .attribute) {
                    do {
                        let id = try resolve(scanner.text(from: start, to: end))
                        scanner.position = end
                        return LoggedItem(address: id.rawValue)
                    } catch {
                        throw LogSyntaxError(offset: start, message: error.message)
                    }
                }
                end += 1
            }
            let word = scanner.consume(while: { $0 != " " && $0 != "\t" && !Self.operators.contains($0) })
            if let dot = word.lastIndex(of: "."), dot != word.startIndex {
                let name = word[word.index(after: dot)...]
                throw LogSyntaxError(offset: start, message: "unknown attribute \"\(name)\" in \"\(word)\"")
            }
            throw LogSyntaxError(offset: start, message: "expected ITEM.ATTRIBUTE, found \"\(word.isEmpty ? "the end of the line" : word)\"")
        }
    }
}

/// Why an equation could not be read, and where: `column` counts Unicode scalars from 1.
public struct EquationSyntaxError: Error, Hashable, Sendable {
    public var message: String
    public var column: Int

    /// A `resolve` closure need not give the column: the parser sets it to where the item starts.
    public init(_ message: String, column: Int = 1) {
        self.message = message
        self.column = column
    }
}
