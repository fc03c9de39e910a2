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

    /// ``firstIndex(of:from:)`` for a literal's bytes.
    package func firstIndex(of pattern: StaticString, from start: Int = 0) -> Int? {
        pattern.withUTF8Buffer { firstIndex(of: $0, from: start) }
    }
}
