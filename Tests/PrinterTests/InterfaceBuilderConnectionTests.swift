import Foundation
import LayoutModel
import Printer
import Readers
import Testing
import TestSupport

/// Actions and delegate outlets wired as UIKit code does, in every target; what code cannot do
/// where the scene did (segues, outlets to constraints) listed, never dropped.
@Suite struct InterfaceBuilderConnectionTests {
    static func document(_ file: String, layout: String? = nil) throws -> LayoutDocument {
        let bytes = try #require(FileManager.default.contents(atPath: Repository.path(file)))
        let layouts = try DocumentLoader.loadAll(Array(bytes)).layouts
        return try #require(layout.map { name in layouts.first { $0.name == name } } ?? layouts.first).loaded.document
    }

    static func lines(_ document: LayoutDocument, _ target: PrintTarget) throws -> [String] {
        try target.print(document, options: PrintOptions(declarations: true)).text
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func theReaderTakesActionsWithTheirEventsAndArity() throws {
        let document = try Self.document("Tests/Fixtures/InterfaceBuilder/connections.storyboard")
        let connections = document.connections
        #expect(connections.actions.map(\.selector) == ["nameChanged:", "digitTapped:", "digitTapped:", "digitTapped:", "equalsTapped", "clearTapped:forEvent:"])
        #expect(connections.actions.first == ControlAction(source: "Kpd-Tf-001", selector: "nameChanged:", event: "editingChanged", target: .owner))
        #expect(connections.outlets == [ViewOutlet(source: "Kpd-Tf-001", property: "delegate", destination: .owner)])
        #expect(connections.listed.map(\.kind) == ["outlet"])
    }

    @Test(arguments: PrintTarget.allCases)
    func everyTargetWiresTheActionsAndTheDelegate(target: PrintTarget) throws {
        let lines = try Self.lines(try Self.document("Tests/Fixtures/InterfaceBuilder/connections.storyboard"), target)
        for expected in [
            "nameField.addTarget(self, action: #selector(nameChanged(_:)), for: .editingChanged)",
            "sevenButton.addTarget(self, action: #selector(digitTapped(_:)), for: .touchUpInside)",
            "equalsButton.addTarget(self, action: #selector(equalsTapped), for: .touchUpInside)",
            "cButton.addTarget(self, action: #selector(clearTapped(_:forEvent:)), for: .touchUpInside)",
            "nameField.delegate = self",
            "@objc func digitTapped(_ sender: UIButton) {}",
            "@objc func equalsTapped() {}",
            "@objc func clearTapped(_ sender: UIButton, forEvent event: UIEvent) {}",
            "// - outlet keypadHeight holds the constraint Kpd-Ct-006: not declared; keep the constraint the code creates in a property of that name",
        ] {
            #expect(lines.contains(expected), "\(target): \(expected)")
        }
        let owner = target == .draftsman ? "KeypadViewController" : "PrintedLayout"
        #expect(lines.contains("extension \(owner): UITextFieldDelegate {}"), "\(target)")
        if target != .draftsman { #expect(lines.contains("final class PrintedLayout: NSObject {")) }
        #expect(lines.filter { $0.contains("@objc func digitTapped") }.count == 1, "one method for three buttons")
    }

    /// A table's data source and delegate, a segue: from the corpus.
    @Test func dataSourcesGetTheirRequiredMethodsAndSeguesAreListed() throws {
        let file = "Tests/Fixtures/Corpus/interface-builder/29-AnarBagirovPortfolio-FoodLook-iOS-Main.storyboard"
        let login = try Self.lines(try Self.document(file, layout: "LoginViewController"), .anchors)
        #expect(login.contains("button1.addTarget(self, action: #selector(loginButtonClicked(_:)), for: .touchUpInside)"))
        #expect(login.contains { $0.hasPrefix("// - show segue \"GoToTabView\" from the controller") })
        let table = try Self.lines(try Self.document(file, layout: "RestaurantRxViewController"), .draftsman)
        #expect(login.contains("// What Interface Builder sets up that this code does not:"))
        #expect(table.contains { $0.hasPrefix("// - view.register(RestaurantCell.self, forCellReuseIdentifier: \"restaurant\"): a prototype cell") })
        #expect(table.contains { $0.hasPrefix("// - view.dataSource and view.delegate hold the owner: not set; a UITableViewController is its own table's") })
        #expect(!table.contains { $0.contains("view.delegate holds") }, "the pair is listed once")
    }

    /// Runtime attributes (key-value coding IB applies after loading) are set in code: layer
    /// properties by assignment, the app's own by `setValue(_:forKeyPath:)`, as IB does.
    @Test func runtimeAttributesAreSetOnTheirViews() throws {
        let card = try Self.lines(try Self.document("Tests/Fixtures/Corpus/interface-builder/02-SwiftKickMobile-SwiftMessages-CardView.xib"), .snapkit)
        #expect(card.contains("backgroundView.setValue(15, forKeyPath: \"cornerRadius\")"))
        #expect(card.contains("view.setValue(true, forKeyPath: \"collapseLayoutMarginAdditions\")"), "the root's own")
        let cosmos = try Self.lines(try Self.document("Tests/Fixtures/Corpus/interface-builder/13-evgenyneu-Cosmos-Demo-Main.storyboard"), .draftsman)
        #expect(cosmos.contains("starRatingViewHalf.setValue(3.7, forKeyPath: \"rating\")"))
    }

    @Test func theReaderTypesEveryRuntimeAttribute() throws {
        let document = try Self.document(Self.photos)
        let values = Dictionary(uniqueKeysWithValues: document.connections.runtimeAttributes.map { ($0.keyPath, $0.value) })
        #expect(values["layer.cornerRadius"] == .number(12))
        #expect(values["layer.masksToBounds"] == .boolean(true))
        #expect(values["layer.borderColor"] == .color(.components(red: 0.20000000298023224, green: 0.40000000596046448, blue: 0.60000002384185791, alpha: 1, space: "sRGB")))
        #expect(values["highlightColor"] == .color(.system("systemBlue")))
        #expect(values["caption"] == .localizedString("Sunset"))
        #expect(values["anchor"] == .point(x: 0.5, y: 1))
        #expect(values["shadowSize"] == .size(width: 0, height: 2))
        #expect(values["insetRect"] == .rect(Rect(x: 4, y: 4, width: 8, height: 8)))
        #expect(values["highlightedRange"] == .range(location: 2, length: 5))
        #expect(values["badgeImage"] == .image("star"))
        #expect(values["placeholderImage"] == .nil)
        #expect(values.count == 15)
    }

    @Test(arguments: PrintTarget.allCases)
    func everyTargetSetsRuntimeAttributesAsCode(target: PrintTarget) throws {
        let lines = try Self.lines(try Self.document(Self.photos), target)
        for expected in [
            "photoView.layer.cornerRadius = 12",
            "photoView.layer.masksToBounds = true",
            "card.layer.borderWidth = 0.5",
            "card.layer.borderColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).cgColor",
            "card.setValue(3.5, forKeyPath: \"elevation\")",
            "card.setValue(NSLocalizedString(\"Sunset\", comment: \"\"), forKeyPath: \"caption\")",
            "card.setValue(UIColor.systemBlue, forKeyPath: \"highlightColor\")",
            "card.setValue(CGPoint(x: 0.5, y: 1), forKeyPath: \"anchor\")",
            "card.setValue(CGSize(width: 0, height: 2), forKeyPath: \"shadowSize\")",
            "card.setValue(CGRect(x: 4, y: 4, width: 8, height: 8), forKeyPath: \"insetRect\")",
            "card.setValue(NSRange(location: 2, length: 5), forKeyPath: \"highlightedRange\")",
            "card.setValue(UIImage(named: \"star\"), forKeyPath: \"badgeImage\")",
            "card.setValue(nil, forKeyPath: \"placeholderImage\")",
        ] {
            #expect(lines.contains(expected), "\(target): \(expected)")
        }
    }

    /// Each recognizer made, configured and added to its view, in the order the view adds them;
    /// the one an outlet holds is a property of that name.
    @Test(arguments: PrintTarget.allCases)
    func everyTargetCreatesAndAddsTheGestureRecognizers(target: PrintTarget) throws {
        let lines = try Self.lines(try Self.document(Self.photos), target)
        let expected = [
            "doubleTap.addTarget(self, action: #selector(zoom(_:)))",
            "doubleTap.numberOfTapsRequired = 2",
            "doubleTap.delegate = self",
            "photoView.addGestureRecognizer(doubleTap)",
            "let savePress = UILongPressGestureRecognizer(target: self, action: #selector(savePhoto(_:)))",
            "savePress.minimumPressDuration = 1",
            "photoView.addGestureRecognizer(savePress)",
            "let photoViewPinch = UIPinchGestureRecognizer(target: self, action: #selector(pinched(_:)))",
            "photoView.addGestureRecognizer(photoViewPinch)",
            "let cardPan = UIPanGestureRecognizer(target: self, action: #selector(dragged(_:)))",
            "cardPan.maximumNumberOfTouches = 2",
            "cardPan.cancelsTouchesInView = false",
            "card.addGestureRecognizer(cardPan)",
            "let flipTap = UITapGestureRecognizer(target: card, action: #selector(CardView.flip(_:)))",
            "card.addGestureRecognizer(flipTap)",
            "let viewSwipe = UISwipeGestureRecognizer(target: self, action: #selector(nextPhoto))",
            "viewSwipe.direction = .left",
            "view.addGestureRecognizer(viewSwipe)",
            "let viewEdgePan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(goBack(_:)))",
            "viewEdgePan.edges = .left",
            "view.addGestureRecognizer(viewEdgePan)",
        ]
        let start = try #require(lines.firstIndex(of: expected[0]), "\(target)")
        #expect(Array(lines[start..<min(start + expected.count, lines.count)]) == expected, "\(target)")
        #expect(lines.contains("let doubleTap = UITapGestureRecognizer()"), "\(target)")
        #expect(lines.contains("@objc func savePhoto(_ sender: UILongPressGestureRecognizer) {}"), "\(target)")
        let owner = target == .draftsman ? "PhotoViewController" : "PrintedLayout"
        #expect(lines.contains("extension \(owner): UIGestureRecognizerDelegate {}"), "\(target)")
    }

    /// An action to the first responder goes up the responder chain (a nil target, the selector
    /// named, no method declared); one to an app's view goes to that view's method, declared once
    /// for the button and the recognizer that both send it.
    @Test(arguments: PrintTarget.allCases)
    func actionsReachTheFirstResponderAndViews(target: PrintTarget) throws {
        let lines = try Self.lines(try Self.document(Self.photos), target)
        #expect(lines.contains("doneButton.addTarget(nil, action: Selector((\"resignFirstResponder\")), for: .touchUpInside)"), "\(target)")
        #expect(!lines.contains { $0.contains("func resignFirstResponder") }, "\(target)")
        #expect(lines.contains("doneButton.addTarget(card, action: #selector(CardView.flip(_:)), for: .touchUpInside)"), "\(target)")
        let stub = try #require(lines.firstIndex(of: "extension CardView {"), "\(target)")
        #expect(lines[stub + 1] == "@objc func flip(_ sender: Any) {}", "\(target)")
        #expect(lines[stub + 2] == "}", "\(target)")
    }

    /// A recognizer cannot reach the first responder (UIKit takes no nil target for one): its
    /// action is listed; one to a view of UIKit's class names the selector, as for a control.
    @Test func aRecognizerToTheFirstResponderIsListed() throws {
        var document = try Self.document(Self.photos)
        let flip = try #require(document.connections.gestures.firstIndex { $0.id == "Pht-Gf-001" })
        document.connections.gestures[flip].actions = [
            GestureRecognizer.Action(selector: "copy:", target: .firstResponder),
            GestureRecognizer.Action(selector: "becomeFirstResponder", target: .view("Pht-Bt-001")),
        ]
        let lines = try Self.lines(document, .anchors)
        #expect(lines.contains("// - flipTap sends copy: to the first responder: not wired (a recognizer sends nothing to a nil target)"))
        #expect(lines.contains("let flipTap = UITapGestureRecognizer(target: doneButton, action: Selector((\"becomeFirstResponder\")))"))
    }

    /// A recognizer no view adds (left behind in a scene) is listed, not made.
    @Test func aRecognizerNoViewAddsIsListed() throws {
        let file = "Tests/Fixtures/InterfaceBuilder/gestures-attributes.storyboard"
        var document = try Self.document(file)
        document.connections.gestures[0].view = nil
        document.connections.gestures[0].outlet = nil
        let lines = try Self.lines(document, .anchors)
        #expect(lines.contains("// - UITapGestureRecognizer (Pht-Gt-001) is not created: no view adds it in the input"))
        #expect(!lines.contains { $0.contains("zoom") })
    }

    /// A static cell's switch sends to its table's controller, which the cell's own layout does
    /// not print: listed under the switch's name (the controller's outlet), the controller by its class.
    @Test func anActionOutsideTheLayoutSaysWhereItGoes() throws {
        let cell = try Self.lines(try Self.document("Tests/Fixtures/InterfaceBuilder/static-cells.storyboard", layout: "tableViewCell"), .anchors)
        #expect(cell.contains("let timelineSortOrderSwitch = UISwitch()"))
        #expect(cell.contains("// - timelineSortOrderSwitch sends switchTimelineOrder: for valueChanged to the scene's SettingsViewController (Stc-VC-001), outside this layout: not wired"))
        #expect(!cell.contains { $0.contains("addTarget") })
        // The controller's outlet to that switch says which layout declares it.
        let controller = try Self.lines(try Self.document("Tests/Fixtures/InterfaceBuilder/static-cells.storyboard"), .anchors)
        #expect(controller.contains("// - outlet timelineSortOrderSwitch holds a UISwitch (Stc-Sw-001) in the cell Stc-Ce-001, which is printed as a layout of its own: not declared here; reach it through that cell"))
    }

    static let photos = "Tests/Fixtures/InterfaceBuilder/gestures-attributes.storyboard"
}
