import Foundation

/// Unbuffered output, so answers and errors keep their order when both go to one file.
/// Written with write(2): FileHandle traps when a write fails (a full disk).
public enum Console {
    /// Writes to standard output; one that cannot be written ends the process with 74
    /// (`EX_IOERR`), saying why, rather than going on unheard.
    public static func write(_ text: String) {
        let failure = Array(TerminalText.escaped(text, keepingStyles: true).utf8).withUnsafeBytes { buffer -> OutputFile.Failure? in
            do throws(OutputFile.Failure) {
                try OutputFile.writeAll(buffer, to: STDOUT_FILENO, shownAs: "standard output")
                return nil
            } catch {
                return error
            }
        }
        if let failure {
            writeError("error: \(failure.message)\n")
            Foundation.exit(74)
        }
    }

    /// Writes to standard error; there is nowhere to say that this failed.
    public static func writeError(_ text: String) {
        writeRaw(TerminalText.escaped(text), to: STDERR_FILENO)
    }

    /// Writes `text` as it is, dropping it if the descriptor cannot take it.
    public static func writeRaw(_ text: String, to descriptor: Int32) {
        Array(text.utf8).withUnsafeBytes { buffer in
            _ = try? OutputFile.writeAll(buffer, to: descriptor, shownAs: "")
        }
    }
}
