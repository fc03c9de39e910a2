import Foundation

/// Runs the built `draft-inspect` binary as a user would, for end-to-end tests.
public enum CLI {
    /// What a run printed and how it ended.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String

        public init(status: Int32, stdout: String, stderr: String) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
        }
    }

    /// The binary beside the test bundle: `swift test` builds both into the same folder.
    public static let executable: URL = builtExecutable("draft-inspect")
        ?? Repository.url(".build/debug/draft-inspect")

    /// An executable product built beside the test bundle (`swift build --build-tests` builds
    /// every product into the bundle's folder or the one above it); `nil` when it was not built.
    public static func builtExecutable(_ name: String) -> URL? {
        let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return [bundleFolder, bundleFolder.deletingLastPathComponent(), Repository.url(".build/debug")]
            .map { $0.appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `draft-inspect` (or `binary`, a copy of it) with the arguments, feeding `input` on
    /// standard input. With `mergingErrors`, standard error goes into `stdout` too, interleaved
    /// as written.
    public static func run(
        _ arguments: [String], input: String = "", environment: [String: String] = [:],
        in directory: URL? = nil, mergingErrors: Bool = false, binary: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = binary ?? executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? Repository.root
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
