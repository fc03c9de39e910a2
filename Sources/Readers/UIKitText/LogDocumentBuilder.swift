import LayoutModel

/// Turns the constraints of a log into a ``LayoutDocument``, inventing as little hierarchy
/// as the log allows:
///
/// - `|` in a visual format, and the `'|'` of an autoresizing constraint's `names:`, is the
///   item's superview (a guide's owner);
/// - a `UISV-canvas-connection` equation puts its second item in the stack view that is its
///   first; other `UISV-*` constraints make their items siblings;
/// - a `_UILayoutSupportConstraint` puts the `_UILayoutGuide` (a view) in the view it is tied to;
/// - a view pinned by both opposite edges of one axis inside another, written subview first as
///   Masonry, SnapKit and anchors write it, is that view's subview (``EdgePairNesting``);
/// - a guide with no `|` is owned by the first view it is constrained to, or for a view's own
///   guide (safe area, margins) by that view's superview;
/// - the one view left without a superview is the root; when several (or none) are left, a
///   synthetic root `window` (class `UIWindow`) holds them.
///
/// Views are named from what the log shows: the class (`className`), an accessibility name
/// (`accessibilityIdentifier`) or label text (`text`). Frames are unknown (`nil`) and the
/// document is partial (``LayoutDocument/isPartial``). A
/// view is `translatesAutoresizingMaskIntoConstraints` exactly when an
/// `NSAutoresizingMaskLayoutConstraint` sizes or places it, with the mask its `h=… v=…` shows.
struct LogDocumentBuilder {
    var warnings: [Diagnostic] = []
    /// Numbers out of range: they refuse the whole input.
    var errors: [Diagnostic] = []
    // The logged constraints, where the log shows each and their bodies' items, side by side:
    // the passes over a long log read a field or two of each, and a struct holding all three
    // was copied whole (a dozen strings retained and released) at most of those reads.
    private var logged: [LoggedConstraint] = []
    /// Where each starts; not the entries, whose descriptions are done with once parsed.
    private var places: [(line: Int, column: Int)] = []
    private var itemIDs: [BodyItemIDs] = []
    /// Keyed by the address made an id, whose digest is hashed where a `String` key runs the
    /// standard hasher over its bytes each time.
    private var indexByAddress: [ItemID: Int] = [:]
    /// The logged constraint each of the built document's constraints was made from.
    private var constraintSources: [Int] = []

    /// A body's two items (`nil` for `|`), made once: every pass over the log asks for them, and
    /// making an id hashes its text. A scroll view's content size stands for its content guide.
    struct BodyItemIDs {
        var first: ItemID?
        var second: ItemID?

        /// A function, not an initializer, so that the body is borrowed: an initializer
        /// takes its arguments owned, and a copy of a body is eight strings retained.
        static func of(_ body: LoggedBody) -> BodyItemIDs {
            var ids = BodyItemIDs()
            ids.first = LogDocumentBuilder.itemID(body.first, isContentSize: body.firstAttribute.isContentSize)
            if let second = body.second {
                ids.second = LogDocumentBuilder.itemID(second, isContentSize: body.secondAttribute?.isContentSize == true)
            }
            return ids
        }
    }

    private struct ItemFacts {
        var className: String?
        var accessibilityName: String?
        var text: String?
    }
    // Items are numbered as `build()` first meets them, and every table below is by number:
    // keyed by id, they were looked up a dozen times for each logged constraint, and a long
    // log's tables no longer fit in the cache.
    private var numbers = ItemNumbers()
    private var facts: [ItemFacts] = []
    /// Each item's superview's number, -1 for none yet.
    private var parents: [Int] = []
    /// Layout guides, which own no views; known once every item is registered.
    private var isGuide: [Bool] = []
    /// Views known to be superviews only from how the app's code pins their subviews.
    private var edgePairParents: [Bool] = []
    /// What the passes that infer the hierarchy read of each logged constraint, in a few
    /// bytes: a long log's logged constraints, hundreds of bytes each, left the cache on every
    /// pass over them.
    private var shapes: [Shape] = []
    private var isRightToLeft = false
    /// The first logged constraint that shows each item, for its position (-1 for none).
    private var firstShown: [Int] = []

    // MARK: Adding constraints

    /// Room for `count` descriptions, so that a long log's tables are not regrown as they fill.
    mutating func reserveCapacity(_ count: Int) {
        logged.reserveCapacity(count)
        places.reserveCapacity(count)
        itemIDs.reserveCapacity(count)
        indexByAddress.reserveCapacity(count)
    }

    /// Parses and adds one description; returns its reference (the address) and its index
    /// among the logged constraints (the first description's of the address), or `nil` when it
    /// could not be read (a warning says why).
    /// `read` holds the descriptions the scan read (``ConflictLogScanner/Entry/Description/read(_:)``);
    /// the entry's is taken from it, so each entry is added once.
    /// A recovery line's constraint at an address no list holds is taken for the one of
    /// `listed` described the same (a paste that joined two runs' output), not added again.
    mutating func add(
        _ entry: ConflictLogScanner.Entry, read: inout [LoggedConstraint?], sameAsOneOf listed: [Int] = []
    ) -> (reference: String, index: Int)? {
        let parsed: LoggedConstraint
        do {
            switch entry.description {
            case let .read(index):
                guard let constraint = read[index].take() else { return nil }
                parsed = constraint
            case let .scalars(scalars): parsed = try ConstraintDescriptionParser.parse(scalars: scalars)
            }
        } catch {
            if error.isOutOfRange {
                errors.append(Diagnostic(at: .line(entry.line, column: entry.column + error.offset), error.message))
            } else {
                warn(entry.line, entry.column + error.offset,
                     "skipped a constraint description that could not be read: \(error.message)")
            }
            return nil
        }
        let key = ItemID(parsed.address)
        if let index = indexByAddress[key] {
            if logged[index].body != parsed.body || logged[index].identifier != parsed.identifier {
                warn(entry.line, entry.column,
                     "constraint \(parsed.address) is described differently than at line \(places[index].line); kept that description")
            }
            return (parsed.address, index)
        }
        if let index = listed.first(where: {
            logged[$0].body == parsed.body && logged[$0].identifier == parsed.identifier && logged[$0].className == parsed.className
        }) {
            warn(entry.line, entry.column,
                 "UIKit's recovery line names \(parsed.address), which its list does not hold; taken for \(logged[index].address), listed with the same description (the paste joins two runs' output)")
            return (logged[index].address, index)
        }
        if parsed.namedItems.count > 1 { warnAboutSharedNames(parsed.namedItems, at: entry) }
        let address = parsed.address
        indexByAddress[key] = logged.count
        itemIDs.append(BodyItemIDs.of(parsed.body))
        places.append((entry.line, entry.column))
        logged.append(consume parsed)
        return (address, logged.count - 1)
    }

    /// Names that stand for several views in one `names:` list.
    private mutating func warnAboutSharedNames(_ items: [LoggedItem], at entry: ConflictLogScanner.Entry) {
        var addresses: [String: Set<String>] = [:]
        for item in items {
            if let name = item.accessibilityName, let address = item.address { addresses[name, default: []].insert(address) }
        }
        for (name, set) in addresses.sorted(by: { $0.key < $1.key }) where set.count > 1 {
            warn(entry.line, entry.column,
                 "the name '\(name)' stands for \(set.count) views (\(set.sorted().joined(separator: ", "))); matched to the body by position, which the log does not guarantee")
        }
    }

    private mutating func warn(_ line: Int, _ column: Int, _ message: String) {
        warnings.append(Diagnostic(.warning, at: .line(line, column: column), message))
    }

    // MARK: Building

    /// Where the log first describes each constraint of `document` (built by this builder)
    /// and each item.
    func positions(of document: LayoutDocument) -> SourcePositions {
        var items: [ItemID: SourcePosition] = [:]
        items.reserveCapacity(numbers.count)
        for (number, index) in firstShown.enumerated() where index >= 0 {
            let entry = places[index]
            items[numbers.ids[number]] = SourcePosition(line: entry.line, column: entry.column)
        }
        // The constraints in the document's order, as `build()` made them.
        let constraints = constraintSources.map { source in
            let entry = places[source]
            return PackedPosition(line: UInt32(entry.line), column: UInt32(entry.column))
        }
        assert(constraints.count == document.constraints.count, "positions asked of another document")
        return SourcePositions(items: PositionTable(items), constraints: PositionTable(constraints, element: { $0 }))
    }

    /// Whether UIKit's container gives the view its size: an encapsulated-layout constraint
    /// on it.
    private func isSizedByItsContainer(_ id: ItemID) -> Bool {
        logged.indices.contains { index in
            itemIDs[index].first == id && itemIDs[index].second == nil
                && SystemConstraintKind(className: logged[index].className, identifier: logged[index].identifier) == .encapsulatedLayout
        }
    }

    /// The document, or `nil` when no constraint could be read.
    mutating func build() -> LayoutDocument? {
        guard !logged.isEmpty else { return nil }
        registerItems()
        let unresolvedBars = inferParents()
        let guidesNeedRoot = inferGuideOwners()

        let viewNumbers = (0..<numbers.count).filter { !isGuide[$0] }
        let topLevel = viewNumbers.filter { parents[$0] < 0 }
        let barsNeedRoot = unresolvedBars.contains { parents[$0.item] < 0 }
        // A frame position (`minX == 0`) of a view with no known superview is measured from one.
        let positionsNeedRoot = shapes.contains { shape in
            shape.placesFrame && shape.superview < 0 && shape.first >= 0 && parents[shape.first] < 0
        }
        // A superview read from edge pairs is a container, not known to be the controller's
        // view: it keeps its own name inside the synthetic root. Unless Masonry's key says it
        // is (`UIView:self.view`, read as `view`), or UIKit's container sizes it
        // (`UIView-Encapsulated-Layout-*`: a cell, a controller's view), which makes it the
        // view the app's code fills.
        let rootIsUnshown = topLevel.count == 1 && edgePairParents[topLevel[0]]
            && facts[topLevel[0]].accessibilityName != UIKitTextConventions.controllersViewKey
            && !isSizedByItsContainer(numbers.ids[topLevel[0]])
        let isSynthetic = topLevel.count != 1 || barsNeedRoot || positionsNeedRoot || rootIsUnshown || guidesNeedRoot
        let root = isSynthetic ? number(ItemID(UIKitTextConventions.syntheticRootID)) : topLevel[0]
        if isSynthetic {
            for number in topLevel { parents[number] = root }
        }
        for number in parents.indices where isGuide[number] && parents[number] < 0 { parents[number] = root }
        let rootID = numbers.ids[root]
        var bars: [Int: ItemID] = [:]
        for bar in unresolvedBars {
            let superview = parents[bar.item] >= 0 ? numbers.ids[parents[bar.item]] : rootID
            bars[bar.index] = superview
            let entry = places[bar.index]
            warn(entry.line, entry.column,
                 "'|' is not named in this description's names: list; taken to be \(numbers.ids[bar.item])'s superview, \(superview)")
        }

        var constraints: [Constraint] = []
        constraints.reserveCapacity(logged.count)
        constraintSources = []
        constraintSources.reserveCapacity(logged.count)
        for index in logged.indices {
            guard let constraint = makeConstraint(at: index, bar: bars[index], rootID: rootID) else { continue }
            constraints.append(consume constraint)
            constraintSources.append(index)
        }
        let topLevelIDs = topLevel.map { numbers.ids[$0] }
        // The root comes first: the synthetic one in front of the others, or the log's own
        // moved there.
        var ordered = viewNumbers
        if !isSynthetic, let index = ordered.firstIndex(of: root) { ordered.insert(ordered.remove(at: index), at: 0) }
        var (views, numbering) = makeViews(
            ordered, after: isSynthetic ? (UIKitTextConventions.syntheticRoot(holding: topLevelIDs), root, topLevel) : nil)
        applyLoggedMargins(constraints, to: &views)
        let guideNumbers = (0..<numbers.count).filter { isGuide[$0] }
        let guides = guideNumbers.map(makeGuide)
        if LoggedStackArrangement.apply(to: &views, guides: guides, constraints: constraints) {
            numbering.renumberSubviews(of: views)
        }
        numbering.guideNumbers = guideNumbers.map(Int32.init)
        numbering.constraintNumbers.reserveCapacity(constraints.count)
        // Every item a constraint names was numbered above; were one not, the document numbers
        // its ids itself.
        var isNumbered = true
        for index in constraints.indices {
            var second: Int32? = -1
            if let id = constraints[index].second { second = numbers[id] }
            guard let first = numbers[constraints[index].first], let second else {
                isNumbered = false
                break
            }
            numbering.constraintNumbers.append((first, second))
        }
        return LayoutDocument(
            rootID: rootID, views: views, guides: guides, constraints: constraints,
            layoutDirection: isRightToLeft ? .rightToLeft : .leftToRight, metadata: [], rootKind: nil, isPartial: true,
            recorded: .none, numbering: isNumbered ? numbering : nil)
    }

    /// Numbers every item in the order the log shows them, with what the log says of each,
    /// and notes each logged constraint's items by number.
    private mutating func registerItems() {
        shapes.reserveCapacity(logged.count)
        // Read in place from a local copy of the array (one retain): read through `self`, which
        // `register` changes, each body was copied whole, its items' strings retained.
        let all = logged
        for index in all.indices {
            if all[index].body.direction == .rightToLeft { isRightToLeft = true }
            let first = register(all[index].body.first, all[index].body.firstAttribute, itemIDs[index].first, shownAt: index)
            let second = register(all[index].body.second, all[index].body.secondAttribute, itemIDs[index].second, shownAt: index)
            var superview: Int = -1
            if let item = all[index].superview { superview = register(item, ItemID(item.id)) }
            for item in all[index].namedItems { show(register(item, ItemID(item.id)), at: index) }
            let kind = Shape.kind(
                className: all[index].className, identifier: all[index].identifier,
                isVisualFormatGap: all[index].body.isVisualFormatGap)
            shapes.append(Shape(
                first: first, second: second, superview: superview, kind: kind,
                hasBar: all[index].body.first.isSuperview || all[index].body.second?.isSuperview == true,
                placesFrame: all[index].body.firstAttribute.isFrameCoordinate,
                showsMask: kind == .autoresizing || all[index].mask != nil,
                hasContentPriorities: all[index].contentPriorities != nil))
        }
        isGuide = facts.map { facts in
            // `_UILayoutGuide` (the iOS 7 top and bottom layout guides) is a view.
            guard let className = facts.className else { return false }
            return className == "_UILayoutSpacer" || (className.hasSuffix("LayoutGuide") && className != "_UILayoutGuide")
        }
    }

    /// A logged constraint as the hierarchy's inference reads it.
    private struct Shape {
        /// Its items by number (-1 for none, or `|`), as `BodyItemIDs` has them, and its
        /// `names:` list's superview.
        var first: Int
        var second: Int
        var superview: Int
        var kind: Kind
        /// Whether either item is `|`.
        var hasBar: Bool
        /// A frame position (`minX`, `midY`) of its first item.
        var placesFrame: Bool
        /// Its first item translates an autoresizing mask (an autoresizing constraint, or
        /// any constraint that shows `h=… v=…`).
        var showsMask: Bool
        var hasContentPriorities: Bool

        /// The kinds of constraint the inference tells apart.
        enum Kind {
            case app, autoresizing, canvasConnection, layoutSupport
            /// A stack view's other constraints, and visual-format gaps: they relate siblings.
            case siblings
        }

        /// The kind of a constraint of this class and identifier.
        static func kind(className: String, identifier: String?, isVisualFormatGap: Bool) -> Kind {
            // Most are UIKit's own class, the shared literal, told apart by its storage alone:
            // comparing each with the two other classes' names cost more than the rest.
            let isDefaultClass = className == Constraint.defaultClassName
            if !isDefaultClass, className == "NSAutoresizingMaskLayoutConstraint" { return .autoresizing }
            if identifier == "UISV-canvas-connection" { return .canvasConnection }
            if !isDefaultClass, className == "_UILayoutSupportConstraint" { return .layoutSupport }
            if identifier?.hasPrefix("UISV-") == true || isVisualFormatGap { return .siblings }
            return .app
        }
    }

    /// The number of `id`, numbering it with empty tables if it is new.
    private mutating func number(_ id: ItemID) -> Int {
        let number = Int(numbers.number(adding: id))
        if number == facts.count {
            facts.append(ItemFacts())
            parents.append(-1)
            isGuide.append(false)
            edgePairParents.append(false)
            firstShown.append(-1)
        }
        return number
    }

    private mutating func show(_ number: Int, at index: Int) {
        if firstShown[number] < 0 { firstShown[number] = index }
    }

    @discardableResult
    private mutating func register(_ item: LoggedItem, _ id: ItemID) -> Int {
        let number = number(id)
        // Field by field in place: most items are met again as they were first met, and a copy
        // of what is known retained its strings only to find nothing to add.
        if facts[number].className == nil, let className = item.className { facts[number].className = className }
        if facts[number].accessibilityName == nil, let name = item.accessibilityName { facts[number].accessibilityName = name }
        if facts[number].text == nil, let text = item.text { facts[number].text = text }
        return number
    }

    /// One side of a body: its item, and for a scroll view's `contentWidth` or `contentHeight`
    /// the content layout guide that stands for it, owned by the scroll view; the number of
    /// the one the body relates, -1 for none. The log shows the scroll view.
    private mutating func register(_ anchor: LoggedAnchor?, _ attribute: LoggedAttribute?, _ id: ItemID?, shownAt index: Int) -> Int {
        guard case let .item(item)? = anchor, let id else { return -1 }
        guard attribute?.isContentSize == true else {
            let number = register(item, id)
            show(number, at: index)
            return number
        }
        let scrollView = register(item, ItemID(item.id))
        show(scrollView, at: index)
        let guide = register(LoggedItem(className: "UILayoutGuide", text: Guide.Kind.contentLayout.systemIdentifier), id)
        if parents[guide] < 0 { parents[guide] = scrollView }
        return guide
    }

    /// The id of a scroll view's content layout guide, which a log names only through the
    /// scroll view's `contentWidth` and `contentHeight`.
    fileprivate static func contentGuideID(of scrollView: ItemID) -> ItemID {
        ItemID(scrollView.rawValue + ".contentLayoutGuide")
    }

    private func className(_ number: Int) -> String { facts[number].className ?? "" }

    /// The id of an item (its content guide's, for a scroll view's content size); `nil` for `|`.
    fileprivate static func itemID(_ anchor: LoggedAnchor, isContentSize: Bool) -> ItemID? {
        guard case let .item(item) = anchor else { return nil }
        return isContentSize ? contentGuideID(of: ItemID(item.id)) : ItemID(item.id)
    }

    /// Records the superviews the log shows; returns the `|`s it does not name.
    private mutating func inferParents() -> [(index: Int, item: Int)] {
        var unresolved: [(index: Int, item: Int)] = []
        for (index, shape) in shapes.enumerated() {
            let (first, second, superview) = (shape.first, shape.second, shape.superview)
            let item = first >= 0 ? first : second
            if shape.hasBar, item >= 0 {
                if superview >= 0 {
                    setParent(item, superview, index)
                } else {
                    unresolved.append((index, item))
                }
            } else if shape.kind == .autoresizing, item >= 0, superview >= 0 {
                setParent(item, superview, index)
            } else if shape.kind == .autoresizing, shape.placesFrame, first >= 0, second >= 0 {
                // A mask's flexible margin measures the frame from the superview's size
                // (`minX == 0.5*UIView:0x….width - 32`): that view is the superview.
                setParent(first, second, index)
            } else if shape.kind == .canvasConnection, first >= 0, second >= 0 {
                setParent(second, first, index)
            } else if shape.kind == .layoutSupport, first >= 0, second >= 0 {
                if className(first) == "_UILayoutGuide" {
                    setParent(first, second, index)
                } else if className(second) == "_UILayoutGuide" {
                    setParent(second, first, index)
                }
            }
        }
        inferSiblingParents()
        // Pins by both opposite edges only where nothing above placed the view: what the log
        // writes out (`|`, a stack, a mask) outranks how the app's code happens to read.
        let pairs = EdgePairNesting.parents(in: logged, ids: itemIDs)
        for (child, parent, index) in pairs {
            guard let child = numbers[child].map(Int.init), var parent = numbers[parent].map(Int.init), parents[child] < 0 else { continue }
            // Inside a guide is inside the view that owns it, when the log shows which: a view
            // the log shows owning its safe area, not one known only from the pins.
            let byGuide = isGuide[parent]
            if byGuide { parent = parents[parent] }
            guard parent >= 0 else { continue }
            setParent(child, parent, index, isGuess: true)
            if parents[child] == parent, !byGuide { edgePairParents[parent] = true }
        }
        inferSiblingParents()
        return unresolved
    }

    /// Stack view constraints other than canvas connections, and visual-format gaps between
    /// two items, relate siblings: one placed, the other goes in the same view.
    private mutating func inferSiblingParents() {
        for _ in 0..<2 {
            for (index, shape) in shapes.enumerated() {
                let (a, b) = (shape.first, shape.second)
                guard a >= 0, b >= 0, shape.kind == .siblings || shape.kind == .canvasConnection else { continue }
                if shape.kind == .canvasConnection {
                    if isGuide[a], parents[a] >= 0, parents[b] < 0 { setParent(b, parents[a], index, isGuess: true) }
                    continue
                }
                if parents[a] >= 0, parents[b] < 0, parents[a] != b {
                    setParent(b, parents[a], index, isGuess: true)
                } else if parents[b] >= 0, parents[a] < 0, parents[b] != a {
                    setParent(a, parents[b], index, isGuess: true)
                }
            }
        }
    }

    /// Gives each guide the log names no owner of (no `|`) one from the first view it is tied
    /// to. A guide the app makes (`UILayoutGuide()`) is tied to its owner. One a view has of
    /// its own (its safe area, margins, readable content, keyboard guide) holds the app's views
    /// inside that view (`button.leading == view.safeAreaLayoutGuide.leading`), so its owner is
    /// the tied view's superview, unless UIKit's own constraint (`UIViewSafeAreaLayoutGuide-left`)
    /// ties it to the owner. Whether such a guide is left to a superview the log does not show.
    private mutating func inferGuideOwners() -> Bool {
        var isOwnerUnshown = false
        for guide in parents.indices where isGuide[guide] && parents[guide] < 0 {
            let isViewsOwn = UIKitTextConventions.guideKind(identifier: facts[guide].text) != .custom
            for (index, shape) in shapes.enumerated() {
                guard shape.first == guide || shape.second == guide else { continue }
                let other = [shape.first, shape.second].first { $0 >= 0 && $0 != guide && !isGuide[$0] }
                guard let other else { continue }
                if isViewsOwn, logged[index].identifier?.hasPrefix("UIView") != true {
                    if parents[other] >= 0 { setParent(guide, parents[other], index, isGuess: true) } else { isOwnerUnshown = true }
                } else {
                    setParent(guide, other, index, isGuess: true)
                }
                break
            }
        }
        return isOwnerUnshown
    }

    /// Records that `child` is in `parent`, as the logged constraint at `index` shows, unless
    /// that contradicts what is known; a guess (siblings, guide owners) that does not fit is
    /// dropped without a warning.
    private mutating func setParent(_ child: Int, _ parent: Int, _ index: Int, isGuess: Bool = false) {
        let entry = places[index]
        guard child != parent, !isGuide[parent] else { return }
        let existing = parents[child]
        if existing >= 0 {
            if existing != parent && !isGuess {
                warn(entry.line, entry.column,
                     "this puts \(numbers.ids[child]) inside \(numbers.ids[parent]), but an earlier constraint put it inside \(numbers.ids[existing]); kept \(numbers.ids[existing])")
            }
            return
        }
        var cursor = parent
        var steps = 0
        while cursor >= 0, steps <= numbers.count {
            if cursor == child {
                if isGuess { return }
                warn(entry.line, entry.column,
                     "this would put \(numbers.ids[child]) inside its own subview \(numbers.ids[parent]); ignored for the hierarchy")
                return
            }
            cursor = parents[cursor]
            steps += 1
        }
        parents[child] = parent
    }

    /// The views of `viewNumbers`, after `root` when there is one (an array made to size:
    /// inserting a root in front of 10,001 views copied them all into a larger one), and the
    /// numbering of their ids and subviews the document's indexes are built from, where it
    /// would otherwise hash every id again (its guides and constraints still to fill in).
    private func makeViews(
        _ viewNumbers: [Int], after root: (view: View, number: Int, subviews: [Int])?
    ) -> ([View], ItemNumbering) {
        var children = [[Int32]](repeating: [], count: numbers.count)
        for number in viewNumbers where parents[number] >= 0 { children[parents[number]].append(Int32(number)) }
        var masks = [AutoresizingMaskNotation?](repeating: nil, count: numbers.count)
        var autoresized = [Bool](repeating: false, count: numbers.count)
        var content: [Int: [(Axis, ContentPriorities)]] = [:]
        for (index, shape) in shapes.enumerated() where shape.showsMask || shape.hasContentPriorities {
            let first = shape.first >= 0 ? shape.first : shape.second
            guard first >= 0 else { continue }
            if shape.showsMask {
                autoresized[first] = true
                if let mask = logged[index].mask, masks[first] == nil { masks[first] = mask }
            }
            if let priorities = logged[index].contentPriorities, let axis = logged[index].body.firstAttribute.attribute.axis {
                content[first, default: []].append((axis, priorities))
            }
        }
        var views: [View] = []
        views.reserveCapacity(viewNumbers.count + 1)
        var numbering = ItemNumbering(
            numbers: numbers, viewNumbers: [], guideNumbers: [], subviewNumbers: [], subviewEnds: [], constraintNumbers: [])
        numbering.viewNumbers.reserveCapacity(viewNumbers.count + 1)
        numbering.subviewEnds.reserveCapacity(viewNumbers.count + 1)
        if let root {
            views.append(root.view)
            numbering.viewNumbers.append(Int32(root.number))
            numbering.subviewNumbers += root.subviews.map(Int32.init)
            numbering.subviewEnds.append(Int32(numbering.subviewNumbers.count))
        }
        for number in viewNumbers {
            let known = facts[number]
            numbering.viewNumbers.append(Int32(number))
            numbering.subviewNumbers += children[number]
            numbering.subviewEnds.append(Int32(numbering.subviewNumbers.count))
            var view = View(
                id: numbers.ids[number], className: known.className ?? "UIView", frame: nil,
                subviews: children[number].map { numbers.ids[Int($0)] },
                accessibilityIdentifier: known.accessibilityName,
                translatesAutoresizingMaskIntoConstraints: autoresized[number],
                autoresizingMask: masks[number]?.mask ?? [])
            UIKitTextConventions.give(&view, quotedText: known.text)
            for (axis, priorities) in content[number] ?? [] {
                view.contentHuggingPriority[axis] = priorities.clamped.hugging
                view.contentCompressionResistancePriority[axis] = priorities.clamped.compressionResistance
            }
            views.append(consume view)
        }
        return (views, numbering)
    }

    /// The margins a log gives: UIKit's `'UIView-topMargin-guide-constraint'` and its kin tie a
    /// view's layout margins guide to its edges at its margins, so where a log lists them the
    /// view's margins are those, not UIKit's default (``Constraint/marginGuideSide``).
    private func applyLoggedMargins(_ constraints: [Constraint], to views: inout [View]) {
        var positions: [ItemID: Int] = [:]
        func isGuide(_ id: ItemID) -> Bool { numbers[id].map { self.isGuide[Int($0)] } ?? false }
        for constraint in constraints {
            guard let side = constraint.marginGuideSide, let second = constraint.second else { continue }
            // The guide is the item that is not a view of the log's; the owner the other.
            let guideFirst = isGuide(constraint.first)
            guard guideFirst != isGuide(second) else { continue }
            let owner = guideFirst ? second : constraint.first
            if positions.isEmpty { for (position, view) in views.enumerated() { positions[view.id] = position } }
            guard let position = positions[owner] else { continue }
            // owner.top == guide.top - m, or guide.top == owner.top + m (and so on round the edges).
            let isNear = [Attribute.top, .left, .leading].contains(side)
            let margin = isNear == guideFirst ? constraint.constant : -constraint.constant
            var margins = views[position].layoutMargins
            switch side {
            case .top: margins.top = margin
            case .bottom: margins.bottom = margin
            case .left: margins.left = margin
            case .right: margins.right = margin
            case .leading: if isRightToLeft { margins.right = margin } else { margins.left = margin }
            default: if isRightToLeft { margins.left = margin } else { margins.right = margin }
            }
            views[position].layoutMargins = margins
        }
    }

    private func makeGuide(_ number: Int) -> Guide {
        let text = facts[number].text
        let kind = UIKitTextConventions.guideKind(identifier: text)
        let owner = parents[number] >= 0 ? numbers.ids[parents[number]] : ItemID(UIKitTextConventions.syntheticRootID)
        return Guide(id: numbers.ids[number], owner: owner, kind: kind, identifier: text)
    }

    /// The model constraint for a logged one, with `|` resolved and frame coordinates
    /// (`minX == 0`, `midX == super.width - 29`) rewritten against the superview's edges.
    private mutating func makeConstraint(at index: Int, bar: ItemID?, rootID: ItemID) -> Constraint? {
        // Read from a local copy of the array (one retain), not through `self`, whose warnings
        // change below: a copy of the logged constraint and of its body is a dozen strings.
        let all = self.logged
        let entry = places[index]
        let superview = all[index].superview.map { ItemID($0.id) } ?? bar
        var logged: LoggedConstraint { all[index] }
        var body: LoggedBody { all[index].body }
        guard let first = body.first.isSuperview ? superview : self.itemIDs[index].first else { return nil }
        var second = body.second?.isSuperview == true ? superview : self.itemIDs[index].second
        var secondAttribute = body.secondAttribute?.attribute ?? .notAnAttribute
        var multiplier = body.multiplier
        let firstAttribute = body.firstAttribute.attribute

        if body.firstAttribute.isFrameCoordinate, let axis = firstAttribute.axis {
            let parent = shapes[index].first >= 0 ? parents[shapes[index].first] : -1
            let reference = superview ?? (parent >= 0 ? numbers.ids[parent] : rootID)
            if second == nil {
                guard reference != first else {
                    warn(entry.line, entry.column, "skipped \(logged.address): a frame position of the root view has no superview to measure from")
                    return nil
                }
                second = reference
                secondAttribute = axis == .horizontal ? .left : .top
            } else if secondAttribute.isDimension {
                // m·super.width is the superview's right edge times m in its own bounds, where
                // a multiplier on positions is measured (the mask's flexible margins): its
                // center for ½, its right edge for 1.
                switch multiplier {
                case 0.5:
                    secondAttribute = axis == .horizontal ? .centerX : .centerY
                    multiplier = 1
                default: secondAttribute = axis == .horizontal ? .right : .bottom
                }
            }
        }
        if second != nil, multiplier == 0 {
            warn(entry.line, entry.column, "skipped \(logged.address): a multiplier of 0 relates nothing")
            return nil
        }
        var priority = logged.priority
        if !Priority.validRange.contains(priority.rawValue) {
            priority = priority.clamped
            warn(entry.line, entry.column,
                 "\(logged.address) has priority \(logged.priority), outside 1…1000; read as \(priority)")
        }
        if let content = logged.contentPriorities, !content.isInRange {
            let clamped = content.clamped
            warn(entry.line, entry.column,
                 "\(logged.address) gives content priorities Hug:\(content.hugging) CompressionResistance:\(content.compressionResistance), "
                    + "outside 1…1000; read as Hug:\(clamped.hugging) CompressionResistance:\(clamped.compressionResistance)")
        }
        if second != nil, !Attribute.areCompatible(firstAttribute, secondAttribute) {
            warn(entry.line, entry.column,
                 "skipped \(logged.address): UIKit cannot relate \(firstAttribute.name) to \(secondAttribute.name)")
            return nil
        }
        if second == nil, firstAttribute.isLocation {
            warn(entry.line, entry.column,
                 "skipped \(logged.address): \(firstAttribute.name) is a position; UIKit cannot set it to a constant")
            return nil
        }
        let constraint = Constraint(
            id: logged.address, className: logged.className, identifier: logged.identifier,
            first: first, firstAttribute: firstAttribute, relation: body.relation,
            second: second, secondAttribute: second == nil ? .notAnAttribute : secondAttribute,
            multiplier: multiplier, constant: body.constant, priority: priority,
            isActive: logged.state ?? true, usesSystemSpacing: body.usesSystemSpacing)
        // An autoresizing constraint belongs to the view that translates its mask; its visual
        // form `[X]-(0)-|` reads with the superview first, so it is turned round (exactly:
        // visual formats have no multiplier).
        if logged.className == "NSAutoresizingMaskLayoutConstraint", body.first.isSuperview,
            let flipped = constraint.flipped
        {
            return flipped
        }
        return constraint
    }
}
