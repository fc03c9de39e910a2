import LayoutModel
import Naming

/// One run of the Draftsman printer: writes the header, the plan or drf tree, the UIKit code
/// for what Draftsman cannot express and the comments for what is not created.
struct PrintContext {
    let document: LayoutDocument
    let options: PrintOptions
    /// How many constraints to IB's old layout guides the preparation rewrote.
    let legacyGuideConstraints: Int
    let names: NameTable
    let plan: ConstraintPlan
    let tree: PrintedTree
    let relations: RelationWriter
    let anchors: AnchorExpression
    /// Stacks created in the plan with `VStacked`/`HStacked` instead of being declared.
    let createdStacks: Set<ItemID>
    /// Whether each constraint mentions a view of the printed tree (or a guide of one); a
    /// subtree's print counts and lists only those.
    let touchesTree: [Bool]
    /// Whether each view of the document is one the code builds or is given
    /// (``PrintedTree/order``), by number.
    let isPrinted: [Bool]
    /// The shape of the printed class: what it derives from and where its plan goes. Made
    /// once: every part of the output asks for it, and it looks at every printed view.
    let shape: DeclarationShape

    var root: ItemID { tree.order[0] }
    var order: [ItemID] { tree.order }

    /// `createdStacks`: ``createdStacks(document:options:plan:tree:)``, which the printer works
    /// out before naming.
    init(
        document: LayoutDocument, options: PrintOptions, legacyGuideConstraints: Int, names: NameTable, plan: ConstraintPlan,
        tree: PrintedTree, createdStacks: Set<ItemID>
    ) {
        self.document = document
        self.options = options
        self.legacyGuideConstraints = legacyGuideConstraints
        self.names = names
        self.plan = plan
        self.tree = tree
        let root = tree.order[0]
        isPrinted = OwningViews(document: document).mask(ofViews: tree.numbers)
        relations = RelationWriter(document: document, names: names, identifiers: plan.identifiers)
        anchors = AnchorExpression(names: names, document: document)
        touchesTree = root == document.rootID ? Array(repeating: true, count: document.constraints.count) : plan.mentionsPrinted
        self.createdStacks = createdStacks
        var shape = DeclarationShape(document: document, tree: tree, style: options.style)
        shape.className = options.uniqueClassName(shape.className, document: document, order: tree.order)
        self.shape = shape
    }

    /// The stacks the plan creates with `VStacked`/`HStacked` (``canCreateInPlan(_:document:options:plan:)``).
    static func createdStacks(document: LayoutDocument, options: PrintOptions, plan: ConstraintPlan, tree: PrintedTree) -> Set<ItemID> {
        Set(zip(tree.order, tree.numbers).filter { id, number in
            canCreateInPlan(number, document: document, options: options, plan: plan) && !tree.given.contains(id)
        }.map(\.0))
    }

    /// A stack "plain enough to be created in the plan": a `UIStackView` whose subviews are
    /// all arranged, with no identifier, name hint, outlet, runtime attribute or gesture to keep,
    /// properties `VStacked`/`HStacked` can set, no frame to keep (Interface Builder's fixed
    /// frame, which only a property can be given), and no constraint that needs its name: its own
    /// constraints go after the `VStacked { }`, and its arranged views reach it as `.parent`.
    static func canCreateInPlan(_ number: Int, document: LayoutDocument, options: PrintOptions, plan: ConstraintPlan) -> Bool {
        // Most views are no stack: that is asked first, without copying the view.
        guard document.views[number].stack != nil else { return false }
        let view = document.views[number]
        let id = view.id
        guard !options.autoIdentifier, options.tags[id] == nil, let stack = view.stack,
            UIKitClasses.typeName(view.className) == "UIStackView",
            view.accessibilityIdentifier == nil, view.name == nil, view.outlet == nil, !view.isHidden,
            !document.outletCollections.contains(where: { $0.views.contains(id) }),
            !document.connections.runtimeAttributes.contains(where: { $0.view == id }),
            !document.connections.gestures.contains(where: { $0.view == id }),
            !ViewPropertyCode.hasStatements(for: view, type: "UIStackView", in: document),
            !stack.isBaselineRelativeArrangement, Self.sameViews(view.subviews, stack.arrangedSubviews),
            view.contentHuggingPriority == .defaultHugging,
            view.contentCompressionResistancePriority == .defaultCompressionResistance,
            !ViewDeclarations.isPlacedByItsFrame(viewAt: number, in: document)
        else { return false }
        let arranged = Set(stack.arrangedSubviews)
        let guides = Set(document.guides(ownedBy: id).map(\.id))
        let mentions = Set(document.constraintIndexes(involving: id) + guides.flatMap(document.constraintIndexes(involving:)))
        return mentions.allSatisfy { index in
            if case .system = plan.dispositions[index] { return true }
            guard case let .relation(owner, _) = plan.dispositions[index],
                let owned = plan.owned[owner]?.first(where: { $0.index == index }) else { return false }
            let target = owned.target.map { document.item(numbered: $0) }
            if owner == id { return target.map { !guides.contains($0) } ?? true }
            return arranged.contains(owner) && target == id && !owned.targetAttribute.isBaseline
        }
    }

    /// Whether two lists hold the same views in any order: nearly always the same list, told
    /// without two sets.
    private static func sameViews(_ some: [ItemID], _ others: [ItemID]) -> Bool {
        some == others || Set(some) == Set(others)
    }

    // MARK: - The whole file

    /// The file's source as UTF-8.
    mutating func source() -> [UInt8] {
        var writer = SourceWriter(forFileOf: document)
        if options.header { header(&writer) }
        if options.declarations {
            declaredLayout(&writer)
        } else {
            writer.line()
            if options.style == .plan {
                plan(&writer)
                writer.line()
            }
            building(&writer)
            fallbackCode(&writer)
        }
        // Only the few constraints listed there are described: a subtree's print passes over
        // the whole document's.
        UncreatedConstraints.write(plan.dispositions, document: document, names: names, into: &writer) { touchesTree[$0] }
        helpers(&writer)
        if options.declarations { declarations.writeStubClasses(&writer) }
        // The blank line that follows the header has nothing to follow without it.
        return options.header ? writer.bytes : Array(writer.bytes.drop { $0 == UInt8(ascii: "\n") })
    }

    /// `@LayoutPlan var viewPlan` (`contentViewPlan` for a cell): the views the plan inserts
    /// into the view it is applied to.
    private func plan(_ writer: inout SourceWriter) {
        writer.line("@LayoutPlan")
        writer.block("var \(shape.planProperty): ViewPlan {") { writer in
            self.views(self.children(of: tree.container).inserted, in: document.indexOfView(tree.container), &writer)
        }
    }

    /// The statements that build the hierarchy: the plan applied (and a stack's arranged
    /// subviews, which a plan cannot arrange), or the drf chain of the view the code fills.
    private func building(_ writer: inout SourceWriter) {
        let container = tree.container
        let name = names.displayName(of: container)
        // Views with a chain get their identifier there; the given views without one here.
        for id in order where tree.given.contains(id) && (options.style == .plan || id != container) {
            guard options.autoIdentifier, document.view(id)?.accessibilityIdentifier == nil else { continue }
            writer.line("\(tree.reference(to: id, names: names)).accessibilityIdentifier = \(SwiftLiteral.string(identifierName(of: id)))")
        }
        switch options.style {
        case .plan:
            writer.line(options.declarations ? "applyPlan()" : "\(shape.planProperty).apply(to: \(name))")
            let stacked = children(of: container).stacked
            if !stacked.isEmpty {
                writer.block("\(name).drf.insertStacked {") { writer in
                    self.views(stacked, in: document.indexOfView(container), &writer)
                }
                writer.appendToLastLine(".apply()")
            }
        case .drf:
            let superview = container == root ? nil : document.superview(of: container).flatMap(document.indexOfView)
            views(document.indexOfView(container).map { [$0] } ?? [], in: superview, &writer, drfRoot: true)
            writer.appendToLastLine(".apply()")
        }
        // Draftsman turns translation off on every view it inserts; the views that keep
        // their frame (declarations only) and effect views' content views get it back.
        if options.declarations { declarations.translationBackOn(&writer) }
        tree.effectContentViewsTranslate(names: names, &writer)
    }

    var declarations: ViewDeclarations {
        ViewDeclarations(document: document, names: names, tree: tree, createdStacks: createdStacks, declaredClass: shape.className,
            declaredElsewhere: options.declaredClasses, rootIsControllerView: shape.kind == .viewController,
            rootIsTableViewCell: shape.kind == .tableViewCell, rootIsLoadedView: shape.loadedViewClass != nil,
            rootUIKitClass: shape.rootUIKitClass)
    }

    /// A class a user pastes: the views as properties, the plan, and the method or initializer
    /// where Draftsman's idiom builds them (a controller's `viewDidLoad()`, a view's or cell's
    /// initializer).
    private func declaredLayout(_ writer: inout SourceWriter) {
        let declarations = self.declarations
        writer.line()
        writer.line("import UIKit")
        writer.line("import Draftsman")
        writer.line()
        writer.block("final class \(shape.className): \(shape.inheritance) {") { writer in
            declarations.properties(&writer)
            if options.style == .plan {
                Self.separate(&writer)
                self.plan(&writer)
            }
            if let rootClass = shape.loadedViewClass {
                Self.separate(&writer)
                writer.block("override func loadView() {") { writer in
                    let local = names.isTaken(shape.loadedViewName) ? "loadedView" : shape.loadedViewName
                    var statements = SourceWriter()
                    declarations.loadedRootStatements(name: local, &statements)
                    guard !statements.isEmpty else { return writer.line("view = \(rootClass)()") }
                    writer.line("let \(local) = \(rootClass)()")
                    writer.append(statements)
                    writer.line("view = \(local)")
                }
                if shape.addressesLoadedViewByType {
                    Self.separate(&writer)
                    writer.line("private var \(names.displayName(of: tree.order[0])): \(rootClass) { view as! \(rootClass) }")
                }
            }
            Self.separate(&writer)
            writer.block(shape.lifecycleOpening) { writer in
                writer.line(shape.superCall)
                declarations.configuration(&writer)
                self.building(&writer)
                self.fallbackCode(&writer)
            }
            if shape.needsCoderInitializer {
                writer.line()
                writer.block("required init?(coder: NSCoder) {") { $0.line("fatalError(\"init(coder:) has not been implemented\")") }
            }
        }
    }

    /// A blank line between members, none right after the opening brace.
    private static func separate(_ writer: inout SourceWriter) {
        if writer.lastLine?.hasSuffix("{") == false { writer.line() }
    }

    /// A view's subviews in the printed tree: added with `insert`, and arranged with
    /// `insertStacked` (a stack's arranged subviews).
    private func children(of id: ItemID) -> (inserted: [Int], stacked: [Int]) {
        guard let number = document.indexOfView(id) else { return ([], []) }
        return children(ofView: number)
    }

    /// The same by number.
    private func children(ofView number: Int) -> (inserted: [Int], stacked: [Int]) {
        // A cell style's views are UIKit's to add.
        func printedNumber(_ id: ItemID) -> Int? {
            document.indexOfView(id).flatMap { isPrinted[$0] && !tree.cellParts.contains(id) ? $0 : nil }
        }
        let subviews = document.views[number].subviews
        guard let arranged = document.views[number].stack?.arrangedSubviews, !arranged.isEmpty else {
            return (subviews.compactMap(printedNumber), [])
        }
        let arrangedSet = Set(arranged)
        return (subviews.filter { !arrangedSet.contains($0) }.compactMap(printedNumber), arranged.compactMap(printedNumber))
    }

    // MARK: - Header

    private func header(_ writer: inout SourceWriter) {
        let kept = Set(options.declarations ? declarations.framedViews : [])
        let translating = zip(order, tree.numbers).filter { id, number in
            document.views[number].translatesAutoresizingMaskIntoConstraints && !tree.given.contains(id) && !kept.contains(id)
        }.map(\.0)
        var warnings: [String] = []
        if options.declarations { warnings += declarations.framedViewsNote(after: options.style == .plan ? "the plan" : "apply()") }
        warnings += FileHeader.translationWarning(translating, names: names, library: "Draftsman", adds: "inserts")
        warnings += FileHeader.unknownArrangementWarning(order, document: document, names: names)
        let header = FileHeader(
            title: "Draftsman 3.2.5 layout\(options.sourceName.map { " of \($0)" } ?? ""), printed by draft-inspect (style: \(options.style.rawValue)).",
            printedViews: FileHeader.inputViews(in: order, of: document), privateViews: tree.privateViews.count, documentViews: document.inputViewCount,
            dispositions: plan.dispositions, isCounted: root == document.rootID ? nil : touchesTree, creator: "Draftsman relations",
            codeLine: { "\($0) created by UIKit anchor code (Draftsman cannot express \($0 == 1 ? "it; the reason is beside it" : "them; the reason is beside each"))" },
            rootNote: FileHeader.rootNote(root: root, document: document), warnings: warnings, legacyGuideConstraints: legacyGuideConstraints, autoIdentifier: options.autoIdentifier)
        header.write(&writer)
    }

    // MARK: - The tree

    /// One step of writing the tree. Views expand into steps on an explicit stack instead of
    /// recursing, so a hierarchy thousands of views deep cannot overflow the call stack.
    private enum Step {
        /// A view by number, and the view it is inserted into by number (`nil` for the printed root).
        case view(Int, superview: Int?, drfRoot: Bool)
        case line(String)
        /// A line of `head` and the expanded view's call with this index.
        case call(Int, head: String)
        /// Text added to the last line (`.insertStacked {` after an `.insert { }` block).
        case append(String)
        /// The expanded view's call with this index, added to the last line.
        case appendCall(Int)
        case indent
        case dedent

        var isView: Bool {
            if case .view = self { true } else { false }
        }

        /// The step with the expanded view's calls written out, to be taken later, when
        /// `calls` holds another view's.
        func settled(_ calls: ChainCalls) -> Step {
            switch self {
            case let .call(index, head): .line(head + calls.string(index))
            case let .appendCall(index): .append(calls.string(index))
            default: self
            }
        }
    }

    /// Writes views' chains and everything inside them.
    private func views(_ numbers: [Int], in superview: Int?, _ writer: inout SourceWriter, drfRoot: Bool = false) {
        var pending: [Step] = numbers.reversed().map { .view($0, superview: superview, drfRoot: drfRoot) }
        // One view's steps and calls, reused from view to view.
        var expanded: [Step] = []
        var calls = ChainCalls()
        while let step = pending.popLast() {
            guard case let .view(number, superview, drfRoot) = step else {
                Self.take(step, calls: calls, &writer)
                continue
            }
            expanded.removeAll(keepingCapacity: true)
            steps(for: number, in: superview, drfRoot: drfRoot, calls: &calls, into: &expanded)
            // Up to its first subview a view's steps are taken at once, its calls read in
            // place; the rest wait on the stack, the calls in them written out.
            let firstSubview = expanded.firstIndex(where: \.isView) ?? expanded.endIndex
            for step in expanded[..<firstSubview] { Self.take(step, calls: calls, &writer) }
            for step in expanded[firstSubview...].reversed() { pending.append(step.settled(calls)) }
        }
    }

    /// Writes one step other than a view's.
    private static func take(_ step: Step, calls: ChainCalls, _ writer: inout SourceWriter) {
        switch step {
        case .view: preconditionFailure("views expand into steps")
        case let .line(text): writer.line(text)
        case let .call(index, head): writer.line(head, calls[index])
        case let .append(text): writer.appendToLastLine(text)
        case let .appendCall(index): writer.appendToLastLine(calls.string(index))
        case .indent: writer.indent()
        case .dedent: writer.dedent()
        }
    }

    /// A view's chain: its relations, then `.insert { }` for subviews and `.insertStacked { }`
    /// for a stack's arranged subviews, whose own chains are further `.view` steps. `calls`
    /// become the view's.
    private func steps(for number: Int, in superview: Int?, drfRoot: Bool, calls: inout ChainCalls, into steps: inout [Step]) {
        // Fields read in place: a copy of the view costs more than what is read from it.
        let id = document.views[number].id
        let (inserted, stacked) = children(ofView: number)
        let createdInPlan = !createdStacks.isEmpty && createdStacks.contains(id)
        calls.fill(plan.owned(byView: number), relations: relations, superview: superview, matchParentSize: !createdInPlan)
        if createdInPlan, let stack = document.views[number].stack {
            Self.block("\(Self.stackCreation(stack, margins: document.views[number].specifiedLayoutMargins)) {", stacked, in: number, into: &steps)
            if calls.count == 1 {
                steps.append(.appendCall(0))
            } else {
                for index in 0..<calls.count { steps.append(.call(index, head: "")) }
            }
            return
        }
        let name = names.displayName(of: id)
        // Without declarations nothing else shows what a stack the plan cannot create is.
        if !options.declarations, let stack = document.views[number].stack {
            steps.append(.line("// \(name): \(Self.stackSummary(stack, margins: document.views[number].specifiedLayoutMargins))"))
        }
        chain(of: number, name: name, hasIdentifier: document.views[number].accessibilityIdentifier != nil, calls: calls,
              inserted: inserted, stacked: stacked, drfRoot: drfRoot, into: &steps)
    }

    /// The name `--auto-identifier` gives a view: its printed name, and `view` for a
    /// controller's view that the code reaches through a property of its own type.
    private func identifierName(of id: ItemID) -> String {
        shape.addressesLoadedViewByType && id == tree.order[0] ? "view" : names.displayName(of: id)
    }

    /// `name.drf`, the relation calls and the containers of the view at `number`.
    private func chain(
        of number: Int, name: String, hasIdentifier: Bool, calls: ChainCalls, inserted: [Int], stacked: [Int], drfRoot: Bool,
        into steps: inout [Step]
    ) {
        var head = name
        if options.autoIdentifier, !hasIdentifier {
            head += ".drf.builder.accessibilityIdentifier(\(SwiftLiteral.string(identifierName(of: document.views[number].id)))).drf"
        } else if !calls.isEmpty || !inserted.isEmpty || !stacked.isEmpty || drfRoot {
            head += ".drf"
        }
        if calls.isEmpty {
            if drfRoot, !inserted.isEmpty, stacked.isEmpty, !options.autoIdentifier || hasIdentifier {
                Self.block("\(name).draftContent {", inserted, in: number, into: &steps)
            } else {
                Self.containers(head, inserted: inserted, stacked: stacked, in: number, into: &steps)
            }
            return
        }
        if calls.count == 1, inserted.isEmpty, stacked.isEmpty {
            steps.append(.call(0, head: head))
            return
        }
        steps.append(.line(head))
        steps.append(.indent)
        for index in 0..<calls.count { steps.append(.call(index, head: "")) }
        Self.containers("", inserted: inserted, stacked: stacked, in: number, into: &steps)
        steps.append(.dedent)
    }

    /// `opening`, the views one level deeper (inserted into `superview`), `}`.
    private static func block(_ opening: String, _ views: [Int], in superview: Int, into steps: inout [Step]) {
        steps.append(.line(opening))
        inside(views, in: superview, into: &steps)
        steps.append(.line("}"))
    }

    /// The views one level deeper.
    private static func inside(_ views: [Int], in superview: Int, into steps: inout [Step]) {
        steps.append(.indent)
        for view in views { steps.append(.view(view, superview: superview, drfRoot: false)) }
        steps.append(.dedent)
    }

    /// `head.insert { … }.insertStacked { … }` for the subviews of `superview`, or just `head`
    /// when there is nothing inside.
    private static func containers(_ head: String, inserted: [Int], stacked: [Int], in superview: Int, into steps: inout [Step]) {
        if inserted.isEmpty, stacked.isEmpty {
            if !head.isEmpty { steps.append(.line(head)) }
            return
        }
        if !inserted.isEmpty { block("\(head).insert {", inserted, in: superview, into: &steps) }
        if !stacked.isEmpty {
            if inserted.isEmpty {
                block("\(head).insertStacked {", stacked, in: superview, into: &steps)
            } else {
                steps.append(.append(".insertStacked {"))
                inside(stacked, in: superview, into: &steps)
                steps.append(.line("}"))
            }
        }
    }

    /// `vertical stack, spacing 8, alignment .center`: what a stack's declaration would set.
    static func stackSummary(_ stack: StackProperties, margins: EdgeInsets) -> String {
        var parts = ["\(stack.axis.rawValue) stack", "spacing \(codeNumber(stack.spacing))"]
        if stack.distribution != .fill { parts.append("distribution .\(stack.distribution.rawValue)") }
        if stack.alignment != .fill { parts.append("alignment .\(stack.alignment.rawValue)") }
        if stack.isLayoutMarginsRelativeArrangement { parts.append("margins \(ViewDeclarations.insets(margins))") }
        if stack.isBaselineRelativeArrangement { parts.append("baseline-relative") }
        return parts.joined(separator: ", ")
    }

    /// `VStacked(margins: …, distribution: …, alignment: …, spacing: …)`; spacing is always
    /// given, so the call never is the bare form the reference warns may be ambiguous.
    static func stackCreation(_ stack: StackProperties, margins: EdgeInsets) -> String {
        var arguments: [String] = []
        if stack.isLayoutMarginsRelativeArrangement {
            let sides = Set([margins.top, margins.left, margins.bottom, margins.right])
            arguments.append(sides.count == 1 ? "margin: \(codeNumber(margins.top))" : "margins: \(ViewDeclarations.insets(margins))")
        }
        if stack.distribution != .fill { arguments.append("distribution: .\(stack.distribution.rawValue)") }
        if stack.alignment != .fill { arguments.append("alignment: .\(stack.alignment.rawValue)") }
        arguments.append("spacing: \(codeNumber(stack.spacing))")
        return "\(stack.axis == .vertical ? "VStacked" : "HStacked")(\(arguments.joined(separator: ", ")))"
    }

    // MARK: - UIKit code and comments

    /// The constraints Draftsman cannot create, as anchor code in `NSLayoutConstraint.activate([…])`,
    /// each with the reason; a view comes first where turning the constraint round allows it.
    private func fallbackCode(_ writer: inout SourceWriter) {
        anchors.writeFallbacks(
            plan.fallbacks, identifiers: plan.identifiers, introduction: "Draftsman cannot express these constraints; UIKit's anchors create them.",
            document: document, to: &writer)
    }

    /// Whether the fallback code sets a priority or an identifier through the helpers.
    private var fallbacksUseHelpers: Bool {
        plan.fallbacks.contains { AnchorExpression.needsHelpers(document.constraints[$0.index], identifier: plan.identifiers[$0.index]) }
    }

    /// `withPriority(_:)` and `withIdentifier(_:)`, once, when the fallback code uses them.
    private func helpers(_ writer: inout SourceWriter) {
        guard fallbacksUseHelpers else { return }
        writer.line()
        writer.line("// Sets a priority or an identifier inside `NSLayoutConstraint.activate([…])`.")
        for line in AnchorExpression.helperSource { writer.line(line) }
    }
}
