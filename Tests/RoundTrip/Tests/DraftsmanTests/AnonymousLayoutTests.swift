import Draftsman
import Testing
import UIKit

/// §3: anonymous layouts resolve against the view being built, at build time.
@Suite(.isolatedRecorder) @MainActor
struct AnonymousLayoutTests {
    @Test func mySelfParentAndSafeAreaOfTheSuperview() {
        let parent = UIView()
        let v = UIView()
        parent.addSubview(v)
        let built = v.drf
            .top.equal(with: .safeArea)
            .bottom.equal(with: .parent)
            .height.equal(with: .width(of: .mySelf))
            .build()
        #expect(built.map(shape) == [
            shape(v, .top, .equal, parent.safeAreaLayoutGuide, .top),
            shape(v, .bottom, .equal, parent, .bottom),
            shape(v, .height, .equal, v, .width),
        ])
    }

    @Test func previousIsTheViewBuiltJustBeforeInPreOrder() {
        let root = UIView()
        let first = UIView()
        let firstChild = UIView()
        let firstGrandchild = UIView()
        let second = UIView()
        let stacked = UIStackView()
        let arranged = UIView()
        let built = root.drf.insert {
            first.drf.top.equal(with: .previous).insert {
                firstChild.drf.insert {
                    firstGrandchild
                }
            }
            second.drf.top.equal(with: .bottom(of: .previous))
            stacked.drf.insertStacked {
                arranged.drf.left.equal(with: .previous)
            }.left.equal(with: .right(of: .previous))
        }.build()
        #expect(built.map(shape) == [
            shape(first, .top, .equal, root, .top),
            shape(second, .top, .equal, firstGrandchild, .bottom),
            shape(stacked, .left, .equal, second, .right),
            shape(arranged, .left, .equal, stacked, .left),
        ])
        #expect(ConstraintRecorder.current.errors.isEmpty)
    }

    @Test func insertedSubviewsAreBuiltBeforeArrangedOnes() {
        let stack = UIStackView()
        let plain = UIView()
        let arranged = UIView()
        let built = stack.drf
            .insertStacked { arranged.drf.top.equal(with: .previous) }
            .insert { plain }
            .build()
        #expect(built.map(shape) == [shape(arranged, .top, .equal, plain, .top)])
    }

    @Test func previousSafeArea() {
        let root = UIView()
        let a = UIView()
        let b = UIView()
        let built = root.drf.insert {
            a
            b.drf.top.equal(with: .previousSafeArea)
        }.build()
        #expect(built.map(shape) == [shape(b, .top, .equal, a.safeAreaLayoutGuide, .top)])
    }

    @Test func missingSuperviewOrPreviousIsRecordedNotCrashed() {
        let lonely = UIView()
        let built = lonely.drf.top.equal(with: .parent).bottom.equal(with: .previous).left.equal(with: .mySelf).build()
        #expect(built.map(shape) == [shape(lonely, .left, .equal, lonely, .left)])
        #expect(ConstraintRecorder.current.errors.count == 2)
    }
}
