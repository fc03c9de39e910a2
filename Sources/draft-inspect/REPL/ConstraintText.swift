import Inspector
import LayoutModel
import Naming
import Printer

/// Constraint lists in UIKit's notation with printed names, the notation `add` reads and
/// `check` and the printer's comments use: `titleLabel.top == header.bottom + 8 @750`.
enum ConstraintText {
    /// One line of a constraint list: its reference, the equation, and what else matters
    /// (inactive, its identifier, made by UIKit).
    static func line(ofConstraintAt index: Int, in document: LayoutDocument, names: NameTable) -> String {
        let constraint = document.constraints[index]
        var notes: [String] = []
        if !constraint.isActive { notes.append("inactive") }
        if let identifier = constraint.identifier { notes.append("'\(identifier)'") }
        if constraint.className != Constraint.defaultClassName { notes.append(constraint.className) }
        let text = "\(document.reference(ofConstraintAt: index))  \(UIKitDebugForm.text(of: constraint, names: names))"
        return notes.isEmpty ? text : "\(text)  (\(notes.joined(separator: ", ")))"
    }
}
