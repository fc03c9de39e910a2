// Only the C library here: `stdout` is a C global that Swift 6 lets a file reach when it
// imports the library `@preconcurrency`, which Foundation's own import of it is not.
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// The stream `print` writes to, checked once the command is done.
public enum StandardOutput {
    /// Flushes it; the errno of the write that failed, or 0. A write that failed while the
    /// command ran leaves the stream's error flag set, its bytes dropped: the last flush
    /// alone would not see it.
    public static func finish() -> Int32 {
        if fflush(stdout) != 0 { return errno == 0 ? EIO : errno }
        return ferror(stdout) != 0 ? EIO : 0
    }
}
