import LayoutModel
import Naming
import Printer
import Readers
import Testing

/// A root with a label, a button and a stack, each test adding the constraints it needs.
private func document(_ constraints: [Constraint], guides: [Guide] = [], rootKind: RootKind? = nil) -> LayoutDocument {
    LayoutDocument(
        rootID: "r",
        views: [
            View(id: "r", className: "UIView", subviews: ["a", "b", "s"]),
            View(id: "a", className: "UILabel", text: "Title"),
            View(id: "b", className: "UIButton", text: "Continue"),
            View(id: "s", className: "UIStackView"),
        ],
        guides: guides, constraints: constraints, rootKind: rootKind)
}

@Suite struct AnchorExpressionTests {
    private func spelled(_ constraint: Constraint, guides: [Guide] = []) -> String {
        let document = document([constraint], guides: guides)
        return AnchorExpression(names: NameTable(document: document), document: document).expression(constraint)
    }

    @Test func marginsAreTheLayoutMarginsGuide() {
        #expect(spelled(Constraint(first: "a", firstAttribute: .bottom, second: "r", secondAttribute: .bottomMargin, constant: -8))
            == "titleLabel.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor, constant: -8)")
        #expect(spelled(Constraint(first: "a", firstAttribute: .centerX, second: "r", secondAttribute: .centerXWithinMargins))
            == "titleLabel.centerXAnchor.constraint(equalTo: view.layoutMarginsGuide.centerXAnchor)")
    }

    @Test func oldLayoutGuideEdgesAreTheSafeAreaAndTheViewsEdges() throws {
        let guides = [Guide(id: "tg", owner: "r", kind: .topLayoutGuide), Guide(id: "bg", owner: "r", kind: .bottomLayoutGuide)]
        let legacy = document([
            Constraint(first: "a", firstAttribute: .top, second: "tg", secondAttribute: .bottom, constant: 8),
            Constraint(first: "bg", firstAttribute: .top, second: "b", secondAttribute: .bottom, constant: 20),
            Constraint(first: "s", firstAttribute: .top, second: "tg", secondAttribute: .top),
            Constraint(first: "s", firstAttribute: .bottom, second: "bg", secondAttribute: .bottom),
        ], guides: guides)
        let text = try PrintTarget.anchors.print(legacy, options: PrintOptions()).text
        #expect(text.contains("titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8)"))
        #expect(text.contains("continueButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20)"))
        #expect(text.contains("stackView.topAnchor.constraint(equalTo: view.topAnchor)"))
        #expect(text.contains("stackView.bottomAnchor.constraint(equalTo: view.bottomAnchor)"))
        #expect(!text.contains("layoutGuide."))
        #expect(text.contains(LegacyLayoutGuides.note(4)))
        let draftsman = try PrintTarget.draftsman.print(legacy).text
        #expect(draftsman.contains(LegacyLayoutGuides.note(4)))
        #expect(!draftsman.contains("layoutGuide"))
    }

    @Test func systemSpacingIsNeverAFixedEight() {
        var below = Constraint(first: "b", firstAttribute: .top, second: "a", secondAttribute: .bottom, constant: 8)
        below.usesSystemSpacing = true
        #expect(spelled(below) == "continueButton.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1)")
        var after = Constraint(first: "b", firstAttribute: .leading, relation: .greaterThanOrEqual, second: "a", secondAttribute: .trailing, constant: 16)
        after.usesSystemSpacing = true
        #expect(spelled(after) == "continueButton.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: titleLabel.trailingAnchor, multiplier: 2)")
    }

    @Test func multipliersOnSizesAreAnchorsOnPositionsTheItemForm() {
        #expect(spelled(Constraint(first: "b", firstAttribute: .width, second: "r", secondAttribute: .width, multiplier: Double(Float(1.2))))
            == "continueButton.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 1.2)")
        #expect(spelled(Constraint(first: "b", firstAttribute: .centerY, second: "r", secondAttribute: .centerY, multiplier: 0.5))
            == "NSLayoutConstraint(item: continueButton, attribute: .centerY, relatedBy: .equal, toItem: view, attribute: .centerY, multiplier: 0.5, constant: 0)")
        #expect(spelled(Constraint(first: "b", firstAttribute: .height, constant: 44)) == "continueButton.heightAnchor.constraint(equalToConstant: 44)")
    }

    @Test func priorityAndIdentifierGoThroughTheHelpers() {
        let constraint = Constraint(
            identifier: "title.top", first: "a", firstAttribute: .top, second: "r", secondAttribute: .top, constant: 8, priority: .defaultHigh)
        #expect(spelled(constraint) == #"titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 8).withPriority(.defaultHigh).withIdentifier("title.top")"#)
        #expect(AnchorExpression.helperSource.first == "private extension NSLayoutConstraint {")
    }

    @Test func aGuideFirstTurnsRoundToPutTheViewFirst() {
        let guides = [Guide(id: "g", owner: "r", kind: .safeArea)]
        let document = document([], guides: guides)
        let writer = AnchorExpression(names: NameTable(document: document), document: document)
        let guideFirst = Constraint(first: "g", firstAttribute: .bottom, second: "b", secondAttribute: .bottom, constant: 16)
        #expect(writer.expression(writer.viewFirst(guideFirst))
            == "continueButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16)")
    }
}

@Suite struct IdiomTests {
    @Test func theDirectionTheAuthorWroteIsKept() throws {
        let sibling = Constraint(first: "b", firstAttribute: .left, second: "a", secondAttribute: .left, constant: 13)
        let text = try PrintTarget.draftsman.print(document([sibling])).text
        #expect(text.contains("continueButton.drf.left.equal(to: titleLabel).offset(by: 13)"))
    }

    @Test func checkAndReplShowWhatPrintPrints() {
        let margin = Constraint(first: "a", firstAttribute: .leading, second: "r", secondAttribute: .leadingMargin)
        let document = document([margin])
        #expect(DraftsmanPrinter.code(for: margin, in: document, names: NameTable(document: document))
            == "titleLabel.drf.leading.equal(to: view.layoutMarginsGuide)")
        var spaced = Constraint(first: "b", firstAttribute: .top, second: "a", secondAttribute: .bottom, constant: 8)
        spaced.usesSystemSpacing = true
        #expect(UIKitDebugForm.text(of: spaced, names: NameTable(document: document))
            == "continueButton.top == titleLabel.bottom NSLayoutAnchorConstraintSpace(8)")
    }

    @Test func aSubtreeListsOnlyTheConstraintsTouchingIt() throws {
        let constraints = [
            Constraint(first: "a", firstAttribute: .top, second: "r", secondAttribute: .top, constant: 8),
            Constraint(first: "b", firstAttribute: .height, constant: 44),
            Constraint(first: "b", firstAttribute: .top, second: "a", secondAttribute: .bottom, constant: 8),
        ]
        let text = try PrintTarget.draftsman.print(document(constraints), options: .init(root: "b")).text
        #expect(text.contains("1 view (3 more outside the printed hierarchy, not printed), 2 constraints touching it (1 more elsewhere, left out):"))
        #expect(!text.contains("titleLabel.top =="), "a constraint that does not touch the subtree is not listed")
        #expect(text.contains("continueButton.drf.height.equal(to: 44).apply()"), "a leaf prints its own chain, not an empty plan")
        #expect(!text.contains("@LayoutPlan"))
    }

    @Test func noHeader() throws {
        var options = PrintOptions()
        options.header = false
        let text = try PrintTarget.draftsman.print(document([Constraint(first: "b", firstAttribute: .height, constant: 44)]), options: options).text
        #expect(text.hasPrefix("@LayoutPlan\n"))
    }

    @Test func declarationsFollowTheRootKind() throws {
        let constraints = [Constraint(first: "b", firstAttribute: .height, constant: 44)]
        let controller = try PrintTarget.draftsman.print(document(constraints, rootKind: .viewControllerView(controllerClass: "_TtC5MyApp15LoginController")), options: .init(declarations: true)).text
        #expect(controller.contains("final class LoginController: UIViewController, Planned {"))
        #expect(controller.contains("    override func viewDidLoad() {\n        super.viewDidLoad()"))
        #expect(controller.contains("        applyPlan()\n"))
        let view = try PrintTarget.draftsman.print(document(constraints), options: .init(style: .drf, declarations: true)).text
        #expect(view.contains("final class PlannedView: UIView {"))
        #expect(view.contains("self.draftContent {"))
        #expect(view.contains("required init?(coder: NSCoder)"))
    }
}

@Suite struct PersonNameTests {
    @Test func textBecomesWordsAPersonWrites() {
        let button = ["Button"], label = ["Label"]
        #expect(NameTable.textName("Continue", typeWords: button) == "continueButton")
        #expect(NameTable.textName("continue", typeWords: button) == "continueButton", "a keyword is no reason for a View suffix")
        #expect(NameTable.textName("CALHOUN COUNTY", typeWords: label) == "calhounCountyLabel")
        #expect(NameTable.textName("Open URL", typeWords: button) == "openURLButton")
        #expect(NameTable.textName("Don't have an account?", typeWords: label) == "dontHaveAnAccountLabel")
        #expect(NameTable.textName("Sign in", typeWords: button) == "signInButton")
        #expect(NameTable.textName("0", typeWords: label) == nil, "no letters: the class names it")
        #expect(NameTable.textName("$ 12.99", typeWords: button) == nil)
        // A key's one digit or symbol names it, as calculator code does.
        #expect(NameTable.textName("0", typeWords: button) == "zeroButton")
        #expect(NameTable.textName("=", typeWords: button) == "equalsButton")
        #expect(NameTable.textName("⌫ ", typeWords: button) == "deleteButton")
        #expect(NameTable.textName("+/-", typeWords: button) == "plusMinusButton")
        #expect(NameTable.textName("10", typeWords: button) == "tenButton")
        #expect(NameTable.textName("42", typeWords: button) == nil)
        #expect(NameTable.textName("1st place", typeWords: label) == "label1stPlace")
        // A code is no words: "1:8FA8-0A06-1464-B59D" was `label18Fa80`.
        #expect(NameTable.textName("1:8FA8-0A06-1464-B59D", typeWords: label) == nil)
        #expect(NameTable.textName("22nd", typeWords: label) == "label22nd")
        #expect(NameTable.textName("Wi-Fi 6E", typeWords: label) == "wiFi6ELabel")
        // A navigation bar's guides carry the bar's address, which changes with every run.
        #expect(NameTable.withoutAddress("BackButtonGuide(0x7fadc940f5e0)") == "BackButtonGuide")
        #expect(NameTable.withoutAddress("Spacer(left)") == "Spacer(left)")
    }

    @Test func rolesAndRuntimePrefixes() {
        let cell = LayoutDocument(
            rootID: "c",
            views: [
                View(id: "c", className: "NSKVONotifying_UITableViewCell", subviews: ["v"]),
                View(id: "v", className: "UITableViewCellContentView", subviews: ["i", "l"]),
                View(id: "i", className: "UIImageView"),
                View(id: "l", className: "NSKVONotifying_UILabel"),
            ])
        let names = NameTable(document: cell)
        #expect(names.name(of: "c") == "cell")
        #expect(names.name(of: "v") == "contentView")
        #expect(names.name(of: "i") == "contentImageView", "a cell's own imageView is not taken")
        #expect(names.name(of: "l") == "label")
    }

    @Test func aTagNeverRenamesTheRoot() {
        let names = NameTable(document: document([]), tags: ["a": "view"])
        #expect(names.name(of: "r") == "view")
        #expect(names.name(of: "a") == "view2")
        #expect(names.changedTags == ["a": "view2"])
    }
}

/// A stack view Interface Builder places by its frame (no constraint places it, a public
/// storyboard's credits stack): Draftsman's `VStacked` cannot give it that frame, so it is a
/// property whose frame and mask the declarations set, as for any other such view.
@Suite struct FramedStackTests {
    @Test func aStackPlacedByItsFrameIsDeclared() throws {
        func printed(placedBy constraints: [Constraint]) throws -> String {
            var stack = View(id: "s", className: "UIStackView", frame: Rect(x: 90, y: 70, width: 194, height: 117), subviews: ["a", "b"])
            stack.stack = StackProperties(axis: .vertical, arrangedSubviews: ["a", "b"], alignment: .center, spacing: 31)
            stack.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
            let document = LayoutDocument(rootID: "r", views: [
                View(id: "r", className: "UIView", frame: Rect(x: 0, y: 0, width: 375, height: 667), subviews: ["s"]),
                stack,
                View(id: "a", className: "UILabel", text: "Sensored", translatesAutoresizingMaskIntoConstraints: false),
                View(id: "b", className: "UILabel", text: "References", translatesAutoresizingMaskIntoConstraints: false),
            ], constraints: [Constraint(id: "h", first: "a", firstAttribute: .height, constant: 48)] + constraints)
            return try PrintTarget.draftsman.print(document, options: PrintOptions(declarations: true)).text
        }
        let lines = try printed(placedBy: []).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("let stackView = UIStackView()"))
        #expect(lines.contains("stackView.frame = CGRect(x: 90, y: 70, width: 194, height: 117)"))
        #expect(!lines.contains { $0.hasPrefix("VStacked") })
        // Placed by a constraint, it is created in the plan as before.
        let top = Constraint(id: "t", first: "s", firstAttribute: .top, second: "r", secondAttribute: .top, constant: 70)
        #expect(try printed(placedBy: [top]).contains("VStacked(alignment: .center, spacing: 31)"))
    }
}

/// Apple's TN2239 (a `recursiveDescription` of iOS 5–6): a rounded rect button is the
/// `UIButton` the app made, with its title; its label and background are the button's.
@Suite struct PrivateSubclassTests {
    @Test func anIOS6RoundedRectButtonIsASystemButton() throws {
        let loaded = try DocumentLoader.load(Array("""
            <UIView: 0x6a107c0; frame = (0 20; 320 460); autoresize = W+H; layer = <CALayer: 0x6a10800>>
               | <UIRoundedRectButton: 0x6a103e0; frame = (124 196; 72 37); opaque = NO; layer = <CALayer: 0x6a10400>>
               |    | <UIGroupTableViewCellBackground: 0x6a10500; frame = (0 0; 72 37); userInteractionEnabled = NO; layer = <CALayer: 0x6a10520>>
               |    | <UIImageView: 0x6a10600; frame = (1 1; 70 36); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x6a10620>>
               |    | <UIButtonLabel: 0x6a117b0; frame = (19 8; 34 21); text = 'Test'; clipsToBounds = YES; layer = <CALayer: 0x6a117d0>>
            """.utf8))
        let lines = try PrintTarget.draftsman.print(loaded.document, options: PrintOptions(declarations: true)).text
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("let testButton = UIButton(type: .system) // UIRoundedRectButton in the input"))
        #expect(lines.contains("testButton.setTitle(\"Test\", for: .normal)"))
        #expect(lines.first { $0.hasPrefix("// 2 views") } == "// 2 views (and 3 of UIKit's private views, left out), 0 constraints:")
        #expect(!lines.contains { $0.contains("UIImageView") || $0.contains("UIGroupTableViewCellBackground") })
    }
}
