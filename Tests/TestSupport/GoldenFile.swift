import Foundation
import Testing

/// A checked-in expected output. A test compares with it; run with `DRAFT_INSPECT_RECORD=1`,
/// it writes what it got instead, for a deliberate change to be reviewed in `git diff`.
public enum GoldenFile {
    /// Whether this run rewrites the expected files instead of comparing with them.
    public static let isRecording = ProcessInfo.processInfo.environment["DRAFT_INSPECT_RECORD"].map { !$0.isEmpty && $0 != "0" } ?? false

    /// Compares `actual` with the file at `url`, or, recording, writes it there when it differs.
    public static func check(_ actual: String, against url: URL, _ comment: @autoclosure () -> String = "",
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = try? String(contentsOf: url, encoding: .utf8)
        guard actual != expected else { return }
        if isRecording {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let detail = comment()
        Issue.record("""
            \(detail.isEmpty ? "" : detail + ": ")the output differs from \(url.lastPathComponent) \
            (DRAFT_INSPECT_RECORD=1 swift test --filter … rewrites it; review the diff)
            """, sourceLocation: sourceLocation)
    }
}
