import Inspector

/// Decides, for every constraint of a document, how a target writes it: from which view it is
/// created (flipping `superview.bottom == child.bottom + 8` to the child when that is exact and
/// reads better), or why it is plain UIKit code, commented out or left out. The target says
/// what its DSL cannot create with `whyNot`; Draftsman's ``ConstraintPlan`` adds its own rules
/// (UIKit's private views, one relation per anchor pair) through the optional parameters.
struct TargetPlan {
    /// A DSL that keeps only the last of two relations with the same key: how to key a
    /// relation, and why a later one with a taken key cannot be created.
    struct SingleRelationRule {
        var key: (OwnedConstraint) -> OwnedConstraint.Key
        var reason: (_ earlier: Int) -> String
    }

    var dispositions: [ConstraintDisposition] = []
    /// The constraints each view creates, in input order, identifiers filled in.
    var owned: [ItemID: [OwnedConstraint]] = [:]
    /// Constraints printed as UIKit code, in input order, with the reason.
    var fallbacks: [(index: Int, reason: String)] = []
    /// The identifier each printed constraint ends up with (its own, or an automatic one).
    var identifiers: [Int: String] = [:]

    /// - Parameters:
    ///   - subtree: the printed views.
    ///   - order: each printed view's place in the printed order.
    ///   - privateViews: UIKit's own views, whose constraints printed code never creates.
    ///   - cannotExpress: the reason given when `whyNot` gives none.
    ///   - singleRelation: the DSL's rule against two relations with the same key, if any.
    ///   - whyNot: why the target cannot create a constraint from its first item's side;
    ///     `nil` when it can.
    init(
        document: LayoutDocument, names: NameTable, subtree: Set<ItemID>, order: [ItemID: Int], autoIdentifier: Bool,
        privateViews: Set<ItemID> = [], cannotExpress: String = "the target cannot express it",
        singleRelation: SingleRelationRule? = nil, whyNot: (OwnedConstraint) -> String?
    ) {
        var usedIdentifiers = Set(document.constraints.compactMap(\.identifier))
        var usedKeys: [OwnedConstraint.Key: Int] = [:]
        if singleRelation != nil { usedKeys.reserveCapacity(document.constraints.count) }
        dispositions.reserveCapacity(document.constraints.count)
        for (index, constraint) in document.constraints.enumerated() {
            if let kind = constraint.systemKind {
                dispositions.append(.system(kind))
                continue
            }
            if !privateViews.isEmpty, let uikit = constraint.items.first(where: { item in
                document.owningView(of: item).map(privateViews.contains) ?? false
            }) {
                dispositions.append(.privateView(uikit))
                continue
            }
            if let outside = constraint.items.first(where: { item in
                document.owningView(of: item).map { !subtree.contains($0) } ?? true
            }) {
                dispositions.append(.outside(outside))
                continue
            }
            if !constraint.isActive {
                dispositions.append(.inactive)
                continue
            }
            var candidates = [(constraint, false)]
            if let flipped = constraint.flipped { candidates.append((flipped, true)) }
            if candidates.count == 2, ConstraintPlan.prefersFlipped(constraint, document: document, order: order) {
                candidates.reverse()
            }
            var reason: String?
            var chosen: (OwnedConstraint, Bool)?
            for (candidate, flipped) in candidates {
                let owned = OwnedConstraint(index: index, candidate)
                if let why = whyNot(owned) {
                    reason = reason ?? why
                } else if let singleRelation, let earlier = usedKeys[singleRelation.key(owned)] {
                    reason = reason ?? singleRelation.reason(earlier)
                } else {
                    chosen = (owned, flipped)
                    break
                }
            }
            let identifierOwner: (ItemID, Attribute)
            if let (owned, flipped) = chosen {
                if let singleRelation { usedKeys[singleRelation.key(owned)] = index }
                dispositions.append(.relation(owner: owned.owner, flipped: flipped))
                identifierOwner = (owned.owner, owned.attribute)
                self.owned[owned.owner, default: []].append(owned)
            } else {
                let reason = reason ?? cannotExpress
                dispositions.append(.anchorCode(reason: reason))
                fallbacks.append((index, reason))
                identifierOwner = (constraint.first, constraint.firstAttribute)
            }
            if let identifier = constraint.identifier {
                identifiers[index] = identifier
            } else if autoIdentifier {
                let base = "\(names.displayName(of: identifierOwner.0)).\(identifierOwner.1.name)"
                var identifier = base
                var counter = 2
                while usedIdentifiers.contains(identifier) {
                    identifier = "\(base).\(counter)"
                    counter += 1
                }
                usedIdentifiers.insert(identifier)
                identifiers[index] = identifier
            }
        }
        // Most layouts name no constraint: then every list already is as it should be.
        guard !identifiers.isEmpty else { return }
        for (owner, list) in owned {
            owned[owner] = list.map { constraint in
                var constraint = constraint
                constraint.identifier = identifiers[constraint.index]
                return constraint
            }
        }
    }

    /// How many constraints each disposition got, for a header.
    var counts: (created: Int, code: Int, inactive: Int, outside: Int, system: [SystemConstraintKind: Int]) {
        var result = (created: 0, code: 0, inactive: 0, outside: 0, system: [SystemConstraintKind: Int]())
        for disposition in dispositions {
            switch disposition {
            case .relation: result.created += 1
            case .anchorCode: result.code += 1
            case .inactive: result.inactive += 1
            case .outside: result.outside += 1
            case let .system(kind): result.system[kind, default: 0] += 1
            // TargetPlan makes no such disposition; counted with UIKit's own if it ever does.
            case .privateView: break
            }
        }
        return result
    }
}
