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
    var target: ItemID? { first.target }
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
        // Most views have a handful of relations, many just one: the common cases take no
        // partition tables. Partitions and pools hold positions in `constraints`, so the
        // constraints themselves are copied once, into their group.
        if constraints.count == 1 { return [RelationGroup(single: constraints[0])] }
        var partitions: [[Int]] = []
        var partitionIndex: [PartitionKey: Int] = [:]
        for position in constraints.indices {
            let constraint = constraints[position]
            // A few targets are found by a scan; a view related to many gets an index.
            if partitions.count == 8, partitionIndex.isEmpty {
                for (index, partition) in partitions.enumerated() { partitionIndex[PartitionKey(constraints[partition[0]])] = index }
            }
            let found = partitionIndex.isEmpty
                ? partitions.firstIndex { PartitionKey.same(constraints[$0[0]], constraint) }
                : partitionIndex[PartitionKey(constraint)]
            if let found {
                partitions[found].append(position)
            } else {
                if !partitionIndex.isEmpty { partitionIndex[PartitionKey(constraint)] = partitions.count }
                partitions.append([position])
            }
        }
        var result: [RelationGroup] = []
        result.reserveCapacity(constraints.count)
        for var pool in partitions {
            let first = constraints[pool[0]]
            // A view related to itself (`width == height`) prints one relation per constraint.
            if first.target != first.owner, pool.count > 1 {
                func present() -> UInt32 { pool.reduce(0) { $0 | AnchorShape.bit(constraints[$1].attribute) } }
                var anchors = present()
                for (index, members) in AnchorShape.combinedMembers.enumerated() where members & anchors == members {
                    // Taken again only while the anchors it needs are left.
                    while members & anchors == members, let group = take(AnchorShape.combined[index], from: &pool, of: constraints) {
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
    /// once, when it is made.
    private static func take(_ shape: AnchorShape, from pool: inout [Int], of constraints: [OwnedConstraint]) -> RelationGroup? {
        guard let firstMember = shape.members.first else { return nil }
        for start in pool.indices {
            let relation = constraints[pool[start]].dslRelation
            guard fits(constraints[pool[start]], member: firstMember, relation: relation, shape: shape) else { continue }
            var chosen = [start]
            chosen.reserveCapacity(shape.members.count)
            for member in shape.members.dropFirst() {
                guard let next = pool.indices.first(where: { index in
                    !chosen.contains(index) && fits(constraints[pool[index]], member: member, relation: relation, shape: shape)
                }) else { break }
                chosen.append(next)
            }
            guard chosen.count == shape.members.count else { continue }
            let group = RelationGroup(shape: shape, members: chosen.map { constraints[pool[$0]] })
            guard accepts(group) else { continue }
            for index in chosen.sorted(by: >) { pool.remove(at: index) }
            return group
        }
        return nil
    }

    /// Whether `candidate` can be the member `member` of a group whose DSL relation is `relation`.
    private static func fits(_ candidate: OwnedConstraint, member: Attribute, relation: Relation, shape: AnchorShape) -> Bool {
        guard candidate.attribute == member, candidate.dslRelation == relation else { return false }
        switch shape.kind {
        case .axis:
            return candidate.target != nil
        case .size:
            return candidate.targetAttribute == candidate.attribute || candidate.target == nil
        default:
            return candidate.target != nil && candidate.targetAttribute == candidate.attribute
        }
    }

    /// The whole-group checks: a valid target for corners and center, and constants that
    /// the shape can carry.
    private static func accepts(_ group: RelationGroup) -> Bool {
        switch group.shape.kind {
        case .axis:
            return AnchorShape.axisSpelling(x: group.members[0].targetAttribute, y: group.members[1].targetAttribute) != nil
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
