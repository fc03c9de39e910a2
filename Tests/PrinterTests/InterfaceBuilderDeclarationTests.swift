import Foundation
import LayoutModel
import Printer
import Readers
import Testing
import TestSupport

/// `print --declarations` on the corpus's Interface Builder files: what each view shows, set as
/// an iOS engineer writes it and only where it differs from UIKit's default; the class shape of
/// a scene and a prototype cell; fixed frames kept. The round trip (`scripts/roundtrip` over the
/// converted corpus) proves the same lines build what the file records.
@Suite struct InterfaceBuilderDeclarationTests {
    /// Each layout of `file` (under the repository) printed with declarations for `target`.
    static func printed(_ file: String, target: PrintTarget = .draftsman) throws -> [String] {
        let bytes = try #require(FileManager.default.contents(atPath: Repository.path(file)))
        return try DocumentLoader.loadAll(Array(bytes)).layouts.map { layout in
            try target.print(layout.loaded.document, options: PrintOptions(declarations: true)).text
        }
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    static let cardView = "Tests/Fixtures/Corpus/interface-builder/02-SwiftKickMobile-SwiftMessages-CardView.xib"

    /// IB's outline calls an unlabelled container view "Container View": the printed property
    /// is `containerView`, not `view2` after the controller's `view`, and its embed segue says
    /// how to embed the child, which no push or present does.
    @Test(arguments: PrintTarget.allCases)
    func aContainerViewIsNamedAsIBNamesIt(target: PrintTarget) throws {
        let text = try #require(try Self.printed("Tests/Fixtures/InterfaceBuilder/container-view.storyboard", target: target).first)
        #expect(Self.lines(text).contains("let containerView = UIView()"), "\(target)")
        #expect(!text.contains("view2"), "\(target)")
        #expect(text.contains(
            "embed segue from Cnt-cv-001 to PageContentViewController (Cnt-vc-002): embed it in code: addChild(_:), its view added "
                + "to the container view and pinned to its edges, then didMove(toParent:)"), "\(target)")
    }

    /// Code reads as a person wrote it: IB's `1/3` as a division, IB's own `29.999999999999986` as 30.
    @Test func numbersAreWrittenWithoutFloatNoise() throws {
        let launch = "Tests/Fixtures/InterfaceBuilder/launch-screen-one-third.xib"
        for (target, call) in [(PrintTarget.draftsman, "multiplier: 1.0 / 3.0"), (.snapkit, ".multipliedBy(1.0 / 3.0)"), (.swiftlayout, ".multiplier(1.0 / 3.0)")] {
            let text = try #require(try Self.printed(launch, target: target).first)
            #expect(text.contains(call), "\(target)")
            #expect(!text.contains("0.333"), "\(target)")
        }
        let calculator = try #require(try Self.printed("Tests/Fixtures/Corpus/interface-builder/09-29Oct2001-Calculator-Main.storyboard").first)
        #expect(calculator.contains(".top.equal(to: view.safeAreaLayoutGuide).offset(by: 30)"))
        #expect(!calculator.contains("99999"))
    }

    /// A cell class on a plain `<view>` has no content view: its views are the cell's own, so
    /// the plan goes into the cell (`Planned`), not into `contentView` (`PlannedCell`).
    @Test func aCellClassOnAPlainViewPlansIntoTheCellItself() throws {
        let text = try #require(try Self.printed("Tests/Fixtures/InterfaceBuilder/cell-class-plain-view.xib").first)
        let lines = Self.lines(text)
        #expect(lines.contains("final class FolderPickerTableViewCell: UITableViewCell, Planned {"), "\(text)")
        #expect(lines.contains("var viewPlan: ViewPlan {"))
        #expect(lines.contains("override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {"))
        #expect(!text.contains("contentView"))
    }

    /// A static cell shows its disclosure indicator, and a header cell is not selectable, as in
    /// Interface Builder; UIKit's defaults are not restated.
    @Test(arguments: PrintTarget.allCases)
    func aCellsAccessoryAndSelectionStyleAreSet(target: PrintTarget) throws {
        let printed = try Self.printed("Tests/Fixtures/InterfaceBuilder/static-cells-named.storyboard", target: target)
        #expect(printed.count == 5)
        let cells = printed.dropFirst().map(Self.lines)
        #expect(cells.map { $0.filter { $0.contains(".accessoryType = ") || $0.contains(".selectionStyle = ") } } == [
            ["self.selectionStyle = .none"], ["self.accessoryType = .disclosureIndicator"],
            ["self.accessoryType = .disclosureIndicator"], ["self.accessoryType = .disclosureIndicator"],
        ], "\(target)")
    }

    /// A Subtitle or Basic cell asks UIKit for its style and sets the style's own labels and
    /// image view (`textLabel?.text`), which UIKit makes and lays out, rather than adding labels
    /// of its own at fixed frames; a cell of the app's views passes the style on.
    /// An SF Symbol is made with `UIImage(systemName:)`: `UIImage(named:)` finds no symbol, and
    /// the printed view would show nothing.
    @Test(arguments: PrintTarget.allCases)
    func anSFSymbolIsMadeByItsSystemName(target: PrintTarget) throws {
        let text = try #require(try Self.printed("Tests/Fixtures/InterfaceBuilder/sf-symbol.xib", target: target).first)
        #expect(Self.lines(text).contains(#"star.image = UIImage(systemName: "star.fill")"#), "\(target): \(text)")
        #expect(!text.contains("UIImage(named:"), "\(target)")
        // A button's background image too, which the printers once left out.
        let button = String(decoding: try #require(FileManager.default.contents(atPath: Repository.path("Tests/Fixtures/InterfaceBuilder/sf-symbol.xib"))), as: UTF8.self)
            .replacingOccurrences(of: "<imageView ", with: #"<button buttonType="system" "#)
            .replacingOccurrences(of: "</imageView>", with: "</button>")
            .replacingOccurrences(of: #"<imageReference key="image" image="star.fill" catalog="system"/>"#,
                                  with: #"<state key="normal" backgroundImage="forward" catalog="system"/>"#)
        let layout = try #require(try DocumentLoader.loadAll(Array(button.utf8)).layouts.first)
        let printed = try target.print(layout.loaded.document, options: PrintOptions(declarations: true)).text
        #expect(Self.lines(printed).contains(#"star.setBackgroundImage(UIImage(systemName: "forward"), for: .normal)"#), "\(target): \(printed)")
    }

    @Test(arguments: PrintTarget.allCases)
    func aStandardCellStyleSetsItsOwnLabels(target: PrintTarget) throws {
        let printed = try Self.printed("Tests/Fixtures/InterfaceBuilder/static-cells-named.storyboard", target: target)
        let cells = printed.dropFirst().map(Self.lines)
        #expect(cells.map { $0.first { $0.hasPrefix("super.init(") } } == [
            "super.init(style: style, reuseIdentifier: reuseIdentifier)", "super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)",
            "super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)", "super.init(style: style, reuseIdentifier: reuseIdentifier)",
        ], "\(target)")
        let support = cells[1]
        for line in [
            #"textLabel?.text = "Contact Support""#, #"textLabel?.textColor = UIColor(named: "PrimaryText")"#,
            #"detailTextLabel?.text = "info@keepassium.com""#, "detailTextLabel?.font = .preferredFont(forTextStyle: .caption1)",
            #"imageView?.image = UIImage(named: "envelope")"#,
        ] {
            #expect(support.contains(line), "\(target): \(line)")
        }
        // Neither declared, framed nor added: UIKit does all three.
        #expect(!support.contains { $0.contains("UILabel()") || $0.contains(".frame = ") || $0.contains("addSubview") }, "\(target)")
        #expect(!printed[2].contains("sublayout"), "\(target)")
        #expect(cells[3].contains(#"textLabel?.text = "Privacy Policy""#), "\(target)")
    }

    /// Without declarations too, the code leaves a cell style's views to UIKit.
    @Test(arguments: [PrintTarget.snapkit, .anchors, .draftsman])
    func withoutDeclarationsACellStylesViewsAreNotAdded(target: PrintTarget) throws {
        let bytes = try #require(FileManager.default.contents(atPath: Repository.path("Tests/Fixtures/InterfaceBuilder/static-cells-named.storyboard")))
        let cell = try #require(try DocumentLoader.loadAll(Array(bytes)).layouts.first { $0.name == "writeReviewCell" }).loaded.document
        let text = try target.print(cell, options: PrintOptions(declarations: false)).text
        #expect(!text.contains("textLabel") && !text.contains("imageView"), "\(target): \(text)")
    }

    @Test func fontsTextStylesColoursImagesAndModesOfALabelAndImageXIB() throws {
        let lines = Self.lines(try #require(try Self.printed(Self.cardView).first))
        for expected in [
            "iconLabel.text = \"😬\"",
            "iconLabel.font = .systemFont(ofSize: 38)",
            "iconLabel.textColor = .black",
            "iconLabel.textAlignment = .center",
            "iconImageView.image = UIImage(named: \"errorIcon\")",
            "iconImageView.contentMode = .center",
            "iconImageView.clipsToBounds = true",
            "titleLabel.font = .preferredFont(forTextStyle: .headline)",
            "bodyLabel.font = .preferredFont(forTextStyle: .subheadline)",
            "bodyLabel.numberOfLines = 0",
            "button.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)",
            // buttonType="system": a custom button (`UIButton()`) would show a white title.
            "let button = UIButton(type: .system)",
            "backgroundView.backgroundColor = .white",
        ] {
            #expect(lines.contains(expected), "\(expected)")
        }
        // UIKit's defaults and Interface Builder's own need no statement: a label's `left`
        // content mode, `natural` alignment, a clear background, the stacks' scaleToFill.
        #expect(!lines.contains { $0.contains("contentMode = .left") || $0.contains("contentMode = .scaleToFill") })
        #expect(!lines.contains { $0.contains("textAlignment = .natural") || $0.contains("backgroundColor = .clear") })
    }

    @Test func systemAssetAndComponentColoursWithoutFloatNoise() throws {
        let sample = try #require(try Self.printed("Tests/Fixtures/Corpus/interface-builder/22-vfj-tanaka-SampleUI-Main.storyboard").first)
        let lines = Self.lines(sample)
        #expect(lines.contains("view.backgroundColor = .systemBackground"))
        #expect(lines.contains("containerView1.backgroundColor = .systemPurple"))
        #expect(lines.contains("plainButton.tintColor = .link"))
        #expect(lines.contains("tintedButton.tintColor = .systemRed"))
        // IB's white="0.66666666666666663": three decimals.
        #expect(lines.contains("grayButton.tintColor = UIColor(white: 0.667, alpha: 1)"))
        #expect(lines.contains("textField.font = .systemFont(ofSize: 14)"))
        #expect(lines.contains("textField.textAlignment = .center"))

        let translate = try #require(try Self.printed("Tests/Fixtures/Corpus/interface-builder/26-firebase-quickstart-ios-TranslateExample-Main.storyboard").first)
        #expect(Self.lines(translate).contains("toolbar.backgroundColor = UIColor(displayP3Red: 0.236, green: 0.63, blue: 1.0, alpha: 1)"))
        #expect(Self.lines(translate).contains("inputTextView.font = .systemFont(ofSize: 14)"))

        let signup = Self.lines(try #require(try Self.printed("Tests/Fixtures/Corpus/interface-builder/06-ReactiveX-RxSwift-GitHubSignup1.storyboard").first))
        #expect(signup.contains("usernameValidationOutlet.textColor = UIColor(red: 1.0, green: 0.0, blue: 0.09, alpha: 1)"))
    }

    /// A scene's view has UIKit's system margins plus its safe area (20 pt under the status bar
    /// here); setting them again would add the safe area twice. Other views keep theirs.
    @Test func aControllersViewLeavesItsSystemMarginsToUIKit() throws {
        let translate = Self.lines(try #require(try Self.printed("Tests/Fixtures/Corpus/interface-builder/26-firebase-quickstart-ios-TranslateExample-Main.storyboard").first))
        #expect(!translate.contains { $0.contains("layoutMargins") })
        let card = Self.lines(try #require(try Self.printed("Tests/Fixtures/Corpus/interface-builder/02-SwiftKickMobile-SwiftMessages-CardView.xib").first))
        #expect(card.contains("self.layoutMargins = UIEdgeInsets(top: 44, left: 20, bottom: 34, right: 20)"))
    }

    @Test func aFieldShowingItsPlaceholderGetsThePlaceholderNotText() throws {
        let login = Self.lines(try #require(try Self.printed("Tests/Fixtures/Corpus/interface-builder/29-AnarBagirovPortfolio-FoodLook-iOS-Main.storyboard").first))
        #expect(login.contains("usernameTextField.placeholder = \"Имя пользователя\""))
        #expect(!login.contains { $0.hasPrefix("usernameTextField.text =") })
        #expect(login.contains("view.backgroundColor = UIColor(red: 0.8, green: 0.0, blue: 0.0, alpha: 1)"))
        #expect(login.contains("button1.titleLabel?.font = .systemFont(ofSize: 18)"))
        // IB's old buttonType="roundedRect" is a system button since iOS 7.
        #expect(login.contains("let button1 = UIButton(type: .system)"))
        // The normal state's titleColor.
        #expect(login.contains("button1.setTitleColor(.white, for: .normal)"))
    }

    @Test func aConfigurationButtonShowsItsConfigurationsTitle() throws {
        let calculator = Self.lines(try #require(try Self.printed("Tests/Fixtures/Corpus/interface-builder/09-29Oct2001-Calculator-Main.storyboard").first))
        #expect(calculator.contains("acButton.setTitle(\"AC\", for: .normal)"))
        // The configuration's title font and foreground colour.
        #expect(calculator.contains("acButton.titleLabel?.font = .systemFont(ofSize: 30)"))
        #expect(calculator.contains("acButton.setTitleColor(.white, for: .normal)"))
        #expect(calculator.contains("oneButton.setImage(UIImage(named: \"one\"), for: .normal)"))
        // The plan creates the keypad's five row stacks unnamed: the one stack declared is
        // not numbered as if they were.
        #expect(calculator.contains("let stackView = UIStackView()"))
        #expect(!calculator.contains { $0.contains("stackView1") })
    }

    @Test func aSceneIsAPlannedControllerAndAPrototypeCellAPlannedCell() throws {
        let layouts = try Self.printed("Tests/Fixtures/Corpus/interface-builder/29-AnarBagirovPortfolio-FoodLook-iOS-Main.storyboard")
        let scene = Self.lines(layouts[0])
        #expect(scene.contains("final class LoginViewController: UIViewController, Planned {"))
        #expect(scene.contains("@LayoutPlan"))
        #expect(scene.contains("var viewPlan: ViewPlan {"))
        let viewDidLoad = try #require(scene.firstIndex(of: "override func viewDidLoad() {"))
        #expect(scene[viewDidLoad + 1] == "super.viewDidLoad()")
        #expect(scene[viewDidLoad...].contains("applyPlan()"))

        let cell = Self.lines(layouts[2])
        #expect(cell.contains("final class RestaurantCell: UITableViewCell, PlannedCell {"))
        #expect(cell.contains("var contentViewPlan: ViewPlan {"))
        #expect(cell.contains("override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {"))
        #expect(cell.contains("applyPlan()"))
    }

    @Test func aRootImageViewIsAnImageViewSubclass() throws {
        // The root's own properties are set on `self`, so the class must be the root's UIKit class.
        let printed = Self.lines(try #require(try Self.printed("Tests/Fixtures/InterfaceBuilder/root-image-view.xib").first))
        #expect(printed.contains("final class PlannedImageView: UIImageView, Planned {"))
        #expect(printed.contains("self.image = UIImage(named: \"Cover\")"))
    }

    /// A controller's `view` is a `UIView` in code: what its image view shows is set in
    /// `loadView()`, on the image view it makes, where that type is known.
    @Test func aControllersImageViewIsSetUpWhereItIsMade() throws {
        let banner = Self.lines(try #require(try Self.printed("Tests/Fixtures/InterfaceBuilder/controller-views.storyboard").first))
        let loadView = try #require(banner.firstIndex(of: "override func loadView() {"))
        #expect(Array(banner[loadView + 1...loadView + 5]) == [
            "let imageView = UIImageView()", "imageView.image = UIImage(named: \"Banner\")",
            "imageView.contentMode = .scaleAspectFit", "imageView.clipsToBounds = true", "view = imageView",
        ])
        #expect(!banner.contains { $0.hasPrefix("view.image") })
    }

    /// A controller whose view is a stack view (MallyDev/SMARkeT, twelfth fresh set) arranges its
    /// views on a `UIStackView`, which `view` is not in code: a property casts it, named as no
    /// other view is, and with nothing to insert the code is the stack's own chain, not an
    /// empty plan. It did not compile (`view.axis`, `view.drf.insertStacked`).
    @Test func aControllersStackViewIsArrangedThroughItsOwnType() throws {
        let printed = Self.lines(try #require(try Self.printed("Tests/Fixtures/InterfaceBuilder/controller-stack-view.storyboard").first))
        #expect(printed.contains("final class DetailViewController: UIViewController {"))
        #expect(printed.contains("view = UIStackView()"))
        #expect(printed.contains("private var rootStackView: UIStackView { view as! UIStackView }"))
        #expect(printed.contains("rootStackView.axis = .vertical"))
        #expect(printed.contains("rootStackView.drf.insertStacked {"))
        #expect(!printed.contains { $0.hasPrefix("view.axis") || $0.hasPrefix("view.drf") || $0.contains("ViewPlan") })
    }

    /// A button forced right to left draws its image after its title: the converted button
    /// keeps it in every target (fatih-gursoy/Cuisiner's "Next" buttons, first set of apps,
    /// showed their chevrons before their titles).
    @Test func aSemanticContentAttributeIsKept() throws {
        for target in PrintTarget.allCases {
            let printed = Self.lines(try #require(try Self.printed("Tests/Fixtures/InterfaceBuilder/right-to-left-views.xib", target: target).first))
            #expect(printed.contains("nextButton.semanticContentAttribute = .forceRightToLeft"), "\(target)")
        }
    }

    /// What a plain view of an app's class sends decides what it derives from; an app's class
    /// whose name looks like UIKit's is still the app's, stubbed on its element's class; a search bar and an empty field
    /// show their placeholders; device RGB is what `UIColor(red:green:blue:alpha:)` makes.
    @Test func controlsFieldsAndSearchBarsPrintAsTheyWork() throws {
        let file = "Tests/Fixtures/InterfaceBuilder/controller-views.storyboard"
        for target in PrintTarget.allCases {
            let printed = Self.lines(try #require(try Self.printed(file, target: target).last))
            #expect(printed.contains("class GIDSignInButton: UIControl {}"), "\(target)")
            #expect(printed.contains { $0.hasPrefix("let logoView = UIImageViewAligned()") }, "\(target)")
            #expect(printed.contains("class UIImageViewAligned: UIImageView {}"), "\(target)")
            #expect(printed.contains("searchBar.placeholder = \"Search users\""), "\(target)")
            #expect(printed.contains("emailField.placeholder = \"Email\""), "\(target)")
            #expect(!printed.contains { $0.hasPrefix("emailField.text =") || $0.hasPrefix("searchBar.text =") }, "\(target)")
            #expect(printed.contains("emailField.textColor = UIColor(red: 0.22, green: 0.329, blue: 0.569, alpha: 1)"), "\(target)")
            // Not `description` (NSObject's) or `rewind` (the action's method).
            #expect(printed.contains { $0.hasPrefix("let descriptionLabel = UILabel()") }, "\(target)")
            #expect(printed.contains { $0.hasPrefix("let rewindButton = UIButton(type: .system)") }, "\(target)")
            // Not `customBadge`, its class's name; a controller has no `window` of its own.
            #expect(printed.contains("let customBadgeView = customBadge()"), "\(target)")
            #expect(printed.contains { $0.hasPrefix("let window = UIView()") || $0.hasPrefix("var window: UIView") }, "\(target)")
            // A stack with a runtime attribute keeps a property to set it on.
            #expect(printed.contains("stackView.setValue(UIColor.separator, forKeyPath: \"borderColor\")"), "\(target)")
        }
        let bytes = try #require(FileManager.default.contents(atPath: Repository.path(file)))
        let document = try #require(try DocumentLoader.loadAll(Array(bytes)).layouts.last).loaded.document
        let field = try #require(document.view(ItemID("Cvw-Tf-002")))
        #expect(field.text == "Email")
        guard case let .components(_, _, _, _, space)? = field.properties.textColor else {
            Issue.record("the field's colour is \(String(describing: field.properties.textColor))")
            return
        }
        #expect(space == "sRGB")
        #expect(document.view(ItemID("Cvw-Gb-002"))?.properties.uikitClass == "UIControl")
        #expect(document.view(ItemID("Cvw-Sb-002"))?.text == "Search users")
    }

    /// A root whose class a subview has too is not declared as that class, whose initializer
    /// would then make itself without end (podcasts' `EpisodeListHeaderView`, wider set).
    @Test func aRootClassASubviewSharesIsNotTheDeclaredClass() throws {
        let printed = Self.lines(try #require(try Self.printed("Tests/RoundTrip/Dumps/themed-views.json").first))
        #expect(printed.contains("final class PlannedView: UIView, Planned {"))
        #expect(printed.contains("let linkView = ThemeableView()"))
        #expect(printed.contains("class ThemeableView: UIView {}"))
    }

    /// An outlet to a cell's content view, which UIKit makes, is a property that reaches it;
    /// a constraint of the cell itself is created in every target.
    @Test func aCellsContentViewOutletIsAnAliasAndItsOwnConstraintIsKept() throws {
        for target in PrintTarget.allCases where target != .notautolayout {
            let printed = Self.lines(try #require(try Self.printed("Tests/RoundTrip/Dumps/Cells/cell-own-constraint.json", target: target).first))
            #expect(printed.contains("var containerView: UIView { contentView }"), "\(target)")
            #expect(printed.contains { $0.contains("multiplier: 0.9") || $0.contains("0.9)") || $0.contains("* 0.9") }, "\(target)")
        }
    }

    /// A table view at the root of a view class prints as a `UIView` (its initializers differ),
    /// which does not clip as a table does: the clipping is set.
    @Test func aTableRootPrintedAsAViewSetsItsClipping() throws {
        let printed = Self.lines(try #require(try Self.printed("Tests/RoundTrip/Dumps/table-root.json").first))
        #expect(printed.contains("final class PlannedView: UIView {"))
        #expect(printed.contains("self.clipsToBounds = true"))
    }

    /// UIKit makes an effect view's content view and wants the app's views in it: code reaches
    /// it through the effect view, never creates or adds it, and an outlet to it is an alias.
    @Test func anEffectViewsContentViewIsReachedThroughIt() throws {
        let footer = "Tests/Fixtures/InterfaceBuilder/effect-view-footer.xib"
        for target in PrintTarget.allCases {
            let printed = Self.lines(try #require(try Self.printed(footer, target: target).first))
            #expect(printed.contains("var footerView: UIView { shareFooterView.contentView }"), "\(target)")
            #expect(!printed.contains { $0.contains("_UIVisualEffectContentView") }, "\(target)")
            #expect(!printed.contains("shareFooterView.addSubview(shareFooterView.contentView)"), "\(target)")
            #expect(printed.contains("shareFooterView.contentView.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)"), "\(target)")
            if target != .draftsman && target != .swiftlayout {
                #expect(printed.contains("shareFooterView.contentView.addSubview(shareButton)"), "\(target)")
            }
        }
        // Draftsman's `insert` adds the content view again and turns its translation off.
        let plan = Self.lines(try #require(try Self.printed(footer).first))
        let applied = try #require(plan.firstIndex(of: "applyPlan()"))
        #expect(plan[applied + 1] == "shareFooterView.contentView.translatesAutoresizingMaskIntoConstraints = true")
    }

    /// A capture names the content view by its class, `_UIVisualEffectContentView`: the app's
    /// views inside it are printed, not left out with UIKit's private views.
    @Test func aCapturedEffectViewKeepsTheViewsInIt() throws {
        let bytes = try #require(FileManager.default.contents(atPath: Repository.path("Tests/RoundTrip/Dumps/effect-view.json")))
        let document = try #require(try DocumentLoader.loadAll(Array(bytes)).layouts.first).loaded.document
        let plan = Self.lines(try PrintTarget.draftsman.print(document, options: PrintOptions()).text)
        #expect(plan.contains("// 5 views, 9 constraints:"))
        let content = try #require(plan.firstIndex(of: "visualEffectView.contentView.drf.insert {"))
        #expect(plan[content + 1] == "button.drf")
        let anchors = Self.lines(try PrintTarget.anchors.print(document, options: PrintOptions()).text)
        #expect(anchors.contains("visualEffectView.contentView.addSubview(button)"))
        #expect(anchors.contains("button.topAnchor.constraint(equalTo: visualEffectView.contentView.topAnchor, constant: 16),"))
    }

    @Test func aFixedFrameViewKeepsItsFrameAndAutoresizingMask() throws {
        for target in [PrintTarget.draftsman, .anchors] {
            let gallery = Self.lines(try #require(try Self.printed("Tests/Fixtures/InterfaceBuilder/xcode8beta-frameinset.storyboard", target: target).first))
            #expect(gallery.contains("doneButton.frame = CGRect(x: 300, y: 600, width: 60, height: 30)"), "\(target)")
            #expect(gallery.contains("doneButton.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]"), "\(target)")
            #expect(!gallery.contains("doneButton.translatesAutoresizingMaskIntoConstraints = false"), "\(target)")
            if target == .draftsman {
                // The plan turns translation off on every view it inserts; the code turns it back on after.
                let applied = try #require(gallery.firstIndex(of: "applyPlan()"))
                #expect(gallery[applied + 1] == "doneButton.translatesAutoresizingMaskIntoConstraints = true")
                #expect(!gallery.contains { $0.hasPrefix("// warning:") })
            }
        }
    }

    /// The one layout of a XIB whose root view, 320 wide, holds `subviews` (their XML).
    static func document(root height: Int, subviews: String) throws -> LayoutDocument {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="\(height)"/>
                        <subviews>
            \(subviews)
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        return try #require(try DocumentLoader.loadAll(Array(xib.utf8)).layouts.first).loaded.document
    }

    @Test func aScrollViewThatDoesNotClipSaysSo() throws {
        // Interface Builder writes clipsSubviews="YES" whenever a view clips; UIKit's scroll views clip.
        let document = try Self.document(root: 200, subviews: """
            <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="open">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            </scrollView>
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="clip">
                <rect key="frame" x="0.0" y="100" width="320" height="100"/>
            </scrollView>
            """)
        let lines = Self.lines(try PrintTarget.draftsman.print(document, options: PrintOptions(declarations: true)).text)
        #expect(lines.filter { $0.contains("clipsToBounds") } == ["scrollView1.clipsToBounds = false"])
    }

    @Test func aSwitchKeepsItsTitle() throws {
        // A switch's title (iOS 14, shown by Mac Catalyst's checkbox style), as IQKeyboardManager's
        // storyboards give their switches.
        let document = try Self.document(root: 100, subviews: """
            <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" title="Enable" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                <rect key="frame" x="16" y="16" width="51" height="31"/>
            </switch>
            """)
        for target in PrintTarget.allCases {
            let lines = Self.lines(try target.print(document, options: PrintOptions(declarations: true)).text)
            #expect(lines.contains("enableSwitch.title = \"Enable\""), "\(target)")
        }
    }

    @Test func everyTargetSetsTheSameProperties() throws {
        let draftsman = Set(Self.lines(try #require(try Self.printed(Self.cardView).first)).filter { $0.contains(".font = ") || $0.contains("Color = ") })
        #expect(draftsman.count >= 8)
        for target in PrintTarget.allCases where target != .draftsman {
            let other = Set(Self.lines(try #require(try Self.printed(Self.cardView, target: target).first)))
            #expect(draftsman.subtracting(other).isEmpty, "\(target) lacks \(draftsman.subtracting(other).sorted())")
        }
    }
}
