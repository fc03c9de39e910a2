import Foundation
import Inspector
import LayoutModel
import Readers
import Testing
import TestSupport

/// Reads one of the repository's example dumps.
func example(_ name: String) throws -> LayoutDocument {
    try DumpReader.read(Repository.example(name))
}

/// A document of a 320×480 root holding the given views (each given as a subview of the root
/// unless some other view lists it).
func document(_ views: [View], constraints: [Constraint] = [], guides: [Guide] = [],
              direction: LayoutDirection = .leftToRight) -> LayoutDocument {
    let listed = Set(views.flatMap(\.subviews))
    let root = View(id: "root", className: "UIView", frame: Rect(x: 0, y: 0, width: 320, height: 480),
                    subviews: views.map(\.id).filter { !listed.contains($0) })
    return LayoutDocument(rootID: "root", views: [root] + views, guides: guides, constraints: constraints,
                          layoutDirection: direction)
}

func view(_ id: ItemID, _ x: Double, _ y: Double, _ width: Double, _ height: Double, subviews: [ItemID] = [],
          translates: Bool = false) -> View {
    View(id: id, className: "UIView", frame: Rect(x: x, y: y, width: width, height: height), subviews: subviews,
         translatesAutoresizingMaskIntoConstraints: translates)
}

extension LayoutSystem {
    /// The generated equations whose id ends with the role, e.g. `autoresizing.width`.
    func generated(_ suffix: String) -> [LayoutEquation] {
        equations.filter { if case let .generated(g) = $0.origin { g.id.hasSuffix(suffix) } else { false } }
    }

    func generatedIDs(containing text: String) -> [String] {
        equations.compactMap { if case let .generated(g) = $0.origin, g.id.contains(text) { g.id } else { nil } }
    }

    /// The generated constraints with a UIKit identifier, as (identifier, priority) pairs.
    func stackConstraints(_ identifier: String) -> [Constraint] {
        equations.compactMap {
            if case let .generated(g) = $0.origin, let c = g.constraint, c.identifier == identifier { c } else { nil }
        }
    }
}

@Suite struct LayoutBuilderTests {
    // MARK: Examples hold at their recorded frames

    /// Every required equation (generated ones included) holds at the frames UIKit recorded.
    @Test(arguments: ["sign-in.json", "contact-cell.json"])
    func requiredEquationsHoldAtRecordedFrames(name: String) throws {
        let document = try example(name)
        let system = LayoutBuilder.build(document)
        let values = RecordedFrames.values(document, system)
        let required = system.equations.filter { $0.priority.isRequired }
        #expect(required.count > 10)
        for equation in required where equation.terms.allSatisfy({ !values[$0.variable].isNaN }) {
            #expect(equation.isSatisfied(by: values, tolerance: 1e-6), "\(equation.origin)")
        }
    }

    /// A size floor's or an intrinsic size's role is implied by its source and not stored;
    /// any other role, or the implied one with another source, reads back as given.
    @Test func generatedConstraintsKeepTheRoleTheyWereGiven() {
        let floor = Constraint(first: "v", firstAttribute: .width, relation: .greaterThanOrEqual, constant: 0)
        let implied = GeneratedConstraint(item: "v", source: .nonNegativeSize, role: "width", constraint: floor)
        let other = GeneratedConstraint(item: "v", source: .nonNegativeSize, role: "custom", constraint: floor)
        #expect(implied.role == "width" && implied.constraint == floor)
        #expect(other.role == "custom" && other.constraint == floor)
        #expect(implied != other)
        var renamed = implied
        renamed.role = "custom"
        #expect(renamed == other)
        let root = GeneratedConstraint(item: "v", source: .rootFrame, role: "width", constraint: floor)
        #expect(root.role == "width" && root.constraint == floor && root.id == "v.root.width")
    }

    @Test func photoExampleBreaksOnlyTheTapHeight() throws {
        let document = try example("photo-conflict-ambiguous.json")
        let system = LayoutBuilder.build(document)
        let values = RecordedFrames.values(document, system)
        let violated = system.equations.filter { $0.priority.isRequired && !$0.isSatisfied(by: values) }
        #expect(violated.map(\.origin) == [.document(7)])
    }

    @Test func derivesStackConstraintsOnlyWhenNotRecorded() throws {
        let signIn = LayoutBuilder.build(try example("sign-in.json"))
        // Vertical fill/fill stack of four: 2 canvas connections along, 3 spacings, 3×2 alignments, 2 across.
        #expect(signIn.stackConstraints("UISV-canvas-connection").count == 4)
        #expect(signIn.stackConstraints("UISV-spacing").map(\.constant) == [16, 16, 16])
        #expect(signIn.stackConstraints("UISV-alignment").count == 6)
        let cell = LayoutBuilder.build(try example("contact-cell.json"))
        #expect(cell.generatedIDs(containing: "UISV").isEmpty)
    }

    // MARK: Attributes

    @Test func attributesInLeftToRightAndRightToLeft() throws {
        var v = view("v", 10, 20, 100, 50)
        v.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        v.baselineOffsets = BaselineOffsets(first: 12, last: 40)
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let doc = document([v], direction: direction)
            let system = LayoutBuilder.build(doc)
            let values = RecordedFrames.values(doc, system)
            let index = try #require(system.index(of: "v"))
            func value(_ attribute: Attribute, mirrored: Bool = false) -> Double {
                let form = system.expression(attribute, of: index, mirrored: mirrored)
                return form.terms.reduce(form.constant) { $0 + $1.coefficient * values[$1.variable] }
            }
            let expected: [(Attribute, Double)] = [
                (.left, 10), (.right, 110), (.top, 20), (.bottom, 70), (.width, 100), (.height, 50),
                (.centerX, 60), (.centerY, 45), (.leftMargin, 12), (.rightMargin, 106), (.topMargin, 21),
                (.bottomMargin, 67), (.centerXWithinMargins, 59), (.centerYWithinMargins, 44),
                (.firstBaseline, 32), (.lastBaseline, 60),
                (.leading, 10), (.trailing, 110), (.leadingMargin, 12), (.trailingMargin, 106),
            ]
            for (attribute, number) in expected {
                #expect(value(attribute) == number, "\(attribute)")
            }
            // Mirrored (a right-to-left constraint), leading is the right edge on a flipped axis.
            #expect(value(.leading, mirrored: true) == -110)
            #expect(value(.trailing, mirrored: true) == -10)
            #expect(value(.leadingMargin, mirrored: true) == -106)
            #expect(value(.trailingMargin, mirrored: true) == -12)
            #expect(value(.centerX, mirrored: true) == -60)
        }
    }

    @Test func rightToLeftLeadingConstraintPlacesTheViewLeftward() throws {
        let a = view("a", 200, 0, 100, 10)
        let b = view("b", 92, 0, 100, 10)
        let constraint = Constraint(first: "b", firstAttribute: .leading, second: "a", secondAttribute: .trailing, constant: 8)
        for (direction, holds) in [(LayoutDirection.rightToLeft, true), (.leftToRight, false)] {
            let doc = document([a, b], constraints: [constraint], direction: direction)
            let system = LayoutBuilder.build(doc)
            let equation = try #require(system.equations.first { $0.origin == .document(0) })
            #expect(equation.isSatisfied(by: RecordedFrames.values(doc, system)) == holds)
        }
    }

    /// A multiplier between locations measures them in the bounds of the view the constraint
    /// is installed on, as UIKit does (RxSwift's Wikipedia search scene, laid out below a bar:
    /// a label at its view's centre over 1.2): not in the root's coordinates.
    @Test func multipliedLocationsAreMeasuredInTheContainersBounds() throws {
        // A 200 × 400 container at (100, 200); the child's centre at half the container's.
        let container = view("container", 100, 200, 200, 400, subviews: ["child"])
        let child = view("child", 40, 90, 20, 20)
        let pins = ["left", "top", "width", "height"].map { edge -> Constraint in
            switch edge {
            case "left": Constraint(first: "container", firstAttribute: .left, second: "root", secondAttribute: .left, constant: 100)
            case "top": Constraint(first: "container", firstAttribute: .top, second: "root", secondAttribute: .top, constant: 200)
            case "width": Constraint(first: "container", firstAttribute: .width, constant: 200)
            default: Constraint(first: "container", firstAttribute: .height, constant: 400)
            }
        }
        let size = [
            Constraint(first: "child", firstAttribute: .width, constant: 20),
            Constraint(first: "child", firstAttribute: .height, constant: 20),
        ]
        let centres = [
            Constraint(first: "child", firstAttribute: .centerX, second: "container", secondAttribute: .centerX, multiplier: 0.5),
            Constraint(first: "child", firstAttribute: .centerY, second: "container", secondAttribute: .centerY, multiplier: 0.5),
        ]
        let session = LayoutSession(document: document([container, child], constraints: pins + size + centres))
        #expect(session.conflicts.isEmpty)
        #expect(session.solvedFrame(ofItem: try #require(session.system.index(of: "child"))) == Rect(x: 140, y: 290, width: 20, height: 20))
        #expect(session.analyze().misplacements.isEmpty)

        // Right to left, locations are measured from the container's leading (right) edge: the
        // child's leading edge at half the container's trailing one is at the container's middle.
        let mirrored = Constraint(first: "child", firstAttribute: .leading, second: "container", secondAttribute: .trailing, multiplier: 0.5)
        let rightToLeft = LayoutSession(document: document(
            [container, view("child", 80, 90, 20, 20)], constraints: pins + size + [mirrored, centres[1]], direction: .rightToLeft))
        #expect(rightToLeft.solvedFrame(ofItem: try #require(rightToLeft.system.index(of: "child"))).x == 180)

        // A constraint added in a session is measured the same way.
        let edited = LayoutSession(document: document([container, child], constraints: pins + size + [centres[1]]))
        _ = edited.add(centres[0])
        #expect(edited.solvedFrame(ofItem: try #require(edited.system.index(of: "child"))).x == 140)
    }

    @Test func baselinesFallBackToTopAndBottom() throws {
        let doc = document([view("v", 0, 10, 50, 30)])
        let system = LayoutBuilder.build(doc)
        let index = try #require(system.index(of: "v"))
        let values = RecordedFrames.values(doc, system)
        let first = system.expression(.firstBaseline, of: index)
        let last = system.expression(.lastBaseline, of: index)
        #expect(first.terms.reduce(first.constant) { $0 + $1.coefficient * values[$1.variable] } == 10)
        #expect(last.terms.reduce(last.constant) { $0 + $1.coefficient * values[$1.variable] } == 40)
    }

    // MARK: Root, guides

    @Test func rootFrameIsHeldAndGuidesAreTiedToTheirOwner() throws {
        var root = view("root", 0, 0, 320, 480)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        root.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let doc = LayoutDocument(rootID: "root", views: [root], guides: [
            Guide(id: "safe", owner: "root", kind: .safeArea, frame: Rect(x: 0, y: 47, width: 320, height: 399)),
            Guide(id: "margins", owner: "root", kind: .layoutMargins, frame: Rect(x: 16, y: 0, width: 288, height: 480)),
            Guide(id: "custom", owner: "root", kind: .custom),
        ])
        let system = LayoutBuilder.build(doc)
        #expect(system.generatedIDs(containing: "root.root.").sorted() == ["root.root.height", "root.root.minX", "root.root.minY", "root.root.width"])
        #expect(system.generatedIDs(containing: "safe.UIView").sorted() == [
            "safe.UIViewSafeAreaLayoutGuide-bottom", "safe.UIViewSafeAreaLayoutGuide-left",
            "safe.UIViewSafeAreaLayoutGuide-right", "safe.UIViewSafeAreaLayoutGuide-top"])
        #expect(system.generatedIDs(containing: "margins.UIView").count == 4)
        // Only constraints place a custom guide; the engine keeps its size from going negative.
        #expect(system.generatedIDs(containing: "custom") == ["custom.size.width", "custom.size.height"])
        let values = RecordedFrames.values(doc, system)
        #expect(system.equations.filter { $0.terms.allSatisfy { !values[$0.variable].isNaN } }.allSatisfy { $0.isSatisfied(by: values) })
        // A guide whose ties the dump recorded gets no generated ones.
        let recorded = LayoutDocument(rootID: "root", views: [root], guides: [Guide(id: "safe", owner: "root", kind: .safeArea)],
                                      constraints: [Constraint(identifier: "UIViewSafeAreaLayoutGuide-left", first: "safe", firstAttribute: .left, second: "root", secondAttribute: .left)])
        #expect(LayoutBuilder.build(recorded).generatedIDs(containing: "safe.UIView").isEmpty)
    }

    // MARK: Autoresizing

    /// Solves the position and size equations of a translated view for a new superview width.
    private func autoresized(_ mask: AutoresizingMask, frame: Rect, superWidth: Double, newWidth: Double) throws -> (x: Double, width: Double) {
        var child = view("child", frame.x, frame.y, frame.width, frame.height, translates: true)
        child.autoresizingMask = mask
        let parent = view("parent", 0, 0, superWidth, 100, subviews: ["child"])
        let doc = document([parent, child])
        let system = LayoutBuilder.build(doc)
        var values = RecordedFrames.values(doc, system)
        // Every autoresizing equation holds at the recorded frames.
        #expect(system.generated("autoresizing.minX").count == 1)
        #expect(system.equations.allSatisfy { $0.isSatisfied(by: values) })
        let parentIndex = try #require(system.index(of: "parent"))
        let childIndex = try #require(system.index(of: "child"))
        values[LayoutSystem.variable(parentIndex, .width)] = newWidth
        func solve(_ equation: LayoutEquation, for variable: Int) -> Double {
            let coefficient = equation.terms.first { $0.variable == variable }?.coefficient ?? 1
            let rest = equation.terms.filter { $0.variable != variable }.reduce(equation.constant) { $0 + $1.coefficient * values[$1.variable] }
            return -rest / coefficient
        }
        let width = solve(try #require(system.generated("child.autoresizing.width").first), for: LayoutSystem.variable(childIndex, .width))
        let x = solve(try #require(system.generated("child.autoresizing.minX").first), for: LayoutSystem.variable(childIndex, .minX))
        return (x, width)
    }

    @Test func autoresizingMasksFollowSpringsAndStruts() throws {
        let frame = Rect(x: 270, y: 0, width: 42, height: 10)
        // Fixed (h=--&): position and size stay.
        #expect(try autoresized([], frame: frame, superWidth: 320, newWidth: 400) == (270, 42))
        #expect(try autoresized(.flexibleRightMargin, frame: frame, superWidth: 320, newWidth: 400) == (270, 42))
        // h=&--: the left margin absorbs the change (UIKit: midX == superview.width − 29).
        #expect(try autoresized(.flexibleLeftMargin, frame: frame, superWidth: 320, newWidth: 400) == (350, 42))
        // h=-&-: the width absorbs it (400×400 in 375: width == superview.width + 25).
        #expect(try autoresized(.flexibleWidth, frame: Rect(x: -12.5, y: 0, width: 400, height: 1), superWidth: 375, newWidth: 475) == (-12.5, 500))
        // h=&-&: margins share it by their lengths (L = 160, R = 120 in 320 → 4:3).
        #expect(try autoresized([.flexibleLeftMargin, .flexibleRightMargin], frame: Rect(x: 160, y: 0, width: 40, height: 1), superWidth: 320, newWidth: 390) == (200, 40))
        // h=&&&: all three share by length.
        let all = try autoresized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], frame: Rect(x: 100, y: 0, width: 100, height: 1), superWidth: 300, newWidth: 600)
        #expect(all == (200, 200))
    }

    @Test func autoresizingIsMadeOnlyForTranslatingNonRootViewsWithoutRecordedOnes() throws {
        let doc = document([view("a", 0, 0, 10, 10, translates: true), view("b", 0, 0, 10, 10)])
        let system = LayoutBuilder.build(doc)
        #expect(system.generatedIDs(containing: "autoresizing").sorted() == [
            "a.autoresizing.height", "a.autoresizing.minX", "a.autoresizing.minY", "a.autoresizing.width"])
        #expect(system.generated("autoresizing.minX").allSatisfy { $0.priority == .required })
        let recorded = document([view("a", 0, 0, 10, 10, translates: true)], constraints: [
            Constraint(className: "NSAutoresizingMaskLayoutConstraint", first: "a", firstAttribute: .width, constant: 10)])
        #expect(LayoutBuilder.build(recorded).generatedIDs(containing: "autoresizing").isEmpty)
    }

    // MARK: Intrinsic size

    @Test func intrinsicSizeGivesHuggingAndCompressionResistance() throws {
        var label = view("label", 0, 0, 100, 20)
        label.intrinsicContentSize = IntrinsicSize(width: 100, height: nil)
        label.contentHuggingPriority = AxisPriorities(horizontal: 251, vertical: 251)
        let system = LayoutBuilder.build(document([label]))
        let hugging = try #require(system.generated("label.intrinsic.width.hugging").first)
        let resistance = try #require(system.generated("label.intrinsic.width.compressionResistance").first)
        #expect(hugging.priority == 251 && hugging.relation == .lessThanOrEqual && hugging.constant == -100)
        #expect(resistance.priority == 750 && resistance.relation == .greaterThanOrEqual)
        #expect(system.generated("intrinsic.height.hugging").isEmpty)
    }
}
