import CommandSupport
import Foundation

/// A progress bar on standard error for runs over many files: drawn only when standard
/// error is a terminal, redrawn at most ten times a second, erased when the run ends so the
/// report follows on a clean line.
final class ProgressBar: @unchecked Sendable {
    private let total: Int
    private let isShown: Bool
    private var done = 0
    private var lastDrawn: ContinuousClock.Instant?
    private let lock = NSLock()
    private static let width = 30

    init(total: Int, isShown: Bool) {
        self.total = total
        self.isShown = isShown && total > 1
    }

    /// One more file done.
    func advance() {
        guard isShown else { return }
        lock.withLock {
            done += 1
            let now = ContinuousClock.now
            if let lastDrawn, now - lastDrawn < .milliseconds(100), done < total { return }
            lastDrawn = now
            let filled = Self.width * done / max(total, 1)
            let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: Self.width - filled)
            write("\r[\(bar)] \(done)/\(total) files")
        }
    }

    /// Erases the bar.
    func finish() {
        guard isShown else { return }
        lock.withLock { write("\r\u{1B}[K") }
    }

    private func write(_ text: String) {
        Console.writeRaw(text, to: STDERR_FILENO)
    }
}
