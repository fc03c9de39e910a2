// swift-tools-version:6.0
import PackageDescription

/// The solver and the layout session keep their state in classes, whose every property
/// access a release build checks for overlapping access at run time: 4% of `check` on a
/// 10,000-view feed. Debug builds (the tests) keep the checks, so an overlap still fails there.
let uncheckedExclusivityInRelease: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

let package = Package(
    name: "draft-inspect",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        .executable(name: "draft-inspect", targets: ["draft-inspect"]),
        // Added to an app's debug build to write dumps of its live views (UIKit platforms only).
        .library(name: "DraftInspectExporter", targets: ["DraftInspectExporter"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "Solver", exclude: ["README.md"], swiftSettings: uncheckedExclusivityInRelease),
        .target(name: "Inspector", dependencies: ["Solver", "CPrefetch"], swiftSettings: uncheckedExclusivityInRelease),
        // The compiler's prefetch hint, for lookups in tables larger than the cache.
        .systemLibrary(name: "CPrefetch"),
        // Printed names of views and guides, and UIKit's debug form of a constraint with them.
        .target(name: "Naming", dependencies: ["Inspector"]),
        .target(name: "Printer", dependencies: ["Inspector", "Naming"]),
        // What check found, as one model, and its renderers (text, JSON, …).
        .target(name: "Report", dependencies: ["Inspector", "Naming"]),
        // Pictures of a solved layout and its problems: SVG, the HTML report, the terminal.
        .target(name: "Picture", dependencies: ["Inspector", "Naming", "Report"]),
        .target(name: "DraftInspectExporter", swiftSettings: [.swiftLanguageMode(.v5)]),
        .systemLibrary(
            name: "CLineEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // Linux's sync_file_range(2), for writing a saved file to disk while it is made.
        .systemLibrary(name: "CFileSync"),
        .executableTarget(
            name: "draft-inspect",
            dependencies: [
                "Inspector",
                "Naming",
                "Printer",
                "Report",
                "Picture",
                "CLineEdit",
                "CFileSync",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // A release build carries the Swift runtime and Foundation in the binary: it starts
            // in a third of the time (no dynamic linking of a dozen libraries on every run)
            // and needs no Swift installation where it is copied to.
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
        ),
        // Drives the solver from JSON lines for the kiwi oracle (scripts/oracle/kiwi-oracle.py).
        .executableTarget(name: "solver-oracle", dependencies: ["Solver"]),
        // Prints the solver's benchmark figures (scripts/bench-solver).
        .executableTarget(name: "solver-bench", dependencies: ["Solver"]),
        .testTarget(name: "SolverTests", dependencies: ["Solver", "solver-oracle"]),
        .testTarget(name: "InspectorTests", dependencies: ["Inspector"]),
        .testTarget(name: "PrinterTests", dependencies: ["Printer", "Naming", "Inspector"], exclude: ["Fixtures"]),
        .testTarget(name: "CLITests", dependencies: ["draft-inspect"], exclude: ["Sessions"]),
    ]
)
