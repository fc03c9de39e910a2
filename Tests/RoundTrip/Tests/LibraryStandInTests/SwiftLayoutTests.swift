import SwiftLayout
import Testing
import UIKit

/// SwiftLayout's DSL as its printer's tests and README use it (reference
/// swiftlayout-printer.md §3 and §5): both grammars, the superview defaults, fixed sizes, and
/// what `active()` does to the hierarchy.
@Suite(.isolatedRecorder) @MainActor
struct SwiftLayoutTests {
    let root = UIView()
    let child = UIView()
    let friend = UIView()

    var names: [ObjectIdentifier: String] {
        [ObjectIdentifier(root): "root", ObjectIdentifier(child): "child", ObjectIdentifier(friend): "friend",
         ObjectIdentifier(root.safeAreaLayoutGuide): "safeArea"]
    }

    var active: [String] { ConstraintRecorder.current.active.map { text($0, names) } }

    @Test func typedLinesAsTheLastPrinterPrintedThem() {
        // C14 testPrintMoreEfficiently, verbatim.
        root.sl.sublayout {
            child.sl.anchors {
                Anchors.top
                Anchors.leading.trailing
            }
            friend.sl.anchors {
                Anchors.top.greaterThanOrEqualTo(child, attribute: .bottom, constant: 8.0)
                Anchors.bottom
                Anchors.leading
                Anchors.trailing.equalTo(child)
            }
        }.active()
        #expect(active == [
            "child.top == root.top", "child.leading == root.leading", "child.trailing == root.trailing",
            "friend.top >= child.bottom + 8", "friend.bottom == root.bottom", "friend.leading == root.leading",
            "friend.trailing == child.trailing",
        ])
        #expect(root.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(child), ObjectIdentifier(friend)])
    }

    @Test func classicLinesAsTheFirstPrinterPrintedThem() {
        // A7 and A14: an implicit superview, constants stored as given, a fixed height.
        root {
            child.anchors {
                Anchors(.top)
                Anchors(.bottom).equalTo(constant: -10.0)
                Anchors(.height).equalTo(constant: 12.0)
            }
            friend.anchors {
                Anchors(.top).equalTo(child, attribute: .bottom)
                Anchors(.width, .centerX).equalTo(child).setMultiplier(2)
                Anchors(.leading).greaterThanOrEqualTo()
            }
        }.active()
        #expect(active == [
            "child.top == root.top", "child.bottom == root.bottom - 10", "child.height == 12",
            "friend.top == child.bottom", "friend.width == child.width * 2", "friend.centerX == child.centerX * 2",
            "friend.leading >= root.leading",
        ])
    }

    @Test func superviewFormsSizesGuidesAndPriorities() {
        root.sl.sublayout {
            child.sl.anchors {
                Anchors.width.height.equalToSuper(constant: -20.0)
                Anchors.top.bottom.equalTo(root.safeAreaLayoutGuide)
                Anchors.centerX.equalToSuper().multiplier(1.5).priority(.defaultHigh)
                Anchors.leading.lessThanOrEqualToSuper(attribute: .centerX)
            }
        }.active()
        #expect(active == [
            "child.width == root.width - 20", "child.height == root.height - 20",
            "child.top == safeArea.top", "child.bottom == safeArea.bottom",
            "child.centerX == root.centerX * 1.5 @750", "child.leading <= root.centerX",
        ])
    }

    @Test func activationAddsSubviewsAndTurnsOffTheirAutoresizingOnly() {
        root.sl.sublayout {
            child.sl.sublayout {
                friend
            }
        }.active()
        #expect(root.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
        #expect(child.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(friend)])
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        #expect(!child.translatesAutoresizingMaskIntoConstraints)
        #expect(!friend.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func aLineMayNameAViewAddedLater() {
        root {
            child.anchors { Anchors(.top).equalTo(friend, attribute: .bottom) }
            friend
        }.active()
        #expect(active == ["child.top == friend.bottom"])
        #expect(ConstraintRecorder.current.errors.isEmpty)
    }

    /// SwiftLayout activates a `Set` of its constraints (its `Activator`): of two equal lines
    /// one constraint is made; a different constant is another constraint.
    @Test func equalLinesActivateOneConstraint() {
        root.sl.sublayout {
            child.sl.anchors {
                Anchors.top.equalTo(friend, attribute: .bottom, constant: 8.0)
                Anchors.top.equalTo(friend, attribute: .bottom, constant: 8.0)
                Anchors.top.equalTo(friend, attribute: .bottom, constant: 9.0)
            }
            friend
        }.active()
        #expect(active == ["child.top == friend.bottom + 8", "child.top == friend.bottom + 9"])
    }

    @Test func deactivationRemovesWhatActivationMade() {
        let activation = root.sl.sublayout { child.sl.anchors { Anchors.top } }.active()
        activation.deactive()
        #expect(active.isEmpty)
    }
}
