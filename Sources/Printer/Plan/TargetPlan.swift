import LayoutModel
import Naming

/// Decides, for every constraint of a document, how a target writes it: from which view it is
/// created (flipping `superview.bottom == child.bottom + 8` to the child when that is exact and
/// reads better), or why it is plain UIKit code, commented out or left out. The target says
/// what its DSL cannot create with `whyNot`; Draftsman's ``ConstraintPlan`` adds its own rules
/// (UIKit's private views, one relation per anchor pair) through the optional parameters.
struct TargetPlan {
    /// A DSL that keeps only the last of two relations with the same anchors and relation:
    /// why a later one with a taken key cannot be created. Two recorded guides of the same
    /// kind and owner are one guide in code (`owner.safeAreaLayoutGuide`), so they share a key.
    struct SingleRelationRule {
        var reason: (_ earlier: Int) -> String
    }

    var dispositions: [ConstraintDisposition] = []
    /// The constraints each view creates, in input order, identifiers filled in.
    var owned: [ItemID: [OwnedConstraint]] = [:]
    /// Constraints printed as UIKit code, in input order, with the reason.
    var fallbacks: [(index: Int, reason: String)] = []
    /// The identifier each printed constraint ends up with (its own, or an automatic one), by
    /// constraint index: the relations' identifiers (``OwnedConstraint`` keeps none).
    var identifiers: [Int: String] = [:]
    /// Whether each constraint mentions a printed view or one of its guides.
    private(set) var mentionsPrinted: [Bool] = []
    /// ``owned`` by item number (``OwningViews``): printers that walk views by number read it
    /// without hashing ids.
    private var ownedByNumber: [[OwnedConstraint]] = []

    /// No constraint written: the plan of a target that sets frames (NotAutoLayout), which
    /// creates none and accounts for them itself.
    init() {}

    /// - Parameters:
    ///   - printed: the printed views, by number.
    ///   - privateViews: UIKit's own views, whose constraints printed code never creates.
    ///   - cannotExpress: the reason given when `whyNot` gives none.
    ///   - singleRelation: the DSL's rule against two relations with the same key, if any.
    ///   - whyNot: why the target cannot create a constraint from its first item's side;
    ///     `nil` when it can.
    init(
        document: LayoutDocument, names: NameTable, owningViews numbers: OwningViews, printed: [Int], autoIdentifier: Bool,
        privateViews: Set<ItemID> = [], cannotExpress: String = "the target cannot express it",
        singleRelation: SingleRelationRule? = nil, whyNot: (OwnedConstraint) -> String?
    ) {
        let isPrinted = numbers.mask(ofViews: printed)
        let isPrivate = numbers.mask(of: privateViews, in: document)
        let sameGuide = singleRelation == nil ? [:] : Self.sameGuides(document, numbers: numbers)
        var identifiers = AutomaticIdentifiers(document: document, names: names, isOn: autoIdentifier)
        var usedKeys = singleRelation == nil ? TakenKeys(owners: 0, constraints: 0)
            : TakenKeys(owners: numbers.count, constraints: document.constraints.count)
        // Each created relation, in input order: sorted into the owners' lists at the end, each
        // list made once at its size rather than grown one by one.
        var created: [OwnedConstraint] = []
        created.reserveCapacity(document.constraints.count)
        mentionsPrinted = [Bool](repeating: false, count: document.constraints.count)
        dispositions.reserveCapacity(document.constraints.count)
        // A subtree (the REPL prints one card of thousands) reads only its own views'
        // constraints: every other one mentions no printed or private view, so it is UIKit's
        // or outside, and needs no lookup.
        let subtreeOnly = printed.count + privateViews.count < document.views.count / 2
        let candidates = subtreeOnly
            ? Self.constraints(mentioning: printed + privateViews.compactMap(document.indexOfView), numbers: numbers, document: document) : nil
        var nextCandidate = 0
        // Constraints are read in place, by index: a copy of each costs more than the fields read.
        let constraints = document.constraints
        for index in constraints.indices {
            if let candidates {
                guard nextCandidate < candidates.count, candidates[nextCandidate] == index else {
                    dispositions.append(constraints[index].systemKind.map { .system($0) } ?? .outside(constraints[index].first))
                    continue
                }
                nextCandidate += 1
            }
            let first = numbers.number(of: constraints[index].first, in: document)
            let second = constraints[index].second.flatMap { numbers.number(of: $0, in: document) }
            // The views the items belong to; `nil` for an unknown id.
            let firstOwner = first.flatMap(numbers.owningView)
            let secondOwner = second.flatMap(numbers.owningView)
            func printed(_ owner: Int?) -> Bool { owner.map { isPrinted[$0] } ?? false }
            mentionsPrinted[index] = printed(firstOwner) || printed(secondOwner)
            if let leftOut = Self.leftOut(
                constraints[index], firstOwner: firstOwner, secondOwner: secondOwner, isPrivate: privateViews.isEmpty ? nil : isPrivate,
                isPrinted: printed)
            {
                dispositions.append(leftOut)
                continue
            }
            // `leftOut` has found the first item printed, so known.
            let side = Self.side(
                ofConstraintAt: index, in: constraints, first: first!, second: second, numbers: numbers, document: document,
                usedKeys: usedKeys, singleRelation: singleRelation, sameGuide: sameGuide, whyNot: whyNot)
            if case let .created(owned, key, flipped) = side {
                created.append(owned)
                if let key { usedKeys.take(key, index: index) }
                dispositions.append(.relation(owner: numbers.id(of: owned.owner, in: document), flipped: flipped))
                identifiers.name(index, owner: numbers.id(of: owned.owner, in: document), attribute: owned.attribute)
            } else if case let .notCreated(reason) = side {
                let reason = reason ?? cannotExpress
                dispositions.append(.anchorCode(reason: reason))
                fallbacks.append((index, reason))
                identifiers.name(index, owner: constraints[index].first, attribute: constraints[index].firstAttribute)
            }
        }
        self.identifiers = identifiers.byConstraint
        sortIntoOwners(created, numbers: numbers, document: document, printedCount: printed.count)
    }

    /// Why a constraint is not printed at all, before any side is tried: UIKit's own, one
    /// that mentions UIKit's private views (`isPrivate`, by view number, when there are
    /// any) or an item outside the printed views, or inactive; `nil` when it is printed.
    private static func leftOut(
        _ constraint: Constraint, firstOwner: Int?, secondOwner: Int?, isPrivate: [Bool]?, isPrinted: (Int?) -> Bool
    ) -> ConstraintDisposition? {
        if let kind = constraint.systemKind { return .system(kind) }
        if let isPrivate {
            if let firstOwner, isPrivate[firstOwner] { return .privateView(constraint.first) }
            if let id = constraint.second, let secondOwner, isPrivate[secondOwner] { return .privateView(id) }
        }
        guard isPrinted(firstOwner) else { return .outside(constraint.first) }
        if let id = constraint.second, !isPrinted(secondOwner) { return .outside(id) }
        if !constraint.isActive { return .inactive }
        return nil
    }

    /// The side a printed constraint is created from, or why it cannot be.
    private enum Side {
        /// Created from `owned.owner`'s side, with the relation key it takes.
        case created(OwnedConstraint, key: RelationKey?, flipped: Bool)
        /// Not created by the target: the first reason a side gave.
        case notCreated(reason: String?)
    }

    /// Tries the constraint as written, then turned round when that is exact (turned round
    /// first when that reads better), and takes the first side the target can create.
    private static func side(
        ofConstraintAt index: Int, in constraints: [Constraint], first: Int, second: Int?, numbers: OwningViews,
        document: LayoutDocument, usedKeys: TakenKeys, singleRelation: SingleRelationRule?, sameGuide: [Int: Int],
        whyNot: (OwnedConstraint) -> String?
    ) -> Side {
        var tries = asWritten
        if let second, constraints[index].multiplier == 1 {
            tries = prefersFlipped(first: first, second: second, numbers: numbers, document: document) ? turnedFirst : asWrittenFirst
        }
        var reason: String?
        for flipped in tries {
            let owned = OwnedConstraint(index: index, of: constraints, flipped: flipped, first: first, second: second, viewCount: numbers.viewCount)
            let key = singleRelation.map { _ in
                // Most documents have no two such guides: an empty table is not asked.
                RelationKey(owned, target: owned.target.map { sameGuide.isEmpty ? $0 : sameGuide[$0] ?? $0 })
            }
            if let why = whyNot(owned) {
                reason = reason ?? why
            } else if let singleRelation, let key, let earlier = usedKeys.earlier(key) {
                reason = reason ?? singleRelation.reason(earlier)
            } else {
                return .created(owned, key: key, flipped: flipped)
            }
        }
        return .notCreated(reason: reason)
    }

    /// The identifier each printed constraint ends up with: its own, or with
    /// `--auto-identifier` one named after the side that creates it (`owner.attribute`,
    /// numbered from 2 when taken).
    private struct AutomaticIdentifiers {
        let document: LayoutDocument
        let names: NameTable
        let isOn: Bool
        private var used: Set<String>
        private(set) var byConstraint: [Int: String] = [:]

        init(document: LayoutDocument, names: NameTable, isOn: Bool) {
            self.document = document
            self.names = names
            self.isOn = isOn
            used = isOn ? Set(document.constraints.compactMap(\.identifier)) : []
        }

        mutating func name(_ index: Int, owner: ItemID, attribute: Attribute) {
            if let identifier = document.constraints[index].identifier {
                byConstraint[index] = identifier
                return
            }
            guard isOn else { return }
            let base = "\(names.displayName(of: owner)).\(attribute.name)"
            var identifier = base
            var counter = 2
            while used.contains(identifier) {
                identifier = "\(base).\(counter)"
                counter += 1
            }
            used.insert(identifier)
            byConstraint[index] = identifier
        }
    }

    /// Puts the created relations into their owners' lists, in input order.
    private mutating func sortIntoOwners(_ created: [OwnedConstraint], numbers: OwningViews, document: LayoutDocument, printedCount: Int) {
        var counts = [Int](repeating: 0, count: numbers.count)
        for owned in created { counts[owned.owner] += 1 }
        var ownedByNumber = counts.map { count in
            var list: [OwnedConstraint] = []
            list.reserveCapacity(count)
            return list
        }
        for owned in created { ownedByNumber[owned.owner].append(owned) }
        owned.reserveCapacity(printedCount)
        for (number, list) in ownedByNumber.enumerated() where !list.isEmpty {
            owned[numbers.id(of: number, in: document)] = list
        }
        self.ownedByNumber = ownedByNumber
    }

    /// The orders a constraint's sides are tried in: `true` is turned round.
    private static let asWritten = [false], asWrittenFirst = [false, true], turnedFirst = [true, false]

    /// The relations a view creates, by its number; empty when it creates none.
    func owned(byView number: Int) -> [OwnedConstraint] { ownedByNumber[number] }

    /// Draftsman's de-duplication key (reference §4) by item numbers: both anchors and the
    /// final relation. Numbers and the attributes' bits hash far faster than ids and names.
    private struct RelationKey: Hashable {
        var owner: Int
        var target: Int
        /// The attribute's and the target attribute's bits and the relation, in one word.
        var anchors: UInt64

        /// `target`: the target's number, two guides that are one in code already made one.
        init(_ owned: OwnedConstraint, target: Int?) {
            self.owner = owned.owner
            self.target = target ?? -1
            let relation: UInt64 = switch owned.relation {
            case .equal: 0
            case .lessThanOrEqual: 1
            case .greaterThanOrEqual: 2
            }
            anchors = UInt64(1 << owned.attribute.uikitRawValue) << 32 | UInt64(1 << owned.targetAttribute.uikitRawValue) << 2 | relation
        }
    }

    /// The relation keys taken so far, with the constraint that took each. An owner's few are
    /// scanned; one with many (a view related to hundreds of others) moves them into a table.
    /// One table of every key costs more than the scans: on a hundred thousand views its
    /// lookups miss the cache. The keys are kept in one list, each owner's chained from its
    /// latest, so that owners take no list of their own.
    private struct TakenKeys {
        private var keys: [(key: RelationKey, index: Int, earlier: Int32)] = []
        /// Per owner: its latest key's position in `keys` (-1: none), and how many it has.
        private var latest: [Int32]
        private var counts: [Int32]
        private var table: [RelationKey: Int] = [:]
        private static let scanLimit: Int32 = 16

        init(owners: Int, constraints: Int) {
            keys.reserveCapacity(constraints)
            latest = Array(repeating: -1, count: owners)
            counts = Array(repeating: 0, count: owners)
        }

        /// The constraint that took the key, if one did.
        func earlier(_ key: RelationKey) -> Int? {
            guard counts[key.owner] < Self.scanLimit else { return table[key] }
            var position = latest[key.owner]
            while position >= 0 {
                if keys[Int(position)].key == key { return keys[Int(position)].index }
                position = keys[Int(position)].earlier
            }
            return nil
        }

        mutating func take(_ key: RelationKey, index: Int) {
            keys.append((key, index, latest[key.owner]))
            latest[key.owner] = Int32(keys.count - 1)
            counts[key.owner] += 1
            if counts[key.owner] == Self.scanLimit {
                var position = latest[key.owner]
                while position >= 0 {
                    table[keys[Int(position)].key] = keys[Int(position)].index
                    position = keys[Int(position)].earlier
                }
            } else if counts[key.owner] > Self.scanLimit {
                table[key] = index
            }
        }
    }

    /// The recorded guides that stand for the same guide in code as an earlier one (two
    /// safe-area guides of one view), by number, mapped to the first.
    private static func sameGuides(_ document: LayoutDocument, numbers: OwningViews) -> [Int: Int] {
        var result: [Int: Int] = [:]
        var firstByKind: [String: Int] = [:]
        for (position, guide) in document.guides.enumerated() where guide.kind != .custom {
            let number = numbers.viewCount + position
            let kindKey = "\(guide.owner.rawValue)/\(guide.kind.rawValue)"
            if let first = firstByKind[kindKey] { result[number] = first } else { firstByKind[kindKey] = number }
        }
        return result
    }

    /// The constraints that mention these views or their guides, in input order.
    private static func constraints(mentioning views: [Int], numbers: OwningViews, document: LayoutDocument) -> [Int] {
        var indexes = views.flatMap { document.constraintIndexes(involving: document.views[$0].id) }
        for guide in numbers.guides(ownedBy: numbers.mask(ofViews: views)) {
            indexes += document.constraintIndexes(involving: numbers.id(of: guide, in: document))
        }
        indexes.sort()
        var unique: [Int] = []
        unique.reserveCapacity(indexes.count)
        for index in indexes where unique.last != index { unique.append(index) }
        return unique
    }

    /// Whether to write the constraint turned round. The direction the author wrote is kept
    /// (`tagView.left == header.left + 13` stays on `tagView`), except that a guide or an
    /// ancestor as first item gives way to the view (`view.bottom == button.bottom + 8` is
    /// written on `button`, against `.parent`).
    /// `first` and `second` are the numbers of the constraint's items.
    static func prefersFlipped(first: Int, second: Int, numbers: OwningViews, document: LayoutDocument) -> Bool {
        guard first != second else { return false }
        if !numbers.isView(first) { return numbers.isView(second) }
        if !numbers.isView(second) { return false }
        return document.isDescendant(viewAt: second, ofViewAt: first)
    }
}
