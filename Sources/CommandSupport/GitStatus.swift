import Foundation

/// What git says of a file the user asks a command to rewrite in place.
public enum GitStatus {
    /// `git status --porcelain`'s status letters when the file has uncommitted edits (` M`,
    /// `A `, `??`…); nil when it has none, is outside a repository or git is not installed.
    public static func uncommittedEdits(of path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", url.deletingLastPathComponent().path, "status", "--porcelain", "--", url.lastPathComponent]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let status = String(decoding: output, as: UTF8.self).prefix(2)
        return status.isEmpty ? nil : String(status)
    }
}
