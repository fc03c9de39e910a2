/// The identity of a view or layout guide in a ``LayoutDocument``: typically the object
/// address the exporter recorded (`"0x7fa1c8d0a4e0"`).
///
/// Ids key every index of a document and of what is built from it (hundreds of thousands of
/// lookups for a hierarchy of 10,000 views), so an id hashes its text once, when it is made,
/// and a lookup mixes that number instead of hashing the text again.
public struct ItemID: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String
    /// A hash of `rawValue`'s bytes (FNV-1a), the same in every process.
    @usableFromInline package let digest: UInt64

    public init(_ rawValue: String) {
        self.rawValue = rawValue
        self.digest = Self.digest(of: rawValue)
    }

    /// An id whose bytes' FNV-1a (``fnv1a(_:)``) is already known: a reader that hashed them
    /// to look the id up does not hash them again.
    @inlinable package init(_ rawValue: String, fnv1a digest: UInt64) {
        self.rawValue = rawValue
        self.digest = digest
    }

    public init(stringLiteral value: String) { self.init(value) }

    public var description: String { rawValue }

    public static func < (lhs: ItemID, rhs: ItemID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Equal digests first: two different ids rarely share one, so most comparisons that fail
    /// stop there.
    @inlinable public static func == (lhs: ItemID, rhs: ItemID) -> Bool {
        lhs.digest == rhs.digest && lhs.rawValue == rhs.rawValue
    }

    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    /// What `Dictionary` and `Set` ask for: the digest mixed with the table's seed
    /// (``seededMix(_:seed:)``), instead of running `Hasher` over it.
    @inlinable public func _rawHashValue(seed: Int) -> Int {
        seededMix(digest, seed: seed)
    }

    private static func digest(of text: String) -> UInt64 {
        // Over the contiguous bytes: walking `utf8` of a small string costs several times more.
        var text = text
        return text.withUTF8(fnv1a)
    }

    /// FNV-1a of some bytes: an id's digest, and the hash the dump reader's id table starts from.
    @inlinable package static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return hash
    }
}

/// `value` mixed with a hash table's seed by SplitMix64's finaliser: what `Dictionary` and
/// `Set` ask of a key that holds a good hash already (an id's digest) or is a number, where
/// running `Hasher` over it costs several times more. The seed still matters: a table filled
/// in another table's order would otherwise crowd into the same buckets.
@inlinable package func seededMix(_ value: UInt64, seed: Int) -> Int {
    var x = value ^ UInt64(bitPattern: Int64(seed))
    x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
    x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(truncatingIfNeeded: x ^ (x >> 31))
}
