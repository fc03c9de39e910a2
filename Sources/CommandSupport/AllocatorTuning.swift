#if canImport(Glibc)
import CAllocator
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
/// The heap's first stretch is then asked to come in huge pages (`MADV_HUGEPAGE`; Linux maps
/// them only where asked, by default): a 10,001-line log touched 3,500 fresh 4 KiB pages, a
/// fault each, and page faults were a third of the time `validate` took. Huge pages cost a
/// fault per 2 MiB.
///
/// glibc only: macOS's allocator has no such settings, and nothing is done there.
public enum AllocatorTuning {
    public static func apply() {
        #if canImport(Glibc)
        // No block gets a map of its own; glibc still maps memory when the heap cannot grow.
        _ = mallopt(M_MMAP_MAX, 0)
        _ = mallopt(M_TRIM_THRESHOLD, 512 << 20)
        _ = mallopt(M_TOP_PAD, 64 << 20)
        askForHugePages()
        #endif
    }

    #if canImport(Glibc)
    /// Grows the heap by its pad now (a block larger than the little it has free at the start
    /// makes it grow by the block and the pad) and asks for huge pages from the block's first
    /// 2 MiB boundary to the heap's end: the stretch the next 64 MiB of allocations come from.
    /// Advice only: where the kernel has none to give, nothing changes.
    private static func askForHugePages() {
        let hugePage = 2 << 20
        guard let block = malloc(hugePage) else { return }
        defer { free(block) }
        let start = (UInt(bitPattern: block) + UInt(hugePage) - 1) & ~UInt(hugePage - 1)
        guard let end = sbrk(0).map({ UInt(bitPattern: $0) }), end > start + UInt(hugePage) else { return }
        _ = madvise(UnsafeMutableRawPointer(bitPattern: start), Int(end - start), MADV_HUGEPAGE)
    }
    #endif
}
