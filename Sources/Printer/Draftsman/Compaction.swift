import Inspector

/// Constraints of one owner that a single Draftsman relation call creates, in build order.
struct RelationGroup: Sendable {
    var shape: AnchorShape
    var members: [OwnedConstraint]
    /// The smallest input index: groups print in input order.
    let order: Int

    init(shape: AnchorShape, members: [OwnedConstraint]) {
        self.shape = shape
        self.members = members
        order = members.lazy.map(\.index).min() ?? 0
    }

    /// One constraint as its own relation.
    init(single constraint: OwnedConstraint) {
        self.init(shape: .single(constraint.attribute), members: [constraint])
    }

    var first: OwnedConstraint { members[0] }
    var target: ItemID? { members[0].target }
    /// The constants as Draftsman stores them, before the sign: one per member.
    var storedConstants: [Double] { members.map(\.storedConstant) }
    var isUniform: Bool { members.allSatisfy { $0.storedConstant == members[0].storedConstant } }
}

/// Groups a view's constraints into the fewest Draftsman relations that create exactly
/// them: a group shares target, priority, identifier and multiplier (priority and identifier
/// apply to every constraint of the relation before them, reference §4), each member has
/// the DSL relation the shape's signs require, and a combined shape targets the same
/// attributes (corners and center may target any corner or center).
enum Compaction {
    static func groups(_ constraints: [OwnedConstraint]) -> [RelationGroup] {
        // Most views have a handful of relations, many just one: a print compacts every view's,
        // so the work is done on positions in `constraints`, in a few arrays made once per
        // view, and a constraint is copied once, into its group.
        if constraints.count == 1 { return [RelationGroup(single: constraints[0])] }
        let partitions = partitionNumbers(constraints)
        // Positions by partition, in input order inside each: one sort instead of an array per
        // partition.
        let order = constraints.indices.sorted { (partitions[$0], $0) < (partitions[$1], $1) }
        var result: [RelationGroup] = []
        result.reserveCapacity(constraints.count)
        var pool: [Int] = []
        pool.reserveCapacity(constraints.count)
        var chosen: [Int] = []
        chosen.reserveCapacity(4)
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, partitions[order[end]] == partitions[order[start]] { end += 1 }
            pool.removeAll(keepingCapacity: true)
            pool += order[start..<end]
            start = end
            // A view related to itself (`width == height`) prints one relation per constraint.
            if constraints[pool[0]].target != constraints[pool[0]].owner, pool.count > 1 {
                func present() -> UInt32 { pool.reduce(0) { $0 | AnchorShape.bit(constraints[$1].attribute) } }
                var anchors = present()
                for (index, members) in AnchorShape.combinedMembers.enumerated() where members & anchors == members {
                    // Taken again only while the anchors it needs are left.
                    while members & anchors == members,
                        let group = take(AnchorShape.combined[index], from: &pool, of: constraints, chosen: &chosen)
                    {
                        result.append(group)
                        anchors = present()
                    }
                }
            }
            for position in pool { result.append(RelationGroup(single: constraints[position])) }
        }
        result.sort { $0.order < $1.order }
        return result
    }

    /// Each constraint's partition: constraints share one when they share a ``PartitionKey``;
    /// partitions are numbered in the order their first constraint comes.
    private static func partitionNumbers(_ constraints: [OwnedConstraint]) -> [Int] {
        var numbers: [Int] = []
        numbers.reserveCapacity(constraints.count)
        // Each partition's first constraint, by position.
        var firsts: [Int] = []
        var index: [PartitionKey: Int] = [:]
        for position in constraints.indices {
            // A few partitions are found by a scan; a view related to many gets an index.
            if firsts.count == 8, index.isEmpty {
                for (number, first) in firsts.enumerated() { index[PartitionKey(constraints[first])] = number }
            }
            let found = index.isEmpty
                ? firsts.firstIndex { PartitionKey.same(constraints[$0], constraints[position]) }
                : index[PartitionKey(constraints[position])]
            if let found {
                numbers.append(found)
            } else {
                if !index.isEmpty { index[PartitionKey(constraints[position])] = firsts.count }
                numbers.append(firsts.count)
                firsts.append(position)
            }
        }
        return numbers
    }

    /// What the constraints compacted together share besides their owner: target, priority,
    /// identifier and multiplier.
    private struct PartitionKey: Hashable {
        var target: ItemID?
        var priority: Priority
        var identifier: String?
        var multiplier: Double

        /// The target alone: most constraints compacted together share their priority and
        /// identifier. Equality still compares every field.
        func hash(into hasher: inout Hasher) {
            hasher.combine(target)
        }

        init(_ constraint: OwnedConstraint) {
            target = constraint.target
            priority = constraint.priority
            identifier = constraint.identifier
            multiplier = constraint.multiplier
        }

        /// Whether two constraints have the same key, without making the keys.
        static func same(_ a: OwnedConstraint, _ b: OwnedConstraint) -> Bool {
            a.target == b.target && a.priority == b.priority && a.identifier == b.identifier && a.multiplier == b.multiplier
        }
    }

    /// Removes from `pool` (positions in `constraints`) and returns the first set of
    /// constraints that fills `shape`. Candidates are read in place: a group copies its members
    /// once, when it is made. `chosen` is room for the pool indexes being tried.
    private static func take(
        _ shape: AnchorShape, from pool: inout [Int], of constraints: [OwnedConstraint], chosen: inout [Int]
    ) -> RelationGroup? {
        guard let firstMember = shape.members.first else { return nil }
        for start in pool.indices {
            let relation = constraints[pool[start]].dslRelation
            guard fits(constraints, pool[start], member: firstMember, relation: relation, shape: shape) else { continue }
            chosen.removeAll(keepingCapacity: true)
            chosen.append(start)
            for member in shape.members.dropFirst() {
                guard let next = pool.indices.first(where: { index in
                    !chosen.contains(index) && fits(constraints, pool[index], member: member, relation: relation, shape: shape)
                }) else { break }
                chosen.append(next)
            }
            guard chosen.count == shape.members.count else { continue }
            let group = RelationGroup(shape: shape, members: chosen.map { constraints[pool[$0]] })
            guard accepts(group) else { continue }
            chosen.sort(by: >)
            for index in chosen { pool.remove(at: index) }
            return group
        }
        return nil
    }

    /// Whether the constraint at `position` can be the member `member` of a group whose DSL
    /// relation is `relation`. Read in place: a copy of the constraint costs more than the test.
    private static func fits(
        _ constraints: [OwnedConstraint], _ position: Int, member: Attribute, relation: Relation, shape: AnchorShape
    ) -> Bool {
        guard constraints[position].attribute == member, constraints[position].dslRelation == relation else { return false }
        let hasTarget = constraints[position].target != nil
        let sameAttribute = constraints[position].targetAttribute == member
        switch shape.kind {
        case .axis:
            return hasTarget
        case .size:
            return sameAttribute || !hasTarget
        default:
            return hasTarget && sameAttribute
        }
    }

    /// The whole-group checks: a valid target for corners and center, and constants that
    /// the shape can carry.
    private static func accepts(_ group: RelationGroup) -> Bool {
        switch group.shape.kind {
        case .axis:
            return AnchorShape.isAxis(x: group.members[0].targetAttribute, y: group.members[1].targetAttribute)
        case .pair:
            // Vertical per-member constants would need VerticalInsets, which 3.2.5 declares as
            // HorizontalConstant (reference §1.4): print such pairs as two relations instead.
            return group.isUniform || group.shape.spelling != "vertical"
        case .tri:
            // Per-member constants would go in a UIEdgeInsets with a field the call never
            // reads: a pair and a single say it without the dead field.
            return group.isUniform
        case .quad:
            // UIEdgeInsets' left and right read backwards for leading and trailing in a
            // right-to-left layout: a localized quad with per-member constants is split.
            return group.isUniform || group.shape.spelling == "edges"
        default:
            return true
        }
    }
}
