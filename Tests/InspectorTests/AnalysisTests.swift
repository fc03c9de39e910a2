import Inspector
import LayoutModel
import Readers
import Testing
import TestSupport

extension LayoutSession {
    /// The references of a conflict's members.
    func references(_ conflict: Conflict) -> [String] { conflict.equations.map { reference(ofEquation: $0) } }
}

@Suite struct AnalysisTests {
    // MARK: Examples

    @Test(arguments: ["sign-in.json", "contact-cell.json"])
    func examplesCheckClean(name: String) throws {
        let session = LayoutSession(document: try example(name))
        let analysis = session.analyze()
        #expect(analysis.conflicts.isEmpty)
        #expect(analysis.ambiguities.isEmpty)
        #expect(analysis.misplacements.isEmpty)
    }

    /// UIKit records a switch's frame 2 pt wider than the alignment rect its constraints and
    /// intrinsic size (49 × 31) place: with its insets the recorded 51-pt frame agrees.
    @Test func aRecordedFrameIsComparedByItsAlignmentRect() throws {
        func document(insets: EdgeInsets) -> LayoutDocument {
            var toggle = View(
                id: "switch", className: "UISwitch", frame: Rect(x: 307, y: 20, width: 51, height: 31),
                translatesAutoresizingMaskIntoConstraints: false, intrinsicContentSize: IntrinsicSize(width: 49, height: 31))
            toggle.alignmentRectInsets = insets
            let root = View(id: "root", className: "UIView", frame: Rect(x: 0, y: 0, width: 375, height: 100), subviews: ["switch"])
            return LayoutDocument(rootID: "root", views: [root, toggle], guides: [], constraints: [
                Constraint(first: "switch", firstAttribute: .trailing, relation: .equal, second: "root", secondAttribute: .trailing, constant: -19),
                Constraint(first: "switch", firstAttribute: .top, relation: .equal, second: "root", secondAttribute: .top, constant: 20),
            ])
        }
        let aligned = LayoutSession(document: document(insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))).analyze()
        #expect(aligned.misplacements.isEmpty)
        let plain = LayoutSession(document: document(insets: .zero)).analyze()
        #expect(plain.misplacements.map(\.solved) == [Rect(x: 307, y: 20, width: 49, height: 31)])
        let solved = try #require(SolvedLayout(document: document(insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)), rootWidth: 375, rootHeight: 100))
        #expect(solved.frames["switch"] == Rect(x: 307, y: 20, width: 51, height: 31))
    }

    /// A root resized moves the views that translate their masks as UIKit's autoresizing
    /// does, a view inside one that grows growing in turn, and stops at a view laid out by
    /// constraints, whose own mask-translating subview follows the size solved for it.
    @Test func aResizedRootAutoresizesItsSubviewsAsUIKitDoes() throws {
        let root = View(id: "root", className: "UIView", frame: Rect(x: 0, y: 0, width: 320, height: 480), subviews: ["bar", "badge", "panel"])
        let bar = View(id: "bar", className: "UIView", frame: Rect(x: 10, y: 0, width: 300, height: 44), subviews: ["title"],
                       autoresizingMask: [.flexibleWidth, .flexibleBottomMargin])
        let title = View(id: "title", className: "UIView", frame: Rect(x: 20, y: 10, width: 260, height: 24), autoresizingMask: [.flexibleWidth])
        // Both margins flexible: the 80 pt are shared 100 : 180, as the margins are long.
        let badge = View(id: "badge", className: "UIView", frame: Rect(x: 100, y: 60, width: 40, height: 40),
                         autoresizingMask: [.flexibleLeftMargin, .flexibleRightMargin])
        let panel = View(id: "panel", className: "UIView", frame: Rect(x: 0, y: 100, width: 320, height: 200), subviews: ["fill"],
                         translatesAutoresizingMaskIntoConstraints: false)
        let fill = View(id: "fill", className: "UIView", frame: Rect(x: 0, y: 0, width: 320, height: 200), autoresizingMask: [.flexibleWidth, .flexibleHeight])
        let document = LayoutDocument(rootID: "root", views: [root, bar, title, badge, panel, fill], guides: [], constraints: [
            Constraint(first: "panel", firstAttribute: .leading, second: "root", secondAttribute: .leading),
            Constraint(first: "panel", firstAttribute: .trailing, second: "root", secondAttribute: .trailing),
            Constraint(first: "panel", firstAttribute: .top, second: "root", secondAttribute: .top, constant: 100),
            Constraint(first: "panel", firstAttribute: .height, constant: 200),
        ])
        let solved = try #require(SolvedLayout(document: document, rootWidth: 400, rootHeight: 480))
        #expect(solved.frames["bar"] == Rect(x: 10, y: 0, width: 380, height: 44))
        #expect(solved.frames["title"] == Rect(x: 20, y: 10, width: 340, height: 24))
        let badgeX = try #require(solved.frames["badge"]?.x)
        #expect(abs(badgeX - (100 + 80 * 100 / 280)) < 1e-9)
        #expect(solved.frames["fill"] == Rect(x: 0, y: 0, width: 400, height: 200))
        // At the recorded size nothing moves.
        let recorded = try #require(SolvedLayout(document: document, rootWidth: 320, rootHeight: 480))
        #expect(recorded.frames["title"] == Rect(x: 20, y: 10, width: 260, height: 24))
    }

    @Test func photoExampleHasItsMinimalConflictAndTheCaptionFloats() throws {
        let session = LayoutSession(document: try example("photo-conflict-ambiguous.json"))
        let analysis = session.analyze()
        try #require(analysis.conflicts.count == 1)
        let conflict = analysis.conflicts[0]
        #expect(session.references(conflict) == ["0x600000c8a0f0", "0x600000c8a190", "0x600000c8a1e0", "0x600000c8a230"])
        #expect(session.reference(ofEquation: conflict.broken) == "0x600000c8a230")
        #expect(analysis.ambiguities == [Ambiguity(item: "0x7b1000013000", components: [.minX])])
        // UIKit's recorded frames are what it laid out after breaking the tap height.
        #expect(analysis.misplacements.isEmpty)
        let message = analysis.ambiguities[0].message(name: "caption") { session.isConstrained("0x7b1000013000", $0) }
        #expect(message == "caption has no horizontal position: add leading, trailing or centerX")
    }

    // MARK: Conflicts

    /// Fresh solves agree that each conflict cannot hold and holds without any one member.
    private func expectIrreducible(_ conflicts: [Conflict], in session: LayoutSession, seed: UInt64) {
        let system = session.system
        let satisfiable = { (members: [Int]) in LayoutSession.areSatisfiable(members.map { system.equations[$0] }) }
        for conflict in conflicts {
            #expect(!satisfiable(conflict.equations), "seed \(seed)")
            for dropped in conflict.equations {
                #expect(satisfiable(conflict.equations.filter { $0 != dropped }), "seed \(seed): \(session.reference(ofEquation: dropped)) is not needed")
            }
        }
    }

    /// Random layouts of views placed from each other along one axis by required equalities
    /// alone: the conflicts the solver's certificate proves, through the position forest's
    /// edges, must be minimal as the layout's own equations too.
    @Test(arguments: 1...200)
    func conflictsOfEqualitiesThroughChainsAreMinimal(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let count = 7
        var views: [View] = []
        var constraints: [Constraint] = []
        let edges: [Attribute] = [.top, .bottom, .centerY]
        for index in 0..<count {
            views.append(view(ItemID("v\(index)"), 0, 0, 10, 10))
            // Each view hangs from the root or an earlier view: a forest of chains.
            let parent = index == 0 || random.next() % 3 == 0 ? ItemID("root") : ItemID("v\(Int(random.next() % UInt64(index)))")
            constraints.append(Constraint(
                first: ItemID("v\(index)"), firstAttribute: .top, second: parent,
                secondAttribute: parent == "root" ? .top : edges[Int(random.next() % 3)], constant: Double(random.next() % 20)))
            if random.next() % 2 == 0 {
                constraints.append(Constraint(first: ItemID("v\(index)"), firstAttribute: .height, constant: Double(random.next() % 40)))
            }
        }
        for _ in 0..<6 {
            let a = Int(random.next() % UInt64(count))
            let b = Int(random.next() % UInt64(count))
            constraints.append(Constraint(
                first: ItemID("v\(a)"), firstAttribute: edges[Int(random.next() % 3)], second: ItemID("v\(b)"),
                secondAttribute: edges[Int(random.next() % 3)], constant: Double(random.next() % 30)))
        }
        let session = LayoutSession(document: document(views, constraints: constraints))
        expectIrreducible(session.conflicts.filter(\.isMinimal), in: session, seed: seed)
    }

    /// Random systems of chained views with some contradictory required constraints: every
    /// conflict found is minimal (infeasible, and feasible without any one member).
    @Test(arguments: 1...200)
    func conflictsAreMinimal(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let count = 6
        var views: [View] = []
        var constraints: [Constraint] = []
        for index in 0..<count {
            views.append(view(ItemID("v\(index)"), 0, 0, 10, 10))
            constraints.append(Constraint(first: ItemID("v\(index)"), firstAttribute: .left, second: "root", secondAttribute: .left, constant: Double(random.next() % 50)))
            constraints.append(Constraint(first: ItemID("v\(index)"), firstAttribute: .width, relation: random.next() % 3 == 0 ? .greaterThanOrEqual : .equal, constant: Double(random.next() % 40)))
        }
        for _ in 0..<8 {
            let a = Int(random.next() % UInt64(count))
            let b = Int(random.next() % UInt64(count))
            let attributes: [Attribute] = [.left, .right, .centerX]
            let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
            constraints.append(Constraint(
                first: ItemID("v\(a)"), firstAttribute: attributes[Int(random.next() % 3)],
                relation: relations[Int(random.next() % 3)], second: ItemID("v\(b)"),
                secondAttribute: attributes[Int(random.next() % 3)], constant: Double(random.next() % 30)))
        }
        let session = LayoutSession(document: document(views, constraints: constraints))
        let system = session.system
        for conflict in session.conflicts {
            #expect(conflict.equations.contains(conflict.broken))
            #expect(conflict.equations.allSatisfy { system.equations[$0].priority.isRequired })
        }
        expectIrreducible(session.conflicts, in: session, seed: seed)
        // With every broken constraint given up, the rest of the required system holds.
        let values = session.values
        for (index, equation) in system.equations.enumerated() where equation.priority.isRequired && !session.broken.contains(index) {
            #expect(equation.isSatisfied(by: values, tolerance: 1e-6))
        }
    }

    @Test func twoIndependentConflictsAreBothReported() throws {
        let constraints = [
            Constraint(id: "a1", first: "a", firstAttribute: .width, constant: 20),
            Constraint(id: "a2", first: "a", firstAttribute: .width, constant: 40),
            Constraint(id: "b1", first: "b", firstAttribute: .height, constant: 10),
            Constraint(id: "b2", first: "b", firstAttribute: .height, relation: .greaterThanOrEqual, constant: 30),
        ]
        let session = LayoutSession(document: document([view("a", 0, 0, 20, 10), view("b", 0, 0, 10, 10)], constraints: constraints))
        #expect(session.conflicts.map(session.references) == [["a1", "a2"], ["b1", "b2"]])
        // Of two sizes of one view, the earlier goes (the later restates it), whatever their
        // relations, as UIKit did in most gathered logs that show such a pair
        // (docs/corpus-results.md, "The constraint UIKit breaks").
        #expect(session.conflicts.map { session.reference(ofEquation: $0.broken) } == ["a1", "b1"])
    }

    /// Two labels of equal hugging in a filling horizontal stack share the spare width in any
    /// proportion: the message asks for a hugging priority, never a pin the stack would fight.
    @Test func equalHuggingInAStackAsksForAHuggingPriority() throws {
        var stack = view("stack", 0, 0, 300, 20, subviews: ["a", "b"])
        stack.className = "UIStackView"
        stack.stack = StackProperties(axis: .horizontal, arrangedSubviews: ["a", "b"])
        var a = view("a", 0, 0, 150, 20)
        var b = view("b", 150, 0, 150, 20)
        a.intrinsicContentSize = IntrinsicSize(width: 50, height: 20)
        b.intrinsicContentSize = IntrinsicSize(width: 50, height: 20)
        let constraints = [Attribute.left, .top].map { Constraint(first: "stack", firstAttribute: $0, second: "root", secondAttribute: $0) }
            + [Constraint(first: "stack", firstAttribute: .width, constant: 300)]
        let session = LayoutSession(document: document([stack, a, b], constraints: constraints))
        let ambiguities = session.analyze().ambiguities
        let ambiguity = try #require(ambiguities.first)
        #expect(ambiguity.stackView == "stack")
        let message = ambiguity.message(name: "titleLabel") { _ in true }
        #expect(message.contains("placed by its stack view"))
        #expect(message.contains("hugging priority"))
        #expect(!message.contains("pin both"))
    }

    /// UIKit's engine never gives a size below zero, in a dump as in a log: a view inset by 10
    /// on both sides of a 0-wide box conflicts instead of solving to a width of −20.
    @Test func sizesNeverGoNegative() throws {
        let constraints = [
            Constraint(id: "box.width", first: "box", firstAttribute: .width, constant: 0),
            Constraint(id: "leading", first: "inner", firstAttribute: .leading, second: "box", secondAttribute: .leading, constant: 10),
            Constraint(id: "trailing", first: "box", firstAttribute: .trailing, second: "inner", secondAttribute: .trailing, constant: 10),
        ]
        let views = [view("box", 0, 0, 0, 50, subviews: ["inner"]), view("inner", 10, 0, 0, 50)]
        let session = LayoutSession(document: document(views, constraints: constraints))
        let conflict = try #require(session.conflicts.first)
        #expect(session.conflicts.count == 1)
        #expect(conflict.equations.map(session.reference(ofEquation:)).sorted() == ["box.width", "inner.size.width", "leading", "trailing"])
        #expect(session.value(ofVariable: LayoutSystem.variable(try #require(session.system.index(of: "inner")), .width)) >= 0)
    }

    /// UIKit adds a view's constraints after its superview's and breaks the one that made the
    /// layout unsatisfiable: the deepest, whatever the order in the input.
    @Test func theConstraintInstalledDeepestBreaks() throws {
        let constraints = [
            Constraint(id: "inner.height", first: "inner", firstAttribute: .height, constant: 80),
            Constraint(id: "inner.top", first: "inner", firstAttribute: .top, second: "box", secondAttribute: .top),
            Constraint(id: "inner.bottom", first: "inner", firstAttribute: .bottom, second: "box", secondAttribute: .bottom),
            Constraint(id: "box.height", first: "box", firstAttribute: .height, constant: 50),
        ]
        let views = [view("box", 0, 0, 100, 50, subviews: ["inner"]), view("inner", 0, 0, 100, 50)]
        let session = LayoutSession(document: document(views, constraints: constraints))
        #expect(session.conflicts.map { session.reference(ofEquation: $0.broken) } == ["inner.height"])
    }

    @Test func appConstraintsBreakBeforeUIKitOnes() throws {
        let constraints = [
            Constraint(id: "mine", first: "cell", firstAttribute: .height, constant: 80),
            Constraint(id: "uikit", identifier: "UIView-Encapsulated-Layout-Height", first: "cell", firstAttribute: .height, constant: 44),
        ]
        let session = LayoutSession(document: document([view("cell", 0, 0, 320, 44)], constraints: constraints))
        #expect(session.conflicts.map { session.reference(ofEquation: $0.broken) } == ["mine"])
        #expect(session.value(ofVariable: LayoutSystem.variable(try #require(session.system.index(of: "cell")), .height)) == 44)
    }

    @Test func generatedConstraintsAppearWithTheirIDs() throws {
        // A translating view fixed at width 100 by its mask, and a constraint that wants 120.
        let doc = document([view("box", 0, 0, 100, 10, translates: true)],
                           constraints: [Constraint(id: "w", first: "box", firstAttribute: .width, constant: 120)])
        let session = LayoutSession(document: doc)
        #expect(session.conflicts.map(session.references) == [["box.autoresizing.width", "w"]])
    }

    @Test func aBrokenPositionEqualityLeavesThePositionForest() throws {
        // c2 is the first equality placing a (an edge of the position forest) and the last
        // constraint the app made, so it is the one given up.
        let constraints = [
            Constraint(id: "c0", first: "a", firstAttribute: .width, constant: 10),
            Constraint(id: "c1", first: "a", firstAttribute: .left, second: "root", secondAttribute: .right, multiplier: 0.5),
            Constraint(id: "c2", first: "a", firstAttribute: .left, second: "root", secondAttribute: .left, constant: 10),
            Constraint(id: "c3", first: "a", firstAttribute: .top, second: "root", secondAttribute: .top),
            Constraint(id: "c4", first: "a", firstAttribute: .height, constant: 10),
        ]
        let session = LayoutSession(document: document([view("a", 160, 0, 10, 10)], constraints: constraints))
        // c1 measures a's left edge in the root's bounds, so where the root lies is not a member.
        #expect(session.conflicts.map(session.references) == [["root.root.width", "c1", "c2"]])
        #expect(session.conflicts.map { session.reference(ofEquation: $0.broken) } == ["c2"])
        let a = try #require(session.system.index(of: "a"))
        #expect(session.solvedFrame(ofItem: a) == Rect(x: 160, y: 0, width: 10, height: 10))
        #expect(session.analyze().isClean == false)
        // Without c1, c2 holds again.
        session.deactivate(constraintAt: 1)
        #expect(session.conflicts.isEmpty)
        #expect(session.solvedFrame(ofItem: try #require(session.system.index(of: "a"))).x == 10)
    }

    @Test func anEdgeAboveWhatTheMembersShareIsNotInTheConflict() throws {
        // b and c both hang below a (e2, e3), which hangs from the root (e1). s1 and s2 place
        // b and c from the root, so each goes through e1, but their contradiction is b and c's
        // difference: e1 cancels out of it and is no member, though the solver's equations
        // (a's height 185 against 83) name neither edge.
        let constraints = [
            Constraint(id: "e1", first: "a", firstAttribute: .top, second: "root", secondAttribute: .top, constant: 10),
            Constraint(id: "e2", first: "b", firstAttribute: .top, second: "a", secondAttribute: .bottom, constant: 5),
            Constraint(id: "e3", first: "c", firstAttribute: .top, second: "a", secondAttribute: .bottom, constant: 7),
            Constraint(id: "s1", first: "b", firstAttribute: .top, second: "root", secondAttribute: .top, constant: 200),
            Constraint(id: "s2", first: "c", firstAttribute: .top, second: "root", secondAttribute: .top, constant: 100),
        ]
        let views = [view("a", 0, 10, 10, 185), view("b", 0, 200, 10, 10), view("c", 0, 100, 10, 10)]
        let session = LayoutSession(document: document(views, constraints: constraints))
        #expect(session.conflicts.map(session.references) == [["e2", "e3", "s1", "s2"]])
        #expect(session.conflicts.allSatisfy { $0.isMinimal })
    }

    // MARK: Values fixed by required equalities

    /// Views nested in one chain under the root, each pinned on all four edges to its parent
    /// (constraint ids `v3.trailing`), then `extra`.
    private func chain(_ depth: Int, extra: [Constraint] = []) -> LayoutDocument {
        let ids = (1...depth).map { ItemID("v\($0)") }
        let views = ids.indices.map { i in view(ids[i], 0, 0, 320, 480, subviews: i + 1 < depth ? [ids[i + 1]] : []) }
        var constraints: [Constraint] = []
        for (i, id) in ids.enumerated() {
            for attribute in [Attribute.leading, .top, .trailing, .bottom] {
                constraints.append(Constraint(
                    id: "\(id).\(attribute.name)", first: id, firstAttribute: attribute,
                    second: i == 0 ? "root" : ids[i - 1], secondAttribute: attribute))
            }
        }
        return document(views, constraints: constraints + extra)
    }

    @Test func aDeepChainOfEqualSizesTakesItsRootsFrame() throws {
        // Each width and height is fixed from the one above it, outside the solvers.
        let session = LayoutSession(document: chain(1_000))
        #expect(session.conflicts.isEmpty)
        for id in ["v1", "v500", "v1000"] {
            let item = try #require(session.system.index(of: ItemID(id)))
            #expect(session.solvedFrame(ofItem: item) == Rect(x: 0, y: 0, width: 320, height: 480))
        }
        #expect(session.analyze().isClean)
    }

    @Test func aConflictWithFixedValuesIsExplainedOverTheAppsConstraints() throws {
        // The same minimal set and broken constraint as when every equality is in a solver.
        let width = Constraint(id: "w100", first: "v3", firstAttribute: .width, constant: 100)
        let session = LayoutSession(document: chain(6, extra: [width]))
        #expect(session.conflicts.map(session.references) == [[
            "root.root.width", "v1.leading", "v1.trailing", "v2.leading", "v2.trailing", "v3.leading", "v3.trailing", "w100",
        ]])
        #expect(session.conflicts.map { session.reference(ofEquation: $0.broken) } == ["w100"])
        let v6 = try #require(session.system.index(of: "v6"))
        #expect(session.solvedFrame(ofItem: v6).width == 320)
    }

    @Test func takingOutAnEqualityThatFixedValuesFreesThem() throws {
        let session = LayoutSession(document: chain(5))
        let trailing = try #require(session.document.indexOfConstraint(reference: "v3.trailing"))
        session.deactivate(constraintAt: trailing)
        let free = session.analyze().ambiguities.map(\.item)
        #expect(free.contains("v3"))
        session.activate(constraintAt: trailing)
        #expect(session.analyze().isClean)
        let v5 = try #require(session.system.index(of: "v5"))
        #expect(session.solvedFrame(ofItem: v5).width == 320)
    }

    // MARK: Incremental edits

    @Test func deactivatingAMemberResolvesTheConflict() throws {
        let session = LayoutSession(document: try example("photo-conflict-ambiguous.json"))
        let heightIndex = try #require(session.document.indexOfConstraint(reference: "0x600000c8a0f0"))
        session.deactivate(constraintAt: heightIndex)
        #expect(session.conflicts.isEmpty)
        #expect(session.broken.isEmpty)
        // The tap height now holds: the toolbar grows to 12 + 44 + 12.
        let toolbar = try #require(session.system.index(of: "0x7b1000011000"))
        #expect(session.solvedFrame(ofItem: toolbar).height == 68)
        let conflicts = session.activate(constraintAt: heightIndex)
        #expect(conflicts.count == 1)
        #expect(session.solvedFrame(ofItem: toolbar).height == 60)
    }

    @Test func addingAConstraintPinsTheCaption() throws {
        let session = LayoutSession(document: try example("photo-conflict-ambiguous.json"))
        let result = session.add(Constraint(first: "0x7b1000013000", firstAttribute: .leading, second: "0x7b1000010000", secondAttribute: .leading, constant: 16))
        #expect(result.conflicts.isEmpty)
        #expect(session.analyze().ambiguities.isEmpty)
    }

    /// The equations that mention each variable, kept from before an edit and added to, are
    /// what a scan of the edited system finds, ascending.
    @Test func theEquationsOfEachVariableFollowAnAddedConstraint() throws {
        let session = LayoutSession(document: try example("photo-conflict-ambiguous.json"))
        func scanned(_ variable: Int) -> [Int] {
            session.system.equations.indices.flatMap { equation in
                session.system.equations[equation].terms.filter { $0.variable == variable }.map { _ in equation }
            }
        }
        let variables = 0..<session.system.variableCount
        #expect(variables.allSatisfy { session.equations(mentioning: $0) == scanned($0) })
        _ = session.add(Constraint(first: "0x7b1000013000", firstAttribute: .leading, second: "0x7b1000010000", secondAttribute: .leading, constant: 16))
        let caption = try #require(session.system.index(of: "0x7b1000013000"))
        let added = session.system.equations.count - 1
        #expect(session.equations(mentioning: LayoutSystem.variable(caption, .minX)).last == added)
        #expect(variables.allSatisfy { session.equations(mentioning: $0) == scanned($0) })
        #expect(session.isConstrained("0x7b1000013000", .minX))
    }

    /// The session keeps its analysis, and each component's free variables, across edits
    /// that do not touch them: after every edit it must still say what a session built
    /// afresh from the edited document says.
    @Test(arguments: ["photo-conflict-ambiguous.json", "sign-in.json"])
    func analysisAfterEachEditMatchesAFreshSession(name: String) throws {
        let session = LayoutSession(document: try example(name))
        func expectMatchesFresh() {
            let kept = session.analyze()
            let freshSession = LayoutSession(document: session.document)
            let fresh = freshSession.analyze()
            #expect(kept.ambiguities == fresh.ambiguities)
            #expect(kept.misplacements == fresh.misplacements)
            #expect(kept.conflicts.map(session.references) == fresh.conflicts.map(freshSession.references))
        }
        expectMatchesFresh()
        for index in session.document.constraints.indices where session.document.constraints[index].isActive {
            session.deactivate(constraintAt: index)
            expectMatchesFresh()
            session.activate(constraintAt: index)
            expectMatchesFresh()
        }
    }

    // MARK: Ambiguity

    @Test func floatingSuperviewIsTheRootCauseNotItsSubviews() throws {
        // "box" has a size but no position; its subviews are pinned inside it.
        var views = [view("box", 0, 0, 100, 100, subviews: ["inner", "side"])]
        views.append(view("inner", 10, 10, 20, 20))
        views.append(view("side", 0, 0, 5, 5))
        let constraints = [
            Constraint(first: "box", firstAttribute: .width, constant: 100),
            Constraint(first: "box", firstAttribute: .height, constant: 100),
            Constraint(first: "inner", firstAttribute: .left, second: "box", secondAttribute: .left, constant: 10),
            Constraint(first: "inner", firstAttribute: .top, second: "box", secondAttribute: .top, constant: 10),
            Constraint(first: "inner", firstAttribute: .width, constant: 20),
            Constraint(first: "inner", firstAttribute: .height, constant: 20),
            // side follows box in x but has no y of its own: reported for minY only.
            Constraint(first: "side", firstAttribute: .left, second: "box", secondAttribute: .left),
            Constraint(first: "side", firstAttribute: .width, constant: 5),
            Constraint(first: "side", firstAttribute: .height, constant: 5),
        ]
        let session = LayoutSession(document: document(views, constraints: constraints))
        let ambiguities = session.analyze().ambiguities
        #expect(ambiguities == [
            Ambiguity(item: "box", components: [.minX, .minY], followers: ["inner"]),
            Ambiguity(item: "side", components: [.minY]),
        ])
    }

    @Test func aChainOfSiblingsIsReportedAtItsFirstView() throws {
        // Three labels in a row, each after the one before, and nothing places the first:
        // one missing constraint, reported once, not once per label.
        var views = [view("a", 8, 8, 50, 20), view("b", 66, 8, 50, 20), view("c", 124, 8, 50, 20)]
        for index in views.indices { views[index].intrinsicContentSize = IntrinsicSize(width: 50, height: 20) }
        let constraints = [
            Constraint(first: "a", firstAttribute: .top, second: "root", secondAttribute: .top, constant: 8),
            Constraint(first: "b", firstAttribute: .top, second: "a", secondAttribute: .top),
            Constraint(first: "c", firstAttribute: .top, second: "a", secondAttribute: .top),
            Constraint(first: "b", firstAttribute: .leading, second: "a", secondAttribute: .trailing, constant: 8),
            Constraint(first: "c", firstAttribute: .leading, second: "b", secondAttribute: .trailing, constant: 8),
        ]
        let session = LayoutSession(document: document(views, constraints: constraints))
        let ambiguities = session.analyze().ambiguities
        var expected = Ambiguity(item: "a", components: [.minX])
        expected.tied = ["b", "c"]
        #expect(ambiguities == [expected])
        let message = ambiguities[0].message(name: "first", tiedNames: ["second", "third"]) { session.isConstrained("a", $0) }
        #expect(message.hasSuffix("; second and third are placed from it and move with it: what pins it pins them too"))
        // A size left free along the chain breaks it: the label after it is free on its own.
        let unsized = constraints.filter { !($0.first == "b" && $0.firstAttribute == .leading) } + [
            Constraint(first: "b", firstAttribute: .leading, relation: .greaterThanOrEqual, second: "a", secondAttribute: .trailing, constant: 8),
        ]
        let loose = LayoutSession(document: document(views, constraints: unsized)).analyze().ambiguities
        #expect(loose.map { $0.item } == ["a", "b"])
        #expect(loose[1].tied == ["c"])
    }

    @Test func aViewAfterAFreeSizeFollowsThatSize() throws {
        // A spacer pinned at the top with no height, and a label after it: the label's top is
        // free only because the spacer's height is, so the spacer is the one reported.
        var label = view("label", 0, 58, 100, 20)
        label.intrinsicContentSize = IntrinsicSize(width: 100, height: 20)
        let constraints = [
            Constraint(first: "spacer", firstAttribute: .left, second: "root", secondAttribute: .left),
            Constraint(first: "spacer", firstAttribute: .top, second: "root", secondAttribute: .top),
            Constraint(first: "spacer", firstAttribute: .width, constant: 100),
            Constraint(first: "label", firstAttribute: .left, second: "root", secondAttribute: .left),
            Constraint(first: "label", firstAttribute: .top, second: "spacer", secondAttribute: .bottom, constant: 8),
        ]
        let ambiguities = LayoutSession(document: document([view("spacer", 0, 0, 100, 50), label], constraints: constraints))
            .analyze().ambiguities
        var expected = Ambiguity(item: "spacer", components: [.height])
        expected.tied = ["label"]
        #expect(ambiguities == [expected])
    }

    @Test func aTiedViewStillFollowsItsFreeSuperview() throws {
        // box has no horizontal position; inside it a spacer with no height, and a label after
        // the spacer. The label's top is the spacer's to give, its left box's.
        var label = view("label", 0, 58, 100, 20)
        label.intrinsicContentSize = IntrinsicSize(width: 100, height: 20)
        let constraints = [
            Constraint(first: "box", firstAttribute: .top, second: "root", secondAttribute: .top),
            Constraint(first: "box", firstAttribute: .width, constant: 200),
            Constraint(first: "box", firstAttribute: .height, constant: 200),
            Constraint(first: "spacer", firstAttribute: .left, second: "box", secondAttribute: .left),
            Constraint(first: "spacer", firstAttribute: .top, second: "box", secondAttribute: .top),
            Constraint(first: "spacer", firstAttribute: .width, constant: 100),
            Constraint(first: "label", firstAttribute: .left, second: "box", secondAttribute: .left),
            Constraint(first: "label", firstAttribute: .top, second: "spacer", secondAttribute: .bottom, constant: 8),
        ]
        let views = [view("box", 0, 0, 200, 200, subviews: ["spacer", "label"]), view("spacer", 0, 0, 100, 50), label]
        let ambiguities = LayoutSession(document: document(views, constraints: constraints)).analyze().ambiguities
        var spacer = Ambiguity(item: "spacer", components: [.height])
        spacer.tied = ["label"]
        #expect(ambiguities == [Ambiguity(item: "box", components: [.minX], followers: ["label"]), spacer])
    }

    @Test func aChainIsWalkedOnceHoweverManyOfItsMembersAsk() {
        // 0 ← 1 ← … ← 5,000, asked from its far end first: each link followed once.
        let length = 5_000
        var chains = LinkChains(variableCount: length + 1)
        for variable in 1...length { chains.place(variable, from: variable - 1) }
        #expect((0...length).reversed().allSatisfy { chains.first($0) == 0 })
        #expect(chains.steps == length)
    }

    @Test func equalPriorityTiesAreAmbiguous() throws {
        // Two optional wishes of the same priority pull the width apart: any width between is optimal.
        let constraints = [
            Constraint(first: "v", firstAttribute: .left, second: "root", secondAttribute: .left),
            Constraint(first: "v", firstAttribute: .top, second: "root", secondAttribute: .top),
            Constraint(first: "v", firstAttribute: .height, constant: 10),
            Constraint(first: "v", firstAttribute: .width, relation: .greaterThanOrEqual, constant: 100, priority: 500),
            Constraint(first: "v", firstAttribute: .width, relation: .lessThanOrEqual, constant: 50, priority: 500),
            Constraint(first: "v", firstAttribute: .width, relation: .lessThanOrEqual, constant: 200),
        ]
        let session = LayoutSession(document: document([view("v", 0, 0, 75, 10)], constraints: constraints))
        let ambiguities = session.analyze().ambiguities
        #expect(ambiguities == [Ambiguity(item: "v", components: [.width])])
        let message = ambiguities[0].message(name: "v") { session.isConstrained("v", $0) }
        #expect(message == "v has no width: add a width, or pin both leading and trailing (its horizontal constraints leave it free, or two of equal priority compete)")
    }

    @Test func hiddenArrangedSubviewsCollapseInAStack() throws {
        var stack = view("stack", 0, 0, 100, 30, subviews: ["a", "b", "c"])
        stack.stack = StackProperties(axis: .horizontal, arrangedSubviews: ["a", "b", "c"], spacing: 10)
        // b is hidden: UISV-hiding (999.999) beats its compression resistance (750), and it
        // sits half a spacing after a (UISV-spacing-hidden @50); c follows a by one spacing.
        var b = view("b", 35, 0, 0, 30)
        b.isHidden = true
        b.intrinsicContentSize = IntrinsicSize(width: 50, height: nil)
        let constraints = [
            Constraint(first: "stack", firstAttribute: .left, second: "root", secondAttribute: .left),
            Constraint(first: "stack", firstAttribute: .top, second: "root", secondAttribute: .top),
            Constraint(first: "stack", firstAttribute: .width, constant: 100),
            Constraint(first: "stack", firstAttribute: .height, constant: 30),
            Constraint(first: "a", firstAttribute: .width, constant: 30),
        ]
        let doc = document([stack, view("a", 0, 0, 30, 30), b, view("c", 40, 0, 60, 30)], constraints: constraints)
        let analysis = LayoutSession(document: doc).analyze()
        #expect(analysis.conflicts.isEmpty)
        #expect(analysis.ambiguities.isEmpty)
        #expect(analysis.misplacements.isEmpty)
    }

    @Test func aMisplacedSuperviewIsReportedAloneAndAmbiguousItemsAreSkipped() throws {
        // box is recorded at x 10 but constrained to x 20; inner sits correctly inside it.
        let views = [view("box", 10, 0, 50, 50, subviews: ["inner"]), view("inner", 5, 5, 10, 10), view("floating", 3, 3, 3, 3)]
        let constraints = [
            Constraint(first: "box", firstAttribute: .left, second: "root", secondAttribute: .left, constant: 20),
            Constraint(first: "box", firstAttribute: .top, second: "root", secondAttribute: .top),
            Constraint(first: "box", firstAttribute: .width, constant: 50),
            Constraint(first: "box", firstAttribute: .height, constant: 50),
            Constraint(first: "inner", firstAttribute: .left, second: "box", secondAttribute: .left, constant: 5),
            Constraint(first: "inner", firstAttribute: .top, second: "box", secondAttribute: .top, constant: 5),
            Constraint(first: "inner", firstAttribute: .width, constant: 10),
            Constraint(first: "inner", firstAttribute: .height, constant: 10),
            Constraint(first: "floating", firstAttribute: .width, constant: 30),
        ]
        let analysis = LayoutSession(document: document(views, constraints: constraints)).analyze()
        #expect(analysis.misplacements == [
            Misplacement(item: "box", recorded: Rect(x: 10, y: 0, width: 50, height: 50), solved: Rect(x: 20, y: 0, width: 50, height: 50)),
        ])
        #expect(analysis.ambiguities.map(\.item) == ["floating"])
    }

    @Test func recordedFramesAreComparedEdgeByEdge() throws {
        // Five equal rows with 8-pt gaps in a 600-pt column solve 110.4 high. Interface Builder
        // rounds each edge to the pixel grid (whole points on its 1x canvas) and records rows
        // 110 and 111 high (Aku-n06/ASCalendar, Example/Base.lproj/Main.storyboard): every
        // edge within 0.4 pt, one height 0.6 pt off. The last row's bottom edge is a point off.
        let heights: [Double] = [110, 111, 110, 111, 109]
        let tops: [Double] = [8, 126, 245, 363, 482]
        let rows = (0..<5).map { ItemID("row\($0)") }
        var constraints = [
            Constraint(first: rows[0], firstAttribute: .top, second: "root", secondAttribute: .top, constant: 8),
            Constraint(first: "root", firstAttribute: .bottom, second: rows[4], secondAttribute: .bottom, constant: 8),
        ]
        for index in rows.indices {
            constraints += [
                Constraint(first: rows[index], firstAttribute: .left, second: "root", secondAttribute: .left, constant: 8),
                Constraint(first: rows[index], firstAttribute: .width, constant: 300),
            ]
            guard index > 0 else { continue }
            constraints += [
                Constraint(first: rows[index], firstAttribute: .top, second: rows[index - 1], secondAttribute: .bottom, constant: 8),
                Constraint(first: rows[index], firstAttribute: .height, second: rows[0], secondAttribute: .height),
            ]
        }
        let root = View(id: "root", className: "UIView", frame: Rect(x: 0, y: 0, width: 600, height: 600), subviews: rows)
        let views = rows.indices.map { view(rows[$0], 8, tops[$0], 300, heights[$0]) }
        let layout = LayoutDocument(rootID: "root", views: [root] + views, guides: [], constraints: constraints)
        let analysis = LayoutSession(document: layout).analyze()
        #expect(analysis.misplacements.map(\.item) == ["row4"])
        #expect(LayoutSession(document: layout).recordedFrameAgreement().differing.map(\.item) == ["row4"])
    }

    // MARK: Why

    @Test func whyListsExactlyTheConstraintsThatForceAnAttribute() throws {
        let session = LayoutSession(document: try example("photo-conflict-ambiguous.json"))
        // The button's height = toolbar.height − 12 − 12. Its `height == 44` loses the conflict
        // and is slack (the button is 36 high), so it decides nothing; the banner and the label
        // below the toolbar share its variables but not the height.
        let explanation = session.explain("0x7b1000011800", .height)
        #expect(explanation.isDetermined)
        #expect(explanation.omitted == 0)
        #expect(Set(explanation.steps.map { session.reference(ofEquation: $0.equation) })
            == ["0x600000c8a0f0", "0x600000c8a190", "0x600000c8a1e0"])
        // Nearest first: the bottom (which mentions the height), then through minY and the toolbar.
        #expect(explanation.steps.map { session.reference(ofEquation: $0.equation) }.first == "0x600000c8a1e0")
        #expect(explanation.steps.map(\.distance) == [0, 1, 1])
    }

    @Test func whyOfAStackHeightIsItsArrangedViewsSpacingAndCanvas() throws {
        let session = LayoutSession(document: try example("sign-in.json"))
        let explanation = session.explain("0x7fa1c8d0b5a0", .height)
        let references = Set(explanation.steps.map { session.reference(ofEquation: $0.equation) })
        let stack = "0x7fa1c8d0b5a0"
        let labels = ["0x7fa1c8d0c020", "0x7fa1c8d0c7f0", "0x7fa1c8d0d2b0"]
        #expect(explanation.isDetermined)
        #expect(references == Set(
            ["\(stack).UISV-canvas-connection.1", "\(stack).UISV-canvas-connection.2"]
                + (1...3).map { "\(stack).UISV-spacing.\($0)" }
                + labels.flatMap { ["\($0).intrinsic.height.hugging", "\($0).intrinsic.height.compressionResistance"] }
                + ["0x600003f4c230"]))
        // Where the stack sits (below the logo) does not decide its height.
        #expect(!references.contains("0x600003f4c140"))
    }

    @Test func whyFollowsAnAspectRatioToTheOtherAxis() throws {
        let session = LayoutSession(document: try example("sign-in.json"))
        // stack.top = logo.bottom + 32, and the logo's height is its width (72).
        let explanation = session.explain("0x7fa1c8d0b5a0", .top)
        let references = Set(explanation.steps.map { session.reference(ofEquation: $0.equation) })
        #expect(explanation.isDetermined)
        #expect(references.isSuperset(of: ["0x600003f4c140", "0x600003f4c0f0", "0x600003f4c0a0"]))
    }

    /// `width == 100 @750` and `width == 200 @750` leave every width between them optimal:
    /// `why` agrees with `check` that the width is free, though one of them is tight.
    @Test func whyAgreesWithCheckOnEqualOptionalPriorities() throws {
        let constraints = [
            Constraint(first: "box", firstAttribute: .left, second: "root", secondAttribute: .left),
            Constraint(first: "box", firstAttribute: .top, second: "root", secondAttribute: .top),
            Constraint(first: "box", firstAttribute: .height, constant: 10),
            Constraint(id: "narrow", first: "box", firstAttribute: .width, constant: 100, priority: 750),
            Constraint(id: "wide", first: "box", firstAttribute: .width, constant: 200, priority: 750),
        ]
        let session = LayoutSession(document: document([view("box", 0, 0, 100, 10)], constraints: constraints))
        #expect(session.analyze().ambiguities == [Ambiguity(item: "box", components: [.width])])
        let explanation = session.explain("box", .width)
        #expect(!explanation.isDetermined && explanation.steps.isEmpty)
        #expect(session.explain("box", .height).isDetermined)
    }

    /// A log gives no root frame, so nothing is pinned in the window's coordinates; a view
    /// pinned to the root is still decided by its pin, measured from the root's origin (a
    /// WordPress header's stack, label and view, iOS 15), and one below a view of free height
    /// is not.
    @Test func whyInALogMeasuresFromTheRootsOrigin() throws {
        let log = try ConflictLogReader.read("""
            (
                "<NSLayoutConstraint:0x12fba1880 V:|-(10)-[UIStackView:0x1181e3690]   (active, names: '|':WordPress.CollapsableHeaderView:0x1181f51a0 )>",
                "<NSLayoutConstraint:0x1393d63d0 V:[UIStackView:0x1181e3690]-(12)-[UILabel:0x1181384b0]   (active)>"
            )
            """)
        let session = LayoutSession(document: log.document)
        let stackTop = session.explain("0x1181e3690", .top)
        #expect(stackTop.isDetermined && stackTop.isFromRootOrigin)
        #expect(stackTop.steps.map { session.reference(ofEquation: $0.equation) } == ["0x12fba1880"])
        #expect(!session.explain("0x1181384b0", .top).isDetermined)
        // With a root frame, the origin is the window's, and no answer leans on holding it.
        let sized = LayoutSession(document: try example("photo-conflict-ambiguous.json"))
        #expect(!sized.explain("0x7b1000011800", .height).isFromRootOrigin)
    }

    @Test func whySaysWhenAnAttributeIsNotPinnedDown() throws {
        let session = LayoutSession(document: try example("photo-conflict-ambiguous.json"))
        let ambiguous = try #require(session.analyze().ambiguities.first)
        let explanation = session.explain(ambiguous.item, .notAnAttribute)
        #expect(!explanation.isDetermined)
        #expect(explanation.steps.isEmpty)
    }
}
