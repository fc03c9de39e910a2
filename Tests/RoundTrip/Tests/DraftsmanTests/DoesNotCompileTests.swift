import Foundation
import Testing

/// Forms the reference says do not compile in Draftsman 3.2.5 must not compile against the
/// stand-in either, so printed code that uses one fails here too. Each snippet is type-checked
/// with `swiftc` against the modules this test run was built with.
@Suite
struct DoesNotCompileTests {
    static let preamble = """
        import UIKit
        import Draftsman
        let parent = UIView()
        let v = UIView()
        let r = UIView()
        let guide = UILayoutGuide()
        parent.addSubview(v)

        """

    static let rejected: [(String, String)] = [
        ("size to CGSize (only `with:`)", "_ = v.drf.size.equal(to: CGSize(width: 1, height: 2))"),
        ("offsetted(by:)", "_ = v.drf.fillParent().offsetted(by: 12)"),
        ("insetted(by:)", "_ = v.drf.fillParent().insetted(by: 12)"),
        ("shortcut on a bare UIView", "_ = v.fillParent()"),
        ("VerticalConstant for a vertical pair", "_ = v.drf.vertical.equal(with: .parent).offsetted(using: VerticalConstant(top: 1, bottom: 2))"),
        ("(top:bottom:) for a vertical pair", "_ = v.drf.vertical.equal(with: .parent).insetted(using: .init(top: 1, bottom: 2))"),
        ("matchParentSize after a relation", "_ = v.drf.top.equal(with: .parent).matchParentSize()"),
        ("relation on a guide", "_ = guide.drf.top.equal(to: v.drf.top)"),
        ("priority .high", "_ = v.drf.top.equal(with: .parent).priority(.high)"),
        ("bare priority literal (Float or UILayoutPriority)", "_ = v.drf.top.equal(with: .parent).priority(750)"),
        ("x anchor to y anchor", "_ = v.drf.top.equal(to: r.drf.left)"),
        ("y anchor to UIKit x anchor", "_ = v.drf.top.equal(to: r.leftAnchor)"),
        ("centerX with top", "_ = v.drf.centerX.top"),
        ("corner with a mismatched edge", "_ = v.drf.top.left.leading"),
        ("modifier after a dimension constant", "_ = v.drf.width.equal(to: 40).added(by: 2)"),
        ("offset on a dimension", "_ = v.drf.width.equal(to: r.drf.width).offset(by: 2)"),
        ("modifier after a size constant", "_ = v.drf.size.equal(with: CGSize(width: 1, height: 2)).multiplied(by: 2)"),
        ("insertStacked on a plain view", "_ = v.drf.insertStacked { r }"),
        ("XY anonymous anchor on a pair", "_ = v.drf.vertical.equal(with: .center(of: .parent))"),
    ]

    @Test func preambleCompiles() throws {
        let result = try typecheck(Self.preamble + "_ = v.drf.fillParent().offsetted(using: UIEdgeInsets(insets: 4)).apply()\n")
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(arguments: rejected)
    func rejects(name: String, line: String) throws {
        let result = try typecheck(Self.preamble + line + "\n")
        #expect(result.status != 0, "\(name) compiled")
        #expect(result.output.contains("error:"), "\(name): \(result.output)")
    }
}
