import LayoutModel
import Naming

/// Groups one view's constraints into SwiftLayout `Anchors` lines and writes them, with the
/// grouping, order and grammar of the SwiftLayoutPrinter of the chosen version
/// (reference swiftlayout-printer.md §1.3), kept only where they are exact.
struct AnchorsLines {
    let version: SwiftLayoutVersion
    let document: LayoutDocument
    let names: NameTable

    /// One constraint as the printer sees it.
    private struct Token {
        var constraint: OwnedConstraint
        /// The owner's superview, by item number: the target `Super` and a bare line mean.
        var superview: Int?

        var attribute: Attribute { constraint.attribute }
        /// `notAnAttribute` without a second item.
        var secondAttribute: Attribute { constraint.target == nil ? .notAnAttribute : constraint.targetAttribute }
        /// Whether the line can leave the second attribute out: the same attribute, or a
        /// width or height without a second item.
        var sameAttribute: Bool { constraint.target == nil ? constraint.attribute.isDimension : secondAttribute == attribute }
        var toSuperview: Bool { constraint.target != nil && constraint.target == superview }

        /// SwiftLayoutPrinter's sort key: attributes, relation, constant, multiplier (raw
        /// values as UIKit numbers them).
        static func precedes(_ a: Token, _ b: Token) -> Bool {
            let left = (a.attribute.uikitRawValue, a.secondAttribute.uikitRawValue, a.constraint.relation.uikitRawValue)
            let right = (b.attribute.uikitRawValue, b.secondAttribute.uikitRawValue, b.constraint.relation.uikitRawValue)
            if left != right { return left < right }
            if a.constraint.constant != b.constraint.constant { return a.constraint.constant < b.constraint.constant }
            if a.constraint.multiplier != b.constraint.multiplier { return a.constraint.multiplier < b.constraint.multiplier }
            return a.constraint.index < b.constraint.index
        }

        /// What every token of one line shares besides the attribute kind.
        func joins(_ other: Token) -> Bool {
            let a = constraint, b = other.constraint
            return a.target == b.target && a.relation == b.relation && a.constant == b.constant && a.multiplier == b.multiplier
                && a.priority == b.priority
                // SwiftLayoutPrinter merged two lines with different second attributes into one
                // that names only the first (its PR #180): join only what one line says.
                && (sameAttribute && other.sameAttribute || !sameAttribute && !other.sameAttribute && secondAttribute == other.secondAttribute)
        }
    }

    /// Writes the lines of one view's constraints, each at the writer's indentation.
    func write(_ constraints: [OwnedConstraint], to writer: inout SourceWriter) {
        let groups = lineGroups(constraints)
        guard version != .v2 else {
            for group in groups { writer.line(classicLine(group)) }
            return
        }
        // Each line's bytes copied into the file: a string made of each cost more than the line.
        var text = CodeText()
        for group in groups {
            text.removeAll()
            appendTypedLine(group, to: &text)
            writer.line("", text.bytes[...])
        }
    }

    /// The constraints grouped into lines, in the printed order.
    private func lineGroups(_ constraints: [OwnedConstraint]) -> [[Token]] {
        // Methods are called in closures, never passed as function values: passed, one copied
        // the printer and its document for each view.
        var tokens: [Token] = []
        tokens.reserveCapacity(constraints.count)
        for constraint in constraints {
            // A view's superview by its number, not by hashing its id twice.
            let superview = if let view = constraint.ownerView {
                document.superviewIndex(ofNumber: document.number(ofViewAt: view))
            } else {
                document.superview(of: document.item(numbered: constraint.owner)).flatMap { document.indexOfView($0) }
            }
            tokens.append(Token(constraint: constraint, superview: superview))
        }
        // One constraint is one line, in order: most views of a long log own one.
        if tokens.count == 1 { return [tokens] }
        tokens.sort(by: Token.precedes)
        // 2.0 merged any attributes (`Anchors(.width, .centerX)`); later versions one kind each.
        let mergesKinds = version == .v2
        var groups: [[Token]] = []
        for token in tokens {
            let index = groups.firstIndex { group in
                guard token.joins(group[0]), !group.contains(where: { $0.attribute == token.attribute }) else { return false }
                return mergesKinds || group[0].attribute.anchorKind == token.attribute.anchorKind
            }
            if let index { groups[index].append(token) } else { groups.append([token]) }
        }
        if version == .v2 { return groups }
        // 2.5 and later sort each line's attributes by second attribute, then the lines by their first token.
        let sorted = groups.map { $0.sorted { ($0.secondAttribute.uikitRawValue, $0.attribute.uikitRawValue) < ($1.secondAttribute.uikitRawValue, $1.attribute.uikitRawValue) } }
        return sorted.sorted { Token.precedes($0[0], $1[0]) }
    }

    /// 2.5 and later: `Anchors.top.bottom.equalToSuper(constant: 8.0).multiplier(2.0)`.
    private func appendTypedLine(_ group: [Token], to text: inout CodeText) {
        let first = group[0]
        let constraint = first.constraint
        // Built as bytes (``CodeText``): a feed prints tens of thousands of these lines, and
        // `String` appends or arrays of parts joined cost more than the rest of the printing.
        text += "Anchors"
        for token in group {
            text.append(ascii: ".")
            text += token.attribute.name
        }
        let isDimension = constraint.attribute.isDimension
        let priority = SwiftLiteral.priority(constraint.priority)
        // 3.0–4.x have `priority(_:)` on a relation's result only, not on a bare `Anchors.centerX`.
        let bare = constraint.relation == .equal && first.toSuperview && first.sameAttribute && !isDimension
            && constraint.constant == 0 && constraint.multiplier == 1 && (priority == nil || version == .v2_5)
        if !bare {
            let useSuper = first.toSuperview && (first.sameAttribute || !isDimension)
            text.append(ascii: ".")
            text += Self.relationName(constraint.relation)
            if useSuper { text += "Super" }
            text.append(ascii: "(")
            var isFirstArgument = true
            func label(_ label: String) {
                if !isFirstArgument { text += ", " }
                text += label
                isFirstArgument = false
            }
            if !useSuper, let target = constraint.target {
                label("")
                text += names.displayName(of: document.item(numbered: target))
            }
            if !first.sameAttribute {
                label("attribute: .")
                text += constraint.targetAttribute.name
            }
            if constraint.constant != 0 || constraint.target == nil {
                label("constant: ")
                Self.append(number: constraint.constant, to: &text)
            }
            text.append(ascii: ")")
            if constraint.multiplier != 1 {
                text += ".multiplier("
                text += Self.multiplier(constraint.multiplier)
                text.append(ascii: ")")
            }
        }
        if let priority {
            text += ".priority("
            text += priority
            text.append(ascii: ")")
        }
    }

    /// 2.0: `Anchors(.top, .bottom).equalTo(other, attribute: .top, constant: 8.0).setMultiplier(2.0)`.
    private func classicLine(_ group: [Token]) -> String {
        let first = group[0]
        let constraint = first.constraint
        var text = "Anchors(" + group.map { ".\($0.attribute.name)" }.joined(separator: ", ") + ")"
        var arguments: [String] = []
        if let target = constraint.target {
            // The superview is implicit, except for a size to it with a constant (commit abcb4fe),
            // which would otherwise read as a fixed size, and for another attribute of it: 2.0.1
            // has no `equalTo(attribute:)`.
            if !first.toSuperview || !first.sameAttribute || constraint.attribute.isDimension && constraint.constant != 0 {
                arguments.append(names.displayName(of: document.item(numbered: target)))
            }
            if !first.sameAttribute { arguments.append("attribute: .\(constraint.targetAttribute.name)") }
        }
        if constraint.constant != 0 || constraint.target == nil { arguments.append("constant: \(Self.number(constraint.constant))") }
        if !arguments.isEmpty || constraint.relation != .equal {
            text += ".\(Self.relationName(constraint.relation))(\(arguments.joined(separator: ", ")))"
        }
        if constraint.multiplier != 1 { text += ".setMultiplier(\(Self.multiplier(constraint.multiplier)))" }
        return text
    }

    private static func relationName(_ relation: Relation) -> String {
        switch relation {
        case .equal: "equalTo"
        case .greaterThanOrEqual: "greaterThanOrEqualTo"
        case .lessThanOrEqual: "lessThanOrEqualTo"
        }
    }

    /// Swift's `CGFloat` description, as SwiftLayoutPrinter printed numbers: `8.0`, `-10.0`, `0.5`.
    /// SwiftLayoutPrinter's spelling (`8.0`), without an input's float noise.
    static func number(_ value: Double) -> String {
        let value = denoised(value)
        if isPlainWhole(value) { return "\(Int(value)).0" }
        return "\(value)"
    }

    /// ``number(_:)`` appended to a line: a whole number, nearly every constant, written as
    /// bytes with no string made of it.
    static func append(number value: Double, to text: inout CodeText) {
        guard isPlainWhole(denoised(value)) else {
            text += number(value)
            return
        }
        text.append(number: value)
        text.append(ascii: ".")
        text.append(ascii: "0")
    }

    /// A whole number, nearly every constant, which `description` spells `8.0`: below 10¹⁵
    /// it has no exponent, so it is spelt without formatting a double.
    private static func isPlainWhole(_ value: Double) -> Bool {
        value != 0 && value == value.rounded() && abs(value) < 1e15
    }

    static func multiplier(_ value: Double) -> String { ratio(value) ?? number(value) }
}

extension Attribute {
    /// SwiftLayout's typed anchor kinds: x axis, y axis, dimension.
    var anchorKind: Int {
        if isDimension { return 2 }
        return axis == .horizontal ? 0 : 1
    }
}
