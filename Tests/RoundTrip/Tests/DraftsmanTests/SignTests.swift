import Draftsman
import Testing
import UIKit

/// The sign model (§1.1–1.4): relation flips and constant signs per anchor and per member.
@Suite(.isolatedRecorder) @MainActor
struct SignTests {
    enum Modifier: CaseIterable {
        case none, offset, inset, constant
    }

    enum Kind: CaseIterable {
        case equal, moreThan, lessThan
    }

    /// One single-anchor relation of `v` to the same attribute of `r`.
    static func build<P>(
        _ anchor: SingleAnchor<LayoutDraft<UIView>, P>, to r: UIView, _ kind: Kind, _ modifier: Modifier
    ) -> [NSLayoutConstraint] {
        let relation = switch kind {
        case .equal: anchor.equal(to: r)
        case .moreThan: anchor.moreThan(to: r)
        case .lessThan: anchor.lessThan(to: r)
        }
        switch modifier {
        case .none: return relation.build()
        case .offset: return relation.offset(by: 16).build()
        case .inset: return relation.inset(by: 16).build()
        case .constant: return relation.constant(16).build()
        }
    }

    nonisolated static let anchors: [(NSLayoutConstraint.Attribute, Bool)] = [
        (.top, true), (.left, true), (.leading, true), (.centerX, true), (.centerY, true),
        (.bottom, false), (.right, false), (.trailing, false),
    ]

    @Test(arguments: anchors, Kind.allCases)
    func singleAnchorTable(anchor: (NSLayoutConstraint.Attribute, Bool), kind: Kind) throws {
        let (attribute, positive) = anchor
        for modifier in Modifier.allCases {
            let v = UIView()
            let r = UIView()
            let draft = v.drf
            let built = switch attribute {
            case .top: Self.build(draft.top, to: r, kind, modifier)
            case .left: Self.build(draft.left, to: r, kind, modifier)
            case .leading: Self.build(draft.leading, to: r, kind, modifier)
            case .centerX: Self.build(draft.centerX, to: r, kind, modifier)
            case .centerY: Self.build(draft.centerY, to: r, kind, modifier)
            case .bottom: Self.build(draft.bottom, to: r, kind, modifier)
            case .right: Self.build(draft.right, to: r, kind, modifier)
            default: Self.build(draft.trailing, to: r, kind, modifier)
            }
            let relation: NSLayoutConstraint.Relation = switch (kind, positive) {
            case (.equal, _): .equal
            case (.moreThan, true), (.lessThan, false): .greaterThanOrEqual
            case (.moreThan, false), (.lessThan, true): .lessThanOrEqual
            }
            let magnitude: CGFloat = switch modifier {
            case .none: 0
            case .offset, .constant: 16
            case .inset: -16
            }
            let constant = positive ? magnitude : -magnitude
            #expect(built.map(shape) == [shape(v, attribute, relation, r, attribute, constant: constant)], "\(modifier)")
        }
    }

    @Test func singleTargets() throws {
        let family = Family()
        let (v, r) = (family.view, family.other)
        let guide = UILayoutGuide()
        r.addLayoutGuide(guide)
        let built = v.drf
            .top.equal(to: r.bottomAnchor)
            .left.equal(to: guide.drf.right)
            .centerY.equal(to: guide)
            .bottom.equal(with: .bottom(of: .parent))
            .trailing.moreThan(with: .leading(of: .mySelf)).offset(by: 4)
            .build()
        #expect(built.map(shape) == [
            shape(v, .top, .equal, r, .bottom),
            shape(v, .left, .equal, guide, .right),
            shape(v, .centerY, .equal, guide, .centerY),
            shape(v, .bottom, .equal, family.parent, .bottom),
            shape(v, .trailing, .lessThanOrEqual, v, .leading, constant: -4),
        ])
    }

    @Test func dimensionTargetsAndModifiers() {
        let family = Family()
        let (v, r) = (family.view, family.other)
        let built = v.drf
            .width.equal(to: 40)
            .height.moreThan(to: r.widthAnchor).multiplied(by: 2).added(by: 3)
            .height.lessThan(to: r).added(by: 1).multiplied(by: 0.5)
            .width.moreThan(with: .parent).substracted(by: 10)
            .width.lessThan(with: .height(of: .mySelf))
            .build()
        #expect(built.map(shape) == [
            shape(v, .width, .equal, nil, .notAnAttribute, constant: 40),
            shape(v, .height, .greaterThanOrEqual, r, .width, multiplier: 2, constant: 3),
            shape(v, .height, .lessThanOrEqual, r, .height, multiplier: 0.5, constant: 1),
            shape(v, .width, .greaterThanOrEqual, family.parent, .width, constant: -10),
            shape(v, .width, .lessThanOrEqual, v, .height),
        ])
    }

    @Test func sizeBuildsWidthThenHeight() {
        let v = UIView()
        let r = UIView()
        let fromWidth = v.drf.width.height.equal(to: r.drf.size).added(by: CGSize(width: 1, height: 2)).build()
        #expect(fromWidth.map(shape) == [
            shape(v, .width, .equal, r, .width, constant: 1),
            shape(v, .height, .equal, r, .height, constant: 2),
        ])
        let w = UIView()
        let constant = w.drf.height.width.moreThan(with: CGSize(width: 30, height: 40)).build()
        #expect(constant.map(shape) == [
            shape(w, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 30),
            shape(w, .height, .greaterThanOrEqual, nil, .notAnAttribute, constant: 40),
        ])
        let multiplied = v.drf.size.equal(to: r).multiplied(by: 0.5).substracted(by: CGSize(width: 4, height: 6)).build()
        #expect(multiplied.suffix(2).map(shape) == [
            shape(v, .width, .equal, r, .width, multiplier: 0.5, constant: -4),
            shape(v, .height, .equal, r, .height, multiplier: 0.5, constant: -6),
        ])
    }

    @Test func pairConstantsGoFirstThenSecond() {
        let v = UIView()
        let r = UIView()
        let built = v.drf
            .horizontal.equal(to: r.drf.horizontal).offsetted(using: .init(left: 3, right: 5))
            .localizedHorizontal.moreThan(to: r).insetted(using: .init(leading: 3, trailing: 5))
            .vertical.equal(to: r).offsetted(using: .init(left: 7, right: 9))
            .build()
        #expect(built.map(shape) == [
            shape(v, .left, .equal, r, .left, constant: 3),
            shape(v, .right, .equal, r, .right, constant: -5),
            shape(v, .leading, .greaterThanOrEqual, r, .leading, constant: -3),
            shape(v, .trailing, .lessThanOrEqual, r, .trailing, constant: 5),
            shape(v, .top, .equal, r, .top, constant: 7),
            shape(v, .bottom, .equal, r, .bottom, constant: -9),
        ])
    }

    @Test func pairLiteralAppliesToBothMembers() {
        let v = UIView()
        let r = UIView()
        let built = v.drf.vertical.equal(to: r).insetted(using: 8).build()
        #expect(built.map(\.constant) == [-8, 8])
    }

    @Test func cornerPartsKeepTheirOwnSigns() {
        let v = UIView()
        let r = UIView()
        let offset = v.drf.bottom.right.equal(to: r).offset(by: 8).build()
        #expect(offset.map(shape) == [
            shape(v, .right, .equal, r, .right, constant: -8),
            shape(v, .bottom, .equal, r, .bottom, constant: -8),
        ])
        let w = UIView()
        let offsetted = w.drf.top.trailing.lessThan(to: r).offsetted(using: CGPoint(x: 2, y: 3)).build()
        #expect(offsetted.map(shape) == [
            shape(w, .trailing, .greaterThanOrEqual, r, .trailing, constant: -2),
            shape(w, .top, .lessThanOrEqual, r, .top, constant: 3),
        ])
        let x = UIView()
        let insetted = x.drf.center.equal(to: r).insetted(using: CGPoint(x: 2, y: 3)).build()
        #expect(insetted.map(\.constant) == [-2, -3])
    }

    @Test func cornerTargetsAnonymousPoints() {
        let family = Family()
        let v = family.view
        let built = v.drf.top.leading.equal(with: .centerTrailing(of: .parent)).build()
        #expect(built.map(shape) == [
            shape(v, .leading, .equal, family.parent, .trailing),
            shape(v, .top, .equal, family.parent, .centerY),
        ])
    }

    @Test func triFieldMappingAndInsets() {
        let v = UIView()
        let r = UIView()
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let allButBottom = v.drf.top.horizontal.equal(to: r.drf.top.horizontal).offsetted(using: insets).build()
        #expect(allButBottom.map(\.constant) == [1, 2, -4])
        let w = UIView()
        let allButLeading = w.drf.trailing.vertical.equal(to: r.drf.trailing.vertical).insetted(using: insets).build()
        #expect(allButLeading.map(shape) == [
            shape(w, .trailing, .equal, r, .trailing, constant: 4),
            shape(w, .top, .equal, r, .top, constant: -1),
            shape(w, .bottom, .equal, r, .bottom, constant: 3),
        ])
        let x = UIView()
        let localized = x.drf.bottom.localizedHorizontal.moreThan(to: r.drf.bottom.localizedHorizontal).offsetted(using: insets).build()
        #expect(localized.map(shape) == [
            shape(x, .bottom, .lessThanOrEqual, r, .bottom, constant: -3),
            shape(x, .leading, .greaterThanOrEqual, r, .leading, constant: 2),
            shape(x, .trailing, .lessThanOrEqual, r, .trailing, constant: -4),
        ])
    }

    @Test func triAllButTrailingBugUsesTrailingWithPositiveSign() {
        let v = UIView()
        let r = UIView()
        let built = v.drf.leading.vertical.moreThan(to: r.drf.top.leading.bottom).offset(by: 5).build()
        #expect(built.map(shape) == [
            shape(v, .trailing, .greaterThanOrEqual, r, .trailing, constant: 5),
            shape(v, .top, .greaterThanOrEqual, r, .top, constant: 5),
            shape(v, .bottom, .lessThanOrEqual, r, .bottom, constant: -5),
        ])
    }

    @Test func triToViewBugTakesSecondBiFromFirstKeyPath() {
        let family = Family()
        let (v, r) = (family.view, family.other)
        let toView = v.drf.top.horizontal.equal(to: r).build()
        #expect(toView.map(shape) == [
            shape(v, .top, .equal, r, .top),
            shape(v, .left, .equal, r, .left),
            shape(v, .right, .equal, r, .left),
        ])
        let w = UIView()
        family.parent.addSubview(w)
        let anonymous = w.drf.top.horizontal.equal(with: .parent).build()
        #expect(anonymous.map(\.secondAttribute) == [.top, .left, .right])
    }

    @Test func quadOrderAndSigns() {
        let v = UIView()
        let r = UIView()
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let offsetted = v.drf.edges.equal(to: r.drf.edges).offsetted(using: insets).build()
        #expect(offsetted.map(shape) == [
            shape(v, .left, .equal, r, .left, constant: 2),
            shape(v, .right, .equal, r, .right, constant: -4),
            shape(v, .top, .equal, r, .top, constant: 1),
            shape(v, .bottom, .equal, r, .bottom, constant: -3),
        ])
        let w = UIView()
        let insetted = w.drf.localizedEdges.moreThan(to: r).insetted(using: insets).build()
        #expect(insetted.map(shape) == [
            shape(w, .leading, .greaterThanOrEqual, r, .leading, constant: -2),
            shape(w, .trailing, .lessThanOrEqual, r, .trailing, constant: 4),
            shape(w, .top, .greaterThanOrEqual, r, .top, constant: -1),
            shape(w, .bottom, .lessThanOrEqual, r, .bottom, constant: 3),
        ])
        let x = UIView()
        #expect(x.drf.top.left.right.bottom.equal(to: r).inset(by: 6).build().map(\.constant) == [-6, 6, -6, 6])
    }

    @Test func combinedAnchorsChainInAnyOrder() {
        let v = UIView()
        let r = UIView()
        #expect(v.drf.right.left.equal(to: r).build().map(\.firstAttribute) == [.left, .right])
        let w = UIView()
        #expect(w.drf.bottom.top.equal(to: r).build().map(\.firstAttribute) == [.top, .bottom])
        let x = UIView()
        #expect(x.drf.left.top.equal(to: r).build().map(\.firstAttribute) == [.left, .top])
        let y = UIView()
        #expect(y.drf.right.left.bottom.equal(to: r).build().map(\.firstAttribute) == [.bottom, .left, .right])
        let z = UIView()
        #expect(z.drf.vertical.localizedHorizontal.equal(to: r).build().map(\.firstAttribute) == [.leading, .trailing, .top, .bottom])
    }
}
