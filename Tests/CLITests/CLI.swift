import Foundation

/// Runs the built `draft-inspect` binary as a user would, for end-to-end tests.
enum CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The repository's root, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A path inside the repository.
    static func path(_ relative: String) -> String {
        repositoryRoot.appendingPathComponent(relative).path
    }

    /// The binary beside the test bundle: `swift test` builds both into the same folder.
    static let executable: URL = {
        let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            bundleFolder.appendingPathComponent("draft-inspect"),
            bundleFolder.deletingLastPathComponent().appendingPathComponent("draft-inspect"),
            repositoryRoot.appendingPathComponent(".build/debug/draft-inspect"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    /// Runs `draft-inspect` with the arguments, feeding `input` on standard input. With
    /// `mergingErrors`, standard error goes into `stdout` too, interleaved as written.
    static func run(
        _ arguments: [String], input: String = "", environment: [String: String] = [:],
        in directory: URL? = nil, mergingErrors: Bool = false
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? repositoryRoot
        var processEnvironment = ProcessInfo.processInfo.environment
        processEnvironment["NO_COLOR"] = "1"
        for (key, value) in environment { processEnvironment[key] = value }
        process.environment = processEnvironment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = mergingErrors ? stdout : stderr
        if mergingErrors { try stderr.fileHandleForWriting.close() }
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large output cannot fill a pipe and stall.
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        group.enter()
        DispatchQueue.global().async {
            errorData = stderr.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self))
    }
}
