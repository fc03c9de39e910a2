import Foundation
import LayoutModel
@testable import Readers
import Testing
import TestSupport

/// A line in the plain form is read from its bytes, past the scanner and the general parser:
/// whatever it accepts, the general path must read the same (one description, at the same
/// place, the same constraint), on every line of the repository's logs and on each spelling
/// the form allows; what it declines, the general path reads as before.
@Suite struct PlainDescriptionLineTests {
    /// What the general path finds in a cleaned line: its one description, read (`nil` when
    /// it finds another number of them, or cannot read it).
    func general(_ text: String) -> (constraint: LoggedConstraint, start: Int)? {
        let found = ConflictLogScanner.ScannedText(text).found
        guard found.count == 1, let scalars = found[0].scalars,
            let constraint = try? ConstraintDescriptionParser.parse(scalars: scalars)
        else { return nil }
        return (constraint, found[0].start)
    }

    /// Checks one line; whether the plain form took it.
    @discardableResult
    func agrees(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        var read: [LoggedConstraint?] = []
        guard let start = PlainDescriptionLine.read(text, into: &read) else { return false }
        let general = general(text)
        #expect(read.count == 1)
        #expect(general?.constraint == read.first ?? nil, "\(text)", sourceLocation: sourceLocation)
        #expect(general?.start == start, "\(text)", sourceLocation: sourceLocation)
        // Nothing the envelope reads: the scanner would take the line for a description list's entry.
        let line = PasteRepair.Line(number: 1, text: text, column: 1)
        #expect(ConflictLogScanner.splittingFlattenedMessage(line) == nil, sourceLocation: sourceLocation)
        #expect(!text.contains(ConflictLogScanner.header) && !text.contains(ConflictLogScanner.breaking))
        return true
    }

    @Test func everyLineOfTheRepositorysLogsThatThePlainFormTakesReadsAsTheGeneralPathReadsIt() throws {
        var taken = 0
        var lines = 0
        for folder in ["Tests/Fixtures/Corpus/uikit-logs", "Tests/Fixtures/Corpus/other", "Examples"] {
            let url = Repository.url(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
            where name.hasSuffix(".log") || name.hasSuffix(".txt") {
                let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
                var repair = PasteRepair()
                repair.forEachLine(of: text) { line in
                    lines += 1
                    if agrees(line.text) { taken += 1 }
                    return true
                }
            }
        }
        // The form is the common one: most of these logs' descriptions are in it.
        #expect(lines > 500)
        #expect(taken > 80, "the plain form took \(taken) of \(lines) lines")
    }

    @Test func eachSpellingTheFormAllowsIsTakenAndAgrees() {
        let lines = [
            #""<NSLayoutConstraint:0x600001e77d90 UIButton:0x7f9a77b3cd20.height == 25   (active)>","#,
            #""<NSLayoutConstraint:0x600001e77d90 UIButton:0x7f9a77b3cd20.height == 25   (active)>""#,
            "<NSLayoutConstraint:0x600001e77d90 UIButton:0x7f9a77b3cd20.height == 25   (active)>",
            #""<NSAutoresizingMaskLayoutConstraint:0x6000 h=--& v=-&- UIView:0x7f01.minX == 0   (active)>","#,
            #""<NSLayoutConstraint:0x60a 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f1.height == 44   (active)>","#,
            #""<NSLayoutConstraint:0x60b UILabel:0x7f2'Set lunch'.leading == UIView:0x7f3.leadingMargin + 8   (active)>","#,
            #""<NSLayoutConstraint:0x60c UILabel:0x7f2'Café'.trailing <= UILayoutGuide:0x7f4'UIViewLayoutMarginsGuide'.trailing - 20.5   (inactive)>","#,
            #""<NSLayoutConstraint:0x60d _UILayoutSpacer:0x7f5'UISV-alignment-spanner'.top >= -3   (active)>","#,
            "<_UISystemBaselineConstraint:0x60e UIView:0x7F6.lastBaseline == UIView:0x7f7.firstBaseline + 0.5\t (active)>",
            #""<NSLayoutConstraint:0x60f MyApp.CardView:0x7f8.width == 0   (active)>","#,
        ]
        for line in lines {
            #expect(agrees(line), "not taken: \(line)")
        }
    }

    /// Everything the general path reads in another way, or refuses, is left to it.
    @Test func whatTheGeneralPathReadsOtherwiseIsDeclined() {
        let lines = [
            // names:, multipliers, priorities, visual formats, no state (iOS 9 and before)
            #""<NSLayoutConstraint:0x60a H:|-(5)-[UITextField:0x7ff]   (active, names: '|':UIView:0x7fe )>","#,
            #""<NSLayoutConstraint:0x60b UIImageView:0x7f9.height == 0.9*UILabel:0x7f8.height   (active)>","#,
            #""<NSLayoutConstraint:0x60c UIImageView:0x7f9.width == UIImageView:0x7f9.height * 0.384615   (active)>","#,
            #""<NSLayoutConstraint:0x60d UIView:0x7f9.height == 44 @750   (active)>","#,
            #""<NSLayoutConstraint:0x4dc7b00 UIView:0x4db5710.bottom == UIImageView:0x4db3270.bottom + 25>","#,
            // escapes, a label holding a quote, a label cut to "...", a name in place of a class
            #""<NSLayoutConstraint:0x60e UILabel:0x7f2'Don\U2019t'.top == UIView:0x7f3.top   (active)>","#,
            #""<NSLayoutConstraint:0x60f UILabel:0x7f2'YOU'RE OK'.top == UIView:0x7f3.top   (active)>","#,
            #""<NSLayoutConstraint:0x610 Cell...:0x7f2.top == UIView:0x7f3.top   (active)>","#,
            #""<NSLayoutConstraint:0x611 name-label:0x7f2.top == UIView:0x7f3.top   (active)>","#,
            // spacing, a glued sign, a system spacing, an engine variable id, a lone '='
            #""<NSLayoutConstraint:0x612 UIView:0x7f2.top == UIView:0x7f3.top+8   (active)>","#,
            #""<NSLayoutConstraint:0x613 UIView:0x7f2.top == UIView:0x7f3.bottom + NSSpace(8)   (active)>","#,
            #""<NSLayoutConstraint:0x614 UITableView:0x7f2.contentHeight{id: 178} == 10   (active)>","#,
            #""<NSLayoutConstraint:0x615 UIView:0x7f2.top = UIView:0x7f3.top   (active)>","#,
            // an address the scanner does not start at, a number out of range, an exponent
            #""<NSLayoutConstraint:0X616 UIView:0x7f2.top == UIView:0x7f3.top   (active)>","#,
            #""<NSLayoutConstraint:0x617 UIView:0x7f2.width == 20000000   (active)>","#,
            #""<NSLayoutConstraint:0x618 UIView:0x7f2.width == 1e3   (active)>","#,
            // a tab before the state, text after the description, two descriptions, a cut one
            "\"<NSLayoutConstraint:0x619 UIView:0x7f2.width == 10\t(active)>\",",
            #""<NSLayoutConstraint:0x61a UIView:0x7f2.width == 10   (active)>", and more"#,
            #"<NSLayoutConstraint:0x61b UIView:0x7f2.width == 10   (active)>, <NSLayoutConstraint:0x61c UIView:0x7f2.width == 11   (active)>"#,
            #""<NSLayoutConstraint:0x61d UIView:0x7f2.width == 10   (act"#,
            // an unknown attribute, a mask that is not one, a class that is no constraint's
            #""<NSLayoutConstraint:0x61e UIView:0x7f2.widthish == 10   (active)>","#,
            #""<NSLayoutConstraint:0x61f h=-- UIView:0x7f2.width == 10   (active)>","#,
            #""<NSLayoutDimension:0x620 UIView:0x7f2.width == 10   (active)>","#,
        ]
        for line in lines {
            var read: [LoggedConstraint?] = []
            #expect(PlainDescriptionLine.read(line, into: &read) == nil && read.isEmpty, "taken: \(line)")
        }
    }

    /// Lines near the form, each a few scalars away from one of these spellings: every one the
    /// plain form takes must read as the general path reads it. (The mutations found three
    /// places where the two differed at first: a tab after an identifier or a sign, and an
    /// item's `0X`.)
    @Test func linesAFewEditsFromTheFormReadAsTheGeneralPathReadsThem() {
        let seeds = [
            #""<NSLayoutConstraint:0x600001e77d90 UIButton:0x7f9a77b3cd20.height == 25   (active)>","#,
            #""<NSAutoresizingMaskLayoutConstraint:0x6000 h=--& v=-&- UIView:0x7f01.minX == 0   (active)>","#,
            #""<NSLayoutConstraint:0x60a 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f1.height == 44   (active)>","#,
            #""<NSLayoutConstraint:0x60b UILabel:0x7f2'Set lunch'.leading == UIView:0x7f3.leadingMargin + 8   (active)>","#,
            #""<NSLayoutConstraint:0x60c UILabel:0x7f2'Cafe'.trailing <= UILayoutGuide:0x7f4'UIViewLayoutMarginsGuide'.trailing - 20.5   (inactive)>","#,
            #"<NSLayoutConstraint:0x60d _UILayoutSpacer:0x7f5'UISV-alignment-spanner'.top >= -3   (active)>"#,
            #""<NSLayoutConstraint:0x60a H:|-(5)-[UITextField:0x7ff]   (active, names: '|':UIView:0x7fe )>","#,
            #""<NSLayoutConstraint:0x60b UIImageView:0x7f9.height == 0.9*UILabel:0x7f8.height   (active)>","#,
            #""<NSLayoutConstraint:0x60d UIView:0x7f9.height == 44 @750   (active)>","#,
            #""<NSLayoutConstraint:0x60f UILabel:0x7f2'YOU'RE OK'.top == UIView:0x7f3.top   (active)>","#,
            #""<NSLayoutConstraint:0x613 UIView:0x7f2.top == UIView:0x7f3.bottom + NSSpace(8)   (active)>","#,
            #""<NSLayoutConstraint:0x60e name_label:0x7f2.top == UIView:0x7f3.top   (active, names: name_label:0x7f2 )>","#,
        ].map { Array($0.unicodeScalars) }
        let marks = Array(" \t'\".:-+=<>()0123456789xXabhv&@*,|[]{}\\eE_$".unicodeScalars)
        var random = SplitMix64(seed: 36)
        var taken = 0
        for _ in 0..<40_000 {
            var scalars = seeds[random.below(seeds.count)]
            for _ in 0...random.below(3) where !scalars.isEmpty {
                let index = random.below(scalars.count)
                switch random.below(3) {
                case 0: scalars.remove(at: index)
                case 1: scalars.insert(marks[random.below(marks.count)], at: index)
                default: scalars[index] = marks[random.below(marks.count)]
                }
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            if agrees(text) { taken += 1 }
        }
        #expect(taken > 1_000, "the plain form took \(taken) lines")
    }
}
