import LayoutModel
import Printer
import Testing

/// The sign tables of the Draftsman reference (§1.2, §1.3) and the expectation rows taken
/// from Draftsman's own tests (§8 rows 1–19): a dump constraint must print as the Draftsman
/// call that creates exactly it. `v` is the view under test, `r` a sibling built before it.
@Suite struct SignTableTests {
    static let root: ItemID = "0x1"
    static let r: ItemID = "0x2"
    static let v: ItemID = "0x3"

    /// The relation calls printed on `v`'s chain for these constraints.
    static func calls(_ constraints: [Constraint]) throws -> [String] {
        let document = LayoutDocument(
            rootID: root,
            views: [
                View(id: root, className: "UIView", subviews: [r, v]),
                View(id: r, className: "UIView", translatesAutoresizingMaskIntoConstraints: false),
                View(id: v, className: "UIView", translatesAutoresizingMaskIntoConstraints: false),
            ],
            constraints: constraints)
        let text = try PrintTarget.draftsman.print(document, options: .init(tags: [r: "r", v: "v"])).text
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        if let single = lines.first(where: { $0.hasPrefix("v.drf.") }) { return [String(single.dropFirst("v.drf.".count))] }
        guard let start = lines.firstIndex(of: "v.drf") else { return [] }
        return lines[(start + 1)...].prefix { $0.hasPrefix(".") }.map { String($0.dropFirst()) }
    }

    static func c(_ first: ItemID, _ attribute: Attribute, _ relation: Relation = .equal, _ second: ItemID? = r,
                  _ secondAttribute: Attribute? = nil, multiplier: Double = 1, constant: Double = 0) -> Constraint {
        Constraint(first: first, firstAttribute: attribute, relation: relation, second: second,
                   secondAttribute: second == nil ? .notAnAttribute : (secondAttribute ?? attribute),
                   multiplier: multiplier, constant: constant)
    }

    // MARK: §1.2 single position anchors

    struct SingleRow: Sendable, CustomStringConvertible {
        var anchor: Attribute
        var dsl: String
        var relation: Relation
        var constant: Double
        var description: String { "\(anchor.name).\(dsl) → \(relation.symbol) \(constant)" }
    }

    /// The table of §1.2, row by row: the DSL relation and modifier, and what UIKit gets.
    static let singleRows: [SingleRow] = {
        var rows: [SingleRow] = []
        for anchor in [Attribute.top, .left, .leading, .centerX, .centerY] {
            rows += [
                SingleRow(anchor: anchor, dsl: "equal(to: r).offset(by: 16)", relation: .equal, constant: 16),
                SingleRow(anchor: anchor, dsl: "equal(to: r).inset(by: 16)", relation: .equal, constant: -16),
                SingleRow(anchor: anchor, dsl: "moreThan(to: r).offset(by: 16)", relation: .greaterThanOrEqual, constant: 16),
                SingleRow(anchor: anchor, dsl: "moreThan(to: r).inset(by: 16)", relation: .greaterThanOrEqual, constant: -16),
                SingleRow(anchor: anchor, dsl: "lessThan(to: r).offset(by: 16)", relation: .lessThanOrEqual, constant: 16),
                SingleRow(anchor: anchor, dsl: "lessThan(to: r).inset(by: 16)", relation: .lessThanOrEqual, constant: -16),
            ]
        }
        for anchor in [Attribute.bottom, .right, .trailing] {
            rows += [
                SingleRow(anchor: anchor, dsl: "equal(to: r).offset(by: 16)", relation: .equal, constant: -16),
                SingleRow(anchor: anchor, dsl: "equal(to: r).inset(by: 16)", relation: .equal, constant: 16),
                SingleRow(anchor: anchor, dsl: "moreThan(to: r).offset(by: 16)", relation: .lessThanOrEqual, constant: -16),
                SingleRow(anchor: anchor, dsl: "moreThan(to: r).inset(by: 16)", relation: .lessThanOrEqual, constant: 16),
                SingleRow(anchor: anchor, dsl: "lessThan(to: r).offset(by: 16)", relation: .greaterThanOrEqual, constant: -16),
                SingleRow(anchor: anchor, dsl: "lessThan(to: r).inset(by: 16)", relation: .greaterThanOrEqual, constant: 16),
            ]
        }
        return rows
    }()

    @Test(arguments: singleRows)
    func singlePositionAnchor(_ row: SingleRow) throws {
        let printed = try Self.calls([Self.c(Self.v, row.anchor, row.relation, constant: row.constant)])
        #expect(printed == ["\(row.anchor.name).\(row.dsl)"])
    }

    @Test func singleAnchorsWithoutConstant() throws {
        #expect(try Self.calls([Self.c(Self.v, .bottom, .lessThanOrEqual)]) == ["bottom.moreThan(to: r)"])
        #expect(try Self.calls([Self.c(Self.v, .trailing, .greaterThanOrEqual)]) == ["trailing.lessThan(to: r)"])
        #expect(try Self.calls([Self.c(Self.v, .top, .greaterThanOrEqual)]) == ["top.moreThan(to: r)"])
    }

    // MARK: §1.3 dimensions

    @Test func dimensionsHaveNoSign() throws {
        #expect(try Self.calls([Self.c(Self.v, .width, .greaterThanOrEqual, constant: 8)]) == ["width.moreThan(to: r).added(by: 8)"])
        #expect(try Self.calls([Self.c(Self.v, .height, .lessThanOrEqual, constant: -8)]) == ["height.lessThan(to: r).substracted(by: 8)"])
        #expect(try Self.calls([Self.c(Self.v, .width, .equal, nil, constant: 40)]) == ["width.equal(to: 40)"])
        #expect(try Self.calls([Self.c(Self.v, .height, .greaterThanOrEqual, nil, constant: 44)]) == ["height.moreThan(to: 44)"])
        #expect(try Self.calls([Self.c(Self.v, .width, .equal, Self.r, .height, multiplier: 0.5, constant: 4)])
            == ["width.equal(to: r.drf.height).multiplied(by: 0.5).added(by: 4)"])
    }

    // MARK: §8 rows 1–19

    @Test func row01TopToBottom() throws {
        #expect(try Self.calls([Self.c(Self.v, .top, .equal, Self.r, .bottom)]) == ["top.equal(to: r.drf.bottom)"])
    }

    @Test func row02BottomToTopOffset() throws {
        #expect(try Self.calls([Self.c(Self.v, .bottom, .equal, Self.r, .top, constant: -8)]) == ["bottom.equal(to: r.drf.top).offset(by: 8)"])
    }

    @Test func row03BottomInsetIsPositive() throws {
        #expect(try Self.calls([Self.c(Self.v, .bottom, constant: 16)]) == ["bottom.equal(to: r).inset(by: 16)"])
    }

    @Test func row04TopAndCenterYInsetIsNegative() throws {
        #expect(try Self.calls([Self.c(Self.v, .top, constant: -16)]) == ["top.equal(to: r).inset(by: 16)"])
        #expect(try Self.calls([Self.c(Self.v, .centerY, constant: -16)]) == ["centerY.equal(to: r).inset(by: 16)"])
    }

    @Test func row05BottomMoreThanIsLessThanOrEqual() throws {
        #expect(try Self.calls([Self.c(Self.v, .bottom, .lessThanOrEqual)]) == ["bottom.moreThan(to: r)"])
    }

    @Test func row06RightLessThanOffset() throws {
        #expect(try Self.calls([Self.c(Self.v, .right, .greaterThanOrEqual, Self.r, .left, constant: -8)])
            == ["right.lessThan(to: r.drf.left).offset(by: 8)"])
    }

    @Test func row07TrailingMoreThanInset() throws {
        #expect(try Self.calls([Self.c(Self.v, .trailing, .lessThanOrEqual, constant: 16)]) == ["trailing.moreThan(to: r).inset(by: 16)"])
    }

    @Test func row08WidthToHeightAdded() throws {
        #expect(try Self.calls([Self.c(Self.v, .width, .equal, Self.r, .height, constant: 8)]) == ["width.equal(to: r.drf.height).added(by: 8)"])
    }

    @Test func row09HeightMoreThanWidthSubstracted() throws {
        #expect(try Self.calls([Self.c(Self.v, .height, .greaterThanOrEqual, Self.r, .width, constant: -16)])
            == ["height.moreThan(to: r.drf.width).substracted(by: 16)"])
    }

    @Test func row10VerticalOffset() throws {
        #expect(try Self.calls([Self.c(Self.v, .top, constant: 8), Self.c(Self.v, .bottom, constant: -8)])
            == ["vertical.equal(to: r).offset(by: 8)"])
    }

    @Test func row11VerticalMoreThanInset() throws {
        #expect(try Self.calls([Self.c(Self.v, .top, .greaterThanOrEqual, constant: -16), Self.c(Self.v, .bottom, .lessThanOrEqual, constant: 16)])
            == ["vertical.moreThan(to: r).inset(by: 16)"])
    }

    @Test func row12TopHorizontalOffset() throws {
        #expect(try Self.calls([Self.c(Self.v, .top, constant: 8), Self.c(Self.v, .left, constant: 8), Self.c(Self.v, .right, constant: -8)])
            == ["top.horizontal.equal(to: r.drf.top.horizontal).offset(by: 8)"])
    }

    @Test func row13BottomHorizontalOffset() throws {
        #expect(try Self.calls([Self.c(Self.v, .bottom, constant: -8), Self.c(Self.v, .left, constant: 8), Self.c(Self.v, .right, constant: -8)])
            == ["bottom.horizontal.equal(to: r.drf.bottom.horizontal).offset(by: 8)"])
    }

    /// Row 14's DSL targets a tri anchor whose uni member differs; the printer does not
    /// compact a tri across different attributes, so it prints the top and the pair apart.
    @Test func row14TopToBottomWithHorizontal() throws {
        #expect(try Self.calls([Self.c(Self.v, .top, .equal, Self.r, .bottom), Self.c(Self.v, .left), Self.c(Self.v, .right)])
            == ["top.equal(to: r.drf.bottom)", "horizontal.equal(to: r)"])
    }

    @Test func row15TopHorizontalMoreThan() throws {
        #expect(try Self.calls([
            Self.c(Self.v, .top, .greaterThanOrEqual, constant: 8), Self.c(Self.v, .left, .greaterThanOrEqual, constant: 8),
            Self.c(Self.v, .right, .lessThanOrEqual, constant: -8),
        ]) == ["top.horizontal.moreThan(to: r.drf.top.horizontal).offset(by: 8)"])
    }

    @Test func row16RightVerticalMoreThan() throws {
        #expect(try Self.calls([
            Self.c(Self.v, .right, .lessThanOrEqual, constant: -8), Self.c(Self.v, .top, .greaterThanOrEqual, constant: 8),
            Self.c(Self.v, .bottom, .lessThanOrEqual, constant: -8),
        ]) == ["right.vertical.moreThan(to: r.drf.right.vertical).offset(by: 8)"])
    }

    @Test func row17CornerToOtherCorner() throws {
        #expect(try Self.calls([Self.c(Self.v, .right, .lessThanOrEqual, Self.r, .left), Self.c(Self.v, .top, .greaterThanOrEqual, Self.r, .bottom)])
            == ["top.right.moreThan(to: r.drf.bottom.left)"])
    }

    @Test func row18CornerToCenterOffset() throws {
        #expect(try Self.calls([
            Self.c(Self.v, .right, .equal, Self.r, .centerX, constant: -8), Self.c(Self.v, .bottom, .equal, Self.r, .centerY, constant: -8),
        ]) == ["bottom.right.equal(to: r.drf.center).offset(by: 8)"])
    }

    @Test func row19CenterToCornerInset() throws {
        #expect(try Self.calls([
            Self.c(Self.v, .centerX, .equal, Self.r, .left, constant: -16), Self.c(Self.v, .centerY, .equal, Self.r, .top, constant: -16),
        ]) == ["center.equal(to: r.drf.top.left).inset(by: 16)"])
    }

    // MARK: §1.4 per-member constants of combined anchors

    struct CombinedRow: Sendable, CustomStringConvertible {
        var constraints: [(Attribute, Double)]
        var calls: [String]
        var description: String { calls.joined(separator: " ") }

        init(constraints: [(Attribute, Double)], call: String) {
            self.constraints = constraints
            calls = [call]
        }

        init(constraints: [(Attribute, Double)], calls: [String]) {
            self.constraints = constraints
            self.calls = calls
        }
    }

    /// Per-member constants: a three-anchor call would carry a `UIEdgeInsets` field it never
    /// reads, so it is split into the pair (or corner) and the single, each with only its own
    /// constants; `edges` reads all four fields; `localizedEdges` is split, since its
    /// `UIEdgeInsets` left and right read backwards in a right-to-left layout.
    static let combinedRows: [CombinedRow] = [
        CombinedRow(constraints: [(.top, 1), (.left, 2), (.right, -3)],
                    calls: ["top.equal(to: r).offset(by: 1)", "horizontal.equal(to: r).offsetted(using: HorizontalConstant(left: 2, right: 3))"]),
        CombinedRow(constraints: [(.bottom, -1), (.left, 2), (.right, -3)],
                    calls: ["bottom.equal(to: r).offset(by: 1)", "horizontal.equal(to: r).offsetted(using: HorizontalConstant(left: 2, right: 3))"]),
        CombinedRow(constraints: [(.left, 1), (.top, 2), (.bottom, -3)],
                    calls: ["top.left.equal(to: r.drf.top.left).offsetted(using: CGPoint(x: 1, y: 2))", "bottom.equal(to: r).offset(by: 3)"]),
        CombinedRow(constraints: [(.right, -1), (.top, 2), (.bottom, -3)],
                    calls: ["top.right.equal(to: r.drf.top.right).offsetted(using: CGPoint(x: 1, y: 2))", "bottom.equal(to: r).offset(by: 3)"]),
        CombinedRow(constraints: [(.top, 1), (.leading, 2), (.trailing, -3)],
                    calls: ["top.equal(to: r).offset(by: 1)", "localizedHorizontal.equal(to: r).offsetted(using: HorizontalConstant(leading: 2, trailing: 3))"]),
        CombinedRow(constraints: [(.bottom, -1), (.leading, 2), (.trailing, -3)],
                    calls: ["bottom.equal(to: r).offset(by: 1)", "localizedHorizontal.equal(to: r).offsetted(using: HorizontalConstant(leading: 2, trailing: 3))"]),
        CombinedRow(constraints: [(.trailing, -1), (.top, 2), (.bottom, -3)],
                    calls: ["top.trailing.equal(to: r.drf.top.trailing).offsetted(using: CGPoint(x: 1, y: 2))", "bottom.equal(to: r).offset(by: 3)"]),
        CombinedRow(constraints: [(.top, 1), (.left, 1), (.right, -1)],
                    call: "top.horizontal.equal(to: r.drf.top.horizontal).offset(by: 1)"),
        CombinedRow(constraints: [(.left, 1), (.right, -2), (.top, 3), (.bottom, -4)],
                    call: "edges.equal(to: r).offsetted(using: UIEdgeInsets(top: 3, left: 1, bottom: 4, right: 2))"),
        CombinedRow(constraints: [(.leading, -1), (.trailing, 2), (.top, -3), (.bottom, 4)],
                    calls: ["localizedHorizontal.equal(to: r).offsetted(using: HorizontalConstant(leading: -1, trailing: -2))",
                            "top.equal(to: r).inset(by: 3)", "bottom.equal(to: r).inset(by: 4)"]),
        CombinedRow(constraints: [(.left, 1), (.right, -2)],
                    call: "horizontal.equal(to: r).offsetted(using: HorizontalConstant(left: 1, right: 2))"),
        CombinedRow(constraints: [(.leading, 1), (.trailing, 2)],
                    call: "localizedHorizontal.equal(to: r).offsetted(using: HorizontalConstant(leading: 1, trailing: -2))"),
        CombinedRow(constraints: [(.trailing, -1), (.bottom, -2)],
                    call: "bottom.trailing.equal(to: r.drf.bottom.trailing).offsetted(using: CGPoint(x: 1, y: 2))"),
        CombinedRow(constraints: [(.centerX, 1), (.centerY, -2)],
                    call: "center.equal(to: r.drf.center).offsetted(using: CGPoint(x: 1, y: -2))"),
        CombinedRow(constraints: [(.left, -8), (.right, 8), (.top, -8), (.bottom, 8)],
                    call: "edges.equal(to: r).inset(by: 8)"),
    ]

    @Test(arguments: combinedRows)
    func combinedAnchorConstants(_ row: CombinedRow) throws {
        let constraints = row.constraints.map { Self.c(Self.v, $0.0, constant: $0.1) }
        #expect(try Self.calls(constraints) == row.calls)
    }

    // MARK: Known 3.2.5 bugs are never emitted

    @Test func leadingVerticalIsNeverEmitted() throws {
        // leading.vertical builds a trailing constraint in 3.2.5 (AllButTrailing).
        #expect(try Self.calls([Self.c(Self.v, .leading), Self.c(Self.v, .top), Self.c(Self.v, .bottom)])
            == ["leading.equal(to: r)", "vertical.equal(to: r)"])
    }

    @Test func verticalPairWithDifferentConstantsIsSplit() throws {
        // VerticalInsets is a typealias of HorizontalConstant in 3.2.5.
        #expect(try Self.calls([Self.c(Self.v, .top, constant: 4), Self.c(Self.v, .bottom, constant: -8)])
            == ["top.equal(to: r).offset(by: 4)", "bottom.equal(to: r).offset(by: 8)"])
    }

    @Test func sameAnchorsAndRelationFallBackToUIKitCode() throws {
        let constraints = [Self.c(Self.v, .height, .equal, nil, constant: 40), Self.c(Self.v, .height, .equal, nil, constant: 60)]
        let document = LayoutDocument(
            rootID: Self.root,
            views: [View(id: Self.root, className: "UIView", subviews: [Self.v]), View(id: Self.v, className: "UIView")],
            constraints: constraints)
        let output = try PrintTarget.draftsman.print(document, options: .init(tags: [Self.v: "v"]))
        #expect(output.text.contains("v.drf.height.equal(to: 40)"))
        #expect(output.text.contains("v.heightAnchor.constraint(equalToConstant: 60),"))
        #expect(!output.text.contains("equal(to: 60)"))
    }

    @Test func twoRecordedGuidesOfOneKindAreOneGuideInCode() throws {
        let document = LayoutDocument(
            rootID: Self.root,
            views: [View(id: Self.root, className: "UIView", subviews: [Self.v]), View(id: Self.v, className: "UIView")],
            guides: [Guide(id: "g1", owner: Self.root, kind: .safeArea), Guide(id: "g2", owner: Self.root, kind: .safeArea)],
            constraints: [Self.c(Self.v, .top, .equal, "g1"), Self.c(Self.v, .top, .equal, "g2", constant: 8)])
        let output = try PrintTarget.draftsman.print(document, options: .init(tags: [Self.v: "v"]))
        #expect(output.text.contains("v.drf.top.equal(with: .safeArea)"))
        #expect(output.text.contains("v.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),"))
    }

    @Test func prioritiesPrintByName() throws {
        func printed(_ priority: Priority) throws -> [String] {
            var constraint = Self.c(Self.v, .top)
            constraint.priority = priority
            return try Self.calls([constraint])
        }
        #expect(try printed(.defaultHigh) == ["top.equal(to: r).priority(.defaultHigh)"])
        #expect(try printed(.defaultLow) == ["top.equal(to: r).priority(.defaultLow)"])
        #expect(try printed(.fittingSizeLevel) == ["top.equal(to: r).priority(.fittingSizeLevel)"])
        #expect(try printed(999) == ["top.equal(to: r).priority(UILayoutPriority(rawValue: 999))"])
        #expect(try printed(Priority(Double(Float(749.3)))) == ["top.equal(to: r).priority(UILayoutPriority(rawValue: 749.3))"])
    }

    @Test func groupsSplitWhereIdentifiersOrPrioritiesDiffer() throws {
        var top = Self.c(Self.v, .top)
        top.identifier = "a"
        var bottom = Self.c(Self.v, .bottom)
        bottom.identifier = "b"
        var left = Self.c(Self.v, .left)
        left.priority = .defaultHigh
        let right = Self.c(Self.v, .right)
        #expect(try Self.calls([top, bottom, left, right])
            == ["top.equal(to: r).identifier(\"a\")", "bottom.equal(to: r).identifier(\"b\")",
                "left.equal(to: r).priority(.defaultHigh)", "right.equal(to: r)"])
    }

    @Test func aViewRelatedToItself() throws {
        #expect(try Self.calls([Self.c(Self.v, .width, .equal, Self.v, .height)]) == ["widthMatchHeight()"])
        #expect(try Self.calls([Self.c(Self.v, .width, .greaterThanOrEqual, Self.v, .width, multiplier: 2, constant: 4.5)])
            == ["width.moreThan(with: .width(of: .mySelf)).multiplied(by: 2).added(by: 4.5)"])
        // There is no `.firstBaseline(of: .mySelf)`: a baseline is reached through its UIKit anchor.
        #expect(try Self.calls([Self.c(Self.v, .top, .lessThanOrEqual, Self.v, .firstBaseline, constant: -12)])
            == ["top.lessThan(to: v.firstBaselineAnchor).inset(by: 12)"])
    }

    @Test func parentFirstConstraintIsFlippedToTheChild() throws {
        // superview.bottom == child.bottom + 8, as Interface Builder writes it.
        let document = LayoutDocument(
            rootID: Self.root,
            views: [View(id: Self.root, className: "UIView", subviews: [Self.v]), View(id: Self.v, className: "UIView")],
            constraints: [Self.c(Self.root, .bottom, .equal, Self.v, constant: 8)])
        let output = try PrintTarget.draftsman.print(document, options: .init(tags: [Self.v: "v"]))
        #expect(output.text.contains("v.drf.bottom.equal(with: .parent).offset(by: 8)"))
        #expect(output.dispositions == [.relation(owner: Self.v, flipped: true)])
    }
}
