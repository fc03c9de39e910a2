import Inspector
import LayoutModel
import Naming
import Readers

/// Writes the code that creates one constraint, for a report: the CLI passes the Draftsman
/// printer's (`DraftsmanPrinter.code(for:in:names:)`), so reports need no printer.
public typealias ConstraintCodeWriter = @Sendable (_ constraint: Constraint, _ document: LayoutDocument, _ names: NameTable) -> String

/// The words a report uses for what a session solved: constraints in UIKit's debug form and
/// as Draftsman code, with the report's names, and each finding made from them. `check` and
/// the REPL word their findings through it, so they say the same thing.
public struct SessionWording {
    public let session: LayoutSession
    public let names: NameTable
    /// The session's document and system as the wording was made: read from the session at
    /// each use, they were copied (every table retained) once per mention.
    private let document: LayoutDocument
    private let system: LayoutSystem
    /// Where the input states its views and constraints.
    public var positions: SourcePositions
    /// What a mention says besides its reference: what the findings' format shows, which
    /// saves spelling every member of a long conflict for a format that shows none.
    private let detail: MentionDetail

    /// `names` defaults to the printer's names without tags (the REPL passes its tagged ones).
    /// A report that mentions no item needs no names, and naming every view of a large
    /// document is not free: `mentionsItems: false` skips it.
    public init(
        session: LayoutSession, names: NameTable? = nil, mentionsItems: Bool = true, positions: SourcePositions = .none,
        detail: MentionDetail
    ) {
        self.session = session
        self.detail = detail
        let document = session.document
        self.document = document
        system = session.system
        self.names = names
            ?? NameTable(document: mentionsItems ? document : LayoutDocument(rootID: document.rootID, views: []))
        self.positions = positions
    }

    // MARK: - Constraints

    /// The constraint an equation comes from, when one `NSLayoutConstraint` says it.
    private func constraint(ofEquation index: Int) -> Constraint? {
        switch system.equations[index].origin {
        case let .document(constraint): document.constraints[constraint]
        case let .generated(generated): generated.constraint
        }
    }

    /// UIKit's debug form with the report's names: `doneButton.height == 44`.
    public func uikitForm(ofEquation index: Int) -> String {
        if let constraint = constraint(ofEquation: index) {
            return UIKitDebugForm.text(of: constraint, names: names)
        }
        return equationText(system.equations[index])
    }

    /// UIKit's debug form of a document constraint, whether or not the session solves it (a
    /// log's broken constraint need not be among those its message lists).
    public func uikitForm(ofConstraintAt index: Int) -> String {
        guard let equation = session.equation(forConstraintAt: index) else {
            return UIKitDebugForm.text(of: document.constraints[index], names: names)
        }
        return uikitForm(ofEquation: equation)
    }

    /// `box.minX - view.minX - 0.5 * view.width == 3`, for generated constraints no single
    /// `NSLayoutConstraint` expresses.
    private func equationText(_ equation: LayoutEquation) -> String {
        var text = ""
        for (position, term) in equation.terms.enumerated() {
            let item = system.items[LayoutSystem.item(ofVariable: term.variable)].id
            let name = "\(names.name(of: item) ?? item.rawValue).\(LayoutSystem.component(ofVariable: term.variable).name)"
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? name : "\(formatNumber(magnitude)) * \(name)"
            if position == 0 {
                text += term.coefficient < 0 ? "-\(factor)" : factor
            } else {
                text += term.coefficient < 0 ? " - \(factor)" : " + \(factor)"
            }
        }
        text += " \(equation.relation.symbol) \(formatNumber(-equation.constant))"
        if !equation.priority.isRequired { text += " @\(formatNumber(equation.priority.rawValue))" }
        return text
    }

    /// The Draftsman code that creates an equation's constraint, or what made it when UIKit
    /// (or the tool, standing in for UIKit) did; `nil` for a wording made without code.
    public func code(ofEquation index: Int) -> String? {
        guard let codeWriter = detail.code else { return nil }
        switch system.equations[index].origin {
        case let .document(position):
            let constraint = document.constraints[position]
            if let kind = constraint.systemKind { return "made by UIKit: \(kind.summary)" }
            if let view = document.privateView(inConstraintAt: position), let className = document.view(view)?.className {
                return "made by UIKit: it ties \(UIKitClasses.privateViewDescription(ofClass: className) ?? "a private UIKit view") (\(UIKitClasses.typeName(className)))"
            }
            return codeWriter(constraint, document, names)
        case let .generated(generated):
            var source = generated.source.summary
            if generated.source == .autoresizingMask, let mask = document.view(generated.item)?.autoresizingMask {
                source += " \(mask.notation)"
            }
            return "made by UIKit: \(source) (derived by draft-inspect)"
        }
    }

    public func reference(ofEquation index: Int) -> String { session.reference(ofEquation: index) }

    /// Where the input states an equation's constraint, or the item a generated one is about.
    private func position(ofEquation index: Int) -> SourcePosition? {
        switch system.equations[index].origin {
        case let .document(constraint): positions.constraints[constraint]
        case let .generated(generated): positions.items[generated.item]
        }
    }

    public func mention(ofEquation index: Int) -> ConstraintMention {
        var isDerived = false
        if case .generated = system.equations[index].origin { isDerived = true }
        return ConstraintMention(
            form: detail.forms ? uikitForm(ofEquation: index) : nil, reference: reference(ofEquation: index),
            code: code(ofEquation: index), position: position(ofEquation: index), isDerived: isDerived)
    }

    public func name(_ id: ItemID) -> String { names.name(of: id) ?? id.rawValue }

    // MARK: - Findings

    public func conflict(_ conflict: Conflict) -> ConflictFinding {
        let members = conflict.equations.map(mention(ofEquation:))
        let brokenMember = conflict.equations.firstIndex(of: conflict.broken)
        let reason = breakingReason(conflict)
        // The message reuses the members' forms where they have them: spelling each again
        // cost as much as the mentions.
        func form(_ position: Int) -> String { members[position].form ?? uikitForm(ofEquation: conflict.equations[position]) }
        let brokenForm = brokenMember.map(form) ?? uikitForm(ofEquation: conflict.broken)
        // One sentence: a conflict of thousands names the first few, as its members list all.
        let list = listedInWords(members.indices, limit: 10, name: form)
        let verb = members.count == 1 ? "cannot hold" : "cannot all hold"
        return ConflictFinding(
            members: members, brokenMember: brokenMember ?? 0, breakingReason: reason,
            message: "\(list) \(verb); breaking \(brokenForm) (\(reason))", diagnoses: diagnoses(conflict),
            isMinimal: conflict.isMinimal)
    }

    /// Why the rule picked the broken member, in a few words.
    private func breakingReason(_ conflict: Conflict) -> String {
        if Conflict.isRestatedLater(conflict.broken, among: conflict.equations, in: system, document: document) {
            return "a later constraint restates it on the same anchors; which of the two UIKit keeps depends on the order it added them"
        }
        if let size = Conflict.sizeGiven(byMember: conflict.broken, of: conflict.equations, in: system, document: document) {
            let dimension = size.axis == .horizontal ? "width" : "height"
            return "it gives \(name(size.item)) its \(dimension), which cannot go below 0, and UIKit breaks what gives the size"
        }
        guard case let .document(position) = system.equations[conflict.broken].origin,
            let view = Conflict.installingView(of: document.constraints[position], in: document)
        else {
            return "the one UIKit's engine adds last"
        }
        return "installed deepest, on \(name(view)), so UIKit's engine adds it last"
    }

    /// The classic causes of a conflict with their fixes, in the report's names.
    private func diagnoses(_ conflict: Conflict) -> [DiagnosisFinding] {
        session.diagnoses(of: conflict).map { diagnosis in
            let message = diagnosis.message(name: name, describe: uikitForm(ofEquation:)) { document.view($0)?.className }
            return DiagnosisFinding(cause: diagnosis.cause.rawValue, message: message)
        }
    }

    public func ambiguity(_ ambiguity: Ambiguity) -> AmbiguityFinding {
        let index = system.index(of: ambiguity.item)
        // Looked up once: a report of thousands of free views, each name a lookup by id.
        let itemName = name(ambiguity.item)
        let message = ambiguity.message(name: ambiguity.scrollView.map(name) ?? itemName, tiedNames: ambiguity.tied.map(name)) { component in
            index.map { session.isConstrained(itemAt: $0, component) } ?? false
        }
        return AmbiguityFinding(
            item: ambiguity.item, name: itemName, attributes: ambiguity.components.map(\.name),
            message: message + inactiveNote(ambiguity, name: itemName),
            followers: ambiguity.followers, tied: ambiguity.tied, position: positions.items[ambiguity.item])
    }

    /// The input's inactive constraints on the item along a free axis, when it has some: a
    /// placeholder, or one the app's code turns on, may be what pins it at run time.
    private func inactiveNote(_ ambiguity: Ambiguity, name: String) -> String {
        guard session.heldInactiveAtStart else { return "" }
        let freeAxes = Set(ambiguity.components.map { $0 == .minX || $0 == .width ? Axis.horizontal : .vertical })
        let inactive = document.constraintIndexes(involving: ambiguity.item).sorted().filter { index in
            let constraint = document.constraints[index]
            guard !constraint.isActive, session.wasInactiveAtStart(constraintAt: index) else { return false }
            let attribute = constraint.first == ambiguity.item ? constraint.firstAttribute : constraint.secondAttribute
            return attribute.axis.map(freeAxes.contains) ?? false
        }
        guard !inactive.isEmpty else { return "" }
        let references = listedInWords(inactive.map(document.reference(ofConstraintAt:)), limit: 4)
        let axis = freeAxes.count == 2 ? "" : freeAxes.contains(.horizontal) ? "horizontal " : "vertical "
        let one = inactive.count == 1
        return "; its \(axis)\(one ? "constraint" : "constraints") \(references) \(one ? "is" : "are") inactive in the input "
            + "(a placeholder, one for other size classes, or one the code turns on): if the app activates "
            + "\(one ? "it" : "them") or adds its own at run time, \(name) is pinned then"
    }

    public func misplacement(_ misplaced: Misplacement) -> MisplacementFinding {
        MisplacementFinding(
            item: misplaced.item, name: name(misplaced.item), recorded: misplaced.recorded, solved: misplaced.solved,
            position: positions.items[misplaced.item])
    }
}
