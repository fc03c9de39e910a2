import Inspector
import LayoutModel
import Naming

/// Prints a document in SwiftLayout's DSL the way SwiftLayoutPrinter (removed in SwiftLayout
/// 4's successor, see reference swiftlayout-printer.md) printed it: the view tree with
/// `sublayout`, each view's constraints as `Anchors` lines grouped, ordered and spelled as that
/// printer did, constants as UIKit stores them (`Anchors.bottom.equalToSuper(constant: -10.0)`).
///
/// Deliberate differences from SwiftLayoutPrinter, where its output was wrong or lost something:
/// - a guide is named for what it is (`root.layoutMarginsGuide`, a custom guide by its name), not
///   always `.safeAreaLayoutGuide`;
/// - priorities are printed (`.priority(.defaultHigh)`); SwiftLayout 2.0 has no API for them, so
///   there they are UIKit code after the layout. No release before 5.0 can name a constraint
///   (`.identifier(_:)` first appears in 5.0.1), so a constraint with an identifier is UIKit
///   code after the layout in every version printed;
/// - a constraint whose first item is a layout guide, or that UIKit cannot create, is printed
///   as `NSLayoutConstraint` code with the reason instead of being dropped;
/// - `superview.bottom == child.bottom + 8` is printed under the child, turned round, when that
///   is exact; equal constraints are all created, not collapsed into one: SwiftLayout activates
///   a set of its constraints, so a constraint the input repeats is UIKit code after the layout;
/// - a width or height without a second item always says its constant:
///   `Anchors(.width, .height).equalTo(constant: 0.0)`, where 2.0 printed a bare
///   `Anchors(.width, .height)`, which means "equal to the superview's";
/// - two constraints with different second attributes are never merged into one line that
///   names only the first (SwiftLayout PR #180), and 2.0's mixed lines never join kinds that
///   would change a constraint;
/// - names are valid Swift identifiers (draft-inspect's naming) rather than `0x…:UILabel`;
///   the root is named by its tag or accessibilityIdentifier as SwiftLayoutPrinter named it,
///   except in `--declarations`, where it is `view`;
/// - stack views' arranged subviews are arranged after the layout is activated;
/// - UIKit's own constraints (UISV-*, margin guides, encapsulated sizes) are left out.
struct SwiftLayoutPrinter: FileTargetPrinter {
    static let reservedNames: Set<String> = ["PrintedLayout", "apply", "UIKit", "SwiftLayout", "Anchors", "layout", "activation"]

    /// What `--declarations` calls the layout builder property and its activation: `layout` and
    /// `activation`, unless the app's own outlets use those names (a segmented control called
    /// `layout`), which the printed views must keep.
    static func memberNames(for document: LayoutDocument) -> (layout: String, activation: String) {
        let outlets = Set(document.views.compactMap(\.outlet) + document.outletCollections.map(\.property)
            + document.outletAliases.map(\.property))
        return (outlets.contains("layout") ? "viewLayout" : "layout", outlets.contains("activation") ? "layoutActivation" : "activation")
    }

    static func names(recorded: LayoutDocument, printed: LayoutDocument, tags: [ItemID: String], root: ItemID) -> NameTable {
        let members = memberNames(for: printed)
        let reserved = reservedNames.subtracting(["layout", "activation"]).union([members.layout, members.activation])
        return NameTable(document: printed, tags: tags, reserved: reserved, printedRoot: root)
    }

    let prepared: PreparedDocument
    let order: [ItemID]
    let imports = ["UIKit", "SwiftLayout"]
    let creator = "SwiftLayout (Anchors)"
    var swiftLayout: SwiftLayoutOptions { options.swiftLayout }
    var library: String { "SwiftLayout \(swiftLayout.version == .v3 ? "3–4" : swiftLayout.version == .v2 ? "2.0–2.1" : "2.5–2.8")" }

    /// The constraints equal to an earlier one, as written or turned round, in all SwiftLayout
    /// hashes (items, attributes, relation, constant, multiplier, priority; not the
    /// identifier): every release from 2.0 to 4 activates a `Set` of its constraints, so of two
    /// created from the same side it would make only the first.
    let repeated: Set<Int>

    /// A cell root's number among the document's views when the declared cell's layout starts
    /// at its content view (``tree(_:_:)``): the cell's own constraints are not in that tree.
    let cellOutsideTree: Int?

    init(_ prepared: PreparedDocument) {
        self.prepared = prepared
        order = Self.printedOrder(prepared.order, root: prepared.root, document: prepared.document, options: prepared.options)
        repeated = Self.repeatedConstraints(prepared.document)
        let cell = prepared.options.declarations ? CellShape(document: prepared.document, root: prepared.root) : nil
        cellOutsideTree = cell.flatMap { $0.contentView == prepared.root ? nil : prepared.document.indexOfView(prepared.root) }
    }

    /// Items by their numbers in the document: every constraint's key is hashed, and an id
    /// costs a hash of its text.
    private struct ActivationKey: Hashable {
        var first: Int32, firstAttribute: Attribute, second: Int32, secondAttribute: Attribute
        var relation: Relation, constant: Double, multiplier: Double, priority: Priority

        /// The items, attributes and constant in two words: hashing every field one by one
        /// cost more than the rest of printing the constraints (equality still compares all).
        func hash(into hasher: inout Hasher) {
            hasher.combine(UInt64(UInt32(bitPattern: first)) << 32 | UInt64(UInt32(bitPattern: second)))
            hasher.combine((constant == 0 ? 0 : constant).bitPattern ^ (UInt64(firstAttribute.caseNumber) << 8 | UInt64(secondAttribute.caseNumber)))
        }
    }

    private static func repeatedConstraints(_ document: LayoutDocument) -> Set<Int> {
        let constraints = document.constraints
        // Once per constraint of the document: probed key by key in a set made to size, with no
        // array of keys per constraint.
        var seen = Set<ActivationKey>(minimumCapacity: 2 * constraints.count)
        var result: Set<Int> = []
        for index in constraints.indices where constraints[index].isActive {
            let constraint = constraints[index]
            let items = document.itemNumbers(ofConstraintAt: index)
            let own = ActivationKey(
                first: items.first, firstAttribute: constraint.firstAttribute, second: items.second,
                secondAttribute: constraint.secondAttribute, relation: constraint.relation, constant: constraint.constant,
                multiplier: constraint.multiplier, priority: constraint.priority)
            // As `Constraint.flipped` turns it round, without copying the constraint.
            let flipped = items.second < 0 || constraint.multiplier != 1 ? nil : ActivationKey(
                first: items.second, firstAttribute: constraint.secondAttribute, second: items.first,
                secondAttribute: constraint.firstAttribute, relation: constraint.relation.mirrored,
                constant: constraint.constant == 0 ? 0 : -constraint.constant, multiplier: 1, priority: constraint.priority)
            if seen.contains(own) || flipped.map(seen.contains) == true { result.insert(index) }
            seen.insert(own)
            if let flipped { seen.insert(flipped) }
        }
        return result
    }

    /// SwiftLayoutPrinter named the root like any view, by its identifier.
    static func namingTags(_ options: PrintOptions, root: View) -> [ItemID: String] {
        var tags = options.tags
        if !options.declarations, tags[root.id] == nil, let identifier = root.accessibilityIdentifier { tags[root.id] = identifier }
        return tags
    }

    /// The printed views: all of the subtree, or with `onlyIdentified` the named ones whose
    /// ancestors up to the root are named too.
    private static func printedOrder(_ order: [ItemID], root: ItemID, document: LayoutDocument, options: PrintOptions) -> [ItemID] {
        guard options.swiftLayout.onlyIdentified else { return order }
        var kept: Set<ItemID> = [root]
        return order.filter { id in
            guard id == root || (document.superview(of: id).map(kept.contains) ?? false) else { return false }
            let named = options.tags[id] != nil || !(document.view(id)?.accessibilityIdentifier ?? "").trimmingCharacters(in: .whitespaces).isEmpty
            if id == root || named { kept.insert(id) }
            return id == root || named
        }
    }

    func print() -> PrintedCode {
        let file = self.file
        let declarations = file.declarations
        var warnings: [String] = []
        let kept = Set(options.declarations ? declarations.framedViews : [])
        if options.declarations { warnings += declarations.framedViewsNote(after: "activating the layout") }
        let translating = file.translatingViews.filter { !kept.contains($0) }
        warnings += FileHeader.translationWarning(translating, names: names, library: "SwiftLayout", adds: "adds")
        let source: [UInt8]
        if options.declarations {
            let members = Self.memberNames(for: document)
            source = file.source(warnings: warnings, members: { writer in
                writer.line("/// The layout: SwiftLayout adds the views and activates their anchors.")
                writer.line("@LayoutBuilder")
                writer.block("var \(members.layout): some Layout {") { writer in self.tree(file, &writer) }
                writer.line()
                writer.line("private var \(members.activation): Activation?")
            }, body: { writer in
                file.autoIdentifiers(&writer)
                writer.line("\(members.activation) = \(members.layout).active()")
                declarations.translationBackOn(&writer)
                file.tree.effectContentViewsTranslate(names: names, &writer)
                self.afterActivation(file, &writer)
            })
        } else {
            source = file.source(warnings: warnings) { writer in body(file, &writer) }
        }
        return PrintedCode(
            utf8: source, dispositions: file.plan.dispositions, names: names,
            declaredClasses: options.sharesItsFile ? file.declarations.declaredClasses : [])
    }

    /// The layout, then what follows its activation; `--declarations` puts these apart.
    func body(_ file: PrintedFile, _ writer: inout SourceWriter) {
        tree(file, &writer)
        if file.options.autoIdentifier || !file.plan.fallbacks.isEmpty || !stackArrangements().isEmpty || !file.tree.effectContentViews.isEmpty {
            writer.line()
            writer.line("// After the layout is activated:")
            file.autoIdentifiers(&writer)
            file.tree.effectContentViewsTranslate(names: names, &writer)
            afterActivation(file, &writer)
        }
    }

    func whyNot(_ constraint: OwnedConstraint) -> String? {
        guard constraint.ownerView != nil else {
            return "its first item is a layout guide, and SwiftLayout's anchors belong to views"
        }
        if document.constraints[constraint.index].usesSystemSpacing {
            return "system spacing: SwiftLayout's Anchors have no system-spacing form"
        }
        if swiftLayout.version == .v2, !constraint.priority.isRequired { return "SwiftLayout 2.0 has no priority API" }
        if swiftLayout.version == .v2_5, constraint.target == nil, constraint.relation != .equal {
            return "SwiftLayout 2.5 has no inequality to a constant"
        }
        if document.constraints[constraint.index].identifier != nil || options.autoIdentifier {
            return "\(library) has no identifier API (5.0.1 is the first with one)"
        }
        if let cell = cellOutsideTree, constraint.ownerView == cell {
            return "it is the cell's own, and the layout starts at its content view, which SwiftLayout must not add again"
        }
        if repeated.contains(constraint.index) {
            return "the input has it twice, and SwiftLayout activates a set of its constraints, which keeps one"
        }
        return PrintedFile.uikitProblem(constraint)
    }

    /// Arranging the stacks' subviews, and the constraints SwiftLayout cannot create.
    private func afterActivation(_ file: PrintedFile, _ writer: inout SourceWriter) {
        for line in stackArrangements() { writer.line(line) }
        file.fallbackCode(&writer, introduction: "SwiftLayout cannot create these constraints: activate them as UIKit code.")
    }

    /// `stack.addArrangedSubview(view)` for every arranged subview, in order: SwiftLayout adds
    /// subviews, it does not arrange them. An arranged view already a subview keeps its place.
    private func stackArrangements() -> [String] {
        let printed = Set(order)
        let document = document
        return order.flatMap { id -> [String] in
            // Read in place: `document.view(_:)` copies a whole view to ask for its stack.
            guard let index = document.indexOfView(id), let stack = document.views[index].stack else { return [] }
            return stack.arrangedSubviews.filter(printed.contains).map {
                "\(names.displayName(of: id)).addArrangedSubview(\(names.displayName(of: $0)))"
            }
        }
    }

    // MARK: - The tree

    private enum Step {
        case view(ItemID)
        case line(String)
        case indent
        case dedent
    }

    /// The view tree, written with an explicit stack so a deep hierarchy cannot overflow.
    private func tree(_ file: PrintedFile, _ writer: inout SourceWriter) {
        let lines = AnchorsLines(version: swiftLayout.version, document: document, names: names)
        let printed = Set(order)
        let prefix = swiftLayout.version == .v3 ? ".sl" : ""
        // LayoutBuilder's buildBlock takes at most 10 layouts (3.0–4.x; 7 before): more children
        // continue in another `.sublayout { }`, which appends.
        let most = swiftLayout.version == .v3 ? 10 : 7
        // Steps are appended in place: arrays of steps concatenated for every view cost more
        // than the lines they write.
        func appendBlocks(_ children: [ItemID], to steps: inout [Step]) {
            for start in stride(from: 0, to: children.count, by: most) {
                if start > 0 { steps += [.dedent, .line("}.sublayout {"), .indent] }
                for child in children[start..<min(start + most, children.count)] { steps.append(.view(child)) }
            }
        }
        // A cell's tree starts at its content view, which SwiftLayout must not add again.
        var pending: [Step] = [.view(file.cell?.contentView ?? root)]
        var steps: [Step] = []
        while let step = pending.popLast() {
            switch step {
            case .line(let text): writer.line(text)
            case .indent: writer.indent()
            case .dedent: writer.dedent()
            case .view(let id):
                let name = names.displayName(of: id)
                // A cell style's views are UIKit's to add.
                let children = document.subviews(of: id).filter { printed.contains($0) && !file.tree.cellParts.contains($0) }
                let owned = file.plan.owned[id] ?? []
                // The view's lines up to its first child are written now; only what comes
                // after a child waits on the stack.
                if !owned.isEmpty {
                    writer.line(name, prefix, ".anchors {")
                    writer.indent()
                    lines.write(owned, to: &writer)
                    writer.dedent()
                    if children.isEmpty {
                        writer.line("}")
                        continue
                    }
                    writer.line("}.sublayout {")
                } else if !children.isEmpty {
                    writer.line(name, prefix.isEmpty ? " {" : ".sl.sublayout {")
                } else {
                    writer.line(name)
                    continue
                }
                writer.indent()
                steps.removeAll(keepingCapacity: true)
                appendBlocks(children, to: &steps)
                steps += [.dedent, .line("}")]
                pending.append(contentsOf: steps.reversed())
            }
        }
    }
}
