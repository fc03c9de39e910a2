#if canImport(Glibc)
import Glibc
#endif

/// Asks the kernel to back the 2 MiB ranges inside a large buffer with huge pages
/// (transparent huge pages, where the system leaves them to `madvise`).
///
/// A buffer written once from start to end (a file's bytes, the JSON tape) then costs a page
/// fault per 2 MiB instead of one per 4 KiB, and at a dump's size the faults cost more than
/// writing the bytes. Nothing changes where the kernel has no huge pages to give.
public enum HugePages {
    private static let size = 2 << 20

    /// Advises the whole huge pages that lie inside `count` bytes from `start`.
    public static func advise(_ start: UnsafeMutableRawPointer, count: Int) {
        #if os(Linux)
        let first = (Int(bitPattern: start) + size - 1) & ~(size - 1)
        let end = (Int(bitPattern: start) + count) & ~(size - 1)
        guard end > first, let range = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(range, end - first, MADV_HUGEPAGE)
        #endif
    }

    /// Advises the storage an array has reserved, before it is filled.
    static func adviseStorage<Element>(of array: inout [Element]) {
        let room = array.capacity * MemoryLayout<Element>.stride
        array.withUnsafeMutableBufferPointer { elements in
            // The array may be empty, but its storage is there, with room for its capacity.
            if let start = elements.baseAddress { advise(UnsafeMutableRawPointer(start), count: room) }
        }
    }
}
