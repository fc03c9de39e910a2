import Foundation
import LayoutModel
import Readers
import Testing
import TestSupport

@Suite struct UIKitClassesTests {
    @Test func runtimePrefixesAreStripped() {
        #expect(UIKitClasses.runtimeName("NSKVONotifying_UILabel") == "UILabel")
        #expect(UIKitClasses.typeName("NSKVONotifying__TtC5MyApp10HeaderView") == "HeaderView")
        #expect(UIKitClasses.kind(ofClass: "NSKVONotifying_UIStackView") == .stackView)
        #expect(UIKitClasses.kind(ofClass: "NSKVONotifying_UIButtonLabel") == .privateView)
    }

    @Test func typeNamesOfEveryRecordedForm() {
        // Plain names come back as they are; the rest have their prefix, module or mangling read off.
        let names = [
            "UILabel": "UILabel", "ContactTableViewCell": "ContactTableViewCell", "customStepper": "customStepper",
            "MyApp.CardView": "CardView", "NSKVONotifying_UILabel": "UILabel", "_NSZombie_UIView": "UIView",
            "_TtC5MyApp8UIButton": "UIButton", "_UILayoutGuide": "_UILayoutGuide", "NSLayoutConstraint": "NSLayoutConstraint",
            "Module.Outer.Inner": "Inner", "": "",
        ]
        for (recorded, type) in names { #expect(UIKitClasses.typeName(recorded) == type, "\(recorded)") }
    }

    @Test func privateViewsAreKnownByClass() {
        for name in ["UIButtonLabel", "_UILayoutGuide", "UIInputSetHostView", "UIInputSetContainerView",
                     "UILayoutContainerView", "UINavigationTransitionView", "_UIBarBackground",
                     "_UITableViewCellSeparatorView", "_UINavigationBarContentView", "UITabBarButton", "UIDimmingView",
                     "UISwipeActionPullView", "UISwipeActionStandardButton"] {
            #expect(UIKitClasses.kind(ofClass: name) == .privateView, "\(name)")
            #expect(UIKitClasses.privateViewDescription(ofClass: name) != nil, "\(name)")
        }
        #expect(UIKitClasses.privateViewDescription(ofClass: "UIButtonLabel") == "a button's title label (its title)")
        for name in ["UILabel", "UIView", "MyApp.HeaderView", "_TtC5MyApp10HeaderView"] {
            #expect(UIKitClasses.kind(ofClass: name) == .plain, "\(name)")
            #expect(!UIKitClasses.isPrivateView(name), "\(name)")
        }
    }

    /// UIKit's classes written in Swift (iOS 26's navigation bar, in a public log) are known
    /// by their module, mangled or written out; an app's are its own.
    @Test func uikitsSwiftClassesArePrivate() {
        for name in ["_TtCC5UIKit19NavigationButtonBar15ItemWrapperView", "_TtC5UIKitP33_DDE14AA6B49FCAFC5A54255A118E1D8713ButtonWrapper",
                     "UIKitCore.ItemWrapperView"] {
            #expect(UIKitClasses.kind(ofClass: name) == .privateView, "\(name)")
            #expect(UIKitClasses.privateViewDescription(ofClass: name) == "a private UIKit view", "\(name)")
        }
        #expect(TypeName.module(ofClass: "_TtCC5UIKit19NavigationButtonBar15ItemWrapperView") == "UIKit")
        #expect(TypeName.module(ofClass: "MyApp.HeaderView") == "MyApp")
        #expect(TypeName.module(ofClass: "UILabel") == nil)
        #expect(TypeName.module(ofClass: "_TtC99Short") == nil)
        #expect(UIKitClasses.kind(ofClass: "_TtC11UIKitAddons8CardView") == .plain)
    }

    /// The image picker's crop bar (iOS 6–7, in a public KIF test step's comment) is the
    /// picker's own, as is its button; an app's class with a similar name is not.
    @Test func theImagePickersCropOverlayIsPrivate() {
        #expect(UIKitClasses.kind(ofClass: "PLCropOverlayBottomBar") == .privateView)
        #expect(UIKitClasses.privateViewDescription(ofClass: "PLCropOverlayBottomBarButton") == "a part of the image picker's crop overlay")
        #expect(UIKitClasses.kind(ofClass: "PLHomeView") == .plain)
    }

    /// A log names some of UIKit's keyboard views by the class name UIKit gives them as
    /// identifier, cut short past 25 characters; the keyboard's own `UIKB` classes are private.
    @Test func keyboardViewsAreKnownByTheirLoggedNames() {
        #expect(UIKitClasses.privateClass(named: "SystemInputAssistantView") == "SystemInputAssistantView")
        #expect(UIKitClasses.privateClass(named: "UIContinuousPathIntroduct...") == "UIContinuousPathIntroductionView")
        #expect(UIKitClasses.privateClass(named: "UIInputSet...") == nil, "the start of two classes")
        #expect(UIKitClasses.privateClass(named: "titleLabel") == nil)
        #expect(UIKitClasses.kind(ofClass: "UIKBTutorialMultipageView") == .privateView)
        #expect(UIKitClasses.privateViewDescription(ofClass: "UIKBTutorialSinglePageView") == "a part of the keyboard")
        #expect(UIKitClasses.kind(ofClass: "UIKeyboardLayoutGuide") == .plain, "public, though it starts UIK")
    }

    /// The app's views go in an effect view's content view: a `_UI` class, but not one whose
    /// constraints are UIKit's.
    @Test func anEffectViewsContentViewIsNotPrivate() {
        #expect(UIKitClasses.kind(ofClass: "_UIVisualEffectContentView") == .effectContentView)
        #expect(!UIKitClasses.constraintsAreUIKits("_UIVisualEffectContentView"))
        #expect(UIKitClasses.privateViewDescription(ofClass: "_UIVisualEffectContentView") == nil)
        #expect(UIKitClasses.kind(ofClass: "_UIVisualEffectBackdropView") == .privateView)
    }

    @Test func cellsScrollViewsAndStacksByClassAndSuffix() {
        #expect(UIKitClasses.kind(ofClass: "UITableViewCell") == .tableViewCell)
        #expect(UIKitClasses.kind(ofClass: "_TtC5MyApp20ContactTableViewCell") == .tableViewCell)
        #expect(UIKitClasses.kind(ofClass: "MyApp.PhotoCollectionViewCell") == .collectionViewCell)
        #expect(UIKitClasses.kind(ofClass: "UITableViewCellContentView") == .cellContentView)
        #expect(UIKitClasses.kind(ofClass: "UICollectionView") == .scrollView)
        #expect(UIKitClasses.kind(ofClass: "UITextView") == .scrollView)
        #expect(UIKitClasses.kind(ofClass: "MyApp.PagingScrollView") == .scrollView)
        #expect(UIKitClasses.kind(ofClass: "UIWindow") == .window)
    }

    /// `Examples/contact-cell.json`'s root is `_TtC8Messages15ContactListCell`: its name does
    /// not say it is a cell, its `UITableViewCellContentView` does.
    @Test func theHierarchyTellsAnAppsCell() throws {
        let document = try exampleDocument("contact-cell.json")
        #expect(document.kind(of: document.rootID) == .tableViewCell)
        #expect(document.rootKind == .tableViewCell)
        let contentView = try #require(document.views.first { $0.className == "UITableViewCellContentView" })
        #expect(document.kind(of: contentView.id) == .cellContentView)
    }

    @Test func aCollectionViewCellsFirstPlainSubviewIsItsContentView() {
        let document = LayoutDocument(rootID: "cell", views: [
            View(id: "cell", className: "UICollectionViewCell", subviews: ["content"]),
            View(id: "content", className: "UIView", subviews: ["label"]),
            View(id: "label", className: "UILabel"),
        ])
        #expect(document.kind(of: "content") == .cellContentView)
        #expect(document.kind(of: "label") == .plain)
        #expect(document.rootKind == .collectionViewCell)
    }

    /// Before iOS 13 a scroll view's indicators are image views it adds last (after them, in
    /// iOS 6, only its private separators): they are UIKit's. An image view of the app's is
    /// one it constrains, subclasses, nests views in, draws thicker than an indicator, or
    /// places before a view of its own.
    @Test func aScrollViewsLastImageViewsAreItsIndicators() {
        func indicators(_ views: [View], constraints: [Constraint] = []) -> [ItemID] {
            let table = View(id: "table", className: "UITableView", subviews: views.map(\.id))
            let document = LayoutDocument(rootID: "table", views: [table] + views, constraints: constraints)
            return views.map(\.id).filter { document.kind(of: $0) == .privateView && !$0.rawValue.hasPrefix("separator") }
        }
        let horizontal = View(id: "h", className: "UIImageView", frame: Rect(x: 0, y: 360, width: 320, height: 7))
        let vertical = View(id: "v", className: "UIImageView", frame: Rect(x: 313, y: 448, width: 7, height: 7))
        let separator = View(id: "separator", className: "_UITableViewSeparatorView")
        let photo = View(id: "photo", className: "UIImageView", frame: Rect(x: 0, y: 0, width: 320, height: 200))
        let unknown = View(id: "u", className: "UIImageView", frame: nil)
        #expect(indicators([photo, horizontal, separator, vertical]) == ["h", "v"])
        #expect(indicators([unknown, horizontal, vertical]) == ["h", "v"])
        #expect(indicators([horizontal, photo]).isEmpty)
        #expect(indicators([horizontal, View(id: "label", className: "UILabel")]).isEmpty)
        var subclass = vertical
        subclass.className = "AvatarImageView"
        #expect(indicators([horizontal, subclass]).isEmpty)
        var nesting = vertical
        nesting.subviews = ["photo"]
        #expect(indicators([horizontal, nesting]) == [])
        var laidOut = vertical
        laidOut.translatesAutoresizingMaskIntoConstraints = false
        #expect(indicators([horizontal, laidOut]).isEmpty)
        let pinned = Constraint(first: "v", firstAttribute: .width, constant: 7)
        #expect(indicators([horizontal, vertical], constraints: [pinned]).isEmpty)
        // Outside a scroll view an image view is the app's.
        let plain = LayoutDocument(rootID: "root", views: [View(id: "root", className: "UIView", subviews: ["u"]), unknown])
        #expect(plain.kind(of: "u") == .plain)
    }

    /// A search bar, a switch, a web view or a map builds every subview it has: whatever their
    /// class, they are UIKit's. A button's or an app view's subviews are not.
    @Test func aControlThatBuildsItsSubviewsHasNoneOfTheApps() {
        var subclass = View(id: "appBar", className: "DopSearchBar", subviews: ["appBarContent"])
        subclass.properties.uikitClass = "UISearchBar"
        let document = LayoutDocument(rootID: "root", views: [
            View(id: "root", className: "UIView", subviews: ["bar", "appBar", "web", "button"]),
            View(id: "bar", className: "UISearchBar", subviews: ["barContent"]),
            View(id: "barContent", className: "UIView"),
            subclass, View(id: "appBarContent", className: "UIView"),
            View(id: "web", className: "WKWebView", subviews: ["scroll"]),
            View(id: "scroll", className: "WKScrollView"),
            View(id: "button", className: "UIButton", subviews: ["badge"]),
            View(id: "badge", className: "UIView"),
        ])
        for id: ItemID in ["barContent", "appBarContent", "scroll"] { #expect(document.kind(of: id) == .privateView, "\(id)") }
        #expect(document.kind(of: "badge") == .plain)
        #expect(document.kind(of: "bar") == .plain)
    }

    /// A text view adds a plain `UIView` of its own beside its text container (iOS 17, in a
    /// public test's comment holding three iOS versions' descriptions); an app's placeholder
    /// label in it is the app's.
    @Test func aTextViewsPlainViewsAreUIKits() {
        let document = LayoutDocument(rootID: "root", views: [
            View(id: "root", className: "UIView", subviews: ["text"]),
            View(id: "text", className: "UITextView", subviews: ["layout", "plain", "placeholder"]),
            View(id: "layout", className: "_UITextLayoutView"),
            View(id: "plain", className: "UIView"),
            View(id: "placeholder", className: "UILabel"),
        ])
        #expect(document.kind(of: "plain") == .privateView)
        #expect(document.kind(of: "placeholder") == .plain)
    }

    /// A button adds the image view that shows its image (every `UIButton` holding a
    /// `UIImageView` in the corpus's descriptions); a view the app adds to it stays the app's.
    /// iOS 6's rounded rect button (Apple's TN2239) is UIKit's subclass of `UIButton`: the app
    /// made a `UIButton`, whose background and image view are the button's.
    @Test func aButtonsImageViewAndBackgroundAreItsOwn() {
        let document = LayoutDocument(rootID: "root", views: [
            View(id: "root", className: "UIView", subviews: ["button", "rounded"]),
            View(id: "button", className: "UIButton", subviews: ["image", "badge"]),
            View(id: "image", className: "UIImageView"),
            View(id: "badge", className: "UILabel"),
            View(id: "rounded", className: "UIRoundedRectButton", subviews: ["background", "shadow", "title"]),
            View(id: "background", className: "UIGroupTableViewCellBackground"),
            View(id: "shadow", className: "UIImageView"),
            View(id: "title", className: "UIButtonLabel", text: "log"),
        ])
        for id: ItemID in ["image", "background", "shadow", "title"] { #expect(document.kind(of: id) == .privateView, "\(id)") }
        #expect(document.kind(of: "badge") == .plain)
        let rounded = View(id: "rounded", className: "UIRoundedRectButton")
        #expect(!UIKitClasses.isAppClass(of: rounded))
        #expect(UIKitClasses.publicBase(of: rounded) == "UIButton")
        #expect(UIKitClasses.buttonType(of: rounded) == "system")
    }

    /// A map (or a web view) adds its own views beside the app's: a controller whose view is a
    /// map puts its controls on it (Big Nerd Ranch's iOS guide, a segmented control pinned to
    /// the map's margins, in a log quoted from a translation). MapKit's classes and plain views
    /// are MapKit's; the app's control is the app's, and so are its constraints. An old web
    /// view's scroller is UIKit's whatever its class (iOS 3's `UIScroller`, a public paste).
    @Test func aMapHoldsTheAppsControlsBesideItsOwnViews() {
        let document = LayoutDocument(rootID: "map", views: [
            View(id: "map", className: "MKMapView", subviews: ["tiles", "scale", "picker", "web"]),
            View(id: "web", className: "UIWebView", subviews: ["scroller"]),
            View(id: "scroller", className: "UIScroller"),
            View(id: "tiles", className: "UIView", subviews: ["basic"]),
            View(id: "basic", className: "MKBasicMapView"),
            View(id: "scale", className: "MKScaleView"),
            View(id: "picker", className: "UISegmentedControl"),
        ], constraints: [
            Constraint(id: "pin", first: "picker", firstAttribute: .leading, second: "map", secondAttribute: .leadingMargin),
        ])
        for id: ItemID in ["tiles", "scale", "scroller"] { #expect(document.kind(of: id) == .privateView, "\(id)") }
        #expect(document.kind(of: "picker") != .privateView)
        #expect(!document.isMadeByUIKit(constraintAt: 0))
    }

    /// A table's header or footer view is placed by its table as a cell is, and holds the
    /// app's views in a content view of its own; an app's subclass is known by that view.
    @Test func aHeaderFooterViewHoldsItsContentView() {
        #expect(UIKitClasses.kind(ofClass: "UITableViewHeaderFooterView") == .headerFooterView)
        #expect(UIKitClasses.kind(ofClass: "MyApp.SectionHeaderFooterView") == .headerFooterView)
        #expect(UIKitClasses.kind(ofClass: "_UITableViewHeaderFooterContentView") == .cellContentView)
        #expect(ViewKind.headerFooterView.isCell)
        // A collection view's supplementary views are placed by it too, but hold no content view.
        #expect(UIKitClasses.kind(ofClass: "UICollectionReusableView") == .reusableView)
        #expect(UIKitClasses.kind(ofClass: "BadgeReusableView") == .reusableView)
        #expect(UIKitClasses.kind(ofClass: "PhotoCollectionViewCell") == .collectionViewCell)
        #expect(ViewKind.reusableView.isPlacedByItsList && !ViewKind.reusableView.isCell)
        let document = LayoutDocument(rootID: "header", views: [
            View(id: "header", className: "SectionHeader", subviews: ["background", "content"]),
            View(id: "background", className: "_UITableViewHeaderFooterViewBackground"),
            View(id: "content", className: "_UITableViewHeaderFooterContentView", subviews: ["title"]),
            View(id: "title", className: "UILabel"),
        ])
        #expect(document.kind(of: "header") == .headerFooterView)
        #expect(document.kind(of: "content") == .cellContentView)
        #expect(!document.isDescendant("title", of: "background"))
        #expect(document.kind(of: "title") == .plain)
    }

    @Test func rootKindIsInferredWhenTheInputDoesNotSayIt() throws {
        let signIn = try exampleDocument("sign-in.json")
        #expect(signIn.rootKind == .view)
        let contentView = LayoutDocument(rootID: "content", views: [View(id: "content", className: "UITableViewCellContentView")])
        #expect(contentView.rootKind == .cellContentView)
        // A controller's view: it holds the iOS 7–10 top layout guide, or a container sized it.
        let withGuide = LayoutDocument(rootID: "root", views: [
            View(id: "root", className: "UIView", subviews: ["top"]), View(id: "top", className: "_UILayoutGuide"),
        ])
        #expect(withGuide.rootKind == .viewControllerView(controllerClass: nil))
        let sized = LayoutDocument(
            rootID: "root", views: [View(id: "root", className: "UIView")],
            constraints: [Constraint(identifier: "UIView-Encapsulated-Layout-Width", first: "root", firstAttribute: .width, constant: 375)])
        #expect(sized.rootKind == .viewControllerView(controllerClass: nil))
        let stack = LayoutDocument(
            rootID: "stack", views: [View(id: "stack", className: "UIStackView")],
            constraints: [Constraint(identifier: "UIView-Encapsulated-Layout-Width", first: "stack", firstAttribute: .width, constant: 375)])
        #expect(stack.rootKind == .view)
    }

    /// Constraints that tie UIKit's private views are UIKit's, whatever their class; an app's
    /// pin to a private window's safe area, or to a controller's `_UILayoutGuide`, is the app's.
    @Test func constraintsOfPrivateViewsAreUIKits() throws {
        guard let log = try Corpus.load("uikit-logs/29-multi-message-stream-inputaccessory-temporarylayout-safearea.txt") else { return }
        let document = log.document
        func madeByUIKit(_ reference: String) throws -> Bool {
            document.isMadeByUIKit(constraintAt: try #require(document.indexOfConstraint(reference: reference)))
        }
        #expect(try madeByUIKit("0x604000094910"))  // V:[UIInputSetContainerView]-(0)-[UIInputSetHostView]
        #expect(try madeByUIKit("0x604000094780"))  // V:|-(0)-[MessageInputBar] in UIInputSetHostView
        #expect(try !madeByUIKit("0x6080000b7d60"))  // the bar's view <= the window's safe area
        #expect(try !madeByUIKit("0x608000088ac0"))  // UIView.height >= 44
        guard let guides = try Corpus.load("uikit-logs/04-wtf-custom4-layoutsupport-autoresizing-3char.txt") else { return }
        let gap = try #require(guides.document.indexOfConstraint(reference: "0x128325fd0"))
        #expect(!guides.document.isMadeByUIKit(constraintAt: gap))
    }

    @Test func aDumpSaysWhatItsRootIs() throws {
        let text = """
            {"format": "draft-inspect-dump", "version": 1, "root": "v", "rootKind": "viewControllerView",
             "viewController": "MyApp.LoginViewController",
             "views": [{"id": "v", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}}],
             "constraints": []}
            """
        let document = try DumpReader.read(Array(text.utf8))
        #expect(document.rootKind == .viewControllerView(controllerClass: "MyApp.LoginViewController"))
        let written = DumpWriter.text(document)
        #expect(written.contains("\"rootKind\": \"viewControllerView\""))
        #expect(written.contains("\"viewController\": \"MyApp.LoginViewController\""))
        #expect(try DumpReader.read(Array(written.utf8)).rootKind == document.rootKind)
    }

    @Test func aBadRootKindIsAnErrorWithItsPath() {
        let text = """
            {"format": "draft-inspect-dump", "version": 1, "root": "v", "rootKind": "controller",
             "viewController": "X", "views": [{"id": "v", "class": "UIView"}], "constraints": []}
            """
        #expect {
            try DumpReader.read(Array(text.utf8))
        } throws: { error in
            let messages = (error as? InputError)?.diagnostics.map { "\($0.location) \($0.message)" } ?? []
            return messages.contains { $0.contains("rootKind") && $0.contains("unknown value \"controller\"") }
                && messages.contains { $0.contains("viewController") }
        }
    }

    private func exampleDocument(_ name: String) throws -> LayoutDocument {
        try DumpReader.read(Repository.example(name))
    }
}
