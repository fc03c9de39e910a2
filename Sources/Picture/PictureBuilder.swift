import Inspector
import Printer

/// Makes a ``LayoutPicture`` from what the document and the analysis know: the solved frames
/// when the input gave frames, a diagram of the items when it did not; the conflicts with
/// their members and the broken one; the ambiguous items; the misplaced frames.
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

    /// A solved layout (or, for a log, one message's constraints solved on their own) and the
    /// conflicts found in it.
    public struct Part {
        public var session: LayoutSession
        public var conflicts: [Conflict]
        /// How the report writes an equation: UIKit's form with the printed names.
        public var describe: (Int) -> String

        public init(session: LayoutSession, conflicts: [Conflict], describe: @escaping (Int) -> String) {
            self.session = session
            self.conflicts = conflicts
            self.describe = describe
        }
    }

    /// The picture. With `framesAreKnown`, the items are where the first part's solver put
    /// them; otherwise they are laid out as a diagram.
    public func picture(
        framesAreKnown: Bool, parts: [Part], ambiguities: [LayoutPicture.AmbiguityMark] = [],
        misplacements: [Misplacement] = []
    ) -> LayoutPicture {
        let session = framesAreKnown ? parts.first?.session : nil
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
        var conflicts: [LayoutPicture.ConflictMark] = []
        for part in parts {
            for conflict in part.conflicts {
                let members = conflict.equations.map { equation in
                    LayoutPicture.Member(
                        reference: part.session.reference(ofEquation: equation), text: part.describe(equation),
                        isBroken: equation == conflict.broken, anchors: anchors(of: equation, in: part.session))
                }
                // Numbered as the report numbers them, even when a subtree leaves one out.
                let number = conflicts.count + 1
                let shown = root == nil ? members : members.filter { $0.anchors.contains { drawn.contains($0.item) } }
                conflicts.append(LayoutPicture.ConflictMark(number: number, members: shown))
            }
        }
        conflicts.removeAll { $0.members.isEmpty }
        let ghosts: [LayoutPicture.Ghost] = misplacements.compactMap { misplaced in
            guard let session, drawn.contains(misplaced.item), let index = session.system.index(of: misplaced.item) else { return nil }
            // The recorded frame is in the superview's coordinates, as the solved one beside it.
            let solved = session.solvedFrame(ofItem: index)
            let recorded = misplaced.recorded
            return LayoutPicture.Ghost(item: misplaced.item, recorded: Rect(
                x: solved.x - misplaced.solved.x + recorded.x, y: solved.y - misplaced.solved.y + recorded.y,
                width: recorded.width, height: recorded.height))
        }
        return LayoutPicture(
            framesAreKnown: session != nil, title: title, items: items, conflicts: conflicts,
            ambiguities: ambiguities.filter { drawn.contains($0.item) }, misplacements: ghosts)
    }

    private func item(_ id: ItemID, depth: Int, rect: Rect) -> LayoutPicture.Item {
        let name = names.name(of: id) ?? id.rawValue
        if let guide = document.guide(id) {
            return LayoutPicture.Item(id: id, name: name, detail: "\(guide.kind.rawValue) guide", isGuide: true, rect: rect, depth: depth)
        }
        let view = document.view(id)
        return LayoutPicture.Item(
            id: id, name: name, detail: view?.className ?? "", isGuide: false, rect: rect, depth: depth,
            isHidden: view?.isHidden ?? false)
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
            pairs = Self.attributes(of: value.terms, in: session.system)
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
