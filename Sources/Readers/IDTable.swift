import LayoutModel

/// The ids a reader meets, each numbered and made into an ``ItemID`` once.
///
/// A dump names each id several times (its view, its superview's `subviews`, every constraint
/// on it): looked up by its bytes here, an id is made into a string once, and from then on it
/// is a number that checks of references index arrays with instead of hashing strings.
struct IDTable {
    /// The ids by number, in the order first met.
    private(set) var ids: [ItemID] = []
    /// Each id's bytes, by number: `spans[n]` in `text`.
    private var text: [UInt8] = []
    private var spans: [(start: UInt32, count: UInt32)] = []
    /// The numbers, by ``HashSlots/hash(_:)`` of the bytes' FNV-1a: the slots
    /// ``ItemNumbers`` keeps, so that a document takes them over (``itemNumbers``).
    private var slots: HashSlots
    /// Whether each id's digest is its bytes' FNV-1a, which places it in ``slots``: not when
    /// bytes that are not UTF-8 were repaired into the id's string.
    private var slotsFollowDigests = true
    /// The low half of each id's hash, by number: where a lookup of it begins.
    private var homes: [UInt32] = []

    /// A table with room for about `capacity` ids before it grows.
    init(capacity: Int) {
        slots = HashSlots(capacity: capacity)
        ids.reserveCapacity(capacity)
        spans.reserveCapacity(capacity)
        homes.reserveCapacity(capacity)
        text.reserveCapacity(capacity * 8)
    }

    var count: Int { spans.count }

    /// The number of the id these bytes spell, numbering it if it is new.
    mutating func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let digest = ItemID.fnv1a(bytes)
        let hash = HashSlots.hash(digest)
        let (found, slot) = find(bytes, hash)
        if let found {
            // A dump names ids in about the order it first met them (a view, then its
            // subviews; a view's constraints, then the next view's): the ids met just after
            // this one are likely looked up next, and their slots, scattered over a table
            // larger than the cache at 100,000 ids, load while this id's caller works.
            if found + 2 < homes.count {
                slots.prefetch(low: homes[found + 1])
                slots.prefetch(low: homes[found + 2])
            }
            return found
        }
        let number = spans.count
        let spelling = String(copyingUTF8: bytes)
        // ASCII spells the same bytes as a string; other bytes may be repaired (ill-formed
        // UTF-8), and the id's digest must be its string's.
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        let id = isASCII ? ItemID(spelling, fnv1a: digest) : ItemID(spelling)
        if id.digest != digest { slotsFollowDigests = false }
        ids.append(id)
        spans.append((UInt32(text.count), UInt32(bytes.count)))
        homes.append(UInt32(truncatingIfNeeded: hash))
        text.append(contentsOf: bytes)
        slots.file(number, hash: hash, at: slot)
        if slots.isFull(holding: spans.count) {
            let (text, spans) = (self.text, self.spans)
            slots.grow(count: spans.count) { number in
                let start = Int(spans[number].start)
                return text.withUnsafeBufferPointer { text in
                    HashSlots.hash(ItemID.fnv1a(UnsafeBufferPointer(rebasing: text[start..<start + Int(spans[number].count)])))
                }
            }
        }
        return number
    }

    /// The number of the id a string value spells; `nil` for another value.
    mutating func number(ofString index: JSONTape.Index, in tape: JSONTape) -> Int? {
        tape.withStringBytes(index) { number($0) }
    }

    /// The number of an id, if the table has met it.
    func number(of id: ItemID) -> Int? {
        var rawValue = id.rawValue
        return rawValue.withUTF8 { find($0, HashSlots.hash(ItemID.fnv1a($0))).number }
    }

    /// The ids with their numbers, for a document's lookups by id: this table's slots when
    /// they place each id by its digest (they do unless an id was repaired).
    var itemNumbers: ItemNumbers {
        slotsFollowDigests ? ItemNumbers(ids: ids, slots: slots) : ItemNumbers(ids)
    }

    /// The number of the id these bytes (whose ``HashSlots/hash(_:)`` is `hash`) spell, if
    /// met, and its slot; else the empty slot it would take.
    private func find(_ bytes: UnsafeBufferPointer<UInt8>, _ hash: UInt64) -> (number: Int?, slot: Int) {
        slots.find(hash) { isSpelled($0, by: bytes) }
    }

    private func isSpelled(_ number: Int, by bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(spans[number].start)
        let end = start + Int(spans[number].count)
        return text.withUnsafeBufferPointer { text in
            KeyTable.equal(UnsafeBufferPointer(rebasing: text[start..<end]), bytes)
        }
    }
}
