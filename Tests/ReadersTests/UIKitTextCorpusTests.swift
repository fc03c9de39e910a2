import Foundation
import Inspector
import LayoutModel
import Readers
import Testing
import TestSupport

/// Every file of Tests/Fixtures/Corpus (uikit-logs, autolayouttrace, recursive, other) through the
/// format-sniffing loader: what each holds, and exact facts about the hard parts.
@Suite struct UIKitTextCorpusTests {
    struct Expected: Sendable, CustomStringConvertible {
        var file: String
        var format: InputFormat
        var views: Int
        var guides: Int
        var constraints: Int
        var conflicts: Int
        var ambiguities: Int
        var warnings: Int
        var root: String

        init(
            _ file: String, _ format: InputFormat, views: Int, guides: Int, constraints: Int, conflicts: Int,
            ambiguities: Int, warnings: Int, root: String
        ) {
            self.file = file
            self.format = format
            self.views = views
            self.guides = guides
            self.constraints = constraints
            self.conflicts = conflicts
            self.ambiguities = ambiguities
            self.warnings = warnings
            self.root = root
        }

        var description: String { file }
    }

    /// What each corpus file reads as. Files with warnings are the damaged pastes and the
    /// excerpts that start inside a hierarchy; the report lists why.
    static let expectations: [Expected] = [
        Expected("uikit-logs/01-wtf-custom1-stackview-encapsulated-tiny-height.txt", .uikitLog, views: 2, guides: 0, constraints: 4, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x7fa4d0df1370"),
        Expected("uikit-logs/02-wtf-custom2-named-views-vfl.txt", .uikitLog, views: 3, guides: 0, constraints: 3, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x7fa4d0e8b450"),
        Expected("uikit-logs/03-wtf-custom3-truncated-names-ellipsis.txt", .uikitLog, views: 3, guides: 0, constraints: 5, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x7fa4d6079060"),
        Expected("uikit-logs/04-wtf-custom4-layoutsupport-autoresizing-3char.txt", .uikitLog, views: 3, guides: 0, constraints: 6, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x126963e00"),
        Expected("uikit-logs/05-wtf-custom5-autoresizing-negative-vfl.txt", .uikitLog, views: 2, guides: 0, constraints: 4, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x7f95000e5ac0"),
        Expected("uikit-logs/06-wtf-custom6-multiplier-tablecell-11.txt", .uikitLog, views: 5, guides: 0, constraints: 11, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x7f94fa4d7d10"),
        Expected("uikit-logs/07-wtf-custom7-no-active-suffix.txt", .uikitLog, views: 3, guides: 0, constraints: 4, conflicts: 0, ambiguities: 0, warnings: 0, root: "window"),
        Expected("uikit-logs/08-wtf-custom9-full-log-stackview-alignment.txt", .uikitLog, views: 6, guides: 0, constraints: 11, conflicts: 1, ambiguities: 0, warnings: 0, root: "0x7f83b8171010"),
        Expected("uikit-logs/09-wtf-issue1-name-with-space.txt", .uikitLog, views: 1, guides: 0, constraints: 1, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x1089a5290"),
        Expected("uikit-logs/10-wtf-issue2-postfix-multiplier.txt", .uikitLog, views: 4, guides: 0, constraints: 7, conflicts: 0, ambiguities: 0, warnings: 0, root: "window"),
        Expected("uikit-logs/11-wtf-issue4-snapkit-file-location.txt", .uikitLog, views: 6, guides: 0, constraints: 8, conflicts: 0, ambiguities: 0, warnings: 0, root: "window"),
        Expected("uikit-logs/12-wtf-issue5-snapkit-left-right-margins.txt", .uikitLog, views: 6, guides: 1, constraints: 9, conflicts: 0, ambiguities: 0, warnings: 0, root: "window"),
        Expected("uikit-logs/13-wtf-issue10-systembaseline-stackview-margins-15.txt", .uikitLog, views: 7, guides: 2, constraints: 15, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x7fa67350b050"),
        Expected("uikit-logs/14-wtf-issue13-nsspace-autoresizing-mixed-mask.txt", .uikitLog, views: 2, guides: 1, constraints: 5, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x10f754f20"),
        Expected("uikit-logs/15-wtf-issue18-swift-mangled-class-dollar.txt", .uikitLog, views: 5, guides: 1, constraints: 8, conflicts: 0, ambiguities: 0, warnings: 0, root: "window"),
        Expected("uikit-logs/16-wtf-issue20-vfl-ge-anchorspace.txt", .uikitLog, views: 2, guides: 0, constraints: 3, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x111b35a60"),
        Expected("uikit-logs/17-wtf-papertrail1-safearea-anchorspace-keyboard.txt", .uikitLog, views: 5, guides: 1, constraints: 5, conflicts: 0, ambiguities: 0, warnings: 0, root: "window"),
        Expected("uikit-logs/18-wtf-papertrail2-apostrophe-in-label-text.txt", .uikitLog, views: 4, guides: 0, constraints: 6, conflicts: 0, ambiguities: 0, warnings: 0, root: "window"),
        Expected("uikit-logs/19-wtf-so45163786-buttonbar-margins-guide-LTR.txt", .uikitLog, views: 1, guides: 1, constraints: 3, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x7fb573cebf90"),
        Expected("uikit-logs/20-wtf-so45452294-snapkit-minus-constant.txt", .uikitLog, views: 2, guides: 0, constraints: 3, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x10384fed0"),
        Expected("uikit-logs/21-wtf-so45474345-tablecell-duplicated-lines.txt", .uikitLog, views: 6, guides: 0, constraints: 11, conflicts: 0, ambiguities: 0, warnings: 3, root: "0x7fe16cd53650"),
        Expected("uikit-logs/22-wtf-example2-names-identifier-only.txt", .uikitLog, views: 1, guides: 0, constraints: 2, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x104590"),
        Expected("uikit-logs/23-wtf-example3-vfl-superview-button.txt", .uikitLog, views: 2, guides: 0, constraints: 3, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x7fbbf90"),
        Expected("uikit-logs/24-wtf-issue16-snapkit-filename-special-chars.txt", .uikitLog, views: 1, guides: 1, constraints: 1, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x7feb4e8d58b0"),
        Expected("uikit-logs/25-wtf-custom8-two-names-same-identifier.txt", .uikitLog, views: 3, guides: 0, constraints: 1, conflicts: 0, ambiguities: 0, warnings: 1, root: "window"),
        Expected("uikit-logs/26-constraintsmonitor-readme-autoresizing-multiplier.txt", .uikitLog, views: 3, guides: 0, constraints: 6, conflicts: 1, ambiguities: 0, warnings: 0, root: "0x7fcdaff03e10"),
        Expected("uikit-logs/27-safearea-bottom-button-vfl.txt", .uikitLog, views: 4, guides: 1, constraints: 6, conflicts: 1, ambiguities: 0, warnings: 0, root: "0x7f9a77a13a50"),
        Expected("uikit-logs/28-landscape-ge16-encapsulated-root-height.txt", .uikitLog, views: 3, guides: 0, constraints: 6, conflicts: 1, ambiguities: 0, warnings: 0, root: "0x1004064a0"),
        Expected("uikit-logs/29-multi-message-stream-inputaccessory-temporarylayout-safearea.txt", .uikitLog, views: 8, guides: 1, constraints: 17, conflicts: 5, ambiguities: 0, warnings: 0, root: "window"),
        Expected("uikit-logs/30-uisv-hiding-nested-stackview-two-messages.txt", .uikitLog, views: 4, guides: 0, constraints: 6, conflicts: 2, ambiguities: 0, warnings: 0, root: "0x7ffc6de08680"),
        Expected("uikit-logs/31-uisv-fill-equally-spacing-tabs-as-spaces.txt", .uikitLog, views: 5, guides: 0, constraints: 9, conflicts: 1, ambiguities: 0, warnings: 0, root: "0x14bf20800"),
        Expected("uikit-logs/32-indented-block-after-tableview-warning-safearea-LTR-12.txt", .uikitLog, views: 6, guides: 1, constraints: 12, conflicts: 1, ambiguities: 0, warnings: 0, root: "0x7fa835c1fe40"),
        Expected("uikit-logs/33-masonry-no-active-suffix-unicode-process.txt", .uikitLog, views: 3, guides: 0, constraints: 3, conflicts: 1, ambiguities: 0, warnings: 0, root: "window"),
        Expected("autolayouttrace/01-ios7-old-format-angle-brackets-table-cells.txt", .autolayoutTrace, views: 18, guides: 0, constraints: 0, conflicts: 0, ambiguities: 5, warnings: 0, root: "0x1093137f0"),
        Expected("autolayouttrace/02-ios7-empty-project-layoutguides.txt", .autolayoutTrace, views: 4, guides: 0, constraints: 0, conflicts: 0, ambiguities: 3, warnings: 0, root: "0x108f537f0"),
        Expected("autolayouttrace/03-new-format-ambiguous-for-variables-ids-snip.txt", .autolayoutTrace, views: 19, guides: 0, constraints: 0, conflicts: 0, ambiguities: 3, warnings: 0, root: "0x7fc260d17e50"),
        Expected("autolayouttrace/05-missing-host-constraints-collapsed-indent.txt", .autolayoutTrace, views: 20, guides: 0, constraints: 0, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x7f88a8e4a4a0"),
        Expected("autolayouttrace/06-minX-minY-layoutguides-lldb.txt", .autolayoutTrace, views: 5, guides: 0, constraints: 0, conflicts: 0, ambiguities: 3, warnings: 0, root: "0x7f9481c93360"),
        Expected("autolayouttrace/07-chisel-paltrace-doc-example.txt", .autolayoutTrace, views: 5, guides: 0, constraints: 0, conflicts: 0, ambiguities: 1, warnings: 0, root: "0x14ed18300"),
        Expected("autolayouttrace/08-legend-truncated-label-text.txt", .autolayoutTrace, views: 3, guides: 0, constraints: 0, conflicts: 0, ambiguities: 1, warnings: 0, root: "0x7fdb69d06bb0"),
        Expected("autolayouttrace/10a-large-ios11-trace-head.txt", .autolayoutTrace, views: 30, guides: 1, constraints: 0, conflicts: 0, ambiguities: 1, warnings: 0, root: "0x1091e7140"),
        Expected("autolayouttrace/10b-large-ios11-trace-tail-layoutguide-descriptions-legend.txt", .autolayoutTrace, views: 52, guides: 18, constraints: 0, conflicts: 0, ambiguities: 8, warnings: 1, root: "window"),
        Expected("autolayouttrace/11-commented-excerpt-stack-arranged-buttons.txt", .autolayoutTrace, views: 9, guides: 0, constraints: 0, conflicts: 0, ambiguities: 4, warnings: 1, root: "0x7fb940b207c0"),
        Expected("autolayouttrace/12-book-wrapped-ambiguous-continuation-lines.txt", .autolayoutTrace, views: 12, guides: 0, constraints: 0, conflicts: 0, ambiguities: 2, warnings: 0, root: "0x7fc5a1e3dae0"),
        Expected("autolayouttrace/13-stack-gap-guide-description-ambiguous.txt", .autolayoutTrace, views: 9, guides: 1, constraints: 0, conflicts: 0, ambiguities: 1, warnings: 1, root: "window"),
        Expected("autolayouttrace/14-cycript-escaped-bullet-unicode-text-whatsapp.txt", .autolayoutTrace, views: 15, guides: 1, constraints: 0, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x104b04f30"),
        Expected("autolayouttrace/15-chisel-paltrace-table-headers-ios11-scroll-indicators.txt", .autolayoutTrace, views: 42, guides: 0, constraints: 0, conflicts: 0, ambiguities: 0, warnings: 4, root: "0x7fada06120b0"),
        Expected("autolayouttrace/16-cycript-ios7-trace-closing-backtick.txt", .autolayoutTrace, views: 12, guides: 0, constraints: 0, conflicts: 0, ambiguities: 0, warnings: 1, root: "0x156b6410"),
        Expected("recursive/01-cycript-keywindow.txt", .recursiveDescription, views: 5, guides: 0, constraints: 0, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x16e82190"),
        Expected("recursive/02-lldb-view-with-layoutguides.txt", .recursiveDescription, views: 6, guides: 0, constraints: 0, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x7fc94b63c360"),
        Expected("recursive/03-tableview-baseclass-tag-image-suffix.txt", .recursiveDescription, views: 6, guides: 0, constraints: 0, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x8126e00"),
        Expected("recursive/04-ios7-navbar-null-suffix-layer-lines.txt", .recursiveDescription, views: 7, guides: 0, constraints: 0, conflicts: 0, ambiguities: 0, warnings: 1, root: "window"),
        Expected("recursive/05-multiline-text-breaks-lines.txt", .recursiveDescription, views: 7, guides: 0, constraints: 0, conflicts: 0, ambiguities: 0, warnings: 1, root: "window"),
        Expected("recursive/06-ios11-button-label-contentlayer.txt", .recursiveDescription, views: 4, guides: 0, constraints: 0, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x7fd16fc06d10"),
        Expected("recursive/07-ios10-searchbar-subclass-baseclass-private-parts.txt", .recursiveDescription, views: 5, guides: 0, constraints: 0, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x7fd36ed89850"),
        Expected("recursive/08-spaces-only-indentation-swift-mangled-cells.txt", .recursiveDescription, views: 19, guides: 0, constraints: 0, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x7fdc844057e0"),
        Expected("recursive/09-joined-on-one-line-bars-without-spaces.txt", .recursiveDescription, views: 6, guides: 0, constraints: 0, conflicts: 0, ambiguities: 0, warnings: 1, root: "0x78f90d20"),
        Expected("recursive/10-cycript-sheet-table-headers-appleid-latin-escape.txt", .recursiveDescription, views: 82, guides: 0, constraints: 0, conflicts: 0, ambiguities: 0, warnings: 1, root: "0x11f9059e0"),
        Expected("recursive/11-lldb-ios15-navbar-notes-after-descriptions.txt", .recursiveDescription, views: 16, guides: 0, constraints: 0, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x7fb4555062a0"),
        Expected("recursive/12-book-cycript-mail-lines-wrapped-at-80-columns.txt", .recursiveDescription, views: 10, guides: 0, constraints: 0, conflicts: 0, ambiguities: 0, warnings: 1, root: "0x14587a70"),
        Expected("recursive/13-apple-tn2239-descriptions-cut-with-ellipsis.txt", .recursiveDescription, views: 3, guides: 0, constraints: 0, conflicts: 0, ambiguities: 0, warnings: 1, root: "0x6a107c0"),
        Expected("recursive/14-lldb-ios5-mail-compose-controller-then-its-view.txt", .recursiveDescription, views: 44, guides: 0, constraints: 0, conflicts: 0, ambiguities: 0, warnings: 1, root: "0x8b97e70"),
        Expected("recursive/15-chisel-presponder-responder-chain-controller-below-view.txt", .recursiveDescription, views: 8, guides: 0, constraints: 0, conflicts: 0, ambiguities: 0, warnings: 2, root: "0x13f4981b0"),
        Expected("recursive/16-radiant-tap-navbar-two-captures-before-and-after.txt", .recursiveDescription, views: 3, guides: 0, constraints: 0, conflicts: 0, ambiguities: 0, warnings: 2, root: "0x10f90a3b0"),
        Expected("other/01-swift-print-constraints-array-single-line.txt", .uikitLog, views: 3, guides: 0, constraints: 3, conflicts: 0, ambiguities: 0, warnings: 0, root: "window"),
        Expected("other/02-objc-po-constraints-NSArrayM-appkit.txt", .uikitLog, views: 3, guides: 0, constraints: 3, conflicts: 0, ambiguities: 0, warnings: 1, root: "window"),
        Expected("other/03-po-register-in-UIViewAlertForUnsatisfiableConstraints-breakpoint.txt", .uikitLog, views: 1, guides: 0, constraints: 2, conflicts: 0, ambiguities: 0, warnings: 0, root: "0x7f910ec003d0"),
        Expected("other/04-appkit-constraintsAffectingLayout-priority500-hug-compression.txt", .uikitLog, views: 6, guides: 0, constraints: 8, conflicts: 0, ambiguities: 0, warnings: 1, root: "window"),
        Expected("other/05-related-view-hierarchy-not-prepared-inactive.txt", .uikitLog, views: 3, guides: 0, constraints: 2, conflicts: 0, ambiguities: 0, warnings: 0, root: "window"),
        Expected("other/06-trace-then-conflict-log-in-one-paste.txt", .uikitLog, views: 40, guides: 11, constraints: 2, conflicts: 1, ambiguities: 2, warnings: 1, root: "0x7fadc950a2e0"),
    ]

    @Test func everyCorpusFileIsListed() {
        let files = ["uikit-logs", "autolayouttrace", "recursive", "other"].flatMap { Corpus.files(in: $0) }
        #expect(!files.isEmpty)
        #expect(files == Self.expectations.map(\.file))
    }

    @Test(arguments: expectations)
    func readsAsExpected(_ expected: Expected) throws {
        guard let loaded = try Corpus.load(expected.file) else { return }
        let document = loaded.document
        #expect(loaded.format == expected.format)
        #expect(document.views.count == expected.views)
        #expect(document.guides.count == expected.guides)
        #expect(document.constraints.count == expected.constraints)
        #expect(loaded.recorded.conflicts.count == expected.conflicts)
        #expect(loaded.recorded.ambiguities.count == expected.ambiguities)
        #expect(loaded.warnings.count == expected.warnings, "\(loaded.warnings)")
        #expect(document.rootID.rawValue == expected.root)
        #expect(document.isPartial == (expected.format != .recursiveDescription))
        #expect(document.views.allSatisfy { ($0.frame != nil) == (expected.format == .recursiveDescription) || $0.id == document.rootID })
        // The invented hierarchy is a tree under the root that holds every view and guide owner.
        #expect(Set(document.depthFirstOrder) == Set(document.views.map(\.id)))
        for guide in document.guides { #expect(document.view(guide.owner) != nil) }
        // A reader that numbers the ids as it reads (a log's builder) hands its numbering to the
        // document: the indexes built from it answer as those the document builds itself.
        let renumbered = LayoutDocument(
            rootID: document.rootID, views: document.views, guides: document.guides, constraints: document.constraints,
            layoutDirection: document.layoutDirection, isPartial: document.isPartial)
        #expect(renumbered.depthFirstOrder == document.depthFirstOrder)
        for id in document.views.map(\.id) + document.guides.map(\.id) {
            #expect(renumbered.superview(of: id) == document.superview(of: id))
            #expect(renumbered.owningView(of: id) == document.owningView(of: id))
            #expect(renumbered.kind(of: id) == document.kind(of: id))
            #expect(renumbered.depth(of: id) == document.depth(of: id))
            #expect(renumbered.constraintIndexes(involving: id).sorted() == document.constraintIndexes(involving: id).sorted())
        }
        for constraint in document.constraints {
            for item in constraint.items { #expect(document.contains(item), "\(render(constraint))") }
            #expect(document.constraints.filter { $0.id == constraint.id }.count == 1)
        }
        for conflict in loaded.recorded.conflicts {
            for reference in conflict.constraints + (conflict.broken.map { [$0] } ?? []) {
                #expect(document.indexOfConstraint(reference: reference) != nil)
            }
        }
        for warning in loaded.warnings {
            #expect(warning.severity != .error)
            guard case .line = warning.location else {
                Issue.record("warning without a line: \(warning)")
                continue
            }
        }
    }

    // MARK: Conflict logs

    @Test func tinyEncapsulatedHeightAndVisualFormatEdges() throws {
        guard let document = try Corpus.load("uikit-logs/01-wtf-custom1-stackview-encapsulated-tiny-height.txt")?.document
        else { return }
        #expect(document.root?.className == "Proto.HeaderView")
        #expect(document.root?.subviews == ["0x7fa4d0dece70"])
        #expect(document.rendered("0x608000687440") == "0x7fa4d0dece70.top == 0x7fa4d0df1370.top + 21")
        #expect(document.rendered("0x608000890860") == "0x7fa4d0df1370.bottom == 0x7fa4d0dece70.bottom + 9")
        let encapsulated = try #require(document.constraint("0x600000a85d70"))
        #expect(encapsulated.identifier == "UIView-Encapsulated-Layout-Height")
        #expect(encapsulated.constant == 2.22507e-308)
        #expect(encapsulated.systemKind == .encapsulatedLayout)
    }

    @Test func accessibilityNamesResolveThroughNamesList() throws {
        guard let named = try Corpus.load("uikit-logs/02-wtf-custom2-named-views-vfl.txt")?.document,
            let truncated = try Corpus.load("uikit-logs/03-wtf-custom3-truncated-names-ellipsis.txt")?.document,
            let spaced = try Corpus.load("uikit-logs/09-wtf-issue1-name-with-space.txt")?.document,
            let only = try Corpus.load("uikit-logs/22-wtf-example2-names-identifier-only.txt")?.document
        else { return }
        #expect(named.view("0x7fa4d0e9e480")?.accessibilityIdentifier == "name_label")
        #expect(named.view("0x7fa4d0e8b450")?.accessibilityIdentifier == "OverViewFactorLabel")
        #expect(named.rendered("0x600000482e90") == "0x7fa4d0e9e480.leading == 0x7fa4d0e8b450.leading")
        #expect(named.rendered("0x600000685780") == "0x7fa4d0e8b8e0.leading == 0x7fa4d0e9e480.leading")
        #expect(truncated.view("0x7fa4d60764b0")?.accessibilityIdentifier == "VeryLargeLabelWithBorder...")
        #expect(truncated.rendered("0x608000880dc0") == "0x7fa4d6079490.bottom == 0x7fa4d60764b0.bottom + 3")
        #expect(truncated.superview(of: "0x7fa4d60764b0") == "0x7fa4d6079490")
        #expect(spaced.view("0x1089a5290")?.accessibilityIdentifier == "progress background")
        #expect(spaced.rendered("0x17468b860") == "0x1089a5290.height == 5")
        #expect(only.rendered("0x134580") == "0x104590.height == 25")
        #expect(only.rendered("0x145cc0") == "0x104590.height >= 50")
    }

    @Test func layoutSupportAndEncapsulatedAutoresizing() throws {
        guard let document = try Corpus.load("uikit-logs/04-wtf-custom4-layoutsupport-autoresizing-3char.txt")?.document
        else { return }
        let top = try #require(document.constraint("0x1272ed5f0"))
        #expect(top.className == "NSAutoresizingMaskLayoutConstraint")
        #expect(top.identifier == "UIView-Encapsulated-Layout-Top")
        // `V:[UIView]-(0)-|` turned round, so the autoresized view comes first.
        #expect(render(top) == "0x128321830.bottom == 0x126963e00.bottom")
        #expect(document.view("0x128321830")?.translatesAutoresizingMaskIntoConstraints == true)
        #expect(document.view("0x128321830")?.autoresizingMask == [])
        #expect(document.rendered("0x1272e5820") == "0x1271a5500.height == 0")
        #expect(document.constraint("0x1272e5820")?.className == "_UILayoutSupportConstraint")
        #expect(document.view("0x1271a5500")?.className == "_UILayoutGuide")
        #expect(document.superview(of: "0x1271a5500") == "0x128321830")
        #expect(document.rendered("0x1272e51f0") == "0x128321830.height == 568")
        #expect(document.rendered("0x128325fd0") == "0x1271a5500.top == 0x126963e00.bottom + 87")
    }

    @Test func autoresizingMasksAndNegativeGaps() throws {
        guard let five = try Corpus.load("uikit-logs/05-wtf-custom5-autoresizing-negative-vfl.txt")?.document,
            let fourteen = try Corpus.load("uikit-logs/14-wtf-issue13-nsspace-autoresizing-mixed-mask.txt")?.document,
            let ten = try Corpus.load("uikit-logs/10-wtf-issue2-postfix-multiplier.txt")?.document
        else { return }
        #expect(five.rendered("0x60000089a130") == "0x7f95000e5ac0.width == 70")
        #expect(five.view("0x7f95000e5ac0")?.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
        #expect(five.view("0x7f95000e5ac0")?.translatesAutoresizingMaskIntoConstraints == true)
        #expect(five.view("0x7f95000e5e50")?.translatesAutoresizingMaskIntoConstraints == false)
        #expect(five.rendered("0x600000898c90") == "0x7f95000e5ac0.trailing == 0x7f95000e5e50.trailing + -2")
        #expect(fourteen.view("0x10f754f20")?.autoresizingMask == [.flexibleWidth, .flexibleTopMargin])
        #expect(fourteen.rendered("0x283c8c8c0") == "0x2826f9880.bottom == 0x10f755100.bottom")
        #expect(fourteen.guide("0x2826f9880")?.kind == .layoutMargins)
        #expect(fourteen.guide("0x2826f9880")?.owner == "0x10f754f20")
        #expect(fourteen.view("0x10f755100")?.text == "Cancel")
        // Without h=/v=, the class alone says autoresizing.
        #expect(ten.constraint("0x181af7c0")?.className == "NSAutoresizingMaskLayoutConstraint")
        #expect(ten.view("0x4dbb090")?.translatesAutoresizingMaskIntoConstraints == true)
        #expect(ten.rendered("0x181cef70") == "0x4db3270.width == 0x4db3270.height * 0.384615")
        #expect(ten.rendered("0x4dc7b00") == "0x4db5710.bottom == 0x4db3270.bottom + 25")
    }

    @Test func multipliersAndRelationsInCellLayout() throws {
        guard let document = try Corpus.load("uikit-logs/06-wtf-custom6-multiplier-tablecell-11.txt")?.document
        else { return }
        #expect(document.rendered("0x6080006968a0") == "0x7f950028efe0.width == 0x7f94fa4d7d10.width * 0.4")
        #expect(document.rendered("0x608000697bb0") == "0x7f950028efe0.width == 0x7f950028efe0.height * 1.574")
        #expect(document.rendered("0x6080006966c0") == "0x7f9500290110.top >= 0x7f95002902c0.bottom + 11")
        #expect(document.rendered("0x608000696990") == "0x7f950028efe0.top == 0x7f950028e5b0.bottom + 7")
        #expect(document.rootID == "0x7f94fa4d7d10")
        #expect(document.view("0x7f94fa4d7d10")?.className == "UITableViewCellContentView")
        #expect(document.constraint("0x608000a99e10")?.constant == 342)
    }

    @Test func listWithoutStateSuffixIsActive() throws {
        guard let document = try Corpus.load("uikit-logs/07-wtf-custom7-no-active-suffix.txt")?.document else { return }
        #expect(document.constraints.allSatisfy { $0.isActive })
        #expect(document.rendered("0x697ca0") == "0x7fd39b20.bottom == 0x7fd382f50.bottom")
        #expect(document.rootID == "window")
        #expect(document.root?.className == "UIWindow")
        #expect(document.root?.subviews == ["0x7fd382f50", "0x7fd39b20"])
    }

    @Test func fullMessageWithBrokenConstraint() throws {
        guard let loaded = try Corpus.load("uikit-logs/08-wtf-custom9-full-log-stackview-alignment.txt") else { return }
        let document = loaded.document
        let conflict = try #require(loaded.recorded.conflicts.first)
        #expect(conflict.broken == "0x7f83b85cf8e0")
        #expect(conflict.constraints.count == 11)
        #expect(conflict.constraints.first == "0x7f83b9a05b10")
        #expect(conflict.line == 2)
        #expect(conflict.logPrefix == nil)
        #expect(document.view("0x7f83b9a05e80")?.text == "Set lunch")
        #expect(document.view("0x7f83b9a06c70")?.text == "Added at 10:26")
        #expect(document.rendered("0x7f83b85cf8e0") == "0x7f83b9a05e80.trailing == 0x7f83b9a06c70.trailing")
        #expect(document.constraint("0x7f83b85cf8e0")?.identifier == "UISV-alignment")
        #expect(document.rendered("0x7f83b9a099d0") == "0x7f83b8171210.leading == 0x7f83b8171010.leading + 15")
        #expect(document.rendered("0x7f83b9b005c0") == "0x7f83b9a05c70.trailing == 0x7f83b9a05e80.trailing")
        // The stack view sits beside the image views in the cell's content view.
        #expect(document.superview(of: "0x7f83b9a05c70") == "0x7f83b8171010")
        #expect(document.superview(of: "0x7f83b9a05e80") == "0x7f83b9a05c70")
        #expect(document.constraint("0x7f83b9a127e0")?.constant == 94.3333)
    }

    @Test func snapKitAndMasonryDescriptions() throws {
        guard let eleven = try Corpus.load("uikit-logs/11-wtf-issue4-snapkit-file-location.txt")?.document,
            let twelve = try Corpus.load("uikit-logs/12-wtf-issue5-snapkit-left-right-margins.txt")?.document,
            let twenty = try Corpus.load("uikit-logs/20-wtf-so45452294-snapkit-minus-constant.txt")?.document,
            let plus = try Corpus.load("uikit-logs/24-wtf-issue16-snapkit-filename-special-chars.txt")?.document,
            let masonry = try Corpus.load("uikit-logs/33-masonry-no-active-suffix-unicode-process.txt")
        else { return }
        #expect(eleven.constraint("0x6000002b2660")?.className == "SnapKit.LayoutConstraint")
        #expect(eleven.rendered("0x6000002b2660") == "0x7ff92c7ec1f0.height >= 44")
        #expect(eleven.view("0x7ff92c7ec1f0")?.className == "NSKVONotifying_LQRoundedCornerView")
        #expect(eleven.rendered("0x6080008a2a60") == "0x7ff92c74c9e0.firstBaseline == 0x7ff92e29e6f0.bottomMargin")
        #expect(twelve.rendered("0x1706b8600") == "0x123ed1070.left == 0x123d8da90.leftMargin")
        #expect(twelve.rendered("0x1706b9260") == "0x123d8e1f0.width == 0x123d8da90.width * 0.25")
        #expect(twelve.guide("0x1743a0620") != nil)
        #expect(twenty.rendered("0x1740b7e20") == "0x103850290.right == 0x10384fed0.right + -13")
        #expect(twenty.view("0x10384fed0")?.className == "ZhiMa_iOS.QuestionDetailHearderView")
        // Its table gives the header its width (`UIView-Encapsulated-Layout-Width`): the root the
        // app's code fills, not a container inside a window the reader adds.
        #expect(twenty.rootID == "0x10384fed0")
        #expect(plus.rendered("0x7feb4e8fa260") == "0x7feb4e8d58b0.leading == 0x7feb50d2aa70.leading + 10")
        #expect(masonry.document.constraint("0x1c40afe40")?.className == "MASLayoutConstraint")
        #expect(masonry.document.rendered("0x1c40afe40") == "0x10940a0f0.right == 0x109409cf0.right + -12")
        #expect(masonry.recorded.conflicts.first?.broken == "0x1c40afe40")
        #expect(masonry.recorded.conflicts.first?.logPrefix == "2018-07-03 08:58:32.876523+0800 同城游[1142:1418156] [LayoutConstraints]")
    }

    @Test func stackViewsGuidesAndSystemSpacing() throws {
        guard let document = try Corpus.load("uikit-logs/13-wtf-issue10-systembaseline-stackview-margins-15.txt")?.document
        else { return }
        let spacing = try #require(document.constraint("0x6000033499e0"))
        #expect(spacing.className == "_UISystemBaselineConstraint")
        #expect(spacing.identifier == "UISV-spacing")
        #expect(render(spacing) == "0x7fa67350bf50.top == 0x7fa67350c680.bottom + 8")
        #expect(document.view("0x7fa67350bf50")?.text == "E-posta adresini mi unutt...")
        let spacer = try #require(document.guide("0x60000284c1e0"))
        #expect(spacer.identifier == "UISV-alignment-spanner")
        #expect(spacer.kind == .custom)
        #expect(spacer.owner == "0x7fa67350c680")
        let margins = try #require(document.guide("0x600002e401c0"))
        #expect(margins.kind == .layoutMargins)
        #expect(margins.owner == "0x7fa67350b050")
        #expect(document.rendered("0x60000346dd10") == "0x600002e401c0.top == 0x7fa67350b050.top + 8")
        #expect(document.rendered("0x6000034679d0") == "0x60000284c1e0.top <= 0x7fa67350cab0.top")
        #expect(document.superview(of: "0x7fa67350c680") == "0x7fa67350c480")
    }

    @Test func leftToRightGuidesAndMangledClasses() throws {
        guard let fifteen = try Corpus.load("uikit-logs/15-wtf-issue18-swift-mangled-class-dollar.txt")?.document,
            let nineteen = try Corpus.load("uikit-logs/19-wtf-so45163786-buttonbar-margins-guide-LTR.txt")?.document,
            let thirtyTwo = try Corpus.load("uikit-logs/32-indented-block-after-tableview-warning-safearea-LTR-12.txt")?.document
        else { return }
        #expect(fifteen.view("0x7fed43476280")?.className == "_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_")
        #expect(fifteen.rendered("0x6000017e8a00") == "0x600000d7ea00.left == 0x7fed434775c0.left + 22")
        #expect(fifteen.rendered("0x6000017e8aa0") == "0x7fed434775c0.right == 0x600000d7ea00.right + 22")
        #expect(fifteen.view("0x7fed2355f060")?.text == "Please keep this key in a...")
        #expect(fifteen.layoutDirection == .leftToRight)
        #expect(nineteen.rendered("0x610000099cd0") == "0x7fb573cebf90.width <= 0")
        #expect(nineteen.guide("0x61000038ce60")?.owner == "0x7fb573cebf90")
        #expect(thirtyTwo.rendered("0x6000010b8dc0") == "0x600000a85340.left == 0x7fa835c1fe40.left")
        #expect(thirtyTwo.rendered("0x6000010bd7c0") == "0x7fa835c1f2c0.leading >= 0x7fa835c1f530.trailing + 30")
        #expect(thirtyTwo.guide("0x600000a85340")?.kind == .safeArea)
        // Pinned inside the content view's safe area by both edges: inside the content view.
        #expect(thirtyTwo.superview(of: "0x7fa835c1f7a0") == "0x7fa835c1fe40")
    }

    @Test func spacingFunctionsWithRelations() throws {
        guard let sixteen = try Corpus.load("uikit-logs/16-wtf-issue20-vfl-ge-anchorspace.txt")?.document,
            let seventeen = try Corpus.load("uikit-logs/17-wtf-papertrail1-safearea-anchorspace-keyboard.txt")?.document
        else { return }
        #expect(sixteen.rendered("0x2828051d0") == "0x111b35c20.top >= 0x111b35a60.top + 8")
        #expect(sixteen.view("0x111b35a60")?.className == "ModuleName.ClassName")
        #expect(seventeen.rendered("0x600002d1f4e0") == "0x7fceff1c07a0.bottom <= 0x60000306d340.bottom + 8")
        #expect(seventeen.guide("0x60000306d340")?.kind == .safeArea)
        #expect(seventeen.guide("0x60000306d340")?.owner == "0x7fcefa227a00")
        #expect(seventeen.rendered("0x600002a87340") == "0x7fcefa227a00.bottom == 0x60000306d340.bottom + 34")
    }

    @Test func apostrophesInLabelText() throws {
        guard let document = try Corpus.load("uikit-logs/18-wtf-papertrail2-apostrophe-in-label-text.txt")?.document
        else { return }
        #expect(document.view("0x7f95b5653eb0")?.text == "YOU'RE OK")
        #expect(document.view("0x7f95b5653310")?.text == "Mate")
        #expect(document.rendered("0x6000037dde00") == "0x7f95b5653eb0.bottom == 0x7f95b56530e0.bottom")
        #expect(document.rendered("0x6000037d49b0") == "0x7f95b56530e0.height == 0x7f95b5653310.height * 0.9")
    }

    @Test func duplicatedEntriesAreKeptOnceWithWarnings() throws {
        guard let loaded = try Corpus.load("uikit-logs/21-wtf-so45474345-tablecell-duplicated-lines.txt") else { return }
        #expect(loaded.warnings.map(\.location) == [.line(12, column: 2), .line(13, column: 2), .line(14, column: 2)])
        #expect(loaded.warnings.first?.message.contains("0x60400048f8c0 is listed twice") == true)
        #expect(loaded.document.rendered("0x60400048f8c0") == "0x7fe16cd5a1d0.top == 0x7fe16cd5cf60.bottom + 8")
        #expect(loaded.document.view("0x7fe16cd5a1d0")?.text == "0")
    }

    @Test func sameNameForTwoViewsIsMatchedByPositionWithAWarning() throws {
        guard let loaded = try Corpus.load("uikit-logs/25-wtf-custom8-two-names-same-identifier.txt") else { return }
        // Not wtfautolayout's X.top == X.bottom + 7 on one view: two views.
        #expect(loaded.document.rendered("0x608000696990") == "0x7f950028efe0.top == 0x7f950028e5b0.bottom + 7")
        #expect(loaded.warnings.count == 1)
        #expect(loaded.warnings.first?.message.contains("'ListViewItemLabel...' stands for 2 views") == true)
    }

    @Test func superviewFromVisualFormatBar() throws {
        guard let document = try Corpus.load("uikit-logs/23-wtf-example3-vfl-superview-button.txt")?.document
        else { return }
        #expect(document.rootID == "0x7fbbf90")
        #expect(document.superview(of: "0x6ce60") == "0x7fbbf90")
        #expect(document.rendered("0x6199000") == "0x7fbbf90.trailing == 0x6ce60.trailing + 15")
    }

    @Test func modernHeaderWithAutoresizingNote() throws {
        guard let loaded = try Corpus.load("uikit-logs/26-constraintsmonitor-readme-autoresizing-multiplier.txt") else { return }
        let conflict = try #require(loaded.recorded.conflicts.first)
        #expect(conflict.broken == "0x600003220a50")
        #expect(conflict.logPrefix == "[LayoutConstraints]")
        #expect(conflict.constraints.count == 6)
        #expect(loaded.document.rendered("0x600003220be0") == "0x7fcdaff03fc0.height == 0x7fcdaff03e10.height * 0.2")
        #expect(loaded.document.rootID == "0x7fcdaff03e10")
        #expect(loaded.document.view("0x7fcdaff03e10")?.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
    }

    @Test func severalMessagesMergeIntoOneDocument() throws {
        guard let loaded = try Corpus.load("uikit-logs/29-multi-message-stream-inputaccessory-temporarylayout-safearea.txt"),
            let two = try Corpus.load("uikit-logs/30-uisv-hiding-nested-stackview-two-messages.txt")
        else { return }
        let conflicts = loaded.recorded.conflicts
        #expect(conflicts.map(\.line) == [6, 25, 42, 62, 82])
        #expect(conflicts.map(\.broken) == ["0x608000089970", "0x608000088ac0", "0x608000089b50", "0x608000088ac0", "0x608000089b50"])
        #expect(conflicts.map(\.constraints.count) == [6, 4, 5, 7, 8])
        #expect(conflicts[0].logPrefix == "2017-12-10 14:43:56.185084-0800 InputAccessoryViewTest[29643:1101268] [LayoutConstraints]")
        // 30 descriptions, 17 distinct addresses.
        #expect(loaded.document.constraints.count == 17)
        #expect(loaded.document.constraint("0x60000008b9f0")?.identifier == "_UITemporaryLayoutWidth")
        #expect(loaded.document.constraint("0x60000008b9f0")?.systemKind == .temporaryLayout)
        #expect(loaded.document.rendered("0x608000089b50") == "0x7ff0fc809800.bottom == 0x7ff0fc40b290.bottom + -5")
        #expect(loaded.document.superview(of: "0x7ff0fc40b080") == "0x7ff0ffb0dcb0")
        #expect(two.recorded.conflicts.map(\.broken) == ["0x618000095a90", "0x610000097a20"])
        #expect(two.document.rendered("0x6080000944b0") == "0x7ffc6de08680.height == 0")
        // The stack's subviews in the order its spacing and canvas connections arrange them.
        #expect(two.document.root?.subviews == ["0x7ffc6df0b170", "0x7ffc6dc088c0", "0x7ffc6dc04350"])
        #expect(two.document.root?.stack == StackProperties(
            axis: .vertical, arrangedSubviews: ["0x7ffc6df0b170", "0x7ffc6dc088c0", "0x7ffc6dc04350"], spacing: 16))
    }

    @Test func headerWithoutTrailerAndTabsAsSpaces() throws {
        guard let loaded = try Corpus.load("uikit-logs/31-uisv-fill-equally-spacing-tabs-as-spaces.txt") else { return }
        #expect(loaded.recorded.conflicts.count == 1)
        #expect(loaded.recorded.conflicts.first?.broken == nil)
        #expect(loaded.recorded.conflicts.first?.constraints.count == 9)
        #expect(loaded.document.rendered("0x600000c77c00") == "0x14bf09cc0.leading == 0x14bf06750.trailing + 2")
    }

    /// A log's `UISV-*` constraints show a stack's arrangement: the axis of its spacing, equal
    /// widths or alignment, the order its gaps put its views in, an agreed spacing, a filled
    /// equally distribution, equal spacing where its gaps are `>=`, the alignment its
    /// alignment constraints tie, a tie to its margins guide; where they show no axis (canvas
    /// connections alone, on the stack's edges either way) or a system spacing, that is left
    /// unknown. The document stays partial: no stack constraint is derived from it.
    @Test func aLogsStackConstraintsShowItsArrangement() throws {
        guard let equal = try Corpus.load("uikit-logs/31-uisv-fill-equally-spacing-tabs-as-spaces.txt")?.document,
            let alignment = try Corpus.load("uikit-logs/08-wtf-custom9-full-log-stackview-alignment.txt")?.document,
            let nested = try Corpus.load("uikit-logs/13-wtf-issue10-systembaseline-stackview-margins-15.txt")?.document,
            let margins = try Corpus.load("uikit-logs/15-wtf-issue18-swift-mangled-class-dollar.txt")?.document,
            let spaced = try Corpus.load("uikit-logs/32-indented-block-after-tableview-warning-safearea-LTR-12.txt")?.document
        else { return }
        // Gaps of at least 30: equal spacing (no gap guide's edge is a center).
        #expect(spaced.view("0x7fa835c08e90")?.stack?.distribution == .equalSpacing)
        #expect(spaced.view("0x7fa835c08e90")?.stack?.spacing == 30)
        // Centers tied across a horizontal stack.
        #expect(nested.view("0x7fa67350c680")?.stack?.alignment == .center)
        // Leading and trailing edges tied: fill.
        #expect(alignment.view("0x7f83b9a05c70")?.stack?.alignment == .fill)
        #expect(equal.view("0x14bf20800")?.stack == StackProperties(
            axis: .horizontal, arrangedSubviews: ["0x14bf07ee0", "0x14bf06750", "0x14bf09cc0", "0x14bf0ed60"],
            distribution: .fillEqually, spacing: 2))
        // Leading edges aligned: the views lie under each other.
        #expect(alignment.view("0x7f83b9a05c70")?.stack?.axis == .vertical)
        // The outer stack's gap is the system's, between a nested stack and a button.
        #expect(nested.view("0x7fa67350c480")?.stack == StackProperties(
            axis: .vertical, arrangedSubviews: ["0x7fa67350c680", "0x7fa67350bf50"]))
        #expect(nested.view("0x7fa67350c680")?.stack?.axis == .horizontal)
        #expect(margins.view("0x7fed434775c0")?.stack?.isLayoutMarginsRelativeArrangement == true)
        #expect(equal.isPartial)
    }

    // MARK: Traces and recursive descriptions

    @Test func iOS7TraceWithBareAmbiguity() throws {
        guard let loaded = try Corpus.load("autolayouttrace/01-ios7-old-format-angle-brackets-table-cells.txt") else { return }
        let document = loaded.document
        #expect(document.root?.className == "UIWindow")
        #expect(document.depth(of: "0x10e45eba0") == 9)
        #expect(document.superview(of: "0x10e464520") == "0x10e45e110")
        #expect(document.view("0x10e45eba0")?.translatesAutoresizingMaskIntoConstraints == false)
        #expect(document.view("0x10e464520")?.translatesAutoresizingMaskIntoConstraints == true)
        #expect(loaded.recorded.ambiguities.map(\.item) == ["0x1093137f0", "0x10e45eba0", "0x10e45ef10", "0x10e459aa0", "0x10e459e10"])
        #expect(loaded.recorded.ambiguities.allSatisfy { $0.attributes.isEmpty })
    }

    @Test func ambiguousVariablesWithIDs() throws {
        guard let three = try Corpus.load("autolayouttrace/03-new-format-ambiguous-for-variables-ids-snip.txt"),
            let six = try Corpus.load("autolayouttrace/06-minX-minY-layoutguides-lldb.txt"),
            let eight = try Corpus.load("autolayouttrace/08-legend-truncated-label-text.txt")
        else { return }
        let container = try #require(three.recorded.ambiguities.first { $0.item == "0x7fc260d04590" })
        #expect(container.attributes == ["minY", "height"])
        #expect(container.variableIDs == [717, 711])
        #expect(container.line == 9)
        #expect(three.document.view("0x7fc260d04590")?.className == "constraints.Container")
        #expect(three.document.superview(of: "0x7fc260c086f0") == "0x7fc26280a400")
        #expect(six.recorded.ambiguities.map(\.attributes) == [["minX", "minY"], ["minY"], ["minY"]])
        #expect(six.document.view("0x7f9481c9e160")?.className == "_UILayoutGuide")
        #expect(eight.document.view("0x7fdb69d00f90")?.text == "Testing out NSLayoutConst...")
        #expect(eight.recorded.ambiguities.first?.attributes == ["minY"])
    }

    @Test func collapsedIndentationAndMissingHostConstraints() throws {
        guard let loaded = try Corpus.load("autolayouttrace/05-missing-host-constraints-collapsed-indent.txt") else { return }
        #expect(loaded.recorded.hostsMissingConstraints == ["0x7f88a8f39fa0"])
        #expect(loaded.document.superview(of: "0x7f88a8f39fa0") == "0x7f88a8f381e0")
        #expect(loaded.document.view("0x7f88a8c98820")?.text == "Archived")
        #expect(loaded.document.depth(of: "0x7f88a8f39fa0") == 8)
    }

    @Test func layoutGuideNodesWithFrames() throws {
        guard let head = try Corpus.load("autolayouttrace/10a-large-ios11-trace-head.txt"),
            let tail = try Corpus.load("autolayouttrace/10b-large-ios11-trace-tail-layoutguide-descriptions-legend.txt")
        else { return }
        let safeArea = try #require(head.document.guide("0x1cc1a2220"))
        #expect(safeArea.kind == .safeArea)
        #expect(safeArea.owner == "0x109512720")
        #expect(safeArea.frame == Rect(x: 0, y: 0, width: 375, height: 596))
        #expect(head.document.view("0x109510b40")?.text == "消息")
        #expect(head.document.view("0x10950fd90")?.translatesAutoresizingMaskIntoConstraints == true)
        let back = try #require(tail.document.guide("0x1d09bd260"))
        #expect(back.identifier == "BackButtonGuide(0x11890ee00)")
        #expect(back.owner == "0x11890ff60")
        let flexible = try #require(tail.recorded.ambiguities.first { $0.item == "0x1d41a86c0" })
        #expect(flexible.attributes == ["minX", "minY", "width", "height"])
        #expect(flexible.variableIDs == [4582, 4583, 4506, 4584])
        #expect(tail.document.view("0x10940a0f0")?.text == " 请输入同城游序号/昵称/手机号")
        // The excerpt starts six levels deep: a synthetic root holds its top-level views.
        #expect(tail.document.root?.subviews == ["0x1090122f0", "0x109513fb0", "0x10940c0b0", "0x10951a6e0", "0x11890f1b0"])
        #expect(tail.warnings.first?.location == .line(16, column: 25))
    }

    @Test func recursiveDescriptionsGiveFramesTextsAndMasks() throws {
        guard let one = try Corpus.load("recursive/01-cycript-keywindow.txt"),
            let three = try Corpus.load("recursive/03-tableview-baseclass-tag-image-suffix.txt"),
            let five = try Corpus.load("recursive/05-multiline-text-breaks-lines.txt")
        else { return }
        let groot = try #require(one.document.view("0x16e8f840"))
        #expect(groot.frame == Rect(x: 0, y: 40, width: 82, height: 20.5))
        #expect(groot.text == "i am groot!")
        #expect(groot.isHidden)
        #expect(groot.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
        #expect(one.document.view("0x16e8fbd0")?.text == "")
        #expect(one.document.rootID == "0x16e82190")
        #expect(three.document.view("0x7486940")?.text == "Texas Hold'em Poker")
        #expect(three.document.view("0x7486540")?.className == "PlayerCell")
        // `baseClass =` names the UIKit class an app's class derives from; UIKit's own classes have none.
        #expect(three.document.view("0x7486540")?.properties.uikitClass == "UITableViewCell")
        #expect(three.document.view("0x7486480")?.properties.uikitClass == nil)
        #expect(five.document.view("0x832f200")?.properties.uikitClass == "UIWebDocumentView")
        #expect(three.document.view("0x7486af0")?.autoresizingMask == [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleBottomMargin])
        #expect(three.document.superview(of: "0x7486af0") == "0x7486480")
        #expect(five.document.view("0x89cf930")?.text == "\n\nSent from my iPhone")
        #expect(five.document.view("0x89cf930")?.frame == Rect(x: 0, y: 132, width: 320, height: 284))
        #expect(five.document.superview(of: "0x832f200") == "0x89cf930")
    }

    /// A walk over `subviews` that prints each view's `description` four spaces deeper than
    /// its superview's has no bars: the spaces give the depth.
    @Test func aRecursiveDescriptionIndentedWithSpacesAloneKeepsItsDepth() throws {
        guard let eight = try Corpus.load("recursive/08-spaces-only-indentation-swift-mangled-cells.txt") else { return }
        let document = eight.document
        #expect(document.rootID == "0x7fdc844057e0")
        #expect(document.root?.subviews == ["0x7fdc84814400"])
        #expect(document.superview(of: "0x7fdc9392b120") == "0x7fdc84814400")
        #expect(document.superview(of: "0x7fdc9392b330") == "0x7fdc9392b5a0")
        #expect(document.superview(of: "0x7fdc86e07f20") == "0x7fdc86e07a70")
        #expect(document.view("0x7fdc84814400")?.subviews.count == 7)
        #expect(document.view("0x7fdc9392b120")?.properties.uikitClass == "UICollectionViewCell")
    }

    /// Cycript prints a trace as a JavaScript string: the engine host's bullet is `\u2022` and
    /// every character past ASCII an escape. The host was skipped (its views hung under the
    /// wrapper) and the labels' texts kept their escapes.
    @Test func aCycriptTraceReadsItsEscapes() throws {
        guard let loaded = try Corpus.load("autolayouttrace/14-cycript-escaped-bullet-unicode-text-whatsapp.txt") else { return }
        let document = loaded.document
        #expect(document.superview(of: "0x104bc2870") == "0x104b158a0")
        #expect(document.superview(of: "0x104b2af00") == "0x104bc2870")
        #expect(document.view("0x104bc2870")?.translatesAutoresizingMaskIntoConstraints == true)
        #expect(document.view("0x106954e10")?.text == "\u{200E}欢迎使用 WhatsApp")
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
    }

    /// A trace from before iOS 13 ends a table's subviews with its two scroll indicators,
    /// plain image views UIKit adds: they are UIKit's, not views the app inserted.
    @Test func aTablesLastImageViewsInATraceAreItsScrollIndicators() throws {
        guard let loaded = try Corpus.load("autolayouttrace/15-chisel-paltrace-table-headers-ios11-scroll-indicators.txt") else { return }
        let document = loaded.document
        #expect(document.kind(of: "0x7fada061f1c0") == .privateView)
        #expect(document.kind(of: "0x7fada061ef90") == .privateView)
        #expect(document.kind(of: "0x7fada085dc00") == .scrollView)
    }

    /// A table's section header is a view the table places, as it places cells, and the app's
    /// views in it stand in the `_UITableViewHeaderFooterContentView` UIKit makes (they were
    /// taken for UIKit's private views, and every printout lost them). Cycript writes the
    /// no-break space of "Apple ID" as JavaScript does, `\xa0`.
    @Test func aTablesHeaderHoldsTheAppsViewsInItsContentView() throws {
        guard let loaded = try Corpus.load("recursive/10-cycript-sheet-table-headers-appleid-latin-escape.txt") else { return }
        let document = loaded.document
        #expect(document.kind(of: "0x107dc4a40") == .headerFooterView)
        #expect(document.kind(of: "0x107dc4c70") == .cellContentView)
        #expect(document.kind(of: "0x107e67860") == .plain)
        #expect(document.view("0x107ecda40")?.text?.hasPrefix("使用Apple\u{A0}ID登录") == true)
        // The description shows 25 characters of a text and "...", and of a shorter one all.
        #expect(document.view("0x107ecda40")?.properties.isTextCut == true)
        #expect(document.view("0x107e7a630")?.properties.isTextCut == nil)
    }

    /// A constraint's description and a trace's line cut a label's text as a view's
    /// description does: 25 characters and "..." (`'E-posta adresini mi unutt...'`).
    @Test func logsAndTracesCutTextsAsDescriptionsDo() throws {
        guard let log = try Corpus.load("uikit-logs/13-wtf-issue10-systembaseline-stackview-margins-15.txt")?.document,
            let trace = try Corpus.load("autolayouttrace/08-legend-truncated-label-text.txt")?.document
        else { return }
        #expect(log.view("0x7fa67350bf50")?.text == "E-posta adresini mi unutt...")
        #expect(log.view("0x7fa67350bf50")?.properties.isTextCut == true)
        #expect(log.views.filter { $0.properties.isTextCut == true }.count == 1)
        #expect(trace.view("0x7fdb69d00f90")?.properties.isTextCut == true)
    }

    /// A description ends at the `>` that matches its `<`, whatever the paste puts after it:
    /// an author's note (`>> effect=none`), Cycript's closing backtick, or `[…]` where an
    /// excerpt cut the rest. Each was taken for a description going on, and swallowed the
    /// next line's view.
    @Test func aDescriptionEndsAtItsClosingBracket() throws {
        guard let notes = try Corpus.load("recursive/11-lldb-ios15-navbar-notes-after-descriptions.txt"),
            let cut = try Corpus.load("recursive/13-apple-tn2239-descriptions-cut-with-ellipsis.txt"),
            let trace = try Corpus.load("autolayouttrace/16-cycript-ios7-trace-closing-backtick.txt")
        else { return }
        #expect(notes.document.superview(of: "0x7fb45700ff30") == "0x7fb45700f790")
        #expect(notes.document.superview(of: "0x7fb4557180d0") == "0x7fb45700fb60")
        #expect(notes.document.view("0x7fb45700f790")?.autoresizingMask == [])
        #expect(cut.document.superview(of: "0x6a117b0") == "0x6a103e0")
        #expect(cut.document.superview(of: "0x6a103e0") == "0x6a107c0")
        #expect(trace.document.superview(of: "0x1625a180") == "0x16259810")
    }

    /// `po controller` prints a view controller's description, `<MFMailComposeViewController:
    /// 0x7ea0420>`: no view, so no synthetic root for it and the view's description beside it.
    /// The captured view is a navigation controller's: its bar is UIKit's, not the controller's
    /// view to print from, and the mail view it holds is MessageUI's own (a `UITransitionView`).
    @Test func aViewControllersDescriptionIsNoView() throws {
        guard let loaded = try Corpus.load("recursive/14-lldb-ios5-mail-compose-controller-then-its-view.txt") else { return }
        let document = loaded.document
        #expect(document.view("0x7ea0420") == nil)
        #expect(document.rootID == "0x8b97e70")
        #expect(loaded.warnings.map(\.message) == ["left out MFMailComposeViewController 0x7ea0420: a view controller's description, not a view's"])
        #expect(document.contentRoot == document.rootID)
    }

    /// Chisel's `presponder` indents a responder chain as a hierarchy: the view first, then
    /// its superviews up to the controller's view, the controller below it. Read turned round,
    /// the controller's view is the root and the sticker the deepest view.
    @Test func aResponderChainIsReadTurnedRound() throws {
        guard let loaded = try Corpus.load("recursive/15-chisel-presponder-responder-chain-controller-below-view.txt") else { return }
        let document = loaded.document
        #expect(document.rootID == "0x13f4981b0")
        #expect(document.subviews(of: "0x13f4981b0") == ["0x13f5b7cf0"])
        #expect(document.superview(of: "0x13fae98a0") == "0x13f8e2600")
        #expect(document.subviews(of: "0x13fae98a0").isEmpty)
        #expect(document.depth(of: "0x13fae98a0") == 7)
        #expect(loaded.warnings.contains { $0.message.hasPrefix("a view controller below a view: this is a responder chain") })
        // A controller beside a hierarchy, not below a view, turns nothing.
        guard let beside = try Corpus.load("recursive/14-lldb-ios5-mail-compose-controller-then-its-view.txt") else { return }
        #expect(!beside.warnings.contains { $0.message.contains("responder chain") })
    }

    /// An excerpt's `...` or `……` line is where lines were left out, so a view after it may
    /// hang under the wrong one: the reader says so, once.
    @Test func anExcerptsElisionIsTold() throws {
        guard let trace = try Corpus.load("autolayouttrace/16-cycript-ios7-trace-closing-backtick.txt"),
            let book = try Corpus.load("recursive/12-book-cycript-mail-lines-wrapped-at-80-columns.txt")
        else { return }
        #expect(trace.warnings.map(\.message) == ["the excerpt leaves lines out here ('...'): a view after it may hang under the wrong one"])
        #expect(book.warnings.map(\.message) == ["the excerpt leaves lines out here ('……'): a view after it may hang under the wrong one"])
        // A closing `...`, after the last view, leaves nothing misplaced.
        guard let chain = try Corpus.load("recursive/15-chisel-presponder-responder-chain-controller-below-view.txt") else { return }
        #expect(!chain.warnings.contains { $0.message.hasPrefix("the excerpt leaves lines out") })
    }

    /// Views listed without indentation (Frida's walk over a window, a description of an array)
    /// are a flat list, not a hierarchy: the warning says so, where one view is indented under
    /// another it says only that several have none above them.
    @Test func aFlatListIsToldFromAnExcerpt() throws {
        let flat = try RecursiveDescriptionReader.read("""
            <UIWindow: 0x10a420f80; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2808496c0>>
            <UITransitionView: 0x10a428df0; frame = (0 0; 375 667); layer = <CALayer: 0x28084b020>>
            <UIView: 0x105e32d00; frame = (0 0; 375 667); layer = <CALayer: 0x2808f3420>>
            """)
        #expect(flat.warnings.map(\.message) == [
            "no view is indented under another: a flat list (an array's description), not a hierarchy, so how the 3 views nest is unknown; a synthetic root holds them",
        ])
        let excerpt = try RecursiveDescriptionReader.read("""
            <UIView: 0x1; frame = (0 0; 375 667); layer = <CALayer: 0x11>>
               | <UIView: 0x2; frame = (0 0; 10 10); layer = <CALayer: 0x12>>
            <UIView: 0x3; frame = (0 0; 375 667); layer = <CALayer: 0x13>>
            <UIView: 0x4; frame = (0 0; 375 667); layer = <CALayer: 0x14>>
            """)
        #expect(excerpt.warnings.map(\.message) == ["0x3 has no view above it in the excerpt, like 0x1 before it; a synthetic root holds them"])
    }

    /// A paste of a hierarchy captured twice (a bar after it is made, then after it appears) is
    /// two layouts, not one merged from both: the second keeps its own frames and subviews.
    @Test func aRootDescribedAgainStartsAnotherCapture() throws {
        guard let bytes = Corpus.bytes("recursive/16-radiant-tap-navbar-two-captures-before-and-after.txt") else { return }
        let input = try DocumentLoader.loadAll(bytes)
        #expect(input.layouts.map(\.id) == ["1", "2"])
        #expect(input.layouts.map(\.name) == ["RTCleanNavigationBar at line 6", "RTCleanNavigationBar at line 11"])
        let captures = input.layouts.map(\.loaded)
        #expect(captures.map(\.document.views.count) == [3, 14])
        #expect(captures.map(\.document.rootID) == ["0x10f90a3b0", "0x10f90a3b0"])
        #expect(captures[0].document.root?.frame == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(captures[1].document.root?.frame == Rect(x: 0, y: 20, width: 320, height: 44))
        #expect(captures[1].document.superview(of: "0x10f92f970") == "0x10f92f2e0")
        #expect(captures[0].warnings.map(\.message).contains(
            "the paste holds 2 hierarchies, from lines 6, 11 (a root described again starts another): each is read as a layout of its own (--layout 1 to 2 picks one)"))
        // A view described alone and then with its subviews (`po view`, then its
        // `recursiveDescription`) is one capture.
        guard let tn = try Corpus.load("recursive/13-apple-tn2239-descriptions-cut-with-ellipsis.txt") else { return }
        #expect(!tn.warnings.contains { $0.message.hasPrefix("the paste holds") })
    }

    /// `po` of a layout guide (https://github.com/Papercloud/KeyboardConstraint/issues/10) prints
    /// its owner inside it: the guide is no view, and a paste holding only it holds none.
    @Test func aLayoutGuidesDescriptionIsNoView() throws {
        let guide = "<UILayoutGuide: 0x6000005acf60 - \"UIViewSafeAreaLayoutGuide\", layoutFrame = {{0, 0}, {375, 690}}, owningView = <UIView: 0x7fb63fc06df0; frame = (0 88; 375 724); autoresize = W+H; layer = <CALayer: 0x600000024b80>>>"
        #expect(throws: InputError.self) { try RecursiveDescriptionReader.read("(lldb) po [self firstItem]\n" + guide) }
        let beside = try RecursiveDescriptionReader.read("""
            <UIView: 0x7fb63fc06df0; frame = (0 88; 375 724); autoresize = W+H; layer = <CALayer: 0x600000024b80>>
            \(guide)
            """)
        #expect(beside.document.views.map(\.id) == ["0x7fb63fc06df0"])
        #expect(beside.warnings.map(\.message) == ["left out UILayoutGuide 0x6000005acf60: a layout guide's description, not a view's"])
    }

    /// A root described without a frame (a private view's description shows none) is laid out
    /// over its subviews: they are not all free in it.
    @Test func aRootWithoutAFrameSpansItsSubviews() throws {
        let loaded = try RecursiveDescriptionReader.read("""
            <UISwipeActionPullView: 0x104495100; cellEdge = UIRectEdgeLeft, actions = <NSArray: 0x282ca7030>>
               | <UISwipeActionStandardButton: 0x1044fdb60; frame = (74 0; 74 48); autoresize = W+H; layer = <CALayer: 0x28222a880>>
               | <UISwipeActionStandardButton: 0x1098c4fb0; frame = (0 0; 74 48); autoresize = W+H; layer = <CALayer: 0x28222a9c0>>
            """)
        #expect(loaded.document.root?.frame == Rect(x: 0, y: 0, width: 148, height: 48))
        #expect(loaded.warnings.map(\.message) == ["0x104495100 is described without a frame: taken as its subviews' extent, (0 0; 148 48)"])
    }

    /// HOURecursiveDescription (its README's example) names each view by the instance
    /// variable that holds it: the name the app's code knows it by. An LLDB prefix is not one.
    @Test func instanceVariableNamesBeforeTheViewsAreTheirNames() throws {
        let loaded = try RecursiveDescriptionReader.read("""
            $3 = 0x08c5d730 'RootViewController:0x757a0b0' <UIView: 0x719ffd0; frame = (0 20; 320 460); autoresize = RM+BM; layer = <CALayer: 0x71a0030>>
            | _subview1 <UIView: 0x719fe90; frame = (96 20; 128 27); autoresize = W+H; layer = <CALayer: 0x719fef0>>
            | _greyBlob <UIView: 0x719ebe0; frame = (46 96; 227 136); autoresize = RM+BM; layer = <CALayer: 0x719aec0>>
            |    | _imageView <UIImageView: 0x8c81490; frame = (101 9; 106 60); autoresize = RM+BM; userInteractionEnabled = NO; layer = <CALayer: 0x8c81560>>-><UIImage: 0x8c827a0 size:{171, 68}>
            """)
        let names = loaded.document.views.map(\.name)
        #expect(names == [nil, "subview1", "greyBlob", "imageView"])
        #expect(loaded.document.superview(of: "0x8c81490") == "0x719ebe0")
    }

    /// Apple's TN2239 cuts each description with `[…]`, once right after a label's text
    /// (`text = 'Test'; […]`): the text ends at its quote there too (the button's title).
    @Test func aTextRightBeforeAnExcerptsCutIsRead() throws {
        guard let tn = try Corpus.load("recursive/13-apple-tn2239-descriptions-cut-with-ellipsis.txt") else { return }
        #expect(tn.document.view("0x6a117b0")?.text == "Test")
    }

    /// A book wrapped the descriptions at 80 columns, inside a key (`frame` / `= (0 0; …`) or
    /// after one (`gestureRecognizers =` / `<NSArray: 0x…>`): a line that goes on with an open
    /// description is part of it, even when it holds a `<Class: 0x`.
    @Test func aDescriptionWrappedByThePageIsReadWhole() throws {
        guard let book = try Corpus.load("recursive/12-book-cycript-mail-lines-wrapped-at-80-columns.txt") else { return }
        let document = book.document
        #expect(document.view("0x14506f70")?.frame == Rect(x: 0, y: 0, width: 320, height: 568))
        #expect(document.view("0x14506f70")?.isHidden == true)
        #expect(document.view("0x146e6180")?.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(document.superview(of: "0x146bfa90") == "0x146e1af0")
        #expect(!document.views.contains { $0.className == "NSArray" || $0.className == "CALayer" })
    }

    /// A console paste holding the run's trace and then a conflict message: the log's views
    /// stand where the trace shows them (the button in its stack view, which the log names only
    /// as the `|` of a canvas connection), and the trace's marks are kept beside the message.
    @Test func aTraceBesideALogPlacesTheLogsViews() throws {
        guard let loaded = try Corpus.load("other/06-trace-then-conflict-log-in-one-paste.txt") else { return }
        let document = loaded.document
        #expect(document.superview(of: "0x7fadcb02e420") == "0x7fadcb044f10")
        #expect(document.view("0x7fadcb044f10")?.className == "UIStackView")
        #expect(document.superview(of: "0x7fadcb044f10") == "0x7fadca02b800")
        #expect(document.constraints.map(\.id) == ["0x600001691950", "0x6000016b1590"])
        #expect(loaded.recorded.conflicts.first?.broken == "0x600001691950")
        #expect(loaded.recorded.ambiguities.map(\.item) == ["0x600000ab4960", "0x600000ab4870"])
        #expect(loaded.warnings.contains { $0.severity == .note && $0.message.contains("holds _autolayoutTrace output (lines 2–51)") })
        #expect(document.views.allSatisfy { $0.frame == nil } && document.guides.allSatisfy { $0.frame == nil })
        // The navigation bar the trace prints under a name with spaces holds its bar's views.
        #expect(document.view("0x7fadc940fa10")?.className == "Dynamic Stack View")
        #expect(document.superview(of: "0x7fadc9410310") == "0x7fadc940fa10")
    }

    /// A trace of another run shares no address with the log: joining them would put the
    /// log's views anywhere, so the log is read alone and the user told.
    @Test func aTraceOfAnotherRunIsLeftOut() throws {
        guard let trace = Corpus.bytes("autolayouttrace/06-minX-minY-layoutguides-lldb.txt"),
            let log = Corpus.bytes("uikit-logs/02-wtf-custom2-named-views-vfl.txt"),
            let alone = try Corpus.load("uikit-logs/02-wtf-custom2-named-views-vfl.txt")
        else { return }
        let loaded = try DocumentLoader.load(trace + log)
        #expect(loaded.format == .uikitLog)
        #expect(loaded.document.views.map(\.id) == alone.document.views.map(\.id))
        #expect(loaded.recorded.ambiguities.isEmpty)
        #expect(loaded.warnings.contains { $0.severity == .warning && $0.message.contains("none of its views is in the log's constraints") })
    }

    /// A book that wrapped each node's `- AMBIGUOUS LAYOUT` onto the next line, and a stack
    /// view's gap guide written out whole (`<_UIOLAGapGuide: 0x… - "UISV-distributing", …>`):
    /// both were skipped as lines that are not trace nodes.
    @Test func wrappedAmbiguityAndAStackGapGuideAreRead() throws {
        guard let wrapped = try Corpus.load("autolayouttrace/12-book-wrapped-ambiguous-continuation-lines.txt"),
            let gap = try Corpus.load("autolayouttrace/13-stack-gap-guide-description-ambiguous.txt")
        else { return }
        #expect(wrapped.document.view("0x7fc5a3b21be0")?.text == "E-mail address")
        #expect(wrapped.recorded.ambiguities.map(\.item) == ["0x7fc5a3b21be0", "0x7fc5a3b24240"])
        #expect(wrapped.recorded.ambiguities.map(\.attributes) == [["width"], ["width"]])
        let guide = try #require(gap.document.guides.first)
        #expect(guide.id == "0x7fb22c31f6d0")
        #expect(guide.identifier == "UISV-distributing")
        #expect(guide.owner == "0x7fb22b2e58b0")
        #expect(gap.recorded.ambiguities.map(\.attributes) == [["minX", "width"]])
    }

    /// A page that joined a paste's lines holds every view on one line, each after its group
    /// of bars (`| |` or `||`): read apart, at the depth its bars give, and said.
    @Test func aRecursiveDescriptionJoinedOnOneLineIsReadApart() throws {
        guard let nine = try Corpus.load("recursive/09-joined-on-one-line-bars-without-spaces.txt") else { return }
        let document = nine.document
        #expect(document.root?.subviews == ["0x78f90b70", "0x78e6a050", "0x78f90030"])
        #expect(document.superview(of: "0x78f7dae0") == "0x78f90030")
        #expect(document.superview(of: "0x78eb6e20") == "0x78f7dae0")
        #expect(document.view("0x78f7dae0")?.frame == Rect(x: 230, y: 3, width: 22, height: 22))
        #expect(nine.warnings.map(\.message) == ["view descriptions run on in one line (a paste that lost its line breaks); read apart at each '| <'"])
        #expect(nine.warnings.first?.location == .line(2, column: 1))
    }

    /// A frame a paste damaged, and a last line cut short, are said where they are; the
    /// views are kept (the first without a frame).
    @Test func aDamagedRecursiveDescriptionIsToldWhere() throws {
        let whole = try String(contentsOfFile: Repository.path("Tests/Fixtures/Corpus/recursive/01-cycript-keywindow.txt"), encoding: .utf8)
        let damaged = whole.replacingOccurrences(of: "frame = (0 40; 82 20.5)", with: "frame = (0 40; 82 abc)")
        #expect(damaged != whole)
        let frame = try DocumentLoader.load(Array(damaged.utf8))
        #expect(frame.document.view("0x16e8f840")?.frame == nil)
        #expect(frame.warnings.map(\.message) == ["the frame of 0x16e8f840 does not read as frame = (x y; width height); the view is read without one"])
        let lines = whole.split(separator: "\n", omittingEmptySubsequences: false)
        let last = try #require(lines.lastIndex { $0.contains("<UI") })
        let cut = (lines[..<last] + [lines[last].prefix(60)]).joined(separator: "\n")
        let truncated = try DocumentLoader.load(Array(cut.utf8))
        #expect(truncated.warnings.contains { $0.message.hasPrefix("the last view description is cut off") && $0.location == .line(last + 1, column: 11) }, "\(truncated.warnings)")
    }

    /// Swift's `print` of an optional view wraps its description in `Optional(…)`: the `)`
    /// closes nothing the reader must warn about. The line is a blog post's (a GitHub Jekyll
    /// source, `print(viewTwo.superview)`; find_string id 52034352597).
    @Test func aSwiftOptionalAroundADescriptionIsNotACutPaste() throws {
        let printed = "Optional(<UIView: 0x7ffde0500250; frame = (0 0; 0 0); tag = 1; layer = <CALayer: 0x6080000273c0>>)\n"
        let loaded = try DocumentLoader.load(Array(printed.utf8))
        #expect(loaded.format == .recursiveDescription)
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        #expect(loaded.document.view("0x7ffde0500250")?.frame == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    // MARK: Other dumps

    @Test func otherConstraintDumps() throws {
        guard let swiftArray = try Corpus.load("other/01-swift-print-constraints-array-single-line.txt")?.document,
            let register = try Corpus.load("other/03-po-register-in-UIViewAlertForUnsatisfiableConstraints-breakpoint.txt")?.document,
            let appKit = try Corpus.load("other/04-appkit-constraintsAffectingLayout-priority500-hug-compression.txt")?.document,
            let inactive = try Corpus.load("other/05-related-view-hierarchy-not-prepared-inactive.txt")?.document
        else { return }
        #expect(swiftArray.rendered("0x600002bf5e50") == "0x7f96dc709170.trailing == 0x7f96db028c00.trailingMargin")
        #expect(register.rendered("0x60000028f3c0") == "0x7f910ec003d0.width == 100")
        #expect(register.constraint("0x60000028f3c0")?.className == "NSAutoresizingMaskLayoutConstraint")
        #expect(appKit.rendered("0x608000084c90") == "0x6080001a23e0.height == 44 @500")
        #expect(appKit.constraint("0x6200000a6b40")?.className == "NSContentSizeLayoutConstraint")
        #expect(appKit.view("0x103428b00")?.contentHuggingPriority.vertical == 750)
        #expect(appKit.view("0x1034298f0")?.accessibilityIdentifier == "multilineLabel")
        #expect(appKit.rendered("0x60800008b770") == "0x608000183260.bottom == 0x6080001a2060.bottom + -1")
        #expect(inactive.rendered("0x600002ac20d0") == "0x7fe42fc20660.width == 0x7fe42fc20080.width inactive")
        #expect(inactive.view("0x7fe42fc20080")?.text == "카카오 유저 정보")
    }
}

/// Damaged copies of every UIKit text capture of the corpus: cut anywhere, or with a stretch removed, each
/// still reads (perhaps with warnings) or fails with located errors; nothing traps.
@Suite struct UIKitTextDamageTests {
    static let files = ["uikit-logs", "autolayouttrace", "recursive", "other"].flatMap { Corpus.files(in: $0) }

    @Test(arguments: files)
    func cutAndPunchedCopiesNeverTrap(_ file: String) throws {
        guard let bytes = Corpus.bytes(file) else { return }
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        let step = max(1, scalars.count / 12)
        var read = 0
        for cut in stride(from: 0, to: scalars.count, by: step) {
            for damaged in [Array(scalars[..<cut]), Array(scalars[..<cut] + scalars[min(scalars.count, cut + 7)...])] {
                var text = String.UnicodeScalarView()
                text.append(contentsOf: damaged)
                do {
                    let loaded = try DocumentLoader.load(Array(String(text).utf8))
                    #expect(loaded.document.view(loaded.document.rootID) != nil)
                    read += 1
                } catch {
                    #expect(!error.diagnostics.isEmpty)
                }
            }
        }
        #expect(read > 0)
    }
}
