/// The keys a reader knows of one kind of JSON object: one case per key, named as the key is
/// spelled, numbered from 0 in order.
///
/// A reader asks each object for every key it knows, mostly for keys the object lacks; finding
/// the members in one pass over the object's keys (``JSONTape/members(_:_:)``) costs one
/// lookup per member present instead of a search per key asked for.
protocol ObjectKey: RawRepresentable<Int>, CaseIterable where AllCases == [Self] {
    /// The table that tells the keys apart, built once per kind of object.
    static var table: KeyTable { get }
}

extension ObjectKey {
    /// The key as the dump spells it, for paths and messages.
    var name: String { Self.table.names[rawValue] }
}

/// Finds which of an object kind's keys (or of a few names) some bytes spell: an open-addressed
/// table over the length and the first and last bytes, which tell most keys of a kind apart at
/// once. A class: a reader passes its tables around for every value, and a struct of three
/// arrays would be retained three times for each.
///
/// Every key of a dump is looked up here, so the table's bytes live in buffers of its own,
/// written once in `init` and only read after (hence `@unchecked Sendable`): reading an
/// array held by a class costs a retain and a release on each lookup.
final class KeyTable: @unchecked Sendable {
    /// Each key's spelling, by raw value.
    let names: [String]
    /// Each key's bytes, by raw value: `spellings[starts[key] ..< starts[key + 1]]`.
    private let spellings: UnsafeMutableBufferPointer<UInt8>
    private let starts: UnsafeMutableBufferPointer<Int>
    /// Raw values by hash, -1 where empty; a power of two at least four times the keys.
    private let slots: UnsafeMutableBufferPointer<Int8>

    /// The table of `Key`, whose cases `names` spells, separated by white space.
    convenience init<Key: ObjectKey>(_: Key.Type, _ names: String) {
        self.init(names: names.split(whereSeparator: \.isWhitespace).map(String.init))
        assert(Key.allCases.map { "\($0)" } == self.names, "\(Key.self)'s names are its cases'")
        precondition(Key.allCases.map(\.rawValue) == Array(self.names.indices), "keys are numbered 0, 1, 2, …")
        precondition(self.names.count <= MemberValues.capacity, "at most \(MemberValues.capacity) keys")
    }

    /// A table of these spellings, each known by its position.
    init(names: [String]) {
        self.names = names
        spellings = .allocate(capacity: names.reduce(0) { $0 + $1.utf8.count })
        _ = spellings.initialize(from: names.joined().utf8)
        starts = .allocate(capacity: names.count + 1)
        _ = starts.initialize(from: names.reduce(into: [0]) { $0.append($0.last! + $1.utf8.count) })
        var size = 16
        while size < names.count * 4 { size *= 2 }
        slots = .allocate(capacity: size)
        slots.initialize(repeating: -1)
        for (key, name) in names.enumerated() {
            let spelling = Array(name.utf8)
            var slot = Self.hash(spelling.count, spelling[0], spelling[spelling.count - 1]) & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int8(key)
        }
    }

    deinit {
        spellings.deallocate()
        starts.deallocate()
        slots.deallocate()
    }

    private static func hash(_ count: Int, _ first: UInt8, _ last: UInt8) -> Int {
        count &* 31 &+ Int(first) &* 7 &+ Int(last)
    }

    /// The raw value of the key these bytes spell, or `nil` for a key of no case. Inlined:
    /// every key of a dump is looked up, and a lookup is short enough that a call's own cost
    /// would be a large part of it.
    @inline(__always)
    func key(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = bytes.first, let last = bytes.last else { return nil }
        let mask = slots.count - 1
        var slot = Self.hash(bytes.count, first, last) & mask
        while true {
            let key = Int(slots[slot])
            if key < 0 { return nil }
            if Self.equal(UnsafeBufferPointer(rebasing: spellings[starts[key]..<starts[key + 1]]), bytes) { return key }
            slot = (slot + 1) & mask
        }
    }

    /// Whether two short byte strings are equal: whole words compared, the last one
    /// overlapping the one before (keys and ids are a few bytes long, and a generic
    /// `elementsEqual` costs several times as much).
    @inline(__always)
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = a.count
        guard count == b.count else { return false }
        guard let x = UnsafeRawPointer(a.baseAddress), let y = UnsafeRawPointer(b.baseAddress) else { return true }
        func word<Word: FixedWidthInteger>(_ offset: Int, _: Word.Type) -> Bool {
            x.loadUnaligned(fromByteOffset: offset, as: Word.self) == y.loadUnaligned(fromByteOffset: offset, as: Word.self)
        }
        switch count {
        case 0: return true
        case 1...3: return a[0] == b[0] && a[count / 2] == b[count / 2] && a[count - 1] == b[count - 1]
        case 4...8: return word(0, UInt32.self) && word(count - 4, UInt32.self)
        default:
            var offset = 0
            while offset + 8 < count {
                if !word(offset, UInt64.self) { return false }
                offset += 8
            }
            return word(count - 8, UInt64.self)
        }
    }
}

/// The values of an object's members that a reader knows (``JSONTape/members(_:_:)``), by the
/// key's raw value; -1 where the object has none. Held in place: an array would cost an
/// allocation for each of the hundreds of thousands of objects of a large dump.
struct MemberValues {
    static let capacity = 48
    private var storage = SIMD32<Int32>(repeating: -1)
    /// Keys past the first 32 (a view has a few more): a second, smaller vector keeps the
    /// common objects' copies small.
    private var overflow = SIMD16<Int32>(repeating: -1)
    /// One bit for each key the object has.
    private var found: UInt64 = 0

    subscript(key: Int) -> Int {
        get { Int(key < 32 ? storage[key] : overflow[key - 32]) }
        // Written through the storage's bytes: a SIMD vector's element at an index known only
        // at run time is written by way of a copy of the whole vector.
        set {
            precondition(key >= 0 && key < Self.capacity)
            let value = Int32(truncatingIfNeeded: newValue)
            if key < 32 {
                withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: value, toByteOffset: key * 4, as: Int32.self) }
            } else {
                withUnsafeMutableBytes(of: &overflow) { $0.storeBytes(of: value, toByteOffset: (key - 32) * 4, as: Int32.self) }
            }
            found |= 1 << key
        }
    }

    /// Whether the object has any of these keys: one test.
    func hasAny(_ keys: ClosedRange<Int>) -> Bool {
        found & ((1 << (keys.upperBound + 1)) - (1 << keys.lowerBound)) != 0
    }

    /// Whether the object has a key the table does not know (the top bit, past every key's).
    var hasUnknownKey: Bool {
        get { found & (1 << 63) != 0 }
        set { if newValue { found |= 1 << 63 } }
    }
}
