import Inspector
import Naming

/// Prints a document as Swift source for Draftsman 3.2.5 (reference draftsman-3.2.5.md):
/// a `@LayoutPlan` (style `.plan`) or an imperative `draftContent { }.apply()` (style `.drf`),
/// with every constraint either created by a compacted Draftsman relation, written as plain
/// UIKit anchor code (``AnchorExpression``), or accounted for in a comment.
///
/// Direction: a constraint is written the way its author wrote it, on its first item's chain
/// (`tagView.left == header.left + 13` is `tagView.drf.left.equal(to: header).offset(by: 13)`),
/// unless turning it round puts a view first instead of a layout guide or an ancestor
/// (`view.bottom == button.bottom + 8` is `button.drf.bottom.equal(with: .parent).offset(by: 8)`);
/// a constraint Draftsman can only say turned round (its first item has no chain, such as
/// the view a plan is applied to) is turned round. UIKit code for the rest keeps a view
/// first the same way (``AnchorExpression/viewFirst(_:)``).
public struct DraftsmanPrinter: Sendable {
    public enum Style: String, Sendable, CaseIterable {
        /// The body of `@LayoutPlan var viewPlan: ViewPlan { … }`.
        case plan
        /// The imperative form: `root.draftContent { … }.apply()`.
        case drf
    }

    public struct Options: Sendable {
        public var style: Style
        /// Names chosen by the user, by item id.
        public var tags: [ItemID: String]
        /// Give every view an accessibilityIdentifier (its printed name) and every printed
        /// constraint without an identifier a unique one.
        public var autoIdentifier: Bool
        /// Also declare every view, so the output is a complete Swift file.
        public var declarations: Bool
        /// Print only this view's subtree; the document's root when `nil`.
        public var root: ItemID?
        /// What the header calls the input (a file name).
        public var sourceName: String?
        /// The names to print with, when the caller keeps them (a REPL prints many times);
        /// they must be ``NameTable/init(document:tags:reserved:)`` of the printed document
        /// with these `tags`. Built when `nil`.
        public var names: NameTable?
        /// Whether the file opens with the header comment that accounts for every constraint
        /// (`--no-header` leaves it out).
        public var header: Bool = true
        /// How many constraints to IB's old top and bottom layout guides the printer writes
        /// against the safe area or the view (``LegacyLayoutGuides``), for the header's note.
        var legacyGuideConstraints = 0

        public init(
            style: Style = .plan, tags: [ItemID: String] = [:], autoIdentifier: Bool = false,
            declarations: Bool = false, root: ItemID? = nil, sourceName: String? = nil, names: NameTable? = nil
        ) {
            self.style = style
            self.tags = tags
            self.autoIdentifier = autoIdentifier
            self.declarations = declarations
            self.root = root
            self.sourceName = sourceName
            self.names = names
        }
    }

    /// The printed source and what happened to each constraint.
    public struct Output: Sendable {
        public var text: String
        /// One per constraint of the document, in input order.
        public var dispositions: [ConstraintDisposition]
        public var names: NameTable
    }

    public enum PrintError: Error, Sendable, CustomStringConvertible {
        case unknownRoot(ItemID)

        public var description: String {
            switch self {
            case let .unknownRoot(id): "no view with id '\(id.rawValue)' in the document"
            }
        }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    public func print(_ recorded: LayoutDocument) throws(PrintError) -> Output {
        let root = options.root ?? recorded.rootID
        guard recorded.view(root) != nil else { throw .unknownRoot(root) }
        let legacy = LegacyLayoutGuides.rewritten(recorded)
        let (document, marginGuides) = MarginGuides.rewritten(legacy.document)
        var names = options.names ?? NameTable(document: recorded, tags: options.tags)
        names.name(addedGuides: legacy.added + marginGuides)
        let tree = PrintedTree(document: document, root: root)
        var options = options
        options.legacyGuideConstraints = legacy.rewrittenCount
        if !tree.order.contains(where: { document.superview(of: $0) == tree.container }) {
            // Nothing to insert (a leaf): a plan would be empty, so the view's own chain says it.
            options.style = .drf
        }
        if options.declarations {
            names = names.renaming(root, to: DeclarationShape(document: document, tree: tree, style: options.style).rootName)
        }
        let plan = ConstraintPlan(
            document: document, names: names, numbers: ItemNumbers(document: document), tree: tree,
            containerOwnsRelations: options.style == .drf, autoIdentifier: options.autoIdentifier)
        var context = PrintContext(document: document, options: options, names: names, plan: plan, tree: tree)
        return Output(text: context.source(), dispositions: plan.dispositions, names: names)
    }

    /// A view's subtree in depth-first pre-order, guarding against cycles.
    static func subtreeOrder(of root: ItemID, in document: LayoutDocument) -> [ItemID] {
        var result: [ItemID] = []
        var stack = [root]
        var seen: Set<ItemID> = []
        while let id = stack.popLast() {
            guard seen.insert(id).inserted, let view = document.view(id) else { continue }
            result.append(id)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }
}
