import Foundation
import LayoutModel
import Naming
import Printer

/// The short tour `help` starts with: the everyday commands, each shown on a view and a
/// constraint of the loaded layout, so every line can be typed as it is.
enum Tour {
    static func text(for workspace: Workspace) -> [String] {
        guard let document = workspace.document, let file = workspace.file else {
            return HelpColumns.wrapped("""
                Start with load FILE: a draft-inspect dump, a UIKit console log, _autolayoutTrace or \
                recursiveDescription output, a storyboard or a XIB (load Examples/sign-in.json, for \
                one). help then shows a tour on it.
                """, width: HelpColumns.width)
        }
        let name = (file as NSString).lastPathComponent
        let heading = "A tour on \(name) (\(counted(document.inputViewCount, "view")), \(counted(document.constraints.count, "constraint"))):"
        guard let index = example(in: document) else {
            return HelpColumns.wrapped(heading, width: HelpColumns.width) + HelpColumns.table([
                ("tree", "the views, with class and frame"),
                ("constraints", "the constraints; each line starts with the reference edits take"),
                ("conflicts, ambiguous", "what check says of the layout"),
            ])
        }
        let constraint = document.constraints[index]
        let view = workspace.name(of: constraint.first)
        let reference = CommandLineWords.quoted(view)
        let attribute = constraint.firstAttribute.name
        let equation = UIKitDebugForm.text(of: constraint, names: workspace.nameTable)
        var changed = constraint
        changed.constant += 8
        let variant = UIKitDebugForm.text(of: changed, names: workspace.nameTable)
        let axis = constraint.firstAttribute.axis == .vertical ? "V" : "H"
        return HelpColumns.wrapped(heading, width: HelpColumns.width) + HelpColumns.table([
            ("tree", "the views, with class and frame"),
            ("show \(reference)", "what the file records about \(view)"),
            ("constraints \(reference)", "its constraints; each line starts with the reference edits take"),
            ("why \(reference) \(attribute)", "the constraints that decide \(view).\(attribute)"),
            ("frame \(reference)", "where the solver puts \(view)" + (document.view(constraint.first)?.frame != nil ? ", beside where it was recorded" : "")),
            ("deactivate \(document.reference(ofConstraintAt: index))", "try the layout without \(equation)"),
            ("add \(variant)", "or with one more; add also reads UIKit's log form and \(axis):|-16-[\(view)]"),
            ("conflicts, ambiguous", "what check says of the edited layout"),
            ("undo, redo", "take an edit back, or make it again"),
            ("print \(reference)", "the Draftsman code for \(view)"),
            ("save FILE", "keep the edits as a dump"),
        ])
    }

    /// The first active constraint the app made between views, other than the root: one a
    /// user would want to question.
    private static func example(in document: LayoutDocument) -> Int? {
        document.constraints.indices.first { index in
            let constraint = document.constraints[index]
            return constraint.isActive && constraint.className == Constraint.defaultClassName
                && constraint.first != document.rootID && document.view(constraint.first) != nil
                && document.superview(of: constraint.first) != nil
        }
    }
}
