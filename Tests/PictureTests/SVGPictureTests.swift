import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutModel
import Picture
import Readers
import Testing
import TestSupport

/// The SVG picture: each view a rectangle at its solved frame, each finding drawn on it.
@Suite struct SVGPictureTests {
    @Test func eachViewIsARectangleAtItsSolvedFrame() {
        let svg = Drawn.svg(SmallLayouts.misplaced, input: "misplaced.json")
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="656.8" height="512" viewBox="-16 -16 656.8 512""#))
        #expect(svg.contains("  <title>misplaced.json</title>\n"))
        #expect(svg.contains("""
              <g class="view" data-id="card" data-name="card">
                <title>card (UIView) (20, 40, 100, 50)</title>
                <rect x="20" y="40" width="100" height="50" fill="#3b6fb6" fill-opacity="0.05" stroke="#3b6fb6"/>
            """))
        #expect(svg.contains(#"<rect x="0" y="0" width="320" height="480""#))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func theSVGIsWellFormedXML() {
        for loaded in [SmallLayouts.clean, SmallLayouts.conflict, SmallLayouts.ambiguous, SmallLayouts.misplaced] {
            let parser = XMLParser(data: Data(Drawn.svg(loaded).utf8))
            #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        }
    }

    @Test func aConflictsMembersAreDrawnInItsColorTheBrokenOneDashed() {
        let svg = Drawn.svg(SmallLayouts.conflict)
        let color = SVGPicture.color(ofConflict: 1)
        #expect(color == "#d62728")
        #expect(svg.contains(#"<g class="constraint conflict" data-id="narrow" data-conflict="1" stroke="\#(color)" fill="none" stroke-width="1.5">"#))
        #expect(svg.contains(#"<g class="constraint conflict broken" data-id="wide" data-conflict="1" stroke="\#(color)" fill="none" stroke-width="1.5" stroke-dasharray="5 3">"#))
        #expect(svg.contains("<title>1. card.width == 200, conflict 1 (broken)</title>"))
        // The width is measured along the card: from its left edge to its right edge.
        #expect(svg.contains(#"<line x1="20" y1="85" x2="120" y2="85"/>"#))
        #expect(svg.contains(">card.width == 200  (broken)</text>"))
    }

    @Test func anAmbiguousItemIsHatchedWithArrowsAlongItsFreeAxes() {
        let svg = Drawn.svg(SmallLayouts.ambiguous)
        #expect(svg.contains(#"<pattern id="ambiguous-hatch""#))
        #expect(svg.contains(##"<g class="ambiguous" data-id="badge" fill="#d08c00" stroke="#d08c00">"##))
        #expect(svg.contains(#"<rect x="0" y="0" width="24" height="24" fill="url(#ambiguous-hatch)" stroke-width="1.5"/>"#))
        #expect(svg.contains(#"<line x1="2" y1="12" x2="22" y2="12" stroke-width="1.5"/>"#))
        #expect(svg.contains(#"<line x1="12" y1="4" x2="12" y2="20" stroke-width="1.5"/>"#))
        #expect(svg.contains(">badge free: minX, minY</text>"))
    }

    /// A name too long for its frame goes beside it only over the views that hold it: beside
    /// the avatar it would stand in the name stack's outline and read as that stack's, so it
    /// is cut inside the avatar; a tag's name may stand below it, in the row that holds it.
    @Test func aNameBesideItsItemStandsInNoOtherItemsFrame() throws {
        func svg(_ example: String) throws -> String {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Repository.path("Examples/\(example)"))))
            return Drawn.svg(try DocumentLoader.load(bytes))
        }
        let cell = try svg("contact-cell.json")
        #expect(cell.contains(##"<text x="23" y="36" font-size="11" fill="#3b6fb6">avat…</text>"##))
        #expect(!cell.contains(">avatarImageView</text>"))
        #expect(cell.contains(">nameLabel</text>") && cell.contains(">detailLabel</text>"))
        let row = try svg("tag-row-ambiguous.json")
        #expect(row.contains(">swift…</text>"))
        #expect(row.contains(">designLabel</text>"))
    }

    /// A row of tags placed from its first: the first is hatched, the two placed from it are
    /// outlined as moving with it, and the legend says so.
    @Test func whatMovesWithAnAmbiguousItemIsOutlined() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Repository.path("Examples/tag-row-ambiguous.json"))))
        let svg = Drawn.svg(try DocumentLoader.load(bytes))
        #expect(svg.contains(##"<g class="ambiguous" data-id="0x7b1000021000" fill="#d08c00" stroke="#d08c00">"##))
        for mover in ["0x7b1000022000", "0x7b1000023000"] {
            #expect(svg.contains(#"<g class="ambiguous moves-with" data-id="\#(mover)" data-moves-with="0x7b1000021000">"#))
        }
        #expect(svg.contains(##"<rect x="60" y="16" width="52" height="21" fill="none" stroke="#d08c00" stroke-width="1.5" stroke-dasharray="4 2"/>"##))
        #expect(svg.contains(">ambiguous (hatched; arrows: free; dashed: moves with it)</text>"))
        #expect(svg.contains(">swiftLabel free: minX; designLabel and layoutLabel move with it</text>"))
    }

    @Test func aMisplacedViewsRecordedFrameIsDashedBesideTheSolvedOne() {
        let svg = Drawn.svg(SmallLayouts.misplaced)
        #expect(svg.contains("""
              <g class="misplaced" data-id="card">
                <title>card: recorded (0, 0, 100, 50), solved (20, 40, 100, 50)</title>
                <rect x="0" y="0" width="100" height="50" fill="none" stroke="#7a7a7a" stroke-dasharray="2 2"/>
            """))
    }

    /// Xcode 8.0 saved no frame for a label placed by constraints: its size is unknown, solved
    /// as 0. The picture rings where it is and says so, rather than leave a dot.
    @Test func aViewWhoseContentWasNotMeasuredIsRingedAndListed() throws {
        let loaded = try #require(try Drawn.interfaceBuilder("xcode8-no-subview-frames.xib"))
        let svg = Drawn.svg(loaded)
        #expect(svg.contains("""
              <g class="view" data-id="Lbl-01-aaa" data-name="croppingLabel">
                <title>croppingLabel (UILabel) (25, 48, 0, 0), its content&apos;s size unknown (drawn as 0)</title>
            """))
        #expect(svg.contains(##"<circle cx="25" cy="48" r="5" fill="none" stroke="#8d6e63" stroke-dasharray="2 2"/>"##))
        #expect(svg.contains(">content not measured (ringed): these sides drawn as 0</text>"))
        #expect(svg.contains(">navigationBar: height</text>"))
        #expect(svg.contains(">croppingLabel: width, height</text>"))
        // A view with a recorded size is drawn as before.
        #expect(!Drawn.svg(SmallLayouts.clean).contains("<circle"))
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse())
    }

    @Test func theLegendOfACleanLayoutSaysSo() {
        let svg = Drawn.svg(SmallLayouts.clean)
        #expect(svg.contains(">no conflicts, no ambiguity</text>"))
        #expect(!svg.contains("class=\"constraint"))
        #expect(!svg.contains("class=\"ambiguous\""))
    }
}
