#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
    /// Where `pattern` first occurs at or after `start`; `nil` when nowhere (an empty pattern
    /// is found at `start`). Each candidate's first byte is found by `memchr`: the readers probe
    /// every line of a log, and whole files, for words that are rarely there, and comparing at
    /// every position cost more than the scan.
    package func firstIndex(of pattern: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let first = pattern.first else { return start <= count ? start : nil }
        guard let base = baseAddress, start >= 0 else { return nil }
        let last = count - pattern.count
        var index = start
        while index <= last, let found = memchr(base + index, Int32(first), last - index + 1) {
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var offset = 1
            while offset < pattern.count, self[index + offset] == pattern[offset] { offset += 1 }
            if offset == pattern.count { return index }
            index += 1
        }
        return nil
    }

    /// Where `byte` first occurs at or after `start`, found by `memchr`: the readers find
    /// every line break of a text this way, hence inlinable (a call per line, from another
    /// module, cost more than the search on a storyboard's short lines).
    @inlinable package func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        guard let base = baseAddress, start >= 0, start < count,
            let hit = memchr(base + start, Int32(byte), count - start)
        else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    /// How many times `byte` occurs: a reader sizes its tables by the lines of a text before
    /// reading them.
    package func count(of byte: UInt8) -> Int {
        var (found, index) = (0, 0)
        while let hit = firstIndex(of: byte, from: index) {
            index = hit + 1
            found += 1
        }
        return found
    }

    /// ``firstIndex(of:from:)`` for a literal's bytes.
    package func firstIndex(of pattern: StaticString, from start: Int = 0) -> Int? {
        pattern.withUTF8Buffer { firstIndex(of: $0, from: start) }
    }
}
