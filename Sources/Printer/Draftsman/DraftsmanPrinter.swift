import LayoutModel
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
public struct DraftsmanPrinter: TargetPrinter {
    /// ``NameTable`` keeps Draftsman's own names from every view.
    static let reservedNames: Set<String> = []
    /// The declared root's name depends on the class it goes in (``DeclarationShape``).
    static let declaredRootName: String? = nil
    /// ``PrintedTree`` walks the hierarchy, leaving UIKit's private views and cells out.
    static let walksOwnTree = true

    let prepared: PreparedDocument

    init(_ prepared: PreparedDocument) { self.prepared = prepared }

    /// Named as the document was recorded, before the old guides were rewritten.
    static func names(recorded: LayoutDocument, printed: LayoutDocument, tags: [ItemID: String], root: ItemID) -> NameTable {
        NameTable(document: recorded, tags: tags, printedRoot: root)
    }

    func print() -> PrintedCode {
        let (document, marginGuides) = MarginGuides.rewritten(prepared.document)
        var names = prepared.names
        names.name(addedGuides: marginGuides)
        let tree = PrintedTree(document: document, root: root)
        var options = options
        let arranged = Set(document.view(tree.container)?.stack?.arrangedSubviews ?? [])
        if !tree.order.contains(where: {
            document.superview(of: $0) == tree.container && !tree.cellParts.contains($0) && !arranged.contains($0)
        }) {
            // Nothing to insert (a leaf, a cell whose style makes its views, a stack that only
            // arranges its views): a plan would be empty, so the view's own chain says it.
            options.style = .drf
        }
        if options.declarations {
            let shape = DeclarationShape(document: document, tree: tree, style: options.style)
            var rootName = shape.rootName
            // The property that casts a controller's view is named as no other view is.
            if shape.addressesLoadedViewByType {
                let base = "root" + rootName.prefix(1).uppercased() + rootName.dropFirst()
                var number = 1
                while names.isTaken(rootName) {
                    rootName = number == 1 ? base : "\(base)\(number)"
                    number += 1
                }
            }
            names = names.renaming(root, to: rootName)
        }
        func makePlan(_ names: NameTable) -> ConstraintPlan {
            ConstraintPlan(
                document: document, names: names, owningViews: OwningViews(document: document), tree: tree,
                containerOwnsRelations: options.style == .drf, autoIdentifier: options.autoIdentifier)
        }
        var plan = makePlan(names)
        // The stacks the plan creates have no name: a stack numbered for sharing its name with
        // them takes the plain one when it is the only one left (`stackView`, not `stackView1`).
        let created = PrintContext.createdStacks(document: document, options: options, plan: plan, tree: tree)
        if !created.isEmpty {
            let kept = Set(tree.order).subtracting(created)
            let plain = names.plainNumbers(keeping: kept)
            if kept.contains(where: { plain.name(of: $0) != names.name(of: $0) }) {
                names = plain
                plan = makePlan(names)
            }
        }
        var context = PrintContext(
            document: document, options: options, legacyGuideConstraints: prepared.legacyGuideConstraints, names: names,
            plan: plan, tree: tree, createdStacks: created)
        return PrintedCode(
            utf8: context.source(), dispositions: plan.dispositions, names: names,
            declaredClasses: options.sharesItsFile ? context.declarations.declaredClasses : [])
    }
}
