/// Every id a document knows, numbered `0..<count` in the order met: the tables of a
/// ``LayoutDocument`` and of the layout system built from it are by these numbers.
///
/// A table of its own rather than a `Dictionary` keyed by id: a slot here is 4 bytes
/// (``HashSlots``) where a dictionary's is the 24-byte id and the number, a table that a
/// large dump's 100,000 ids would take out of the cache; and a dump reader that numbered the
/// ids in the same slots (``IDTable/itemNumbers``) hands them over instead of the document hashing every
/// id again.
package struct ItemNumbers: Sendable {
    /// The ids by number.
    package private(set) var ids: [ItemID] = []
    /// The numbers, by ``HashSlots/hash(_:)`` of the id's digest.
    private var slots = HashSlots(capacity: 0)

    package init() {}

    /// The ids numbered by position; an id listed twice keeps its last number.
    package init(_ ids: [ItemID]) {
        slots = HashSlots(capacity: ids.count)
        self.ids = ids
        for (number, id) in ids.enumerated() {
            // An id met before is found in its slot, which takes the later number.
            let hash = HashSlots.hash(id.digest)
            slots.file(number, hash: hash, at: find(id, hash).slot)
        }
    }

    /// Ids with the slots a reader filed their numbers in (``IDTable``), each under
    /// ``HashSlots/hash(_:)`` of its digest.
    package init(ids: [ItemID], slots: HashSlots) {
        self.ids = ids
        self.slots = slots
    }

    package var count: Int { ids.count }

    /// The number of an id, if the table has it.
    package subscript(id: ItemID) -> Int32? {
        find(id, HashSlots.hash(id.digest)).number.map(Int32.init)
    }

    /// The number of an id, numbering it if the table does not have it.
    package mutating func number(adding id: ItemID) -> Int32 {
        let hash = HashSlots.hash(id.digest)
        let (found, slot) = find(id, hash)
        if let found { return Int32(found) }
        let number = ids.count
        ids.append(id)
        slots.file(number, hash: hash, at: slot)
        if slots.isFull(holding: ids.count) {
            slots.grow(count: ids.count) { [ids] number in HashSlots.hash(ids[number].digest) }
        }
        return Int32(number)
    }

    /// The id's number and its slot if present; else the empty slot it would take.
    private func find(_ id: ItemID, _ hash: UInt64) -> (number: Int?, slot: Int) {
        slots.find(hash) { ids[$0] == id }
    }
}
