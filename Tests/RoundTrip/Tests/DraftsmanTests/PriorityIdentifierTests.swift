import Draftsman
import Testing
import UIKit

/// §4: priority and identifier apply to the immediately preceding relation only, and
/// de-duplication by key keeps the last constraint.
@Suite(.isolatedRecorder) @MainActor
struct PriorityIdentifierTests {
    let parent = UIView()
    let v = UIView()

    init() {
        parent.addSubview(v)
    }

    @Test func appliesToEveryConstraintOfThePrecedingRelationOnly() {
        let built = v.drf
            .top.equal(with: .parent)
            .horizontal.equal(with: .parent).offset(by: 8).priority(.defaultHigh).identifier("h")
            .height.equal(to: 44).identifier("height").priority(Float(999))
            .build()
        #expect(built.map(shape) == [
            shape(v, .top, .equal, parent, .top),
            shape(v, .left, .equal, parent, .left, constant: 8, priority: 750, identifier: "h"),
            shape(v, .right, .equal, parent, .right, constant: -8, priority: 750, identifier: "h"),
            shape(v, .height, .equal, nil, .notAnAttribute, constant: 44, priority: 999, identifier: "height"),
        ])
    }

    @Test func edgesPriorityCoversAllFour() {
        let built = v.drf.fillParent().priority(UILayoutPriority(rawValue: 700)).build()
        #expect(built.count == 4)
        #expect(built.allSatisfy { $0.priority.rawValue == 700 })
    }

    @Test func sameKeyCollapsesToTheLast() {
        let built = v.drf.height.equal(to: 40).height.equal(to: 60).build()
        #expect(built.map(shape) == [shape(v, .height, .equal, nil, .notAnAttribute, constant: 60)])
    }

    @Test func differentRelationsDoNotCollapse() {
        let built = v.drf.height.moreThan(to: 40).height.lessThan(to: 60).build()
        #expect(built.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
    }

    @Test func decoratedRelationAlsoBuildsThePlainOneThatIsDropped() {
        let built = v.drf.top.equal(with: .parent).priority(.defaultLow).build()
        #expect(built.map(shape) == [shape(v, .top, .equal, parent, .top, priority: 250)])
        // Draftsman builds both; the recorder sees the plain one too, never activated.
        #expect(ConstraintRecorder.current.created.count == 2)
    }
}
