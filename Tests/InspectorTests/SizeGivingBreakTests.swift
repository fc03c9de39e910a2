import Inspector
import LayoutModel
import Readers
import Testing

/// Where a conflict holds because a size cannot go below zero, UIKit breaks the app's
/// constraint that gives that size: the one tying the view's far edge (a bottom pin, the gap
/// after it), of the views along the chain the first. Each log is hand-written after a public
/// one (addresses shortened); docs/corpus-results.md measures the rule on all of them.
@Suite struct SizeGivingBreakTests {
    /// The constraint draft-inspect breaks in the message that lists `list`.
    func predicted(_ list: String) throws -> String? {
        let document = try DocumentLoader.load(Array(EdgePairNestingTests.message(list).utf8)).document
        let reproduction = try #require(Reproduction.reproduce(document).first)
        return reproduction.predictedBreak.map(document.reference(ofConstraintAt:))
    }

    /// A log and the constraint UIKit broke in the public one it is written after.
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var why: String
        var list: String
        var broke: String
        var testDescription: String { why }
    }

    static let cases: [Case] = [
        Case(
            source: "https://github.com/smileyborg/TableViewCellWithAutoLayoutiOS8/issues/38",
            why: "two labels 16 pt apart and from the edges of a 44-pt cell: the gap after the first label, not the last bottom pin",
            list: """
                "<NSLayoutConstraint:0x1 V:|-(16)-[UILabel:0xb]   (Names: '|':UITableViewCellContentView:0xa )>",
                "<NSLayoutConstraint:0x2 V:[UILabel:0xb]-(16)-[UILabel:0xc]>",
                "<NSLayoutConstraint:0x3 UILabel:0xc.bottom == UITableViewCellContentView:0xa.bottom - 16>",
                "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' V:[UITableViewCellContentView:0xa(44)]>"
            """,
            broke: "0x2"),
        Case(
            source: "https://github.com/hackiftekhar/IQKeyboardManager/issues/1259",
            why: "a button as tall as its bar's margins guide, in a bar held at height 0: the guide's bottom pin, as the floor on the button's height holds the guide's",
            list: """
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIKeyboardAssistantBar:0xa.height == 0   (active)>",
                "<NSLayoutConstraint:0x2 V:|-(0)-[_UIButtonBarStackView:0xb]   (active, names: '|':UIKeyboardAssistantBar:0xa )>",
                "<NSLayoutConstraint:0x3 V:[_UIButtonBarStackView:0xb]-(0)-|   (active, names: '|':UIKeyboardAssistantBar:0xa )>",
                "<NSLayoutConstraint:0x4 'UIButtonBar.maximumAlignmentSize' _UIButtonBarButton:0xc.height == UILayoutGuide:0xd'UIViewLayoutMarginsGuide'.height   (active)>",
                "<NSLayoutConstraint:0x5 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0xd'UIViewLayoutMarginsGuide']-(9)-|   (active, names: '|':_UIButtonBarStackView:0xb )>",
                "<NSLayoutConstraint:0x6 'UIView-topMargin-guide-constraint' V:|-(10)-[UILayoutGuide:0xd'UIViewLayoutMarginsGuide']   (active, names: '|':_UIButtonBarStackView:0xb )>"
            """,
            broke: "0x5"),
        Case(
            source: "https://github.com/duckduckgo/apple-browsers/pull/4623",
            why: "a stack 8 pt from the top and bottom of a view held at height 0: the bottom pin, not the height listed last",
            list: """
                "<NSLayoutConstraint:0x1 V:|-(8)-[UIStackView:0xb]   (active, names: '|':Toolbar:0xa )>",
                "<NSLayoutConstraint:0x2 UIStackView:0xb.bottom == Toolbar:0xa.bottom - 8   (active)>",
                "<NSLayoutConstraint:0x3 Toolbar:0xa.height == 0   (active)>"
            """,
            broke: "0x2"),
        Case(
            source: "https://github.com/moonlsd/TagFlowExample/issues/8",
            why: "the bottom pin listed before the top pin in a view its mask holds at 0: the bottom pin, whatever the order",
            list: """
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0xa.height == 0   (active)>",
                "<NSLayoutConstraint:0x2 V:[UILabel:0xb'Tech']-(8)-|   (active, names: '|':UIView:0xa )>",
                "<NSLayoutConstraint:0x3 V:|-(8)-[UILabel:0xb'Tech']   (active, names: '|':UIView:0xa )>"
            """,
            broke: "0x2"),
        Case(
            source: "https://github.com/ericberman/MyFlightbookiOS/issues/75",
            why: "two trailing pins of one button, no size at its floor: the rule says nothing and the later one goes",
            list: """
                "<NSLayoutConstraint:0x1 H:[UIButton:0xb]-(16)-|   (active, names: '|':UITableViewCellContentView:0xa )>",
                "<NSLayoutConstraint:0x2 UITableViewCellContentView:0xa.trailingMargin == UIButton:0xb.trailing   (active)>"
            """,
            broke: "0x2"),
        Case(
            source: "https://github.com/forkingdog/UITableView-FDTemplateLayoutCell/issues/47",
            why: "a table view's automatic content height of -5, below the floor of every size: the one constraint listed",
            list: """
                "<_UIScrollViewAutomaticContentSizeConstraint:0x1 UITableView:0xa.contentHeight{id: 178} == -5.000000>"
            """,
            broke: "0x1"),
    ]

    @Test(arguments: cases)
    func breaksWhatUIKitBroke(_ log: Case) throws {
        #expect(try predicted(log.list) == log.broke, "after \(log.source)")
    }
}
