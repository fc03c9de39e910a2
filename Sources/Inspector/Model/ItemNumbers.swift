/// Every id a document knows, numbered `0..<count` in the order met: the tables of a
/// ``LayoutDocument`` and of the layout system built from it are by these numbers.
///
/// A table of its own rather than a `Dictionary` keyed by id: a slot here is 8 bytes (the
/// number, and half the id's hash to tell most other ids apart without reading them) where a
/// dictionary's is the 24-byte id and the number (7.4 MB for the 100,000 ids of a large dump,
/// 2 MB here), and a dump reader that numbered the ids with the same slots
/// (``IDTable/itemNumbers``) hands them over instead of the document hashing every id again.
struct ItemNumbers: Sendable {
    /// The ids by number.
    private(set) var ids: [ItemID] = []
    /// By hash (``slotHash(_:)`` of the id's digest), open-addressed, at most two thirds full: 0
    /// where empty, else the id's number plus one (low half) and the hash's high half.
    private var slots: [UInt64] = [UInt64](repeating: 0, count: 8)

    init() {}

    /// The ids numbered by position; an id listed twice keeps its last number.
    init(_ ids: [ItemID]) {
        var size = 8
        while size * 2 < ids.count * 3 { size *= 2 }
        slots = [UInt64](repeating: 0, count: size)
        self.ids = ids
        for (number, id) in ids.enumerated() {
            // An id met before is found in its slot, which takes the later number.
            let (_, slot, hash) = find(id)
            slots[slot] = Self.slot(number: number, hash: hash)
        }
    }

    /// Ids with the slots a reader numbered them into (``IDTable``): each id's number plus one
    /// where ``find(_:)`` looks for its digest.
    init(ids: [ItemID], slots: [UInt64]) {
        self.ids = ids
        self.slots = slots
    }

    var count: Int { ids.count }

    /// The number of an id, if the table has it.
    subscript(id: ItemID) -> Int32? {
        find(id).number
    }

    /// The number of an id, numbering it if the table does not have it.
    mutating func number(adding id: ItemID) -> Int32 {
        let (found, slot, hash) = find(id)
        if let found { return found }
        let number = ids.count
        ids.append(id)
        slots[slot] = Self.slot(number: number, hash: hash)
        if ids.count * 3 > slots.count * 2 { grow() }
        return Int32(number)
    }

    /// The id's number and its slot if present; else the empty slot it would take. `hash` is
    /// its ``slotHash(_:)``.
    private func find(_ id: ItemID) -> (number: Int32?, slot: Int, hash: UInt64) {
        let hash = Self.slotHash(id.digest)
        let tag = hash >> 32
        return slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                let number = Int(truncatingIfNeeded: slots[slot] & 0xFFFF_FFFF) - 1
                if slots[slot] >> 32 == tag, ids[number] == id { return (Int32(number), slot, hash) }
                slot = (slot + 1) & mask
            }
            return (nil, slot, hash)
        }
    }

    private mutating func grow() {
        slots = [UInt64](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (number, id) in ids.enumerated() {
            let hash = Self.slotHash(id.digest)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Self.slot(number: number, hash: hash)
        }
    }

    /// What a slot holds for the id numbered `number` whose ``slotHash(_:)`` is `hash`.
    static func slot(number: Int, hash: UInt64) -> UInt64 {
        hash & 0xFFFF_FFFF_0000_0000 | UInt64(number + 1)
    }

    /// An id's digest (FNV-1a), finished with a multiply-shift so that the low bits, which
    /// pick the slot, mix in every byte.
    static func slotHash(_ digest: UInt64) -> UInt64 {
        let mixed = (digest ^ (digest >> 32)) &* 0x9E37_79B9_7F4A_7C15
        return mixed ^ (mixed >> 29)
    }
}
