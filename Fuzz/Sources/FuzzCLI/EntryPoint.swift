import ArgumentParser

/// The tool's entry point (`Sources/draft-inspect/DraftInspect.swift`) is left out, since its
/// `@main` would take the place of libFuzzer's; this is what the commands ask of it.
enum DraftInspect {
    static let configuration = CommandConfiguration(commandName: "draft-inspect", version: "fuzz")
}
