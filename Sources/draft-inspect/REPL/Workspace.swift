import Foundation
import Inspector
import LayoutModel
import Naming
import Printer
import Readers

/// What a REPL session works on: the loaded document with the user's edits, the live
/// ``LayoutSession`` those edits go to incrementally, the tags and settings, the undo
/// history, and the indexes that turn what the user types into items.
struct Workspace {
    /// The path the document was loaded from, as given.
    private(set) var file: String?
    private(set) var document: LayoutDocument?
    /// What the document was read from (a dump, a UIKit log, …).
    private(set) var format = InputFormat.dump
    /// Names the user gave items with `tag`; they win over every other name.
    private(set) var tags: [ItemID: String] = [:]
    var settings = Settings()
    /// Set by `quit`; the loop stops after the command.
    var wantsToQuit = false
    /// The command that was refused once because it would drop unsaved edits (`quit`,
    /// `load FILE`); the same command again goes ahead. Any other command forgets it.
    var warnedAbout: String?

    /// The edits, each with a serial number, so that the saved state is known by the last
    /// edit it had: undoing back to it leaves nothing unsaved.
    private(set) var undoStack: [(edit: Edit, serial: Int)] = []
    private(set) var redoStack: [(edit: Edit, serial: Int)] = []
    private var nextSerial = 1
    /// The serial of the last edit the saved (or loaded) document had; 0 for none.
    private var savedSerial = 0
    /// The printer's names, with the tags.
    private(set) var nameTable = NameTable(document: LayoutDocument(rootID: "", views: []))
    /// What the edited document offers as names, kept so that `tag` and `untag` only hand
    /// the names out again.
    private var nameCandidates: NameTable.Candidates?
    private(set) var references = ReferenceIndex()

    /// The solver on the edited document. The session's document keeps every constraint
    /// ever added (an undone `add` is only deactivated there), so the constraints `add`
    /// appended are mapped to their index in the session.
    private(set) var session: LayoutSession?
    /// The number of constraints the document had when loaded.
    private var loadedConstraintCount = 0
    /// For each constraint `add` appended, in order: its index in the session.
    private var addedInSession: [Int] = []
    /// Constraints whose `add` was undone, by session index, for `redo` to switch back on.
    private var undoneAdditions: [(constraint: Constraint, sessionIndex: Int)] = []

    /// The options `print` uses unless a command gives its own.
    struct Settings: Sendable, Equatable {
        var style = DraftsmanStyle.plan
        var target = PrintTarget.draftsman
        var autoIdentifier = false
    }

    /// A change to the document that `undo` can take back.
    enum Edit: Sendable, Equatable {
        /// The constraint at the index became active or inactive.
        case activation(index: Int, isActive: Bool)
        /// The constraints were appended (one `add` of a visual format makes several).
        case addition([Constraint])
    }

    init() {}

    /// Every layout of the loaded file (a storyboard's scenes and cells); one for most inputs.
    private(set) var layouts: [LoadedLayout] = []
    /// The index in ``layouts`` of the one being worked on.
    private(set) var currentLayout = 0

    /// Starts over on a newly loaded file, on its first layout.
    mutating func open(_ input: LoadedInput, file: String) {
        layouts = input.layouts
        currentLayout = 0
        if let first = input.layouts.first { open(first.loaded, file: file) }
    }

    /// Switches to another layout of the file; tags, edits and history of the current one go.
    mutating func switchLayout(to index: Int) {
        guard layouts.indices.contains(index), let file else { return }
        currentLayout = index
        open(layouts[index].loaded, file: file)
    }

    /// Starts over on a newly loaded document; tags and history of the old one go.
    mutating func open(_ loaded: LoadedDocument, file: String) {
        var document = loaded.document
        document.reserveForEdits(Self.editsReserved)
        self.document = document
        self.file = file
        format = loaded.format
        tags = [:]
        undoStack = []
        redoStack = []
        savedSerial = 0
        warnedAbout = nil
        let session = LayoutSession(document: document, propagatesFixedValues: false)
        // Analysed while loading, so that `ambiguous` answers at once; after an edit the
        // session analyses again only the components the edit touched.
        _ = session.analyze()
        session.reserveForEdits(Self.editsReserved)
        self.session = session
        loadedConstraintCount = document.constraints.count
        addedInSession = []
        undoneAdditions = []
        nameCandidates = NameTable.Candidates(document: document)
        reindex()
    }

    /// Constraints `add` may append before an array grows: room made while loading, so that
    /// an edit costs the change, not a copy of the document's arrays (issue 18: one frame).
    private static let editsReserved = 64

    /// Whether the document has edits that `save` has not written: the last edit is not the
    /// one the saved document had.
    var isModified: Bool { (undoStack.last?.serial ?? 0) != savedSerial }

    /// Whether an action that would drop the unsaved edits may go ahead: when there are
    /// none, when it was forced (`quit!`), or when the same action was refused just before.
    /// Otherwise it is remembered, so that asking again goes ahead, and the answer is no.
    mutating func mayDropEdits(_ action: String, forced: Bool) -> Bool {
        if !isModified || forced || warnedAbout == action {
            warnedAbout = nil
            return true
        }
        warnedAbout = action
        return false
    }

    /// What to say when ``mayDropEdits(_:forced:)`` said no.
    func unsavedEditsWarning(_ instead: String) -> String {
        "The edits to \(file.map { ($0 as NSString).lastPathComponent } ?? "the document") are not saved: "
            + "save FILE keeps them; \(instead) drops them."
    }

    /// Builds the live session again from the edited document, for when the old one cannot
    /// be trusted (an interrupted command was still working on it). Undo and redo go on as
    /// before: the new session has the document's constraints at the document's indexes.
    mutating func rebuildSession() {
        guard let document else { return }
        let session = LayoutSession(document: document, propagatesFixedValues: false)
        session.reserveForEdits(Self.editsReserved)
        self.session = session
        addedInSession = Array(loadedConstraintCount..<document.constraints.count)
        undoneAdditions = []
    }

    /// The live session, or an error saying to load a document.
    func requireSession() throws(CommandError) -> LayoutSession {
        guard let session else { throw CommandError.noDocument }
        return session
    }

    /// The document, or an error saying to load one.
    func requireDocument() throws(CommandError) -> LayoutDocument {
        guard let document else { throw CommandError.noDocument }
        return document
    }

    /// ``nameTable`` for the printer: the same names everywhere (``NameTable`` keeps the
    /// names printed code uses itself from every item).
    var printerNames: NameTable? { nameTable }

    /// The printed name of an item, its id for one the document does not have.
    func name(of id: ItemID) -> String { nameTable.name(of: id) ?? id.rawValue }

    // MARK: References

    /// The view or guide a reference means. UIKit's `UILabel:0x7f…'Sign in'`, pasted from
    /// a log, means the item with that address.
    func resolveItem(_ reference: String) throws(CommandError) -> ItemID {
        _ = try requireDocument()
        var resolution = references.resolve(reference)
        if resolution == .none, let address = Self.address(inUIKitReference: reference) {
            resolution = references.resolve(address)
        }
        switch resolution {
        case let .item(id):
            return id
        case let .ambiguous(items):
            let shown = items.prefix(12).map { "  \(name(of: $0)) (\($0))" }
            let more = items.count > 12 ? ["  … and \(items.count - 12) more"] : []
            throw CommandError((["\"\(reference)\" is ambiguous; it could be:"] + shown + more).joined(separator: "\n"))
        case .none:
            let nearest = CommandTable.nearest(to: reference, among: references.references(withPrefix: ""))
            throw CommandError("no view or layout guide is called \"\(reference)\"; "
                + (nearest.map { "did you mean \($0)? " } ?? "") + "tree lists the views")
        }
    }

    /// `0x7f…` of `UILabel:0x7f…` or `UILabel:0x7f…'text'`.
    private static func address(inUIKitReference reference: String) -> String? {
        guard let colon = reference.firstIndex(of: ":") else { return nil }
        let rest = reference[reference.index(after: colon)...]
        guard rest.hasPrefix("0x") else { return nil }
        let address = rest.prefix { $0 == "x" || $0.isHexDigit }
        let after = rest.dropFirst(address.count)
        guard address.count > 2, after.isEmpty || after.hasPrefix("'") else { return nil }
        return String(address)
    }

    /// The index of the constraint a reference means: its id, `#N`, `#C.M` (member M of
    /// conflict C as `conflicts` numbers them now), its identifier when only one constraint
    /// has it, or a prefix of one id or identifier that only one constraint has. A reference
    /// `check` prints for a constraint UIKit makes (`0x….UISV-spacing.3`) is not in the
    /// document, and the error says so.
    func resolveConstraint(_ reference: String) throws(CommandError) -> Int {
        let document = try requireDocument()
        if let index = document.indexOfConstraint(reference: reference) { return index }
        if let (conflict, member) = Self.conflictMember(reference) {
            return try resolveConstraint(try equationReference(conflict: conflict, member: member))
        }
        let byIdentifier = document.constraints.indices.filter { document.constraints[$0].identifier == reference }
        if byIdentifier.count == 1 { return byIdentifier[0] }
        var candidates = byIdentifier
        if candidates.isEmpty {
            candidates = document.constraints.indices.filter { index in
                let constraint = document.constraints[index]
                return constraint.id?.hasPrefix(reference) == true || constraint.identifier?.hasPrefix(reference) == true
            }
        }
        switch candidates.count {
        case 1:
            return candidates[0]
        case 0:
            if let session, (0..<session.system.equations.count).contains(where: { session.reference(ofEquation: $0) == reference }) {
                throw CommandError("\(reference) is a constraint UIKit makes, not one of the document's; change the constraints or views it comes from (why VIEW ATTRIBUTE shows them)")
            }
            if reference.hasPrefix("#"), Int(reference.dropFirst()) != nil {
                throw CommandError("no constraint is \(reference); a member of a conflict is #CONFLICT.MEMBER, as conflicts numbers them (#1.2: conflict 1, member 2)")
            }
            throw CommandError("no constraint is called \"\(reference)\"; constraints [VIEW] lists them with their references")
        default:
            let shown = candidates.prefix(12).map { "  " + ConstraintText.line(ofConstraintAt: $0, in: document, names: nameTable) }
            let more = candidates.count > 12 ? ["  … and \(candidates.count - 12) more"] : []
            throw CommandError((["\"\(reference)\" is ambiguous; it could be:"] + shown + more).joined(separator: "\n"))
        }
    }

    /// `#4.2`: conflict 4, member 2, both counted from 1.
    private static func conflictMember(_ reference: String) -> (conflict: Int, member: Int)? {
        guard reference.hasPrefix("#") else { return nil }
        let parts = reference.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let conflict = Int(parts[0]), let member = Int(parts[1]) else { return nil }
        return (conflict, member)
    }

    /// The reference of member `member` of conflict `conflict`, as `conflicts` lists them.
    private func equationReference(conflict: Int, member: Int) throws(CommandError) -> String {
        let session = try requireSession()
        let conflicts = session.conflicts
        guard conflicts.indices.contains(conflict - 1) else {
            throw CommandError(conflicts.isEmpty
                ? "there are no conflicts, so no #\(conflict).\(member)"
                : "there is no conflict \(conflict); conflicts lists \(counted(conflicts.count, "conflict"))")
        }
        let equations = conflicts[conflict - 1].equations
        guard equations.indices.contains(member - 1) else {
            throw CommandError("conflict \(conflict) has \(counted(equations.count, "member")), so no #\(conflict).\(member)")
        }
        return session.reference(ofEquation: equations[member - 1])
    }

    // MARK: Tags

    mutating func tag(_ id: ItemID, as name: String) {
        let before = tags
        tags[id] = name
        rename(taggedBefore: before)
    }

    mutating func untag(_ id: ItemID) {
        let before = tags
        tags[id] = nil
        rename(taggedBefore: before)
    }

    /// Names the items again after the tags changed; only the references of the items whose
    /// name or tag changed are indexed again.
    private mutating func rename(taggedBefore before: [ItemID: String]) {
        guard let document, let nameCandidates else { return }
        nameTable = NameTable(candidates: nameCandidates, tags: tags)
        references.update(document: document, names: nameTable, tags: before, to: tags)
    }

    private mutating func reindex() {
        guard let document, let nameCandidates else { return }
        nameTable = NameTable(candidates: nameCandidates, tags: tags)
        references = ReferenceIndex(document: document, names: nameTable, tags: tags)
    }

    // MARK: Edits

    /// Makes an edit and records it for `undo`; a new edit forgets what `redo` could redo.
    mutating func perform(_ edit: Edit) throws(CommandError) {
        try apply(change(doing: edit))
        undoStack.append((edit, nextSerial))
        nextSerial += 1
        redoStack = []
        undoneAdditions = []
    }

    /// Takes back the last edit, and returns it.
    mutating func undo() throws(CommandError) -> Edit {
        guard let last = undoStack.popLast() else {
            throw CommandError("nothing to undo; the edits undo takes back are deactivate, activate and add")
        }
        try apply(change(undoing: last.edit))
        redoStack.append(last)
        return last.edit
    }

    /// Makes the last undone edit again, and returns it.
    mutating func redo() throws(CommandError) -> Edit {
        guard let last = redoStack.popLast() else { throw CommandError("nothing to redo; undo first") }
        try apply(change(doing: last.edit))
        undoStack.append(last)
        return last.edit
    }

    /// Marks the document as written.
    mutating func markSaved(as file: String) {
        self.file = file
        savedSerial = undoStack.last?.serial ?? 0
    }

    /// What an edit, or taking it back, does to the document.
    private enum Change {
        case setActive(Bool, index: Int)
        case append(Constraint)
        case removeLast
    }

    private func change(doing edit: Edit) -> [Change] {
        switch edit {
        case let .activation(index, isActive): [.setActive(isActive, index: index)]
        case let .addition(constraints): constraints.map { .append($0) }
        }
    }

    private func change(undoing edit: Edit) -> [Change] {
        switch edit {
        case let .activation(index, isActive): [.setActive(!isActive, index: index)]
        case let .addition(constraints): Array(repeating: .removeLast, count: constraints.count)
        }
    }

    private mutating func apply(_ changes: [Change]) throws(CommandError) {
        for change in changes { try apply(change) }
    }

    /// Changes the document in place, so an edit costs no copy of its arrays.
    private mutating func apply(_ change: Change) throws(CommandError) {
        guard let count = document?.constraints.count else {
            throw CommandError.noDocument
        }
        switch change {
        case let .setActive(isActive, index):
            guard index < count else { throw CommandError("constraint #\(index) no longer exists") }
            document?.setActive(isActive, constraintAt: index)
            let sessionIndex = index < loadedConstraintCount ? index : addedInSession[index - loadedConstraintCount]
            if isActive { session?.activate(constraintAt: sessionIndex) } else { session?.deactivate(constraintAt: sessionIndex) }
        case let .append(constraint):
            document?.appendConstraint(constraint)
            refreshNameCandidates(constraint)
            if let undone = undoneAdditions.last, undone.constraint == constraint {
                undoneAdditions.removeLast()
                session?.activate(constraintAt: undone.sessionIndex)
                addedInSession.append(undone.sessionIndex)
            } else if let session {
                addedInSession.append(session.add(constraint).index)
            }
        case .removeLast:
            guard count > loadedConstraintCount, let sessionIndex = addedInSession.popLast(),
                let constraint = document?.constraints.last
            else { throw CommandError("there is no added constraint to remove") }
            document?.removeConstraint(at: count - 1)
            refreshNameCandidates(constraint)
            session?.deactivate(constraintAt: sessionIndex)
            undoneAdditions.append((constraint, sessionIndex))
        }
    }

    /// A plain view's name reads its constraints: the next `tag` names it from the edited document.
    private mutating func refreshNameCandidates(_ changed: Constraint) {
        guard let document else { return }
        nameCandidates?.refresh(changed.items, in: document)
    }
}
