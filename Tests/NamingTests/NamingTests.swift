import LayoutModel
import Naming
import Testing

@Suite struct NamingTests {
    @Test func identifiersAreSanitised() {
        #expect(SwiftIdentifier.make(from: "sign-in button") == "signInButton")
        #expect(SwiftIdentifier.make(from: "HeaderView") == "headerView")
        #expect(SwiftIdentifier.make(from: "URLField") == "urlField")
        #expect(SwiftIdentifier.make(from: "1st place") == "_1stPlace")
        #expect(SwiftIdentifier.make(from: "default") == "defaultView")
        #expect(SwiftIdentifier.make(from: "self", keywordSuffix: "Label") == "selfLabel")
        #expect(SwiftIdentifier.make(from: "ログイン") == nil)
        #expect(SwiftIdentifier.make(from: "   ") == nil)
        #expect(SwiftIdentifier.make(from: "Título 2") == "titulo2")
        // Letters with no accent to fold are spelled out, not dropped (`Größe` was `groE`).
        #expect(SwiftIdentifier.make(from: "Größe") == "grosse")
        #expect(SwiftIdentifier.make(from: "Łódź søknad") == "lodzSoknad")
        #expect(SwiftIdentifier.make(from: "Œuvre") == "oeuvre")
        #expect(SwiftIdentifier.make(from: "ログイン Größe") == "grosse")
        // A lower-case letter before a word is part of it (the recursive description corpus's
        // "Sent from my iPhone" was `sentFromMyI…`, the phone lost to the word limit).
        #expect(SwiftIdentifier.make(from: "Sent from my iPhone") == "sentFromMyIPhone")
        #expect(SwiftIdentifier.make(from: "eBay") == "eBay")
        #expect(SwiftIdentifier.make(from: "x xAxis") == "xXAxis")
        // The type name of a layout: as it is when it is one, else its words.
        #expect(SwiftIdentifier.typeName(from: "LogoutCell") == "LogoutCell")
        #expect(SwiftIdentifier.typeName(from: "IB Stack View") == "IbStackView")
        #expect(SwiftIdentifier.typeName(from: "2 columns") == nil)
    }

    @Test func classNamesBecomeTypeNames() {
        #expect(TypeName.swiftName(ofClass: "_TtC5MyApp10HeaderView") == "HeaderView")
        #expect(TypeName.swiftName(ofClass: "MyApp.HeaderView") == "HeaderView")
        #expect(TypeName.swiftName(ofClass: "_TtCC5MyApp5Outer5Inner") == "Inner")
        #expect(TypeName.swiftName(ofClass: "UILabel") == "UILabel")
    }

    /// The views a cell's standard style makes are the cell's `textLabel`, `detailTextLabel`
    /// and `imageView` in printers and reports alike; a constraint on one makes the content
    /// view the app's, and its views take their own names (a REPL's edit, then its next tag).
    @Test func aCellStylesViewsAreNamedAsUIKitNamesThem() {
        var cell = View(id: "cell", className: "UITableViewCell", subviews: ["content"])
        cell.properties.cellStyle = "subtitle"
        var document = LayoutDocument(rootID: "cell", views: [
            cell, View(id: "content", className: "UITableViewCellContentView", subviews: ["title", "detail", "icon"]),
            View(id: "title", className: "UILabel", text: "Write a Review"), View(id: "detail", className: "UILabel", text: "App Store"),
            View(id: "icon", className: "UIImageView"),
        ])
        var candidates = NameTable.Candidates(document: document)
        let parts: [ItemID] = ["title", "detail", "icon"]
        #expect(parts.map { NameTable(candidates: candidates).name(of: $0) } == ["textLabel", "detailTextLabel", "imageView"])
        let constraint = Constraint(first: "title", firstAttribute: .height, constant: 30)
        _ = document.appendConstraint(constraint)
        candidates.refresh(constraint.items, in: document)
        #expect(parts.map { NameTable(candidates: candidates).name(of: $0) } == ["writeAReviewLabel", "appStoreLabel", "contentImageView"])
    }

    /// A log shows a cell's content view without its cell, under the window draft-inspect adds:
    /// it is still the cell's `contentView`, not `tableViewCellContentView`.
    @Test func aContentViewWithoutItsCellIsTheContentView() {
        let document = LayoutDocument(rootID: ItemID(LayoutDocument.syntheticRootID), views: [
            View(id: ItemID(LayoutDocument.syntheticRootID), className: "UIWindow", subviews: ["content"]),
            View(id: "content", className: "UITableViewCellContentView", subviews: ["title"]),
            View(id: "title", className: "UILabel"),
        ])
        #expect(NameTable(candidates: NameTable.Candidates(document: document)).name(of: "content") == "contentView")
    }

    /// A name from text ends with the type's word, a text view's with its two, as people name
    /// a `UITextView` (a public log's "This is a test" text view was `thisIsATestView`).
    @Test func aTextViewsNameFromItsTextEndsInTextView() {
        #expect(NameTable.textName("This is a test", typeWords: ["Text", "View"]) == "thisIsATestTextView")
        #expect(NameTable.textName("Notes", typeWords: ["Note", "Text", "View"]) == "notesTextView")
        #expect(NameTable.textName("Sign in", typeWords: ["Label"]) == "signInLabel")
        #expect(NameTable.textName("Welcome", typeWords: ["Banner", "View"]) == "welcomeView")
    }

    @Test func precedenceAndUniqueness() {
        let root: ItemID = "0x1"
        let views = [
            View(id: root, className: "UIView", subviews: ["a", "b", "c", "d", "e", "f", "g"]),
            View(id: "a", className: "UILabel", text: "Sign in"),
            View(id: "b", className: "UILabel", name: "signInLabel"),
            View(id: "c", className: "UIStackView"),
            View(id: "d", className: "UIStackView"),
            View(id: "e", className: "_TtC5MyApp10HeaderView"),
            View(id: "f", className: "UIButton", accessibilityIdentifier: "view"),
            View(id: "g", className: "UIView"),
        ]
        let guides = [
            Guide(id: "s", owner: "a", kind: .safeArea), Guide(id: "m", owner: root, kind: .layoutMargins),
            Guide(id: "r", owner: "e", kind: .readableContent), Guide(id: "k", owner: root, kind: .keyboard),
            Guide(id: "x", owner: root, kind: .custom, identifier: "content area"), Guide(id: "y", owner: root, kind: .custom),
        ]
        let document = LayoutDocument(rootID: root, views: views, guides: guides)
        let names = NameTable(document: document, tags: ["g": "apply", "d": "class"], reserved: ["apply"])
        #expect(names.name(of: root) == "view")
        #expect(names.name(of: "b") == "signInLabel")
        #expect(names.name(of: "a") == "signInLabel2")
        #expect(names.name(of: "c") == "stackView", "one generic stack: no number")
        #expect(names.name(of: "d") == "classView")
        #expect(names.name(of: "e") == "headerView")
        #expect(names.name(of: "f") == "view2")
        #expect(names.name(of: "g") == "apply2")
        #expect(names.name(of: "s") == "signInLabel2.safeAreaLayoutGuide")
        #expect(names.name(of: "m") == "view.layoutMarginsGuide")
        #expect(names.name(of: "r") == "headerView.readableContentGuide")
        #expect(names.name(of: "k") == "view.keyboardLayoutGuide")
        #expect(names.name(of: "x") == "contentArea")
        #expect(names.name(of: "y") == "layoutGuide1")
        #expect(names.displayName(of: "nope") == "<nope>")
    }

    /// A button's title is its `UIButtonLabel`'s text, an app's button's too when the input
    /// records that it is one (`baseClass = UIButton`, a public Cycript paste of a login
    /// screen); a view of another class holding such a label shows none.
    @Test func anAppsButtonShowsItsLabelsTitle() {
        var password = View(id: "password", className: "NMPasswordButton", subviews: ["passwordLabel"])
        password.properties.uikitClass = "UIButton"
        var passwordLabel = View(id: "passwordLabel", className: "UIButtonLabel")
        passwordLabel.text = "重设密码"
        var otherLabel = View(id: "otherLabel", className: "UIButtonLabel")
        otherLabel.text = "Other"
        let document = LayoutDocument(rootID: "root", views: [
            View(id: "root", className: "UIView", subviews: ["password", "plain"]),
            password, passwordLabel,
            View(id: "plain", className: "CardView", subviews: ["otherLabel"]), otherLabel,
        ])
        #expect(document.displayedText(of: password) == "重设密码")
        #expect(document.displayedText(ofViewAt: 1) == "重设密码")
        #expect(document.displayedText(of: document.view("plain")!) == nil)
    }
}
