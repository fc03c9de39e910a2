import Foundation
import Inspector
import LayoutModel
import Readers
import Testing
import TestSupport

/// Diagnoses on dumps, where autoresizing constraints are derived from frames rather than
/// logged (the logs' diagnoses are pinned by LogReproductionTests).
@Suite struct DiagnosisTests {
    static func session(_ json: String) throws -> LayoutSession {
        LayoutSession(document: try DumpReader.read(Array(json.utf8)))
    }

    /// A cell dump's recorded `UIView-Encapsulated-Layout-Height` is what a conflict cites (not
    /// the root's frame held by its window, nor the content view's autoresizing), with the
    /// encapsulated-size diagnosis, as in a log.
    @Test func aCellDumpCitesItsRecordedEncapsulatedSize() throws {
        var document = try DumpReader.read(Repository.example("contact-cell.json"))
        let aspect = try #require(document.indexOfConstraint(reference: "0x6000021a4c80"))
        document.setActive(false, constraintAt: aspect)
        document.appendConstraint(Constraint(id: "tall", first: "0x7f94fa4d8120", firstAttribute: .height, constant: 200))
        let session = LayoutSession(document: document)
        let conflict = try #require(session.conflicts.first)
        #expect(session.conflicts.count == 1)
        #expect(conflict.equations.map(session.reference(ofEquation:)) == ["0x6000021a4b90", "0x6000021a4be0", "0x6000021a5280", "tall"])
        #expect(session.reference(ofEquation: conflict.broken) == "tall")
        #expect(session.diagnoses(of: conflict).map(\.cause) == [.encapsulatedSize])
    }

    /// Adding `label.top == safeArea.top` to the README's photo example places the caption
    /// twice; the diagnosis says so, and never blames the toolbar's and banner's sizes.
    @Test func aViewPlacedTwiceIsDiagnosedAsSuch() throws {
        var document = try DumpReader.read(Repository.example("photo-conflict-ambiguous.json"))
        let label = try #require(document.views.first { $0.className == "UILabel" }).id
        let safeArea = try #require(document.guides.first { $0.kind == .safeArea }).id
        document.appendConstraint(Constraint(id: "again", first: label, firstAttribute: .top, second: safeArea, secondAttribute: .top))
        let session = LayoutSession(document: document)
        let placed = session.conflicts.filter { $0.equations.map(session.reference(ofEquation:)).contains("again") }
        #expect(!placed.isEmpty)
        for conflict in placed {
            let diagnoses = session.diagnoses(of: conflict)
            #expect(diagnoses.map(\.cause) == [.competingPositions])
            #expect(diagnoses.first?.item == label)
            // A diagnosis names only members of its conflict.
            #expect(diagnoses.allSatisfy { $0.sizes.allSatisfy(conflict.equations.contains) && $0.relax.map(conflict.equations.contains) != false })
        }
    }

    /// An effect view's content view is sized by its autoresizing mask as UIKit makes it, and
    /// the app's pins to it are the app's: a button too tall for its blur view is the sizes'
    /// fight, never "turn the content view's mask translation off".
    @Test func anEffectViewsContentViewTranslatesItsMaskByDesign() throws {
        let session = try Self.session("""
            {"format": "draft-inspect-dump", "version": 1, "root": "r",
             "views": [{"id": "r", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 375, "height": 667}, "subviews": ["blur"]},
                       {"id": "blur", "class": "UIVisualEffectView", "frame": {"x": 0, "y": 567, "width": 375, "height": 100},
                        "subviews": ["content"], "translatesAutoresizingMaskIntoConstraints": false},
                       {"id": "content", "class": "_UIVisualEffectContentView", "frame": {"x": 0, "y": 0, "width": 375, "height": 100},
                        "subviews": ["button"], "autoresizingMask": ["flexibleWidth", "flexibleHeight"]},
                       {"id": "button", "class": "UIButton", "frame": {"x": 16, "y": 16, "width": 343, "height": 68},
                        "translatesAutoresizingMaskIntoConstraints": false}],
             "constraints": [{"id": "h", "first": "blur", "firstAttribute": "height", "constant": 100},
                             {"id": "top", "first": "button", "firstAttribute": "top", "second": "content", "secondAttribute": "top", "constant": 16},
                             {"id": "bottom", "first": "content", "firstAttribute": "bottom", "second": "button", "secondAttribute": "bottom", "constant": 16},
                             {"id": "tall", "first": "button", "firstAttribute": "height", "constant": 80}]}
            """)
        let conflict = try #require(session.conflicts.first)
        #expect(conflict.equations.map(session.reference(ofEquation:)).filter { ["h", "top", "bottom", "tall"].contains($0) }.count == 4)
        #expect(session.document.privateView(inConstraintAt: try #require(session.document.indexOfConstraint(reference: "top"))) == nil)
        #expect(session.diagnoses(of: conflict).map(\.cause) == [.competingSizes])
    }

    @Test func derivedAutoresizingConstraintIsDiagnosed() throws {
        let session = try Self.session("""
            {"format": "draft-inspect-dump", "version": 1, "root": "r",
             "views": [{"id": "r", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}, "subviews": ["a"]},
                       {"id": "a", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}}],
             "constraints": [{"id": "c1", "first": "a", "firstAttribute": "width", "constant": 30}]}
            """)
        let conflict = try #require(session.conflicts.first)
        let diagnoses = session.diagnoses(of: conflict)
        #expect(diagnoses.map(\.cause) == [.autoresizingMask])
        #expect(diagnoses.first?.item == ItemID("a"))
        #expect(diagnoses.first.map { session.reference(ofEquation: $0.evidence) } == "a.autoresizing.width")
        let message = diagnoses.first?.message(name: { $0.rawValue }, describe: session.reference(ofEquation:)) { _ in nil }
        #expect(message == "a still translates its autoresizing mask into constraints (a.autoresizing.width): set a.translatesAutoresizingMaskIntoConstraints = false and constrain it yourself")
    }

    @Test func twoRequiredHeightsOfTheAppCompete() throws {
        let session = try Self.session("""
            {"format": "draft-inspect-dump", "version": 1, "root": "r",
             "views": [{"id": "r", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}, "subviews": ["a"]},
                       {"id": "a", "class": "UIView", "translatesAutoresizingMaskIntoConstraints": false,
                        "frame": {"x": 0, "y": 0, "width": 20, "height": 20}}],
             "constraints": [{"id": "h1", "first": "a", "firstAttribute": "height", "constant": 20},
                             {"id": "h2", "first": "a", "firstAttribute": "height", "relation": "greaterThanOrEqual", "constant": 44}]}
            """)
        let conflict = try #require(session.conflicts.first)
        let diagnosis = try #require(session.diagnoses(of: conflict).first)
        #expect(diagnosis.cause == .competingSizes)
        #expect(diagnosis.sizes.map(session.reference(ofEquation:)) == ["h1", "h2"])
        #expect(diagnosis.relax.map(session.reference(ofEquation:)) == "h1")
    }

    /// Two pins of one edge to different places: a view placed twice.
    @Test func aConflictOfTwoPinsOfOneEdgeIsAViewPlacedTwice() throws {
        let session = try Self.session("""
            {"format": "draft-inspect-dump", "version": 1, "root": "r",
             "views": [{"id": "r", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}, "subviews": ["a"]},
                       {"id": "a", "class": "UIView", "translatesAutoresizingMaskIntoConstraints": false,
                        "frame": {"x": 0, "y": 0, "width": 20, "height": 20}}],
             "constraints": [{"id": "l1", "first": "a", "firstAttribute": "left", "second": "r", "secondAttribute": "left", "constant": 8},
                             {"id": "l2", "first": "a", "firstAttribute": "left", "second": "r", "secondAttribute": "left", "constant": 16}]}
            """)
        let conflict = try #require(session.conflicts.first)
        let diagnoses = session.diagnoses(of: conflict)
        #expect(diagnoses.map(\.cause) == [.competingPositions])
        #expect(diagnoses.first?.sizes.map(session.reference(ofEquation:)) == ["l1", "l2"])
    }

    /// UIKit's own keyboard bar translates its mask by design: a conflict inside it gets no
    /// advice to turn that off (hand-written after
    /// https://github.com/hackiftekhar/IQKeyboardManager/issues/1259, addresses shortened).
    @Test func theKeyboardsAssistantBarGetsNoMaskAdvice() throws {
        let document = try DocumentLoader.load(Array(EdgePairNestingTests.message("""
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIKeyboardAssistantBar:0xa.height == 0   (active)>",
                "<NSLayoutConstraint:0x2 V:|-(0)-[_UIButtonBarStackView:0xb]   (active, names: '|':UIKeyboardAssistantBar:0xa )>",
                "<NSLayoutConstraint:0x3 V:[_UIButtonBarStackView:0xb]-(0)-|   (active, names: '|':UIKeyboardAssistantBar:0xa )>",
                "<NSLayoutConstraint:0x4 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0xc'UIViewLayoutMarginsGuide']-(9)-|   (active, names: '|':_UIButtonBarStackView:0xb )>",
                "<NSLayoutConstraint:0x5 'UIView-topMargin-guide-constraint' V:|-(10)-[UILayoutGuide:0xc'UIViewLayoutMarginsGuide']   (active, names: '|':_UIButtonBarStackView:0xb )>"
            """).utf8)).document
        #expect(UIKitClasses.kind(ofClass: "UIKeyboardAssistantBar") == .privateView)
        let reproduction = try #require(Reproduction.reproduce(document).first)
        let conflict = try #require(reproduction.conflicts.first)
        #expect(!reproduction.session.diagnoses(of: conflict).map(\.cause).contains(.autoresizingMask))
    }

    /// iOS's keyboard logs a conflict among its own views, naming its shortcut bar
    /// `SystemInputAssistantView`: the bar is known as UIKit's, none of the four constraints
    /// gets the app's code, and the diagnosis says nothing in the app caused it (hand-written
    /// after the message in https://github.com/hnnguyendev/MyWhatsApp, addresses shortened).
    @Test func theKeyboardsOwnConflictIsNotTheApps() throws {
        let document = try DocumentLoader.load(Array(EdgePairNestingTests.message("""
                "<NSLayoutConstraint:0x1 'accessoryView.bottom' _UIRemoteKeyboardPlaceholderView:0xa.bottom == _UIKBCompatInputView:0xb.top   (active)>",
                "<NSLayoutConstraint:0x2 'assistantHeight' SystemInputAssistantView.height == 45   (active, names: SystemInputAssistantView:0xc )>",
                "<NSLayoutConstraint:0x3 'assistantView.bottom' SystemInputAssistantView.bottom == _UIKBCompatInputView:0xb.top   (active, names: SystemInputAssistantView:0xc )>",
                "<NSLayoutConstraint:0x4 'assistantView.top' V:[_UIRemoteKeyboardPlaceholderView:0xa]-(0)-[SystemInputAssistantView]   (active, names: SystemInputAssistantView:0xc )>"
            """).utf8)).document
        #expect(document.view("0xc")?.className == "SystemInputAssistantView")
        #expect(document.constraints.indices.allSatisfy(document.isMadeByUIKit(constraintAt:)))
        let reproduction = try #require(Reproduction.reproduce(document).first)
        let conflict = try #require(reproduction.conflicts.first)
        let diagnoses = reproduction.session.diagnoses(of: conflict)
        #expect(diagnoses.map(\.cause) == [.uikitOnly])
        #expect(diagnoses.first?.item == "0xc", "the bar UIKit's class table describes, not the first private view")
    }

    /// A navigation bar at width 0 (SwiftUI's, iOS 15) logs its back button by the identifier
    /// UIKit gives it, `BackButton`: the button is UIKit's, so are the constraints that tie it,
    /// and no advice lowers one of them (hand-written after the second message in
    /// https://github.com/kernjackson/SpacePod, Notes/38 Debugging with Console.md, addresses
    /// shortened).
    @Test func theNavigationBarsBackButtonIsUIKits() throws {
        let document = try DocumentLoader.load(Array(EdgePairNestingTests.message("""
                "<NSLayoutConstraint:0x1 'BIB_Leading_Leading' H:|-(0)-[_UIModernBarButton:0xa]   (active, names: BackButton:0xb, '|':BackButton:0xb )>",
                "<NSLayoutConstraint:0x2 'UINav_static_button_horiz_position' _UIModernBarButton:0xa.leading == UILayoutGuide:0xc'UIViewLayoutMarginsGuide'.leading   (active)>",
                "<NSLayoutConstraint:0x3 'UINavItemContentGuide-leading' H:[BackButton]-(6)-[UILayoutGuide:0xd'UINavigationBarItemContentLayoutGuide']   (active, names: BackButton:0xb )>",
                "<NSLayoutConstraint:0x4 'UINavItemContentGuide-trailing' UILayoutGuide:0xd'UINavigationBarItemContentLayoutGuide'.trailing == _UINavigationBarContentView:0xe.trailing   (active)>",
                "<NSLayoutConstraint:0x5 'UIView-Encapsulated-Layout-Width' _UINavigationBarContentView:0xe.width == 0   (active)>",
                "<NSLayoutConstraint:0x6 'UIView-leftMargin-guide-constraint' H:|-(8)-[UILayoutGuide:0xc'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':_UINavigationBarContentView:0xe )>"
            """).utf8)).document
        #expect(document.view("0xb")?.className == "BackButton")
        #expect(document.kind(of: "0xb") == .privateView)
        #expect(document.constraints.indices.allSatisfy(document.isMadeByUIKit(constraintAt:)))
        let reproduction = try #require(Reproduction.reproduce(document).first)
        let conflict = try #require(reproduction.conflicts.first)
        let diagnoses = reproduction.session.diagnoses(of: conflict)
        #expect(diagnoses.map(\.cause) == [.encapsulatedSize])
        #expect(diagnoses.allSatisfy { $0.relax == nil }, "no constraint of the app's to lower")
    }

    /// A view pinned by its top and bottom and centred 44 pt off: its start, end and center
    /// all set, whichever item each pin names first (hand-written after
    /// https://github.com/ZionChang/EmptyKit/issues/1, addresses shortened).
    @Test func aViewWhoseStartEndAndCenterAreAllSetIsPlacedThrice() throws {
        let document = try DocumentLoader.load(Array(EdgePairNestingTests.message("""
                "<NSLayoutConstraint:0x1 UIView:0xb.centerY == EmptyKit.EmptyView:0xa.centerY - 44   (active)>",
                "<NSLayoutConstraint:0x2 V:|-(0)-[UIView:0xb]   (active, names: '|':EmptyKit.EmptyView:0xa )>",
                "<NSLayoutConstraint:0x3 V:[UIView:0xb]-(0)-|   (active, names: '|':EmptyKit.EmptyView:0xa )>"
            """).utf8)).document
        let reproduction = try #require(Reproduction.reproduce(document).first)
        let session = reproduction.session
        let conflict = try #require(reproduction.conflicts.first)
        let diagnosis = try #require(session.diagnoses(of: conflict).first)
        #expect(diagnosis.cause == .competingPositions)
        #expect(diagnosis.item == "0xb")
        #expect(diagnosis.sizes.map(session.reference(ofEquation:)) == ["0x1", "0x2", "0x3"])
        #expect(diagnosis.message(name: { $0.rawValue }, describe: session.reference(ofEquation:), className: { _ in nil })
            .hasPrefix("0xb is placed three times along one axis: 0x1, 0x2 and 0x3 set its start, end and center"))
    }
}
