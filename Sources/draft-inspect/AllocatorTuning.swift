#if canImport(Glibc)
import Glibc
#endif

/// Tells glibc's allocator that this is a short-lived batch process.
///
/// By default glibc serves every allocation over 128 KiB with its own `mmap`, gives it back
/// with `munmap` when freed, and trims the heap when 128 KiB sit free at its top. A dump's
/// arrays grow by doubling through exactly those sizes, so each growth mapped fresh pages and
/// the kernel zeroed them again. Keeping freed memory in the heap lets the next array reuse
/// pages already touched.
enum AllocatorTuning {
    static func apply() {
        #if canImport(Glibc)
        // `mallopt` is in <malloc.h>, which the Glibc module does not import.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        let trimThreshold: Int32 = -1, topPad: Int32 = -2, mmapThreshold: Int32 = -3
        // 32 MiB is the largest threshold glibc accepts; bigger blocks still get their own map.
        _ = mallopt(mmapThreshold, 32 << 20)
        _ = mallopt(trimThreshold, 512 << 20)
        _ = mallopt(topPad, 64 << 20)
        #endif
    }
}
