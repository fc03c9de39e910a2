#if canImport(Glibc)
import Glibc
#endif

/// Tells glibc's allocator that this is a short-lived batch process.
///
/// By default glibc serves every allocation over 128 KiB with its own `mmap`, gives it back
/// with `munmap` when freed, and trims the heap when 128 KiB sit free at its top. Memory given
/// back is memory the next allocation must have the kernel map and clear again, and on a
/// virtual machine that hands freed memory back to its host, fetch from the host too: the
/// costliest thing a large read does. So every block comes from the heap and stays there once
/// freed. A dump's arrays grow by doubling through exactly those sizes, and the reader's
/// largest buffers (the file's bytes, the JSON tape: hundreds of megabytes at 100,000 views)
/// are freed just before the layout session allocates as much again in small blocks, which
/// then reuse their pages.
///
/// glibc only: macOS's allocator has no such settings, and nothing is done there.
public enum AllocatorTuning {
    public static func apply() {
        #if canImport(Glibc)
        // `mallopt` is in <malloc.h>, which the Glibc module does not import.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        let trimThreshold: Int32 = -1, topPad: Int32 = -2, mmapMax: Int32 = -4
        // No block gets a map of its own; glibc still maps memory when the heap cannot grow.
        _ = mallopt(mmapMax, 0)
        _ = mallopt(trimThreshold, 512 << 20)
        _ = mallopt(topPad, 64 << 20)
        #endif
    }
}
