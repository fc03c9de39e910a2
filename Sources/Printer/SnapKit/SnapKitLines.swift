import LayoutModel
import Naming

/// Groups one view's constraints into SnapKit `make` lines and writes them.
struct SnapKitLines {
    let document: LayoutDocument
    let names: NameTable
    /// The constraints' identifiers by index (``TargetPlan/identifiers``).
    let identifiers: [Int: String]

    /// What constraints must share to be one line: `make.a.b.equalTo(target)` relates every
    /// attribute to the same attribute of the same target, with one relation, multiplier,
    /// priority and label.
    private struct Key: Hashable {
        /// The target's item number.
        var target: Int?
        var relation: Relation
        var multiplier: Double
        var priority: Priority
        var identifier: String?

        /// The target alone: a view's constraints nearly all differ in it, and hashing every
        /// field cost more than writing the lines (equality still compares all).
        func hash(into hasher: inout Hasher) {
            hasher.combine(target ?? -1)
        }
    }

    /// How the constants of a line are written.
    private enum Constant: Hashable {
        /// `.offset(c)`: every constraint stores `c`.
        case offset(Double)
        /// `.inset(u)`: `u` for top/left/leading, `−u` for bottom/right/trailing.
        case inset(Double)
    }

    /// Writes the lines of one view's constraints, each at the writer's indentation, its bytes
    /// copied into the file: a string made of each line cost more than the line.
    func write(_ constraints: [OwnedConstraint], to writer: inout SourceWriter) {
        var text = CodeText()
        for line in lineGroups(constraints) {
            text.removeAll()
            append(line, to: &text)
            writer.line("", text.bytes[...])
        }
    }

    /// The constraints grouped into lines, in the printed order.
    private func lineGroups(_ constraints: [OwnedConstraint]) -> [[OwnedConstraint]] {
        var groups: [[OwnedConstraint]] = []
        var open: [Key: Int] = .init(minimumCapacity: constraints.count)
        for constraint in constraints {
            let sameAttribute = constraint.target == nil || constraint.targetAttribute == constraint.attribute
            // A constraint with an identifier stays alone: `labeled` names every constraint of a line.
            guard sameAttribute, identifiers[constraint.index] == nil else {
                groups.append([constraint])
                continue
            }
            let key = Key(target: constraint.target, relation: constraint.relation, multiplier: constraint.multiplier,
                          priority: constraint.priority, identifier: nil)
            if let index = open[key], !groups[index].contains(where: { $0.attribute == constraint.attribute }) {
                groups[index].append(constraint)
            } else {
                open[key] = groups.count
                groups.append([constraint])
            }
        }
        // Called in a closure: passed as a function value, the method copied this writer per view.
        return groups.flatMap { split($0) }
    }

    /// Splits a group into lines whose constants one `offset` or `inset` says.
    private func split(_ group: [OwnedConstraint]) -> [[OwnedConstraint]] {
        guard group.count > 1, group[0].target != nil else { return [group] }
        // A list, not a dictionary: a group holds a few constraints, one per attribute.
        var parts: [(constant: Constant, members: [OwnedConstraint])] = []
        for constraint in group {
            let constant = Self.constant(of: constraint)
            if let index = parts.firstIndex(where: { $0.constant == constant }) {
                parts[index].members.append(constraint)
            } else {
                parts.append((constant, [constraint]))
            }
        }
        return parts.map(\.members)
    }

    /// The inset form for a far edge (bottom, right, trailing) stored negative, and for a
    /// group of edges on both sides; the offset form otherwise.
    private static func constant(of constraint: OwnedConstraint) -> Constant {
        switch constraint.attribute {
        case .bottom, .right, .trailing:
            constraint.constant == 0 ? .offset(0) : .inset(-constraint.constant)
        case .top, .left, .leading:
            constraint.constant == 0 ? .offset(0) : .inset(constraint.constant)
        default:
            .offset(constraint.constant)
        }
    }

    private static let chainOrder: [Attribute] = [
        .top, .bottom, .left, .right, .leading, .trailing, .centerX, .centerY, .width, .height,
        .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .leftMargin, .rightMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]

    /// Attributes as bits by case: a line's attributes compared with SnapKit's aggregates and
    /// walked in chain order without a `Set` hashed for each line.
    private static func mask(_ attributes: some Sequence<Attribute>) -> UInt32 {
        attributes.reduce(0) { $0 | 1 << $1.caseNumber }
    }

    /// The aggregates SnapKit names, made once.
    private static let aggregates: [(attributes: UInt32, name: String)] = [
        (mask([.top, .left, .bottom, .right]), "edges"), (mask([.top, .leading, .bottom, .trailing]), "directionalEdges"),
        (mask([.width, .height]), "size"), (mask([.centerX, .centerY]), "center"),
    ]

    /// Appends `top.leading.trailing`, or the aggregate SnapKit names for exactly these attributes.
    private static func appendChain(_ attributes: UInt32, to text: inout CodeText) {
        if let aggregate = aggregates.first(where: { $0.attributes == attributes }) {
            text += aggregate.name
            return
        }
        var isFirst = true
        for attribute in chainOrder where attributes & 1 << attribute.caseNumber != 0 {
            if !isFirst { text.append(ascii: ".") }
            text += attribute.name
            isFirst = false
        }
    }

    private func append(_ group: [OwnedConstraint], to text: inout CodeText) {
        let first = group[0]
        // Built as bytes (``CodeText``), numbers included: a wide layout prints tens of
        // thousands of these lines, and interpolated strings cost more than the rest.
        text += "make."
        Self.appendChain(Self.mask(group.lazy.map(\.attribute)), to: &text)
        text.append(ascii: ".")
        let relation = switch first.relation {
        case .equal: "equalTo"
        case .greaterThanOrEqual: "greaterThanOrEqualTo"
        case .lessThanOrEqual: "lessThanOrEqualTo"
        }
        text += relation
        guard let targetNumber = first.target else {
            // A width or height without a second item: the constant is the target.
            if group.count == 2, group[0].constant != group[1].constant {
                let width = group.first { $0.attribute == .width }!.constant
                let height = group.first { $0.attribute == .height }!.constant
                text += "(CGSize(width: "
                text.append(number: width)
                text += ", height: "
                text.append(number: height)
                text += "))"
            } else {
                text.append(ascii: "(")
                text.append(number: first.constant)
                text.append(ascii: ")")
            }
            appendModifiers(first, to: &text)
            return
        }
        let target = document.item(numbered: targetNumber)
        if target == document.superview(of: document.item(numbered: first.owner)), first.targetAttribute == first.attribute {
            text += "Superview()"
        } else {
            text.append(ascii: "(")
            text += names.displayName(of: target)
            if first.targetAttribute != first.attribute {
                text += ".snp."
                text += first.targetAttribute.name
            }
            text.append(ascii: ")")
        }
        if first.multiplier != 1 {
            text += ".multipliedBy("
            text += codeMultiplier(first.multiplier)
            text.append(ascii: ")")
        }
        func call(_ name: String, _ value: Double) {
            text += name
            text.append(number: value)
            text.append(ascii: ")")
        }
        if first.targetAttribute != first.attribute {
            // Another attribute of the target: `inset` would take its sign from the target's
            // attribute, so the stored constant is written as it is.
            if first.constant != 0 { call(".offset(", first.constant) }
        } else {
            switch Self.constant(of: first) {
            case let .offset(c):
                if c != 0 { call(".offset(", c) }
            case let .inset(u):
                if Self.prefersOffset(group) { call(".offset(", first.constant) } else { call(".inset(", u) }
            }
        }
        appendModifiers(first, to: &text)
    }

    /// A near edge alone (top, left, leading) reads best as `offset`, which is the same
    /// number; a far edge or a group of edges as `inset` when that is positive.
    private static func prefersOffset(_ group: [OwnedConstraint]) -> Bool {
        if group.allSatisfy({ [.top, .left, .leading].contains($0.attribute) }) { return true }
        if case let .inset(u) = constant(of: group[0]), u < 0, group.count == 1 { return true }
        return false
    }

    private func appendModifiers(_ constraint: OwnedConstraint, to text: inout CodeText) {
        if let priority = Self.priority(constraint.priority) {
            text += ".priority("
            text += priority
            text.append(ascii: ")")
        }
        if let identifier = identifiers[constraint.index] {
            text += ".labeled("
            text += SwiftLiteral.string(identifier)
            text.append(ascii: ")")
        }
    }

    /// SnapKit's named priorities (`.high` 750, `.medium` 500 on iOS, `.low` 250), else the number.
    static func priority(_ priority: Priority) -> String? {
        switch priority.rawValue {
        case 1000: nil
        case 750: ".high"
        case 500: ".medium"
        case 250: ".low"
        default: codeNumber(priority.rawValue)
        }
    }
}
