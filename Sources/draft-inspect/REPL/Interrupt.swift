import Foundation

/// Ctrl-C while the REPL is busy. The SIGINT handler only sets a flag (all a handler may
/// safely do); the REPL, waiting for a command to finish, sees it and gives the prompt back,
/// and a command that runs until stopped (`watch`) checks it itself.
enum Interrupt {
    /// A `sig_atomic_t`, the one type a signal handler may store to; the threads that read
    /// it only poll it, so a late read costs one more poll.
    nonisolated(unsafe) private static var flag: sig_atomic_t = 0

    /// Called from the signal handler.
    static func request() { flag = 1 }

    static var isRequested: Bool { flag != 0 }

    static func clear() { flag = 0 }
}
