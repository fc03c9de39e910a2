import Foundation
import Inspector
import LayoutModel
import Readers
import Testing
import TestSupport

/// The hand-written fixtures of Tests/Fixtures/InterfaceBuilder (one construct of the
/// reference each) and the corpus files, through the sniffing loader.
enum InterfaceBuilderFixture {
    static let root = Repository.fixtures("InterfaceBuilder").path

    static func bytes(_ name: String) throws -> [UInt8] {
        let path = root + "/" + name
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        return Array(data)
    }

    static func layouts(_ name: String, traits: SizeClassTraits? = nil) throws -> [LoadedLayout] {
        try DocumentLoader.loadAll(bytes(name), traits: traits).layouts
    }
}

@Suite struct InterfaceBuilderReaderTests {
    typealias Fixture = InterfaceBuilderFixture

    /// A damaged storyboard that lists one scene twice: one layout, and a warning at the second.
    @Test func aSceneListedTwiceIsOneLayout() throws {
        let path = Repository.fixtures("Regressions/interface-builder/duplicate-scene-id.storyboard").path
        let layouts = try DocumentLoader.loadAll(Array(try Data(contentsOf: URL(fileURLWithPath: path)))).layouts
        #expect(layouts.map(\.id) == ["dHR-mS-HCG"])
        let warning = try #require(layouts.first?.loaded.warnings.first { $0.message.contains("used twice") })
        #expect(warning.description == "35:17: the id dHR-mS-HCG is used twice; the second layout is left out (id dHR-mS-HCG)")
    }

    @Test func sniffedByContentNotName() throws {
        #expect(DocumentLoader.sniff(try Fixture.bytes("cells.xib")) == .interfaceBuilder)
        #expect(DocumentLoader.sniff(Array("<?xml version=\"1.0\"?><plist/>".utf8)) == nil)
    }

    @Test func everyCorpusFileReadsWithoutErrors() throws {
        let expected: [String: [String]] = [
            "02": ["Card View"], "05": ["JSQMessagesToolbarContentView"], "06": ["GitHubSignupViewController1"],
            "09": ["ViewController"], "19": ["TableViewCell"], "26": ["ViewController"],
        ]
        for file in Corpus.files(in: "interface-builder") where !file.hasSuffix(".tsv") {
            guard let bytes = Corpus.bytes(file) else { continue }
            let input = try DocumentLoader.loadAll(bytes)
            #expect(input.format == .interfaceBuilder)
            #expect(!input.layouts.isEmpty, "\(file)")
            let number = String(file.split(separator: "/").last!.prefix(2))
            if let names = expected[number] {
                #expect(input.layouts.map(\.name) == names, "\(file)")
            }
            for layout in input.layouts {
                #expect(layout.loaded.warnings.allSatisfy { $0.severity != .error })
                #expect(layout.loaded.positions.items[layout.loaded.document.rootID] != nil)
                #expect(layout.loaded.positions.constraints.count == layout.loaded.document.constraints.count)
            }
        }
    }

    @Test func storyboardScenesAndPrototypeCellsAreLayoutsOfTheirOwn() throws {
        guard let bytes = Corpus.bytes("interface-builder/29-AnarBagirovPortfolio-FoodLook-iOS-Main.storyboard") else { return }
        let layouts = try DocumentLoader.loadAll(bytes).layouts
        let cells = layouts.filter { $0.loaded.document.rootKind == .tableViewCell }
        #expect(!cells.isEmpty)
        for cell in cells {
            let document = cell.loaded.document
            #expect(document.root?.className.isEmpty == false)
            // The cell's content view is its subview, held to the cell's bounds by its mask.
            let content = try #require(document.root?.subviews.first.flatMap(document.view))
            #expect(content.translatesAutoresizingMaskIntoConstraints)
            #expect(content.frame?.width == document.root?.frame?.width)
        }
        // The table view in the scene holds no prototype cell.
        let scene = try #require(layouts.first { $0.loaded.document.rootKind.controllerClass != nil && $0.loaded.document.views.contains { $0.className == "UITableView" } })
        #expect(!scene.loaded.document.views.contains { $0.className.contains("Cell") })
    }

    @Test func xcode4DocumentVersion2() throws {
        let layouts = try Fixture.layouts("xcode4-version2.storyboard")
        #expect(layouts.map(\.name) == ["ListViewController", "Cell"])
        #expect(layouts.map(\.loaded.document.rootKind) == [.viewControllerView(controllerClass: "ListViewController"), .tableViewCell])
        let scene = layouts[0].loaded.document
        #expect(scene.root?.frame == Rect(x: 0, y: 20, width: 320, height: 548))
        // Xcode 4 wrote no frames for Auto Layout subviews: unknown, not zero.
        #expect(scene.view("8")?.frame == nil)
        #expect(scene.root?.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
        #expect(scene.constraints.count == 6)
        // Symbolic spacing keeps its recorded value; between siblings (8) it is UIKit's system
        // spacing, to the superview's edge (20) the constant IB resolved, with a note.
        #expect(scene.constraints.first { $0.id == "16" }?.constant == 8)
        #expect(scene.constraints.filter(\.usesSystemSpacing).compactMap(\.id) == ["16"])
        #expect(scene.constraints.filter { ["14", "15"].contains($0.id) }.map(\.constant) == [20, 20])
        #expect(layouts[0].loaded.warnings.contains { $0.message.contains("2 standard-spacing constraints (14, 15)") })
        // The Xcode 4 content view has no id: it gets one from its cell.
        let cell = layouts[1].loaded.document
        #expect(cell.root?.subviews == ["10.contentView"])
        // A plain `<view key="contentView">` is the cell's content view, not a view inside it.
        #expect(cell.view("10.contentView")?.className == "UITableViewCellContentView")
        #expect(cell.kind(of: "10.contentView") == .cellContentView)
        // Constraints installed on the cell name views inside its content view.
        #expect(cell.constraints.map(\.first) == ["11", "11"])
    }

    @Test func anSFSymbolIsSizedByItsRecordedFrameNotItsDrawing() throws {
        let layout = try #require(try Fixture.layouts("sf-symbol.xib").first)
        // 20×19 at the view's point size; the resources' 128×124 is the symbol's drawing.
        #expect(layout.loaded.document.view("Sym-bb-002")?.intrinsicContentSize == IntrinsicSize(width: 20, height: 19))
        let analysis = LayoutSession(document: layout.loaded.document).analyze()
        #expect(analysis.ambiguities.isEmpty && analysis.misplacements.isEmpty)
    }

    @Test func aStackViewWithMarginsArrangesItsViewsInsideThem() throws {
        let layout = try #require(try Fixture.layouts("stack-margins.xib").first)
        let document = layout.loaded.document
        #expect(document.view("Stk-bb-002")?.stack?.isLayoutMarginsRelativeArrangement == true)
        let analysis = LayoutSession(document: document).analyze()
        #expect(analysis.misplacements.isEmpty && analysis.ambiguities.isEmpty && analysis.conflicts.isEmpty)
        let session = LayoutSession(document: document)
        let bottom = try #require(session.system.index(of: "Bot-dd-004"))
        #expect(session.solvedFrame(ofItem: bottom) == Rect(x: 16, y: 70, width: 288, height: 42))
    }

    @Test func marginsAreInsetFromTheSafeAreaUnlessTheViewOptsOut() throws {
        // A footer pinned to the screen's bottom edge, margins of 16 over a 34-pt safe-area
        // inset: UIKit lays its button out 50 above the edge (IB recorded 116 = 16 + 50 + 50);
        // a banner under the 44-pt top inset with insetsLayoutMarginsFromSafeArea="NO" keeps 16.
        let layout = try #require(try Fixture.layouts("safe-area-margins.storyboard").first)
        let document = layout.loaded.document
        let footer = try #require(document.view("Sam-ft-004"))
        #expect(footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(footer.layoutMargins == EdgeInsets(top: 16, left: 16, bottom: 50, right: 16))
        #expect(footer.specifiedLayoutMargins == EdgeInsets(all: 16))
        let banner = try #require(document.view("Sam-bn-002"))
        #expect(!banner.insetsLayoutMarginsFromSafeArea)
        #expect(banner.layoutMargins == EdgeInsets(all: 16))
        let session = expectNothingReported(document)
        let footerIndex = try #require(session.system.index(of: "Sam-ft-004"))
        #expect(session.solvedFrame(ofItem: footerIndex) == Rect(x: 0, y: 780, width: 414, height: 116))
    }

    @Test func safeAreasEndAtTheBarsInterfaceBuilderDrawsOverAScene() throws {
        // A tab of a tab bar controller holds a navigation controller; each scene's label is
        // centred in its safe area, recorded where IB drew it. Nothing pins an edge, so only
        // the bars say where the safe area ends (Kingfisher's text attachment scene, reached
        // by a show segue, was solved 22 pt too high without them).
        let layouts = try Fixture.layouts("simulated-bars.storyboard")
        let expected: [(name: String, insets: EdgeInsets)] = [
            ("ListViewController", EdgeInsets(top: 64, left: 0, bottom: 49, right: 0)),  // the navigation controller's root
            ("DetailViewController", EdgeInsets(top: 64, left: 0, bottom: 49, right: 0)),  // shown from it: pushed
            ("FullScreenViewController", EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)),  // hidesBottomBarWhenPushed
            ("ComposeViewController", EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),  // presented: the status bar alone
            ("BarlessViewController", EdgeInsets(top: 20, left: 0, bottom: 49, right: 0)),  // its simulated metrics win
        ]
        #expect(layouts.map(\.name) == expected.map(\.name))
        for (layout, (name, insets)) in zip(layouts, expected) {
            let document = layout.loaded.document
            #expect(document.view(document.rootID)?.safeAreaInsets == insets, "\(name)")
            #expect(LayoutSession(document: document).analyze().misplacements.isEmpty, "\(name)")
        }
        #expect(layouts[0].loaded.warnings.contains {
            $0.message.contains("take in a navigation bar (44) and a tab bar (49), which Interface Builder draws over the scene")
        })
    }

    @Test func anIPadKeepsItsStatusBarInLandscapeAndHasNoHomeIndicatorInset() throws {
        // An iPad 9.7" in landscape (1024 × 768): the status bar's 20 above, nothing below; the
        // portrait iPhone X table (44 above, 34 below) had put a centred card 5 pt too high
        // (duckduckgo/iOS's onboarding pad scene, never-seen corpus, worked share).
        let layout = try #require(try Fixture.layouts("ipad-landscape.xib").first)
        let document = layout.loaded.document
        #expect(document.view(document.rootID)?.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(LayoutSession(document: document).analyze().misplacements.isEmpty)
    }

    @Test func aSubviewsSafeAreaIsWhereItOverlapsTheScreensUnsafeEdges() throws {
        // A background pinned to the screen's edges, under the 20-pt status bar: its own safe
        // area starts 20 down, so a label centred in it sits 10 lower than in its frame
        // (KeePassium's database scenes, never-seen corpus: whole forms were 10 pt high).
        let layout = try #require(try Fixture.layouts("subview-safe-area.storyboard").first)
        let document = layout.loaded.document
        #expect(document.view("Sub-bg-001")?.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(LayoutSession(document: document).analyze().misplacements.isEmpty)
    }

    @Test func nestedStacksFillProportionallyByTheirLengthsAndStandardSpacingIsEight() throws {
        // Stacks of stacks, each filled proportionally: a nested stack has no intrinsic length,
        // so it takes part at its own (53 and 80.5 of 149.5, as IB drew them), not at 0, which
        // fell back to equal halves; `spacingType="standard"` leaves 8 between a label and a
        // switch (FloatingPanel's settings scene, never-seen corpus, worked share).
        let layout = try #require(try Fixture.layouts("stack-proportional.xib").first)
        let document = layout.loaded.document
        #expect(document.view("Prp-st-004")?.stack?.spacing == 8)
        let session = LayoutSession(document: document)
        #expect(session.analyze().misplacements.isEmpty)
        let options = try #require(session.system.index(of: "Prp-st-003"))
        #expect(session.solvedFrame(ofItem: options) == Rect(x: 32, y: 85, width: 311, height: 80.5))  // in the root
    }

    @Test func multipliedLocationsAreMeasuredInTheirContainersBounds() throws {
        // A view at its root's centre over 1.2, the root recorded below a 64-pt bar (RxSwift's
        // Wikipedia search scene, never-seen corpus, worked share), and a badge at half its
        // footer's centre: UIKit measures both in the container's bounds, not in the window.
        let layout = try #require(try Fixture.layouts("position-multiplier.xib").first)
        let session = LayoutSession(document: layout.loaded.document)
        #expect(session.analyze().misplacements.isEmpty)
        let badge = try #require(session.system.index(of: "Pmu-vw-003"))
        #expect(session.solvedFrame(ofItem: badge) == Rect(x: 93.75, y: 502, width: 20, height: 20))  // in the window
    }

    @Test func aControllersViewBelowOpaqueBarsIsLaidOutInWhatTheyLeave() throws {
        // Xcode 7 records the view under an opaque navigation bar at y = 64 and 667 high on a
        // 667-pt screen; its table is pinned to the bottom guide at 603 (RxSwift's sign-up scene).
        guard let bytes = Corpus.bytes("interface-builder/06-ReactiveX-RxSwift-GitHubSignup1.storyboard") else { return }
        let layout = try #require(try DocumentLoader.loadAll(bytes).layouts.first)
        let document = layout.loaded.document
        #expect(document.view(document.rootID)?.frame == Rect(x: 0, y: 64, width: 375, height: 603))
        #expect(layout.loaded.warnings.contains { $0.message.contains("laid out 603 high, in what the bars above it leave") })
    }

    @Test func aControllersViewHasASafeAreaWithoutItsGuide() throws {
        // Saved by Xcode 15 with the old top and bottom guides and no safe-area guide, a root
        // navigation controller's view still has the 64 pt of status and navigation bar above
        // it: a label centred within its margins sits 32 lower than within its bounds
        // (SwiftMessages' demo, never-seen corpus, worked share).
        let layout = try #require(try Fixture.layouts("layout-guides-margins.storyboard").first)
        let document = layout.loaded.document
        #expect(document.view(document.rootID)?.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(document.view(document.rootID)?.layoutMargins.top == 64)
        #expect(LayoutSession(document: document).analyze().misplacements.isEmpty)
    }

    @Test func marginsThatPreserveTheSuperviewsGrowToThem() throws {
        // A 414-pt table cell: its content view sets 16 all round and preserves the cell's
        // margins (20 on the sides, 11 above and below), so its sides are 20; a card 12 pt in
        // from the content view's sides sets 4 and preserves 20 - 12 = 8 there. IB recorded
        // both labels 20 pt from the cell's sides, as UIKit lays them out.
        let layout = try #require(try Fixture.layouts("preserved-margins-cell.xib").first)
        let document = layout.loaded.document
        #expect(document.view("Pmc-Cv-002")?.layoutMargins == EdgeInsets(top: 16, left: 20, bottom: 16, right: 20))
        #expect(document.view("Pmc-Cd-004")?.layoutMargins == EdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        #expect(layout.loaded.warnings.contains { $0.severity == .note && $0.message.contains("preserve their superview's layout margins (Pmc-Cv-002, Pmc-Cd-004)") })
        let session = expectNothingReported(document)
        let details = try #require(session.system.index(of: "Pmc-Lb-005"))
        #expect(session.solvedFrame(ofItem: details) == Rect(x: 20, y: 48.5, width: 374, height: 55.5))
    }

    @Test func anUnsizedArrangedViewIsComparedAtItsDrawnSizeButCollapsedAtRunTime() throws {
        // A top-aligned stack: a 32-pt view and one nothing sizes vertically, drawn 52 high.
        // UIKit's ambiguity suppression collapses it (the stack hugs 32); IB's canvas keeps
        // it as drawn and the stack spans it, as IB recorded.
        let layout = try #require(try Fixture.layouts("stack-unsized-view.xib").first)
        let session = expectNothingReported(layout.loaded.document)
        let chevron = try #require(session.system.index(of: "Chv-dd-004"))
        let stack = try #require(session.system.index(of: "Stk-bb-002"))
        #expect(session.solvedFrame(ofItem: chevron).height == 0)
        #expect(session.solvedFrame(ofItem: stack).height == 32)
    }

    @Test func aStoppedIndicatorIsComparedAsTheCanvasDrawsItAndSolvedAsUIKitHidesIt() throws {
        let layout = try #require(try Fixture.layouts("stopped-indicator.xib").first)
        let document = layout.loaded.document
        #expect(document.view("Spn-cc-003")?.isShownInRecordedFrames == true)
        // Hidden while animating is the Hidden box: the canvas collapses it as UIKit does.
        #expect(document.view("Spn-ff-006")?.isShownInRecordedFrames == false)
        #expect(layout.loaded.warnings.contains { $0.severity == .note && $0.message.contains("hidden because it is stopped") })
        let session = expectNothingReported(document)
        // Run time: the stack closes the stopped indicator's gap, where the canvas drew it 20 wide.
        let detail = try #require(session.system.index(of: "Dtl-dd-004"))
        #expect(session.solvedFrame(ofItem: detail) == Rect(x: 0, y: 0, width: 320, height: 20))
        // The flag goes through a dump; without it the canvas's frames read as misplaced.
        let dump = DumpWriter.text(document)
        #expect(try DumpReader.read(Array(dump.utf8)).view("Spn-cc-003")?.isShownInRecordedFrames == true)
        let runTime = try DumpReader.read(Array(dump.replacingOccurrences(of: "shownInRecordedFrames", with: "unknownKey").utf8))
        #expect(LayoutSession(document: runTime).analyze().misplacements.map(\.item) == ["Spn-cc-003", "Dtl-dd-004"])
    }

    @Test func anArrangedViewTheNibLeavesTranslatingIsComparedAsDrawnAndSolvedAsAStackMakesIt() throws {
        let layout = try #require(try Fixture.layouts("stack-translating-arranged.xib").first)
        let document = layout.loaded.document
        let label = try #require(document.view("Tsa-Lb-003"))
        #expect(!label.translatesAutoresizingMaskIntoConstraints && label.translatesInRecordedFrames)
        // No conflict between its mask and the stack (the stack turns the mask off), and the
        // canvas's 241-pt widths, drawn from the masks, agree.
        let session = expectNothingReported(document)
        let index = try #require(session.system.index(of: "Tsa-Lb-003"))
        #expect(session.solvedFrame(ofItem: index) == Rect(x: 20, y: 0, width: 324, height: 26))
        // Without the flag the recorded widths read as misplaced.
        let dump = DumpWriter.text(document)
        let runTime = try DumpReader.read(Array(dump.replacingOccurrences(of: "translatesInRecordedFrames", with: "unknownKey").utf8))
        #expect(LayoutSession(document: runTime).analyze().misplacements.map(\.item) == ["Tsa-Lb-003", "Tsa-Lb-004"])
    }

    @Test func aTableViewCellSizesItselfWhileTheCanvasHoldsItsRowHeight() throws {
        let layouts = try Fixture.layouts("self-sizing-cells.xib")
        func solved(_ name: String) throws -> (analysis: LayoutAnalysis, height: (ItemID) throws -> Double) {
            let layout = try #require(layouts.first { $0.name == name })
            let session = LayoutSession(document: layout.loaded.document)
            return (session.analyze(), { id in session.solvedFrame(ofItem: try #require(session.system.index(of: id))).height })
        }
        // A 25-pt ring between 12-pt pads needs 57 of the 61-pt row: UIKit fits the cell to it,
        // with no conflict with the row height.
        let progress = try solved("ProgressTableViewCell")
        #expect(progress.analysis.conflicts.isEmpty && progress.analysis.ambiguities.isEmpty)
        #expect(try progress.height("Prg-aa-001") == 57 && progress.height("Prg-bb-002") == 57)
        // A note that hugs 20 pt: UIKit fits the cell to 36; the canvas held the 60-pt row and
        // stretched the note to 44, as recorded.
        let note = try solved("NoteTableViewCell")
        #expect(note.analysis.conflicts.isEmpty && note.analysis.ambiguities.isEmpty && note.analysis.misplacements.isEmpty)
        #expect(try note.height("Nte-aa-001") == 36 && note.height("Nte-cc-003") == 20)
    }

    /// A content view IB flags ambiguous: its button's constraints want 94 pt of the 44-pt row.
    /// IB laid the button out at its own 34 pt, as the content's constraints place it, and kept
    /// the cell and the content view at the row's height: only the flagged content view differs.
    @Test func aCellWhoseContentViewIBFlagsAmbiguousIsDrawnOverItsContentsHeight() throws {
        let layout = try #require(try Fixture.layouts("cell-content-flagged-ambiguous.xib").first)
        let analysis = LayoutSession(document: layout.loaded.document).analyze()
        #expect(analysis.conflicts.isEmpty && analysis.ambiguities.isEmpty)
        #expect(analysis.misplacements.map(\.item) == ["Cnt-00-amb"])
        #expect(analysis.misplacements.first?.solved == Rect(x: 0, y: 0, width: 320, height: 94))
        // Without IB's flag the canvas holds the row, and the button is squeezed to nothing.
        let unflagged = String(decoding: try Fixture.bytes("cell-content-flagged-ambiguous.xib"), as: UTF8.self)
            .replacingOccurrences(of: #" ambiguous="YES""#, with: "")
        let held = try #require(try DocumentLoader.loadAll(Array(unflagged.utf8)).layouts.first).loaded.document
        #expect(LayoutSession(document: held).analyze().misplacements.map(\.item) == ["Btn-00-amb"])
    }

    /// The fixture's layouts with its tools version changed: what an older (or newer) Xcode
    /// would have drawn from the same XML.
    private func layouts(_ name: String, savedBy tools: String, replacing saved: String) throws -> [LoadedLayout] {
        let text = String(decoding: try Fixture.bytes(name), as: UTF8.self)
        return try DocumentLoader.loadAll(Array(text.replacingOccurrences(of: "toolsVersion=\"\(saved)\"", with: "toolsVersion=\"\(tools)\"").utf8)).layouts
    }

    /// A priority out of 1…1000 (a hand-edited file) is read at the nearest one UIKit holds,
    /// with a warning naming the element.
    @Test func aPriorityOutOfRangeIsClamped() throws {
        let text = String(decoding: try Fixture.bytes("cell-class-plain-view.xib"), as: UTF8.self)
        let edited = text.replacingOccurrences(
            of: #"horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Folder""#,
            with: #"horizontalHuggingPriority="2510" verticalHuggingPriority="0" text="Folder""#)
        #expect(edited != text)
        let layout = try #require(try DocumentLoader.loadAll(Array(edited.utf8)).layouts.first)
        let label = try #require(layout.loaded.document.views.first { $0.text == "Folder" })
        #expect(label.contentHuggingPriority.horizontal == .required)
        #expect(label.contentHuggingPriority.vertical == 1)
        let clamped = layout.loaded.warnings.filter { $0.message.contains("is outside 1…1000: clamped") }.map(\.message)
        #expect(clamped.count == 2, "\(clamped)")
    }

    @Test func aFieldAButtonAndAOneLineLabelDrawOneLineAndASqueezedLabelStartsAtItsTop() throws {
        let layout = try #require(try Fixture.layouts("one-line-baselines.xib").first)
        let document = layout.loaded.document
        func first(_ id: ItemID) -> Double? { document.view(id)?.baselineOffsets.map { ($0.first * 1000).rounded() / 1000 } }
        // A 34-pt field of 14-pt text, a 44-pt button of 15-pt text: one line each, centred.
        #expect(first("Fld-cc-003") == 21.977 && first("Btn-dd-004") == 27.333)
        // A 14-pt label of 17-pt text draws its line from its top, not centred above it.
        #expect(first("Hnt-ee-005") == 16.184)
        _ = expectNothingReported(document)
    }

    /// A label taller than its lines gives constraints its baselines as offsets from its edges
    /// (UILabel's first from its top, its last from its bottom), not where it centres them: a
    /// 70-pt label of one 30-pt line tied by its baseline to a three-line label's first baseline
    /// (modelled on 0xGenesis-xyz/Stereopsis's credits scene, Xcode 7) records the second label
    /// at y = 211, where centred text would put it 31 pt higher. A label of its lines' height,
    /// rounded up, still centres them: a 21-pt label of 17-pt text's first baseline is 16.54.
    @Test func aStretchedLabelsBaselinesAreOffsetsFromItsEdges() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="10116" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="Crd-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <subviews>
                            <label text="Production Team" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="Crd-lb-001">
                                <rect key="frame" x="20" y="164" width="560" height="70"/>
                                <fontDescription key="fontDescription" type="system" pointSize="30"/>
                            </label>
                            <label text="Zhang Hanyi Huang Zhaoyang Nian Jieming" textAlignment="center" numberOfLines="3" translatesAutoresizingMaskIntoConstraints="NO" id="Crd-lb-002">
                                <rect key="frame" x="225.5" y="211" width="149" height="90"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="149" id="Crd-c-001"/>
                                </constraints>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <label text="End:" translatesAutoresizingMaskIntoConstraints="NO" id="Crd-lb-003">
                                <rect key="frame" x="20" y="500" width="34" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Crd-lb-001" firstAttribute="top" secondItem="Crd-rt-001" secondAttribute="top" constant="164" id="Crd-c-002"/>
                            <constraint firstItem="Crd-lb-001" firstAttribute="leading" secondItem="Crd-rt-001" secondAttribute="leading" constant="20" id="Crd-c-003"/>
                            <constraint firstAttribute="trailing" secondItem="Crd-lb-001" secondAttribute="trailing" constant="20" id="Crd-c-004"/>
                            <constraint firstItem="Crd-lb-001" firstAttribute="height" constant="70" id="Crd-c-005"/>
                            <constraint firstItem="Crd-lb-002" firstAttribute="centerX" secondItem="Crd-rt-001" secondAttribute="centerX" id="Crd-c-006"/>
                            <constraint firstItem="Crd-lb-001" firstAttribute="baseline" secondItem="Crd-lb-002" secondAttribute="firstBaseline" id="Crd-c-007"/>
                            <constraint firstItem="Crd-lb-003" firstAttribute="leading" secondItem="Crd-rt-001" secondAttribute="leading" constant="20" id="Crd-c-008"/>
                            <constraint firstItem="Crd-lb-003" firstAttribute="top" secondItem="Crd-rt-001" secondAttribute="top" constant="500" id="Crd-c-009"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let document = try #require(DocumentLoader.loadAll(Array(xml.utf8)).layouts.first).loaded.document
        func offsets(_ id: ItemID) -> [Double] {
            document.view(id)?.baselineOffsets.map { [$0.first, $0.last].map { ($0 * 100).rounded() / 100 } } ?? []
        }
        // 30-pt San Francisco: its ascender (28.56) from the top, its line less the ascender
        // (7.23) from the bottom.
        #expect(offsets("Crd-lb-001") == [28.56, 62.77])
        #expect(offsets("Crd-lb-002").first == 16.18)
        #expect(offsets("Crd-lb-003") == [16.54, 16.54])
        _ = expectNothingReported(document)
    }

    @Test func xcode14GivesNotchesTheirOwnInsets() throws {
        // An iPhone 12's 47 pt, not the 44 of every notch before Xcode 14.
        let layout = try #require(try Fixture.layouts("xcode14-notch-insets.storyboard").first)
        #expect(layout.loaded.document.view("Nch-rt-001")?.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        _ = expectNothingReported(layout.loaded.document)
        let older = try #require(try layouts("xcode14-notch-insets.storyboard", savedBy: "20037", replacing: "21507").first)
        #expect(older.loaded.document.view("Nch-rt-001")?.safeAreaInsets.top == 44)
        #expect(LayoutSession(document: older.loaded.document).analyze().misplacements.map(\.item) == ["Nch-lb-001"])
    }

    @Test func xcode16RecordsASlidersAlignmentRect() throws {
        let layout = try #require(try Fixture.layouts("xcode16-slider.xib").first)
        let document = layout.loaded.document
        #expect(document.view("Sld-bb-002")?.alignmentRect == Rect(x: 20, y: 15, width: 374, height: 34))
        #expect(document.view("Sld-bb-002")?.frame == Rect(x: 18, y: 15, width: 378, height: 35))
        _ = expectNothingReported(document)
        // Before Xcode 16 the same record is the slider's frame, 2 pt wider on each side.
        let older = try #require(try layouts("xcode16-slider.xib", savedBy: "22505", replacing: "24506").first)
        #expect(older.loaded.document.view("Sld-bb-002")?.alignmentRect == Rect(x: 22, y: 15, width: 370, height: 33))
    }

    @Test func theDevicesSizeClassesChooseTheVariations() throws {
        // An iPad is regular both ways: its variation's 80-pt insets apply, as IB recorded them.
        let layout = try #require(try Fixture.layouts("ipad-size-classes.xib").first)
        let document = layout.loaded.document
        #expect(document.constraints.filter(\.isActive).compactMap(\.id).sorted() == ["c01-bb-001", "c04-bb-004", "c05-bb-005"])
        #expect(layout.loaded.warnings.contains { $0.severity == .note && $0.message.contains("for wR,hR apply") && $0.message.contains("ipad12_9") })
        _ = expectNothingReported(document)
        // Traits given choose others, and say nothing of the device.
        let compact = try #require(try Fixture.layouts("ipad-size-classes.xib", traits: SizeClassTraits(parsing: "wC,hR")).first)
        #expect(!compact.loaded.warnings.contains { $0.message.contains("size-class variations") })
        #expect(LayoutSession(document: compact.loaded.document).analyze().misplacements.map(\.item) == ["Lnk-cc-003"])
        // An iPhone is compact wide: the default constraints hold.
        let text = String(decoding: try Fixture.bytes("ipad-size-classes.xib"), as: UTF8.self)
        let phone = try #require(try DocumentLoader.loadAll(Array(text.replacingOccurrences(of: "ipad12_9", with: "retina4_7").utf8)).layouts.first)
        #expect(phone.loaded.document.constraints.filter(\.isActive).compactMap(\.id).sorted() == ["c01-bb-001", "c02-bb-002", "c03-bb-003"])
    }

    @Test func anArrangedViewWithNoLengthOfItsOwnIsComparedAtItsDrawnLength() throws {
        let layouts = try Fixture.layouts("stack-drawn-lengths.xib")
        func height(_ session: LayoutSession, _ id: ItemID, _ component: KeyPath<Rect, Double>) throws -> Double {
            session.solvedFrame(ofItem: try #require(session.system.index(of: id)))[keyPath: component]
        }
        // Run time stretches the spacer to the scroll view's height (held at 250); the canvas
        // keeps it 40 high, as drawn and recorded.
        let onboarding = expectNothingReported(try #require(layouts.first { $0.name == "Onboarding" }).loaded.document)
        #expect(try height(onboarding, "Scr-ff-006", \.height) == 235.5)
        // An equal-spacing stack hugs its views (UISV-canvas-fit at 49) and shrinks the divider
        // to nothing at run time; the canvas drew it 30 wide.
        let rating = expectNothingReported(try #require(layouts.first { $0.name == "Rating" }).loaded.document)
        #expect(try height(rating, "Eqs-dd-004", \.width) == 0)
    }

    @Test func standardSpacingToTheSafeAreaIsNone() throws {
        let layout = try #require(try Fixture.layouts("safe-area-standard-spacing.storyboard").first)
        let document = layout.loaded.document
        // Stored 20 (from before safe areas) or nothing: IB laid both out flush with the safe area.
        let symbolic: [ItemID] = ["c04-vw-004", "c06-vw-006", "c07-vw-007"]
        #expect(symbolic.map { id in document.constraints.first { $0.id == id.rawValue }?.constant } == [0, 0, 0])
        #expect(layout.loaded.warnings.contains { $0.severity == .note && $0.message.contains("3 standard-spacing constraints to the safe area") })
        _ = expectNothingReported(document)
    }

    @Test func aDesignableLabelIsSizedByTheFrameIBWrappedItIn() throws {
        // The designable size is the text on one line (584 × 20.5); IB wrapped it at 350.
        let layout = try #require(try Fixture.layouts("designable-label.xib").first)
        let document = layout.loaded.document
        #expect(document.view("Ttl-bb-002")?.intrinsicContentSize == IntrinsicSize(width: 350, height: 41))
        #expect(LayoutSession(document: document).analyze().misplacements.isEmpty)
    }

    @Test func aSwitchIsPlacedByItsAlignmentRect() throws {
        // Centred in a 156.5-pt stack, a 51-pt switch stands at x = 54 (IB's record): UIKit
        // centres its 49-pt alignment rect, 2 pt narrower on the trailing side.
        let bytes = try #require(Corpus.bytes("interface-builder/22-vfj-tanaka-SampleUI-Main.storyboard"))
        let layout = try #require(try DocumentLoader.loadAll(bytes).layouts.first)
        let document = layout.loaded.document
        #expect(document.view("1zK-Jb-40F")?.frame == Rect(x: 54, y: 230, width: 51, height: 31))
        #expect(document.view("1zK-Jb-40F")?.alignmentRect == Rect(x: 54, y: 230, width: 49, height: 31))
        #expect(!LayoutSession(document: document).analyze().misplacements.contains { $0.item == "1zK-Jb-40F" })
        // What `frames` reports is UIKit's frame, the 51 pt IB recorded, not the alignment rect.
        let root = try #require(document.root?.frame)
        let solved = try #require(SolvedLayout(document: document, rootWidth: root.width, rootHeight: root.height))
        #expect(solved.frames["1zK-Jb-40F"] == Rect(x: 53.75, y: 230, width: 51, height: 31))
        // A slider's frame reaches 2 pt beyond its alignment rect on each side.
        #expect(solved.frames["A2J-Up-TZp"] == Rect(x: -2, y: 155, width: 160.5, height: 31))
    }

    @Test func aSlashMultiplierIsARatioAsXcodeSixsLaunchScreenWroteIt() throws {
        // The template puts the title's centre a third of the way down: 480 / 3 + 1.
        let layout = try #require(try Fixture.layouts("launch-screen-one-third.xib").first)
        let document = layout.loaded.document
        #expect(document.constraints.first { $0.id == "Kid-kn-2rF" }?.multiplier == 1.0 / 3.0)
        let session = LayoutSession(document: document)
        let title = try #require(session.system.index(of: "kId-c2-rCX"))
        let frame = session.solvedFrame(ofItem: title)
        #expect(frame.y + frame.height / 2 == 161)
        // A ratio that is not one is still refused, with where.
        let broken = String(decoding: try Fixture.bytes("launch-screen-one-third.xib"), as: UTF8.self)
            .replacingOccurrences(of: "multiplier=\"1/3\"", with: "multiplier=\"1/0\"")
        #expect {
            try DocumentLoader.loadAll(Array(broken.utf8))
        } throws: { error in
            "\(error)".contains("multiplier \"1/0\" is not a number or a ratio a:b or a/b")
        }
    }

    @Test func aPercentMultiplierIsAFractionAsIBKeepsWhatWasTyped() throws {
        // IB's multiplier field takes `70%` and saves it so (JanC/AVWXKit's sample storyboard).
        let template = String(decoding: try Fixture.bytes("launch-screen-one-third.xib"), as: UTF8.self)
        let half = template.replacingOccurrences(of: "multiplier=\"1/3\"", with: "multiplier=\"50%\"")
        let document = try #require(try DocumentLoader.loadAll(Array(half.utf8)).layouts.first).loaded.document
        #expect(document.constraints.first { $0.id == "Kid-kn-2rF" }?.multiplier == 0.5)
        let session = LayoutSession(document: document)
        let frame = session.solvedFrame(ofItem: try #require(session.system.index(of: "kId-c2-rCX")))
        #expect(frame.y + frame.height / 2 == 241)
        let broken = template.replacingOccurrences(of: "multiplier=\"1/3\"", with: "multiplier=\"half%\"")
        #expect {
            try DocumentLoader.loadAll(Array(broken.utf8))
        } throws: { error in
            "\(error)".contains("multiplier \"half%\" is not a percentage")
        }
    }

    @Test func frameInsetPlaceholdersFlagsAndOldGuides() throws {
        let layout = try #require(try Fixture.layouts("xcode8beta-frameinset.storyboard").first)
        #expect(layout.name == "Gallery")  // the storyboard identifier
        let document = layout.loaded.document
        // minX="10%" width="80%" of 375; minX/maxX in points.
        #expect(document.view("Box-aa-001")?.frame == Rect(x: 37.5, y: 40, width: 300, height: 100))
        #expect(document.view("Img-bb-002")?.frame == Rect(x: 107.5, y: 160, width: 160, height: 160))
        // Image resources and placeholder intrinsic sizes.
        #expect(document.view("Img-bb-002")?.intrinsicContentSize == IntrinsicSize(width: 160, height: 160))
        #expect(document.view("Plc-cc-003")?.intrinsicContentSize == IntrinsicSize(width: 240, height: 128))
        // A 4:5 multiplier.
        #expect(document.constraints.first { $0.id == "c03-aa-003" }?.multiplier == 0.8)
        // The placeholder is read, reported and never active.
        #expect(document.constraints.first { $0.id == "c06-aa-006" }?.isActive == false)
        #expect(layout.loaded.warnings.contains { $0.severity == .note && $0.itemID == "c06-aa-006" && $0.location == .line(44, column: 29) })
        let placeholder = try #require(document.constraints.firstIndex { $0.id == "c06-aa-006" })
        #expect(layout.loaded.positions.constraints[placeholder] == SourcePosition(line: 44, column: 29))
        // The old guides: a 20-pt top band, a bottom band of height 0.
        let top = try #require(document.guides.first { $0.kind == .topLayoutGuide })
        #expect(top.frame == Rect(x: 0, y: 0, width: 375, height: 20))
        #expect(document.guides.first { $0.kind == .bottomLayoutGuide }?.frame == Rect(x: 0, y: 667, width: 375, height: 0))
        // fixedFrame: laid out by its mask.
        let fixed = try #require(document.view("Fix-ee-005"))
        #expect(fixed.translatesAutoresizingMaskIntoConstraints)
        #expect(fixed.autoresizingMask == [.flexibleLeftMargin, .flexibleTopMargin])
        // IB's flag is kept as a recorded finding, located.
        #expect(layout.loaded.recorded.ambiguities.map(\.item) == ["Amb-dd-004"])
        let session = LayoutSession(document: document)
        let analysis = session.analyze()
        let ambiguous = Set(analysis.ambiguities.map(\.item))
        #expect(ambiguous == ["Img-bb-002", "Amb-dd-004"])
    }

    @Test func guidesOfEveryKind() throws {
        let layouts = try Fixture.layouts("guides-variations.storyboard")
        #expect(layouts.map(\.name) == ["Article", "SizeClassViewController"])
        let document = layouts[0].loaded.document
        let kinds = document.guides.map(\.kind)
        #expect(kinds == [.contentLayout, .frameLayout, .safeArea, .keyboard])
        #expect(document.view("Scr-ol-Rt1")?.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // Constraints to guides declared after them resolve.
        #expect(document.constraints.count == 14)
        let session = LayoutSession(document: document)
        let analysis = session.analyze()
        #expect(analysis.isClean)
        // Content taller than the scroll view: the content guide, not the frame, grows.
        #expect(session.recordedFrameAgreement().differing.isEmpty)
    }

    @Test func sizeClassVariations() throws {
        let base = try Fixture.layouts("guides-variations.storyboard")[1].loaded.document
        #expect(base.constraints.first { $0.id == "Siz-es-C05" }?.isActive == false)
        #expect(base.constraints.first { $0.id == "Siz-es-C04" }?.isActive == true)
        #expect(base.view("Siz-es-Stk")?.stack?.spacing == 8)
        #expect(base.constraints.first { $0.id == "Siz-es-C01" }?.constant == 50)

        let regular = try Fixture.layouts("guides-variations.storyboard", traits: SizeClassTraits(parsing: "wR,hC"))[1].loaded.document
        #expect(regular.constraints.first { $0.id == "Siz-es-C05" }?.isActive == true)
        #expect(regular.constraints.first { $0.id == "Siz-es-C04" }?.isActive == false)
        #expect(regular.view("Siz-es-Stk")?.stack?.spacing == 24)
        #expect(regular.constraints.first { $0.id == "Siz-es-C01" }?.constant == 30)
    }

    @Test func cellsWithConstraintsInstalledOnTheCell() throws {
        let layouts = try Fixture.layouts("cells.xib")
        #expect(layouts.map(\.name) == ["ContactCell", "tile"])
        #expect(layouts.map(\.loaded.document.rootKind) == [.tableViewCell, .collectionViewCell])
        let cell = layouts[0].loaded
        // firstItem omitted: the cell that holds the constraint.
        #expect(cell.document.constraints.first { $0.id == "Cel-c1-006" }?.first == "Cel-l1-Tab")
        #expect(cell.document.constraints.first { $0.id == "Cel-c1-007" }?.firstAttribute == .firstBaseline)
        #expect(cell.recorded.misplaced == ["Cel-l1-Tim"])
        // IB's misplaced view is misplaced for us too.
        let session = LayoutSession(document: cell.document)
        #expect(session.analyze().misplacements.map(\.item) == ["Cel-l1-Tim"])
        // Collection view cells keep writing their content view as `<view key="contentView">`.
        let tileContent = try #require(layouts[1].loaded.document.root?.subviews.first)
        #expect(layouts[1].loaded.document.view(tileContent)?.className == "UICollectionViewCellContentView")
        let tile = LayoutSession(document: layouts[1].loaded.document)
        #expect(tile.analyze().isClean)
        #expect(tile.recordedFrameAgreement().differing.isEmpty)
    }

    /// Xcode 6 records a prototype collection view cell at a stale 50×50 while its content
    /// view, laid out in the canvas, has the flow layout's 150×150 item size, which UIKit gives
    /// the cell (modelled on AlexNMoon/App's `Main.storyboard`, toolsVersion 7706).
    @Test func aCellRecordedAtAStaleSizeTakesTheLayoutsItemSize() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7706" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes>
                    <scene sceneID="Scn-01-aaa">
                        <objects>
                            <collectionViewController id="Ctl-01-aaa" sceneMemberID="viewController">
                                <collectionView key="view" dataMode="prototypes" id="Col-01-aaa">
                                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                    <collectionViewFlowLayout key="collectionViewLayout" id="Lay-01-aaa">
                                        <size key="itemSize" width="150" height="150"/>
                                    </collectionViewFlowLayout>
                                    <cells>
                                        <collectionViewCell reuseIdentifier="Album" id="Cel-01-aaa">
                                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                            <view key="contentView">
                                                <rect key="frame" x="0.0" y="0.0" width="150" height="150"/>
                                                <subviews>
                                                    <imageView translatesAutoresizingMaskIntoConstraints="NO" id="Img-01-aaa">
                                                        <rect key="frame" x="0.0" y="0.0" width="150" height="115"/>
                                                    </imageView>
                                                </subviews>
                                            </view>
                                            <constraints>
                                                <constraint firstItem="Img-01-aaa" firstAttribute="top" secondItem="Cel-01-aaa" secondAttribute="top" id="Con-01-aaa"/>
                                                <constraint firstItem="Img-01-aaa" firstAttribute="leading" secondItem="Cel-01-aaa" secondAttribute="leading" id="Con-02-aaa"/>
                                                <constraint firstAttribute="trailing" secondItem="Img-01-aaa" secondAttribute="trailing" id="Con-03-aaa"/>
                                                <constraint firstAttribute="bottom" secondItem="Img-01-aaa" secondAttribute="bottom" constant="35" id="Con-04-aaa"/>
                                            </constraints>
                                        </collectionViewCell>
                                    </cells>
                                </collectionView>
                            </collectionViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let layouts = try DocumentLoader.loadAll(Array(xml.utf8)).layouts
        let cell = try #require(layouts.first { $0.loaded.document.rootKind == .collectionViewCell }).loaded
        #expect(cell.document.root?.frame == Rect(x: 0, y: 0, width: 150, height: 150))
        #expect(LayoutSession(document: cell.document).recordedFrameAgreement().differing.isEmpty)
        #expect(cell.warnings.contains { $0.message.hasPrefix("the cell is recorded 50×50, its content view and its layout's item size 150×150") })
    }

    /// IB's canvas lays a XIB's top-level view out as the whole screen whatever its size: a
    /// 279-pt cell pinned to its safe area has the device's 59 pt at the top and 34 at the
    /// bottom (modelled on AjithAs842/Sample-iOS-Project's `BannerCollectionCell.xib`, Xcode 14).
    @Test func aXIBsTopLevelViewHasTheDevicesSafeAreaOnTheCanvas() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <collectionViewCell id="gTV-IL-0wX">
                        <rect key="frame" x="0.0" y="0.0" width="409" height="279"/>
                        <view key="contentView">
                            <rect key="frame" x="0.0" y="0.0" width="409" height="279"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="vLp-BJ-iGr">
                                    <rect key="frame" x="20.333333333333343" y="77.666666666666671" width="368.33333333333326" height="148.66666666666663"/>
                                </view>
                            </subviews>
                        </view>
                        <viewLayoutGuide key="safeArea" id="ZTg-uK-7eu"/>
                        <constraints>
                            <constraint firstItem="vLp-BJ-iGr" firstAttribute="height" secondItem="ZTg-uK-7eu" secondAttribute="height" multiplier="0.8" id="41b-xt-sTB"/>
                            <constraint firstItem="vLp-BJ-iGr" firstAttribute="centerX" secondItem="ZTg-uK-7eu" secondAttribute="centerX" id="AtS-8c-06o"/>
                            <constraint firstItem="vLp-BJ-iGr" firstAttribute="width" secondItem="ZTg-uK-7eu" secondAttribute="width" multiplier="0.9" id="NDv-No-hpU"/>
                            <constraint firstItem="vLp-BJ-iGr" firstAttribute="centerY" secondItem="ZTg-uK-7eu" secondAttribute="centerY" id="Nvz-fA-z2X"/>
                        </constraints>
                    </collectionViewCell>
                </objects>
            </document>
            """
        let cell = try #require(DocumentLoader.loadAll(Array(xml.utf8)).layouts.first).loaded
        #expect(cell.document.root?.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(LayoutSession(document: cell.document).recordedFrameAgreement().differing.isEmpty)
        #expect(cell.warnings.contains { $0.message.contains("are the device's: Interface Builder's canvas lays a XIB's top-level view out as the screen") })

        // A freeform view stands at the top of the screen: a 650-pt one recorded flush with
        // its safe area's bottom (edidamanish/ShoppingApp's `CartView.xib`, Xcode 11).
        let freeform = xml.replacingOccurrences(
            of: "<viewLayoutGuide", with: "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>\n<viewLayoutGuide")
        let view = try #require(DocumentLoader.loadAll(Array(freeform.utf8)).layouts.first).loaded
        #expect(view.document.root?.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    }

    /// Xcode 8.0 saved no frame for the views constraints place (modelled on
    /// GodaiAoki/ALCameraViewController's `Example/ViewController.xib` and AndrewSB/CropPhoto's
    /// storyboard): a button, a label and a bar without one are sized by their content, as
    /// UIKit sizes them, not ambiguous; how large is unknown, and stays so through a dump.
    @Test func aViewWithoutARecordedFrameIsSizedByItsUnmeasuredContent() throws {
        let layout = try #require(try Fixture.layouts("xcode8-no-subview-frames.xib").first).loaded
        let document = layout.document
        #expect(document.view("Btn-01-aaa")?.unmeasuredContentSize == [.width, .height])
        #expect(document.view("Lbl-01-aaa")?.unmeasuredContentSize == [.width, .height])
        #expect(document.view("Bar-01-aaa")?.unmeasuredContentSize == .height)
        #expect(document.view("Btn-01-aaa")?.intrinsicContentSize == nil)
        _ = expectNothingReported(document)
        #expect(layout.warnings.contains { $0.severity == .note && $0.message.contains("have no recorded frame (Xcode 8.0 saved none for views constraints place)") })

        // A dump says the sizes are unmeasured, never what the solve stood in for them.
        let dump = DumpWriter.text(document)
        #expect(!dump.contains("intrinsicContentSize"))
        let reread = try DumpReader.read(Array(dump.utf8))
        #expect(reread.view("Bar-01-aaa")?.unmeasuredContentSize == .height)
        _ = expectNothingReported(reread)
        // Without it, the bar has no height and the three views are ambiguous.
        let stripped = try DumpReader.read(Array(dump.replacingOccurrences(of: "unmeasuredContentSize", with: "unknownKey").utf8))
        #expect(LayoutSession(document: stripped).analyze().ambiguities.map(\.item) == ["Bar-01-aaa", "Btn-01-aaa", "Lbl-01-aaa"])
    }

    /// An SF Symbol is no asset of the app's: IB says so with `catalog="system"` beside the
    /// image's name, on the view (Xcode 11), on a button's state, or on Xcode 12's
    /// `<imageReference>`; it is kept apart from an asset's name, through a dump too.
    @Test func anSFSymbolIsKeptApartFromAnAssetsImage() throws {
        let fixture = String(decoding: try Fixture.bytes("sf-symbol.xib"), as: UTF8.self)
        func properties(_ text: String, of id: ItemID) throws -> ViewProperties? {
            try #require(try DocumentLoader.loadAll(Array(text.utf8)).layouts.first).loaded.document.view(id)?.properties
        }
        let reference = try properties(fixture, of: "Sym-bb-002")
        #expect(reference?.image == .system("star.fill"))
        let attribute = fixture
            .replacingOccurrences(of: #"<imageReference key="image" image="star.fill" catalog="system"/>"#, with: "")
            .replacingOccurrences(of: #"id="Sym-bb-002""#, with: #"id="Sym-bb-002" image="star.fill" catalog="system""#)
        #expect(try properties(attribute, of: "Sym-bb-002")?.image == .system("star.fill"))
        let asset = attribute.replacingOccurrences(of: #" catalog="system""#, with: "")
        #expect(try properties(asset, of: "Sym-bb-002")?.image == .named("star.fill"))
        let button = fixture
            .replacingOccurrences(of: "<imageView ", with: #"<button buttonType="system" "#)
            .replacingOccurrences(of: "</imageView>", with: "</button>")
            .replacingOccurrences(of: #"<imageReference key="image" image="star.fill" catalog="system"/>"#,
                                  with: #"<state key="normal" image="arrow.left" catalog="system"/>"#)
        #expect(try properties(button, of: "Sym-bb-002")?.image == .system("arrow.left"))
        // A background image, the app's own or a symbol (Bike-share-app's buttons show one there).
        let background = button.replacingOccurrences(of: #"image="arrow.left" catalog="system""#, with: #"backgroundImage="pill""#)
        #expect(try properties(background, of: "Sym-bb-002")?.backgroundImage == .named("pill"))
        #expect(try properties(background, of: "Sym-bb-002")?.image == nil)

        let document = try #require(try Fixture.layouts("sf-symbol.xib").first).loaded.document
        let dump = DumpWriter.text(document)
        #expect(dump.contains(#""systemImage": "star.fill""#))
        #expect(try DumpReader.read(Array(dump.utf8)).view("Sym-bb-002")?.properties.image == .system("star.fill"))
        // One image under both keys is refused, with where.
        let both = dump.replacingOccurrences(of: #""systemImage": "star.fill""#, with: #""systemImage": "star.fill", "image": "star""#)
        #expect {
            try DumpReader.read(Array(both.utf8))
        } throws: { error in
            "\(error)".contains(#"views[1].systemImage: "systemImage" and "image" name one image"#)
        }
    }

    @Test func viewPropertiesAreReadAndSurviveADump() throws {
        let cell = try Fixture.layouts("cells.xib")[0].loaded.document
        let time = try #require(cell.view("Cel-l1-Tim"))
        #expect(time.properties.font == .textStyle("footnote"))
        #expect(time.properties.textAlignment == "right")
        #expect(cell.view("Cel-l1-Nam")?.properties.font == .system(size: 17, weight: "regular"))
        let image = try #require(cell.view("Cel-l1-Img"))
        #expect(image.properties.image == .named("avatar"))
        #expect(image.properties.contentMode == "scaleAspectFit")
        #expect(image.properties.clipsToBounds == true)

        guard let bytes = Corpus.bytes("interface-builder/22-vfj-tanaka-SampleUI-Main.storyboard") else { return }
        let scene = try #require(try DocumentLoader.loadAll(bytes).layouts.first).loaded.document
        #expect(scene.view("bgA-7U-bYn")?.properties.backgroundColor == .system("systemPurple"))
        #expect(scene.views.contains { $0.properties.title != nil })
        #expect(scene.views.filter { $0.properties.buttonType == "system" }.count == 6)

        for document in [cell, scene] {
            let again = try DumpReader.read(Array(DumpWriter.text(document).utf8))
            #expect(again.views.map(\.properties) == document.views.map(\.properties))
        }
    }

    /// A static cell's accessory and selection style, UIKit's defaults left unrecorded.
    @Test func aCellsAccessoryAndSelectionStyleAreReadAndSurviveADump() throws {
        let layouts = try Fixture.layouts("static-cells-named.storyboard")
        let cells = layouts.dropFirst().map(\.loaded.document)
        #expect(cells.map { $0.root?.properties.accessoryType } == [nil, "disclosureIndicator", "disclosureIndicator", "disclosureIndicator"])
        #expect(cells.map { $0.root?.properties.selectionStyle } == ["none", nil, nil, nil])
        #expect(layouts.map(\.name) == ["AboutVC", "tableViewCell", "contactSupportCell", "writeReviewCell", "tableViewCell"])
        // IB's Subtitle and Basic styles: the labels and image view are the style's own.
        #expect(cells.map { $0.root?.properties.cellStyle } == [nil, "subtitle", "subtitle", "default"])
        #expect(cells.map { cell in cell.views.compactMap { cell.cellPart(of: $0.id)?.rawValue } } == [
            [], ["textLabel", "detailTextLabel", "imageView"], ["textLabel", "detailTextLabel", "imageView"], ["textLabel"],
        ])
        for cell in cells {
            let again = try DumpReader.read(Array(DumpWriter.text(cell).utf8))
            #expect(again.views.map(\.properties) == cell.views.map(\.properties))
        }
        let named = try DumpReader.read(Array(#"{"format": "draft-inspect-dump", "version": 1, "root": "c", "views": [{"id": "c", "class": "UITableViewCell", "accessoryType": "none", "selectionStyle": "gray"}], "constraints": []}"#.utf8))
        #expect(named.root?.properties == ViewProperties(selectionStyle: "gray"))
        #expect(throws: InputError.self) {
            try DumpReader.read(Array(#"{"format": "draft-inspect-dump", "version": 1, "root": "c", "views": [{"id": "c", "class": "UITableViewCell", "accessoryType": "chevron"}], "constraints": []}"#.utf8))
        }
    }

    @Test func interfaceBuildersFlagsSurviveConversion() throws {
        let cell = try Fixture.layouts("cells.xib")[0].loaded.document
        let again = try DumpReader.read(Array(DumpWriter.text(cell).utf8))
        #expect(again.recorded.misplaced == ["Cel-l1-Tim"])
        let scene = try Fixture.layouts("xcode8beta-frameinset.storyboard")[0].loaded.document
        let back = try DumpReader.read(Array(DumpWriter.text(scene).utf8))
        #expect(back.recorded.ambiguities.map(\.item) == ["Amb-dd-004"])
        // Still a whole layout, solved as the storyboard is.
        #expect(back.extent == .wholeLayout)
        #expect(back.guides.map(\.kind) == scene.guides.map(\.kind))
    }

    @Test func malformedXMLIsALocatedError() throws {
        #expect(throws: InputError.self) { try Fixture.layouts("truncated.xib") }
        do {
            _ = try Fixture.layouts("truncated.xib")
        } catch let error as InputError {
            #expect(error.diagnostics.first?.location == .line(5, column: 67))
        }
        do {
            _ = try Fixture.layouts("out-of-range.xib")
            Issue.record("a width of 1e9 was accepted")
        } catch let error as InputError {
            #expect(error.diagnostics.first?.location == .line(5, column: 13))
            #expect(error.diagnostics.first?.message.contains("out of range") == true)
        }
    }

    @Test func anXcode3ArchiveReadsAsXcode5UpgradesIt() throws {
        let layouts = try Fixture.layouts("xcode3-archive.xib")
        let layout = try #require(layouts.first)
        // The File's Owner's view, and a controller that holds its own (`IBUIView`).
        #expect(layouts.map(\.name) == ["FrontViewController", "AboutViewController"])
        #expect(layouts.last?.loaded.document.views.map(\.id) == ["71", "72"])
        let document = layout.loaded.document
        // Ids are the object records' (Xcode 5 keeps them); masks are NSvFlags' low six bits.
        #expect(document.views.map(\.id) == ["1", "58", "60", "62", "63"])
        #expect(document.views.map(\.className) == ["UIView", "UIButton", "UILabel", "LoadingBox", "UIActivityIndicatorView"])
        #expect(document.view("58")?.frame == Rect(x: 20, y: 20, width: 280, height: 37))
        #expect(document.view("58")?.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
        #expect(document.view("1")?.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        // NSvFlags' top bit hides the view; NSFrameSize places one at its superview's origin.
        #expect(document.view("62")?.isHidden == true && document.view("58")?.isHidden == false)
        #expect(document.view("63")?.frame == Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(document.view("60")?.text == "Pan across the navigation bar to reveal the rear view.")
        // Colours are NSColor's base64 ASCII components, as Xcode 5's upgrade writes them.
        #expect(document.view("60")?.properties.textColor == .components(red: 0.3117016423, green: 0.3117016423, blue: 0.3117016423, alpha: 1, space: "gray"))
        #expect(document.view("1")?.properties.backgroundColor == .components(red: 0.8219092153, green: 0.8611998175, blue: 0.907761177, alpha: 1, space: "sRGB"))
        #expect(document.view("60")?.outlet == "noteLabel")
        #expect(document.connections.actions.map { "\($0.source) \($0.selector) \($0.event)" } == ["58 pushExample: touchUpInside"])
        _ = expectNothingReported(document)
        // What the reader says points at the archive: the root view's <object> is on line 18.
        #expect(layout.loaded.positions.items["58"] == SourcePosition(line: 22, column: 6))
        #expect(layout.loaded.warnings.allSatisfy { $0.location == .line(18, column: 4) })
    }

    @Test func aWindowWithViewsIsALayoutAndAnEmptyOneIsNot() throws {
        func layouts(_ window: String) throws -> [LoadedLayout] {
            try DocumentLoader.loadAll(Array("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="4514" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="UIApplication"/>
                        \(window)
                    </objects>
                </document>
                """.utf8)).layouts
        }
        // Apps of the iOS 3 era put their views straight into MainWindow.xib's window.
        let filled = try layouts("""
            <window opaque="NO" contentMode="scaleToFill" id="2"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/><subviews>
            <label opaque="NO" contentMode="left" text="Hello" id="3"><rect key="frame" x="20" y="40" width="280" height="21"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/></label></subviews></window>
            """)
        #expect(filled.map { $0.loaded.document.views.map(\.className) } == [["UIWindow", "UILabel"]])
        let empty = try layouts(#"<window opaque="NO" contentMode="scaleToFill" id="2"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></window>"#)
        #expect(empty.isEmpty)
    }

    @Test func anXcode45ArchiveReadsItsConstraints() throws {
        let layout = try #require(try Fixture.layouts("xcode45-archive-constraints.xib").first)
        let document = layout.loaded.document
        #expect(layout.name == "TitleViewController")
        // flattenedProperties says which views do not translate their masks.
        #expect(document.views.filter { !$0.translatesAutoresizingMaskIntoConstraints }.map(\.id) == ["4", "5", "6"])
        // Ids are the constraints' object records'; attributes and relations NSLayoutAttribute's
        // and NSLayoutRelation's numbers; the constant an IBLayoutConstant's value.
        #expect(document.constraints.count == 10)
        #expect(document.rendered("19") == "5.width >= 60 @740")
        #expect(document.rendered("18") == "6.height == 2.height * 0.5")
        #expect(document.rendered("14") == "5.top == 4.bottom + 8")
        #expect(document.rendered("12") == "2.trailing == 4.trailing + 20")
        // The button's width floor is held by the button, where the archive states it.
        #expect(layout.loaded.positions.constraints[document.indexOfConstraint(reference: "19") ?? -1] == SourcePosition(line: 260, column: 8))
        // A UIColor class property is named as such; a font may be another view's, referenced;
        // iOS 6's blue title of a rounded-rect button is left out, as Xcode 5's upgrade does.
        #expect(document.view("4")?.properties.textColor == .system("darkText"))
        #expect(document.view("5")?.properties.font == document.view("4")?.properties.font && document.view("5")?.properties.font != nil)
        #expect(document.view("5")?.properties.textColor == nil)
        _ = expectNothingReported(document)
    }

    @Test func anArchiveThatCannotBeReadSaysWhereAndWhy() throws {
        func message(_ text: String) -> Diagnostic? {
            do {
                _ = try DocumentLoader.loadAll(Array(text.utf8))
                return nil
            } catch {
                return error.diagnostics.first
            }
        }
        let text = String(decoding: try Fixture.bytes("xcode3-archive.xib"), as: UTF8.self)
        let badFrame = try #require(message(text.replacingOccurrences(of: "{{17, 77}, {286, 88}}", with: "{{17, 77}, {286}}")))
        #expect(badFrame.location == .line(38, column: 7) && badFrame.message.hasPrefix("NSFrame is not {{x, y}, {width, height}}"))
        // A subview reference back to the root would nest it in itself.
        let cycle = text.replacingOccurrences(
            of: "<string key=\"NSFrameSize\">{20, 20}</string>",
            with: "<string key=\"NSFrameSize\">{20, 20}</string>\n<array key=\"NSSubviews\"><reference ref=\"191373211\"/></array>")
        let loop = try #require(message(cycle))
        #expect(loop.location == .line(18, column: 4) && loop.message.hasPrefix("a view listed twice"))
        // An archived constraint with a relation NSLayoutRelation does not have.
        let constraints = String(decoding: try Fixture.bytes("xcode45-archive-constraints.xib"), as: UTF8.self)
        let badRelation = constraints.replacingOccurrences(
            of: "<int key=\"relation\">1</int>", with: "<int key=\"relation\">7</int>")
        let refusal = try #require(message(badRelation))
        #expect(refusal.location == .line(260, column: 8) && refusal.message == "an archived constraint has relation 7, which is none of -1, 0 and 1")
        // A Mac one (AFNetworking's MainMenu.xib) is no layout for this tool, and says so.
        let mac = Array("<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"8.00\">\n\t<data/>\n</archive>\n".utf8)
        #expect(DocumentLoader.sniff(mac) == .interfaceBuilder && DocumentLoader.sniffFound(mac) == nil)
        #expect(message(String(decoding: mac, as: UTF8.self))?.message
            == "a macOS Interface Builder archive (com.apple.InterfaceBuilder3.Cocoa.XIB): draft-inspect reads iOS storyboards and XIBs")
    }

    @Test func truncatedCorpusFilesNeverTrap() throws {
        guard let bytes = Corpus.bytes("interface-builder/22-vfj-tanaka-SampleUI-Main.storyboard") else { return }
        for length in stride(from: 0, to: bytes.count, by: 997) {
            do {
                _ = try DocumentLoader.loadAll(Array(bytes.prefix(length)))
            } catch {
                // Any located error is fine; a trap is not.
            }
        }
    }

    @Test func traitsParse() {
        #expect(SizeClassTraits(parsing: "wC,hR") == SizeClassTraits(width: .compact, height: .regular))
        #expect(SizeClassTraits(parsing: "widthClass=regular") == SizeClassTraits(width: .regular, height: nil))
        #expect(SizeClassTraits(parsing: "wX") == nil)
    }

    /// The document solved, expecting no conflict, ambiguous item or misplaced frame.
    private func expectNothingReported(_ document: LayoutDocument, sourceLocation: SourceLocation = #_sourceLocation) -> LayoutSession {
        let session = LayoutSession(document: document)
        let analysis = session.analyze()
        #expect(analysis.misplacements.isEmpty && analysis.ambiguities.isEmpty && analysis.conflicts.isEmpty, sourceLocation: sourceLocation)
        return session
    }
}
