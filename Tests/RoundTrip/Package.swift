// swift-tools-version:6.0
import PackageDescription

// Stand-ins for UIKit, Draftsman 3.2.5 and the other printers' libraries, used to prove on Linux that printed code
// creates the constraints it was printed from. Separate from the main package on purpose.
// Swift 5 language mode, like Draftsman 3.2.5 and a new Xcode app target. UIKit's classes are
// main-actor isolated as in the SDK, with the SDK's @preconcurrency leniency for Swift 5 code.
let package = Package(
    name: "RoundTrip",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Draftsman", targets: ["Draftsman"]),
        .library(name: "SnapKit", targets: ["SnapKit"]),
        .library(name: "SwiftLayout", targets: ["SwiftLayout"]),
        .library(name: "FlowConstraint", targets: ["FlowConstraint"]),
        .library(name: "NotAutoLayout", targets: ["NotAutoLayout"]),
    ],
    targets: [
        .target(name: "UIKit", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "Draftsman", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The other printers' libraries, each with the semantics its documentation gives.
        .target(name: "SnapKit", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "SwiftLayout", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "FlowConstraint", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "NotAutoLayout", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "DraftsmanTests",
            dependencies: ["UIKit", "Draftsman"],
            swiftSettings: [
                .swiftLanguageMode(.v5),
                // Importing Testing together with a module named UIKit makes the compiler look
                // for Apple's `_Testing_UIKit` cross-import overlay, which Linux does not have.
                .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"]),
            ]
        ),
        .testTarget(
            name: "LibraryStandInTests",
            dependencies: ["UIKit", "SnapKit", "SwiftLayout", "FlowConstraint", "NotAutoLayout"],
            swiftSettings: [
                .swiftLanguageMode(.v5),
                .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"]),
            ]
        ),
    ]
)
