import FlowConstraint
import Testing
import UIKit

/// FlowConstraint's README: definitions wait for a target call, constants are stored as
/// written, `attribute(…, for:)` touches some definitions only.
@Suite(.isolatedRecorder) @MainActor
struct FlowConstraintTests {
    let family = Family()

    @Test func theReadmeExampleInsetsFourEdgesByTwenty() {
        family.child.flow()
            .left().top().attribute(constant: 20).withSuperview()
            .right().bottom().attribute(constant: -20).withSuperview()
        #expect(family.active == [
            "child.left == parent.left + 20", "child.top == parent.top + 20",
            "child.right == parent.right - 20", "child.bottom == parent.bottom - 20",
        ])
    }

    @Test func nothingIsCreatedBeforeATargetCall() {
        family.child.flow().left().top().attribute(constant: 8)
        #expect(ConstraintRecorder.current.created.isEmpty)
    }

    @Test func secondAttributesRelationsAndPerAttributeConstants() {
        family.child.flow()
            .top(.bottom).left().attribute(constant: 20, for: [.left]).attribute(relation: .greaterThanOrEqual)
            .withSuperview()
        #expect(family.active == ["child.top >= parent.bottom", "child.left >= parent.left + 20"])
    }

    @Test func withSelfRelatesTheViewToItself() {
        family.child.flow().left(.right).attribute(constant: -10).withSelf()
        #expect(family.active == ["child.left == child.right - 10"])
    }

    @Test func autoresizingTranslationIsLeftAlone() {
        family.child.flow().top().withSuperview()
        #expect(family.child.translatesAutoresizingMaskIntoConstraints)
    }
}
