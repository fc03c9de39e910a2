/// A captured view hierarchy with its constraints: what every input reader produces and
/// everything after the readers works on.
///
/// Views, guides and constraints keep their input order. Lookups by id go through indexes
/// built once, so queries stay cheap on hierarchies of tens of thousands of views.
public struct LayoutDocument: Sendable {
    /// The view whose hierarchy was captured.
    public let rootID: ItemID
    public private(set) var views: [View]
    public private(set) var guides: [Guide]
    public private(set) var constraints: [Constraint]
    /// Decides what leading and trailing mean.
    public var layoutDirection: LayoutDirection
    /// Free-form facts about the capture (`producer`, `device`, …): shown, never interpreted.
    public var metadata: [(key: String, value: JSONValue)]
    /// What the root is (a view controller's view, a cell, …). Readers that know set it (an
    /// Interface Builder file, a dump's `rootKind`); otherwise it is inferred from the classes
    /// (``RootKind/inferred(in:)``).
    public var rootKind: RootKind
    /// Whether the input shows only part of the layout: a console log lists only the
    /// constraints of a conflict, a trace lists no constraints. Conflicts found in a partial
    /// document are real; ambiguity is not (what pins a view may simply not be shown).
    public var isPartial: Bool
    /// What UIKit itself reported in the input: the conflicts of a log with the constraint it
    /// broke, the ambiguity a trace recorded. Kept with the document so that a log saved as a
    /// dump checks as the log does.
    public var recorded: RecordedFindings
    /// The app's properties that hold several of the views (Interface Builder's outlet
    /// collections); a single outlet is its view's ``View/outlet``.
    public var outletCollections: [OutletCollection] = []
    /// Further outlets to views an outlet already names (Interface Builder's files only).
    public var outletAliases: [OutletAlias] = []
    /// Actions, delegate-style outlets and the connections code lists (Interface Builder's).
    public var connections = Connections()

    /// Every id the document knows, numbered: its views', its guides', and any other id a view
    /// lists as a subview or a constraint names. The tables below are by number, so that one
    /// lookup by id answers every question about an item, and building them hashes each id
    /// once (tables keyed by id, one per question, hashed each id once per table and once
    /// per mention: a constraint names two).
    private var numbers = ItemNumbers()
    /// By number: the position in ``views`` of the first view with the id (-1: none).
    private var viewOfNumber: [Int32] = []
    /// By number: the position in ``guides`` of the first guide with the id (-1: none).
    private var guideOfNumber: [Int32] = []
    /// By number: where the item sits in its hierarchy. Ids a view lists as subviews that the
    /// document does not hold have one too.
    private var placements: [Placement] = []
    /// By number: the indexes into ``constraints`` of the constraints that mention the item.
    private var constraintsOfNumber = ItemConstraints()
    /// By position in ``constraints``: the numbers of the constraint's items (-1: no second).
    private var itemNumbersOfConstraints: [(first: Int32, second: Int32)] = []
    /// By position in ``views``: the number of the view's id.
    private var viewNumbers: [Int32] = []
    /// What each view's class is (``UIKitClasses/kind(ofClass:)``), by position in ``views``:
    /// printers and reports ask ``kind(of:)`` of every view, and a class name is read once.
    private var classKinds: [ViewKind] = []
    /// Whether constraints on each view are UIKit's (``UIKitClasses/constraintsAreUIKits(_:)``),
    /// by position in ``views``: the breaking rule asks it of every member of a conflict.
    private var hasUIKitsConstraints: [Bool] = []

    public init(
        rootID: ItemID,
        views: [View],
        guides: [Guide] = [],
        constraints: [Constraint] = [],
        layoutDirection: LayoutDirection = .leftToRight,
        metadata: [(key: String, value: JSONValue)] = [],
        rootKind: RootKind? = nil,
        isPartial: Bool = false,
        recorded: RecordedFindings = .none
    ) {
        self.init(
            rootID: rootID, views: views, guides: guides, constraints: constraints, layoutDirection: layoutDirection,
            metadata: metadata, rootKind: rootKind, isPartial: isPartial, recorded: recorded, numbering: nil)
    }

    /// A document whose reader already numbered its ids (``ItemNumbering``), so that its
    /// indexes are built without hashing them again.
    package init(
        rootID: ItemID, views: [View], guides: [Guide], constraints: [Constraint], layoutDirection: LayoutDirection,
        metadata: [(key: String, value: JSONValue)], rootKind: RootKind?, isPartial: Bool, recorded: RecordedFindings,
        numbering: ItemNumbering?
    ) {
        self.rootID = rootID
        self.views = views
        self.guides = guides
        self.constraints = constraints
        self.layoutDirection = layoutDirection
        self.metadata = metadata
        self.rootKind = .view
        self.isPartial = isPartial
        self.recorded = recorded
        buildIndexes(numbering ?? ItemNumbering(views: views, guides: guides, constraints: constraints))
        self.rootKind = rootKind ?? RootKind.inferred(in: self)
    }

    private mutating func buildIndexes(_ numbering: ItemNumbering) {
        numbers = numbering.numbers
        let count = numbers.count
        viewNumbers = numbering.viewNumbers
        viewOfNumber = [Int32](repeating: -1, count: count)
        guideOfNumber = [Int32](repeating: -1, count: count)
        placements = [Placement](repeating: Placement(superview: -1), count: count)
        for (index, number) in numbering.viewNumbers.enumerated() where viewOfNumber[Int(number)] < 0 {
            viewOfNumber[Int(number)] = Int32(index)
        }
        for (index, number) in numbering.guideNumbers.enumerated() where guideOfNumber[Int(number)] < 0 {
            guideOfNumber[Int(number)] = Int32(index)
        }
        // Keyed by the class name made an `ItemID`, which hashes its text once with FNV-1a:
        // the standard hasher over a `String` costs several times more, once per view.
        var kindsByClass: [ItemID: (kind: ViewKind, hasUIKitsConstraints: Bool, buildsItsSubviews: Bool, addsOwnSubviews: Bool, publicBase: String?)] = [:]
        // Views whose subviews are all UIKit's (``UIKitClasses/buildsItsSubviews``), or some of
        // them (``UIKitClasses/addsOwnSubviews``, with the view's type): few or none.
        var buildingSubviews: [Int] = []
        var addingOwnSubviews: [(index: Int, typeName: String)] = []
        hasUIKitsConstraints = Array(repeating: false, count: views.count)
        // By position, never `for view in views`: a copy of each view (a dozen strings and
        // arrays retained and released) costs more than what is read from it.
        classKinds = views.indices.map { index in
            let className = ItemID(views[index].className)
            let kind: ViewKind
            let privateBase: String?
            if let known = kindsByClass[className] {
                kind = known.kind
                privateBase = known.publicBase
                hasUIKitsConstraints[index] = known.hasUIKitsConstraints
                if known.buildsItsSubviews { buildingSubviews.append(index) }
                // Most buttons hold none: only views with subviews are looked at again.
                if known.addsOwnSubviews, !views[index].subviews.isEmpty {
                    addingOwnSubviews.append((index, UIKitClasses.typeName(className.rawValue)))
                }
            } else {
                kind = UIKitClasses.kind(ofClass: className.rawValue)
                let typeName = UIKitClasses.typeName(className.rawValue)
                let isUIKits = UIKitClasses.constraintsAreUIKits(ofKind: kind, typeName: typeName)
                let builds = UIKitClasses.buildsItsSubviews.contains(typeName)
                let addsOwn = UIKitClasses.addsOwnSubviews[typeName] != nil
                privateBase = UIKitClasses.publicClassOfPrivateSubclass[typeName]?.uikitClass
                kindsByClass[className] = (kind, isUIKits, builds, addsOwn, privateBase)
                hasUIKitsConstraints[index] = isUIKits
                if builds { buildingSubviews.append(index) }
                if addsOwn, !views[index].subviews.isEmpty { addingOwnSubviews.append((index, typeName)) }
            }
            // An app's class (`DemoCell`, `ButtonBarView`) is what the UIKit class it derives from
            // is, and so is UIKit's private subclass of a public class.
            if kind == .plain, let base = views[index].recordedProperties?.uikitClass ?? privateBase {
                if UIKitClasses.buildsItsSubviews.contains(base) { buildingSubviews.append(index) }
                if UIKitClasses.addsOwnSubviews[base] != nil, !views[index].subviews.isEmpty { addingOwnSubviews.append((index, base)) }
                return UIKitClasses.kind(ofClass: base)
            }
            return kind
        }
        for index in views.indices {
            let number = numbering.viewNumbers[index]
            for subview in numbering.subviews(ofViewAt: index) where placements[Int(subview)].superview < 0 && subview != number {
                placements[Int(subview)].superview = Int32(index)
            }
        }
        buildTreePositions(numbering)
        itemNumbersOfConstraints = numbering.constraintNumbers
        constraintsOfNumber = ItemConstraints(itemCount: placements.count, items: itemNumbersOfConstraints)
        // Views UIKit makes that their class does not say: known by where they are.
        var placedByUIKit = buildingSubviews.flatMap { views[$0].subviews.compactMap(viewIndex) }
        for (index, typeName) in addingOwnSubviews {
            placedByUIKit += views[index].subviews.compactMap(viewIndex).filter {
                UIKitClasses.isOwnSubview(ofClass: views[$0].className, in: typeName)
            }
        }
        for index in views.indices where classKinds[index] == .scrollView {
            placedByUIKit += scrollIndicators(ofScrollViewAt: index)
        }
        for index in placedByUIKit {
            classKinds[index] = .privateView
            hasUIKitsConstraints[index] = true
        }
    }

    /// Numbers every view reachable from a view without superview: `enter` before its
    /// subviews, `exit` after them. A view caught in a cycle of subviews gets none.
    private mutating func buildTreePositions(_ numbering: ItemNumbering) {
        var counter: Int32 = 0
        // (item, depth, whether its subviews are done)
        var stack: [(number: Int32, depth: Int32, isDone: Bool)] = []
        for index in views.indices {
            let top = numbering.viewNumbers[index]
            guard placements[Int(top)].superview < 0, placements[Int(top)].position == nil else { continue }
            stack.append((top, 0, false))
            while let (number, depth, isDone) = stack.popLast() {
                if isDone {
                    placements[Int(number)].position?.exit = counter
                    continue
                }
                guard placements[Int(number)].position == nil else { continue }
                placements[Int(number)].position = TreePosition(depth: depth, enter: counter, exit: counter)
                counter += 1
                stack.append((number, depth, true))
                let view = viewOfNumber[Int(number)]
                guard view >= 0 else { continue }
                // The subviews whose superview is this view (the first view with its id).
                for subview in numbering.subviews(ofViewAt: Int(view)).reversed()
                where placements[Int(subview)].superview >= 0
                    && numbering.viewNumbers[Int(placements[Int(subview)].superview)] == number
                {
                    stack.append((subview, depth + 1, false))
                }
            }
        }
    }

    /// The number of an id, numbering it if the document has not met it.
    private mutating func number(adding id: ItemID) -> Int32 {
        let number = numbers.number(adding: id)
        guard number == placements.count else { return number }
        viewOfNumber.append(-1)
        guideOfNumber.append(-1)
        placements.append(Placement(superview: -1))
        return number
    }

    private func viewIndex(_ id: ItemID) -> Int? {
        guard let number = numbers[id], viewOfNumber[Int(number)] >= 0 else { return nil }
        return Int(viewOfNumber[Int(number)])
    }

    private func guideIndex(_ id: ItemID) -> Int? {
        guard let number = numbers[id], guideOfNumber[Int(number)] >= 0 else { return nil }
        return Int(guideOfNumber[Int(number)])
    }

    private func placement(_ id: ItemID) -> Placement? {
        numbers[id].map { placements[Int($0)] }
    }

    // MARK: - Items

    /// The root view.
    public var root: View? { view(rootID) }

    /// The id the readers give a root the input does not show: a `UIWindow` they add to hold
    /// a log's or an excerpt's views that have no common superview in it. Never an address,
    /// so it cannot clash with one; a dump written from such an input keeps it.
    public static let syntheticRootID = "window"

    /// Whether the root is one a reader added (``syntheticRootID``): its subviews are only the
    /// views the input shows at the top, not known to be its children.
    public var rootIsSynthetic: Bool { rootID.rawValue == Self.syntheticRootID }

    /// What a listing says beside a root a reader added, so that no one takes it for a window
    /// the input shows.
    public static let syntheticRootNote = "added by draft-inspect: the input shows no view holding these"

    /// How many views the input shows: a root a reader added is not one of them.
    public var inputViewCount: Int { views.count - (rootIsSynthetic ? 1 : 0) }

    public func view(_ id: ItemID) -> View? {
        viewIndex(id).map { views[$0] }
    }

    public func guide(_ id: ItemID) -> Guide? {
        guideIndex(id).map { guides[$0] }
    }

    /// A view's subviews, read in place (``view(_:)`` copies the whole view, each of its
    /// strings retained); empty for an id that is not a view.
    public func subviews(of id: ItemID) -> [ItemID] {
        viewIndex(id).map { views[$0].subviews } ?? []
    }

    /// The position of a view in ``views``.
    public func indexOfView(_ id: ItemID) -> Int? { viewIndex(id) }

    /// The position of a guide in ``guides``.
    public func indexOfGuide(_ id: ItemID) -> Int? { guideIndex(id) }

    /// Every id the document knows, numbered `0..<count` (see `numbers`): the layout system
    /// keys its items by these numbers instead of a table by id of its own.
    package var idNumbers: ItemNumbers { numbers }

    /// The number (``idNumbers``) of the id of the view at a position in ``views``.
    package func number(ofViewAt index: Int) -> Int32 {
        viewNumbers[index]
    }

    /// The position in ``views`` of the superview of the view whose id is numbered `number`
    /// (``idNumbers``), as ``superview(of:)`` finds it by the id.
    package func superviewIndex(ofNumber number: Int32) -> Int? {
        let superview = placements[Int(number)].superview
        return superview >= 0 ? Int(superview) : nil
    }

    /// The position in ``views`` of the view whose id is numbered `number` (``idNumbers``),
    /// as ``indexOfView(_:)`` finds it by the id.
    package func viewIndex(ofNumber number: Int32) -> Int? {
        viewOfNumber[Int(number)] >= 0 ? Int(viewOfNumber[Int(number)]) : nil
    }

    /// The numbers (``idNumbers``) of the items of the constraint at a position (-1: no
    /// second item): the layout system finds a constraint's items by them, without hashing
    /// their ids, two lookups per constraint.
    package func itemNumbers(ofConstraintAt index: Int) -> (first: Int32, second: Int32) {
        itemNumbersOfConstraints[index]
    }

    public func contains(_ id: ItemID) -> Bool {
        viewIndex(id) != nil || guideIndex(id) != nil
    }

    /// The view itself for a view, the owning view for a guide.
    public func owningView(of id: ItemID) -> ItemID? {
        if viewIndex(id) != nil { return id }
        return guide(id)?.owner
    }

    /// The guides a view owns, in input order.
    public func guides(ownedBy owner: ItemID) -> [Guide] {
        guides.filter { $0.owner == owner }
    }

    /// What a view is (``ViewKind``), from its class and, for an app's subclass whose name does
    /// not say, from the hierarchy: a view with stack properties is a stack view; a view
    /// holding a `UITableViewCellContentView` is a table view cell, one holding a header's
    /// content view a table's header or footer view; a plain `UIView` that is the
    /// first subview of a collection view cell is its content view. `nil` for a guide or an
    /// unknown id.
    public func kind(of id: ItemID) -> ViewKind? {
        // Not `viewIndex(id).map(kind(ofViewAt:))`: the method as a closure copies the document.
        guard let index = viewIndex(id) else { return nil }
        return kind(ofViewAt: index)
    }

    /// ``kind(of:)`` for the view at a position in ``views``, read through indexes, not
    /// `view(_:)` or ids: printers ask this of every view, and a copy of each view (and of its
    /// subviews), or a lookup of its superview by id, costs more than the answer.
    public func kind(ofViewAt index: Int) -> ViewKind {
        if views[index].stack != nil { return .stackView }
        let kind = classKinds[index]
        guard kind == .plain else { return kind }
        for subview in views[index].subviews {
            guard let content = viewIndex(subview), classKinds[content] == .cellContentView else { continue }
            let isHeaderFooter = UIKitClasses.typeName(views[content].className) == UIKitClasses.headerFooterContentViewClass
            return isHeaderFooter ? .headerFooterView : .tableViewCell
        }
        let cell = Int(placements[Int(viewNumbers[index])].superview)
        if cell >= 0, classKinds[cell] == .collectionViewCell, views[cell].subviews.first == views[index].id {
            return .cellContentView
        }
        return .plain
    }

    /// The private UIKit view a constraint ties, when it ties one whose constraints are UIKit's
    /// (``UIKitClasses/constraintsAreUIKits(_:)``): the app never makes those. A guide counts
    /// as itself, not as its owner: apps do pin their views to a private window's safe area.
    public func privateView(inConstraintAt index: Int) -> ItemID? {
        // By the items' numbers: a report asks this of every member of a conflict, and
        // looking the ids up cost a hash each, out of the cache in a large layout.
        func uikitsView(_ number: Int32) -> ItemID? {
            guard number >= 0 else { return nil }
            let view = Int(viewOfNumber[Int(number)])
            return view >= 0 && hasUIKitsConstraints[view] ? views[view].id : nil
        }
        let (first, second) = itemNumbersOfConstraints[index]
        return uikitsView(first) ?? uikitsView(second)
    }

    /// Whether UIKit made a constraint: its class or identifier says so
    /// (``Constraint/systemKind``), or it ties one of UIKit's private views.
    public func isMadeByUIKit(constraintAt index: Int) -> Bool {
        constraints[index].systemKind != nil || privateView(inConstraintAt: index) != nil
    }

    /// Whether a view's frame is in the input (a log or a trace gives none).
    public func hasKnownFrame(_ id: ItemID) -> Bool { viewIndex(id).map { views[$0].frame != nil } ?? false }

    // MARK: - Hierarchy

    public func superview(of id: ItemID) -> ItemID? {
        guard let index = placement(id)?.superview, index >= 0 else { return nil }
        return views[Int(index)].id
    }

    /// The superviews of a view (or of a guide's owner, the owner first), nearest first.
    public func ancestors(of id: ItemID) -> [ItemID] {
        var result: [ItemID] = []
        var current = viewIndex(id) != nil ? superview(of: id) : guide(id)?.owner
        var seen: Set<ItemID> = []
        while let next = current, seen.insert(next).inserted {
            result.append(next)
            current = superview(of: next)
        }
        return result
    }

    /// The number of superviews between a view and the top of its hierarchy (for a guide,
    /// counting its owner).
    public func depth(of id: ItemID) -> Int {
        if let position = placement(id)?.position { return Int(position.depth) }
        if viewIndex(id) == nil, let owner = guide(id)?.owner, let position = placement(owner)?.position {
            return Int(position.depth) + 1
        }
        return ancestors(of: id).count
    }

    /// The nearest view that contains both items (a guide counts as its owner), the way
    /// UIKit picks where to install a constraint.
    public func nearestCommonAncestor(_ a: ItemID, _ b: ItemID) -> ItemID? {
        guard let ownerA = owningView(of: a), let ownerB = owningView(of: b) else { return nil }
        guard let positionA = placement(ownerA)?.position, let positionB = placement(ownerB)?.position else {
            let chainA = [ownerA] + ancestors(of: ownerA)
            let chainB = Set([ownerB] + ancestors(of: ownerB))
            return chainA.first { chainB.contains($0) }
        }
        // Up from the deeper to the same depth, then both together: steps as many as the
        // views between them, not as deep as they are.
        var (x, depthX, y, depthY) = (ownerA, positionA.depth, ownerB, positionB.depth)
        while depthX > depthY, let up = superview(of: x) { x = up; depthX -= 1 }
        while depthY > depthX, let up = superview(of: y) { y = up; depthY -= 1 }
        while x != y {
            guard let upX = superview(of: x), let upY = superview(of: y) else { return nil }
            x = upX
            y = upY
        }
        return x
    }

    /// The depth of the view UIKit installs the constraint at a position on (its items'
    /// nearest common ancestor, or its one view), as ``depth(of:)`` of what
    /// ``nearestCommonAncestor(_:_:)`` finds, read from the tree's numbering without a lookup
    /// by id: the breaking rule asks it of every member of a conflict. `nil` where only the
    /// ids tell (a guide's owner, a view the walk from the top views did not reach).
    package func installationDepth(ofConstraintAt index: Int) -> Int? {
        let (a, b) = itemNumbersOfConstraints[index]
        guard viewOfNumber[Int(a)] >= 0, b < 0 || viewOfNumber[Int(b)] >= 0, let positionA = placements[Int(a)].position
        else { return nil }
        if b < 0 || b == a { return Int(positionA.depth) }
        guard let positionB = placements[Int(b)].position else { return nil }
        func up(_ number: Int32) -> Int32? {
            let superview = placements[Int(number)].superview
            return superview >= 0 ? viewNumbers[Int(superview)] : nil
        }
        var (x, depthX, y, depthY) = (a, positionA.depth, b, positionB.depth)
        while depthX > depthY, let next = up(x) { x = next; depthX -= 1 }
        while depthY > depthX, let next = up(y) { y = next; depthY -= 1 }
        while x != y {
            // No common ancestor: installed nowhere (see ``nearestCommonAncestor(_:_:)``).
            guard let nextX = up(x), let nextY = up(y) else { return 0 }
            x = nextX
            y = nextY
        }
        return placements[Int(x)].position.map { Int($0.depth) }
    }

    /// Whether `ancestor` is `id` or one of its superviews.
    public func isDescendant(_ id: ItemID, of ancestor: ItemID) -> Bool {
        if id == ancestor { return true }
        let owner = viewIndex(id) != nil ? id : guide(id)?.owner
        if let owner, let position = placement(owner)?.position, let outer = placement(ancestor)?.position {
            return owner == ancestor || (outer.enter < position.enter && position.exit <= outer.exit)
        }
        return ancestors(of: id).contains(ancestor)
    }

    /// ``isDescendant(_:of:)`` for the views at two positions in ``views``, read from the
    /// tree's numbering without a lookup by id: a printer asks it of nearly every constraint.
    public func isDescendant(viewAt index: Int, ofViewAt ancestor: Int) -> Bool {
        let number = Int(viewNumbers[index]), outerNumber = Int(viewNumbers[ancestor])
        if number == outerNumber { return true }
        if let position = placements[number].position, let outer = placements[outerNumber].position {
            return outer.enter < position.enter && position.exit <= outer.exit
        }
        return isDescendant(views[index].id, of: views[ancestor].id)
    }

    /// The root's subtree in depth-first pre-order (each view before its subviews, subviews
    /// back to front). Views outside the root's subtree are not included.
    public var depthFirstOrder: [ItemID] {
        var result: [ItemID] = []
        result.reserveCapacity(views.count)
        var stack: [ItemID] = [rootID]
        // By position in ``views`` (an id names the first view that has it): a set of ids
        // hashed each and grew step by step through a large document.
        var seen = [Bool](repeating: false, count: views.count)
        while let id = stack.popLast() {
            guard let index = viewIndex(id), !seen[index] else { continue }
            seen[index] = true
            result.append(id)
            stack.append(contentsOf: views[index].subviews.reversed())
        }
        return result
    }

    // MARK: - Constraints

    /// Indexes into ``constraints`` of the constraints that mention an item, in input order.
    public func constraintIndexes(involving id: ItemID) -> [Int] {
        numbers[id].map { constraintsOfNumber.constraints(ofItem: $0) } ?? []
    }

    /// The name reports give a constraint: its id, else `#N`, its index in the input.
    public func reference(ofConstraintAt index: Int) -> String {
        constraints[index].reference(at: index)
    }

    /// The index of the constraint with this reference (an id or `#N`).
    public func indexOfConstraint(reference: String) -> Int? {
        if let index = constraints.firstIndex(where: { $0.id == reference }) { return index }
        if reference.hasPrefix("#"), let index = Int(reference.dropFirst()),
            constraints.indices.contains(index), constraints[index].id == nil
        {
            return index
        }
        return nil
    }

    /// The same document with other guides and constraints, everything else it knows kept
    /// (its outlets and connections among them): what a printer's rewrite of guides makes.
    public func with(guides: [Guide], constraints: [Constraint]) -> LayoutDocument {
        var result = LayoutDocument(
            rootID: rootID, views: views, guides: guides, constraints: constraints, layoutDirection: layoutDirection,
            metadata: metadata, rootKind: rootKind, isPartial: isPartial, recorded: recorded)
        result.outletCollections = outletCollections
        result.outletAliases = outletAliases
        result.connections = connections
        return result
    }

    /// The document as its recorded frames were laid out: the hidden views they show
    /// (``View/isShownInRecordedFrames``) shown, and the arranged views they translate
    /// (``View/translatesInRecordedFrames``) translating. Nil when the recorded frames are run
    /// time's.
    public func asRecorded() -> LayoutDocument? {
        let shown = views.indices.filter { views[$0].isHidden && views[$0].isShownInRecordedFrames }
        let translating = views.indices.filter {
            views[$0].translatesInRecordedFrames && !views[$0].translatesAutoresizingMaskIntoConstraints
        }
        guard !shown.isEmpty || !translating.isEmpty else { return nil }
        var result = self
        for index in shown { result.views[index].isHidden = false }
        for index in translating { result.views[index].translatesAutoresizingMaskIntoConstraints = true }
        return result
    }

    /// ``indexOfConstraint(reference:)`` for many references: the ids are indexed once, where
    /// a search each made a conflict message that lists thousands of constraints quadratic.
    public func constraintIndexLookup() -> (String) -> Int? {
        var firstByID: [String: Int] = [:]
        firstByID.reserveCapacity(constraints.count)
        // Last to first, each stored as it comes: the first of an id is stored last, with one
        // hash per constraint instead of a lookup and a store.
        for index in constraints.indices.reversed() {
            if let id = constraints[index].id { firstByID[id] = index }
        }
        return { reference in
            if let index = firstByID[reference] { return index }
            if reference.hasPrefix("#"), let index = Int(reference.dropFirst()),
                constraints.indices.contains(index), constraints[index].id == nil
            {
                return index
            }
            return nil
        }
    }

    /// Adds a constraint at the end and returns its index.
    @discardableResult
    public mutating func appendConstraint(_ constraint: Constraint) -> Int {
        constraints.append(constraint)
        let index = constraints.count - 1
        let first = number(adding: constraint.first)
        let second = constraint.second.map { number(adding: $0) } ?? -1
        itemNumbersOfConstraints.append((first, second))
        constraintsOfNumber.add(index, items: (first, second))
        return index
    }

    /// Removes a constraint; the indexes of later constraints move down by one.
    public mutating func removeConstraint(at index: Int) {
        constraints.remove(at: index)
        let items = itemNumbersOfConstraints.remove(at: index)
        // The last constraint, when added since the lists were built (a REPL's undone `add`),
        // is last in its items' lists: no other index moves, so the lists lose one entry
        // each instead of being rebuilt.
        if index == constraints.count, constraintsOfNumber.removeAdded(index, items: items) { return }
        constraintsOfNumber = ItemConstraints(itemCount: placements.count, items: itemNumbersOfConstraints)
    }

    /// Gives this copy storage of its own for its constraints, with room for `extra` more.
    /// A document that is about to be edited (a REPL's) pays for copying what it shares with
    /// other copies here, once, instead of on its first edit.
    public mutating func reserveForEdits(_ extra: Int) {
        constraints.reserveCapacity(constraints.count + extra)
        itemNumbersOfConstraints.reserveCapacity(constraints.count + extra)
    }

    /// Activates or deactivates a constraint.
    public mutating func setActive(_ isActive: Bool, constraintAt index: Int) {
        constraints[index].isActive = isActive
    }

    /// Records another frame for the view at `index` in ``views``: the indexes stay as they are
    /// (a frame moves nothing in the hierarchy), where a new document would build them again.
    public mutating func setFrame(_ frame: Rect?, ofViewAt index: Int) {
        views[index].frame = frame
    }

    /// Records another frame for the guide at `index` in ``guides``.
    public mutating func setFrame(_ frame: Rect?, ofGuideAt index: Int) {
        guides[index].frame = frame
    }
}

/// The ids of a document numbered, and its views, guides and constraints by those numbers:
/// what ``LayoutDocument`` builds its indexes from. A reader that numbered the ids as it read
/// them (the dump's ``IDTable``) hands them over; otherwise they are numbered here.
package struct ItemNumbering {
    /// The ids, each once, by number.
    package var numbers: ItemNumbers
    /// Each view's id's number, by position.
    package var viewNumbers: [Int32]
    package var guideNumbers: [Int32]
    /// The numbers of the subviews of the view at `n` are `subviewNumbers[subviewEnds[n - 1] ..< subviewEnds[n]]`.
    package var subviewNumbers: [Int32]
    package var subviewEnds: [Int32]
    /// The numbers of each constraint's items (-1: no second item).
    package var constraintNumbers: [(first: Int32, second: Int32)]

    package init(
        numbers: ItemNumbers, viewNumbers: [Int32], guideNumbers: [Int32],
        subviewNumbers: [Int32], subviewEnds: [Int32], constraintNumbers: [(first: Int32, second: Int32)]
    ) {
        self.numbers = numbers
        self.viewNumbers = viewNumbers
        self.guideNumbers = guideNumbers
        self.subviewNumbers = subviewNumbers
        self.subviewEnds = subviewEnds
        self.constraintNumbers = constraintNumbers
    }

    /// Numbers the ids of views (with their subviews), guides and constraints, in that order.
    init(views: [View], guides: [Guide], constraints: [Constraint]) {
        var numbers = ItemNumbers()
        func number(_ id: ItemID) -> Int32 { numbers.number(adding: id) }
        viewNumbers = views.indices.map { number(views[$0].id) }
        guideNumbers = guides.indices.map { number(guides[$0].id) }
        subviewNumbers = []
        subviewEnds = []
        subviewEnds.reserveCapacity(views.count)
        for index in views.indices {
            subviewNumbers.append(contentsOf: views[index].subviews.map(number))
            subviewEnds.append(Int32(subviewNumbers.count))
        }
        constraintNumbers = constraints.indices.map { index in
            (number(constraints[index].first), constraints[index].second.map(number) ?? -1)
        }
        self.numbers = numbers
    }

    /// Numbers each view's subviews again, after a reader reordered some (ids already numbered).
    package mutating func renumberSubviews(of views: [View]) {
        subviewNumbers.removeAll(keepingCapacity: true)
        subviewEnds.removeAll(keepingCapacity: true)
        for view in views {
            subviewNumbers.append(contentsOf: view.subviews.map { numbers[$0] ?? -1 })
            subviewEnds.append(Int32(subviewNumbers.count))
        }
    }

    /// The numbers of the subviews of the view at a position.
    package func subviews(ofViewAt index: Int) -> ArraySlice<Int32> {
        subviewNumbers[(index == 0 ? 0 : Int(subviewEnds[index - 1]))..<Int(subviewEnds[index])]
    }
}

/// Where a view sits in its hierarchy.
private struct Placement: Sendable {
    /// The index in ``LayoutDocument/views`` of the first view that lists it as a subview
    /// (-1: none).
    var superview: Int32
    /// `nil` for a view the walk from the top views did not reach (one in a cycle).
    var position: TreePosition?
}

/// Where a view lies in a depth-first walk of its tree. Int32: a document holds fewer
/// views than that by far, and the table holds one per view.
private struct TreePosition: Sendable {
    var depth: Int32
    /// When the walk reached the view; its descendants come after, up to `exit`.
    var enter: Int32
    /// The last `enter` given inside the view's subtree.
    var exit: Int32
}

/// `UIUserInterfaceLayoutDirection`: what leading and trailing mean.
public enum LayoutDirection: String, Hashable, Sendable {
    case leftToRight
    case rightToLeft
}
