/// An open-addressed table of numbers by a 64-bit hash, kept at most three quarters full: where
/// ``ItemNumbers``, the dump reader's id table and its check of repeated constraint ids file
/// what they number.
///
/// A slot is 0 where empty, else the number plus one (low half) and the hash's high half, so
/// that a probe tells most other entries apart without reading them: a large table's reads
/// miss the cache, and each read of an entry is one more miss.
struct HashSlots: Sendable {
    private var slots: [UInt64]

    /// Room for `capacity` numbers before the table is full.
    init(capacity: Int) {
        var size = 8
        while size * 3 < capacity * 4 { size *= 2 }
        slots = [UInt64](repeating: 0, count: size)
    }

    /// Whether a table holding `count` numbers is past three quarters full (time to
    /// ``grow(count:hashOf:)``).
    func isFull(holding count: Int) -> Bool { count * 4 > slots.count * 3 }

    /// The number filed under `hash` for which `matches` holds, with its slot; else `nil` and
    /// the empty slot where it would go.
    @inline(__always)
    func find(_ hash: UInt64, matching matches: (Int) -> Bool) -> (number: Int?, slot: Int) {
        slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                let number = Int(truncatingIfNeeded: slots[slot] & 0xFFFF_FFFF) - 1
                if slots[slot] >> 32 == hash >> 32, matches(number) { return (number, slot) }
                slot = (slot + 1) & mask
            }
            return (nil, slot)
        }
    }

    /// Files `number` under `hash` in `slot`, which ``find(_:matching:)`` gave.
    mutating func file(_ number: Int, hash: UInt64, at slot: Int) {
        slots[slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(number + 1)
    }

    /// Twice the room, with the numbers `0..<count` filed again under `hashOf(number)`.
    mutating func grow(count: Int, hashOf: (Int) -> UInt64) {
        slots = [UInt64](repeating: 0, count: slots.count * 2)
        for number in 0..<count {
            let hash = hashOf(number)
            file(number, hash: hash, at: find(hash) { _ in false }.slot)
        }
    }

    /// An id's digest (FNV-1a, ``ItemID/fnv1a(_:)``) finished with a multiply-shift, so that
    /// the low bits, which pick the slot, mix in every byte.
    static func hash(_ digest: UInt64) -> UInt64 {
        let mixed = (digest ^ (digest >> 32)) &* 0x9E37_79B9_7F4A_7C15
        return mixed ^ (mixed >> 29)
    }
}
