import SnapKit
import Testing
import UIKit

/// SnapKit 5's documented behaviour (README and sources: Constraint.swift,
/// ConstraintConstantTarget.swift, ConstraintPriority.swift), most of all the signs of `inset`
/// and `offset`.
@Suite(.isolatedRecorder) @MainActor
struct SnapKitTests {
    let family = Family()

    @Test func offsetStoresTheSameConstantEverywhere() {
        family.child.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(8)
            make.bottom.equalToSuperview().offset(-8)
            make.leading.trailing.equalToSuperview().offset(4)
        }
        #expect(family.active == [
            "child.top == parent.top + 8", "child.bottom == parent.bottom - 8",
            "child.leading == parent.leading + 4", "child.trailing == parent.trailing + 4",
        ])
    }

    @Test func insetIsPositiveForNearEdgesAndNegativeForFarEdges() {
        family.child.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(16)
        }
        #expect(family.active == [
            "child.left == parent.left + 16", "child.top == parent.top + 16",
            "child.right == parent.right - 16", "child.bottom == parent.bottom - 16",
        ])
    }

    @Test func insetOnLeadingAndTrailingFollowsTheLayoutDirection() {
        family.child.snp.makeConstraints { make in
            make.directionalEdges.equalToSuperview().inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        #expect(family.active == [
            "child.top == parent.top + 1", "child.bottom == parent.bottom - 3",
            "child.leading == parent.leading + 2", "child.trailing == parent.trailing - 4",
        ])
    }

    @Test func insetOnSizesAndCentersUsesBothEdges() {
        family.child.snp.makeConstraints { make in
            make.width.equalToSuperview().inset(10)
            make.centerX.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 4))
        }
        #expect(family.active == ["child.width == parent.width - 20", "child.centerX == parent.centerX + 3"])
    }

    @Test func insetTakesItsSignFromTheSecondAttribute() {
        family.sibling.snp.makeConstraints { make in
            make.top.equalTo(family.child.snp.bottom).inset(8)
        }
        #expect(family.active == ["sibling.top == child.bottom - 8"])
    }

    @Test func constantsWithoutASecondItem() {
        family.child.snp.makeConstraints { make in
            make.width.equalTo(44)
            make.size.equalTo(CGSize(width: 100, height: 50))
            make.centerX.equalTo(12)
        }
        // A width or height has no second item; a center is related to the superview's left.
        #expect(family.active == [
            "child.width == 44", "child.width == 100", "child.height == 50", "child.centerX == parent.left + 12",
        ])
    }

    @Test func targetsAttributesGuidesAndMultipliers() {
        family.sibling.snp.makeConstraints { make in
            make.top.equalTo(family.parent.safeAreaLayoutGuide)
            make.height.equalTo(family.child).multipliedBy(0.5)
            make.width.equalTo(family.child.snp.height).dividedBy(4).offset(2)
            make.leading.greaterThanOrEqualTo(family.child.snp.trailing).offset(8)
            make.bottom.lessThanOrEqualTo(family.parent.safeAreaLayoutGuide.snp.bottom)
            make.center.equalTo(family.child)
        }
        #expect(family.active == [
            "sibling.top == safeArea.top", "sibling.height == child.height * 0.5",
            "sibling.width == child.height * 0.25 + 2", "sibling.leading >= child.trailing + 8",
            "sibling.bottom <= safeArea.bottom", "sibling.centerX == child.centerX", "sibling.centerY == child.centerY",
        ])
    }

    @Test func prioritiesAndLabels() {
        family.child.snp.makeConstraints { make in
            make.top.equalToSuperview().priority(.high)
            make.bottom.equalToSuperview().priority(.medium)
            make.leading.equalToSuperview().priority(.low).labeled("leading")
            make.trailing.equalToSuperview().priority(999)
            make.width.equalTo(10).priority(.required).labeled("width")
        }
        #expect(family.active == [
            "child.top == parent.top @750", "child.bottom == parent.bottom @500",
            "child.leading == parent.leading @250 \"leading\"", "child.trailing == parent.trailing @999",
            "child.width == 10 \"width\"",
        ])
    }

    @Test func makeConstraintsTurnsOffAutoresizingTranslationOfTheViewOnly() {
        #expect(family.child.translatesAutoresizingMaskIntoConstraints)
        family.child.snp.makeConstraints { make in make.top.equalTo(family.sibling) }
        #expect(!family.child.translatesAutoresizingMaskIntoConstraints)
        #expect(family.sibling.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func marginsAndMultipleAttributes() {
        family.child.snp.makeConstraints { make in
            make.edges.equalTo(family.parent.snp.margins)
            make.leading.equalTo(family.parent.snp.leadingMargin).offset(2)
        }
        #expect(family.active == [
            "child.left == parent.leftMargin", "child.top == parent.topMargin", "child.right == parent.rightMargin",
            "child.bottom == parent.bottomMargin", "child.leading == parent.leadingMargin + 2",
        ])
        family.child.snp.makeConstraints { make in make.top.bottom.equalTo(family.sibling.snp.size) }
        // SnapKit traps here; the stand-in records it first.
        #expect(family.errors.first == "SnapKit: Cannot constraint to multiple non identical attributes.")
    }

    @Test func equalToSuperviewWithoutASuperviewIsAnError() {
        family.parent.snp.makeConstraints { make in make.top.equalToSuperview() }
        #expect(family.errors.first?.contains("Expected superview") == true)
    }
}
