import Inspector
import LayoutModel
import Readers
import Testing

/// Of two constraints on the same anchors, UIKit breaks the one it added first, whatever the
/// two relations; a nib's prototyping constraint is added when the nib loads, before the code's.
/// Each log is hand-written after a public one (addresses shortened).
@Suite struct RestatedAnchorTests {
    /// The constraint draft-inspect breaks in the message that lists `list`.
    func predicted(_ list: String) throws -> String? {
        let document = try DocumentLoader.load(Array(EdgePairNestingTests.message(list).utf8)).document
        let reproduction = try #require(Reproduction.reproduce(document).first)
        return reproduction.predictedBreak.map(document.reference(ofConstraintAt:))
    }

    /// After the example in the README of Forms' FormsDeveloperTools module: a button's
    /// `height >= 44`, then a `height == 20`; UIKit broke the first.
    @Test func twoRelationsOnOneAnchorBreakTheEarlier() throws {
        let broken = try predicted("""
                "<NSLayoutConstraint:0x1 Forms.Button:0xa.height >= 44   (active)>",
                "<NSLayoutConstraint:0x2 Forms.Button:0xa.height == 20   (active)>"
            """)
        #expect(broken == "0x1")
    }

    /// After https://github.com/SnapKit/SnapKit/issues/177: SnapKit's `left == superview.left`
    /// listed before Interface Builder's fixed-frame stand-in `H:|-(256)-[view]`; UIKit broke
    /// the stand-in, which the nib added before the code ran.
    @Test func aNibsPrototypingConstraintWasAddedFirst() throws {
        let broken = try predicted("""
                "<SnapKit.LayoutConstraint:0x1@ViewController.swift#21 UIView:0xb.left == UIView:0xa.left>",
                "<NSIBPrototypingLayoutConstraint:0x2 'IB auto generated at build time for view with fixed frame' H:|-(256)-[UIView:0xb](LTR)   (Names: '|':UIView:0xa )>"
            """)
        #expect(broken == "0x2")
    }

    /// Two of the code's own: the earlier in the log goes, as before.
    @Test func twoOfTheCodesOwnBreakTheEarlier() throws {
        let broken = try predicted("""
                "<NSLayoutConstraint:0x1 V:[UIView:0xb(200)]>",
                "<NSLayoutConstraint:0x2 V:[UIView:0xb(84)]>"
            """)
        #expect(broken == "0x1")
    }
}
