import Inspector
import Naming

/// The SwiftLayout release whose DSL to print, as its own printer printed it.
public enum SwiftLayoutVersion: String, Sendable, CaseIterable {
    /// SwiftLayout 2.0–2.1 (`SwiftLayoutPrinter`): `root { child.anchors { Anchors(.top, .leading) } }`.
    case v2 = "2.0"
    /// SwiftLayout 2.5–2.8 (`ViewPrinter`): the same tree with typed lines, `Anchors.top.leading`.
    case v2_5 = "2.5"
    /// SwiftLayout 3.0–4.x, the last printer: `root.sl.sublayout { child.sl.anchors { Anchors.top } }`.
    case v3 = "3.0"
}

/// Options of the SwiftLayout target.
public struct SwiftLayoutOptions: Sendable {
    public var version: SwiftLayoutVersion
    /// Print only views with a tag or an accessibilityIdentifier (SwiftLayoutPrinter's
    /// `.onlyIdentifier`): an unnamed view is left out with its subtree, and constraints that
    /// mention them are listed as not created.
    public var onlyIdentified: Bool

    public init(version: SwiftLayoutVersion = .v3, onlyIdentified: Bool = false) {
        self.version = version
        self.onlyIdentified = onlyIdentified
    }
}

/// Prints a document in SwiftLayout's DSL the way SwiftLayoutPrinter (removed in SwiftLayout
/// 4's successor, see reference swiftlayout-printer.md) printed it: the view tree with
/// `sublayout`, each view's constraints as `Anchors` lines grouped, ordered and spelled as that
/// printer did, constants as UIKit stores them (`Anchors.bottom.equalToSuper(constant: -10.0)`).
///
/// Deliberate differences from SwiftLayoutPrinter, where its output was wrong or lost something:
/// - a guide is named for what it is (`root.layoutMarginsGuide`, a custom guide by its name), not
///   always `.safeAreaLayoutGuide`;
/// - priorities and identifiers are printed (`.priority(.defaultHigh)`, `.identifier("…")`);
///   SwiftLayout 2.0 has no API for them, so there they are UIKit code after the layout;
/// - a constraint whose first item is a layout guide, or that UIKit cannot create, is printed
///   as `NSLayoutConstraint` code with the reason instead of being dropped;
/// - `superview.bottom == child.bottom + 8` is printed under the child, turned round, when that
///   is exact; equal constraints are all created, not collapsed into one;
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
struct SwiftLayoutPrinter {
    static let reservedNames: Set<String> = ["PrintedLayout", "apply", "UIKit", "SwiftLayout", "Anchors", "layout", "activation"]

    let document: LayoutDocument
    let options: DraftsmanPrinter.Options
    let swiftLayout: SwiftLayoutOptions
    let names: NameTable
    let root: ItemID
    let order: [ItemID]

    /// The printed views: all of the subtree, or with `onlyIdentified` the named ones whose
    /// ancestors up to the root are named too.
    static func printedOrder(_ order: [ItemID], root: ItemID, document: LayoutDocument, options: DraftsmanPrinter.Options, onlyIdentified: Bool) -> [ItemID] {
        guard onlyIdentified else { return order }
        var kept: Set<ItemID> = [root]
        return order.filter { id in
            guard id == root || (document.superview(of: id).map(kept.contains) ?? false) else { return false }
            let named = options.tags[id] != nil || !(document.view(id)?.accessibilityIdentifier ?? "").trimmingCharacters(in: .whitespaces).isEmpty
            if id == root || named { kept.insert(id) }
            return id == root || named
        }
    }

    func print() -> DraftsmanPrinter.Output {
        let file = PrintedFile(
            document: document, options: options, names: names, root: root, order: order,
            library: "SwiftLayout \(swiftLayout.version == .v3 ? "3–4" : swiftLayout.version == .v2 ? "2.0–2.1" : "2.5–2.8")",
            imports: ["UIKit", "SwiftLayout"], creator: "SwiftLayout (Anchors)", whyNot: whyNot)
        let declarations = file.declarations
        var warnings: [String] = []
        let kept = Set(options.declarations ? declarations.framedViews : [])
        if options.declarations { warnings += declarations.framedViewsNote(after: "activating the layout") }
        let translating = file.translatingViews.filter { !kept.contains($0) }
        if !translating.isEmpty {
            let shown = translating.prefix(8).map { names.displayName(of: $0) }.joined(separator: ", ")
            let more = translating.count > 8 ? " and \(translating.count - 8) more" : ""
            warnings.append("warning: \(shown)\(more) translate\(translating.count == 1 ? "s its" : " their") autoresizing mask into constraints in the input.")
            warnings.append("  SwiftLayout sets translatesAutoresizingMaskIntoConstraints = false on every view it adds,")
            warnings.append("  so this code changes that: such a view is laid out by its printed constraints only.")
        }
        let text: String
        if options.declarations {
            text = file.source(warnings: warnings, members: { writer in
                writer.line("/// The layout: SwiftLayout adds the views and activates their anchors.")
                writer.line("@LayoutBuilder")
                writer.block("var layout: some Layout {") { writer in self.tree(file, &writer) }
                writer.line()
                writer.line("private var activation: Activation?")
            }, body: { writer in
                file.autoIdentifiers(&writer)
                writer.line("activation = layout.active()")
                declarations.translationBackOn(&writer)
                self.afterActivation(file, &writer)
            })
        } else {
            text = file.source(warnings: warnings) { writer in
                self.tree(file, &writer)
                if file.options.autoIdentifier || !file.plan.fallbacks.isEmpty || !stackArrangements().isEmpty {
                    writer.line()
                    writer.line("// After the layout is activated:")
                    file.autoIdentifiers(&writer)
                    self.afterActivation(file, &writer)
                }
            }
        }
        return DraftsmanPrinter.Output(text: text, dispositions: file.plan.dispositions, names: names)
    }

    private func whyNot(_ constraint: OwnedConstraint) -> String? {
        guard constraint.ownerView != nil else {
            return "its first item is a layout guide, and SwiftLayout's anchors belong to views"
        }
        if document.constraints[constraint.index].usesSystemSpacing {
            return "system spacing: SwiftLayout's Anchors have no system-spacing form"
        }
        if swiftLayout.version == .v2 {
            if !constraint.priority.isRequired { return "SwiftLayout 2.0 has no priority API" }
            if document.constraints[constraint.index].identifier != nil || options.autoIdentifier { return "SwiftLayout 2.0 has no identifier API" }
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
        return order.flatMap { id in
            (document.view(id)?.stack?.arrangedSubviews ?? []).filter(printed.contains).map {
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
        let lines = AnchorsLines(version: swiftLayout.version, document: document, names: names, identifiers: file.plan.identifiers)
        let printed = Set(order)
        let prefix = swiftLayout.version == .v3 ? ".sl" : ""
        var pending: [Step] = [.view(root)]
        while let step = pending.popLast() {
            switch step {
            case .line(let text): writer.line(text)
            case .indent: writer.indent()
            case .dedent: writer.dedent()
            case .view(let id):
                let name = names.displayName(of: id)
                let children = (document.view(id)?.subviews ?? []).filter(printed.contains)
                let anchors = file.plan.owned[id].map(lines.lines) ?? []
                var steps: [Step] = []
                if !anchors.isEmpty {
                    steps += [.line("\(name)\(prefix).anchors {"), .indent] + anchors.map(Step.line) + [.dedent]
                    if children.isEmpty {
                        steps.append(.line("}"))
                    } else {
                        steps += [.line("}.sublayout {"), .indent] + children.map(Step.view) + [.dedent, .line("}")]
                    }
                } else if !children.isEmpty {
                    steps += [.line(prefix.isEmpty ? "\(name) {" : "\(name).sl.sublayout {"), .indent]
                        + children.map(Step.view) + [.dedent, .line("}")]
                } else {
                    steps.append(.line(name))
                }
                pending += steps.reversed()
            }
        }
    }
}
