import LayoutModel

/// The superviews a log shows only by the way its constraints are written: a view tied to
/// another by both opposite edges of one axis (`a.top == b.top`, `a.bottom == b.bottom - 8`),
/// itself the first item of both (or the other's margins the edge it is pinned to) and placed
/// within the other, is that view's subview. Masonry, SnapKit and anchors write a subview's
/// pins to its superview that way round, and no `|` names the superview. So is a chain of
/// views with gaps between them (`b.left == a.right + 10`) whose first view is pinned so by
/// one edge and whose last by the opposite edge: a bar's buttons and text view, laid out from
/// its left to its right.
///
/// Only unambiguous evidence counts: the app's own constraints (none UIKit makes), both edges
/// inward or flush, and no sign the two are siblings (a gap between them, a stack's
/// constraint) or the other way round. A view that would go in two different views gets none.
enum EdgePairNesting {
    /// The superview each view gets, as (child, parent, index of the constraint that completed
    /// the pair) in the log's order.
    /// `ids` holds each constraint's two items as the reader made them (`nil` for `|`), so
    /// that no id is made and hashed again here.
    static func parents(
        in logged: [LoggedConstraint], ids: [LogDocumentBuilder.BodyItemIDs]
    ) -> [(child: ItemID, parent: ItemID, index: Int)] {
        /// A view's pin to another by one edge: which view, the edge's family and side, where.
        struct Pin { var child: Int; var parent: Int; var family: EdgeFamily; var isLow: Bool; var index: Int }
        // Views are numbered once: every table below is keyed by the numbers, where keys of
        // two strings hashed both for each of a long log's constraints.
        var numbers = ItemNumbers()
        var pins: [Pin] = []
        // Pairs of siblings, with the family of edges a gap between them joins them along. They
        // matter only to pins, which a long log often has none of: they are noted here by id
        // and numbered and tabled once a pin is found.
        var gaps: [(a: ItemID, b: ItemID, family: EdgeFamily?)] = []
        func number(_ id: ItemID) -> Int { Int(numbers.number(adding: id)) }
        for index in logged.indices {
            // Read in place: a copy of the body is eight strings retained and released.
            guard let first = ids[index].first, let second = ids[index].second, first != second,
                case .item = logged[index].body.first, case .item? = logged[index].body.second,
                let secondAttribute = logged[index].body.secondAttribute
            else { continue }
            let body = (firstAttribute: logged[index].body.firstAttribute, relation: logged[index].body.relation,
                        constant: logged[index].body.constant, multiplier: logged[index].body.multiplier,
                        isVisualFormatGap: logged[index].body.isVisualFormatGap)
            let isGap = EdgeFamily.areOpposite(body.firstAttribute.attribute, secondAttribute.attribute)
            if isGap || body.isVisualFormatGap || logged[index].identifier?.hasPrefix("UISV-") == true {
                let family = isGap ? EdgeFamily.of(body.firstAttribute.attribute)?.0 : nil
                gaps.append((first, second, family))
                continue
            }
            let isSystem = SystemConstraintKind(className: logged[index].className, identifier: logged[index].identifier) != nil
            guard !isSystem, body.multiplier == 1, !body.firstAttribute.isFrameCoordinate,
                !secondAttribute.isFrameCoordinate
            else { continue }
            // A cell's or effect view's content view holds the app's views, a guide (the safe
            // area) the views pinned inside it, and a view the views pinned to its margins,
            // whichever way round a pin to it is written (`contentView.bottom == line.bottom`,
            // `guide.bottom == stack.bottom + 8`, `view.trailingMargin == label.trailing + 100`).
            // (The class lookups last: every line of a long log gets this far.)
            if body.firstAttribute.attribute.withoutMargin == secondAttribute.attribute,
                let (family, isLow) = EdgeFamily.of(secondAttribute.attribute),
                isInward(isLow: isLow, relation: body.relation.mirrored, constant: -body.constant),
                body.firstAttribute.attribute.isMargin
                    || holdsContent(logged[index].body.first) && !holdsContent(logged[index].body.second)
            {
                pins.append(Pin(child: number(second), parent: number(first), family: family, isLow: isLow, index: index))
                continue
            }
            guard secondAttribute.attribute.withoutMargin == body.firstAttribute.attribute,
                let (family, isLow) = EdgeFamily.of(body.firstAttribute.attribute),
                isInward(isLow: isLow, relation: body.relation, constant: body.constant)
            else { continue }
            pins.append(Pin(child: number(first), parent: number(second), family: family, isLow: isLow, index: index))
        }
        guard !pins.isEmpty else { return [] }
        var siblings = Set<UInt64>(minimumCapacity: 2 * gaps.count)
        // The chains: views joined by gaps along one family of edges.
        var chains = [EdgeFamily: Chains]()
        for gap in gaps {
            let (a, b) = (number(gap.a), number(gap.b))
            siblings.insert(pair(a, b))
            siblings.insert(pair(b, a))
            if let family = gap.family { chains[family, default: Chains()].join(a, b) }
        }

        // Both edges of a family pinned inside one view, by a view or by the two ends of its
        // chain: every view of the chain is inside it.
        struct Group: Hashable { var chain: Int; var parent: Int; var family: EdgeFamily }
        struct Sides { var low = false; var high = false; var completedAt: Int? }
        var sides: [Group: Sides] = [:]
        for pin in pins where !siblings.contains(pair(pin.child, pin.parent)) {
            let chain = chains[pin.family]?.representative(of: pin.child) ?? pin.child
            var known = sides[Group(chain: chain, parent: pin.parent, family: pin.family), default: Sides()]
            if pin.isLow { known.low = true } else { known.high = true }
            if known.low && known.high && known.completedAt == nil { known.completedAt = pin.index }
            sides[Group(chain: chain, parent: pin.parent, family: pin.family)] = known
        }
        var found: [UInt64: Int] = [:]
        var members: [EdgeFamily: [Int: [Int]]] = [:]
        for (group, known) in sides {
            guard let index = known.completedAt else { continue }
            if members[group.family] == nil { members[group.family] = chains[group.family]?.members() ?? [:] }
            for child in members[group.family]?[group.chain] ?? [group.chain]
            where child != group.parent && !siblings.contains(pair(child, group.parent)) {
                let key = pair(child, group.parent)
                found[key] = min(found[key] ?? index, index)
            }
        }
        var candidates: [Int: [(parent: Int, index: Int)]] = [:]
        for (key, index) in found {
            candidates[Int(key >> 32), default: []].append((Int(key & 0xFFFF_FFFF), index))
        }
        var result: [(child: ItemID, parent: ItemID, index: Int)] = []
        for (child, found) in candidates where found.count == 1 {
            let parent = found[0].parent
            // Each tied inside the other: the log does not say which holds which.
            if candidates[parent]?.contains(where: { $0.parent == child }) == true { continue }
            result.append((numbers.ids[child], numbers.ids[parent], found[0].index))
        }
        return result.sorted { ($0.index, $0.child) < ($1.index, $1.child) }
    }

    /// A (child, parent) pair of view numbers as one key.
    private static func pair(_ child: Int, _ parent: Int) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: child)) << 32 | UInt64(UInt32(truncatingIfNeeded: parent))
    }

    /// Whether the item is one UIKit makes to hold the app's views: a cell's content view, an
    /// effect view's, a layout guide (which holds no view, but its owner does).
    private static func holdsContent(_ anchor: LoggedAnchor?) -> Bool {
        guard case let .item(item)? = anchor, let className = item.className else { return false }
        if className == "UILayoutGuide" { return true }
        let kind = UIKitClasses.kind(ofClass: className)
        return kind == .cellContentView || kind == .effectContentView
    }

    /// Whether the edge lies within the other view's or on it: `>=` or `==` a non-negative
    /// offset from a leading edge, `<=` or `==` a non-positive one from a trailing edge.
    private static func isInward(isLow: Bool, relation: Relation, constant: Double) -> Bool {
        switch relation {
        case .equal: isLow ? constant >= 0 : constant <= 0
        case .greaterThanOrEqual: isLow && constant >= 0
        case .lessThanOrEqual: !isLow && constant <= 0
        }
    }
}

/// Views joined by gaps along one family of edges, each chain known by one of its views
/// (union by size with path halving: a cycle log joins 10,001 views into one chain).
private struct Chains {
    /// By view number; a view never joined has no entry and is its own chain.
    private var parent: [Int] = []
    private var size: [Int] = []

    private mutating func grow(to view: Int) {
        while parent.count <= view {
            parent.append(parent.count)
            size.append(1)
        }
    }

    mutating func representative(of view: Int) -> Int {
        guard view < parent.count else { return view }
        var current = view
        while parent[current] != current {
            parent[current] = parent[parent[current]]
            current = parent[current]
        }
        return current
    }

    mutating func join(_ a: Int, _ b: Int) {
        grow(to: max(a, b))
        var (first, second) = (representative(of: a), representative(of: b))
        guard first != second else { return }
        if size[first] < size[second] { swap(&first, &second) }
        parent[second] = first
        size[first] += size[second]
    }

    /// Every chain's views, by the view that represents it.
    mutating func members() -> [Int: [Int]] {
        var result: [Int: [Int]] = [:]
        for view in parent.indices { result[representative(of: view), default: []].append(view) }
        return result
    }
}

/// The pairs of opposite edges along one axis.
private enum EdgeFamily: Hashable {
    case topBottom, leadingTrailing, leftRight

    /// The family of an edge attribute and whether it is the family's low (top, leading, left)
    /// edge; `nil` for anything else.
    static func of(_ attribute: Attribute) -> (EdgeFamily, isLow: Bool)? {
        switch attribute {
        case .top: (.topBottom, true)
        case .bottom: (.topBottom, false)
        case .leading: (.leadingTrailing, true)
        case .trailing: (.leadingTrailing, false)
        case .left: (.leftRight, true)
        case .right: (.leftRight, false)
        default: nil
        }
    }

    /// Whether one edge faces the other (`a.leading == b.trailing + 8`): a gap between siblings.
    static func areOpposite(_ a: Attribute, _ b: Attribute) -> Bool {
        guard let (family, isLow) = of(a), let (other, otherIsLow) = of(b.withoutMargin) else { return false }
        return family == other && isLow != otherIsLow
    }
}
