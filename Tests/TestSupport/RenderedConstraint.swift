import LayoutModel

/// A constraint written compactly for assertions:
/// `0x1.leading == 0x2.trailing * 0.5 + 8 @750 [NSLayoutConstraint 'id'] inactive`.
public func render(_ constraint: Constraint) -> String {
    var text = "\(constraint.first).\(constraint.firstAttribute.name) \(constraint.relation.symbol)"
    if let second = constraint.second {
        text += " \(second).\(constraint.secondAttribute.name)"
        if constraint.multiplier != 1 { text += " * \(formatNumber(constraint.multiplier))" }
        if constraint.constant != 0 { text += " + \(formatNumber(constraint.constant))" }
    } else {
        text += " \(formatNumber(constraint.constant))"
    }
    if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
    if !constraint.isActive { text += " inactive" }
    return text
}

extension LayoutDocument {
    /// The constraint with this id, rendered; "missing" when there is none.
    public func rendered(_ id: String) -> String {
        guard let index = indexOfConstraint(reference: id) else { return "missing \(id)" }
        return render(constraints[index])
    }

    /// The constraint with this id; `nil` when there is none.
    public func constraint(_ id: String) -> Constraint? {
        indexOfConstraint(reference: id).map { constraints[$0] }
    }
}
