import CPrefetch

/// An open-addressed table of numbers by a 64-bit hash, kept at most three quarters full: where
/// ``ItemNumbers``, the dump reader's id table and its check of repeated constraint ids file
/// what they number.
///
/// A slot is 4 bytes: 0 where empty, else the number plus one in the low bits, as many as pick
/// a slot (a number is below the table's size), and above them as much of the hash's high half
/// as is left, so that a probe tells most other entries apart without reading them: a large
/// table's reads miss the cache, and each read of an entry is one more miss. Four bytes a
/// slot keep the table of a large dump's 100,000 ids at 1 MiB.
package struct HashSlots: Sendable {
    @usableFromInline var slots: [UInt32]

    /// Room for `capacity` numbers before the table is full.
    package init(capacity: Int) {
        var size = 8
        while size * 3 < capacity * 4 { size *= 2 }
        slots = [UInt32](repeating: 0, count: size)
    }

    /// Whether a table holding `count` numbers is past three quarters full (time to
    /// ``grow(count:hashOf:)``).
    @inlinable package func isFull(holding count: Int) -> Bool { count * 4 > slots.count * 3 }

    /// The number filed under `hash` for which `matches` holds, with its slot; else `nil` and
    /// the empty slot where it would go.
    @inlinable @inline(__always)
    package func find(_ hash: UInt64, matching matches: (Int) -> Bool) -> (number: Int?, slot: Int) {
        slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            let tag = UInt32(truncatingIfNeeded: hash >> 32) & ~UInt32(truncatingIfNeeded: mask)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                let entry = slots[slot]
                if entry & ~UInt32(truncatingIfNeeded: mask) == tag, matches(Int(entry) & mask - 1) {
                    return (Int(entry) & mask - 1, slot)
                }
                slot = (slot + 1) & mask
            }
            return (nil, slot)
        }
    }

    /// Starts loading the slot where a ``find(_:matching:)`` of a hash with these low 32 bits
    /// begins, so that a find made a little later does not wait for it.
    @inlinable @inline(__always)
    package func prefetch(low hash: UInt32) {
        slots.withUnsafeBufferPointer { slots in
            draft_inspect_prefetch(slots.baseAddress! + (Int(hash) & (slots.count - 1)))
        }
    }

    /// Files `number` (below the table's size, as any number of a table not yet full is)
    /// under `hash` in `slot`, which ``find(_:matching:)`` gave.
    @inlinable package mutating func file(_ number: Int, hash: UInt64, at slot: Int) {
        let mask = UInt32(truncatingIfNeeded: slots.count - 1)
        assert(number < mask, "a number must fit below the slots' tag")
        slots[slot] = UInt32(truncatingIfNeeded: hash >> 32) & ~mask | UInt32(number + 1)
    }

    /// Twice the room, with the numbers `0..<count` filed again under `hashOf(number)`.
    package mutating func grow(count: Int, hashOf: (Int) -> UInt64) {
        slots = [UInt32](repeating: 0, count: slots.count * 2)
        for number in 0..<count {
            let hash = hashOf(number)
            file(number, hash: hash, at: find(hash) { _ in false }.slot)
        }
    }

    /// An id's digest (FNV-1a, ``ItemID/fnv1a(_:)``) finished with a multiply-shift, so that
    /// the low bits, which pick the slot, mix in every byte.
    @inlinable package static func hash(_ digest: UInt64) -> UInt64 {
        let mixed = (digest ^ (digest >> 32)) &* 0x9E37_79B9_7F4A_7C15
        return mixed ^ (mixed >> 29)
    }
}
