import LayoutModel

/// A minimal set of required constraints that cannot hold together: dropping any one of them
/// makes the rest satisfiable.
public struct Conflict: Hashable, Sendable {
    /// The members, as indexes into the session's ``LayoutSystem/equations``, ascending.
    public var equations: [Int]
    /// The member given up (kept just below required).
    public var broken: Int
    /// False when the search for a minimal set ran out of its budget
    /// (``LayoutSession/conflictSearchBudget``): the members cannot hold together, but some
    /// of them may not be needed for that.
    public var isMinimal: Bool

    public init(equations: [Int], broken: Int, isMinimal: Bool = true) {
        self.equations = equations
        self.broken = broken
        self.isMinimal = isMinimal
    }

    /// Which member of a conflict to give up: the one UIKit breaks, as far as the evidence
    /// shows (docs/corpus-results.md, "The constraint UIKit breaks"). UIKit adds a hierarchy's
    /// constraints to its engine from the top down, each view's after its superview's, and
    /// breaks the constraint whose addition made the layout unsatisfiable. So:
    ///
    /// 1. never the engine's floor on sizes or the root's frame, while anything else can go
    ///    (the engine and the window hold those), and the size a container gives a view
    ///    (`UIView-Encapsulated-Layout-*`, `_UITemporaryLayout*`, autoresizing masks) only
    ///    when nothing else can (UIKit never breaks one in the corpus or the gathered logs);
    /// 2. the constraint installed deepest: a constraint lives on the nearest common ancestor
    ///    of its items (a guide counts as its owner), a constant (`width == 40`) on its view;
    /// 3. of those, the one a later member restates (the same anchors tied again, by any
    ///    relation: two widths of one view), as the code that restates a constraint means to
    ///    replace it;
    /// 4. where the conflict holds because a size cannot go below zero, the app's constraint
    ///    that gives that size (``sizeGiven(byMember:of:in:document:)``), a size made equal to
    ///    a floored one counting as floored: of the views along the chain the first (one whose
    ///    near edge is tied to another item's near edge), then the first in the log, which
    ///    lists a chain in its order;
    /// 5. then the one added last: the last in the log's (the document's) order, and for
    ///    a stack view's own constraints (listed by identifier in UIKit's message, added
    ///    canvas connections first, then spacing, then alignment), in that order.
    ///
    /// A container's size also counts the zero size a stack view gives a hidden view
    /// (`UISV-hiding`) and a view controller's layout guide length (`_UILayoutSupportConstraint`).
    /// docs/corpus-results.md measures the rule, on logs it was chosen on and on logs set aside.
    public static func breakingRule(_ members: [Int], in system: LayoutSystem, document: LayoutDocument) -> Int {
        let restated = restatedEarlier(members, in: system, document: document)
        let floored = flooredSizes(members, in: system, document: document)
        // Chains matter only to a size at its floor; most conflicts have none.
        let starts = floored.isEmpty ? [] : chainStarts(members, in: system, document: document)
        // Step 1 first, for every member: most members of a long conflict are floors on
        // sizes, which step 1 rules out, and the later steps cost a lookup or two each.
        func tier(_ equation: Int) -> Int {
            switch system.equations[equation].origin {
            case let .document(index):
                // The kind and identifier read in place: a whole constraint passed is copied.
                document.constraints.indices.contains(index) && Self.isGivenByContainer(
                    document.constraints[index].systemKind, identifier: document.constraints[index].identifier) ? 1 : 0
            case let .generated(generated):
                generated.source == .rootFrame || generated.source == .nonNegativeSize ? 2
                    : generated.source == .autoresizingMask ? 1 : 0
            }
        }
        func rank(_ equation: Int) -> (Int, Int, Int, Int, Int) {
            let constraint: Constraint?
            switch system.equations[equation].origin {
            case let .document(index):
                constraint = document.constraints.indices.contains(index) ? document.constraints[index] : nil
            case let .generated(generated):
                constraint = generated.constraint
                    ?? (generated.source == .autoresizingMask
                        ? Constraint(first: generated.item, firstAttribute: .left, second: document.superview(of: generated.item) ?? generated.item, secondAttribute: .left)
                        : Constraint(first: generated.item, firstAttribute: .width))
            }
            var depth = 0
            if case let .document(index) = system.equations[equation].origin, document.constraints.indices.contains(index),
                let known = document.installationDepth(ofConstraintAt: index)
            {
                depth = known
            } else if let constraint {
                depth = installationDepth(of: constraint, in: document)
            }
            let stackOrder = constraint?.identifier.map(stackAdditionOrder) ?? 0
            // The size a constraint gives, for the app's constraints (a stack view's own go in
            // their own order, above): first along the chain, then first in the log.
            let sized = stackOrder == 0 ? constraint.flatMap { sizeGiven(by: $0, isFloored: floored.contains, in: document) } : nil
            let sizing = sized.map { starts.contains($0) ? 0 : 1 } ?? 2
            return (-depth, -stackOrder, restated.contains(equation) ? 0 : 1, sizing, sized == nil ? -equation : equation)
        }
        let tiers = members.map(tier)
        guard let lowest = tiers.min() else { return 0 }
        // Each member ranked once: ranking within the comparison ranked most of them twice.
        let ranked = zip(members, tiers).filter { $0.1 == lowest }.map { (member: $0.0, rank: rank($0.0)) }
        return ranked.min { $0.rank < $1.rank }?.member ?? members.last ?? 0
    }

    /// A view's size along one axis.
    public struct Size: Hashable, Sendable {
        public var item: ItemID
        public var axis: Axis

        public func hash(into hasher: inout Hasher) {
            hasher.combine(item)
            hasher.combine(axis)
        }

        /// The item's digest and the axis mixed (``seededMix(_:seed:)``): the breaking rule
        /// gathers a long conflict's floored sizes in a set, then asks it of every member.
        public func _rawHashValue(seed: Int) -> Int {
            seededMix(item.digest ^ (axis == .horizontal ? 0 : 1), seed: seed)
        }
    }

    /// The size a member gives, when the breaking rule's fourth step applies to it: the
    /// conflict needs that size's floor and the member, one of the app's constraints, ties
    /// the view's far edge.
    public static func sizeGiven(byMember member: Int, of members: [Int], in system: LayoutSystem, document: LayoutDocument) -> Size? {
        guard case let .document(index) = system.equations[member].origin, document.constraints.indices.contains(index) else { return nil }
        let constraint = document.constraints[index]
        guard constraint.identifier.map(stackAdditionOrder) ?? 0 == 0 else { return nil }
        // A size floored by a member of its own is found in one pass; only one made equal to
        // a floored size needs every floored size (a table of a long conflict's thousands).
        var floored: Set<Size>?
        return sizeGiven(by: constraint, isFloored: { size in
            if members.contains(where: { floorSize(of: $0, in: system) == size }) { return true }
            if floored == nil { floored = flooredSizes(members, in: system, document: document) }
            return floored?.contains(size) ?? false
        }, in: document)
    }

    /// The sizes whose floor (`size >= 0`) the conflict needs: those floored, and a size a
    /// member makes equal to one of them (`button.height == guide.height`), which the floor
    /// holds as well.
    static func flooredSizes(_ members: [Int], in system: LayoutSystem, document: LayoutDocument) -> Set<Size> {
        var floored = Set(members.compactMap { floorSize(of: $0, in: system) })
        guard !floored.isEmpty else { return floored }
        let equalSizes = members.compactMap { sizesMadeEqual(by: $0, in: system, document: document) }
        var grew = true
        while grew {
            grew = false
            for (one, other) in equalSizes where floored.contains(one) != floored.contains(other) {
                floored.insert(floored.contains(one) ? other : one)
                grew = true
            }
        }
        return floored
    }

    /// The two sizes a member makes equal (`a.height == b.height`), if it does.
    private static func sizesMadeEqual(by member: Int, in system: LayoutSystem, document: LayoutDocument) -> (Size, Size)? {
        guard case let .document(index) = system.equations[member].origin, document.constraints.indices.contains(index) else { return nil }
        let constraint = document.constraints[index]
        guard constraint.relation == .equal, constraint.multiplier == 1, constraint.constant == 0,
            constraint.firstAttribute.isDimension, constraint.firstAttribute == constraint.secondAttribute,
            let axis = constraint.firstAttribute.axis, let second = constraint.second, second != constraint.first
        else { return nil }
        return (Size(item: constraint.first, axis: axis), Size(item: second, axis: axis))
    }

    /// The size whose floor a member is, if it is one.
    private static func floorSize(of member: Int, in system: LayoutSystem) -> Size? {
        guard case let .generated(generated) = system.equations[member].origin, generated.source == .nonNegativeSize else { return nil }
        return Size(item: generated.item, axis: generated.role == "width" ? .horizontal : .vertical)
    }

    /// The view whose size a constraint gives, when the conflict needs that size's floor:
    /// the constraint ties the view's far edge (trailing, right, bottom) to an item not inside
    /// it, as a bottom pin or the gap after the view does. UIKit's engine holds a view as its
    /// near edge and its size, so this is the constraint that makes the size negative.
    static func sizeGiven(by constraint: Constraint, isFloored: (Size) -> Bool, in document: LayoutDocument) -> Size? {
        guard let second = constraint.second, second != constraint.first else { return nil }
        func size(_ item: ItemID, _ attribute: Attribute, against other: ItemID) -> Size? {
            guard let axis = attribute.axis, attribute.isFarEdge, isFloored(Size(item: item, axis: axis)),
                  !document.isDescendant(other, of: item) else { return nil }
            return Size(item: item, axis: axis)
        }
        return size(constraint.first, constraint.firstAttribute, against: second)
            ?? size(second, constraint.secondAttribute, against: constraint.first)
    }

    /// The views whose near edge (leading, left, top) a member ties to another item's near
    /// edge: where a chain of views along an axis starts. Members are read in place: a long
    /// conflict's are mostly not such ties, and a copy of each cost more than the test.
    static func chainStarts(_ members: [Int], in system: LayoutSystem, document: LayoutDocument) -> Set<Size> {
        let constraints = document.constraints
        var result: Set<Size> = []
        for member in members {
            guard case let .document(index) = system.equations[member].origin, constraints.indices.contains(index),
                constraints[index].firstAttribute.isNearEdge, constraints[index].secondAttribute.isNearEdge,
                let axis = constraints[index].firstAttribute.axis,
                let second = constraints[index].second, second != constraints[index].first
            else { continue }
            result.insert(Size(item: constraints[index].first, axis: axis))
            result.insert(Size(item: second, axis: axis))
        }
        return result
    }

    /// The members a later member restates: the same anchors tied again, by any relation (two
    /// widths of one view, two tops against one edge, `height >= 44` then `height == 20`).
    /// UIKit gives up the one added first: a nib's prototyping constraint before the code's,
    /// else the earlier in the log.
    public static func restatedEarlier(_ members: [Int], in system: LayoutSystem, document: LayoutDocument) -> Set<Int> {
        // Two members can tie the same anchors only if they share their low end's item: only
        // those are looked up in a table.
        let endsOfMembers = members.compactMap { member in ends(member, in: system, document: document).map { (member: member, ends: $0) } }
        let shared = endsOfMembers.map(\.ends.low.item).repeatedValues(atLeast: 2)
        guard !shared.isEmpty else { return [] }
        // In the order UIKit added them: a nib's prototyping constraints when it loaded, before
        // any the code adds, then the log's order.
        let added = endsOfMembers.filter { isPrototyping($0.member, in: system, document: document) }
            + endsOfMembers.filter { !isPrototyping($0.member, in: system, document: document) }
        var seen: [Ends: Int] = [:]
        var result: Set<Int> = []
        for (member, key) in added where shared.contains(key.low.item) {
            if let earlier = seen[key] { result.insert(earlier) }
            seen[key] = member
        }
        return result
    }

    /// Whether a member added after `member` restates it (``restatedEarlier(_:in:document:)``
    /// for one member): what a report says of the member given up, without a table of every
    /// member's anchors.
    public static func isRestatedLater(_ member: Int, among members: [Int], in system: LayoutSystem, document: LayoutDocument) -> Bool {
        guard let key = ends(member, in: system, document: document) else { return false }
        let isFirstPrototyping = isPrototyping(member, in: system, document: document)
        var isPast = false
        for other in members {
            if other == member {
                isPast = true
                continue
            }
            let isPrototyping = isPrototyping(other, in: system, document: document)
            // Added after: a prototyping constraint's, any other; else one later in the list.
            let isAddedAfter = isFirstPrototyping == isPrototyping ? isPast : isFirstPrototyping
            if isAddedAfter, ends(other, in: system, document: document) == key { return true }
        }
        return false
    }

    /// An anchor, its item by number, not id: every member of a long conflict is hashed, and
    /// ids cost a hash of their text.
    private struct Anchor: Hashable {
        var item: Int32
        var attribute: Attribute
    }

    /// The anchors a constraint ties, in a fixed order.
    private struct Ends: Hashable {
        var low: Anchor
        var high: Anchor?
    }

    /// The anchors a member ties (`nil`: not one of the document's constraints).
    private static func ends(_ equation: Int, in system: LayoutSystem, document: LayoutDocument) -> Ends? {
        guard case let .document(index) = system.equations[equation].origin, document.constraints.indices.contains(index) else { return nil }
        let numbers = document.itemNumbers(ofConstraintAt: index)
        let first = Anchor(item: numbers.first, attribute: document.constraints[index].firstAttribute)
        let secondAttribute = document.constraints[index].secondAttribute
        guard numbers.second >= 0, secondAttribute != .notAnAttribute else {
            return Ends(low: first, high: nil)
        }
        let second = Anchor(item: numbers.second, attribute: secondAttribute)
        // Either way round: `a.top == b.top + 20` restates `b.top == a.top`. Any fixed order
        // will do; the cases' numbers, not their names, spare a string each.
        let inOrder = (first.item, first.attribute.caseNumber) <= (second.item, second.attribute.caseNumber)
        return inOrder ? Ends(low: first, high: second) : Ends(low: second, high: first)
    }

    /// Whether a member is a nib's prototyping constraint, which UIKit added when the nib loaded.
    private static func isPrototyping(_ member: Int, in system: LayoutSystem, document: LayoutDocument) -> Bool {
        guard case let .document(index) = system.equations[member].origin else { return false }
        return document.constraints[index].systemKind == .interfaceBuilderPrototyping
    }

    /// The constraints by which a container gives a view its size or place: a table's or a
    /// measuring pass's size, an autoresizing mask, a view controller's layout guide length
    /// or the safe area it gives a view, and the zero size a stack view gives a hidden
    /// arranged view. (A view's margins are its own: UIKit breaks their guide's constraints.)
    static func isGivenByContainer(_ kind: SystemConstraintKind?, identifier: String?) -> Bool {
        switch kind {
        case .encapsulatedLayout?, .temporaryLayout?, .autoresizingMask?, .layoutSupport?: true
        case .stackView?: identifier == "UISV-hiding"
        case .guideDefinition?: identifier?.hasPrefix("UIViewSafeAreaLayoutGuide-") == true
        default: false
        }
    }

    /// How deep in the hierarchy UIKit installs a constraint: the depth of its items' nearest
    /// common ancestor, or of its one view for a constant.
    static func installationDepth(of constraint: Constraint, in document: LayoutDocument) -> Int {
        // Not `.map(document.depth(of:))`: a method reference copies the document (every table
        // retained), once for each member of a conflict.
        guard let view = installingView(of: constraint, in: document) else { return 0 }
        return document.depth(of: view)
    }

    /// The view UIKit installs a constraint on: its items' nearest common ancestor, or its one
    /// view (a guide's owner) for a constant.
    public static func installingView(of constraint: Constraint, in document: LayoutDocument) -> ItemID? {
        if let second = constraint.second, second != constraint.first {
            return document.nearestCommonAncestor(constraint.first, second)
        }
        return document.owningView(of: constraint.first)
    }

    /// The order a `UIStackView` adds its own constraints in (0 for any other constraint):
    /// canvas connections, spacing, then alignment.
    static func stackAdditionOrder(_ identifier: String) -> Int {
        if identifier.hasPrefix("UISV-canvas-connection") { return 1 }
        if identifier.hasPrefix("UISV-spacing") || identifier.hasPrefix("UISV-distributing") { return 2 }
        if identifier.hasPrefix("UISV-alignment") { return 3 }
        return 0
    }
}
