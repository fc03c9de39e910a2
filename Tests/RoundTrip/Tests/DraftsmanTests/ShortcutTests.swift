import Draftsman
import Testing
import UIKit

/// §2: each shortcut is an ordinary relation on `.parent` (or as stated) and takes modifiers.
@Suite(.isolatedRecorder) @MainActor
struct ShortcutTests {
    let parent = UIView()
    let v = UIView()

    init() {
        parent.addSubview(v)
    }

    @Test func fillParentAndSafeArea() {
        #expect(v.drf.fillParent().build().map(shape) == [
            shape(v, .left, .equal, parent, .left),
            shape(v, .right, .equal, parent, .right),
            shape(v, .top, .equal, parent, .top),
            shape(v, .bottom, .equal, parent, .bottom),
        ])
        let w = UIView()
        parent.addSubview(w)
        let safeArea = w.drf.fillSafeArea().offsetted(using: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).build()
        #expect(safeArea.map(shape) == [
            shape(w, .left, .equal, parent.safeAreaLayoutGuide, .left, constant: 2),
            shape(w, .right, .equal, parent.safeAreaLayoutGuide, .right, constant: -4),
            shape(w, .top, .equal, parent.safeAreaLayoutGuide, .top, constant: 1),
            shape(w, .bottom, .equal, parent.safeAreaLayoutGuide, .bottom, constant: -3),
        ])
    }

    @Test func matchShortcuts() {
        let built = v.drf
            .matchParentH()
            .matchParentV().inset(by: 2)
            .build()
        #expect(built.map(shape) == [
            shape(v, .left, .equal, parent, .left),
            shape(v, .right, .equal, parent, .right),
            shape(v, .top, .equal, parent, .top, constant: -2),
            shape(v, .bottom, .equal, parent, .bottom, constant: 2),
        ])
        let w = UIView()
        parent.addSubview(w)
        let safe = w.drf.matchSafeAreaH().offset(by: 16).matchSafeAreaV().build()
        let guide = parent.safeAreaLayoutGuide
        #expect(safe.map(shape) == [
            shape(w, .left, .equal, guide, .left, constant: 16),
            shape(w, .right, .equal, guide, .right, constant: -16),
            shape(w, .top, .equal, guide, .top),
            shape(w, .bottom, .equal, guide, .bottom),
        ])
        let x = UIView()
        parent.addSubview(x)
        #expect(x.drf.matchParentSize().build().map(shape) == [
            shape(x, .width, .equal, parent, .width),
            shape(x, .height, .equal, parent, .height),
        ])
    }

    @Test func centerShortcuts() {
        let built = v.drf.centered().offset(by: 3).build()
        #expect(built.map(shape) == [
            shape(v, .centerX, .equal, parent, .centerX, constant: 3),
            shape(v, .centerY, .equal, parent, .centerY, constant: 3),
        ])
        let w = UIView()
        parent.addSubview(w)
        #expect(w.drf.centeredH().centeredV().build().map(shape) == [
            shape(w, .centerX, .equal, parent, .centerX),
            shape(w, .centerY, .equal, parent, .centerY),
        ])
    }

    @Test func onTopOfKeyboardOffsetIsNegated() {
        let built = v.drf.onTopOfKeyboard().offset(by: 10).build()
        #expect(built.map(shape) == [shape(v, .bottom, .equal, parent.keyboardLayoutGuide, .top, constant: -10)])
    }

    /// One test over the table: Draftsman's `CornerPosition` is not `Sendable`, so it cannot be
    /// a main-actor test's argument.
    @Test func cornered() {
        let table: [(CornerPosition, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)] = [
            (.topLeft, .left, .top), (.topLeading, .leading, .top), (.topRight, .right, .top), (.topTrailing, .trailing, .top),
            (.bottomLeft, .left, .bottom), (.bottomLeading, .leading, .bottom),
            (.bottomRight, .right, .bottom), (.bottomTrailing, .trailing, .bottom),
        ]
        for (corner, x, y) in table {
            let built = v.drf.cornered(at: corner).build()
            #expect(built.map(shape) == [shape(v, x, .equal, parent, x), shape(v, y, .equal, parent, y)], "\(corner)")
        }
    }

    @Test func aspectAndSizeShortcuts() {
        let built = v.drf
            .widthMatchHeight().multiplied(by: 2)
            .heightMatchWidth()
            .build()
        #expect(built.map(shape) == [
            shape(v, .width, .equal, v, .height, multiplier: 2),
            shape(v, .height, .equal, v, .width),
        ])
        let w = UIView()
        #expect(w.drf.sized(CGSize(width: 20, height: 30)).build().map(shape) == [
            shape(w, .width, .equal, nil, .notAnAttribute, constant: 20),
            shape(w, .height, .equal, nil, .notAnAttribute, constant: 30),
        ])
    }

    @Test func shortcutsContinueAChain() {
        let built = v.drf.top.equal(with: .parent).fillParent().offset(by: 4).build()
        // top == parent.top (+0) and the quad's top == parent.top (+4) share a key: the last wins.
        #expect(built.map(shape) == [
            shape(v, .left, .equal, parent, .left, constant: 4),
            shape(v, .right, .equal, parent, .right, constant: -4),
            shape(v, .top, .equal, parent, .top, constant: 4),
            shape(v, .bottom, .equal, parent, .bottom, constant: -4),
        ])
    }

    @Test func resistShortcutsSetHuggingAndCompression() {
        _ = v.drf.resistVerticalExpansion(.required).resistHorizontalCompression(.defaultLow)
            .top.equal(with: .parent).resistHorizontalExpansion(.fittingSizeLevel)
        #expect(v.contentHuggingPriority(for: .vertical) == .required)
        #expect(v.contentHuggingPriority(for: .horizontal) == .fittingSizeLevel)
        #expect(v.contentCompressionResistancePriority(for: .horizontal) == .defaultLow)
        #expect(v.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }
}
