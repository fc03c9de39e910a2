import Inspector
import LayoutModel
import Testing

/// A stack "s" at (0, 0, 300, 100) pinned to the root, with arranged subviews a, b, c…
private func stackDocument(
    _ axis: Axis = .horizontal, items: Int = 3, distribution: StackProperties.Distribution = .fill,
    alignment: StackProperties.Alignment = .fill, spacing: Double = 10, hidden: Set<ItemID> = [],
    intrinsic: [Double?] = [], marginsRelative: Bool = false, framed: Bool = true
) -> LayoutDocument {
    let ids = (0..<items).map { ItemID(String(UnicodeScalar(UInt8(97 + $0)))) }
    var stack = view("s", 0, 0, 300, 100, subviews: ids)
    stack.stack = StackProperties(axis: axis, arrangedSubviews: ids, distribution: distribution, alignment: alignment,
                                  spacing: spacing, isLayoutMarginsRelativeArrangement: marginsRelative)
    var views = [stack]
    for (index, id) in ids.enumerated() {
        var item = view(id, 0, 0, 10, 10)
        item.isHidden = hidden.contains(id)
        if !framed { item.frame = nil }
        if index < intrinsic.count, let length = intrinsic[index] {
            item.intrinsicContentSize = axis == .horizontal ? IntrinsicSize(width: length, height: 20) : IntrinsicSize(width: 20, height: length)
        }
        views.append(item)
    }
    let pins = [
        Constraint(first: "s", firstAttribute: .left, second: "root", secondAttribute: .left),
        Constraint(first: "s", firstAttribute: .top, second: "root", secondAttribute: .top),
        Constraint(first: "s", firstAttribute: .width, constant: 300),
        Constraint(first: "s", firstAttribute: .height, constant: 100),
    ]
    return document(views, constraints: pins)
}

/// `first.a rel second.b × m + c @p` for compact expectations.
private func text(_ c: Constraint) -> String {
    var result = "\(c.first).\(c.firstAttribute.name) \(c.relation.symbol)"
    if let second = c.second {
        result += " \(second).\(c.secondAttribute.name)"
        if c.multiplier != 1 { result += " * \(formatNumber(c.multiplier))" }
        if c.constant != 0 { result += " + \(formatNumber(c.constant))" }
    } else {
        result += " \(formatNumber(c.constant))"
    }
    if !c.priority.isRequired { result += " @\(formatNumber(c.priority.rawValue))" }
    return result
}

private func stackConstraints(_ document: LayoutDocument, _ identifier: String) -> [String] {
    LayoutBuilder.build(document).stackConstraints(identifier).map(text)
}

@Suite struct StackArrangementTests {
    @Test func fillFillHorizontal() {
        let doc = stackDocument()
        #expect(stackConstraints(doc, "UISV-canvas-connection") == [
            "s.leading == a.leading", "c.trailing == s.trailing", "s.top == a.top", "a.bottom == s.bottom"])
        #expect(stackConstraints(doc, "UISV-spacing") == ["b.leading == a.trailing + 10", "c.leading == b.trailing + 10"])
        #expect(stackConstraints(doc, "UISV-alignment") == ["a.top == b.top", "a.bottom == b.bottom", "a.top == c.top", "a.bottom == c.bottom"])
        // Fill alignment has no spanner and no ambiguity suppression.
        #expect(stackConstraints(doc, "UISV-spanning-fit").isEmpty)
        #expect(stackConstraints(doc, "UISV-ambiguity-suppression").isEmpty)
    }

    @Test func verticalStackSwapsTheAxes() {
        let doc = stackDocument(.vertical, items: 2)
        #expect(stackConstraints(doc, "UISV-canvas-connection") == [
            "s.top == a.top", "b.bottom == s.bottom", "s.leading == a.leading", "a.trailing == s.trailing"])
        #expect(stackConstraints(doc, "UISV-spacing") == ["b.top == a.bottom + 10"])
    }

    @Test func hiddenItemsCollapseAtPriority999_999AndHangOnAt50() {
        let middle = stackDocument(hidden: ["b"])
        #expect(stackConstraints(middle, "UISV-hiding") == ["b.width == 0 @999.999"])
        #expect(stackConstraints(middle, "UISV-spacing") == ["c.leading == a.trailing + 10"])
        // A visible item follows: half the spacing.
        #expect(stackConstraints(middle, "UISV-spacing-hidden") == ["b.leading == a.trailing + 5 @50"])
        let last = stackDocument(hidden: ["c"])
        #expect(stackConstraints(last, "UISV-spacing-hidden") == ["c.leading == b.trailing @50"])
        let first = stackDocument(hidden: ["a"])
        #expect(stackConstraints(first, "UISV-spacing-hidden") == ["b.leading == a.trailing @50"])
        #expect(stackConstraints(first, "UISV-canvas-connection").prefix(2) == ["s.leading == b.leading", "c.trailing == s.trailing"])
        // Alignment still covers the hidden item.
        #expect(stackConstraints(first, "UISV-alignment").contains("b.top == a.top"))
    }

    @Test func fillEquallyRefersToTheFirstVisibleItem() {
        #expect(stackConstraints(stackDocument(distribution: .fillEqually), "UISV-fill-equally") == ["b.width == a.width", "c.width == a.width"])
        #expect(stackConstraints(stackDocument(distribution: .fillEqually, hidden: ["a"]), "UISV-fill-equally") == ["c.width == b.width"])
    }

    /// kean's example: intrinsic widths 160, 80, 40 and no spacing.
    @Test func fillProportionallyMultipliersAndPriorities() {
        let doc = stackDocument(distribution: .fillProportionally, spacing: 0, intrinsic: [160, 80, 40])
        let constraints = LayoutBuilder.build(doc).stackConstraints("UISV-fill-proportionally")
        #expect(constraints.map { ($0.multiplier * 1e6).rounded() / 1e6 } == [0.571429, 0.285714, 0.142857])
        #expect(constraints.map(\.priority) == [999, 998, 997])
        #expect(constraints.allSatisfy { $0.secondAttribute == .width && $0.second == "s" })
        // No intrinsic lengths: the lengths the items have (10 each, over 30 + 2 × 10).
        let framed = stackDocument(distribution: .fillProportionally)
        #expect(stackConstraints(framed, "UISV-fill-proportionally") == ["a.width == s.width * 0.2 @999", "b.width == s.width * 0.2 @998", "c.width == s.width * 0.2 @997"])
        // No lengths at all: fill-equally instead.
        let none = stackDocument(distribution: .fillProportionally, framed: false)
        #expect(stackConstraints(none, "UISV-fill-proportionally").isEmpty)
        #expect(stackConstraints(none, "UISV-fill-equally").count == 2)
    }

    @Test func equalSpacingUsesGapGuides() {
        let doc = stackDocument(distribution: .equalSpacing)
        #expect(stackConstraints(doc, "UISV-spacing") == ["b.leading >= a.trailing + 10", "c.leading >= b.trailing + 10"])
        #expect(stackConstraints(doc, "UISV-distributing-edge") == [
            "s.UISV-distributing.1.leading == a.trailing", "s.UISV-distributing.1.trailing == b.leading",
            "s.UISV-distributing.2.leading == b.trailing", "s.UISV-distributing.2.trailing == c.leading"])
        #expect(stackConstraints(doc, "UISV-fill-equally") == ["s.UISV-distributing.2.width == s.UISV-distributing.1.width"])
        #expect(stackConstraints(doc, "UISV-canvas-fit") == ["s.width == 0 @49"])
    }

    @Test func equalCenteringTiesCentersAtLowPriority() {
        let doc = stackDocument(items: 4, distribution: .equalCentering)
        #expect(stackConstraints(doc, "UISV-distributing-edge").prefix(2) == [
            "s.UISV-distributing.1.leading == a.centerX", "s.UISV-distributing.1.trailing == b.centerX"])
        #expect(stackConstraints(doc, "UISV-fill-equally") == [
            "s.UISV-distributing.2.width == s.UISV-distributing.1.width @149",
            "s.UISV-distributing.3.width == s.UISV-distributing.1.width @148"])
    }

    @Test func leadingAlignmentSpansAt999_5() {
        let doc = stackDocument(items: 2, alignment: .top, hidden: ["b"])
        #expect(stackConstraints(doc, "UISV-alignment") == ["a.top == b.top"])
        #expect(stackConstraints(doc, "UISV-canvas-connection").suffix(2) == ["s.top == a.top", "s.UISV-alignment-spanner.bottom == s.bottom"])
        // Boundaries only for visible items.
        #expect(stackConstraints(doc, "UISV-spanning-boundary") == [
            "s.UISV-alignment-spanner.top == a.top @999.5", "s.UISV-alignment-spanner.bottom >= a.bottom"])
        #expect(stackConstraints(doc, "UISV-spanning-fit") == ["s.UISV-alignment-spanner.height == 0 @51"])
        // Suppression on every item, hidden ones too.
        #expect(stackConstraints(doc, "UISV-ambiguity-suppression") == ["a.height == 0 @25", "b.height == 0 @25"])
    }

    @Test func centerAndTrailingAlignments() {
        let center = stackDocument(items: 2, alignment: .center)
        #expect(stackConstraints(center, "UISV-alignment") == ["a.centerY == b.centerY"])
        #expect(stackConstraints(center, "UISV-canvas-connection").suffix(3) == [
            "s.top == s.UISV-alignment-spanner.top", "s.UISV-alignment-spanner.bottom == s.bottom", "s.centerY == a.centerY"])
        #expect(stackConstraints(center, "UISV-spanning-boundary").prefix(2) == [
            "s.UISV-alignment-spanner.top <= a.top", "s.UISV-alignment-spanner.bottom >= a.bottom"])
        let trailing = stackDocument(.vertical, items: 2, alignment: .trailing)
        #expect(stackConstraints(trailing, "UISV-alignment") == ["a.trailing == b.trailing"])
        #expect(stackConstraints(trailing, "UISV-spanning-boundary").prefix(2) == [
            "s.UISV-alignment-spanner.leading <= a.leading", "s.UISV-alignment-spanner.trailing == a.trailing @999.5"])
    }

    @Test func baselineAlignmentsUseInequalitiesAndCanvasFit() {
        let first = stackDocument(items: 2, alignment: .firstBaseline)
        #expect(stackConstraints(first, "UISV-alignment") == ["a.firstBaseline == b.firstBaseline"])
        #expect(stackConstraints(first, "UISV-canvas-connection").suffix(2) == ["s.top <= a.top", "s.UISV-alignment-spanner.bottom == s.bottom"])
        #expect(stackConstraints(first, "UISV-canvas-fit") == ["s.height == 0 @49"])
        let last = stackDocument(items: 2, alignment: .lastBaseline)
        #expect(stackConstraints(last, "UISV-canvas-connection").suffix(2) == ["s.top == s.UISV-alignment-spanner.top", "a.bottom <= s.bottom"])
        // On a vertical stack: no alignment constraints, both edges to the spanner.
        let vertical = stackDocument(.vertical, items: 2, alignment: .firstBaseline)
        #expect(stackConstraints(vertical, "UISV-alignment").isEmpty)
    }

    @Test func singleItemHasNoSpanner() {
        let doc = stackDocument(items: 1, alignment: .center)
        #expect(stackConstraints(doc, "UISV-canvas-connection").suffix(3) == ["s.top <= a.top", "a.bottom <= s.bottom", "s.centerY == a.centerY"])
        #expect(stackConstraints(doc, "UISV-canvas-fit") == ["s.height == 0 @49"])
        #expect(stackConstraints(doc, "UISV-spanning-fit").isEmpty)
        #expect(stackConstraints(doc, "UISV-ambiguity-suppression") == ["a.height == 0 @25"])
    }

    @Test func allHiddenItemsLowerTheSpanningFit() {
        let doc = stackDocument(items: 2, alignment: .center, hidden: ["a", "b"])
        #expect(stackConstraints(doc, "UISV-spanning-fit") == ["s.UISV-alignment-spanner.height == 0 @0.001"])
    }

    @Test func marginsRelativeArrangementUsesTheMarginsGuide() {
        let doc = stackDocument(items: 1, marginsRelative: true)
        #expect(stackConstraints(doc, "UISV-canvas-connection").first == "s.UIViewLayoutMarginsGuide.leading == a.leading")
        let system = LayoutBuilder.build(doc)
        #expect(system.generatedIDs(containing: "s.UIViewLayoutMarginsGuide.UIView-").count == 4)
    }

    // MARK: Solved

    @Test func solvedFillEquallyAndCenterAlignment() throws {
        var doc = stackDocument(items: 2, distribution: .fillEqually, alignment: .center)
        doc.appendConstraint(Constraint(first: "a", firstAttribute: .height, constant: 40))
        doc.appendConstraint(Constraint(first: "b", firstAttribute: .height, constant: 20))
        let session = LayoutSession(document: doc)
        let analysis = session.analyze()
        #expect(analysis.conflicts.isEmpty && analysis.ambiguities.isEmpty)
        let a = session.solvedFrame(ofItem: try #require(session.system.index(of: "a")))
        let b = session.solvedFrame(ofItem: try #require(session.system.index(of: "b")))
        #expect(a == Rect(x: 0, y: 30, width: 145, height: 40))
        #expect(b == Rect(x: 155, y: 40, width: 145, height: 20))
    }

    @Test func solvedEqualSpacing() throws {
        var doc = stackDocument(distribution: .equalSpacing)
        for id: ItemID in ["a", "b", "c"] {
            doc.appendConstraint(Constraint(first: id, firstAttribute: .width, constant: 50))
        }
        let session = LayoutSession(document: doc)
        #expect(session.analyze().isClean)
        let xs = try ["a", "b", "c"].map { session.solvedFrame(ofItem: try #require(session.system.index(of: ItemID($0)))).x }
        #expect(xs == [0, 125, 250])
    }

    /// A stack's constraints share records of at most 256; one of 60 items at centre alignment
    /// makes more, and each keeps its own numbered role and UIKit's identifier.
    @Test func aLongStackKeepsEveryConstraintsRoleAcrossItsRecords() {
        let system = LayoutBuilder.build(stackDocument(items: 60, alignment: .center))
        let generated = system.equations.compactMap { equation -> GeneratedConstraint? in
            if case let .generated(origin) = equation.origin, origin.source == .stackView { origin } else { nil }
        }
        #expect(generated.count > 256)
        #expect(generated.filter { $0.role.hasPrefix("UISV-spacing.") }.map(\.role) == (1...59).map { "UISV-spacing.\($0)" })
        #expect(generated.filter { $0.role.hasPrefix("UISV-ambiguity-suppression.") }.count == 60)
        #expect(generated.last?.role == "UISV-ambiguity-suppression.60")
        #expect(generated.allSatisfy { origin in
            origin.constraint?.identifier.map { origin.role.hasPrefix($0 + ".") } ?? false
        })
        #expect(Set(generated.map(\.id)).count == generated.count)
    }
}
