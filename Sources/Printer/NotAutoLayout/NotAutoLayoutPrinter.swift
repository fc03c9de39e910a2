import Inspector
import LayoutModel
import Naming

/// Prints a document as NotAutoLayout 3 code: no constraints, each view's frame computed by a
/// maker chain relative to its parent's geometry and to siblings laid out before it
/// (`setLeft(by: { $0.left + 16 })`, `pinTop(to: header, with: { $0.bottom + 8 })`,
/// `setWidth(to: 44)`, `fitSize()` for an intrinsic size), in an order where a view comes
/// after those it pins to (reference flowconstraint-and-notautolayout.md).
///
/// A frame needs two equalities per axis, each to the parent, a sibling, a constant size or
/// the fitting size. What is said is checked: the frames the chains compute must equal the
/// frames draft-inspect's solver gives the constraints at the dump's root size and at two
/// other root sizes (``SolvedLayout/checkSizes(width:height:)``). A view whose layout cannot be
/// said that way (an inequality that binds, a priority that decides, a conflict, ambiguity, a
/// stack view's arrangement, an autoresizing mask, a pin to a view outside its parent) gets a
/// comment saying why and no code: nothing silently wrong.
struct NotAutoLayoutPrinter: TargetPrinter {
    static let reservedNames: Set<String> = ["PrintedLayout", "apply", "layout", "UIKit", "NotAutoLayout"]
    static let declaresCells = true

    let prepared: PreparedDocument
    var order: [ItemID] { prepared.order }
    /// ``order`` as a set: deciding and writing the dispositions both ask it.
    let printed: Set<ItemID>

    init(_ prepared: PreparedDocument) {
        self.prepared = prepared
        printed = Set(prepared.order)
    }

    /// Two rules per axis.
    struct Chain {
        var horizontal: [FrameRule]
        var vertical: [FrameRule]
    }

    enum Outcome {
        case said(Chain)
        case cannotSay(String)
    }

    /// What the printer decided for the printed views, and how much solving that took.
    struct Decisions {
        var outcomes: [ItemID: Outcome]
        /// The said views, each after the siblings it pins to.
        var layoutOrder: [ItemID]
        var sizes: [(width: Double, height: Double)]
        /// How many of ``sizes`` were solved: only those a chain was checked at.
        var solvedSizes: Int
        /// Effect views' content views UIKit lays out, with no chain or comment.
        var sizedByUIKit: Int
        /// A cell root's content view, which UIKit keeps at the cell's bounds.
        var cellContentView: ItemID?
        /// How many views of the cell's style (`textLabel`, …) UIKit makes and lays out.
        var styleViews: Int
    }

    func decisions() -> Decisions {
        // Solved with the printed root as the document's root: a subtree prints as its own layout.
        var solved = SolvedSizes(document: document)
        var outcomes: [ItemID: Outcome] = [:]
        var layoutOrder: [ItemID] = []
        // UIKit keeps an effect view's content view at the effect view's bounds, and a cell's
        // at the cell's: no chain sets it, and it is laid out exactly when its owner is.
        let effectContentViews = PrintedTree(order: order, in: document).effectContentViews
        let cell = CellShape(document: document, root: root)
        let cellContentView = cell.flatMap { $0.contentView == root ? nil : $0.contentView }
        let contentViews = Set(effectContentViews + [cellContentView].compactMap { $0 })
        // The views of a cell's style, which UIKit makes and lays out in the content view.
        let styleViews = cell.map { $0.given.subtracting([root, $0.contentView]).intersection(printed) } ?? []
        for parent in order {
            let children = document.subviews(of: parent).filter {
                printed.contains($0) && !contentViews.contains($0) && !styleViews.contains($0)
            }
            guard !children.isEmpty else { continue }
            let laidOut = contentViews.contains(parent) ? document.superview(of: parent) ?? parent : parent
            layoutOrder += decide(
                children, parent: parent, parentSaid: laidOut == root || isSaid(outcomes[laidOut]), solved: &solved, outcomes: &outcomes)
        }
        for id in effectContentViews {
            guard let effectView = document.superview(of: id), effectView != root, !isSaid(outcomes[effectView]) else { continue }
            outcomes[id] = .cannotSay("UIKit keeps it at its effect view's bounds, and this code does not lay the effect view out")
        }
        return Decisions(
            outcomes: outcomes, layoutOrder: layoutOrder, sizes: solved.sizes, solvedSizes: solved.solvedCount,
            sizedByUIKit: effectContentViews.filter { outcomes[$0] == nil }.count, cellContentView: cellContentView,
            styleViews: styleViews.count)
    }

    func print() -> PrintedCode {
        let decided = decisions()
        let outcomes = decided.outcomes
        let (source, declaredClasses) = source(decided)
        // What each item's owning view says of the constraints it is in, by the item's number:
        // asked for both items of every constraint, the outcomes and the printed set hashed
        // each id four times.
        typealias Part = (outside: ItemID?, reason: String?)
        let parts = document.idNumbers.ids.map { id -> Part in
            guard let view = document.owningView(of: id), view != root else { return (nil, nil) }
            if outcomes[view] == nil && !printed.contains(view) { return (view, nil) }
            if case let .cannotSay(reason)? = outcomes[view] { return (nil, reason) }
            return (nil, nil)
        }
        let dispositions = document.constraints.indices.map { index -> ConstraintDisposition in
            // Fields read in place: a copy of each constraint retains each of its strings.
            if let kind = document.constraints[index].systemKind { return .system(kind) }
            if !document.constraints[index].isActive { return .inactive }
            let numbers = document.itemNumbers(ofConstraintAt: index)
            let first = parts[Int(numbers.first)]
            let second: Part = numbers.second >= 0 ? parts[Int(numbers.second)] : (nil, nil)
            if let outside = first.outside ?? second.outside { return .outside(outside) }
            if let reason = first.reason ?? second.reason { return .anchorCode(reason: reason) }
            return .relation(owner: document.constraints[index].first, flipped: false)
        }
        return PrintedCode(utf8: source, dispositions: dispositions, names: names, declaredClasses: declaredClasses)
    }

    private func isSaid(_ outcome: Outcome?) -> Bool {
        if case .said? = outcome { return true }
        return false
    }

    // MARK: - Deciding

    /// Everything a view's frame could be set from, before choosing: equalities per axis, its
    /// sizes equal to its other size, and why other constraints do not count.
    struct Candidates {
        var rules = PerAxis<[FrameRule]>([])
        var own: [(rule: FrameRule, axis: Axis, from: Axis)] = []
        var undecided = PerAxis<[Int]>([])
    }

    /// The outcome for each child of one parent, into `outcomes`, and the said children in an
    /// order where each comes after the siblings it pins to: in passes, a view is placed once two
    /// rules per axis need only the parent, constants, its fitting size or siblings already placed.
    private func decide(
        _ children: [ItemID], parent: ItemID, parentSaid: Bool, solved: inout SolvedSizes, outcomes: inout [ItemID: Outcome]
    ) -> [ItemID] {
        // By the child's place among its siblings: most parents hold one or two views, and
        // tables keyed by id, made for each parent, cost more than deciding its children.
        var candidates: [Candidates?] = []
        candidates.reserveCapacity(children.count)
        var decided = [Bool](repeating: false, count: children.count)
        for (position, child) in children.enumerated() {
            switch candidateRules(for: child, parent: parent, parentSaid: parentSaid, hasSizes: !solved.sizes.isEmpty) {
            case let .success(found):
                candidates.append(found)
            case let .failure(reason):
                candidates.append(nil)
                outcomes[child] = .cannotSay(reason.text)
                decided[position] = true
            }
        }
        var ordered: [ItemID] = []
        // A view pins only to its siblings: an only child needs neither set.
        let hasSiblings = children.count > 1
        var placed: Set<ItemID> = []
        var siblingFrames: [[ItemID: Rect]] = hasSiblings ? solved.sizes.map { _ in [:] } : []
        var progress = true
        while progress {
            progress = false
            for position in children.indices where !decided[position] {
                let child = children[position]
                guard let chain = choose(candidates[position]!, for: child, placed: placed) else { continue }
                decided[position] = true
                if let problem = verify(child, chain, parent: parent, solved: &solved, siblings: siblingFrames) {
                    outcomes[child] = .cannotSay(problem)
                    continue
                }
                outcomes[child] = .said(chain)
                ordered.append(child)
                progress = true
                guard hasSiblings else { continue }
                placed.insert(child)
                // Verified, so solved at every size, or the same at every size.
                let keepsFrame = solved.keepsFrameAtEverySize(child) && keepsOrigin(of: parent, &solved)
                for index in siblingFrames.indices {
                    siblingFrames[index][child] = keepsFrame && index > 0 ? siblingFrames[0][child] : solved.layout(index)?.alignmentRect(of: child)
                }
            }
        }
        for position in children.indices where !decided[position] {
            outcomes[children[position]] = .cannotSay(unplacedReason(children[position], candidates[position]!, placed: placed))
        }
        return ordered
    }

    /// Why a view with candidates could not be placed: the first axis that lacks two lines it
    /// can set, and what it lacks.
    private func unplacedReason(_ id: ItemID, _ found: Candidates, placed: Set<ItemID>) -> String {
        func waitingSibling(_ rule: FrameRule) -> ItemID? {
            if case let .sibling(sibling, _) = rule.reference, !placed.contains(sibling) { return sibling }
            return nil
        }
        for axis in [Axis.horizontal, .vertical] {
            let rules = found.rules[axis]
            guard Set(rules.filter { waitingSibling($0) == nil }.map(\.line)).count < 2 else { continue }
            let which = axis == .horizontal ? "horizontal" : "vertical"
            let waiting = Set(rules.compactMap(waitingSibling))
            let others = found.undecided[axis].prefix(2).map { UIKitDebugForm.text(of: document.constraints[$0], names: names) }
            if !waiting.isEmpty, others.isEmpty, Set(rules.map(\.line)).count >= 2 {
                return "its \(which) layout pins it to \(waiting.map { names.displayName(of: $0) }.sorted().joined(separator: ", ")), which this code does not lay out before it"
            }
            if document.view(id)?.stack != nil, !rules.contains(where: { $0.line == .size }) {
                return "a stack view's \(axis == .horizontal ? "width" : "height") comes from its arranged subviews (UIStackView's own constraints)"
            }
            if others.isEmpty { return "no two equalities to its superview, a sibling or a size fix its \(which) layout" }
            return "its \(which) layout rests on what a frame cannot say (\(others.joined(separator: "; "))): an inequality, a priority below required, a size equal to another view's, or a view that is neither its superview nor a sibling"
        }
        return "its pins to siblings form a cycle"
    }

    private static func pins(_ chain: Chain) -> [ItemID] {
        (chain.horizontal + chain.vertical).compactMap { rule in
            if case let .sibling(id, _) = rule.reference { return id }
            return nil
        }
    }

    struct Unsayable: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }

    /// The rules a view's frame could use, or why it cannot be said at all.
    private func candidateRules(for id: ItemID, parent: ItemID, parentSaid: Bool, hasSizes: Bool) -> Result<Candidates, Unsayable> {
        // Views read in place: `document.view(_:)` copies a whole view for a flag or two.
        guard let viewIndex = document.indexOfView(id) else { return .failure(Unsayable("it is not a view")) }
        guard hasSizes else { return .failure(Unsayable("the input records no root frame, so there is no size to lay out at")) }
        if let parentIndex = document.indexOfView(parent), document.views[parentIndex].stack?.arrangedSubviews.contains(id) == true {
            return .failure(Unsayable("its stack view arranges it (UIStackView's own constraints)"))
        }
        guard parentSaid else { return .failure(Unsayable("its superview is not laid out by this code")) }
        if document.views[viewIndex].translatesAutoresizingMaskIntoConstraints {
            return .failure(Unsayable("its autoresizing mask lays it out, not constraints"))
        }
        var found = Candidates()
        // Each constraint borrowed from the document: a copy retains its strings, and a deep
        // chain's view is in eight.
        for index in document.constraintIndexes(involving: id) {
            add(document.constraints[index], at: index, for: id, parent: parent, to: &found)
        }
        return .success(found)
    }

    /// The rule one constraint gives the view's frame, or the axis it leaves undecided.
    private func add(_ constraint: borrowing Constraint, at index: Int, for id: ItemID, parent: ItemID, to found: inout Candidates) {
        guard constraint.systemKind == nil, constraint.isActive else { return }
        guard constraint.first != id else {
            add(written: constraint, at: index, axis: constraint.firstAttribute.axis, for: id, parent: parent, to: &found)
            return
        }
        // A subview's pin to this view gives no rule for its frame: set aside as below,
        // without the flipped copy that would only show that (half of a deep chain's).
        let isSubviewPin = constraint.second == id && constraint.multiplier == 1 && document.superview(of: constraint.first) == id
        if !isSubviewPin, let flipped = constraint.flipped, flipped.first == id {
            add(written: flipped, at: index, axis: constraint.firstAttribute.axis, for: id, parent: parent, to: &found)
            return
        }
        let axis = isSubviewPin && FrameLine(constraint.secondAttribute) != nil ? constraint.secondAttribute.axis : nil
        if let axis = axis ?? constraint.firstAttribute.axis { found.undecided[axis].append(index) }
    }

    /// The rule of a constraint written from the view (`written.first` is the view); `axis`,
    /// the document's constraint's first attribute's, is the one it leaves undecided when it
    /// sets no line of the frame.
    private func add(
        written: borrowing Constraint, at index: Int, axis documentAxis: Axis?, for id: ItemID, parent: ItemID, to found: inout Candidates
    ) {
        guard let line = FrameLine(written.firstAttribute), let axis = written.firstAttribute.axis else {
            if let documentAxis { found.undecided[documentAxis].append(index) }
            return
        }
        guard written.relation == .equal, written.priority.isRequired, !written.usesSystemSpacing,
              let reference = self.reference(written, parent: parent)
        else {
            found.undecided[axis].append(index)
            return
        }
        let rule = FrameRule(line: line, reference: reference.0, multiplier: written.multiplier, constant: written.constant, constraint: index)
        if let from = reference.own {
            found.own.append((rule, axis, from))
        } else {
            found.rules[axis].append(rule)
        }
    }

    /// Two rules per axis that need only what is already laid out, or `nil`. Rules to the
    /// parent and constants come first, then pins to placed siblings, in constraint order; a
    /// size equal to the view's other size when that one is constant; the fitting size last.
    private func choose(_ found: Candidates, for id: ItemID, placed: Set<ItemID>) -> Chain? {
        var chosen = PerAxis<[FrameRule]>([])
        for axis in [Axis.horizontal, .vertical] {
            // Two rules for different lines, the direct ones first: one pass for each kind
            // instead of arrays filtered and joined for every view.
            for takesPins in [false, true] {
                for rule in found.rules[axis] where chosen[axis].count < 2 {
                    let isPin: Bool
                    if case let .sibling(sibling, _) = rule.reference {
                        guard placed.contains(sibling) else { continue }
                        isPin = true
                    } else {
                        isPin = false
                    }
                    if isPin == takesPins, !chosen[axis].contains(where: { $0.line == rule.line }) { chosen[axis].append(rule) }
                }
            }
        }
        for (rule, axis, from) in found.own where chosen[axis].count < 2 && !chosen[axis].contains(where: { $0.line == .size }) {
            guard let other = chosen[from].first(where: { $0.line == .size }), other.reference == .constant else { continue }
            chosen[axis].append(FrameRule(line: .size, reference: .constant, multiplier: 1,
                                          constant: rule.multiplier * other.constant + rule.constant, constraint: rule.constraint))
        }
        let intrinsic = document.indexOfView(id).flatMap { document.views[$0].intrinsicContentSize }
        for axis in [Axis.horizontal, .vertical] where chosen[axis].count < 2 {
            let fitting = axis == .horizontal ? intrinsic?.width : intrinsic?.height
            if fitting != nil, !chosen[axis].contains(where: { $0.line == .size }) {
                chosen[axis].append(FrameRule(line: .size, reference: .fitting, multiplier: 1, constant: 0, constraint: nil))
            }
        }
        guard chosen.horizontal.count == 2, chosen.vertical.count == 2 else { return nil }
        return Chain(horizontal: chosen.horizontal, vertical: chosen.vertical)
    }

    /// What the second item of a constraint written from the view is, as a frame reference:
    /// `own` is the view's other axis for an aspect ratio (resolved later).
    private func reference(_ constraint: borrowing Constraint, parent: ItemID) -> (FrameRule.Reference, own: Axis?)? {
        guard let second = constraint.second else {
            guard constraint.firstAttribute.isDimension, constraint.multiplier == 1 else { return nil }
            return (.constant, nil)
        }
        let attribute = constraint.secondAttribute
        guard let axis = attribute.axis else { return nil }
        if second == constraint.first {
            guard constraint.firstAttribute.isDimension, attribute.isDimension, axis != constraint.firstAttribute.axis else { return nil }
            return (.constant, axis)
        }
        // Lines along the other axis (a width equal to the parent's height) are not frame lines here.
        guard axis == constraint.firstAttribute.axis else { return nil }
        if second == parent {
            guard let line = FrameLine(attribute.withoutMargin), !attribute.isBaseline else { return nil }
            return (.parent(line, inset: attribute.isMargin ? .margins : .bounds), nil)
        }
        if let guideIndex = document.indexOfGuide(second), document.guides[guideIndex].owner == parent {
            guard let line = FrameLine(attribute), !attribute.isMargin, !attribute.isBaseline else { return nil }
            switch document.guides[guideIndex].kind {
            case .safeArea: return (.parent(line, inset: .safeArea), nil)
            case .layoutMargins: return (.parent(line, inset: .margins), nil)
            default: return nil
            }
        }
        if document.indexOfView(second) != nil, document.superview(of: second) == parent {
            // NotAutoLayout pins lines to a sibling, never a size: it has no `pinWidth(to:with:)`.
            guard let line = FrameLine(attribute), line != .size, !attribute.isMargin, !attribute.isBaseline else { return nil }
            return (.sibling(second, line), nil)
        }
        return nil
    }

    /// Why the chain does not give the solver's frame at every checked root size, the recorded
    /// one first; `nil` when it does. A view the constraints leave ambiguous at a size has no
    /// frame there for a chain to give.
    private func verify(_ id: ItemID, _ chain: Chain, parent: ItemID, solved: inout SolvedSizes, siblings: [[ItemID: Rect]]) -> String? {
        guard let viewIndex = document.indexOfView(id), let parentIndex = document.indexOfView(parent) else { return "it is not a view" }
        // Read in place: `document.view(_:)` copies a whole view for a size and two insets.
        let intrinsic = document.views[viewIndex].intrinsicContentSize
        let margins = document.views[parentIndex].layoutMargins, safeArea = document.views[parentIndex].safeAreaInsets
        for index in solved.sizes.indices {
            // Past the recorded size, a chain whose view, parent and references keep their
            // frames at every size gives what it gave there: no other size need be solved.
            if index > 0, sameAtEverySize(id, chain, parent: parent, &solved) { break }
            guard let layout = solved.layout(index) else { return "the solver gives it no frame" }
            // Most layouts have neither: each view's chain is looked up in them only when they do.
            if !layout.ambiguous.isEmpty, layout.ambiguous.contains(id) { return "its layout is ambiguous (at root size \(Self.size(layout)))" }
            if !layout.brokenConstraints.isEmpty,
               let broken = (chain.horizontal + chain.vertical).lazy.compactMap(\.constraint).first(where: layout.brokenConstraints.contains) {
                return "\(document.reference(ofConstraintAt: broken)) is given up in a conflict (at root size \(Self.size(layout)))"
            }
            // Rules are written over the constraints' values, which place alignment rects.
            guard let expected = layout.alignmentRect(of: id), let parentFrame = layout.alignmentRect(of: parent) else { return "the solver gives it no frame" }
            func axisValues(_ rules: [FrameRule], _ axis: Axis) -> (origin: Double, length: Double)? {
                let fitting = axis == .horizontal ? intrinsic?.width : intrinsic?.height
                var values = LineValues()
                for rule in rules {
                    guard let value = rule.value(axis, parent: parentFrame, margins: margins, safeArea: safeArea,
                                                 siblings: siblings.isEmpty ? [:] : siblings[index], fitting: fitting) else { return nil }
                    values[rule.line] = value
                }
                return Self.resolve(values)
            }
            guard let x = axisValues(chain.horizontal, .horizontal), let y = axisValues(chain.vertical, .vertical) else {
                return "its pins cannot be evaluated"
            }
            let computed = Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
            if !Self.close(computed, expected) {
                return "at root size \(Self.size(layout)) the frame would be \(Self.text(computed)), but the constraints give \(Self.text(expected)): an inequality or a priority decides it"
            }
        }
        return nil
    }

    /// Whether the chain gives the view's frame, in its parent's coordinates, alike at every
    /// root size: the view keeps its frame, the parent its origin, and each rule reads a
    /// constant, a fitting size, the parent's start line (its insets are the recorded ones),
    /// any line of a parent that keeps its frame, or a sibling that keeps its frame.
    private func sameAtEverySize(_ id: ItemID, _ chain: Chain, parent: ItemID, _ solved: inout SolvedSizes) -> Bool {
        guard solved.keepsFrameAtEverySize(id), keepsOrigin(of: parent, &solved) else { return false }
        let parentKeepsFrame = solved.keepsFrameAtEverySize(parent)
        return (chain.horizontal + chain.vertical).allSatisfy { rule in
            switch rule.reference {
            case .constant, .fitting: true
            case let .parent(line, _): line == .start || parentKeepsFrame
            case let .sibling(sibling, _): solved.keepsFrameAtEverySize(sibling)
            }
        }
    }

    /// Whether a view is where it was at every root size: the root (resized about its
    /// origin), or a view that keeps its frame.
    private func keepsOrigin(of id: ItemID, _ solved: inout SolvedSizes) -> Bool {
        id == document.rootID || solved.keepsFrameAtEverySize(id)
    }

    /// Origin and length from two of start, center, end and size.
    static func resolve(_ values: LineValues) -> (origin: Double, length: Double)? {
        if let size = values.size {
            if let start = values.start { return (start, size) }
            if let center = values.center { return (center - size / 2, size) }
            if let end = values.end { return (end - size, size) }
            return nil
        }
        if let start = values.start {
            if let end = values.end { return (start, end - start) }
            if let center = values.center { return (start, 2 * (center - start)) }
            return nil
        }
        if let center = values.center, let end = values.end { return (2 * center - end, 2 * (end - center)) }
        return nil
    }

    private static func close(_ a: Rect, _ b: Rect) -> Bool {
        [(a.x, b.x), (a.y, b.y), (a.width, b.width), (a.height, b.height)].allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0), abs($1)) }
    }

    private static func text(_ rect: Rect) -> String {
        "(\(codeNumber(rect.x)), \(codeNumber(rect.y)), \(codeNumber(rect.width)), \(codeNumber(rect.height)))"
    }

    static func size(_ layout: SolvedLayout) -> String {
        "\(codeNumber(layout.rootWidth))×\(codeNumber(layout.rootHeight))"
    }

    // MARK: - Source

    /// The source, and the classes it declares (``PrintedCode/declaredClasses``).
    private func source(_ decided: Decisions) -> (source: [UInt8], declaredClasses: Set<String>) {
        let (outcomes, layoutOrder) = (decided.outcomes, decided.layoutOrder)
        var writer = SourceWriter(forFileOf: document)
        var declaredClasses: Set<String> = []
        let source = options.sourceName.map { " of \($0)" } ?? ""
        writer.line("// NotAutoLayout 3 layout\(source), printed by draft-inspect.")
        let said = layoutOrder.count
        let unsaid = order.filter { if case .cannotSay? = outcomes[$0] { return true } else { return false } }
        let sizedByUIKit = decided.sizedByUIKit
        var byUIKit = sizedByUIKit == 0 ? "" : ", \(sizedByUIKit) effect view content view\(sizedByUIKit == 1 ? "" : "s") UIKit sizes"
        switch (decided.cellContentView != nil, decided.styleViews) {
        case (true, 0): byUIKit += ", the cell's content view UIKit sizes"
        case (true, let count): byUIKit += ", the cell's content view and \(counted(count, "view")) of its style UIKit lays out"
        case (false, 0): break
        case (false, let count): byUIKit += ", \(counted(count, "view")) of the cell's style UIKit lays out"
        }
        writer.line("// \(counted(order.count, "view")): the root, \(said) laid out by NotAutoLayout maker chains\(byUIKit), \(unsaid.count) it cannot say (see the comment on each).")
        writer.line("// Frames, not constraints: each chain gives the frames draft-inspect's solver gives the constraints")
        let shown = decided.sizes.map { "\(codeNumber($0.width))×\(codeNumber($0.height))" }
        writer.line("//   at root size\(shown.count == 1 ? "" : "s") \(shown.isEmpty ? "(none: no root frame recorded)" : shown.joined(separator: ", ")).")
        if options.autoIdentifier {
            writer.line("// --auto-identifier: views without an accessibilityIdentifier get their printed name.")
        }
        let file = PrintedFile(
            prepared: prepared, order: order, library: "NotAutoLayout", imports: ["UIKit", "NotAutoLayout"], creator: "", whyNot: nil)
        func hierarchy(_ writer: inout SourceWriter) {
            file.autoIdentifiers(&writer)
            SubviewCode.write(root: root, order: order, document: document, names: names, given: file.tree.given, &writer)
        }
        if options.declarations, let cell = file.cell {
            let declarations = file.declarations
            // A cell of its style's views alone builds nothing and has no frames to set.
            var building = SourceWriter(), laying = SourceWriter()
            hierarchy(&building)
            layoutCalls(outcomes: outcomes, layoutOrder: layoutOrder, &laying)
            let applying = "; `layoutSubviews()` sets every frame for the cell's current size (`layout()`)."
            for line in cell.shapeComment(applying: building.isEmpty && laying.isEmpty ? nil : applying) { writer.line(line) }
            writer.line()
            writer.line("import UIKit")
            writer.line("import NotAutoLayout")
            writer.line()
            let layout: ((inout SourceWriter) -> Void)? = laying.isEmpty ? nil : { writer in
                writer.block("override func layoutSubviews() {") { writer in
                    writer.line("super.layoutSubviews()")
                    writer.line("layout()")
                }
                writer.line()
                writer.line("/// Sets every frame for the cell's current size.")
                writer.block("func layout() {") { $0.append(laying) }
            }
            file.cellClass(cell, declarations: declarations, &writer, members: nil, applying: "Builds the hierarchy.", building: building, trailing: layout)
            declarations.writeStubClasses(&writer)
            if options.sharesItsFile { declaredClasses = declarations.declaredClasses }
        } else if options.declarations {
            let declarations = file.declarations
            writer.line("//")
            writer.line("// Shape: `\(file.layoutClass)` declares every view as a property (the root is `\(names.displayName(of: root))`);")
            writer.line("// `apply()` adds the views and lays them out; call `layout()` again whenever the root's size changes")
            writer.line("// (from `viewDidLayoutSubviews()` or the root's `layoutSubviews()`).")
            writer.line()
            writer.line("import UIKit")
            writer.line("import NotAutoLayout")
            writer.line()
            writer.line("@MainActor")
            writer.block(declarations.printedLayoutOpening) { writer in
                declarations.properties(&writer)
                var configuration = SourceWriter()
                declarations.configuration(&configuration)
                if let frame = document.view(root)?.frame {
                    configuration.line("\(names.displayName(of: root)).frame = CGRect(x: \(codeNumber(frame.x)), y: \(codeNumber(frame.y)), width: \(codeNumber(frame.width)), height: \(codeNumber(frame.height)))")
                }
                declarations.writeInitializer(configuration, &writer)
                writer.line()
                writer.line("/// Adds the views and lays them out.")
                writer.block("func apply() {") { writer in
                    hierarchy(&writer)
                    writer.line("layout()")
                }
                writer.line()
                writer.line("/// Sets every frame for the root's current size.")
                writer.block("func layout() {") { writer in
                    self.layoutCalls(outcomes: outcomes, layoutOrder: layoutOrder, &writer)
                }
            }
            declarations.writeStubClasses(&writer)
            if options.sharesItsFile { declaredClasses = declarations.declaredClasses }
        } else {
            writer.line()
            hierarchy(&writer)
            writer.line()
            writer.line("// In the root's layoutSubviews() (or viewDidLayoutSubviews()):")
            layoutCalls(outcomes: outcomes, layoutOrder: layoutOrder, &writer)
        }
        return (writer.bytes, declaredClasses)
    }

    /// The `nal.layout` calls, parent by parent, then a comment for every view not said.
    private func layoutCalls(outcomes: [ItemID: Outcome], layoutOrder: [ItemID], _ writer: inout SourceWriter) {
        // One call's text at a time, its storage kept from view to view.
        var text = CodeText()
        for id in layoutOrder {
            guard case let .said(chain)? = outcomes[id], let parent = document.superview(of: id) else { continue }
            writer.line(names.displayName(of: parent), ".nal.layout(", names.displayName(of: id), ") { $0")
            writer.indent()
            writeCalls(framing(chain, of: id), &text, &writer)
            writer.dedent()
            writer.line("}")
        }
        let unsaid = order.compactMap { id -> (ItemID, String)? in
            if case let .cannotSay(reason)? = outcomes[id] { return (id, reason) }
            return nil
        }
        if !unsaid.isEmpty {
            if !layoutOrder.isEmpty { writer.line() }
            writer.line("// NotAutoLayout cannot say these layouts; their frames are not set here:")
            for (id, reason) in unsaid { writer.line("// \(names.displayName(of: id)): \(reason).") }
        }
    }

    /// The chain over alignment rects, which the solver checked, as NotAutoLayout sets frames.
    private func framing(_ chain: Chain, of id: ItemID) -> Chain {
        func insets(_ view: ItemID) -> EdgeInsets {
            document.indexOfView(view).map { document.views[$0].alignmentRectInsets } ?? .zero
        }
        let own = insets(id)
        func framed(_ rules: [FrameRule], _ axis: Axis) -> [FrameRule] {
            rules.map { rule in
                var sibling = EdgeInsets.zero
                if case let .sibling(other, _) = rule.reference { sibling = insets(other) }
                return rule.forFrames(axis, own: own, sibling: sibling)
            }
        }
        return Chain(horizontal: framed(chain.horizontal, .horizontal), vertical: framed(chain.vertical, .vertical))
    }

    /// NotAutoLayout's order: lines before sizes, horizontal lines before vertical ones; both
    /// fitting sizes as one `fitSize()`. Each call a line, built as bytes.
    private func writeCalls(_ chain: Chain, _ text: inout CodeText, _ writer: inout SourceWriter) {
        func write(_ rule: FrameRule, _ axis: Axis) {
            text.removeAll()
            rule.appendCall(axis, names: names, to: &text)
            writer.line(".", text.bytes[...])
        }
        for rule in chain.horizontal where rule.line != .size { write(rule, .horizontal) }
        for rule in chain.vertical where rule.line != .size { write(rule, .vertical) }
        let width = chain.horizontal.first { $0.line == .size }
        let height = chain.vertical.first { $0.line == .size }
        if width?.reference == .fitting, height?.reference == .fitting {
            writer.line(".fitSize()")
            return
        }
        if let width { write(width, .horizontal) }
        if let height { write(height, .vertical) }
    }
}
