import LayoutModel

/// A constraint in UIKit's debug form with printed names, for comments and reports:
/// `titleLabel.top == view.top + 8 @750`, and system spacing as UIKit logs it
/// (`detailLabel.top == titleLabel.bottom NSLayoutAnchorConstraintSpace(8)`), so the REPL reads
/// back what it shows.
public enum UIKitDebugForm {
    /// The constraint's debug form, each item by its name in `names`.
    public static func text(of constraint: Constraint, names: NameTable) -> String {
        var text = "\(names.displayName(of: constraint.first)).\(constraint.firstAttribute.name) \(constraint.relation.symbol) "
        if let second = constraint.second {
            text += "\(names.displayName(of: second)).\(constraint.secondAttribute.name)"
            if constraint.multiplier != 1 { text += " * \(formatNumber(constraint.multiplier))" }
            if constraint.usesSystemSpacing {
                text += " NSLayoutAnchorConstraintSpace(\(formatNumber(constraint.constant)))"
            } else if constraint.constant > 0 {
                text += " + \(formatNumber(constraint.constant))"
            } else if constraint.constant < 0 {
                text += " - \(formatNumber(-constraint.constant))"
            }
        } else {
            text += formatNumber(constraint.constant)
        }
        if !constraint.priority.isRequired { text += " @\(formatNumber(constraint.priority.rawValue))" }
        return text
    }
}
