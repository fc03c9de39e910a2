import Foundation
import Testing
import TestSupport

/// The tool is built and tested on Linux, and its users build it on macOS: every call that
/// only Linux has must sit in an `#if os(Linux)` or `#if canImport(Glibc)` branch, so Xcode's
/// Swift compiles the file without it. macOS cannot run here; this reads the sources instead.
@Suite struct PortabilityTests {
    /// Names that only Linux (glibc, the kernel) declares.
    static let linuxOnly = ["import Glibc", "mallopt", "madvise", "MADV_", "sync_file_range",
                            "draft_inspect_start_writeback", "O_DIRECT", "import CFileSync"]

    /// Each Swift file under Sources, relative to the repository root.
    static var sources: [String] {
        let root = Repository.url("Sources")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".swift") } ?? []
        return files.sorted()
    }

    @Test func everyLinuxOnlyCallIsInALinuxBranch() throws {
        var unguarded: [String] = []
        var seen = 0
        for path in Self.sources {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            // The conditions of the open `#if` branches, innermost last.
            var branches: [String] = []
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("#if ") {
                    branches.append(String(code.dropFirst(4)))
                } else if code.hasPrefix("#elseif ") {
                    if !branches.isEmpty { branches[branches.count - 1] = String(code.dropFirst(8)) }
                } else if code == "#else" {
                    if !branches.isEmpty { branches[branches.count - 1] = "!" }
                } else if code == "#endif" {
                    _ = branches.popLast()
                } else if !code.hasPrefix("//"), Self.linuxOnly.contains(where: { code.contains($0) }) {
                    seen += 1
                    let guarded = branches.contains { $0.contains("os(Linux)") || $0.contains("canImport(Glibc)") }
                    if !guarded { unguarded.append("\(path):\(number + 1): \(code)") }
                }
            }
        }
        #expect(seen >= 5, "the scan found the Linux-only calls it guards")
        #expect(unguarded.isEmpty, "Linux-only outside a Linux branch:\n\(unguarded.joined(separator: "\n"))")
    }

    /// The REPL's libedit header declares some strings `const` on Linux and not in macOS's
    /// SDK: Swift assigns them through the C module's setters, which compile against both.
    @Test func libeditStringsAreSetThroughTheCModule() throws {
        let text = try String(contentsOfFile: Repository.path("Sources/draft-inspect/REPL/LineEditor.swift"), encoding: .utf8)
        for name in ["rl_readline_name", "rl_basic_word_break_characters", "rl_completer_word_break_characters"] {
            #expect(!text.contains("\(name) ="), "\(name) is assigned in Swift")
        }
    }
}
