import LayoutModel

/// The terms of a ``LinearForm`` or a ``LayoutEquation``: a run of an array that may be
/// shared with other forms.
///
/// A large layout has hundreds of thousands of equations of one to four terms each. An
/// array of its own for each would cost an allocation and 48 to 96 bytes of heap per equation;
/// the builder instead writes the terms of all its equations into one array, and each
/// equation keeps its run of it (``LayoutSystem/shareBulkTerms()``). Reading is the same
/// either way; a form that changes its terms first copies its run into an array of its own
/// (as an `Array` copies itself on write), so no form ever changes another's terms.
public struct LinearTerms: RandomAccessCollection, MutableCollection, RangeReplaceableCollection,
    ExpressibleByArrayLiteral, Hashable, Sendable
{
    /// The terms are `storage[start ..< start + length]`. Empty storage with a length is a
    /// run of the builder's array not yet shared (see ``LayoutSystem/shareBulkTerms()``).
    private var storage: [LinearTerm]
    private var start: Int32
    private var length: Int32

    /// No terms.
    public init() {
        self.init([])
    }

    public init(_ terms: [LinearTerm]) {
        storage = terms
        start = 0
        length = Int32(terms.count)
    }

    public init(arrayLiteral terms: LinearTerm...) {
        self.init(terms)
    }

    /// `storage[range]`, from the fields a ``LayoutEquation`` keeps them in.
    init(_ storage: [LinearTerm], start: Int32, length: Int32) {
        self.storage = storage
        self.start = start
        self.length = length
    }

    /// A run of the builder's array of terms, which ``LayoutSystem/shareBulkTerms()`` gives it
    /// once the array is complete: sharing it earlier would make each later write copy it.
    static func pending(_ range: Range<Int>) -> LinearTerms {
        range.isEmpty ? LinearTerms() : LinearTerms([], start: Int32(range.lowerBound), length: Int32(range.count))
    }

    /// Whether the terms wait for the builder's array (``pending(_:)``).
    var isPending: Bool { storage.isEmpty && length > 0 }

    /// The same run, in `shared`, the builder's finished array.
    func resolved(in shared: [LinearTerm]) -> LinearTerms {
        assert(isPending && Int(start) + Int(length) <= shared.count)
        return LinearTerms(shared, start: start, length: length)
    }

    /// The fields a ``LayoutEquation`` keeps, to make these terms again with
    /// ``init(_:start:length:)``.
    var parts: (storage: [LinearTerm], start: Int32, length: Int32) { (storage, start, length) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Int(length) }

    public subscript(position: Int) -> LinearTerm {
        get {
            // Unsigned: one compare catches a negative position too, which would otherwise
            // read the run before this one.
            precondition(UInt(bitPattern: position) < UInt(length), "LinearTerms index out of range")
            return storage[Int(start) + position]
        }
        set {
            precondition(UInt(bitPattern: position) < UInt(length), "LinearTerms index out of range")
            makeOwnStorage()
            storage[position] = newValue
        }
        _modify {
            precondition(UInt(bitPattern: position) < UInt(length), "LinearTerms index out of range")
            makeOwnStorage()
            yield &storage[position]
        }
    }

    /// Calls `body` with the terms in contiguous memory, as `Array.withUnsafeBufferPointer`
    /// does: for the loops over every equation of a large layout, where reading term by term
    /// through the collection checks each position twice (against the run, then the array).
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<LinearTerm>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[Int(start) ..< Int(start) + Int(length)]))
        }
    }

    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<LinearTerm>) throws -> R) rethrows -> R? {
        try withUnsafeBufferPointer(body)
    }

    /// Walks the run directly: the collection's default iterator would check each position
    /// against the run and then again against the array.
    public func makeIterator() -> Iterator {
        Iterator(storage: storage, position: Int(start), end: Int(start) + Int(length))
    }

    public struct Iterator: IteratorProtocol {
        fileprivate let storage: [LinearTerm]
        fileprivate var position: Int
        fileprivate let end: Int

        public mutating func next() -> LinearTerm? {
            guard position < end else { return nil }
            defer { position += 1 }
            return storage[position]
        }
    }

    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == LinearTerm {
        makeOwnStorage()
        storage.replaceSubrange(subrange, with: newElements)
        length = Int32(storage.count)
    }

    public mutating func append(_ term: LinearTerm) {
        makeOwnStorage()
        storage.append(term)
        length += 1
    }

    @discardableResult
    public mutating func remove(at position: Int) -> LinearTerm {
        makeOwnStorage()
        length -= 1
        return storage.remove(at: position)
    }

    public mutating func reserveCapacity(_ count: Int) {
        makeOwnStorage()
        storage.reserveCapacity(count)
    }

    /// Calls `body` with an array of exactly these terms, which becomes their storage: for
    /// changing them several at a time, array operations without a check of the run each.
    mutating func withOwnArray<R>(_ body: (inout [LinearTerm]) throws -> R) rethrows -> R {
        makeOwnStorage()
        defer { length = Int32(storage.count) }
        return try body(&storage)
    }

    /// Makes `storage` hold exactly these terms, so that it can change without changing
    /// another form's run of a shared array.
    private mutating func makeOwnStorage() {
        guard start != 0 || Int(length) != storage.count else { return }
        storage = Array(storage[Int(start) ..< Int(start) + Int(length)])
        start = 0
    }

    public static func == (lhs: LinearTerms, rhs: LinearTerms) -> Bool {
        lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(length)
        for term in self { hasher.combine(term) }
    }
}
