import LayoutModel

/// The superviews a log shows only by the way its constraints are written: a view tied to
/// another by both opposite edges of one axis (`a.top == b.top`, `a.bottom == b.bottom - 8`),
/// itself the first item of both and placed within the other, is that view's subview. Masonry,
/// SnapKit and anchors write a subview's pins to its superview that way round, and no `|`
/// names the superview.
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
        var sides: [Pair: [EdgeFamily: Sides]] = [:]
        var siblings: Set<Pair> = []
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
                continue
            }
            guard !isSystem, body.multiplier == 1, !body.firstAttribute.isFrameCoordinate,
                !secondAttribute.isFrameCoordinate,
                secondAttribute.attribute.withoutMargin == body.firstAttribute.attribute,
                let (family, isLow) = EdgeFamily.of(body.firstAttribute.attribute),
                isInward(isLow: isLow, relation: body.relation, constant: body.constant)
            else { continue }
            let pair = Pair(child: first.id, parent: second.id)
            var known = sides[pair, default: [:]][family, default: Sides()]
            if isLow { known.low = true } else { known.high = true }
            if known.low && known.high && known.completedAt == nil { known.completedAt = index }
            sides[pair, default: [:]][family] = known
        }

        var candidates: [String: [(parent: String, index: Int)]] = [:]
        for (pair, families) in sides where !siblings.contains(pair) {
            guard let index = families.values.compactMap(\.completedAt).min() else { continue }
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
