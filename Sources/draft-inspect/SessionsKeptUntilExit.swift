import Inspector

/// Layout sessions kept until the process ends instead of freed: a one-shot command
/// (`check` of one layout) exits right after its report, where freeing a large session object
/// by object costs more than the system reclaiming the process's memory at exit. Never used
/// where sessions come and go (the REPL).
enum SessionsKeptUntilExit {
    /// Held here rather than leaked so that they stay reachable (LeakSanitizer reports only
    /// what nothing points to).
    nonisolated(unsafe) private static var sessions: [LayoutSession] = []

    /// Keeps every session made from now on. Call it before any session is made, from one
    /// thread.
    static func start() {
        LayoutSession.whenMade = { sessions.append($0) }
    }
}
