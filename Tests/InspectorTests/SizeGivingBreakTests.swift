import Inspector
import LayoutModel
import Readers
import Testing

/// Where a conflict holds because a size cannot go below zero, UIKit breaks the app's
/// constraint that gives that size: the one tying the view's far edge (a bottom pin, the gap
/// after it), of the views along the chain the first. Each log is hand-written after a public
/// one (addresses shortened); docs/corpus-results.md measures the rule on all of them.
@Suite struct SizeGivingBreakTests {
    func predicted(_ list: String) throws -> (broke: String?, predicted: String?) {
        let document = try DocumentLoader.load(Array(EdgePairNestingTests.message(list).utf8)).document
        let reproduction = try #require(Reproduction.reproduce(document).first)
        return (reproduction.uikitBroke.map(document.reference(ofConstraintAt:)),
                reproduction.predictedBreak.map(document.reference(ofConstraintAt:)))
    }

    /// After https://github.com/smileyborg/TableViewCellWithAutoLayoutiOS8/issues/38: two
    /// labels 16 pt apart and 16 pt from the cell's edges, in a cell 44 high. UIKit broke the
    /// gap after the first label, not the last label's bottom pin listed after it.
    @Test func theGapAfterTheFirstViewOfTheChain() throws {
        let result = try predicted("""
                "<NSLayoutConstraint:0x1 V:|-(16)-[UILabel:0xb]   (Names: '|':UITableViewCellContentView:0xa )>",
                "<NSLayoutConstraint:0x2 V:[UILabel:0xb]-(16)-[UILabel:0xc]>",
                "<NSLayoutConstraint:0x3 UILabel:0xc.bottom == UITableViewCellContentView:0xa.bottom - 16>",
                "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' V:[UITableViewCellContentView:0xa(44)]>"
            """)
        #expect(result.predicted == "0x2")
    }

    /// After https://github.com/duckduckgo/apple-browsers/pull/4623: a stack view pinned 8 pt
    /// from the top and the bottom of a view the app holds at height 0. UIKit broke the bottom
    /// pin, not the view's height listed last.
    @Test func theBottomPinOverTheContainersOwnSize() throws {
        let result = try predicted("""
                "<NSLayoutConstraint:0x1 V:|-(8)-[UIStackView:0xb]   (active, names: '|':Toolbar:0xa )>",
                "<NSLayoutConstraint:0x2 UIStackView:0xb.bottom == Toolbar:0xa.bottom - 8   (active)>",
                "<NSLayoutConstraint:0x3 Toolbar:0xa.height == 0   (active)>"
            """)
        #expect(result.predicted == "0x2")
    }

    /// After https://github.com/moonlsd/TagFlowExample/issues/8: the bottom pin listed before
    /// the top pin, in a view whose autoresizing mask holds it at height 0. UIKit broke the
    /// bottom pin, whatever the order.
    @Test func theFarEdgeWhateverTheOrder() throws {
        let result = try predicted("""
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0xa.height == 0   (active)>",
                "<NSLayoutConstraint:0x2 V:[UILabel:0xb'Tech']-(8)-|   (active, names: '|':UIView:0xa )>",
                "<NSLayoutConstraint:0x3 V:|-(8)-[UILabel:0xb'Tech']   (active, names: '|':UIView:0xa )>"
            """)
        #expect(result.predicted == "0x2")
    }

    /// After https://github.com/ericberman/MyFlightbookiOS/issues/75: two trailing pins of one
    /// button, 16 pt from the edge and at the margin. No size is at its floor, so the far-edge
    /// rule says nothing; UIKit broke the later one.
    @Test func twoPositionsOfOneEdgeAreLeftToTheOrder() throws {
        let result = try predicted("""
                "<NSLayoutConstraint:0x1 H:[UIButton:0xb]-(16)-|   (active, names: '|':UITableViewCellContentView:0xa )>",
                "<NSLayoutConstraint:0x2 UITableViewCellContentView:0xa.trailingMargin == UIButton:0xb.trailing   (active)>"
            """)
        #expect(result.predicted == "0x2")
    }
}
