import Inspector

/// Reads a constraint written in UIKit's own notation, as its debug descriptions print it
/// (reference/uikit-debug-formats.md §1.3), with an `@priority` at the end:
///
///     titleLabel.top == header.bottom + 8 @750
///     image.width == 0.5*card.width
///     image.width >= card.width * 0.5 - 4
///     avatar.height == 44
///
/// Items are whatever `resolve` accepts (ids, tags, names, accessibility identifiers); the
/// attribute follows the last `.`, so a guide's printed name (`view.safeAreaLayoutGuide.top`)
/// works too. The words come from the REPL's line splitting, so a quoted name with blanks
/// stays one term.
enum EquationParser {
    static func constraint(
        from words: [String], resolve: (String) throws(CommandError) -> ItemID
    ) throws(CommandError) -> Constraint {
        var tokens = Tokens(words.flatMap(split))
        let (first, firstAttribute) = try term(tokens.next(), resolve: resolve)
        guard let relationText = tokens.next(), ["==", "=", "<=", ">="].contains(relationText),
            let relation = Relation(spelling: relationText)
        else {
            throw CommandError("expected ==, <= or >= after \(words.first ?? "the first item")")
        }
        var constraint = Constraint(first: first, firstAttribute: firstAttribute, relation: relation)

        // [mult "*"] item.attr ["*" mult] [sign number] | [sign] number
        if let multiplier = tokens.peek().flatMap(Double.init), tokens.peek(1) == "*" {
            constraint.multiplier = multiplier
            tokens.skip(2)
        }
        if let text = tokens.peek(), Double(text) == nil, text != "+", text != "-", text != "@" {
            tokens.skip(1)
            let (second, secondAttribute) = try term(text, resolve: resolve)
            constraint.second = second
            constraint.secondAttribute = secondAttribute
            if tokens.peek() == "*" {
                guard constraint.multiplier == 1, let multiplier = tokens.peek(1).flatMap(Double.init) else {
                    throw CommandError("expected a multiplier after *")
                }
                constraint.multiplier = multiplier
                tokens.skip(2)
            }
        } else if constraint.multiplier != 1 {
            throw CommandError("expected an item.attribute after the multiplier")
        }
        if let sign = tokens.peek(), sign == "+" || sign == "-" {
            guard let number = tokens.peek(1).flatMap(Double.init), number.isFinite else {
                throw CommandError("expected a number after \(sign)")
            }
            constraint.constant = sign == "-" ? -number : number
            tokens.skip(2)
        } else if let number = tokens.peek().flatMap(Double.init) {
            guard number.isFinite else { throw CommandError("the constant must be a finite number") }
            constraint.constant = number
            tokens.skip(1)
        } else if constraint.second == nil {
            throw CommandError("expected an item.attribute or a number after \(relation.symbol)")
        }
        if tokens.peek() == "@" {
            guard let priority = tokens.peek(1).flatMap(Double.init), Priority.validRange.contains(priority) else {
                throw CommandError("expected a priority between 1 and 1000 after @")
            }
            constraint.priority = Priority(priority)
            tokens.skip(2)
        }
        if let extra = tokens.peek() {
            throw CommandError("unexpected \"\(extra)\" in the equation")
        }
        try validate(constraint)
        return constraint
    }

    /// `header.bottom` → the item and the attribute.
    private static func term(
        _ text: String?, resolve: (String) throws(CommandError) -> ItemID
    ) throws(CommandError) -> (ItemID, Attribute) {
        guard let text, let dot = text.lastIndex(of: "."), dot != text.startIndex else {
            throw CommandError("expected ITEM.ATTRIBUTE, found \"\(text ?? "the end of the line")\"")
        }
        let name = String(text[text.index(after: dot)...])
        guard let attribute = attribute(named: name) else {
            throw CommandError("unknown attribute \"\(name)\" in \"\(text)\"")
        }
        return (try resolve(String(text[..<dot])), attribute)
    }

    /// UIKit's attribute names; `baseline` is the old name of `lastBaseline`.
    static func attribute(named name: String) -> Attribute? {
        if name == "baseline" { return .lastBaseline }
        guard let attribute = Attribute(rawValue: name), attribute != .notAnAttribute else { return nil }
        return attribute
    }

    /// The rules UIKit enforces when it makes a constraint (it throws otherwise).
    private static func validate(_ constraint: Constraint) throws(CommandError) {
        if constraint.second == nil {
            if constraint.firstAttribute.isLocation {
                throw CommandError("\(constraint.firstAttribute.name) is a position; it needs a second item, not only a constant")
            }
        } else if constraint.multiplier == 0 {
            throw CommandError("a multiplier of 0 with a second item is invalid (UIKit throws)")
        } else if !Attribute.areCompatible(constraint.firstAttribute, constraint.secondAttribute) {
            throw CommandError("\(constraint.firstAttribute.name) cannot be related to \(constraint.secondAttribute.name) (UIKit throws)")
        }
    }

    /// Splits a word at the operators UIKit writes without blanks: `0.5*b.width` →
    /// `0.5`, `*`, `b.width`; `@750` → `@`, `750`; `a.top==b.top` → `a.top`, `==`, `b.top`.
    private static func split(_ word: String) -> [String] {
        let operators: Set<Character> = ["=", "<", ">", "*", "@"]
        var pieces: [String] = []
        var current = ""
        var currentIsOperator = false
        for character in word {
            let isOperator = operators.contains(character)
            // `*` and `@` stand alone; relation characters run together (`==`, `<=`).
            if !current.isEmpty, isOperator != currentIsOperator || character == "*" || character == "@" || current == "*" || current == "@" {
                pieces.append(current)
                current = ""
            }
            current.append(character)
            currentIsOperator = isOperator
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    /// The equation's tokens with a read position.
    private struct Tokens {
        var tokens: [String]
        var position = 0

        init(_ tokens: [String]) { self.tokens = tokens }

        func peek(_ offset: Int = 0) -> String? {
            tokens.indices.contains(position + offset) ? tokens[position + offset] : nil
        }

        mutating func next() -> String? {
            defer { position += 1 }
            return peek()
        }

        mutating func skip(_ count: Int) { position += count }
    }
}
