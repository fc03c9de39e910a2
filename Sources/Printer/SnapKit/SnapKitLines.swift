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
    }

    /// How the constants of a line are written.
    private enum Constant: Hashable {
        /// `.offset(c)`: every constraint stores `c`.
        case offset(Double)
        /// `.inset(u)`: `u` for top/left/leading, `−u` for bottom/right/trailing.
        case inset(Double)
    }

    func lines(for constraints: [OwnedConstraint]) -> [String] {
        var groups: [[OwnedConstraint]] = []
        var open: [Key: Int] = [:]
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
        // Called in closures: passed as function values, the methods copied this writer per view.
        return groups.flatMap { split($0) }.map { line($0) }
    }

    /// Splits a group into lines whose constants one `offset` or `inset` says.
    private func split(_ group: [OwnedConstraint]) -> [[OwnedConstraint]] {
        guard group.count > 1, group[0].target != nil else { return [group] }
        var parts: [Constant: [OwnedConstraint]] = [:]
        var keys: [Constant] = []
        for constraint in group {
            let key = Self.constant(of: constraint)
            if parts[key] == nil { keys.append(key) }
            parts[key, default: []].append(constraint)
        }
        return keys.map { parts[$0]! }
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

    /// The aggregates SnapKit names, made once: a `switch` over set literals built all four
    /// sets for every line.
    private static let aggregates: [(attributes: Set<Attribute>, name: String)] = [
        ([.top, .left, .bottom, .right], "edges"), ([.top, .leading, .bottom, .trailing], "directionalEdges"),
        ([.width, .height], "size"), ([.centerX, .centerY], "center"),
    ]

    /// `top.leading.trailing`, or the aggregate SnapKit names for exactly these attributes.
    private static func chain(_ attributes: Set<Attribute>) -> String {
        if let aggregate = aggregates.first(where: { $0.attributes == attributes }) { return aggregate.name }
        return chainOrder.filter(attributes.contains).map(\.name).joined(separator: ".")
    }

    private func line(_ group: [OwnedConstraint]) -> String {
        let first = group[0]
        let attributes = Set(group.map(\.attribute))
        var text = "make.\(Self.chain(attributes))."
        let relation = switch first.relation {
        case .equal: "equalTo"
        case .greaterThanOrEqual: "greaterThanOrEqualTo"
        case .lessThanOrEqual: "lessThanOrEqualTo"
        }
        guard let targetNumber = first.target else {
            // A width or height without a second item: the constant is the target.
            if group.count == 2, Set(group.map(\.constant)).count == 2 {
                let width = group.first { $0.attribute == .width }!.constant
                let height = group.first { $0.attribute == .height }!.constant
                text += "\(relation)(CGSize(width: \(codeNumber(width)), height: \(codeNumber(height))))"
            } else {
                text += "\(relation)(\(codeNumber(first.constant)))"
            }
            return text + modifiers(first)
        }
        let target = document.item(numbered: targetNumber)
        if target == document.superview(of: document.item(numbered: first.owner)), first.targetAttribute == first.attribute {
            text += "\(relation)Superview()"
        } else if first.targetAttribute == first.attribute {
            text += "\(relation)(\(names.displayName(of: target)))"
        } else {
            text += "\(relation)(\(names.displayName(of: target)).snp.\(first.targetAttribute.name))"
        }
        if first.multiplier != 1 { text += ".multipliedBy(\(codeMultiplier(first.multiplier)))" }
        if first.targetAttribute != first.attribute {
            // Another attribute of the target: `inset` would take its sign from the target's
            // attribute, so the stored constant is written as it is.
            if first.constant != 0 { text += ".offset(\(codeNumber(first.constant)))" }
        } else {
            switch Self.constant(of: first) {
            case let .offset(c):
                if c != 0 { text += ".offset(\(codeNumber(c)))" }
            case let .inset(u):
                text += Self.prefersOffset(group) ? ".offset(\(codeNumber(first.constant)))" : ".inset(\(codeNumber(u)))"
            }
        }
        return text + modifiers(first)
    }

    /// A near edge alone (top, left, leading) reads best as `offset`, which is the same
    /// number; a far edge or a group of edges as `inset` when that is positive.
    private static func prefersOffset(_ group: [OwnedConstraint]) -> Bool {
        if group.allSatisfy({ [.top, .left, .leading].contains($0.attribute) }) { return true }
        if case let .inset(u) = constant(of: group[0]), u < 0, group.count == 1 { return true }
        return false
    }

    private func modifiers(_ constraint: OwnedConstraint) -> String {
        var text = ""
        if let priority = Self.priority(constraint.priority) { text += ".priority(\(priority))" }
        if let identifier = identifiers[constraint.index] { text += ".labeled(\(SwiftLiteral.string(identifier)))" }
        return text
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
