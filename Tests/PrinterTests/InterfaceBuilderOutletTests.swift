import Foundation
import LayoutModel
import Naming
import Printer
import Readers
import Testing
import TestSupport

/// Outlets name the views: printed code that replaces a scene keeps the properties the app's
/// code uses, in every target, and an outlet collection is an array of its views in IB's order.
@Suite struct InterfaceBuilderOutletTests {
    static let keypad = "Tests/Fixtures/InterfaceBuilder/connections.storyboard"

    static func layouts(_ file: String) throws -> [LoadedLayout] {
        let bytes = try #require(FileManager.default.contents(atPath: Repository.path(file)))
        return try DocumentLoader.loadAll(Array(bytes)).layouts
    }

    static func lines(_ document: LayoutDocument, _ target: PrintTarget) throws -> [String] {
        try target.print(document, options: PrintOptions(declarations: true)).text
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// An outlet named as a table view cell's own `textLabel` (cwa-app-ios's cells): IB's
    /// key-value coding makes the XIB's label the cell's `textLabel`, which Swift cannot assign,
    /// so the label keeps its own name and the printed cell answers `textLabel` with it.
    @Test(arguments: PrintTarget.allCases)
    func anOutletNamedAsTheCellsOwnLabelIsWhatTheCellAnswers(target: PrintTarget) throws {
        let document = try #require(try Self.layouts("Tests/Fixtures/InterfaceBuilder/preserved-margins-cell.xib").first).loaded.document
        #expect(document.view("Pmc-Lb-003")?.outlet == "textLabel")
        let lines = try Self.lines(document, target)
        #expect(lines.contains("let noticeLabel = UILabel()"), "\(target)")
        #expect(lines.contains("override var textLabel: UILabel? { noticeLabel }"), "\(target)")
    }

    /// A XIB whose File's Owner connects `view` is that controller's view: the controller is
    /// printed, as for a storyboard scene (Charts' demo XIBs).
    @Test func aXIBsFilesOwnerWithAViewOutletIsTheController() throws {
        let layout = try #require(try Self.layouts("Tests/Fixtures/Migrate/files-owner/LineChartViewController.xib").first)
        #expect(layout.loaded.document.rootKind == .viewControllerView(controllerClass: "LineChartViewController"))
        #expect(layout.id == "Lc1-Vw-001")
        #expect(layout.name == "LineChartViewController")
        #expect(layout.loaded.document.connections.actions.map(\.target) == [.owner, .owner])
        let lines = try Self.lines(layout.loaded.document, .draftsman)
        #expect(lines.contains("final class LineChartViewController: UIViewController, Planned {"))
        #expect(lines.contains("override func viewDidLoad() {"))
    }

    @Test func theReaderTakesTheControllersOutletsAndCollections() throws {
        let document = try #require(try Self.layouts(Self.keypad).first).loaded.document
        #expect(document.view("Kpd-Lb-001")?.outlet == "displayLabel")
        #expect(document.view("Kpd-Tf-001")?.outlet == "nameField")
        #expect(document.view("Kpd-Sk-001")?.outlet == "keypad")
        // A delegate outlet of a view is no name of the controller's; the collection's members
        // are named by their titles.
        #expect(document.views.compactMap(\.outlet).sorted() == ["displayLabel", "keypad", "nameField"])
        #expect(document.outletCollections == [OutletCollection(property: "digitButtons", views: ["Kpd-Bt-009", "Kpd-Bt-007", "Kpd-Bt-008"])])
    }

    @Test(arguments: PrintTarget.allCases)
    func everyTargetDeclaresTheOutletsAndTheCollection(target: PrintTarget) throws {
        let document = try #require(try Self.layouts(Self.keypad).first).loaded.document
        let lines = try Self.lines(document, target)
        for expected in [
            "let displayLabel = UILabel()", "let nameField = UITextField()", "let keypad = UIStackView()",
            "let digitsRow = UIStackView()", "let sevenButton = UIButton(type: .system)", "let equalsButton = UIButton(type: .system)",
            "private(set) var digitButtons: [UIButton] = []", "digitButtons = [nineButton, sevenButton, eightButton]",
        ] {
            #expect(lines.contains(expected), "\(target): \(expected)")
        }
    }

    /// An outlet keeps the app's spelling when it is an identifier already: RxSwift's
    /// `URLOutlet` (never-seen corpus, worked share) was printed as `urlOutlet`, a property the
    /// app's code does not have.
    @Test(arguments: PrintTarget.allCases)
    func anOutletKeepsTheAppsSpelling(target: PrintTarget) throws {
        let bytes = try #require(FileManager.default.contents(atPath: Repository.path(Self.keypad)))
        let renamed = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "property=\"displayLabel\"", with: "property=\"URLLabel\"")
        let document = try #require(try DocumentLoader.loadAll(Array(renamed.utf8)).layouts.first).loaded.document
        #expect(document.view("Kpd-Lb-001")?.outlet == "URLLabel")
        let lines = try Self.lines(document, target)
        #expect(lines.contains("let URLLabel = UILabel()"), "\(target)")
    }

    /// An outlet named as SwiftLayout's own members (`layout`, `activation`; SwiftMessages' demo
    /// theme cell has a segmented control called `layout`) keeps its name: the printed layout
    /// property and its activation take others.
    @Test func anOutletNamedLayoutKeepsItsNameInSwiftLayout() throws {
        let bytes = try #require(FileManager.default.contents(atPath: Repository.path(Self.keypad)))
        let renamed = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "property=\"displayLabel\"", with: "property=\"layout\"")
        let document = try #require(try DocumentLoader.loadAll(Array(renamed.utf8)).layouts.first).loaded.document
        let lines = try Self.lines(document, .swiftlayout)
        #expect(lines.contains("let layout = UILabel()"))
        #expect(lines.contains("var viewLayout: some Layout {"))
        #expect(lines.contains("activation = viewLayout.active()"))
        let plain = try Self.lines(try #require(try Self.layouts(Self.keypad).first).loaded.document, .swiftlayout)
        #expect(plain.contains("var layout: some Layout {") && plain.contains("activation = layout.active()"))
    }

    /// A second outlet of the controller to one view is that view under its other name, in
    /// every target: a computed property, so the app's code keeps both.
    @Test(arguments: PrintTarget.allCases)
    func aSecondOutletToAViewIsAComputedProperty(target: PrintTarget) throws {
        let document = try #require(try Self.layouts("Tests/Fixtures/Migrate/profile-card/Card.storyboard").first).loaded.document
        #expect(document.view("Crd-Vw-001")?.outlet == "cardView")
        #expect(document.outletAliases == [OutletAlias(property: "shadowHost", view: "Crd-Vw-001")])
        let lines = try Self.lines(document, target)
        #expect(lines.contains("let cardView = UIView()"), "\(target)")
        #expect(lines.contains("var shadowHost: UIView { cardView }"), "\(target)")
    }

    /// A tag still wins over an outlet; the outlet's name then goes to no other view.
    @Test func aTagWinsOverAnOutlet() throws {
        let document = try #require(try Self.layouts(Self.keypad).first).loaded.document
        let names = NameTable(document: document, tags: ["Kpd-Lb-001": "resultLabel"])
        #expect(names.name(of: "Kpd-Lb-001") == "resultLabel")
        #expect(names.name(of: "Kpd-Tf-001") == "nameField")
    }

    /// Over every Interface Builder file of the corpus, in every target, each view an outlet of
    /// the layout's owner points at is declared under the outlet's property name.
    @Test(arguments: PrintTarget.allCases)
    func everyCorpusOutletNamesItsView(target: PrintTarget) throws {
        let folder = "Tests/Fixtures/Corpus/interface-builder"
        let files = try FileManager.default.contentsOfDirectory(atPath: Repository.path(folder))
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        var outlets = 0
        for file in files {
            for layout in try Self.layouts("\(folder)/\(file)") {
                let document = layout.loaded.document
                guard let printed = try? Self.lines(document, target) else { continue }
                for view in document.views where view.id != document.rootID {
                    guard let outlet = view.outlet else { continue }
                    outlets += 1
                    #expect(printed.contains { $0.hasPrefix("let \(outlet) = ") }, "\(file) \(layout.name) \(target): \(outlet)")
                }
            }
        }
        // CardView's 6, RxSwift's 8, the calculator's 2, Cosmos's 5, FoodLook's 6, …
        #expect(outlets >= 35)
    }

    /// A calculator's keys are named by what they show, not numbered.
    @Test func keysAreNamedForTheirTitles() throws {
        let document = try #require(try Self.layouts("Tests/Fixtures/Corpus/interface-builder/09-29Oct2001-Calculator-Main.storyboard").first).loaded.document
        let names = NameTable(document: document)
        let keys = document.views.filter { $0.className == "UIButton" }.compactMap { names.name(of: $0.id) }
        #expect(keys == [
            "acButton", "deleteButton", "sevenButton", "eightButton", "nineButton", "divideButton", "fourButton", "fiveButton",
            "sixButton", "multiplyButton", "oneButton", "twoButton", "threeButton", "minusButton", "tenButton", "decimalButton",
            "equalsButton", "plusButton",
        ])
        #expect(names.name(of: "0ve-pQ-M5p") == "number")
        #expect(names.name(of: "Pc7-AB-S8g") == "result")
    }
}
