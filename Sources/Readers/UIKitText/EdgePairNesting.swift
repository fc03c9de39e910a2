import LayoutModel

/// The superviews a log shows only by the way its constraints are written: a view tied to
/// another by both opposite edges of one axis (`a.top == b.top`, `a.bottom == b.bottom - 8`),
/// itself the first item of both and placed within the other, is that view's subview. Masonry,
/// SnapKit and anchors write a subview's pins to its superview that way round, and no `|`
/// names the superview. So is a chain of views with gaps between them (`b.left == a.right +
/// 10`) whose first view is pinned so by one edge and whose last by the opposite edge: a bar's
/// buttons and text view, laid out from its left to its right.
///
/// Only unambiguous evidence counts: the app's own constraints (none UIKit makes), both edges
/// inward or flush, and no sign the two are siblings (a gap between them, a stack's
/// constraint) or the other way round. A view that would go in two different views gets none.
enum EdgePairNesting {
    /// The superview each view gets, as (child, parent, index of the constraint that completed
    /// the pair) in the log's order.
    static func parents(in logged: [LoggedConstraint]) -> [(child: String, parent: String, index: Int)] {
        struct Pair: Hashable { var child: String; var parent: String }
        struct Sides { var low = false; var high = false; var completedAt: Int? }
        /// A view's pin to another by one edge: which view, the edge's family and side, where.
        struct Pin { var child: String; var parent: String; var family: EdgeFamily; var isLow: Bool; var index: Int }
        var pins: [Pin] = []
        var siblings: Set<Pair> = []
        // The chains: views joined by gaps along one family of edges.
        var chains = [EdgeFamily: Chains]()
        for (index, constraint) in logged.enumerated() {
            let body = constraint.body
            guard case let .item(first) = body.first, case let .item(second)? = body.second,
                first.id != second.id, let secondAttribute = body.secondAttribute
            else { continue }
            let isSystem = SystemConstraintKind(className: constraint.className, identifier: constraint.identifier) != nil
            if body.isVisualFormatGap || constraint.identifier?.hasPrefix("UISV-") == true
                || EdgeFamily.areOpposite(body.firstAttribute.attribute, secondAttribute.attribute)
            {
                siblings.insert(Pair(child: first.id, parent: second.id))
                siblings.insert(Pair(child: second.id, parent: first.id))
                if let (family, _) = EdgeFamily.of(body.firstAttribute.attribute),
                    EdgeFamily.areOpposite(body.firstAttribute.attribute, secondAttribute.attribute)
                {
                    chains[family, default: Chains()].join(first.id, second.id)
                }
                continue
            }
            guard !isSystem, body.multiplier == 1, !body.firstAttribute.isFrameCoordinate,
                !secondAttribute.isFrameCoordinate
            else { continue }
            // A cell's or effect view's content view holds the app's views, whichever way round
            // a pin to it is written (`contentView.bottom == line.bottom`).
            // (The class lookups last: every line of a long log gets this far.)
            if body.firstAttribute.attribute.withoutMargin == secondAttribute.attribute,
                let (family, isLow) = EdgeFamily.of(secondAttribute.attribute),
                isInward(isLow: isLow, relation: body.relation.mirrored, constant: -body.constant),
                holdsContent(first), !holdsContent(second)
            {
                pins.append(Pin(child: second.id, parent: first.id, family: family, isLow: isLow, index: index))
                continue
            }
            guard secondAttribute.attribute.withoutMargin == body.firstAttribute.attribute,
                let (family, isLow) = EdgeFamily.of(body.firstAttribute.attribute),
                isInward(isLow: isLow, relation: body.relation, constant: body.constant)
            else { continue }
            pins.append(Pin(child: first.id, parent: second.id, family: family, isLow: isLow, index: index))
        }

        // Both edges of a family pinned inside one view, by a view or by the two ends of its
        // chain: every view of the chain is inside it.
        struct Group: Hashable { var chain: String; var parent: String; var family: EdgeFamily }
        var sides: [Group: Sides] = [:]
        for pin in pins where !siblings.contains(Pair(child: pin.child, parent: pin.parent)) {
            let chain = chains[pin.family]?.representative(of: pin.child) ?? pin.child
            var known = sides[Group(chain: chain, parent: pin.parent, family: pin.family), default: Sides()]
            if pin.isLow { known.low = true } else { known.high = true }
            if known.low && known.high && known.completedAt == nil { known.completedAt = pin.index }
            sides[Group(chain: chain, parent: pin.parent, family: pin.family)] = known
        }
        var found: [Pair: Int] = [:]
        var members: [EdgeFamily: [String: [String]]] = [:]
        for (group, known) in sides {
            guard let index = known.completedAt else { continue }
            if members[group.family] == nil { members[group.family] = chains[group.family]?.members() ?? [:] }
            for child in members[group.family]?[group.chain] ?? [group.chain]
            where child != group.parent && !siblings.contains(Pair(child: child, parent: group.parent)) {
                let pair = Pair(child: child, parent: group.parent)
                found[pair] = min(found[pair] ?? index, index)
            }
        }
        var candidates: [String: [(parent: String, index: Int)]] = [:]
        for (pair, index) in found {
            candidates[pair.child, default: []].append((pair.parent, index))
        }
        var result: [(child: String, parent: String, index: Int)] = []
        for (child, found) in candidates where found.count == 1 {
            let parent = found[0].parent
            // Each tied inside the other: the log does not say which holds which.
            if candidates[parent]?.contains(where: { $0.parent == child }) == true { continue }
            result.append((child, parent, found[0].index))
        }
        return result.sorted { ($0.index, $0.child) < ($1.index, $1.child) }
    }

    /// Whether the item is a view UIKit makes to hold the app's views: a cell's content view,
    /// an effect view's.
    private static func holdsContent(_ item: LoggedItem) -> Bool {
        guard let className = item.className else { return false }
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
    private var parent: [String: String] = [:]
    private var size: [String: Int] = [:]

    mutating func representative(of view: String) -> String {
        var current = view
        while let next = parent[current], next != current {
            let grandparent = parent[next] ?? next
            parent[current] = grandparent
            current = grandparent
        }
        return current
    }

    mutating func join(_ a: String, _ b: String) {
        var (first, second) = (representative(of: a), representative(of: b))
        guard first != second else { return }
        if size[first, default: 1] < size[second, default: 1] { swap(&first, &second) }
        parent[second] = first
        parent[first] = first
        size[first] = size[first, default: 1] + size[second, default: 1]
    }

    /// Every chain's views, by the view that represents it.
    mutating func members() -> [String: [String]] {
        var result: [String: [String]] = [:]
        for view in parent.keys.sorted() { result[representative(of: view), default: []].append(view) }
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
