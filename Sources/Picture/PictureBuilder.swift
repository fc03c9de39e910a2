import Inspector
import LayoutModel
import Naming
import Readers
import Report

/// Makes a ``LayoutPicture`` of what `check` reports, from what the document knows: the
/// solved frames when the layout was solved whole, a diagram of the items when only lists of
/// constraints or UIKit's record were (a log, a trace); the conflicts with their members and
/// the broken one; the ambiguous items; the misplaced frames. The words are the report's;
/// the geometry comes from the sessions that solved it.
public struct PictureBuilder {
    public var document: LayoutDocument
    public var names: NameTable
    public var title: String
    /// Draws only this view's subtree, when set.
    public var root: ItemID?

    public init(document: LayoutDocument, names: NameTable, title: String, root: ItemID? = nil) {
        self.document = document
        self.names = names
        self.title = title
        self.root = root
    }

    /// The picture of `report`. `sessions` solved it: the whole layout's one session, or one
    /// per list of constraints (``CheckReport/lists``) in order; none for UIKit's record.
    public func picture(of report: CheckReport, sessions: [LayoutSession]) -> LayoutPicture {
        let session = report.scope == .solvedLayout ? sessions.first : nil
        let order = itemOrder(knownFramesOnly: session != nil)
        var items: [LayoutPicture.Item] = []
        if let session {
            for (id, depth) in order {
                guard let index = session.system.index(of: id) else { continue }
                items.append(item(id, depth: depth, rect: session.solvedFrame(ofItem: index)))
            }
        } else {
            items = DiagramLayout.place(order.map { item($0.id, depth: $0.depth, rect: .zero) })
        }
        let drawn = Set(items.map(\.id))
        var equationsByReference: [Int: [String: Int]] = [:]
        var conflicts: [LayoutPicture.ConflictMark] = []
        for (index, conflict) in report.conflicts.enumerated() {
            let part = report.scope == .solvedLayout ? 0 : conflict.reproduction?.list ?? 0
            let solved = sessions.indices.contains(part) ? sessions[part] : nil
            if let solved, equationsByReference[part] == nil {
                equationsByReference[part] = Dictionary(
                    solved.system.equations.indices.map { (solved.reference(ofEquation: $0), $0) }, uniquingKeysWith: { first, _ in first })
            }
            let members = conflict.members.enumerated().map { position, member in
                let equation = equationsByReference[part]?[member.reference]
                return LayoutPicture.Member(
                    reference: member.reference, text: member.text, isBroken: position == conflict.brokenMember,
                    anchors: solved.flatMap { solved in equation.map { anchors(of: $0, in: solved) } } ?? [])
            }
            // Numbered as the report numbers them, even when a subtree leaves one out.
            let shown = root == nil ? members : members.filter { $0.anchors.contains { drawn.contains($0.item) } }
            if !shown.isEmpty { conflicts.append(LayoutPicture.ConflictMark(number: index + 1, members: shown)) }
        }
        if session == nil {
            // Rows tall enough for the connectors that meet them, one per constraint.
            let marked = LayoutPicture.markedConstraints(of: conflicts)
            var attachments: [ItemID: Int] = [:]
            for constraint in marked {
                for item in Set(constraint.member.anchors.map(\.item)) { attachments[item, default: 0] += 1 }
            }
            items = DiagramLayout.place(items, attachments: attachments)
        }
        let ambiguities = report.ambiguities.filter { drawn.contains($0.item) }.map { ambiguity in
            LayoutPicture.AmbiguityMark(
                item: ambiguity.item,
                components: ambiguity.attributes.compactMap { name in FrameComponent.allCases.first { $0.name == name } },
                message: ambiguity.message, movers: (ambiguity.followers + ambiguity.tied).filter(drawn.contains))
        }
        let ghosts: [LayoutPicture.Ghost] = report.misplacements.compactMap { misplaced in
            guard let session, drawn.contains(misplaced.item), let index = session.system.index(of: misplaced.item) else { return nil }
            // The recorded frame is in the superview's coordinates, as the solved one beside it.
            let solved = session.solvedFrame(ofItem: index)
            let recorded = misplaced.recorded
            return LayoutPicture.Ghost(item: misplaced.item, recorded: Rect(
                x: solved.x - misplaced.solved.x + recorded.x, y: solved.y - misplaced.solved.y + recorded.y,
                width: recorded.width, height: recorded.height))
        }
        let unreproduced = report.lists.compactMap { list -> String? in
            guard let line = list.recordedLine, let reason = list.unreproducedReason else { return nil }
            return "UIKit's message at line \(line): not reproduced: \(reason)"
        }
        return LayoutPicture(
            framesAreKnown: session != nil, title: title, items: items, conflicts: conflicts,
            ambiguities: ambiguities, misplacements: ghosts, unreproduced: unreproduced)
    }

    private func item(_ id: ItemID, depth: Int, rect: Rect) -> LayoutPicture.Item {
        let name = names.name(of: id) ?? id.rawValue
        if let guide = document.guide(id) {
            return LayoutPicture.Item(id: id, name: name, detail: "\(guide.kind.rawValue) guide", isGuide: true, rect: rect, depth: depth)
        }
        let view = document.view(id)
        var detail = view?.className ?? ""
        if document.rootIsSynthetic, id == document.rootID { detail += " (\(LayoutDocument.syntheticRootNote))" }
        return LayoutPicture.Item(
            id: id, name: name, detail: detail, isGuide: false, rect: rect, depth: depth,
            isHidden: view?.isHidden ?? false, unmeasured: view?.unmeasuredContentSize ?? [])
    }

    /// The items to draw with their depth: each view before its subviews, its guides right
    /// after it. With frames known, the root's subtree; otherwise every view, hierarchy or
    /// not (a log names views whose superviews it never shows).
    private func itemOrder(knownFramesOnly: Bool) -> [(id: ItemID, depth: Int)] {
        var tops: [ItemID]
        if let root {
            tops = [root]
        } else if knownFramesOnly {
            tops = [document.rootID]
        } else {
            tops = document.views.map(\.id).filter { document.superview(of: $0) == nil }
        }
        var result: [(id: ItemID, depth: Int)] = []
        var seen: Set<ItemID> = []
        func visit(_ id: ItemID, _ depth: Int) {
            guard seen.insert(id).inserted, let view = document.view(id) else { return }
            result.append((id, depth))
            for guide in document.guides(ownedBy: id) where seen.insert(guide.id).inserted {
                result.append((guide.id, depth + 1))
            }
            for subview in view.subviews { visit(subview, depth + 1) }
        }
        for top in tops { visit(top, 0) }
        return result
    }

    /// The anchors a conflict member ties: the constraint's two attributes, or for an
    /// equation UIKit (or the tool) generated without one, the items and components it
    /// mentions.
    private func anchors(of equation: Int, in session: LayoutSession) -> [LayoutPicture.Anchor] {
        let value = session.system.equations[equation]
        let constraint: Constraint? = switch value.origin {
        case let .document(index): session.document.constraints[index]
        case let .generated(generated): generated.constraint
        }
        var pairs: [(ItemID, Attribute)] = []
        if let constraint {
            pairs.append((constraint.first, constraint.firstAttribute))
            if let second = constraint.second, constraint.secondAttribute != .notAnAttribute {
                pairs.append((second, constraint.secondAttribute))
            }
        } else {
            pairs = Self.attributes(of: Array(value.terms), in: session.system)
        }
        let values = session.values
        return pairs.compactMap { id, attribute in
            guard let index = session.system.index(of: id) else { return nil }
            let form = session.system.expression(attribute, of: index)
            let solved = form.terms.reduce(form.constant) { $0 + $1.coefficient * values[$1.variable] }
            return LayoutPicture.Anchor(item: id, attribute: attribute, value: solved)
        }
    }

    /// Reads attributes back from an equation's terms: `minY + height` is a bottom,
    /// `minX + 0.5·width` a centerX, a lone `width` a width.
    static func attributes(of terms: [LinearTerm], in system: LayoutSystem) -> [(ItemID, Attribute)] {
        var order: [Int] = []
        var coefficients: [Int: [FrameComponent: Double]] = [:]
        for term in terms {
            let item = LayoutSystem.item(ofVariable: term.variable)
            if coefficients[item] == nil { order.append(item) }
            coefficients[item, default: [:]][LayoutSystem.component(ofVariable: term.variable)] = term.coefficient
        }
        var result: [(ItemID, Attribute)] = []
        for item in order {
            let components = coefficients[item] ?? [:]
            for axis in Axis.allCases {
                let horizontal = axis == .horizontal
                let position = components[horizontal ? .minX : .minY]
                let size = components[horizontal ? .width : .height]
                let attribute: Attribute
                switch (position, size) {
                case let (position?, size?) where abs(size / position - 0.5) < 1e-9: attribute = horizontal ? .centerX : .centerY
                case let (position?, size?) where abs(size / position - 1) < 1e-9: attribute = horizontal ? .right : .bottom
                case (_?, _): attribute = horizontal ? .left : .top
                case (nil, _?): attribute = horizontal ? .width : .height
                case (nil, nil): continue
                }
                result.append((system.items[item].id, attribute))
            }
        }
        return result
    }
}

extension LayoutPicture {
    /// The picture of `report`, what `check` found in `loaded`: the layout is solved again as
    /// far as the document shows it (whole, or each list of constraints on its own), for the
    /// geometry the report does not keep.
    public init(_ loaded: LoadedDocument, report: CheckReport, root: ItemID? = nil) {
        let sessions: [LayoutSession] = switch loaded.extent {
        case .wholeLayout: [LayoutSession(document: loaded.document)]
        case .conflictLists: Reproduction.reproduce(loaded.document).map(\.session)
        case .recordedFindings: []
        }
        let builder = PictureBuilder(document: loaded.document, names: NameTable(document: loaded.document), title: report.input, root: root)
        self = builder.picture(of: report, sessions: sessions)
    }
}
