// swift-tools-version:6.0
// The libFuzzer targets, one per reader and grammar, kept apart from the product build: the
// product's modules are compiled here again from the same sources (the folders under Sources/
// are links to ../Sources), instrumented with -sanitize=fuzzer. `make fuzz` builds and runs them.
import PackageDescription

/// A fuzz target: an executable whose one file defines `LLVMFuzzerTestOneInput`; libFuzzer
/// supplies `main`.
func fuzzTarget(_ name: String) -> Target {
    .executableTarget(
        name: name, dependencies: ["FuzzCLI"], path: "Targets/\(name)",
        swiftSettings: [.unsafeFlags(["-parse-as-library"])])
}

let package = Package(
    name: "draft-inspect-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "Solver", exclude: ["README.md"]),
        .target(name: "LayoutModel", dependencies: ["CPrefetch"]),
        .target(name: "Readers", dependencies: ["LayoutModel"]),
        .target(name: "Inspector", dependencies: ["LayoutModel", "Solver"]),
        .target(name: "Naming", dependencies: ["LayoutModel"]),
        .target(name: "Printer", dependencies: ["LayoutModel", "Inspector", "Naming"]),
        .target(name: "Report", dependencies: ["LayoutModel", "Readers", "Inspector", "Naming"]),
        .target(name: "Picture", dependencies: ["LayoutModel", "Readers", "Inspector", "Naming", "Report"]),
        .target(name: "TextDiff"),
        .systemLibrary(name: "CFileSync"),
        .systemLibrary(name: "CAllocator"),
        .systemLibrary(name: "CPrefetch"),
        .target(
            name: "CommandSupport",
            dependencies: [
                "LayoutModel", "Readers", "Report", "Printer", "CFileSync", "CAllocator",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The command-line tool's sources less its entry point, the terminal line editor and
        // `migrate`'s forwarder (migrate is an executable of its own), so the fuzz targets run
        // the reports and REPL commands the tool runs.
        .target(
            name: "FuzzCLI",
            dependencies: [
                "LayoutModel", "Readers", "Inspector", "Naming", "Printer", "Report", "Picture", "TextDiff", "CFileSync", "CommandSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["CLI/DraftInspect.swift", "CLI/REPL/LineEditor.swift", "CLI/REPL/REPL.swift", "CLI/REPL/REPLCommand.swift", "CLI/MigrateForwarder.swift"]
        ),
        fuzzTarget("fuzz-dump"),
        fuzzTarget("fuzz-log"),
        fuzzTarget("fuzz-trace"),
        fuzzTarget("fuzz-recursive"),
        fuzzTarget("fuzz-grammar"),
        fuzzTarget("fuzz-repl"),
        fuzzTarget("fuzz-interface-builder"),
    ]
)
