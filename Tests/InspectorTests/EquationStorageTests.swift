@testable import Inspector
import LayoutModel
import Testing

/// How the builder keeps a large layout's equations compact: their terms as runs of one shared
/// array (``LinearTerms``), and the origins of size floors and intrinsic sizes as members of
/// one record per item (``GeneratedConstraint``). What an equation says must not depend on it.
@Suite struct EquationStorageTests {
    /// Every document constraint's equation, made in bulk by the builder, is the one
    /// ``LayoutSystem/equation(for:origin:)`` makes on its own, to the bit.
    @Test(arguments: ["photo-conflict-ambiguous.json", "sign-in.json", "contact-cell.json"])
    func bulkEquationsAreTheOnesMadeAlone(_ name: String) throws {
        let document = try example(name)
        let system = LayoutBuilder.build(document)
        var checked = 0
        for equation in system.equations {
            guard case let .document(index) = equation.origin else { continue }
            let alone = try #require(system.equation(for: document.constraints[index], origin: equation.origin))
            #expect(equation == alone)
            #expect(equation.constant.bitPattern == alone.constant.bitPattern)
            #expect(equation.terms.map(\.coefficient.bitPattern) == alone.terms.map(\.coefficient.bitPattern))
            checked += 1
        }
        #expect(checked > 0)
    }

    /// The builder finds a constraint's items and a view's superview by the numbers the
    /// document gave their ids, and must find the items it would find by id: in an awkward
    /// hierarchy (a subview listed twice, a cycle, an id two views share) and after edits (a
    /// constraint naming an id the document had not met, one removed from the middle).
    @Test func itemsByNumberAreTheItemsByID() throws {
        let views = [
            View(id: "root", className: "UIView", subviews: ["a", "b"]),
            View(id: "a", className: "UIView", subviews: ["a1", "a2"]),
            View(id: "a1", className: "UILabel"),
            View(id: "a2", className: "UIView"),
            View(id: "b", className: "UIView", subviews: ["a1"]),
            View(id: "x", className: "UIView", subviews: ["y"]),
            View(id: "y", className: "UIView", subviews: ["x"]),
            View(id: "a2", className: "UIView", subviews: ["b"]),
        ]
        var document = LayoutDocument(
            rootID: "root", views: views, guides: [Guide(id: "margins", owner: "a", kind: .layoutMargins)],
            constraints: [
                Constraint(first: "a1", firstAttribute: .leading, second: "margins", secondAttribute: .leading),
                Constraint(first: "a2", firstAttribute: .top, second: "a1", secondAttribute: .bottom, constant: 8),
                Constraint(first: "y", firstAttribute: .width, constant: 40),
            ])
        document.appendConstraint(Constraint(first: "b", firstAttribute: .height, second: "elsewhere", secondAttribute: .height))
        document.appendConstraint(Constraint(first: "x", firstAttribute: .centerX, second: "root", secondAttribute: .centerX))
        document.removeConstraint(at: 1)
        for index in document.constraints.indices {
            let constraint = document.constraints[index]
            let numbers = document.itemNumbers(ofConstraintAt: index)
            #expect(numbers.first == document.idNumbers[constraint.first])
            #expect(numbers.second == constraint.second.flatMap { document.idNumbers[$0] } ?? -1)
        }
        let system = LayoutBuilder.build(document)
        var viewItems = 0
        for item in system.items.indices where system.items[item].kind == .view {
            let number = try #require(system.number(ofItemAt: item))
            #expect(number == document.idNumbers[system.items[item].id])
            let byNumber = document.superviewIndex(ofNumber: number).flatMap { system.index(ofNumber: document.number(ofViewAt: $0)) }
            let byID = document.superview(of: system.items[item].id).flatMap { system.index(of: $0) }
            #expect(byNumber == byID, "\(system.items[item].id.rawValue)")
            viewItems += 1
        }
        // Seven ids: the second view with the id a2 is the first one's item.
        #expect(viewItems == 7)
        for equation in system.equations {
            guard case let .document(index) = equation.origin else { continue }
            let container = document.coordinateContainer(of: document.constraints[index]).flatMap { system.index(of: $0) }
            #expect(system.equation(for: document.constraints[index], container: container, origin: equation.origin) == equation)
        }
    }

    /// In a right-to-left layout too, where leading and trailing mirror the axis; and the
    /// room the builder reserves for each constraint's terms is never too little (too little
    /// would make a large layout's array of terms grow by doubling).
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func bulkEquationsMatchAndFitTheirRoom(_ direction: LayoutDirection) throws {
        let attributes: [Attribute] = [.leading, .trailingMargin, .centerX, .left, .right, .width, .lastBaseline, .bottom]
        var constraints: [Constraint] = []
        for first in attributes {
            for second in attributes where first.axis == second.axis {
                constraints.append(Constraint(first: "a", firstAttribute: first, second: "b", secondAttribute: second,
                                              multiplier: 0.5, constant: 3))
            }
            constraints.append(Constraint(first: "a", firstAttribute: first, constant: 7))
        }
        let document = document([view("a", 0, 0, 10, 10), view("b", 20, 0, 10, 10)], constraints: constraints, direction: direction)
        let system = LayoutBuilder.build(document)
        var checked = 0
        for equation in system.equations {
            guard case let .document(index) = equation.origin else { continue }
            let constraint = document.constraints[index]
            let container = document.coordinateContainer(of: constraint).flatMap { system.index(of: $0) }
            let alone = try #require(system.equation(for: constraint, container: container, origin: equation.origin))
            #expect(equation == alone && equation.constant.bitPattern == alone.constant.bitPattern)
            let room = LayoutSystem.termCountBound(
                constraint.firstAttribute, constraint.second == nil ? nil : constraint.secondAttribute,
                multiplier: constraint.multiplier, in: direction)
            #expect(equation.terms.count <= room, "\(constraint.firstAttribute) \(constraint.secondAttribute)")
            checked += 1
        }
        #expect(checked == constraints.count)
    }

    /// A constraint whose terms cancel (`v.width == v.width + 10`) makes an equation without
    /// terms, which forms made from it can still grow from.
    @Test func anEquationWhoseTermsCancelHasNone() {
        let system = LayoutBuilder.build(document(
            [view("v", 0, 0, 100, 100), view("w", 0, 0, 50, 50)],
            constraints: [
                Constraint(first: "v", firstAttribute: .width, second: "v", secondAttribute: .width, constant: 10),
                Constraint(first: "w", firstAttribute: .top, second: "v", secondAttribute: .bottom, constant: 8),
            ]))
        let equations = system.equations.filter { if case .document = $0.origin { true } else { false } }
        #expect(equations.count == 2)
        #expect(equations[0].terms.isEmpty && equations[0].constant == -10)
        var form = equations[0].form
        form.add(equations[1].form)
        #expect(form.terms == equations[1].terms && form.constant == -18)
    }

    /// Changing a form's terms leaves the equation whose run of the shared array it was made
    /// from, and its neighbours there, as they were.
    @Test func changingAFormCopiesItsRun() throws {
        let system = LayoutBuilder.build(try example("sign-in.json"))
        let before = system.equations
        for index in system.equations.indices where system.equations[index].terms.count >= 2 {
            var form = system.equations[index].form
            form.terms[0].coefficient += 1
            form.terms.remove(at: 1)
            form.add(system.variableCount, 3)
            #expect(form.terms.first?.coefficient == before[index].terms[0].coefficient + 1)
        }
        #expect(system.equations == before)
    }

    /// The origins of size floors and intrinsic sizes, kept as members of one record per item,
    /// read back and compare as the constraints they stand for.
    @Test func sharedOriginsReadBackAsTheirConstraints() {
        let floors = GeneratedConstraint.sizeFloors(of: "v")
        let height = Constraint(first: "v", firstAttribute: .height, relation: .greaterThanOrEqual, constant: 0)
        #expect(floors.height == GeneratedConstraint(item: "v", source: .nonNegativeSize, role: "height", constraint: height))
        #expect(floors.height.id == "v.size.height" && floors.height.constraint == height)
        #expect(floors.width.role == "width" && floors.width != floors.height)

        let sizes = GeneratedConstraint.intrinsicSize(
            of: "label", IntrinsicSize(width: 120.5, height: nil),
            hugging: AxisPriorities(horizontal: 251, vertical: 250), compressionResistance: AxisPriorities(horizontal: 750, vertical: 749))
        let resistance = Constraint(
            className: "NSContentSizeLayoutConstraint", first: "label", firstAttribute: .width, relation: .greaterThanOrEqual,
            constant: 120.5, priority: 750)
        let expected = GeneratedConstraint(
            item: "label", source: .intrinsicContentSize, role: "width.compressionResistance", constraint: resistance)
        #expect(sizes.constraint(.horizontal, isHugging: false) == expected)
        #expect(Set([sizes.constraint(.horizontal, isHugging: false), expected]).count == 1)
        #expect(sizes.constraint(.horizontal, isHugging: true).id == "label.intrinsic.width.hugging")
        #expect(sizes.constraint(.horizontal, isHugging: true).constraint?.priority == 251)

        var renamed = floors.width
        renamed.role = "custom"
        #expect(renamed.role == "custom" && renamed.constraint?.firstAttribute == .width && renamed != floors.width)
    }

    /// What keeps 750,000 equations (a 100,001-view feed) in 30 MB: 40 bytes each, with the
    /// origin inline.
    @Test func anEquationTakesFortyBytes() {
        #expect(MemoryLayout<EquationOrigin>.size <= 10)
        #expect(MemoryLayout<LayoutEquation>.stride == 40)
    }
}
