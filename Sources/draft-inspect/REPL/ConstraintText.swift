import Inspector

/// Writes constraints in UIKit's notation with printed names, the notation `add` reads and
/// the printer's comments use: `titleLabel.top == header.bottom + 8 @750`,
/// `image.width == card.width * 0.5`.
enum ConstraintText {
    static func equation(_ constraint: Constraint, name: (ItemID) -> String) -> String {
        var text = "\(name(constraint.first)).\(constraint.firstAttribute.name) \(constraint.relation.symbol) "
        if let second = constraint.second {
            text += "\(name(second)).\(constraint.secondAttribute.name)"
            if constraint.multiplier != 1 { text += " * \(formatNumber(constraint.multiplier))" }
            if constraint.constant != 0 {
                text += constraint.constant < 0
                    ? " - \(formatNumber(-constraint.constant))" : " + \(formatNumber(constraint.constant))"
            }
        } else {
            text += formatNumber(constraint.constant)
        }
        if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
        return text
    }

    /// One line of a constraint list: its reference, the equation, and what else matters
    /// (inactive, made by UIKit, its identifier).
    static func line(ofConstraintAt index: Int, in document: LayoutDocument, name: (ItemID) -> String) -> String {
        let constraint = document.constraints[index]
        var notes: [String] = []
        if !constraint.isActive { notes.append("inactive") }
        if let identifier = constraint.identifier { notes.append("'\(identifier)'") }
        if constraint.className != Constraint.defaultClassName { notes.append(constraint.className) }
        let text = "\(document.reference(ofConstraintAt: index))  \(equation(constraint, name: name))"
        return notes.isEmpty ? text : "\(text)  (\(notes.joined(separator: ", ")))"
    }
}
