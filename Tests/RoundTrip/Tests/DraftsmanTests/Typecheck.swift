import Foundation

/// Runs `swiftc -typecheck` on `source` against the stand-in modules next to the test binary.
/// `asLibrary` for a file without top-level code; `swiftVersion` is the language mode.
func typecheck(_ source: String, asLibrary: Bool = false, swiftVersion: String = "5") throws -> (status: Int32, output: String) {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let modules = binary.deletingLastPathComponent().appendingPathComponent("Modules")
    guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("Draftsman.swiftmodule").path) else {
        throw TypecheckError(message: "no Draftsman.swiftmodule in \(modules.path)")
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("standins-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("main.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-swift-version", swiftVersion, "-I", modules.path]
        + (asLibrary ? ["-parse-as-library"] : []) + [file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
}

struct TypecheckError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
