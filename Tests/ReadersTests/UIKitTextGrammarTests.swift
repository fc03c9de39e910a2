import Foundation
import LayoutModel
import Readers
import Testing
import TestSupport

/// One test per variant of the conflict-log grammar (uikit-debug-formats.md §1), on small
/// hand-written logs read through the format-sniffing loader.
@Suite struct UIKitTextGrammarTests {
    func load(_ text: String) throws -> LoadedDocument {
        try DocumentLoader.load(Array(text.utf8))
    }

    /// The only constraint of a one-line list, rendered.
    func single(_ description: String) throws -> String {
        let document = try load("(\n    \"\(description)\"\n)\n").document
        #expect(document.constraints.count == 1)
        return document.constraints.first.map(render) ?? "none"
    }

    // MARK: Envelope

    static let modernMessage = """
        2017-12-10 14:43:56.185084-0800 My App[29643:1101268] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        (
            "<NSLayoutConstraint:0x600001e77d90 UIButton:0x7f9a77b3cd20.height == 25   (active)>",
            "<NSLayoutConstraint:0x600001e4c320 UIButton:0x7f9a77b3cd20.height == 30   (active)>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x600001e77d90 UIButton:0x7f9a77b3cd20.height == 25   (active)>

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.

        """

    @Test func modernHeaderPrefixAndTrailer() throws {
        let loaded = try load(Self.modernMessage)
        #expect(loaded.format == .uikitLog)
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.recorded.conflicts == [RecordedConflict(
            constraints: ["0x600001e77d90", "0x600001e4c320"], broken: "0x600001e77d90", line: 1,
            logPrefix: "2017-12-10 14:43:56.185084-0800 My App[29643:1101268] [LayoutConstraints]")])
        #expect(loaded.document.isPartial)
        #expect(loaded.document.views.allSatisfy { $0.frame == nil })
    }

    /// Some forums and pages lose a paste's newlines: the same message, joined into one line.
    @Test func messageJoinedIntoOneLineIsReadAsUIKitPrintedIt() throws {
        let joined = Self.modernMessage.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        let loaded = try load(joined)
        #expect(loaded.recorded.conflicts == [RecordedConflict(
            constraints: ["0x600001e77d90", "0x600001e4c320"], broken: "0x600001e77d90", line: 1,
            logPrefix: "2017-12-10 14:43:56.185084-0800 My App[29643:1101268] [LayoutConstraints]")])
        #expect(loaded.warnings.map(\.message) == [
            "a message's lines are joined into one (newlines lost in the paste); read as separate lines",
        ])
        #expect(loaded.warnings.map(\.location) == [.line(1, column: 1)])
    }

    /// The list's `(` on the header's line (a README's paste of SizingSample's log, read_file
    /// id 23497207288) is read as its own line, without the warning of a joined message.
    @Test func theListOpenedOnTheHeadersLineIsNoJoinedMessage() throws {
        let loaded = try load("""
            SizingSample[53440:11697282] [LayoutConstraints] Unable to simultaneously satisfy constraints. (
            "<NSLayoutConstraint:0x6000030c52c0 'UIView-Encapsulated-Layout-Height' UIView:0x7fda024195d0.height == 0   (active)>",
            "<NSLayoutConstraint:0x6000030cc960 UIView:0x7fda024197b0.top == UIView:0x7fda024195d0.top + 20   (active)>"
            )
            """)
        #expect(loaded.recorded.conflicts.map(\.constraints) == [["0x6000030c52c0", "0x6000030cc960"]])
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
    }

    /// A constraint listed twice in one message is kept once, with a warning; listed again in
    /// the next message it is that message's too, without one.
    @Test func aConstraintRepeatedInOneMessageIsKeptOnce() throws {
        let repeated = Self.modernMessage.replacingOccurrences(
            of: "(active)>\",\n    \"<NSLayoutConstraint:0x600001e4c320",
            with: "(active)>\",\n    \"<NSLayoutConstraint:0x600001e77d90 UIButton:0x7f9a77b3cd20.height == 25   (active)>\",\n    \"<NSLayoutConstraint:0x600001e4c320")
        #expect(repeated != Self.modernMessage)
        let loaded = try load(repeated + Self.modernMessage)
        #expect(loaded.recorded.conflicts.map(\.constraints) == [
            ["0x600001e77d90", "0x600001e4c320"], ["0x600001e77d90", "0x600001e4c320"],
        ])
        #expect(loaded.warnings.map(\.message) == [
            "constraint 0x600001e77d90 is listed twice in one message (first at line 7); kept once",
        ])
        #expect(loaded.warnings.map(\.location) == [.line(8, column: 6)])
        #expect(loaded.document.constraints.count == 2)
    }

    /// A page wrapped each quoted description over two or three indented lines, after a
    /// class's `:` and at spaces (https://qiita.com/akatsuki174/items/6935bb6ff64f4df51c5a):
    /// the lines are one description each, naming two views, not views made of fragments.
    @Test func descriptionsAPageWrappedAreReadWhole() throws {
        let loaded = try load("""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x170088840 UILabel:
                  0x100b0cc30'hogehogehogehogehogehogeh...'.width == 300   (active)>",
                "<NSLayoutConstraint:0x170088e30 UILabel:
                  0x100b0cc30'hogehogehogehogehogehogeh...'.leading == 
                  UIView:0x100b0c890.leadingMargin + 100   (active)>",
                "<NSLayoutConstraint:0x17408a4b0 'UIView-Encapsulated-Layout-Width' 
                  UIView:0x100b0c890.width == 375   (active)>"
            )

            """)
        let document = loaded.document
        #expect(Set(document.views.map(\.id)).isSuperset(of: ["0x100b0cc30", "0x100b0c890"]))
        #expect(document.inputViewCount == 2)
        #expect(document.rendered("0x170088e30") == "0x100b0cc30.leading == 0x100b0c890.leadingMargin + 100")
        #expect(document.constraint("0x17408a4b0")?.identifier == "UIView-Encapsulated-Layout-Width")
        #expect(document.view("0x100b0cc30")?.text == "hogehogehogehogehogehogeh...")
    }

    @Test func iOS7HeaderAndTrailer() throws {
        let text = """
            2014-05-27 15:13:21.284 Demo[1234:60b] Unable to simultaneously satisfy constraints.
                Probably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
            (
                "<NSLayoutConstraint:0x17583480 V:[UIView:0x1757c1e0(84)]>",
                "<NSAutoresizingMaskLayoutConstraint:0x17583500 h=--& v=--& UIView:0x1757c1e0.midY == + 480>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x17583480 V:[UIView:0x1757c1e0(84)]>

            Break on objc_exception_throw to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
            """
        let loaded = try load(text)
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.recorded.conflicts.first?.broken == "0x17583480")
        #expect(loaded.recorded.conflicts.first?.logPrefix == "2014-05-27 15:13:21.284 Demo[1234:60b]")
        let document = loaded.document
        #expect(document.rendered("0x17583480") == "0x1757c1e0.height == 84")
        // midY is a frame coordinate: measured from the superview's top.
        #expect(document.rendered("0x17583500") == "0x1757c1e0.centerY == window.top + 480")
        #expect(document.view("0x1757c1e0")?.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
    }

    @Test func tabIndentedSingleLineAdviceOfIOS8() throws {
        let text = "Unable to simultaneously satisfy constraints.\n\tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. \n(\n    \"<NSLayoutConstraint:0x1 UIView:0x2.width == 5>\"\n)\n"
        let loaded = try load(text)
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.recorded.conflicts.map(\.constraints) == [["0x1"]])
        #expect(loaded.recorded.conflicts.first?.broken == nil)
    }

    @Test func interleavedLinesBetweenMessagesAreSkipped() throws {
        let text = "2017-12-10 14:43:56.235877-0800 App[1:2] [MC] Lazy loading NSBundle MobileCoreServices.framework\n"
            + Self.modernMessage + "INFO: Reveal Server started (Protocol Version 42).\n" + Self.modernMessage
        let loaded = try load(text)
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.recorded.conflicts.map(\.line) == [2, 18])
        #expect(loaded.document.constraints.count == 2)
    }

    // MARK: Equation bodies

    @Test func prefixAndPostfixMultipliers() throws {
        #expect(try single("<NSLayoutConstraint:0x1 UIView:0xa.width == 0.4*UIView:0xb.width   (active)>") == "0xa.width == 0xb.width * 0.4")
        #expect(try single("<NSLayoutConstraint:0x1 UIView:0xa.width == UIView:0xa.height * 0.7>") == "0xa.width == 0xa.height * 0.7")
        #expect(try single("<NSLayoutConstraint:0x1 UIView:0xa.width == 0.5*UIView:0xb.width + 10   (active)>") == "0xa.width == 0xb.width * 0.5 + 10")
    }

    @Test func relationsAndGNumbers() throws {
        #expect(try single("<NSLayoutConstraint:0x1 UIView:0xa.height >= 44   (active)>") == "0xa.height >= 44")
        #expect(try single("<NSLayoutConstraint:0x1 UIView:0xa.height <= 94.3333   (active)>") == "0xa.height <= 94.3333")
        #expect(try single("<NSLayoutConstraint:0x1 UIView:0xa.height == 13.0>") == "0xa.height == 13")
        #expect(try single("<NSLayoutConstraint:0x1 UIView:0xa.bottom == UIView:0xb.bottom - 8   (active)>") == "0xa.bottom == 0xb.bottom + -8")
        let document = try load("(\n\"<NSLayoutConstraint:0x1 UIView:0xa.height == 2.22507e-308   (active)>\"\n)").document
        #expect(document.constraints.first?.constant == 2.22507e-308)
    }

    @Test func systemSpacingFunctions() throws {
        #expect(try single("<NSLayoutConstraint:0x1 UILayoutGuide:0x6a'UIViewLayoutMarginsGuide'.bottom == UIButton:0xb'Cancel'.bottom NSSpace(0)   (active)>") == "0x6a.bottom == 0xb.bottom")
        #expect(try single("<_UISystemBaselineConstraint:0x1 UIView:0xa.bottom <= UILayoutGuide:0x6a'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>") == "0xa.bottom <= 0x6a.bottom + 8")
        #expect(try single("<_UISystemBaselineConstraint:0x1 V:[UIView:0xa]-(NSLayoutAnchorConstraintSpace(8))-[UIView:0xb]   (active)>") == "0xb.top == 0xa.bottom + 8")
        #expect(try single("<_UISystemBaselineConstraint:0x1 V:|-(>=NSLayoutAnchorConstraintSpace(8))-[UILabel:0xa]   (active, names: '|':UIView:0x5e )>") == "0xa.top >= 0x5e.top + 8")
    }

    @Test func prioritiesInEverySpelling() throws {
        #expect(try single("<NSLayoutConstraint:0x1 UIView:0xa.height == 44 @750   (active)>") == "0xa.height == 44 @750")
        #expect(try single("<NSLayoutConstraint:0x1 UIView:0xa.height == 44 priority:500   (active)>") == "0xa.height == 44 @500")
        #expect(try single("<MASLayoutConstraint:0x1 UIView:0xa.height == 44 ^750>") == "0xa.height == 44 @750")
        #expect(try single("<MASLayoutConstraint:0x1 UIView:0xa.height == 44 ^low>") == "0xa.height == 44 @250")
        #expect(try single("<NSLayoutConstraint:0x1 H:|-(20@999)-[UIView:0xa]   (active, names: '|':UIView:0x5e )>") == "0xa.leading == 0x5e.leading + 20 @999")
    }

    @Test func identifiersWithSpacesAndStates() throws {
        let document = try load("""
            (
                "<NSIBPrototypingLayoutConstraint:0x1 'IB auto generated at build time for view with fixed frame' UILabel:0xa'Hi'.left == UIView:0xb.left + 20   (active, names: '|':UIView:0xb )>",
                "<NSLayoutConstraint:0x2 'my id' UIView:0xa.width == 10   (inactive)>"
            )
            """).document
        let prototyping = try #require(document.constraint("0x1"))
        #expect(prototyping.className == "NSIBPrototypingLayoutConstraint")
        #expect(prototyping.identifier == "IB auto generated at build time for view with fixed frame")
        #expect(prototyping.systemKind == .interfaceBuilderPrototyping)
        #expect(render(prototyping) == "0xa.left == 0xb.left + 20")
        #expect(document.constraint("0x2")?.identifier == "my id")
        #expect(document.constraint("0x2")?.isActive == false)
        #expect(document.view("0xa")?.text == "Hi")
    }

    /// Lines holding scalars beyond ASCII (read without the ASCII shortcut), an identifier and
    /// a name among them, one escaped as iOS 8 wrote it; a warning's column counts scalars.
    @Test func linesBeyondASCII() throws {
        let loaded = try load("""
            (
                "<NSLayoutConstraint:0x1 'Größe' UIView:0xa.width == 10   (active, names: Café:0xa )>",
                "<NSLayoutConstraint:0x2 Caf\\U00e9:0xa.height == 20   (active)>",
                "<NSLayoutConstraint:0x3 Café:0xa.leading == UIView:0xb.leadingX   (active)>"
            )
            """)
        let document = loaded.document
        #expect(document.constraints.map(render) == ["0xa.width == 10", "0xa.height == 20"])
        #expect(document.constraint("0x1")?.identifier == "Größe")
        #expect(document.view("0xa")?.accessibilityIdentifier == "Café")
        #expect(loaded.warnings.map(\.location) == [.line(4, column: 50)])
    }

    @Test func autoresizingFrameCoordinates() throws {
        let loaded = try load("""
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0xa.minX == 0   (active, names: '|':UIView:0x5e )>",
                "<NSAutoresizingMaskLayoutConstraint:0x2 h=&-- v=--& UILabel:0xb'Hello'.midX == UIView:0x5e.width-29   (active, names: '|':UIView:0x5e )>",
                "<NSAutoresizingMaskLayoutConstraint:0x3 h=-&- v=-&- UIView:0xc.width == UIView:0x5e.width + 25   (active, names: '|':UIView:0x5e )>",
                "<NSAutoresizingMaskLayoutConstraint:0x4 h=&-& v=--& UIView:0xd.minX == 0.500507*UIView:0x5e.width - 32.0324   (active, names: '|':UIView:0x5e )>"
            )
            """)
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        let document = loaded.document
        #expect(document.rendered("0x1") == "0xa.left == 0x5e.left")
        #expect(document.rendered("0x2") == "0xb.centerX == 0x5e.right + -29")
        #expect(document.rendered("0x3") == "0xc.width == 0x5e.width + 25")
        // A flexible margin's position is the superview's right edge times the multiplier, in
        // the superview's bounds, where a multiplier on positions is measured.
        #expect(document.rendered("0x4") == "0xd.left == 0x5e.right * 0.500507 + -32.0324")
        #expect(document.view("0xb")?.autoresizingMask == AutoresizingMask([.flexibleLeftMargin, .flexibleBottomMargin]))
        #expect(document.view("0xc")?.autoresizingMask == AutoresizingMask([.flexibleWidth, .flexibleHeight]))
        #expect(document.view("0xd")?.autoresizingMask == AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin]))
        #expect(document.superview(of: "0xa") == "0x5e")
        #expect(document.rootID == "0x5e")
    }

    /// A mask's flexible margin names the superview as its second item, without a `names:`
    /// list (an iOS 17 log in a blog post on autoresizing masks, read_file id 47315825166):
    /// that view is the superview (the views were two roots, and the conflict not reproduced).
    @Test func aFlexibleMarginsSecondItemIsTheSuperview() throws {
        let loaded = try load("""
            (
                "<NSAutoresizingMaskLayoutConstraint:0x600003e0de00 h=&-& v=&-& UIView:0x13db08780.minX == 0.500507*UIView:0x13d908cf0.width - 32.0324   (active)>",
                "<NSAutoresizingMaskLayoutConstraint:0x600003e0ddb0 h=--& v=--& UIView:0x13db08900.minX == 0   (active, names: '|':UIView:0x13d908cf0 )>",
                "<NSLayoutConstraint:0x600003e11630 UIView:0x13db08900.leading == UIView:0x13db08780.leading   (active)>",
                "<NSLayoutConstraint:0x600003e0d950 'UIView-Encapsulated-Layout-Width' UIView:0x13d908cf0.width == 393   (active)>"
            )
            """)
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        #expect(loaded.document.superview(of: "0x13db08780") == "0x13d908cf0")
        #expect(loaded.document.rootID == "0x13d908cf0")
        #expect(loaded.document.rendered("0x600003e0de00") == "0x13db08780.left == 0x13d908cf0.right * 0.500507 + -32.0324")
    }

    // MARK: Visual format bodies

    @Test func visualFormatEdgesGapsAndSizes() throws {
        #expect(try single("<NSLayoutConstraint:0x1 H:|-(15)-[UIImageView:0xa]   (active, names: '|':UIView:0x5e )>") == "0xa.leading == 0x5e.leading + 15")
        #expect(try single("<NSLayoutConstraint:0x1 H:[UIImageView:0xa]-(5)-|   (active, names: '|':UIView:0x5e )>") == "0x5e.trailing == 0xa.trailing + 5")
        #expect(try single("<NSLayoutConstraint:0x1 V:[UIView:0xa]-(>=11)-[UIView:0xb]   (active)>") == "0xb.top >= 0xa.bottom + 11")
        #expect(try single("<NSLayoutConstraint:0x1 H:[UIView:0xa]-(-2)-|   (active, names: '|':UIView:0x5e )>") == "0x5e.trailing == 0xa.trailing + -2")
        #expect(try single("<NSLayoutConstraint:0x1 V:[UIView:0xa(60)]>") == "0xa.height == 60")
        #expect(try single("<NSLayoutConstraint:0x1 H:[UILabel:0xa'Seconds'(<=70)]>") == "0xa.width <= 70")
    }

    @Test func absoluteDirections() throws {
        #expect(try single("<NSLayoutConstraint:0x1 'UIView-leftMargin-guide-constraint' H:|-(22)-[UILayoutGuide:0x6a'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0x5e )>") == "0x6a.left == 0x5e.left + 22")
        #expect(try single("<NSLayoutConstraint:0x1 H:[UILayoutGuide:0x6a'UIViewLayoutMarginsGuide']-(22)-|(LTR)   (active, names: '|':UIView:0x5e )>") == "0x5e.right == 0x6a.right + 22")
        let document = try load("(\n\"<NSLayoutConstraint:0x1 H:|-(8)-[UIView:0xa](RTL)   (active, names: '|':UIView:0x5e )>\"\n)").document
        #expect(document.rendered("0x1") == "0x5e.right == 0xa.right + 8")
        #expect(document.layoutDirection == .rightToLeft)
    }

    @Test func barWithoutNamesEntryIsTheInferredSuperview() throws {
        let loaded = try load("""
            (
                "<NSLayoutConstraint:0x1 V:|-(8)-[UIView:0xa]   (active, names: '|':UIView:0x5e )>",
                "<NSLayoutConstraint:0x2 V:[UIView:0xa]-(8)-|>"
            )
            """)
        #expect(loaded.document.rendered("0x2") == "0x5e.bottom == 0xa.bottom + 8")
        #expect(loaded.warnings.map(\.location) == [.line(3, column: 6)])
        #expect(loaded.warnings.first?.message.contains("'|' is not named") == true)
    }

    // MARK: Items

    @Test func namesWithColonsParenthesesAndOldNamesList() throws {
        let document = try load("""
            (
                "<NSLayoutConstraint:0x1 12600urn:li:fs_updateV2:(....height == 5   (active, names: 12600urn:li:fs_updateV2:(...:0x7f01 )>",
                "<NSLayoutConstraint:0x2 H:[UILabel:0x7f02]-(8)-[reactions_like_consumptio...] (Names: reactions_like_consumptio...:0x7f03 )>",
                "<NSLayoutConstraint:0x3 reactions_like_consumptio....height == 20>"
            )
            """).document
        #expect(document.rendered("0x1") == "0x7f01.height == 5")
        #expect(document.view("0x7f01")?.accessibilityIdentifier == "12600urn:li:fs_updateV2:(...")
        #expect(document.rendered("0x2") == "0x7f03.leading == 0x7f02.trailing + 8")
        // A name with no names: list to resolve it keeps the name as its id.
        #expect(document.rendered("0x3") == "reactions_like_consumptio....height == 20")
    }

    /// Some pasted iOS 7 logs have no space between a visual format and its `(Names: …)`
    /// (CSStickyHeaderFlowLayout issue 26), nor after its `(LTR)` where a book's text wrapped
    /// the line there (a translation of Big Nerd Ranch's iOS guide, quoted in a blog); a view's
    /// text that opens a parenthesis is still text.
    @Test func oldNamesListRightAfterTheVisualFormat() throws {
        let document = try load("""
            (
                "<NSLayoutConstraint:0x1 V:|-(>=48)-[UIView:0x7f02](Names: '|':UIView:0x7f01)>",
                "<NSLayoutConstraint:0x2 UILabel:0x7f03'(Names: x)'.height == 20>",
                "<NSLayoutConstraint:0x3 'UIView-rightMargin-guide-constraint' H:[UILayoutGuide:0x7f04'UIViewLayoutMarginsGuide']-(0)-|(LTR)(Names: '|':MKMapView:0x7f05 )>"
            )
            """)
        #expect(document.document.rendered("0x1") == "0x7f02.top >= 0x7f01.top + 48")
        #expect(document.document.rendered("0x2") == "0x7f03.height == 20")
        #expect(document.document.rendered("0x3") == "0x7f05.right == 0x7f04.right")
        #expect(document.warnings.isEmpty, "\(document.warnings)")
    }

    /// UIKit's margin guide constraints give the view's margins: the conflict is solved with
    /// them, not with UIKit's default 8 pt (corpus log 13 lists them).
    @Test func marginGuideConstraintsGiveTheViewsMargins() throws {
        let document = try load("""
            (
                "<NSLayoutConstraint:0x1 'UIView-topMargin-guide-constraint' V:|-(20)-[UILayoutGuide:0x7f02'UIViewLayoutMarginsGuide']   (active, names: '|':UIView:0x7f01 )>",
                "<NSLayoutConstraint:0x2 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0x7f02'UIViewLayoutMarginsGuide']-(4)-|   (active, names: '|':UIView:0x7f01 )>",
                "<NSLayoutConstraint:0x3 'UIView-leadingMargin-guide-constraint' H:|-(16)-[UILayoutGuide:0x7f02'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0x7f01 )>",
                "<NSLayoutConstraint:0x4 UILabel:0x7f03.top == UIView:0x7f01.topMargin   (active)>"
            )
            """).document
        let margins = document.view("0x7f01")?.layoutMargins
        #expect(margins == EdgeInsets(top: 20, left: 16, bottom: 4, right: 8))
    }

    @Test func labelTextWithApostrophesEscapesAndCJK() throws {
        let document = try load(#"""
            (
                "<NSLayoutConstraint:0x1 UILabel:0xa'Texas Hold'em Poker'.top == UILabel:0xb' \U8fd4\U56de'.top   (active)>",
                "<NSLayoutConstraint:0x2 UILabel:0xc'Say \"hi\"\nthere'.width == 10   (active)>",
                "<NSLayoutConstraint:0x3 UIButton:0xd'카카오 유저'.height == 10   (active)>"
            )
            """#).document
        #expect(document.view("0xa")?.text == "Texas Hold'em Poker")
        #expect(document.view("0xb")?.text == " 返回")
        #expect(document.view("0xc")?.text == "Say \"hi\"\nthere")
        #expect(document.view("0xd")?.text == "카카오 유저")
    }

    @Test func guidesAndTheirOwners() throws {
        let document = try load("""
            (
                "<NSLayoutConstraint:0x1 'UIViewSafeAreaLayoutGuide-top' V:|-(44)-[UILayoutGuide:0x6a'UIViewSafeAreaLayoutGuide']   (active, names: '|':UIView:0x5e )>",
                "<NSLayoutConstraint:0x2 UIView:0xa.top == UILayoutGuide:0x6a'UIViewSafeAreaLayoutGuide'.top   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0xa.leading == UILayoutGuide:0x6b'KeyboardLayoutGuide'.leading   (active)>"
            )
            """).document
        #expect(document.guide("0x6a") == Guide(id: "0x6a", owner: "0x5e", kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide"))
        // 'KeyboardLayoutGuide' is a third-party guide's name, not UIKit's keyboard guide
        // ('UIViewKeyboardLayoutGuide'): a custom guide with its own name.
        #expect(document.guide("0x6b")?.kind == .custom)
        #expect(document.guide("0x6b")?.identifier == "KeyboardLayoutGuide")
        #expect(document.guide("0x6b")?.owner == "0xa")
        #expect(document.constraint("0x1")?.systemKind == .guideDefinition)
    }

    /// A table or collection view's automatic content size names the scroll view's
    /// `contentHeight` and the engine variable (`{id: 178}`): read as its content layout guide.
    @Test func automaticContentSizeIsTheContentLayoutGuide() throws {
        let document = try load("""
            (
                "<_UIScrollViewAutomaticContentSizeConstraint:0x1 UITableView:0xa.contentHeight{id: 178} == -5.000000>",
                "<_UIScrollViewAutomaticContentSizeConstraint:0x2 UITableView:0xa.contentWidth{id: 177} == 320.000000>"
            )
            """).document
        #expect(document.rendered("0x1") == "0xa.contentLayoutGuide.height == -5")
        #expect(document.rendered("0x2") == "0xa.contentLayoutGuide.width == 320")
        #expect(document.guide("0xa.contentLayoutGuide") == Guide(
            id: "0xa.contentLayoutGuide", owner: "0xa", kind: .contentLayout, identifier: "UIScrollView-contentLayoutGuide"))
        #expect(document.view("0xa")?.className == "UITableView")
        #expect(document.constraint("0x1")?.systemKind == .scrollViewContentSize)
    }

    @Test func earlySnapKitDescription() throws {
        #expect(try single("<<SnapKit.LayoutConstraint:0x1> <UIView:0xa>.top == <UIView:0xb>.top>") == "0xa.top == 0xb.top")
    }

    @Test func masonryKeysInPlaceOfAddresses() throws {
        let document = try load("(\n\"<MASLayoutConstraint:heightKey UIView:0xa.height == 40>\"\n)").document
        #expect(document.constraint("heightKey")?.className == "MASLayoutConstraint")
    }

    /// As a Chinese Masonry guide shows them (the forty-first session's fresh set, 08): the
    /// constraints `edges` made keyed with their index, and views keyed by `MASAttachKeys`,
    /// `self.view` among them, which is the controller's view, so the root.
    @Test func masonryKeysOfCompositeConstraintsAndAttachedViews() throws {
        let loaded = try load("""
            (
                "<MASLayoutConstraint:edgesConstraint[2] UIView:greenView.top == UIView:self.view.top + 20>",
                "<MASLayoutConstraint:edgesConstraint[3] UIView:greenView.bottom == UIView:self.view.bottom - 20>",
                "<MASLayoutConstraint:heightConstraint UIView:greenView.height <= 200>"
            )
            """)
        #expect(loaded.warnings.isEmpty)
        let document = loaded.document
        #expect(document.rendered("edgesConstraint[2]") == "greenView.top == view.top + 20")
        #expect(document.rendered("edgesConstraint[3]") == "greenView.bottom == view.bottom + -20")
        #expect(document.view("greenView")?.className == "UIView")
        #expect(document.superview(of: "greenView") == "view")
        #expect(document.rootID == "view")
    }

    // MARK: Damaged pastes

    /// A HackMD note's log (the forty-first session's fresh set, 01; addresses shortened) whose
    /// recovery line comes from another run: its address is not listed, but its description
    /// is. It is that constraint, not a fourth one the code would make twice.
    @Test func aRecoveryLineFromAnotherRunIsTheListedConstraintDescribedAlike() throws {
        let loaded = try load("""
            Unable to simultaneously satisfy constraints.
            (
                "<MASLayoutConstraint:0x1 UIButton:0xb.right == UIView:0xa.right - 20>",
                "<NSLayoutConstraint:0x2 UIImageView:0xc.leading == UIButton:0xb.trailing + 8>",
                "<NSLayoutConstraint:0x3 UIView:0xa.trailing == UIImageView:0xc.trailing + 20>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x9 UIImageView:0xc.leading == UIButton:0xb.trailing + 8>
            """)
        #expect(loaded.document.constraints.count == 3)
        #expect(loaded.document.recorded.conflicts.map(\.broken) == ["0x2"])
        #expect(loaded.warnings.map(\.message) == [
            "UIKit's recovery line names 0x9, which its list does not hold; taken for 0x2, listed with the same description (the paste joins two runs' output)",
        ])
    }

    @Test func quotedCommentedAndStruckThroughPastes() throws {
        let quoted = try load("""
            > (
            >     "<NSLayoutConstraint:0x1 V:|-(0)-[UIStackView:0xa]   (active, names: '|':UIView:0x5e )>"
            > )
            """)
        #expect(quoted.document.rendered("0x1") == "0xa.top == 0x5e.top")
        #expect(quoted.warnings.map(\.location) == [.line(1, column: 1)])
        #expect(quoted.warnings.first?.message.contains("quoted with '>'") == true)

        let commented = try load("// \"<NSLayoutConstraint:0x1 UIView:0xa.width == 1   (active)>\",")
        #expect(commented.document.rendered("0x1") == "0xa.width == 1")
        #expect(commented.warnings.first?.message.contains("'//'") == true)

        let struck = try load("**\"<NSLayoutConstraint:0x1 V:|~~(0)~~[UIStackView:0xa]   (active, names: '|':UIView:0x5e )>\",**")
        #expect(struck.document.rendered("0x1") == "0xa.top == 0x5e.top")
        #expect(struck.warnings.map(\.message).contains { $0.contains("'~~'") })
        #expect(struck.warnings.map(\.message).contains { $0.contains("'**'") })

        // Markdown escapes, as an issue on apptentive/apptentive-ios (#178) shows a log.
        let escaped = try load(#"""
            (
                \<NSAutoresizingMaskLayoutConstraint:0x15eee1890 h=--& v=--& V:[UIView:0x15ed4cf40(0)]\>,
                \<NSLayoutConstraint:0x15ee170b0 V:|-(8)-[UIView:0x15ecf6160]   (Names: '|':ApptentiveMessageCenterInputView:0x15e85a630 )\>,
                \<NSLayoutConstraint:0x1 UILabel:0xb'a \ b'.width == 1\>
            )
            """#)
        #expect(escaped.document.rendered("0x15eee1890") == "0x15ed4cf40.height == 0")
        #expect(escaped.document.rendered("0x15ee170b0") == "0x15ecf6160.top == 0x15e85a630.top + 8")
        #expect(escaped.document.rendered("0x1") == "0xb.width == 1")
        #expect(escaped.warnings.map(\.message) == [
            #"'\<' and '\>' found where UIKit prints '<' and '>' (markdown escapes); read without the backslashes"#,
        ])
        // A backslash before anything else is the label's own.
        #expect(escaped.document.views.first { $0.id == "0xb" }?.text == #"a \ b"#)

        // `_…_` that markdown took for emphasis, shown as `*…*`: lines of an iOS 26 log exported
        // from a Capacitor app's notes (read_file id 61896266853) and of an iOS 18 keyboard log
        // in a chat transcript (read_file id 39141292447). A multiplier's `*` stays.
        let emphasized = try load("""
            (
                "<NSLayoutConstraint:0x1299cf750 *TtC5UIKitP33*DDE14AA6B49FCAFC5A54255A118E1D8713ButtonWrapper:0x129901800.width == _UIButtonBarButton:0x1299b4780.width   (active)>",
                "<NSLayoutConstraint:0x60000215a080 'accessoryView.bottom' *UIRemoteKeyboardPlaceholderView:0x10502f0b0.bottom == *UIKBCompatInputView:0x103730400.top   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0xc.width == 0.5*UIView:0xd.width   (active)>"
            )
            """)
        let classes = Dictionary(uniqueKeysWithValues: emphasized.document.views.map { ($0.id.rawValue, $0.className) })
        #expect(classes["0x129901800"] == "_TtC5UIKitP33_DDE14AA6B49FCAFC5A54255A118E1D8713ButtonWrapper")
        #expect(classes["0x10502f0b0"] == "_UIRemoteKeyboardPlaceholderView")
        #expect(classes["0x103730400"] == "_UIKBCompatInputView")
        #expect(emphasized.document.rendered("0x3") == "0xc.width == 0xd.width * 0.5")
        #expect(emphasized.warnings.map(\.message) == [
            "'*' found where UIKit prints '_' in a class name (markdown emphasis damage); read as '_'",
        ])
        #expect(emphasized.warnings.first?.location == .line(2, column: 1))
    }

    @Test func htmlStrippedAndCutEntriesAreSkippedWithWarnings() throws {
        let loaded = try load("""
            (
                "",
                "<NSLayoutConstraint:0x1 UIView:0xa.width == 1   (active)>",

                "<NSLayoutConstraint:0x2 UIView:0xa.height == 2   (act
            "<NSLayoutConstraint:0x3 UIView:0xa.height == 3>"
            garbage inside the list
            )
            """)
        #expect(loaded.document.constraints.map(\.id) == ["0x1", "0x3"])
        #expect(loaded.warnings.map(\.location) == [.line(2, column: 5), .line(5, column: 6), .line(7, column: 1)])
        #expect(loaded.warnings[0].message.contains("stripped as HTML"))
        #expect(loaded.warnings[1].message.contains("cut off"))
        #expect(loaded.warnings[2].message.contains("not a constraint description"))
    }

    /// A page that strips HTML takes a description's `<…>` for a tag: some keep the text and
    /// lose only the brackets and quotes (a Chinese note on FDTemplateLayoutCell, a blog on
    /// SnapKit cells, whose broken constraint lost them too). Read with them, warned once; a
    /// line of prose that names a constraint's class is not a description.
    @Test func descriptionsThatLostTheirBracketsAreRead() throws {
        let loaded = try load("""
            Unable to simultaneously satisfy constraints.
            (
                NSLayoutConstraint:0x1 SwipeView:0xa.leading == UITableViewCellContentView:0xb.leading + 5,
                NSLayoutConstraint:0x2 UITableViewCellContentView:0xb.trailing == SwipeView:0xa.trailing,
                "NSLayoutConstraint:0x3 UITableViewCellContentView:0xb.width == 0"
            )
            Will attempt to recover by breaking constraint
            SnapKit.LayoutConstraint:0x2@/View/View.swift#121 UITableViewCellContentView:0xb.trailing == SwipeView:0xa.trailing
            NSLayoutConstraint: a class the message names
            """)
        #expect(loaded.document.constraints.map(\.id) == ["0x1", "0x2", "0x3"])
        #expect(loaded.document.rendered("0x1") == "0xa.leading == 0xb.leading + 5")
        #expect(loaded.document.rendered("0x3") == "0xb.width == 0")
        #expect(loaded.document.recorded.conflicts.first?.broken == "0x2")
        #expect(loaded.warnings.map(\.message) == [
            "constraint descriptions without their '<' and '>' (stripped from the page as HTML); read with them",
        ])
        #expect(loaded.warnings.first?.location == .line(3, column: 1))
    }

    /// A book's `print(self.view.constraints)`, hard-wrapped to its page (an Auto Layout book's
    /// chapter 5): the array runs from one description into the next, one is wrapped right
    /// after its class's `:`, and a visual format's `(LTR)` went to the next line. Without a
    /// header, the text is still taken for a log.
    @Test func aHardWrappedConstraintsArrayReadsWhole() throws {
        let text = """
            self.view.constraints = [<_UILayoutSupportConstraint:0x7ff23b418150
            V:[_UILayoutGuide:0x7ff23b4232c0(20)]>, <_UILayoutSupportConstraint:
            0x7ff23b426170 V:|-(0)-[_UILayoutGuide:0x7ff23b4232c0]
            (Names: '|':UIView:0x7ff23b418c80 )>,
            <NSIBPrototypingLayoutConstraint:0x7ff23b425000 'IB auto generated at build
            time for view with fixed frame' H:|-(129)-[UILabel:0x7ff23b419040'Label']
            (LTR)   (Names: '|':UIView:0x7ff23b418c80 )>
            ... ])
            """
        #expect(DocumentLoader.sniff(Array(text.utf8)) == .uikitLog)
        let loaded = try load(text)
        #expect(loaded.document.constraints.map(\.id) == ["0x7ff23b418150", "0x7ff23b426170", "0x7ff23b425000"])
        #expect(loaded.document.rendered("0x7ff23b426170") == "0x7ff23b4232c0.top == 0x7ff23b418c80.top")
        #expect(loaded.document.rendered("0x7ff23b425000") == "0x7ff23b419040.left == 0x7ff23b418c80.left + 129")
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
    }

    /// A cell's description quotes its reuse identifier where a label's quotes its text
    /// (a SnapKit cell in a Chinese note, iOS 11): the cell shows no such text, and code that
    /// set it would not compile.
    @Test func aCellsQuotedNameIsItsReuseIdentifier() throws {
        let loaded = try load("""
            (
                "<SnapKit.LayoutConstraint:0x6000000b4520@AutoLayoutTableViewCell.swift#117 UIImageView:0x7fecd1624d90.bottom == MyPodDemo2.AutoLayoutTableViewCell:0x7fecd30b3a00.bottom>",
                "<NSLayoutConstraint:0x600000282f30 'UIView-Encapsulated-Layout-Height' MyPodDemo2.AutoLayoutTableViewCell:0x7fecd30b3a00'AutoLayoutTableViewCell'.height == 132   (active)>",
                "<NSLayoutConstraint:0x1 UILabel:0x7fecd1623ea0'Title'.top == MyPodDemo2.AutoLayoutTableViewCell:0x7fecd30b3a00.top + 10>"
            )
            """)
        #expect(loaded.document.view("0x7fecd30b3a00")?.text == nil)
        #expect(loaded.document.view("0x7fecd1623ea0")?.text == "Title")
        // A trace quotes it too (PureLayout issue 62).
        let trace = try load("""
            |   |   |   |   |   |   *HHSearchSchoolTableViewCell:0x78f30f50'com.SearchSchoolCell'
            |   |   |   |   |   |   |   *UITableViewCellContentView:0x78f31160
            |   |   |   |   |   |   |   |   *UILabel:0x78f31390'北京大学'
            """)
        #expect(trace.document.view("0x78f30f50")?.text == nil)
        #expect(trace.document.view("0x78f31390")?.text == "北京大学")
    }

    /// UIKit quotes the text of its labels, buttons and text fields only: an app's class whose
    /// description quotes one derives from the class its name ends with (a YumaApp log's
    /// `GradientButton`), and printed code sets its title. A cell's quote is its reuse
    /// identifier, and a name that ends otherwise says nothing.
    @Test func anAppClassThatShowsTextDerivesFromTheClassItsNameEndsWith() throws {
        let loaded = try load("""
            (
                "<NSLayoutConstraint:0x1 YumaApp.GradientButton:0x17182b00'ADD NEW ADDRESS'.width == 200   (active)>",
                "<NSLayoutConstraint:0x2 App.TitleLabel:0x2a'Hello'.width == 20   (active)>",
                "<NSLayoutConstraint:0x3 App.BadgeView:0x3a'7'.width == 20   (active)>"
            )
            """)
        #expect(loaded.document.view("0x17182b00")?.properties.uikitClass == "UIButton")
        #expect(loaded.document.view("0x2a")?.properties.uikitClass == "UILabel")
        #expect(loaded.document.view("0x3a")?.properties.uikitClass == nil)
    }

    /// A view pinned to a safe area the log names no owner of is inside that guide's owner,
    /// not its owner (a Japanese book's exercise: a button's leading at the safe area `+ 50`
    /// and `+ 100`); the owner, not shown, is the superview the reader adds. A guide the app
    /// makes is its owner's, the view tied to it, as before.
    @Test func aViewPinnedToASafeAreaIsInsideTheGuidesOwner() throws {
        let safeArea = try load("""
            (
                "<NSLayoutConstraint:0x6000021380a0 UIButton:0x103e2d210.leading == UILayoutGuide:0x600003b215e0'UIViewSafeAreaLayoutGuide'.leading + 50   (active)>",
                "<NSLayoutConstraint:0x600002138230 UIButton:0x103e2d210.leading == UILayoutGuide:0x600003b215e0'UIViewSafeAreaLayoutGuide'.leading + 100   (active)>"
            )
            """).document
        #expect(safeArea.rootIsSynthetic)
        #expect(safeArea.guide("0x600003b215e0")?.owner == safeArea.rootID)
        #expect(safeArea.superview(of: "0x103e2d210") == safeArea.rootID)
        let custom = try load("""
            (
                "<NSLayoutConstraint:0x1 UILayoutGuide:0x2'spacer'.leading == UIView:0x3.leading + 8   (active)>",
                "<NSLayoutConstraint:0x4 UILayoutGuide:0x2'spacer'.width == 20   (active)>"
            )
            """).document
        #expect(custom.guide("0x2")?.owner == "0x3")
    }

    /// A message cut off after a line in the plain form (read from the text's bytes, never
    /// made a string) ends where that line's characters end, not its bytes: the label's text
    /// is two characters of four bytes.
    @Test func aMessageCutAfterAPlainLineEndsAtItsLastCharacter() throws {
        let loaded = try load("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UILabel:0xa'éé'.width == 1   (active)>",
            """)
        let cut = loaded.warnings.first { $0.message.contains("cut off") }
        #expect(cut?.message.contains("no closing ')'") == true)
        #expect(cut?.location == .line(3, column: 5 + 65))
    }

    /// After https://github.com/moonlsd/TagFlowExample/issues/8, whose stored copy ends within
    /// the broken constraint's line: its address is whole, so it still names the listed one.
    /// An address that may itself be cut (`0x2…`) names nothing.
    @Test func aBrokenConstraintCutShortIsKnownByItsAddress() throws {
        func loaded(_ line: String) throws -> LoadedDocument {
            try load("""
                Unable to simultaneously satisfy constraints.
                (
                    "<NSLayoutConstraint:0x21 V:[UILabel:0xb]-(8)-|   (active, names: '|':UIView:0xa )>",
                    "<NSLayoutConstraint:0x22 V:|-(8)-[UILabel:0xb]   (active, names: '|':UIView:0xa )>"
                )

                Will attempt to recover by breaking constraint 
                \(line)
                """)
        }
        let cut = try loaded("<NSLayoutConstraint:0x21 V:[UILabel:0xb]-(8)-|   (active, names: '|':UIView:0xa )")
        #expect(cut.recorded.conflicts.first?.broken == "0x21")
        #expect(cut.warnings.map(\.message) == [
            "the message begun at line 1 is cut off (a truncated paste?): the constraint UIKit broke stops partway, and is read by its address",
        ])
        let cutAddress = try loaded("<NSLayoutConstraint:0x2")
        #expect(cutAddress.recorded.conflicts.first?.broken == nil)
        #expect(cutAddress.warnings.map(\.message).contains("the message begun at line 1 is cut off (a truncated paste?): it ends before the constraint UIKit broke"))
        // Said on the line where the paste stops, not the message's first.
        let cutAt = cutAddress.warnings.first { $0.message.contains("cut off") }?.location
        guard case let .line(line, _)? = cutAt else { Issue.record("no line: \(String(describing: cutAt))"); return }
        #expect(line == 8)
        #expect(try loaded("<NSLayoutConstraint:0x99 UILabel:0xb.top == UIView:0xa.top").recorded.conflicts.first?.broken == nil)
    }

    @Test func unreadableDescriptionsAreSkippedWithTheirColumn() throws {
        let loaded = try load("""
            (
                "<NSLayoutConstraint:0x1 (NSGridView:0x2.row-boundary+((NSGridView:0x2.row-boundary-6) - NSGridView:0x2.row-boundary)) >= NSTextField:0x3.bottom   (active)>",
                "<NSLayoutConstraint:0x4 NSTextField:0x3.width == 1   (active)>",
                "<NSLayoutConstraint:0x5 NSTextField:0x3.width == NSTextField:0x3.left   (active)>"
            )
            """)
        #expect(loaded.document.constraints.map(\.id) == ["0x4"])
        #expect(loaded.warnings.count == 3)
        #expect(loaded.warnings[0].location == .line(2, column: 6 + 24))
        #expect(loaded.warnings[0].message.hasPrefix("skipped a constraint description that could not be read"))
        // An AppKit log (NSGridView, NSTextField): read, and said to be macOS's.
        #expect(loaded.warnings[1].message.hasPrefix("NSTextField is AppKit's: this is a macOS log"))
        #expect(loaded.warnings[2].message.contains("cannot relate width to left"))
        // An AppKit view named only as a `|` is told where the constraint naming it is.
        let bar = try load("(\n    \"<NSLayoutConstraint:0x1 H:|-(8)-[UIView:0xa]   (active, names: '|':NSTableRowView:0xb )>\"\n)\n")
        #expect(bar.warnings.count == 1 && bar.warnings.allSatisfy { if case .line(2, _) = $0.location { true } else { false } }, "\(bar.warnings)")
    }

    @Test func aMessageWithNothingReadableGivesAnEmptyDocument() throws {
        #expect(throws: InputError.self) { try load("(\n\"<NSLayoutConstraint:0x1 what is this>\"\n)") }
        let loaded = try load("Unable to simultaneously satisfy constraints.\n(\n\"\",\n)\n")
        #expect(loaded.document.constraints.isEmpty)
        #expect(loaded.document.views.map(\.id) == ["window"])
        #expect(loaded.recorded.conflicts == [RecordedConflict(constraints: [], broken: nil, line: 1)])
        #expect(loaded.warnings.map(\.location) == [.line(1, column: 1), .line(3, column: 1)])
        #expect(loaded.warnings.first?.message.contains("the document is empty") == true)
    }

    @Test func brokenLineSplitByARawNewlineInLabelText() throws {
        let loaded = try load("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UILabel:0xa'Address\\naddres...'.height == 20   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 UILabel:0xa'Address
            addres...'.height == 20   (active)>
            """)
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.recorded.conflicts.first?.broken == "0x1")
        #expect(loaded.document.view("0xa")?.text == "Address\naddres...")
    }

    /// `po [self.view recursiveDescription]` typed after the message: the log's views take the
    /// description's hierarchy (the button in its card, not beside it), and its frames are left
    /// out, as the message is still solved alone.
    @Test func aRecursiveDescriptionBesideALogPlacesItsViews() throws {
        let loaded = try load("""
            "<NSLayoutConstraint:0xc1 UIButton:0xb.height == 44   (active)>",
            "<NSLayoutConstraint:0xc2 UIButton:0xb.height == 30   (active)>"
            (lldb) po [self.view recursiveDescription]
            <UIView: 0xa; frame = (0 0; 375 667); layer = <CALayer: 0x1>>
               | <UIView: 0xd; frame = (0 100; 375 200); layer = <CALayer: 0x2>>
               |    | <UIButton: 0xb; frame = (16 8; 80 44); opaque = NO; layer = <CALayer: 0x3>>
            """)
        #expect(loaded.format == .uikitLog)
        #expect(loaded.document.superview(of: "0xb") == "0xd")
        #expect(loaded.document.rootID == "0xa")
        #expect(loaded.document.views.allSatisfy { $0.frame == nil })
        #expect(loaded.recorded.conflicts.isEmpty && loaded.document.constraints.count == 2)
        #expect(loaded.warnings.map(\.message) == [
            "the paste also holds recursiveDescription output (lines 4–6): the log's views are placed in its hierarchy",
        ])
    }

    @Test func valuesTheModelRejectsAreRepairedOrSkipped() throws {
        let loaded = try load("""
            (
                "<NSLayoutConstraint:0x1 UIView:0xa.width == 5 priority:5000   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0xa.width == 0*UIView:0xb.width   (active)>",
                "<NSContentSizeLayoutConstraint:0x3 UILabel:0xc.height == 17 Hug:750 CompressionResistance:7350   (active)>"
            )
            """)
        #expect(loaded.document.rendered("0x1") == "0xa.width == 5")
        #expect(loaded.document.rendered("0x2") == "missing 0x2")
        #expect(loaded.warnings.map(\.message) == [
            "0x1 has priority 5000, outside 1…1000; read as 1000",
            "skipped 0x2: a multiplier of 0 relates nothing",
            "0x3 gives content priorities Hug:750 CompressionResistance:7350, outside 1…1000; read as Hug:750 CompressionResistance:1000",
        ])
        // A view's priorities are what a dump can hold: the fuzzer found one that did not read back.
        #expect(loaded.document.view("0xc")?.contentCompressionResistancePriority.vertical == .required)
        let trace = try load("*UIView:0x1- AMBIGUOUS LAYOUT for UIView:0x1.minX{id: 99999999999999999999999}")
        #expect(trace.recorded.ambiguities.first?.attributes == [])
        #expect(trace.warnings.map(\.message).contains { $0.contains("cut off") })
    }

    // MARK: Sniffing

    @Test func formatsAreToldApartByContent() {
        func sniff(_ text: String) -> InputFormat? { DocumentLoader.sniff(Array(text.utf8)) }
        #expect(sniff("{\"format\": \"draft-inspect-dump\"}") == .dump)
        #expect(sniff(Self.modernMessage) == .uikitLog)
        #expect(sniff("po view.constraints\n<NSLayoutConstraint:0x1 UIView:0x2.width == 5   (active)>") == .uikitLog)
        #expect(sniff("UIWindow:0x1\n|   *UIView:0x2") == .autolayoutTrace)
        #expect(sniff("*<UIWindow:0x1> - AMBIGUOUS LAYOUT") == .autolayoutTrace)
        #expect(sniff("<UIView: 0x1; frame = (0 0; 320 568); layer = <CALayer: 0x2>>") == .recursiveDescription)
        #expect(sniff("hello world") == nil)
        #expect(throws: InputError.self) { try DocumentLoader.load(Array("hello".utf8)) }
        #expect(InputFormat.uikitLog.reportName == "uikit-log")
    }

    // MARK: Traces

    @Test func byteOrderMarkAndWindowsLineEndings() throws {
        let trace = try load("\u{FEFF}UIWindow:0x1\r\n|   *UIView:0x2\r\n")
        #expect(trace.document.rootID == "0x1")
        #expect(trace.document.superview(of: "0x2") == "0x1")
        let log = try load("\u{FEFF}Unable to simultaneously satisfy constraints.\r\n(\r\n\"<NSLayoutConstraint:0x1 UIView:0xa.width == 1>\"\r\n)\r\n")
        #expect(log.recorded.conflicts.first?.logPrefix == nil)
        #expect(log.warnings.isEmpty)
    }

    @Test func traceWithCommentMarksAndCutVariables() throws {
        let loaded = try load("""
            // UIWindow:0x1
            // |   •UIView:0x2
            // |   |   *UILabel:0x3'Hi - there'- AMBIGUOUS LAYOUT for UILabel:0x3'Hi - there'.minX{id: 4}, UILabel:0x3'Hi - there'.Wid
            """)
        #expect(loaded.format == .autolayoutTrace)
        #expect(loaded.document.view("0x3")?.text == "Hi - there")
        #expect(loaded.document.superview(of: "0x3") == "0x2")
        #expect(loaded.recorded.ambiguities == [RecordedAmbiguity(item: "0x3", attributes: ["minX"], variableIDs: [4], line: 3)])
        #expect(loaded.warnings.map(\.message).contains { $0.contains("cut off") })
        #expect(loaded.warnings.map(\.message).contains { $0.contains("'//'") })
    }
}
