import LayoutModel

/// Constraints of one owner that a single Draftsman relation call creates, in build order:
/// their positions in the owner's constraints, which ``members(in:)`` reads them from.
///
/// A group holds positions and its shape's number, not copies: a print makes and sorts tens
/// of thousands of groups, and one that copied its members and shape (ids, spellings) into
/// arrays of its own cost an allocation and a round of retains each.
struct RelationGroup: Sendable {
    /// The shape's position in ``AnchorShape/all``.
    private let shapeNumber: Int
    /// What kind of anchor the shape is, asked of every group.
    let kind: AnchorShape.Kind
    /// The members' positions, in the shape's build order: four lanes, of which ``count`` are used.
    private let positions: SIMD4<Int32>
    let count: Int
    /// The smallest input index: groups print in input order.
    let order: Int

    /// The members at these positions of `constraints`, as the shape numbered `shapeNumber`.
    init(shapeNumber: Int, positions: some Collection<Int>, of constraints: [OwnedConstraint]) {
        self.shapeNumber = shapeNumber
        kind = AnchorShape.all[shapeNumber].kind
        var lanes = SIMD4<Int32>(repeating: 0)
        for (member, position) in positions.enumerated() { lanes[member] = Int32(position) }
        self.positions = lanes
        count = positions.count
        order = positions.lazy.map { constraints[$0].index }.min() ?? 0
    }

    /// The constraint at `position` as its own relation.
    init(single position: Int, of constraints: [OwnedConstraint]) {
        shapeNumber = AnchorShape.singleNumber(constraints[position].attribute)
        kind = .single
        positions = SIMD4(Int32(position), 0, 0, 0)
        count = 1
        order = constraints[position].index
    }

    var shape: AnchorShape { AnchorShape.all[shapeNumber] }

    /// The member's position in the owner's constraints.
    func position(_ member: Int) -> Int { Int(positions[member]) }

    /// The members, read from the constraints the group was made of.
    func members(in constraints: [OwnedConstraint]) -> Members { Members(group: self, constraints: constraints) }

    /// A group's members, in build order.
    struct Members: RandomAccessCollection {
        let group: RelationGroup
        let constraints: [OwnedConstraint]

        var startIndex: Int { 0 }
        var endIndex: Int { group.count }
        subscript(member: Int) -> OwnedConstraint { constraints[group.position(member)] }

        var target: Int? { self[0].target }
        /// The constants as Draftsman stores them, before the sign: one per member.
        var storedConstants: [Double] { map(\.storedConstant) }
        var isUniform: Bool { allSatisfy { $0.storedConstant == self[0].storedConstant } }
    }
}

/// Groups a view's constraints into the fewest Draftsman relations that create exactly
/// them: a group shares target, priority, identifier and multiplier (priority and identifier
/// apply to every constraint of the relation before them, reference §4), each member has
/// the DSL relation the shape's signs require, and a combined shape targets the same
/// attributes (corners and center may target any corner or center).
///
/// A print compacts every view's relations, most views a handful: one `Compaction` serves a
/// whole print, working on positions in the view's constraints in arrays it reuses from view
/// to view.
struct Compaction {
    /// Each constraint's partition, by position: constraints share one when they share a
    /// ``PartitionKey``; partitions are numbered in the order their first constraint comes.
    private var partitions: [Int] = []
    /// Each partition's first constraint, by position.
    private var firsts: [Int] = []
    /// Positions by partition, in input order inside each, and where each partition ends.
    private var order: [Int] = []
    private var ends: [Int] = []
    /// The positions of one partition not yet in a group.
    private var pool: [Int] = []
    /// The pool indexes of the group being tried.
    private var chosen: [Int] = []

    /// Replaces `result` with the groups of `constraints`, in input order; `identifiers` are
    /// the constraints' identifiers by index (``TargetPlan/identifiers``).
    mutating func groups(_ constraints: [OwnedConstraint], identifiers: [Int: String], into result: inout [RelationGroup]) {
        result.removeAll(keepingCapacity: true)
        if constraints.count == 1 {
            result.append(RelationGroup(single: 0, of: constraints))
            return
        }
        partition(constraints, identifiers: identifiers)
        sortByPartition()
        for partition in firsts.indices {
            pool.removeAll(keepingCapacity: true)
            pool += order[(partition == 0 ? 0 : ends[partition - 1])..<ends[partition]]
            // A view related to itself (`width == height`) prints one relation per constraint.
            if constraints[pool[0]].target != constraints[pool[0]].owner, pool.count > 1 {
                var anchors = Self.anchors(of: pool, in: constraints)
                for (index, members) in AnchorShape.combinedMembers.enumerated() where members & anchors == members {
                    // Taken again only while the anchors it needs are left.
                    while members & anchors == members,
                        let group = Self.take(shapeNumber: index, from: &pool, of: constraints, chosen: &chosen)
                    {
                        result.append(group)
                        anchors = Self.anchors(of: pool, in: constraints)
                    }
                }
            }
            for position in pool { result.append(RelationGroup(single: position, of: constraints)) }
        }
        result.sort { $0.order < $1.order }
    }

    /// The attributes of the constraints at these positions, as a set of ``AnchorShape/bit(_:)``s.
    private static func anchors(of positions: [Int], in constraints: [OwnedConstraint]) -> UInt32 {
        positions.reduce(0) { $0 | AnchorShape.bit(constraints[$1].attribute) }
    }

    /// Fills ``partitions`` and ``firsts``.
    private mutating func partition(_ constraints: [OwnedConstraint], identifiers: [Int: String]) {
        partitions.removeAll(keepingCapacity: true)
        firsts.removeAll(keepingCapacity: true)
        var index: [PartitionKey: Int] = [:]
        for position in constraints.indices {
            // A few partitions are found by a scan; a view related to many gets an index.
            if firsts.count == 8, index.isEmpty {
                for (number, first) in firsts.enumerated() { index[PartitionKey(constraints[first], identifiers)] = number }
            }
            let found = index.isEmpty
                ? firsts.firstIndex { PartitionKey.same(constraints[$0], constraints[position], identifiers) }
                : index[PartitionKey(constraints[position], identifiers)]
            if let found {
                partitions.append(found)
            } else {
                if !index.isEmpty { index[PartitionKey(constraints[position], identifiers)] = firsts.count }
                partitions.append(firsts.count)
                firsts.append(position)
            }
        }
    }

    /// Fills ``order`` and ``ends`` from ``partitions``: a counting sort, as the partitions
    /// are numbered from 0 and positions come in input order.
    private mutating func sortByPartition() {
        ends.removeAll(keepingCapacity: true)
        ends.append(contentsOf: repeatElement(0, count: firsts.count))
        for partition in partitions { ends[partition] += 1 }
        // Each partition's start, then (as positions are placed) its end.
        var start = 0
        for partition in ends.indices {
            let count = ends[partition]
            ends[partition] = start
            start += count
        }
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: repeatElement(0, count: partitions.count))
        for (position, partition) in partitions.enumerated() {
            order[ends[partition]] = position
            ends[partition] += 1
        }
    }

    /// What the constraints compacted together share besides their owner: target, priority,
    /// identifier and multiplier.
    private struct PartitionKey: Hashable {
        var target: Int?
        var priority: Priority
        var identifier: String?
        var multiplier: Double

        /// The target alone: most constraints compacted together share their priority and
        /// identifier. Equality still compares every field.
        func hash(into hasher: inout Hasher) {
            hasher.combine(target)
        }

        init(_ constraint: OwnedConstraint, _ identifiers: [Int: String]) {
            target = constraint.target
            priority = constraint.priority
            identifier = identifiers.isEmpty ? nil : identifiers[constraint.index]
            multiplier = constraint.multiplier
        }

        /// Whether two constraints have the same key, without making the keys (most layouts
        /// name no constraint, and then no identifier is looked up).
        static func same(_ a: OwnedConstraint, _ b: OwnedConstraint, _ identifiers: [Int: String]) -> Bool {
            a.target == b.target && a.priority == b.priority && a.multiplier == b.multiplier
                && (identifiers.isEmpty || identifiers[a.index] == identifiers[b.index])
        }
    }

    /// Removes from `pool` (positions in `constraints`) and returns the first set of
    /// constraints that fills the combined shape numbered `shapeNumber`. `chosen` is room for
    /// the pool indexes being tried.
    private static func take(
        shapeNumber: Int, from pool: inout [Int], of constraints: [OwnedConstraint], chosen: inout [Int]
    ) -> RelationGroup? {
        let shape = AnchorShape.all[shapeNumber]
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
            let group = RelationGroup(shapeNumber: shapeNumber, positions: chosen.lazy.map { [pool] in pool[$0] }, of: constraints)
            guard accepts(group, shape: shape, constraints) else { continue }
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
    private static func accepts(_ group: RelationGroup, shape: AnchorShape, _ constraints: [OwnedConstraint]) -> Bool {
        let members = group.members(in: constraints)
        switch group.kind {
        case .axis:
            return AnchorShape.axisSpelling(x: members[0].targetAttribute, y: members[1].targetAttribute) != nil
        case .pair:
            // Vertical per-member constants would need VerticalInsets, which 3.2.5 declares as
            // HorizontalConstant (reference §1.4): print such pairs as two relations instead.
            return members.isUniform || shape.spelling != "vertical"
        case .tri:
            // Per-member constants would go in a UIEdgeInsets with a field the call never
            // reads: a pair and a single say it without the dead field.
            return members.isUniform
        case .quad:
            // UIEdgeInsets' left and right read backwards for leading and trailing in a
            // right-to-left layout: a localized quad with per-member constants is split.
            return members.isUniform || shape.spelling == "edges"
        default:
            return true
        }
    }
}
