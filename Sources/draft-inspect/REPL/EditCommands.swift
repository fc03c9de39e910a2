import Inspector
import Printer

/// `activate`, `deactivate`, `add`, `undo` and `redo`: what-if edits of the constraints.
enum EditCommands {
    static let all: [Command] = [deactivate, activate, add, undo, redo]

    static let deactivate = Command(
        name: "deactivate", parameters: [Parameter(kind: .constraint, label: "CONSTRAINT")],
        summary: "Turn a constraint off, as if the app had deactivated it.",
        details: "CONSTRAINT is an id, #N, a unique identifier or a unique prefix of an id; constraints lists them."
    ) { workspace, arguments throws(CommandError) in
        try setActive(false, arguments[0] ?? "", in: &workspace)
    }

    static let activate = Command(
        name: "activate", parameters: [Parameter(kind: .constraint, label: "CONSTRAINT")],
        summary: "Turn an inactive constraint back on.",
        details: "CONSTRAINT is an id, #N, a unique identifier or a unique prefix of an id; constraints lists them."
    ) { workspace, arguments throws(CommandError) in
        try setActive(true, arguments[0] ?? "", in: &workspace)
    }

    static let add = Command(
        name: "add", parameters: [Parameter(kind: .equation, label: "EQUATION")],
        summary: "Add a constraint written in UIKit's notation.",
        details: """
            Examples:
              add titleLabel.top == header.bottom + 8 @750
              add image.width == 0.5*card.width
              add avatar.height >= 44
            Items are ids, tags, names or accessibility identifiers; the priority after @ is optional (1000).
            """
    ) { workspace, arguments throws(CommandError) in
        let document = try workspace.requireDocument()
        var constraint = try constraint(parsing: arguments[0] ?? "", in: workspace)
        constraint.id = try freeID(in: workspace)
        try workspace.perform(.addition(constraint))
        return "Added " + ConstraintText.line(ofConstraintAt: document.constraints.count, in: try workspace.requireDocument(), names: workspace.nameTable)
    }

    static let undo = Command(
        name: "undo", summary: "Take back the last activate, deactivate or add."
    ) { workspace, _ throws(CommandError) in
        let edit = try workspace.undo()
        return "Undid \(describe(edit, in: workspace))"
    }

    static let redo = Command(
        name: "redo", summary: "Make the last undone edit again."
    ) { workspace, _ throws(CommandError) in
        let edit = try workspace.redo()
        return "Redid \(describe(edit, in: workspace))"
    }

    /// An equation in UIKit's notation whose items are the workspace's references.
    static func constraint(parsing equation: String, in workspace: Workspace) throws(CommandError) -> Constraint {
        do throws(EquationSyntaxError) {
            return try EquationNotation.constraint(parsing: equation) { reference throws(EquationSyntaxError) in
                do throws(CommandError) {
                    return try workspace.resolveItem(reference)
                } catch {
                    throw EquationSyntaxError(error.message)
                }
            }
        } catch {
            throw CommandError(error.message)
        }
    }

    /// `added1`, `added2`…: an id no constraint has had in this session, so reports, `save`
    /// and later commands name an added constraint the same way.
    private static func freeID(in workspace: Workspace) throws(CommandError) -> String {
        let taken = Set(try workspace.requireSession().document.constraints.compactMap(\.id))
        var number = 1
        while taken.contains("added\(number)") { number += 1 }
        return "added\(number)"
    }

    private static func setActive(_ isActive: Bool, _ reference: String, in workspace: inout Workspace) throws(CommandError) -> String {
        let index = try workspace.resolveConstraint(reference)
        let document = try workspace.requireDocument()
        guard document.constraints[index].isActive != isActive else {
            throw CommandError("\(document.reference(ofConstraintAt: index)) is already \(isActive ? "active" : "inactive")")
        }
        try workspace.perform(.activation(index: index, isActive: isActive))
        let line = ConstraintText.line(ofConstraintAt: index, in: try workspace.requireDocument(), names: workspace.nameTable)
        return (isActive ? "Activated " : "Deactivated ") + line
    }

    /// `deactivate #3  logo.width == 72`, for undo and redo.
    private static func describe(_ edit: Workspace.Edit, in workspace: Workspace) -> String {
        switch edit {
        case let .activation(index, isActive):
            let reference = workspace.document?.reference(ofConstraintAt: index) ?? "#\(index)"
            return "\(isActive ? "activate" : "deactivate") \(reference)"
        case let .addition(constraint):
            return "add \(DraftsmanPrinter.debugDescription(of: constraint, names: workspace.nameTable))"
        }
    }
}
