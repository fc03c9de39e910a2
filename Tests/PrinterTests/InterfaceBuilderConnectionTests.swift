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
        #expect(table.contains { $0.hasPrefix("// - view.dataSource holds the owner: not set; a UITableViewController is its own table's") })
    }

    /// Runtime attributes (key-value coding IB applies after loading) are listed on the printed
    /// view with their values, not dropped.
    @Test func runtimeAttributesAreListedWithTheirValues() throws {
        let card = try Self.lines(try Self.document("Tests/Fixtures/Corpus/interface-builder/02-SwiftKickMobile-SwiftMessages-CardView.xib"), .snapkit)
        #expect(card.contains("// - backgroundView.cornerRadius = 15 (a runtime attribute of CornerRoundingView): not set; set it in code where the view is made"))
        let cosmos = try Self.lines(try Self.document("Tests/Fixtures/Corpus/interface-builder/13-evgenyneu-Cosmos-Demo-Main.storyboard"), .draftsman)
        #expect(cosmos.contains { $0.hasPrefix("// - starRatingViewHalf.rating = 3.7 (a runtime attribute of StarRatingView)") })
    }
}
