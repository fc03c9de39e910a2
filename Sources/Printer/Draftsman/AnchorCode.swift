import Inspector

/// Writes a constraint as plain UIKit code, for what Draftsman cannot express: anchor code
/// (`a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)`) where UIKit has anchors
/// for both attributes and the multiplier is allowed, `NSLayoutConstraint(item:…)` otherwise
/// (margin attributes, a multiplier on a position).
struct AnchorCode {
    var names: NameTable

    /// The expression creating the constraint (not activated; priority and identifier are
    /// set separately).
    func expression(_ constraint: Constraint) -> String {
        let first = names.displayName(of: constraint.first)
        let relation = Self.label(constraint.relation)
        let multiplier = formatNumber(constraint.multiplier)
        let constant = formatNumber(constraint.constant)
        guard let second = constraint.second else {
            if constraint.firstAttribute.isDimension, constraint.multiplier == 1 {
                return "\(first).\(constraint.firstAttribute.name)Anchor.constraint(\(relation)ToConstant: \(constant))"
            }
            return "NSLayoutConstraint(item: \(first), attribute: .\(constraint.firstAttribute.name), relatedBy: .\(constraint.relation.rawValue), toItem: nil, attribute: .notAnAttribute, multiplier: \(multiplier), constant: \(constant))"
        }
        let secondName = names.displayName(of: second)
        let anchors = constraint.firstAttribute.hasUIKitAnchor && constraint.secondAttribute.hasUIKitAnchor
            && Attribute.areCompatible(constraint.firstAttribute, constraint.secondAttribute)
        if anchors, constraint.firstAttribute.isDimension || constraint.multiplier == 1 {
            var text = "\(first).\(constraint.firstAttribute.name)Anchor.constraint(\(relation)To: \(secondName).\(constraint.secondAttribute.name)Anchor"
            if constraint.multiplier != 1 { text += ", multiplier: \(multiplier)" }
            if constraint.constant != 0 { text += ", constant: \(constant)" }
            return text + ")"
        }
        return "NSLayoutConstraint(item: \(first), attribute: .\(constraint.firstAttribute.name), relatedBy: .\(constraint.relation.rawValue), toItem: \(secondName), attribute: .\(constraint.secondAttribute.name), multiplier: \(multiplier), constant: \(constant))"
    }

    private static func label(_ relation: Relation) -> String {
        switch relation {
        case .equal: "equal"
        case .greaterThanOrEqual: "greaterThanOrEqual"
        case .lessThanOrEqual: "lessThanOrEqual"
        }
    }

    /// A one-line description in UIKit's debug form, for comments:
    /// `titleLabel.top == view.top + 8 @750`.
    func description(_ constraint: Constraint) -> String {
        var text = "\(names.displayName(of: constraint.first)).\(constraint.firstAttribute.name) \(constraint.relation.symbol) "
        if let second = constraint.second {
            text += "\(names.displayName(of: second)).\(constraint.secondAttribute.name)"
            if constraint.multiplier != 1 { text += " * \(formatNumber(constraint.multiplier))" }
            if constraint.constant > 0 { text += " + \(formatNumber(constraint.constant))" }
            if constraint.constant < 0 { text += " - \(formatNumber(-constraint.constant))" }
        } else {
            text += formatNumber(constraint.constant)
        }
        if !constraint.priority.isRequired { text += " @\(formatNumber(constraint.priority.rawValue))" }
        return text
    }
}
