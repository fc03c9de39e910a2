import Foundation
import LayoutModel
import Readers
import Testing
import TestSupport

/// Every dump the repository ships or keeps as a fixture, the corpus's dumps among them.
private let dumpFiles: [String] = {
    let folders = ["Examples", "Tests"].map { Repository.url($0) }
    var files: [String] = []
    for folder in folders {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
        for case let url as URL in walker where url.pathExtension == "json" {
            files.append(url.standardizedFileURL.path)
        }
    }
    return files.sorted()
}()

/// Whether two documents hold the same items, constraints and facts.
private func expectEqual(_ a: LayoutDocument, _ b: LayoutDocument, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(a.rootID == b.rootID, sourceLocation: sourceLocation)
    #expect(a.views == b.views, sourceLocation: sourceLocation)
    #expect(a.guides == b.guides, sourceLocation: sourceLocation)
    #expect(a.constraints == b.constraints, sourceLocation: sourceLocation)
    #expect(a.layoutDirection == b.layoutDirection, sourceLocation: sourceLocation)
    #expect(JSONValue.object(a.metadata) == JSONValue.object(b.metadata), sourceLocation: sourceLocation)
    #expect(a.rootKind == b.rootKind, sourceLocation: sourceLocation)
    #expect(a.isPartial == b.isPartial, sourceLocation: sourceLocation)
    #expect(a.recorded == b.recorded, sourceLocation: sourceLocation)
    #expect(a.outletCollections == b.outletCollections, sourceLocation: sourceLocation)
}

@Suite struct DumpWriterTests {
    @Test func findsTheExamplesAndFixtures() {
        #expect(dumpFiles.contains { $0.hasSuffix("Examples/sign-in.json") })
        #expect(dumpFiles.count >= 10)
    }

    @Test(arguments: dumpFiles)
    func everyReadableDumpReadsBackEqual(path: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: path))
        // Test fixtures may be broken on purpose; examples and the corpus must read.
        let document: LayoutDocument
        if path.contains("/Tests/") {
            guard let readable = try? DumpReader.read(Array(bytes)) else { return }
            document = readable
        } else {
            document = try DumpReader.read(Array(bytes))
        }
        let written = DumpWriter.text(document)
        let reread = try DumpReader.read(Array(written.utf8))
        expectEqual(reread, document)
        #expect(DumpWriter.text(reread) == written)
    }

    @Test func writesEveryNonDefaultValueAndReadsItBack() throws {
        var label = View(
            id: "label", className: "UILabel", frame: Rect(x: 1.5, y: -2, width: 30, height: 20.25),
            accessibilityIdentifier: "title", name: "titleLabel", text: "Say \"hi\"\n", isHidden: true,
            translatesAutoresizingMaskIntoConstraints: false, autoresizingMask: [.flexibleWidth, .flexibleBottomMargin],
            intrinsicContentSize: IntrinsicSize(width: nil, height: 20.5),
            contentHuggingPriority: AxisPriorities(horizontal: 251, vertical: 252),
            contentCompressionResistancePriority: AxisPriorities(horizontal: 749, vertical: 1000),
            layoutMargins: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            baselineOffsets: BaselineOffsets(first: 14, last: 16.5))
        label.alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 1, right: 2)
        label.insetsLayoutMarginsFromSafeArea = false
        label.isShownInRecordedFrames = true
        label.translatesInRecordedFrames = true
        label.properties.isTextCut = true
        let stack = View(
            id: "stack", className: "UIStackView", subviews: ["label"],
            stack: StackProperties(
                axis: .vertical, arrangedSubviews: ["label"], distribution: .equalSpacing, alignment: .lastBaseline,
                spacing: 8, isLayoutMarginsRelativeArrangement: true, isBaselineRelativeArrangement: true))
        let root = View(id: "root", className: "UIView", frame: Rect(x: 0, y: 0, width: 390, height: 844), subviews: ["stack"])
        let document = LayoutDocument(
            rootID: "root", views: [root, stack, label],
            guides: [
                Guide(id: "safe", owner: "root", kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide",
                      frame: Rect(x: 0, y: 47, width: 390, height: 763)),
                Guide(id: "custom", owner: "stack", kind: .custom),
            ],
            constraints: [
                Constraint(id: "c1", className: "NSContentSizeLayoutConstraint", identifier: "mine",
                           first: "label", firstAttribute: .width, relation: .greaterThanOrEqual, constant: 40,
                           priority: 999, isActive: false),
                Constraint(first: "stack", firstAttribute: .top, relation: .lessThanOrEqual, second: "safe",
                           secondAttribute: .top, multiplier: 0.5, constant: -8),
            ],
            layoutDirection: .rightToLeft,
            metadata: [("producer", .string("tests")), ("scale", .number(3))])

        let text = DumpWriter.text(document)
        expectEqual(try DumpReader.read(Array(text.utf8)), document)
        #expect(text.contains(#""text": "Say \"hi\"\n""#))
        #expect(text.contains(#""intrinsicContentSize": {"#))
        #expect(text.contains(#""width": null"#))
        #expect(text.contains(#""alignmentRectInsets": {"#))
        #expect(text.contains(#""insetsLayoutMarginsFromSafeArea": false"#))
        #expect(text.contains(#""translatesInRecordedFrames": true"#))
        #expect(text.contains(#""textCut": true"#))
    }

    /// An Interface Builder scene's outlets and outlet collections survive `convert`.
    @Test func keepsOutletsAndOutletCollections() throws {
        let bytes = try #require(FileManager.default.contents(atPath: Repository.path("Tests/Fixtures/InterfaceBuilder/connections.storyboard")))
        let document = try #require(try DocumentLoader.loadAll(Array(bytes)).layouts.first).loaded.document
        #expect(document.outletCollections == [OutletCollection(property: "digitButtons", views: ["Kpd-Bt-009", "Kpd-Bt-007", "Kpd-Bt-008"])])
        let text = DumpWriter.text(document)
        #expect(text.contains("\"outlet\": \"displayLabel\""))
        let read = try DumpReader.read(Array(text.utf8))
        expectEqual(document, read)
    }

    /// A scene's gesture recognizers and typed runtime attributes survive `convert`.
    @Test func keepsGesturesAndRuntimeAttributes() throws {
        let bytes = try #require(FileManager.default.contents(atPath: Repository.path("Tests/Fixtures/InterfaceBuilder/gestures-attributes.storyboard")))
        let document = try #require(try DocumentLoader.loadAll(Array(bytes)).layouts.first).loaded.document
        #expect(document.connections.gestures.count == 7)
        #expect(document.connections.runtimeAttributes.count == 15)
        let text = DumpWriter.text(document)
        #expect(text.contains("\"keyPath\": \"highlightedRange\""))
        expectEqual(document, try DumpReader.read(Array(text.utf8)))
    }

    @Test func leavesDefaultsOut() throws {
        let document = LayoutDocument(
            rootID: "root", views: [View(id: "root", className: "UIView")],
            constraints: [Constraint(first: "root", firstAttribute: .width, constant: 10)])
        #expect(DumpWriter.text(document, indent: nil) == """
            {"format":"draft-inspect-dump","version":1,"root":"root",\
            "views":[{"id":"root","class":"UIView","frame":{"x":0,"y":0,"width":0,"height":0}}],\
            "constraints":[{"first":"root","firstAttribute":"width","constant":10}]}

            """)
    }
}
