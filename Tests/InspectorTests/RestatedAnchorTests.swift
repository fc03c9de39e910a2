import Inspector
import LayoutModel
import Readers
import TestSupport
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
        #expect(try predicted(Self.codeThenPrototyping) == "0x2")
    }

    static let codeThenPrototyping = """
            "<SnapKit.LayoutConstraint:0x1@ViewController.swift#21 UIView:0xb.left == UIView:0xa.left>",
            "<NSIBPrototypingLayoutConstraint:0x2 'IB auto generated at build time for view with fixed frame' H:|-(256)-[UIView:0xb](LTR)   (Names: '|':UIView:0xa )>"
        """

    /// Two of the code's own: the earlier in the log goes, as before.
    @Test func twoOfTheCodesOwnBreakTheEarlier() throws {
        let broken = try predicted("""
                "<NSLayoutConstraint:0x1 V:[UIView:0xb(200)]>",
                "<NSLayoutConstraint:0x2 V:[UIView:0xb(84)]>"
            """)
        #expect(broken == "0x1")
    }

    /// What a report asks of the member given up (``Conflict/isRestatedLater(_:among:in:document:)``)
    /// is answered as the breaking rule's table of every member answers it, for every member
    /// of every conflict of the corpus's logs and of a nib's prototyping constraint listed last.
    @Test func oneMembersAnswerIsTheTables() throws {
        var documents = [try DocumentLoader.load(Array(EdgePairNestingTests.message(Self.codeThenPrototyping).utf8)).document]
        for file in Corpus.files(in: "uikit-logs") where file.hasSuffix(".txt") {
            if let loaded = try Corpus.load(file) { documents.append(loaded.document) }
        }
        var restatedCount = 0
        for document in documents {
            for reproduction in Reproduction.reproduce(document) {
                let (system, document) = (reproduction.session.system, reproduction.session.document)
                for conflict in reproduction.conflicts {
                    let restated = Conflict.restatedEarlier(conflict.equations, in: system, document: document)
                    restatedCount += restated.count
                    for member in conflict.equations {
                        let isRestated = Conflict.isRestatedLater(member, among: conflict.equations, in: system, document: document)
                        #expect(isRestated == restated.contains(member), "member \(member)")
                    }
                }
            }
        }
        #expect(restatedCount >= 2, "the corpus restates anchors: the prototyping one at least")
    }
}
