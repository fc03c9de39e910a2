import Foundation
import Testing

/// The UIKit stand-in is main-actor isolated with the SDK's leniency for Swift 5 code, as Swift
/// imports `NS_SWIFT_UI_ACTOR`. Each snippet is type-checked with `swiftc` against the stand-in.
@Suite
struct UIKitIsolationTests {
    /// A cell whose initializer calls main-actor code, as printed SwiftLayout 4 cells do: it
    /// compiles only if UIKit's initializer is main-actor isolated too.
    static let cell = """
        import UIKit

        final class Cell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                apply()
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            @MainActor private func apply() {}
        }

        """

    /// A view made and laid out off the main actor.
    static let offMainActor = """
        import UIKit

        func make() -> NSLayoutConstraint {
            let view = UIView()
            return view.widthAnchor.constraint(equalToConstant: 10)
        }

        """

    @Test func aCellInitializerIsOnTheMainActor() throws {
        for version in ["5", "6"] {
            let result = try typecheck(Self.cell, asLibrary: true, swiftVersion: version)
            #expect(result.status == 0, "Swift \(version): \(result.output)")
        }
    }

    @Test func swift5CodeMayUseUIKitOffTheMainActor() throws {
        let result = try typecheck(Self.offMainActor, asLibrary: true, swiftVersion: "5")
        #expect(result.status == 0, "\(result.output)")
    }

    /// Swift 6 code is told: the SDK's imported isolation makes this an error, `@preconcurrency`
    /// (the nearest a Swift module can say) a warning.
    @Test func swift6CodeIsWarned() throws {
        let result = try typecheck(Self.offMainActor, asLibrary: true, swiftVersion: "6")
        #expect(result.output.contains("call to main actor-isolated initializer 'init()' in a synchronous nonisolated context"),
                "\(result.output)")
    }
}
