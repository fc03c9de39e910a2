import Foundation
import LayoutModel
import Naming
import Printer
import Readers

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
        name: "add", parameters: [Parameter(kind: .equation, label: "CONSTRAINT")],
        summary: "Add constraints: an equation, UIKit's log form or visual format.",
        details: """
            Takes what you would paste:
              add titleLabel.top == header.bottom + 8 @750
              add image.width == 0.5*card.width
              add toolbar.height == 60  [0x600000c8a0f0]          (a line of check)
              add UILabel:0x7f8b2c50.leading == UIView:0x7f8b2c40.leading + 16
              add <NSLayoutConstraint:0x6000 UILabel:0x7f8b2c50.height == 44   (active)>
              add H:|-16-[titleLabel]-16-|                      (visual format: each gap and size)
              add V:[header]-pad-[body(>=44)] pad=12            (metrics after the format)
            Items are ids, tags, names, accessibility identifiers or UIKit's Class:0x… form; \
            the priority after @ is optional (1000). One undo takes back all a format added.
            """
    ) { workspace, arguments throws(CommandError) in
        // The count, not a copy of the document: a copy alive during the edit would make
        // the edit copy the document's constraints.
        let countBefore = try workspace.requireDocument().constraints.count
        var constraints = try constraints(parsing: arguments[0] ?? "", in: workspace)
        var taken = Set(try workspace.requireSession().document.constraints.lazy.compactMap(\.id).filter { $0.hasPrefix("added") })
        for index in constraints.indices {
            constraints[index].id = freeID(taken: taken)
            taken.insert(constraints[index].id!)
        }
        try workspace.perform(.addition(constraints))
        let edited = try workspace.requireDocument()
        return (countBefore..<edited.constraints.count)
            .map { "Added " + ConstraintText.line(ofConstraintAt: $0, in: edited, names: workspace.nameTable) }
            .joined(separator: "\n")
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

    /// What `add` reads (``PastedConstraint``), with the workspace's references as items.
    /// A visual format may be followed by its metrics, `pad=16 wide=120`; a line of `check`
    /// may keep its `[reference]` and `(broken)`.
    static func constraints(parsing text: String, in workspace: Workspace) throws(CommandError) -> [Constraint] {
        var text = text.trimmingCharacters(in: .whitespaces)
        // A line of UIKit's list, `"<NSLayoutConstraint:0x… …>",`, comes with its quotes.
        if text.hasPrefix("\"<"), let close = text.lastIndex(of: ">"), text[text.index(after: close)...].allSatisfy({ "\",".contains($0) }) {
            text = String(text[text.index(after: text.startIndex)...close])
        }
        var metrics: [String: Double] = [:]
        if VisualFormatNotation.startsVisualFormat(text) {
            let words = text.split(separator: " ", omittingEmptySubsequences: true)
            for word in words.dropFirst() {
                let parts = word.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, let value = Double(parts[1]) else {
                    throw CommandError("\"\(word)\" is not a metric; write metrics after the format as NAME=VALUE, such as pad=16")
                }
                metrics[String(parts[0])] = value
            }
            text = String(words.first ?? "")
        } else if !text.hasPrefix("<") {
            text = withoutCheckAnnotations(text)
        }
        let document = try workspace.requireDocument()
        do throws(EquationSyntaxError) {
            return try PastedConstraint.constraints(
                parsing: text, metrics: metrics,
                resolve: { reference throws(EquationSyntaxError) in
                    do throws(CommandError) {
                        return try workspace.resolveItem(reference)
                    } catch {
                        throw EquationSyntaxError(error.message)
                    }
                },
                superview: { document.superview(of: $0) ?? document.guide($0)?.owner })
        } catch {
            let column = error.column > 1 ? "column \(error.column): " : ""
            throw CommandError("\(column)\(error.message); help add shows the forms add reads")
        }
    }

    /// `toolbar.height == 60  [0x600000c8a0f0] (broken)` without what `check` adds after the
    /// equation.
    private static func withoutCheckAnnotations(_ text: String) -> String {
        var text = text
        if text.hasSuffix("(broken)") { text = String(text.dropLast("(broken)".count)).trimmingCharacters(in: .whitespaces) }
        if text.hasSuffix("]"), let open = text.range(of: " [", options: .backwards) {
            text = String(text[..<open.lowerBound]).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    /// `added1`, `added2`…: an id no constraint has had in this session, so reports, `save`
    /// and later commands name an added constraint the same way.
    private static func freeID(taken: Set<String>) -> String {
        var number = 1
        while taken.contains("added\(number)") { number += 1 }
        return "added\(number)"
    }

    private static func setActive(_ isActive: Bool, _ reference: String, in workspace: inout Workspace) throws(CommandError) -> String {
        let index = try workspace.resolveConstraint(reference)
        let document = try workspace.requireDocument()
        guard document.constraints[index].isActive != isActive else {
            let reference = document.reference(ofConstraintAt: index)
            throw CommandError("\(reference) is already \(isActive ? "active" : "inactive"); \(isActive ? "deactivate" : "activate") \(reference) turns it \(isActive ? "off" : "on")")
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
        case let .addition(constraints):
            return constraints.map { "add \(UIKitDebugForm.text(of: $0, names: workspace.nameTable))" }
                .joined(separator: "; ")
        }
    }
}
