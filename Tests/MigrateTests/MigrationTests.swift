import Foundation
import LayoutModel
@testable import Migrate
import Printer
import Readers
import TextDiff
import SwiftParser
import SwiftSyntax
import Testing
import TestSupport

/// `migrate` on the pairs of Tests/Fixtures/Migrate: every class migrated, its connected
/// outlets properties of the same names, no `@IBOutlet`/`@IBAction` left for what the layout
/// connects, every function kept, the file parsing, and nothing changed outside the edits.
@Suite struct MigrationTests {
    @Test(arguments: MigrationFixture.all)
    func migratesTheClass(_ fixture: MigrationFixture) throws {
        let migration = try fixture.migration()
        let migrated = migration.outcomes.filter { if case .migrated = $0.status { true } else { false } }
        #expect(migrated.count == 1, "\(migration.outcomes.map { "\($0.className): \($0.status)" })")
        #expect(migration.changed.count == 1)
    }

    @Test(arguments: MigrationFixture.all)
    func outletsBecomePropertiesOfTheSameNames(_ fixture: MigrationFixture) throws {
        let scene = try #require(fixture.scenes().first { $0.className != nil })
        let (old, new) = try texts(fixture)
        let tree = Parser.parse(source: new)
        let properties = Declared(tree)
        var connected = scene.connectedOutlets.union(scene.document.outletAliases.map(\.property))
        // An outlet to a constraint stays: the printed layout does not keep its constraints.
        connected.subtract(constraintOutlets(old))
        #expect(!connected.isEmpty)
        for name in connected {
            #expect(properties.plain.contains(name), "\(name) is not a plain property of the migrated class")
            #expect(!properties.outlets.contains(name), "\(name) is still an @IBOutlet")
        }
        let wired = scene.document.connections.actions.filter { $0.target == .owner }.map(\.selector)
        for selector in wired {
            #expect(!properties.actions.contains(selector), "\(selector) is still an @IBAction")
        }
    }

    @Test(arguments: MigrationFixture.all)
    func keepsEveryFunctionAndParses(_ fixture: MigrationFixture) throws {
        let (old, new) = try texts(fixture)
        let tree = Parser.parse(source: new)
        #expect(!tree.hasError, "the migrated file does not parse")
        let before = Declared(Parser.parse(source: old)).functions
        let after = Declared(tree).functions
        // awakeFromNib's code moves into the initializer: UIKit calls it only for nibs.
        #expect(before.subtracting(after).subtracting(["awakeFromNib()"]).isEmpty, "lost \(before.subtracting(after))")
    }

    /// Every line the migration removes is an outlet, an action's attribute, the class's
    /// opening (a protocol added), `awakeFromNib()` or a use of an outlet that loses its `?`
    /// or `!`; everything else is kept byte for byte.
    @Test(arguments: MigrationFixture.all)
    func changesNothingOutsideItsEdits(_ fixture: MigrationFixture) throws {
        let (old, new) = try texts(fixture)
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        var inAwake = false
        var awakeDepth = 0
        for step in EditScript.steps(from: oldLines, to: newLines) {
            switch step {
            case .same, .insert:
                if step == .same { index += 1 }
            case .delete:
                let line = oldLines[index]
                if line.contains("func awakeFromNib()") { inAwake = true }
                // A use of an outlet no longer optional loses its `?` or `!`, and nothing else.
                let unwrapped = line.replacingOccurrences(of: "?.", with: ".").replacingOccurrences(of: "!.", with: ".")
                let allowed = inAwake || line.contains("@IBOutlet") || line.contains("@IBAction") || line.contains("class ")
                    || line.allSatisfy(\.isWhitespace) || (unwrapped != line && newLines.contains(Substring(unwrapped)))
                #expect(allowed, "removed line \(index + 1): \(line)")
                if inAwake {
                    awakeDepth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
                    if awakeDepth == 0 && line.contains("}") { inAwake = false }
                }
                index += 1
            }
        }
    }

    @Test func aClassNotFoundIsReportedAndNothingChanges() throws {
        let fixture = MigrationFixture(folder: "keypad")
        let other = SwiftSource(path: "Other.swift", bytes: Array("import UIKit\n\nclass Other: UIViewController {}\n".utf8))
        let migration = try Migration(scenes: fixture.scenes(), sources: [other], target: .draftsman)
        #expect(migration.outcomes.map(\.status) == [.notFound])
        #expect(migration.changed.isEmpty)
    }

    @Test func aClassDeclaredTwiceIsLeftUntouched() throws {
        let fixture = MigrationFixture(folder: "stack-adder")
        let sources = try fixture.sources()
        let copy = SwiftSource(path: "Copy.swift", bytes: sources[0].bytes)
        let migration = try Migration(scenes: fixture.scenes(), sources: sources + [copy], target: .draftsman)
        let reason = try #require(refusal(of: migration))
        #expect(reason.contains("declared 2 times"))
        #expect(reason.contains("Copy.swift:"))
        #expect(migration.changed.isEmpty)
    }

    @Test func aTakenNameLeavesTheClassUntouched() throws {
        let fixture = MigrationFixture(folder: "stack-adder")
        var text = String(decoding: try fixture.sources()[0].bytes, as: UTF8.self)
        text = text.replacingOccurrences(of: "private var added = 0", with: "private var added = 0\n    var addButton: UIButton?")
        let source = SwiftSource(path: "StackViewController.swift", bytes: Array(text.utf8))
        let migration = try Migration(scenes: fixture.scenes(), sources: [source], target: .draftsman)
        let reason = try #require(refusal(of: migration))
        #expect(reason.contains("already has a member addButton"))
        #expect(migration.changed.isEmpty)
    }

    /// Modelled on NetNewsWire's AddFolderViewController (iOS/Add, MIT): outlets to a bar button
    /// item and an action it sends, which a scene's layout does not make.
    @Test func outletsAndActionsOfObjectsOutsideTheLayoutLeaveTheClassUntouched() throws {
        let fixture = MigrationFixture(folder: "stack-adder")
        var text = String(decoding: try fixture.sources()[0].bytes, as: UTF8.self)
        text = text.replacingOccurrences(of: "private var added = 0", with: """
            private var added = 0
                @IBOutlet private weak var doneButton: UIBarButtonItem!

                @IBAction func cancel(_ sender: Any) {
                    dismiss(animated: true)
                }
            """)
        let source = SwiftSource(path: "StackViewController.swift", bytes: Array(text.utf8))
        let migration = try Migration(scenes: fixture.scenes(), sources: [source], target: .draftsman)
        let reason = try #require(refusal(of: migration))
        #expect(reason.contains("doneButton, cancel(_:) are outlets or actions of objects the layout does not make"))
        #expect(migration.changed.isEmpty)
    }

    /// NetNewsWire's classes (MIT) are indented with tabs; the printed code's steps become tabs.
    @Test func aTabIndentedClassKeepsItsTabs() throws {
        let fixture = MigrationFixture(folder: "table-cell")
        let original = String(decoding: try fixture.sources()[0].bytes, as: UTF8.self)
        let tabbed = original.split(separator: "\n", omittingEmptySubsequences: false).map { (line: Substring) -> String in
            let spaces = line.prefix { $0 == " " }.count
            return String(repeating: "\t", count: spaces / 4) + String(line.dropFirst(spaces / 4 * 4))
        }.joined(separator: "\n")
        let source = SwiftSource(path: "TableViewCell.swift", bytes: Array(tabbed.utf8))
        let migration = try Migration(scenes: fixture.scenes(), sources: [source], target: .draftsman)
        let new = String(decoding: try #require(migration.changed.first).bytes, as: UTF8.self)
        #expect(new.contains("\n\t@LayoutPlan\n\tvar contentViewPlan: ViewPlan {\n\t\t"))
        #expect(new.contains("\n\t\tsuper.init(style: style, reuseIdentifier: reuseIdentifier)\n"))
        #expect(!new.split(separator: "\n").contains { $0.hasPrefix("\t ") || $0.hasPrefix(" ") })
    }

    @Test func anActionsSwiftLabelsReplaceThePrintersGuess() throws {
        let (_, new) = try texts(MigrationFixture(folder: "translate"))
        #expect(new.contains("#selector(onTranslateTap(sender:))"))
        #expect(!new.contains("#selector(onTranslateTapWithSender"))
    }

    @Test func theClassKeepsTwoSpaceIndentation() throws {
        let (_, new) = try texts(MigrationFixture(folder: "translate"))
        #expect(new.contains("\n  @LayoutPlan\n  var viewPlan: ViewPlan {\n    inputTextView.drf\n      .height"))
    }

    @Test func outletsNoLongerOptionalAreNotUnwrapped() throws {
        let (_, new) = try texts(MigrationFixture(folder: "profile-card"))
        #expect(new.contains("        nameLabel.text = name + \" ✓\"\n        self.shadowHost.layer.shadowOpacity = 0.4\n"))
    }

    /// Charts' demo XIBs: the File's Owner's `view` outlet makes the XIB its controller's view.
    @Test func aXIBsFilesOwnerIsTheClassMigrated() throws {
        let fixture = MigrationFixture(folder: "files-owner")
        let scene = try #require(try fixture.scenes().first)
        #expect(scene.className == "LineChartViewController")
        let migration = try fixture.migration()
        #expect(migration.outcomes.map(\.status) == [.migrated(notes: [])])
        let (_, new) = try texts(fixture)
        #expect(new.contains("#if canImport(UIKit)\n    import UIKit\n#endif\nimport Draftsman\n"))
        #expect(new.contains("class LineChartViewController: DemoBaseViewController, Planned {"))
    }

    /// The superclass declares `optionsButton` and the action: the layout's button no outlet
    /// names takes the next free name, and the inherited action is wired as it is.
    @Test func aNameTheSuperclassHasIsNotTakenAgain() throws {
        let (_, new) = try texts(MigrationFixture(folder: "files-owner"))
        #expect(new.contains("    let optionsButton2 = UIButton()\n"))
        #expect(!new.contains("let optionsButton ="))
        #expect(new.contains("optionsButton2.addTarget(self, action: #selector(optionsButtonTapped(_:)), for: .touchUpInside)"))
    }

    @Test func anOutletTheSuperclassDeclaresLeavesTheClassUntouched() throws {
        let fixture = MigrationFixture(folder: "files-owner")
        var sources = try fixture.sources()
        let base = try #require(sources.firstIndex { $0.path.hasSuffix("DemoBaseViewController.swift") })
        let text = String(decoding: sources[base].bytes, as: UTF8.self).replacingOccurrences(of: "var options:", with: "var sliderX: UISlider?\n    var options:")
        sources[base] = SwiftSource(path: sources[base].path, bytes: Array(text.utf8))
        let clean = String(decoding: sources[1 - base].bytes, as: UTF8.self).replacingOccurrences(of: "    @IBOutlet var sliderX: UISlider!\n", with: "")
        sources[1 - base] = SwiftSource(path: sources[1 - base].path, bytes: Array(clean.utf8))
        let migration = try Migration(scenes: fixture.scenes(), sources: sources, target: .draftsman)
        let reason = try #require(refusal(of: migration))
        #expect(reason.contains("its superclass DemoBaseViewController already has a member sliderX"))
        #expect(migration.changed.isEmpty)
    }

    /// SwiftMessages' CardView.xib (Tests/Fixtures/Corpus): the other targets print a custom
    /// view's layout as an object that makes the view, which has no place in its class.
    @Test(arguments: PrintTarget.allCases.filter { $0 != .draftsman })
    func aCustomViewWithAnotherTargetIsLeftUntouchedWithTheReason(_ target: PrintTarget) throws {
        let file = Repository.fixtures("Corpus/interface-builder/02-SwiftKickMobile-SwiftMessages-CardView.xib")
        let scenes = try DocumentLoader.loadAll([UInt8](try Data(contentsOf: file))).layouts.map {
            MigrationScene(heading: $0.name, location: file.lastPathComponent, document: $0.loaded.document)
        }
        let source = SwiftSource(path: "MessageView.swift", bytes: Array("import UIKit\n\nclass MessageView: UIView {}\n".utf8))
        let migration = Migration(scenes: scenes, sources: [source], target: target)
        #expect(migration.outcomes.map(\.status) == [.refused(
            "--target \(target.rawValue) prints a custom view's layout as a PrintedLayout object that makes the view (`let view = MessageView()`), not as code of MessageView itself, so nothing of it goes in the class; migrate it with --target draftsman (controllers and cells migrate with every target)")])
        #expect(migration.changed.isEmpty)
    }

    @Test func callersAreListed() throws {
        let migration = try MigrationFixture(folder: "profile-card").migration()
        #expect(migration.callers.map(\.call) == [#"storyboard.instantiateViewController(withIdentifier: "profile")"#])
        #expect(migration.callers.first?.location.hasSuffix("ProfileViewController.swift:26:9") == true)
    }

    @Test func objectiveCSelectors() {
        func selector(_ declaration: String) -> String {
            let function = Parser.parse(source: declaration).statements.first!.item.as(FunctionDeclSyntax.self)!
            return ClassRewrite.objectiveCSelector(function)
        }
        #expect(selector("func tapped() {}") == "tapped")
        #expect(selector("func tapped(_ sender: UIButton) {}") == "tapped:")
        #expect(selector("func signIn(sender: UIButton) {}") == "signInWithSender:")
        #expect(selector("func tapped(_ sender: UIButton, forEvent event: UIEvent) {}") == "tapped:forEvent:")
        #expect(ClassRewrite.printedSelector("tapped:forEvent:") == "tapped(_:forEvent:)")
        #expect(ClassRewrite.printedSelector("tapped:") == "tapped(_:)")
    }

    private func texts(_ fixture: MigrationFixture) throws -> (String, String) {
        let migration = try fixture.migration()
        let changed = try #require(migration.changed.first)
        return (String(decoding: changed.source.bytes, as: UTF8.self), String(decoding: changed.bytes, as: UTF8.self))
    }

    private func constraintOutlets(_ text: String) -> Set<String> {
        Set(Declared(Parser.parse(source: text)).outletTypes.filter { $0.value.contains("NSLayoutConstraint") }.keys)
    }
}

/// The members of the classes in a file: properties (with or without `@IBOutlet`), the
/// Objective-C selectors of `@IBAction` methods, and every function's Swift name.
private final class Declared: SyntaxVisitor {
    var plain: Set<String> = []
    var outlets: Set<String> = []
    var outletTypes: [String: String] = [:]
    var actions: Set<String> = []
    var functions: Set<String> = []

    init(_ tree: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        if ClassRewrite.has(node.attributes, "IBOutlet") {
            outlets.formUnion(names)
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    outletTypes[name] = binding.typeAnnotation?.type.trimmedDescription ?? ""
                }
            }
        } else {
            plain.formUnion(names)
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.insert(ClassRewrite.selector(node) + (node.signature.parameterClause.parameters.isEmpty ? "()" : ""))
        if ClassRewrite.has(node.attributes, "IBAction") { actions.insert(ClassRewrite.objectiveCSelector(node)) }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.insert(PrintedClass.selector(node.signature))
        return .skipChildren
    }
}

/// Why `migration` left its first class untouched; nil when it did not.
private func refusal(of migration: Migration) -> String? {
    guard case let .refused(reason) = migration.outcomes.first?.status else { return nil }
    return reason
}
