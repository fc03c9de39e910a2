import Inspector
import LayoutModel
import Readers
import Testing

/// A log written with anchors or Masonry names no superview (no `|`): a view pinned inside
/// another by both opposite edges is read as its subview, which puts its constraints deeper
/// than the other view's and lets the breaking rule pick what UIKit broke.
@Suite struct EdgePairNestingTests {
    func load(_ list: String) throws -> LayoutDocument {
        try DocumentLoader.load(Array(Self.message(list).utf8)).document
    }

    /// The constraint draft-inspect would break in the document's one message.
    func predictedBreak(_ document: LayoutDocument) -> String? {
        Reproduction.reproduce(document).first?.predictedBreak.map(document.reference(ofConstraintAt:))
    }

    /// The document of a message that lists `list` and names `breaking` as UIKit's choice,
    /// and the message's reproduction.
    func reproduced(_ list: String, breaking: String) throws -> (document: LayoutDocument, reproduction: Reproduction) {
        let document = try DocumentLoader.load(Array(Self.message(list, breaking: breaking).utf8)).document
        return (document, try #require(Reproduction.reproduce(document).first))
    }

    /// UIKit's message around a list, as iOS 11 printed it.
    static func message(_ list: String, breaking: String? = nil) -> String {
        """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        (
        \(list)
        )

        Will attempt to recover by breaking constraint 
        \(breaking ?? "")

        """
    }

    /// Modelled on the first message of https://github.com/Nemocdz/iOSCollectionInTableDemo/issues/2
    /// (addresses shortened): a collection view pinned top and bottom in a cell's content view,
    /// 200 high in a content view 100 high. UIKit broke the collection view's height.
    @Test func aViewPinnedByBothEdgesIsTheOthersSubview() throws {
        let breaking = "<MASLayoutConstraint:0x3 UICollectionView:0xc.height == 200>"
        let (document, reproduction) = try reproduced("""
                "<MASLayoutConstraint:0x1 UICollectionView:0xc.top == UITableViewCellContentView:0xa.top>",
                "<MASLayoutConstraint:0x2 UICollectionView:0xc.bottom == UITableViewCellContentView:0xa.bottom>",
                "\(breaking)",
                "<NSLayoutConstraint:0x4 UITableViewCellContentView:0xa.height == 100>"
            """, breaking: breaking)
        #expect(document.superview(of: "0xc") == "0xa")
        #expect(document.superview(of: "0xa") == document.rootID)
        #expect(reproduction.uikitBroke.map(document.reference(ofConstraintAt:)) == "0x3")
        #expect(reproduction.predictedBreak == reproduction.uikitBroke)
    }

    /// Modelled on https://muyexi.im/fix-mysterious-auto-layout-warnings (never-seen corpus,
    /// worked share; addresses shortened): a separator 1 high, 30 below the top of a cell's
    /// content view 44 high and flush with its bottom, the bottom pin written content view
    /// first. A cell's content view holds the app's views however the pin is written; UIKit
    /// broke the separator's height, installed on the separator, deeper than the content view.
    @Test func aCellsContentViewHoldsAViewPinnedToItEitherWayRound() throws {
        let breaking = "<NSLayoutConstraint:0x1 UIView:0xb.height == 1>"
        let (document, reproduction) = try reproduced("""
                "\(breaking)",
                "<NSLayoutConstraint:0x2 UITableViewCellContentView:0xa.bottom == UIView:0xb.bottom>",
                "<NSLayoutConstraint:0x3 UIView:0xb.top == UITableViewCellContentView:0xa.top + 30>",
                "<NSLayoutConstraint:0x4 UITableViewCellContentView:0xa.height == 44>"
            """, breaking: breaking)
        #expect(document.superview(of: "0xb") == "0xa")
        #expect(reproduction.predictedBreak == reproduction.uikitBroke)
    }

    /// Modelled on https://qiita.com/akatsuki174/items/6935bb6ff64f4df51c5a (the fortieth
    /// session's fresh set, addresses shortened): a label 300 wide, 100 inside a controller's
    /// view's margins on both sides, the trailing pin written view first. A view's margins are
    /// there for the views it holds, so the label is its subview, and UIKit broke the label's
    /// width, installed on the label, deeper than the view's given width.
    @Test func aViewHoldsAViewPinnedToItsMarginsEitherWayRound() throws {
        let breaking = "<NSLayoutConstraint:0x1 UILabel:0xb'hoge'.width == 300   (active)>"
        let (document, reproduction) = try reproduced("""
                "\(breaking)",
                "<NSLayoutConstraint:0x2 UILabel:0xb'hoge'.leading == UIView:0xa.leadingMargin + 100   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0xa.trailingMargin == UILabel:0xb'hoge'.trailing + 100   (active)>",
                "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0xa.width == 375   (active)>"
            """, breaking: breaking)
        #expect(document.superview(of: "0xb") == "0xa")
        #expect(reproduction.predictedBreak == reproduction.uikitBroke)
    }

    /// Modelled on a public Gridy log (https://github.com/EvaM3/Gridy, EditorViewController.swift's
    /// closing comment): a stack view pinned 8 inside a view's safe area at its top and bottom,
    /// the bottom pin written guide first. Inside the guide is inside the view that owns it, which
    /// is then the layout's root, not a sibling under a window the reader adds.
    @Test func aViewPinnedInsideASafeAreaIsItsOwnersSubview() throws {
        let breaking = "<NSLayoutConstraint:0x1 UILabel:0xd.height == 30   (active)>"
        let (document, _) = try reproduced("""
                "\(breaking)",
                "<NSLayoutConstraint:0x2 UILayoutGuide:0xc'UIViewSafeAreaLayoutGuide'.bottom == UIStackView:0xb.bottom + 8   (active)>",
                "<NSLayoutConstraint:0x3 UIStackView:0xb.top == UILayoutGuide:0xc'UIViewSafeAreaLayoutGuide'.top + 8   (active)>",
                "<NSLayoutConstraint:0x4 'UISV-canvas-connection' UIStackView:0xb.top == UILabel:0xd.top   (active)>",
                "<NSLayoutConstraint:0x5 'UISV-canvas-connection' V:[UILabel:0xd]-(0)-|   (active, names: '|':UIStackView:0xb )>",
                "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Height' UIView:0xa.height == 20   (active)>",
                "<NSLayoutConstraint:0x7 'UIViewSafeAreaLayoutGuide-bottom' V:[UILayoutGuide:0xc'UIViewSafeAreaLayoutGuide']-(0)-|   (active, names: '|':UIView:0xa )>",
                "<NSLayoutConstraint:0x8 'UIViewSafeAreaLayoutGuide-top' V:|-(0)-[UILayoutGuide:0xc'UIViewSafeAreaLayoutGuide']   (active, names: '|':UIView:0xa )>"
            """, breaking: breaking)
        #expect(document.superview(of: "0xb") == "0xa")
        #expect(document.rootID == "0xa")
    }

    /// Modelled on https://github.com/mozilla-mobile/firefox-ios/issues/31254 (never-seen
    /// corpus, worked share): a collection view filling its superview by its autoresizing mask
    /// and pinned to a safe area 20 above the bottom. The safe area's own constraint is UIKit's,
    /// given by the window as a layout guide's length is: UIKit broke the app's pin.
    @Test func theSafeAreasOwnConstraintIsGivenLikeAContainersSize() throws {
        let breaking = "<NSLayoutConstraint:0x2 UICollectionView:0xb.bottom == UILayoutGuide:0xc'UIViewSafeAreaLayoutGuide'.bottom   (active)>"
        let (document, reproduction) = try reproduced("""
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- V:[UICollectionView:0xb]-(0)-|   (active, names: '|':UIView:0xa )>",
                "\(breaking)",
                "<NSLayoutConstraint:0x3 'UIViewSafeAreaLayoutGuide-bottom' V:[UILayoutGuide:0xc'UIViewSafeAreaLayoutGuide']-(20)-|   (active, names: '|':UIView:0xa )>"
            """, breaking: breaking)
        #expect(reproduction.uikitBroke.map(document.reference(ofConstraintAt:)) == "0x2")
        #expect(reproduction.predictedBreak == reproduction.uikitBroke)
    }

    /// Modelled on https://github.com/pujiaxin33/JXCategoryView/issues/536: a label inset
    /// 110.4 on both sides of a view that fills an outer view of width 0. Two levels nest;
    /// UIKit broke the label's trailing inset, not the outer view's width.
    @Test func nestingFollowsEdgePairsTwoLevelsDown() throws {
        let document = try load("""
                "<MASLayoutConstraint:0x1 UIView:0xb.leading == UIView:0xa.leading>",
                "<MASLayoutConstraint:0x2 UIView:0xb.trailing == UIView:0xa.trailing>",
                "<MASLayoutConstraint:0x3 UILabel:0xc.leading == UIView:0xb.leading + 110.4>",
                "<MASLayoutConstraint:0x4 UILabel:0xc.trailing == UIView:0xb.trailing - 110.4>",
                "<NSLayoutConstraint:0x5 UIView:0xa.width == 0>"
            """)
        #expect(document.superview(of: "0xc") == "0xb")
        #expect(document.superview(of: "0xb") == "0xa")
        #expect(predictedBreak(document) == "0x4")
    }

    /// Modelled on https://github.com/leancloud/ChatKit-OC/issues/19 (worked share of the
    /// never-seen corpus): a bar's buttons and text view chained left to right, the first pinned
    /// 10 pt from its left edge, the last 10 pt from its right, in a bar held at width 0. The
    /// chain is the bar's content; UIKit broke the gap after the first button.
    @Test func aChainPinnedByItsTwoEndsIsTheOthersContent() throws {
        let document = try load("""
                "<MASLayoutConstraint:0x1 UIButton:0xc.left == UIView:0xb.left + 10>",
                "<MASLayoutConstraint:0x2 UIButton:0xd.right == UIView:0xb.right - 10>",
                "<MASLayoutConstraint:0x3 UIButton:0xe.right == UIButton:0xd.left - 10>",
                "<MASLayoutConstraint:0x4 UITextView:0xf.left == UIButton:0xc.right + 10>",
                "<MASLayoutConstraint:0x5 UITextView:0xf.right == UIButton:0xe.left - 10>",
                "<MASLayoutConstraint:0x6 UIView:0xb.left == ChatBar:0xa.left>",
                "<MASLayoutConstraint:0x7 UIView:0xb.right == ChatBar:0xa.right>",
                "<NSLayoutConstraint:0x8 ChatBar:0xa.width == 0>"
            """)
        for view in ["0xc", "0xd", "0xe", "0xf"] { #expect(document.superview(of: ItemID(view)) == "0xb", "\(view)") }
        #expect(document.superview(of: "0xb") == "0xa")
        #expect(predictedBreak(document) == "0x4")
        // One end pinned alone says nothing: the views stay where they were.
        let oneEnd = try load("""
                "<MASLayoutConstraint:0x1 UIButton:0xc.left == UIView:0xb.left + 10>",
                "<MASLayoutConstraint:0x4 UITextView:0xf.left == UIButton:0xc.right + 10>",
                "<NSLayoutConstraint:0x8 UIView:0xb.width == 0>"
            """)
        #expect(oneEnd.superview(of: "0xc") == oneEnd.rootID && oneEnd.superview(of: "0xf") == oneEnd.rootID)
    }

    /// Two views aligned top and bottom with a gap between them are siblings, not nested.
    @Test func alignedSiblingsStaySiblings() throws {
        let document = try load("""
                "<NSLayoutConstraint:0x1 UILabel:0xb.top == UIImageView:0xa.top>",
                "<NSLayoutConstraint:0x2 UILabel:0xb.bottom == UIImageView:0xa.bottom>",
                "<NSLayoutConstraint:0x3 H:[UIImageView:0xa]-(8)-[UILabel:0xb]>",
                "<NSLayoutConstraint:0x4 UILabel:0xb.height == 20>",
                "<NSLayoutConstraint:0x5 UIImageView:0xa.height == 30>"
            """)
        #expect(document.superview(of: "0xb") == document.superview(of: "0xa"))
    }

    /// Evidence that does not say one thing nests nothing: a view pinned inside two views,
    /// two views each pinned inside the other, and a view whose edges lie outside the other's.
    @Test func ambiguousEvidenceNestsNothing() throws {
        let twoParents = try load("""
                "<NSLayoutConstraint:0x1 UIView:0xc.top == UIView:0xa.top>",
                "<NSLayoutConstraint:0x2 UIView:0xc.bottom == UIView:0xa.bottom>",
                "<NSLayoutConstraint:0x3 UIView:0xc.leading == UIView:0xb.leading>",
                "<NSLayoutConstraint:0x4 UIView:0xc.trailing == UIView:0xb.trailing>",
                "<NSLayoutConstraint:0x5 UIView:0xc.height == 20>"
            """)
        #expect(twoParents.superview(of: "0xc") == twoParents.rootID)
        let mutual = try load("""
                "<NSLayoutConstraint:0x1 UIView:0xb.top == UIView:0xa.top>",
                "<NSLayoutConstraint:0x2 UIView:0xb.bottom == UIView:0xa.bottom>",
                "<NSLayoutConstraint:0x3 UIView:0xa.leading == UIView:0xb.leading>",
                "<NSLayoutConstraint:0x4 UIView:0xa.trailing == UIView:0xb.trailing>",
                "<NSLayoutConstraint:0x5 UIView:0xa.height == 20>"
            """)
        #expect(mutual.superview(of: "0xa") == mutual.rootID && mutual.superview(of: "0xb") == mutual.rootID)
        let outward = try load("""
                "<NSLayoutConstraint:0x1 UIView:0xb.top == UIView:0xa.top - 10>",
                "<NSLayoutConstraint:0x2 UIView:0xb.bottom == UIView:0xa.bottom + 10>",
                "<NSLayoutConstraint:0x3 UIView:0xb.height == 20>"
            """)
        #expect(outward.superview(of: "0xb") == outward.rootID)
    }
}
