import Foundation
import Testing
import TestSupport

/// Runs scripts/oracle/kiwi-oracle.py: thousands of seeded random systems solved by this
/// solver (through the `solver-oracle` executable) and by kiwisolver, which must agree.
@Suite struct OracleTests {
    static var python: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    @Test(.enabled(if: python != nil, "python3 is missing: the kiwi oracle cannot run"))
    func agreesWithKiwiOnRandomSystems() throws {
        let oracle = try #require(CLI.builtExecutable("solver-oracle"), "solver-oracle was not built beside the tests")
        let process = Process()
        process.executableURL = Self.python
        process.arguments = [
            Repository.path("scripts/oracle/kiwi-oracle.py"),
            "--oracle", oracle.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        let summary = text.split(separator: "\n").last { $0.hasPrefix("kiwi-oracle:") } ?? "no summary"
        print(summary)
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(summary.hasSuffix(" 0 problems"), "\(text)")
    }
}
