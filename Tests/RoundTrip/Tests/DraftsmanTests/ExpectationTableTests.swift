import Draftsman
import Testing
import UIKit

/// Rows 1–20 of the reference's §8, taken from Draftsman's own specs.
@Suite(.isolatedRecorder) @MainActor
struct ExpectationTableTests {
    let v = UIView()
    let r = UIView()

    @Test func row1TopEqualToBottom() {
        let built = v.drf.top.equal(to: r.drf.bottom).build()
        #expect(built.map(shape) == [shape(v, .top, .equal, r, .bottom)])
    }

    @Test func row2BottomOffsetIsNegated() {
        let built = v.drf.bottom.equal(to: r.drf.top).offset(by: 12).build()
        #expect(built.map(shape) == [shape(v, .bottom, .equal, r, .top, constant: -12)])
    }

    @Test func row3BottomInsetIsPositive() {
        let built = v.drf.bottom.equal(to: r.drf.bottom).inset(by: 7).build()
        #expect(built.map(shape) == [shape(v, .bottom, .equal, r, .bottom, constant: 7)])
    }

    @Test func row4TopAndCenterYInsetIsNegative() {
        let top = v.drf.top.equal(to: r.drf.top).inset(by: 7).build()
        let centerY = v.drf.centerY.equal(to: r.drf.centerY).inset(by: 7).build()
        #expect(top.map(shape) == [shape(v, .top, .equal, r, .top, constant: -7)])
        #expect(centerY.map(shape) == [shape(v, .centerY, .equal, r, .centerY, constant: -7)])
    }

    @Test func row5BottomMoreThanIsLessThanOrEqual() {
        let built = v.drf.bottom.moreThan(to: r.drf.bottom).build()
        #expect(built.map(shape) == [shape(v, .bottom, .lessThanOrEqual, r, .bottom)])
    }

    @Test func row6RightLessThanWithOffset() {
        let built = v.drf.right.lessThan(to: r.drf.left).offset(by: 5).build()
        #expect(built.map(shape) == [shape(v, .right, .greaterThanOrEqual, r, .left, constant: -5)])
    }

    @Test func row7TrailingMoreThanWithInset() {
        let built = v.drf.trailing.moreThan(to: r.drf.trailing).inset(by: 3).build()
        #expect(built.map(shape) == [shape(v, .trailing, .lessThanOrEqual, r, .trailing, constant: 3)])
    }

    @Test func row8WidthAddedByHeight() {
        let built = v.drf.width.equal(to: r.drf.height).added(by: 9).build()
        #expect(built.map(shape) == [shape(v, .width, .equal, r, .height, constant: 9)])
    }

    @Test func row9HeightMoreThanIsNotFlipped() {
        let built = v.drf.height.moreThan(to: r.drf.width).substracted(by: 4).build()
        #expect(built.map(shape) == [shape(v, .height, .greaterThanOrEqual, r, .width, constant: -4)])
    }

    @Test func row10VerticalOffset() {
        let built = v.drf.vertical.equal(to: r.drf.vertical).offset(by: 6).build()
        #expect(built.map(shape) == [
            shape(v, .top, .equal, r, .top, constant: 6),
            shape(v, .bottom, .equal, r, .bottom, constant: -6),
        ])
    }

    @Test func row11VerticalMoreThanInset() {
        let built = v.drf.vertical.moreThan(to: r.drf.vertical).inset(by: 2).build()
        #expect(built.map(shape) == [
            shape(v, .top, .greaterThanOrEqual, r, .top, constant: -2),
            shape(v, .bottom, .lessThanOrEqual, r, .bottom, constant: 2),
        ])
    }

    @Test func row12TopHorizontalOffset() {
        let built = v.drf.top.horizontal.equal(to: r.drf.top.horizontal).offset(by: 8).build()
        #expect(built.map(shape) == [
            shape(v, .top, .equal, r, .top, constant: 8),
            shape(v, .left, .equal, r, .left, constant: 8),
            shape(v, .right, .equal, r, .right, constant: -8),
        ])
    }

    @Test func row13BottomHorizontalOffset() {
        let built = v.drf.bottom.horizontal.equal(to: r.drf.bottom.horizontal).offset(by: 8).build()
        #expect(built.map(shape) == [
            shape(v, .bottom, .equal, r, .bottom, constant: -8),
            shape(v, .left, .equal, r, .left, constant: 8),
            shape(v, .right, .equal, r, .right, constant: -8),
        ])
    }

    @Test func row14TriTargetsTheOtherTriUni() {
        let built = v.drf.top.horizontal.equal(to: r.drf.bottom.horizontal).build()
        #expect(built.first.map(shape) == shape(v, .top, .equal, r, .bottom))
    }

    @Test func row15TopHorizontalMoreThan() {
        let built = v.drf.top.horizontal.moreThan(to: r.drf.top.horizontal).offset(by: 8).build()
        #expect(built.map(shape) == [
            shape(v, .top, .greaterThanOrEqual, r, .top, constant: 8),
            shape(v, .left, .greaterThanOrEqual, r, .left, constant: 8),
            shape(v, .right, .lessThanOrEqual, r, .right, constant: -8),
        ])
    }

    @Test func row16RightVerticalMoreThan() {
        let built = v.drf.right.vertical.moreThan(to: r.drf.right.vertical).offset(by: 8).build()
        #expect(built.map(shape) == [
            shape(v, .right, .lessThanOrEqual, r, .right, constant: -8),
            shape(v, .top, .greaterThanOrEqual, r, .top, constant: 8),
            shape(v, .bottom, .lessThanOrEqual, r, .bottom, constant: -8),
        ])
    }

    @Test func row17CornerToOtherCorner() {
        let built = v.drf.top.right.moreThan(to: r.drf.bottom.left).build()
        #expect(built.map(shape) == [
            shape(v, .right, .lessThanOrEqual, r, .left),
            shape(v, .top, .greaterThanOrEqual, r, .bottom),
        ])
    }

    @Test func row18CornerToCenter() {
        let built = v.drf.bottom.right.equal(to: r.drf.center).offset(by: 5).build()
        #expect(built.map(shape) == [
            shape(v, .right, .equal, r, .centerX, constant: -5),
            shape(v, .bottom, .equal, r, .centerY, constant: -5),
        ])
    }

    @Test func row19CenterToCornerInset() {
        let built = v.drf.center.equal(to: r.drf.top.left).inset(by: 3).build()
        #expect(built.map(shape) == [
            shape(v, .centerX, .equal, r, .left, constant: -3),
            shape(v, .centerY, .equal, r, .top, constant: -3),
        ])
    }

    @Test func row20InsertAndInsertStackedBuildNoConstraints() {
        let stack = UIStackView()
        let views = [UIView(), UILabel()]
        let arranged = [UIButton(), UIView()]
        let built = stack.drf.insert { views }.insertStacked { arranged }.build()
        #expect(built.isEmpty)
        #expect(stack.subviews.map(ObjectIdentifier.init) == (views + arranged).map(ObjectIdentifier.init))
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == arranged.map(ObjectIdentifier.init))
    }

    @Test func relationsOnOneStoredDraftAddUp() {
        let draft = v.drf
        let first = draft.top.equal(to: r.drf.top).build()
        let second = draft.left.equal(to: r.drf.left).build()
        #expect(first.count == 1)
        #expect(second.map(shape) == [shape(v, .top, .equal, r, .top), shape(v, .left, .equal, r, .left)])
    }

    @Test func buildDoesNotActivate() {
        let family = Family()
        let built = family.view.drf.top.equal(to: family.other.drf.bottom).build()
        #expect(built.allSatisfy { !$0.isActive })
        #expect(ConstraintRecorder.current.active.isEmpty)
    }
}
