// swift-tools-version:6.0
import PackageDescription

/// The solver and the layout session keep their state in classes, whose every property
/// access a release build would check for overlapping access at run time, on the hot path of
/// every solve. Debug builds (the tests) keep the checks, so an overlap still fails there.
let uncheckedExclusivityInRelease: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

#if os(Linux)
let lineEditPackage: String? = "libedit"
#else
let lineEditPackage: String? = nil
#endif

let package = Package(
    name: "draft-inspect",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        .executable(name: "draft-inspect", targets: ["draft-inspect"]),
        .executable(name: "draft-inspect-migrate", targets: ["draft-inspect-migrate"]),
        // Added to an app's debug build to write dumps of its live views (UIKit platforms only).
        .library(name: "DraftInspectExporter", targets: ["DraftInspectExporter"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .target(name: "Solver", exclude: ["README.md"], swiftSettings: uncheckedExclusivityInRelease),
        // The document every reader produces and every later stage asks: views, guides,
        // constraints, recorded findings; and its writers (dump, JSON).
        .target(name: "LayoutModel", dependencies: ["CPrefetch"], swiftSettings: uncheckedExclusivityInRelease),
        // Bytes to a document: dumps, Interface Builder files, UIKit's text captures.
        .target(name: "Readers", dependencies: ["LayoutModel"], swiftSettings: uncheckedExclusivityInRelease),
        // A document solved: its linear constraints, the session over the solver, the analysis.
        .target(name: "Inspector", dependencies: ["LayoutModel", "Solver"], swiftSettings: uncheckedExclusivityInRelease),
        // The compiler's prefetch hint, for lookups in tables larger than the cache.
        .systemLibrary(name: "CPrefetch"),
        // Printed names of views and guides, and UIKit's debug form of a constraint with them.
        .target(name: "Naming", dependencies: ["LayoutModel"]),
        // Inspector for NotAutoLayout, whose frame rules are checked against solved layouts.
        .target(name: "Printer", dependencies: ["LayoutModel", "Inspector", "Naming"]),
        // migrate: its own target so that Printer and the tests of everything but the CLI need no swift-syntax.
        .target(
            name: "Migrate",
            dependencies: [
                "LayoutModel", "Printer", "Naming",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        // Shortest edit scripts between texts: `migrate --diff` and `check --watch`.
        .target(name: "TextDiff"),
        // What check found, as one model, and its renderers (text, JSON, …).
        .target(name: "Report", dependencies: ["LayoutModel", "Readers", "Inspector", "Naming"]),
        // Pictures of a solved layout and its problems: SVG, the HTML report, the terminal.
        .target(name: "Picture", dependencies: ["LayoutModel", "Readers", "Inspector", "Naming", "Report"]),
        .target(name: "DraftInspectExporter", swiftSettings: [.swiftLanguageMode(.v5)]),
        // libedit: Debian's libedit-dev, found by pkg-config; on macOS the SDK's own
        // <editline/readline.h> and libedit, where the compiler looks without pkg-config.
        .systemLibrary(
            name: "CLineEdit",
            pkgConfig: lineEditPackage,
            providers: [.apt(["libedit-dev"])]
        ),
        // Linux's sync_file_range(2), for writing a saved file to disk while it is made.
        .systemLibrary(name: "CFileSync"),
        // glibc's mallopt(3), for the allocator's settings.
        .systemLibrary(name: "CAllocator"),
        // What both executables' commands share: reading inputs, writing files, the console,
        // the layout selection options and the exit statuses.
        .target(
            name: "CommandSupport",
            dependencies: [
                "LayoutModel", "Readers", "Report", "Printer", "CFileSync", "CAllocator",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "draft-inspect",
            dependencies: [
                "LayoutModel",
                "Readers",
                "Inspector",
                "Naming",
                "Printer",
                "TextDiff",
                "Report",
                "Picture",
                "CommandSupport",
                "CLineEdit",
                "CFileSync",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // A release build on Linux is one static executable: the Swift runtime,
            // Foundation, the C and C++ libraries and libedit are in the binary, so a run loads
            // no library (the loader's work on the C++ library and libedit was a tenth of a
            // short run) and needs nothing installed where it is copied to. It is linked at a
            // fixed address: as a position-independent executable it would relocate some
            // 100,000 pointers at every start, copying each page they sit on. libedit's own
            // libraries come after it: an archive gives only what is missing when it is met.
            // Linked by lld: gold warns of each glibc function that a static binary can only
            // call with glibc's shared libraries present (looking a user up, `dlopen`);
            // draft-inspect takes the home directory from `HOME` and loads no code.
            swiftSettings: [.unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(
                ["-static-executable", "-use-ld=lld", "-Xlinker", "-ltinfo", "-Xlinker", "-lbsd", "-Xlinker", "-lmd"],
                .when(platforms: [.linux], configuration: .release))]
        ),
        // `draft-inspect migrate`, which draft-inspect runs: the one executable with swift-syntax.
        .executableTarget(
            name: "draft-inspect-migrate",
            dependencies: [
                "LayoutModel", "Readers", "Printer", "Migrate", "TextDiff", "CommandSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-executable", "-use-ld=lld"], .when(platforms: [.linux], configuration: .release))]
        ),
        // Drives the solver from JSON lines for the kiwi oracle (scripts/oracle/kiwi-oracle.py).
        .executableTarget(name: "solver-oracle", dependencies: ["Solver"]),
        // Prints the solver's benchmark figures (scripts/bench-solver).
        .executableTarget(name: "solver-bench", dependencies: ["Solver"]),
        // What the test targets share: the repository's paths, the corpus, running the CLI,
        // golden files and their record mode. Tests' inputs live in Tests/Fixtures.
        .target(name: "TestSupport", dependencies: ["LayoutModel", "Readers"], path: "Tests/TestSupport"),
        .testTarget(name: "SolverTests", dependencies: ["Solver", "solver-oracle", "TestSupport"]),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "Readers", "Inspector", "TestSupport"]),
        .testTarget(name: "ReadersTests", dependencies: ["LayoutModel", "Readers", "Inspector", "TestSupport"]),
        .testTarget(name: "InspectorTests", dependencies: ["LayoutModel", "Readers", "Inspector", "TestSupport"]),
        .testTarget(name: "NamingTests", dependencies: ["LayoutModel", "Naming"]),
        .testTarget(name: "PrinterTests", dependencies: ["Printer", "Naming", "LayoutModel", "Readers", "TestSupport"]),
        .testTarget(name: "ReportTests", dependencies: ["Report", "Picture", "Inspector", "LayoutModel", "Readers", "TestSupport"]),
        .testTarget(name: "PictureTests", dependencies: ["Picture", "Report", "Inspector", "Naming", "LayoutModel", "Readers", "TestSupport"]),
        .testTarget(name: "MigrateTests", dependencies: [
            "Migrate", "TextDiff", "Printer", "Readers", "LayoutModel", "TestSupport", .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .testTarget(name: "TextDiffTests", dependencies: ["TextDiff"]),
        .testTarget(name: "CLITests", dependencies: ["draft-inspect", "draft-inspect-migrate", "CommandSupport", "TestSupport"]),
    ]
)

// Every Swift target of the package, in release builds: a concrete generic type's metadata
// (a `Set<ItemID>`'s storage) is made by a direct call passing the conformances it needs,
// not by demangling the type's name, which makes the runtime look each conformance up among
// every one the binary holds (6,000 in a static Linux binary): a third of the instructions
// of `validate` on a small file went to those lookups.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
    ]
}
