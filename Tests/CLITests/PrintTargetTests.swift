import Foundation
import Testing
import TestSupport

/// `draft-inspect print --target` and `draft-inspect frames`, run as a user runs them.
@Suite struct PrintTargetTests {
    @Test(arguments: [
        ("anchors", "// UIKit anchors layout of sign-in.json", "NSLayoutConstraint.activate(["),
        ("snapkit", "// SnapKit 5 layout of sign-in.json", "make.leading.trailing.equalTo(view.safeAreaLayoutGuide).inset(24)"),
        ("swiftlayout", "// SwiftLayout 3–4 layout of sign-in.json", "view.sl.sublayout {"),
        ("flowconstraint", "// FlowConstraint layout of sign-in.json", "FlowConstraint's README shows only"),
        ("notautolayout", "// NotAutoLayout 3 layout of sign-in.json", "view.nal.layout(logo) { $0"),
    ])
    func printsEachTarget(target: String, header: String, line: String) throws {
        let result = try CLI.run(["print", "Examples/sign-in.json", "--target", target])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix(header))
        #expect(result.stdout.contains(line))
    }

    /// Constraints place a slider's alignment rect, 2 pt inside its frame on each side (IB
    /// records x = 18 in a 600-pt scene with 20-pt margins); NotAutoLayout sets the frame.
    @Test func notAutoLayoutSetsAControlsFrameFromItsAlignmentRect() throws {
        let result = try CLI.run(["print", "Tests/Fixtures/Corpus/interface-builder/13-evgenyneu-Cosmos-Demo-Main.storyboard",
                                  "--target", "notautolayout"])
        #expect(result.status == 0, "\(result.stderr)")
        let slider = result.stdout.components(separatedBy: "view.nal.layout(ratingSlider) { $0\n").last?.split(separator: "\n").prefix(2)
        #expect(slider?.map { $0.trimmingCharacters(in: .whitespaces) } == [
            ".setLeft(by: { $0.layoutMarginsGuide.left - 2 })",
            ".setRight(by: { $0.layoutMarginsGuide.right + 2 })",
        ])
    }

    /// SwiftLayout 2.0 to 4 activates a `Set` of its constraints, so a constraint the input
    /// repeats, as written or turned round, is UIKit code after the layout, where it is made.
    @Test func swiftLayoutLeavesARepeatedConstraintToUIKitCode() throws {
        let result = try CLI.run(["print", "Tests/RoundTrip/Dumps/repeated-constraints.json", "--target", "swiftlayout"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { $0.hasPrefix("Anchors.") } == [
            "Anchors.top.equalToSuper(constant: 20.0)", "Anchors.leading.equalToSuper(constant: 16.0)",
            "Anchors.trailing.equalToSuper(constant: -16.0)",
        ])
        #expect(lines.contains("titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),"))
        #expect(lines.contains("view.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor, constant: -16),"))
        #expect(lines.filter { $0.contains("the input has it twice") }.count == 2)
    }

    /// A button that keeps its autoresizing mask, centred in a controller's view (a public
    /// ChatGPT conversation's log): `view.snp.makeConstraints` would turn the controller's view's
    /// translation off, so the centring is UIKit code, as neither side may own it.
    @Test func snapKitLeavesTheRootsAutoresizingAlone() throws {
        let log = """
            (
                "<NSAutoresizingMaskLayoutConstraint:0x600002190050 h=--& v=--& UIButton:0x1090cc320'Pick Image'.minX == 0   (active, names: '|':UIView:0x10a86d990 )>",
                "<NSLayoutConstraint:0x60000218de50 UIStackView:0x1090e5a20.centerX == UIView:0x10a86d990.centerX   (active)>",
                "<NSLayoutConstraint:0x60000218f840 H:|-(20)-[UIStackView:0x1090e5a20]   (active, names: '|':UIView:0x10a86d990 )>",
                "<NSLayoutConstraint:0x60000218e300 UIButton:0x1090cc320'Pick Image'.centerX == UIView:0x10a86d990.centerX   (active)>"
            )
            """
        let result = try CLI.run(["print", "--target", "snapkit", "-"], input: log)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("view.snp.makeConstraints"))
        #expect(result.stdout.contains("    pickImageButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),\n"))
        #expect(result.stdout.contains("stackView.snp.makeConstraints { make in\n    make.centerX.equalToSuperview()\n    make.leading.equalToSuperview().offset(20)\n}"))
    }

    /// NotAutoLayout pins a line to a sibling but has no `pinWidth(to:with:)` or
    /// `pinHeight(to:with:)`: a size equal to a sibling's is reported as one a frame cannot say.
    @Test func notAutoLayoutSaysASizeEqualToASiblingsCannotBeSaid() throws {
        let result = try CLI.run(["print", "Tests/RoundTrip/Dumps/sibling-sizes.json", "--target", "notautolayout"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("pinWidth") && !result.stdout.contains("pinHeight"))
        #expect(result.stdout.contains("// 4 views: the root, 1 laid out by NotAutoLayout maker chains, 2 it cannot say"))
        #expect(result.stdout.contains("// badge: its horizontal layout rests on what a frame cannot say (badge.width == icon.width)"))
    }

    /// Two labels side by side, each at its fitting width, with room to spare and equal hugging:
    /// the chains (a pin to the row, the fitting size) give the frames the solver happens to
    /// pick, but UIKit may stretch either label, so neither chain is printed. The ambiguity is
    /// found where a chain is checked, which is also the only place a layout is solved at all.
    @Test func notAutoLayoutPrintsNoChainForAnAmbiguousView() throws {
        func label(_ id: String, x: Int) -> String {
            """
            {"id": "\(id)", "class": "UILabel", "frame": {"x": \(x), "y": 16, "width": 52, "height": 21}, "text": "\(id)",
             "translatesAutoresizingMaskIntoConstraints": false, "intrinsicContentSize": {"width": 52, "height": 21}}
            """
        }
        func pin(_ first: String, _ firstAttribute: String, _ second: String, _ secondAttribute: String, _ constant: Int) -> String {
            """
            {"first": "\(first)", "firstAttribute": "\(firstAttribute)", "relation": "equal", "second": "\(second)",
             "secondAttribute": "\(secondAttribute)", "constant": \(constant)}
            """
        }
        let dump = """
            {"format": "draft-inspect-dump", "version": 1, "root": "row",
             "views": [{"id": "row", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 390, "height": 53},
                        "subviews": ["Name", "Value"]}, \(label("Name", x: 16)), \(label("Value", x: 322))],
             "constraints": [\(pin("Name", "leading", "row", "leading", 16)), \(pin("Name", "top", "row", "top", 16)),
                             \(pin("row", "trailing", "Value", "trailing", 16)), \(pin("Value", "top", "row", "top", 16)),
                             \(pin("Value", "leading", "Name", "trailing", 8))]}
            """
        let result = try CLI.run(["print", "-", "--target", "notautolayout"], input: dump)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("// 3 views: the root, 0 laid out by NotAutoLayout maker chains, 2 it cannot say"))
        #expect(result.stdout.contains("// nameLabel: its layout is ambiguous (at root size 390×53)."))
        #expect(result.stdout.contains("// valueLabel: its layout is ambiguous (at root size 390×53)."))
    }

    /// A cell is printed as the other targets print it, a cell class whose views go into the
    /// `contentView` UIKit gives it and keeps at the cell's bounds: the views in it are laid
    /// out against it when UIKit lays the cell out. As a `PrintedLayout` holding a plain view
    /// for the content view, none could be said, and the cell had two content views.
    @Test func notAutoLayoutPrintsACellThatLaysOutItsContentView() throws {
        let result = try CLI.run(["print", "Examples/contact-cell.json", "--target", "notautolayout", "--declarations"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = result.stdout
        #expect(text.contains("// 7 views: the root, 2 laid out by NotAutoLayout maker chains, the cell's content view UIKit sizes, 3 it cannot say"))
        #expect(text.contains("final class ContactListCell: UITableViewCell {"))
        #expect(!text.contains("contentView = UIView()") && !text.contains("addSubview(contentView)"))
        #expect(text.contains("        contentView.addSubview(avatarImageView)\n"))
        #expect(text.contains("    override func layoutSubviews() {\n        super.layoutSubviews()\n        layout()\n    }\n"))
        #expect(text.contains("        contentView.nal.layout(avatarImageView) { $0\n            .setLeft(by: { $0.layoutMarginsGuide.left })\n"))
    }

    /// Without `--declarations` a cell's content view is still UIKit's: the code fills it and
    /// never adds it to the cell again.
    @Test(arguments: ["anchors", "snapkit", "flowconstraint"])
    func aCellsContentViewIsGivenWithoutDeclarations(_ target: String) throws {
        let result = try CLI.run(["print", "Examples/contact-cell.json", "--target", target])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("addSubview(contentView)"))
        #expect(!result.stdout.contains("contentView.translatesAutoresizingMaskIntoConstraints"))
        #expect(result.stdout.contains("\ncontentView.addSubview(avatarImageView)\n"))
    }

    /// A log that lists a cell's content view without its cell (a Masonry guide's, iOS 8–9) is
    /// printed as the cell's code: its constraints go to `contentView`, which the code is given,
    /// not to a `view` the content view is added to.
    @Test(arguments: ["draftsman", "anchors", "snapkit"])
    func aContentViewWithoutItsCellIsWhereTheCodeGoes(_ target: String) throws {
        let log = """
            (
            "<MASLayoutConstraint:0x1704a9b40 UILabel:0x12fde1c10.top == UITableViewCellContentView:0x12fdde840.top + 15>",
            "<MASLayoutConstraint:0x1704a9c00 UILabel:0x12fde1c10.height == 10>",
            "<MASLayoutConstraint:0x1704a9c60 UILabel:0x12fde1c10.bottom == UITableViewCellContentView:0x12fdde840.bottom>",
            "<NSLayoutConstraint:0x17429fae0 UITableViewCellContentView:0x12fdde840.height == 177.5>"
            )
            """
        let result = try CLI.run(["print", "-", "--target", target], input: log)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("// 2 views, 4 constraints:\n"))
        #expect(!result.stdout.contains("addSubview(contentView)"))
        #expect(!result.stdout.contains("view."))
        #expect(result.stdout.contains(target == "draftsman" ? "contentViewPlan.apply(to: contentView)" : "contentView.addSubview(label)"))
    }

    /// A log that shows no view holding its views is read into a window the reader adds; the
    /// code that declares the views makes a view for it, never a `UIWindow` (a Masonry button
    /// in a HackMD note), and the header counts the log's three views, not that window.
    @Test(arguments: ["anchors", "snapkit", "flowconstraint"])
    func theWindowAReaderAddsIsDeclaredAsAView(_ target: String) throws {
        let log = """
            (
                "<MASLayoutConstraint:0x600000393660 UIButton:0x7fe97b466f20.right == UIView:0x7fe97b458ba0.right - 20>",
                "<NSLayoutConstraint:0x6000004f1a90 UIImageView:0x7fe97b4671d0.leading == UIButton:0x7fe97b466f20.trailing + 8>"
            )
            """
        let result = try CLI.run(["print", "-", "--declarations", "--target", target], input: log)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("    let view = UIView()\n"))
        #expect(!result.stdout.contains("UIWindow"))
        #expect(result.stdout.contains("// 3 views, 2 constraints:\n"))
    }

    /// A multiplier on a location is measured in the container's bounds, as UIKit and
    /// NotAutoLayout's maker both measure it, so the chain holds at every checked root size;
    /// measured in the root's coordinates, the root below a bar and the footer off the origin
    /// left the two views unsaid.
    @Test func notAutoLayoutSaysMultipliedLocationsInTheContainersBounds() throws {
        let result = try CLI.run(["print", "Tests/Fixtures/InterfaceBuilder/position-multiplier.xib", "--target", "notautolayout"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("// 4 views: the root, 3 laid out by NotAutoLayout maker chains, 0 it cannot say"))
        #expect(result.stdout.contains("footer.nal.layout(badge) { $0\n            .setCenter(by: { $0.horizontal(at: 0.5) * 0.5 })\n            .setMiddle(by: { $0.vertical(at: 0.5) * 0.5 })\n"))
    }

    /// UIKit adds the safe area to the margins code sets: printed code sets the footer's 16,
    /// not the 50 it lays out with over the 34-pt bottom inset, and keeps the banner's opt-out.
    @Test(arguments: ["draftsman", "anchors", "swiftlayout", "snapkit", "flowconstraint", "notautolayout"])
    func printedMarginsLeaveTheSafeAreaToUIKit(_ target: String) throws {
        let result = try CLI.run(["print", "Tests/Fixtures/InterfaceBuilder/safe-area-margins.storyboard", "--target", target])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("footer.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)"))
        #expect(result.stdout.contains("banner.insetsLayoutMarginsFromSafeArea = false"))
        #expect(!result.stdout.contains("bottom: 50"))
    }

    /// A label Interface Builder calls "Title" would hide the controller's `title`: it takes
    /// its type word (`titleLabel`), not a number as if another view had the name.
    @Test(arguments: ["draftsman", "anchors"])
    func aNameAControllerMemberHasTakesTheViewsTypeWord(_ target: String) throws {
        let result = try CLI.run(["print", "Tests/Fixtures/InterfaceBuilder/safe-area-margins.storyboard", "--target", target])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("let titleLabel = UILabel()"))
        #expect(!result.stdout.contains("title2"))
    }

    @Test func draftsmanOptionsAreRefusedForOtherTargets() throws {
        let style = try CLI.run(["print", "Examples/sign-in.json", "--target", "snapkit", "--style", "drf"])
        #expect(style.status == 64 || style.status == 2)
        #expect(style.stderr.contains("--style applies to --target draftsman only"))
        let version = try CLI.run(["print", "Examples/sign-in.json", "--swiftlayout-version", "2.0"])
        #expect(version.stderr.contains("apply to --target swiftlayout only"))
    }

    @Test func swiftLayoutVersionsPrintTheirGrammar() throws {
        let classic = try CLI.run(["print", "Examples/sign-in.json", "--target", "swiftlayout", "--swiftlayout-version", "2.0"])
        #expect(classic.stdout.contains("Anchors(.top).equalTo(view.safeAreaLayoutGuide, constant: 32.0)"))
        #expect(classic.stdout.contains("view {"))
    }

    @Test func framesAtAGivenRootSize() throws {
        let result = try CLI.run(["frames", "Examples/sign-in.json", "--root-size", "320x568", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let sizes = object?["sizes"] as? [[String: Any]] ?? []
        #expect(sizes.count == 1)
        #expect(sizes.first?["width"] as? Double == 320)
        let logo = (sizes.first?["frames"] as? [String: Any])?["0x7fa1c8d0b110"] as? [String: Double]
        // Centered in 320 points, 72 wide; 32 below the safe area's top (47).
        #expect(logo == ["x": 124, "y": 79, "width": 72, "height": 72])
    }

    @Test func framesNeedARootFrame() throws {
        let result = try CLI.run(["frames", "Examples/table-cell-conflict.log"])
        #expect(result.status == 65)
        // A log's document knows it is part of a layout: the error says why, not only what.
        #expect(result.stderr.contains("error: the input shows only part of a layout, without frames (as a console log or _autolayoutTrace does): frames solves a whole layout, a dump or an Interface Builder file"))
    }
}
