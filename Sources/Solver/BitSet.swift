/// A set of small non-negative numbers, a bit each, listed in ascending order: the variables
/// a solver or a layout leaves free, in a large layout hundreds of thousands, whose lookups
/// in a hash set missed the cache.
///
/// Inlinable, so that each module that asks it specializes it for its element.
public struct BitSet<Element: BitSetElement>: Sequence, Equatable, Sendable, ExpressibleByArrayLiteral {
    @usableFromInline var words: [UInt64]
    /// How many elements are in the set.
    @inlinable public var count: Int { storedCount }
    @usableFromInline var storedCount = 0

    /// An empty set, with room for the elements numbered below `capacity`.
    @inlinable public init(capacity: Int = 0) {
        words = Array(repeating: 0, count: (Swift.max(capacity, 0) + 63) / 64)
    }

    @inlinable public init(arrayLiteral elements: Element...) {
        self.init()
        for element in elements { insert(element) }
    }

    @inlinable public var isEmpty: Bool { count == 0 }

    @inlinable public var underestimatedCount: Int { count }

    @inlinable public func contains(_ element: Element) -> Bool {
        let number = element.bitNumber
        return number >= 0 && number >> 6 < words.count && words[number >> 6] & Self.bit(number) != 0
    }

    /// Adds `element`; whether it was not there before.
    @inlinable @discardableResult
    public mutating func insert(_ element: Element) -> Bool {
        let number = element.bitNumber
        precondition(number >= 0, "a bit set holds no negative number")
        let word = number >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
        guard words[word] & Self.bit(number) == 0 else { return false }
        words[word] |= Self.bit(number)
        storedCount += 1
        return true
    }

    @inlinable public mutating func remove(_ element: Element) {
        guard contains(element) else { return }
        words[element.bitNumber >> 6] &= ~Self.bit(element.bitNumber)
        storedCount -= 1
    }

    @inlinable public static func == (lhs: BitSet, rhs: BitSet) -> Bool {
        lhs.count == rhs.count && lhs.allSatisfy(rhs.contains)
    }

    @inlinable static func bit(_ number: Int) -> UInt64 { 1 << UInt64(number & 63) }

    @inlinable public func makeIterator() -> Iterator { Iterator(words: words) }

    public struct Iterator: IteratorProtocol {
        @usableFromInline let words: [UInt64]
        @usableFromInline var index = 0
        @usableFromInline var word: UInt64

        @inlinable init(words: [UInt64]) {
            self.words = words
            word = words.first ?? 0
        }

        @inlinable public mutating func next() -> Element? {
            while word == 0 {
                index += 1
                guard index < words.count else { return nil }
                word = words[index]
            }
            let number = index << 6 | word.trailingZeroBitCount
            word &= word - 1
            return Element(bitNumber: number)
        }
    }
}

/// What a ``BitSet`` holds: a value that is a small non-negative number of its own.
public protocol BitSetElement: Sendable {
    var bitNumber: Int { get }
    init(bitNumber: Int)
}

extension Int: BitSetElement {
    @inlinable public var bitNumber: Int { self }
    @inlinable public init(bitNumber: Int) { self = bitNumber }
}

extension Variable: BitSetElement {
    /// Its symbol's number in its solver's tableau.
    @inlinable public var bitNumber: Int { Int(symbol) }
    /// The variable of that symbol number, as a set of one solver's variables lists it: of
    /// that solver, as any variable is.
    @inlinable public init(bitNumber: Int) { self.init(symbol: Symbol(bitNumber)) }
}
