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
        // partition tables.
        if constraints.count == 1 { return [RelationGroup(single: constraints[0])] }
        var partitions: [(key: PartitionKey, pool: [OwnedConstraint])] = []
        var partitionIndex: [PartitionKey: Int] = [:]
        for constraint in constraints {
            let key = PartitionKey(constraint)
            // A few targets are found by a scan; a view related to many gets an index.
            if partitions.count == 8, partitionIndex.isEmpty {
                for (index, partition) in partitions.enumerated() { partitionIndex[partition.key] = index }
            }
            if let index = partitionIndex.isEmpty ? partitions.firstIndex(where: { $0.key == key }) : partitionIndex[key] {
                partitions[index].pool.append(constraint)
            } else {
                if !partitionIndex.isEmpty { partitionIndex[key] = partitions.count }
                partitions.append((key, [constraint]))
            }
        }
        var result: [RelationGroup] = []
        result.reserveCapacity(constraints.count)
        for (key, var pool) in partitions {
            // A view related to itself (`width == height`) prints one relation per constraint.
            if key.target != key.owner, pool.count > 1 {
                func present() -> UInt32 { pool.reduce(0) { $0 | AnchorShape.bit($1.attribute) } }
                var anchors = present()
                for (index, members) in AnchorShape.combinedMembers.enumerated() where members & anchors == members {
                    while let group = take(AnchorShape.combined[index], from: &pool) { result.append(group) }
                    anchors = present()
                }
            }
            for constraint in pool { result.append(RelationGroup(single: constraint)) }
        }
        result.sort { $0.order < $1.order }
        return result
    }

    private struct PartitionKey: Hashable {
        var owner: ItemID
        var target: ItemID?
        var priority: Priority
        var identifier: String?
        var multiplier: Double

        /// The target alone: the constraints compacted together share their owner, and most
        /// their priority and identifier. Equality still compares every field.
        func hash(into hasher: inout Hasher) {
            hasher.combine(target)
        }

        init(_ constraint: OwnedConstraint) {
            owner = constraint.owner
            target = constraint.target
            priority = constraint.priority
            identifier = constraint.identifier
            multiplier = constraint.multiplier
        }
    }

    /// Removes from `pool` and returns the first set of constraints that fills `shape`.
    private static func take(_ shape: AnchorShape, from pool: inout [OwnedConstraint]) -> RelationGroup? {
        guard let firstMember = shape.members.first else { return nil }
        for start in pool.indices where fits(pool[start], member: firstMember, with: pool[start], shape: shape) {
            var chosen = [start]
            for member in shape.members.dropFirst() {
                guard let next = pool.indices.first(where: { index in
                    !chosen.contains(index) && fits(pool[index], member: member, with: pool[start], shape: shape)
                }) else { break }
                chosen.append(next)
            }
            guard chosen.count == shape.members.count else { continue }
            let group = RelationGroup(shape: shape, members: chosen.map { pool[$0] })
            guard accepts(group) else { continue }
            for index in chosen.sorted(by: >) { pool.remove(at: index) }
            return group
        }
        return nil
    }

    private static func fits(_ candidate: OwnedConstraint, member: Attribute, with first: OwnedConstraint, shape: AnchorShape) -> Bool {
        guard candidate.attribute == member, candidate.dslRelation == first.dslRelation else { return false }
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
