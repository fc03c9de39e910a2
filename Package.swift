// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "draft-inspect",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "draft-inspect", targets: ["draft-inspect"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "Solver"),
        .target(name: "Inspector", dependencies: ["Solver"]),
        .target(name: "Printer", dependencies: ["Inspector"]),
        .systemLibrary(
            name: "CLineEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .executableTarget(
            name: "draft-inspect",
            dependencies: [
                "Inspector",
                "Printer",
                "CLineEdit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "SolverTests", dependencies: ["Solver"]),
        .testTarget(name: "InspectorTests", dependencies: ["Inspector"]),
        .testTarget(name: "PrinterTests", dependencies: ["Printer", "Inspector"], exclude: ["Fixtures"]),
        .testTarget(name: "CLITests", dependencies: ["draft-inspect"]),
    ]
)
