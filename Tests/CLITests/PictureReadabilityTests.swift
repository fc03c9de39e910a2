import Foundation
import Readers
import Testing
import TestSupport

/// Pictures a person can read at a glance: a constraint drawn once with one number however
/// many conflicts list it, names that never sit on one another, no text too small to read.
@Suite struct PictureReadabilityTests {
    static let manyConflicts = [
        "Tests/Fixtures/Corpus/uikit-logs/21-wtf-so45474345-tablecell-duplicated-lines.txt",
        "Tests/Fixtures/Corpus/uikit-logs/29-multi-message-stream-inputaccessory-temporarylayout-safearea.txt",
    ]
    static let storyboard = "Tests/Fixtures/Corpus/interface-builder/22-vfj-tanaka-SampleUI-Main.storyboard"

    static func svg(_ arguments: [String]) throws -> ParsedXML.Element {
        let drawn = try CLI.run(["draw"] + arguments)
        return try #require(ParsedXML.parse(drawn.stdout).document.root)
    }

    /// The constraints drawn in the picture itself (not its legend).
    static func drawnConstraints(_ svg: ParsedXML.Element) -> [ParsedXML.Element] {
        let legend = svg.all.first { $0.hasClass("legend") }
        let inLegend = Set((legend?.all ?? []).map { ObjectIdentifier($0) })
        return svg.all.filter { $0.hasClass("constraint") && !inLegend.contains(ObjectIdentifier($0)) }
    }

    @Test(arguments: manyConflicts)
    func aConstraintInSeveralConflictsIsDrawnOnceWithOneNumber(input: String) throws {
        let svg = try Self.svg([input])
        let report = try JSONParser.parse(Array(try CLI.run(["check", "--format", "json", input]).stdout.utf8))
        guard case let .array(conflicts)? = report["conflicts"] else {
            Issue.record("no conflicts")
            return
        }
        var memberships: [String: [String]] = [:]
        for (number, conflict) in conflicts.enumerated() {
            guard case let .array(members)? = conflict["constraints"], case let .array(implicit)? = conflict["implicit"] else { continue }
            for case let .string(reference) in members + implicit { memberships[reference, default: []].append(String(number + 1)) }
        }
        #expect(memberships.values.contains { $0.count > 1 }, "the input has constraints shared by conflicts")
        let drawn = Self.drawnConstraints(svg)
        let ids = drawn.compactMap { $0.attributes["data-id"] }
        #expect(ids.count == Set(ids).count, "each constraint drawn once")
        #expect(Set(ids) == Set(memberships.keys))
        var numbers: [String: String] = [:]
        for element in drawn {
            let id = element.attributes["data-id"] ?? ""
            #expect(element.attributes["data-conflict"] == memberships[id]?.joined(separator: " "), "\(id) names its conflicts")
            numbers[id] = element.all.first { $0.name == "text" }?.allText
        }
        #expect(Set(numbers.values).count == numbers.count, "one number per constraint")
        // The legend's row for each constraint has the picture's number and conflicts.
        let legend = try #require(svg.all.first { $0.hasClass("legend") })
        #expect(legend.all.filter { $0.name == "circle" }.count == numbers.count, "one legend row per constraint")
        for element in drawn {
            let title = element.child("title")?.allText
            let row = legend.all.first { $0.attributes["data-id"] == element.attributes["data-id"] && $0.child("title") != nil }
            #expect(title != nil && row?.child("title")?.allText == title, "\(title ?? "")")
            #expect(title?.hasPrefix((numbers[element.attributes["data-id"] ?? ""] ?? "?") + ". ") == true)
        }
    }

    @Test func namesOnAStoryboardNeverSitOnOneAnother() throws {
        let svg = try Self.svg([Self.storyboard])
        let names = svg.all.filter { $0.name == "text" && !Self.isInLegend($0, svg) && $0.attributes["font-size"] != nil }
        #expect(names.count > 20)
        let boxes = names.map(Self.box)
        for (i, a) in boxes.enumerated() {
            for (j, b) in boxes.enumerated() where j > i {
                let apart = a.maxX <= b.x || b.maxX <= a.x || a.maxY <= b.y || b.maxY <= a.y
                #expect(apart, "'\(names[i].allText)' and '\(names[j].allText)' overlap")
            }
        }
        // Every view is named somewhere on the picture, whole: beside it when it is too small.
        let views = svg.all.filter { $0.hasClass("view") }.compactMap { $0.attributes["data-name"] }
        let shown = Set(names.map(\.allText))
        for view in views { #expect(shown.contains(view), "\(view) is named") }
    }

    @Test(arguments: DrawCommandTests.inputs.filter { !$0.contains("swiftlayout-printer-tests") })
    func noTextIsSmallerThanElevenPixels(input: String) throws {
        let svg = try Self.svg([input] + (try DrawCommandTests.layouts(of: input).first?.selection ?? []))
        let legendSize = svg.all.first { $0.hasClass("legend") }?.number("font-size")
        for element in svg.all where element.name == "text" || element.hasClass("legend") {
            let size = element.number("font-size") ?? legendSize ?? 0
            #expect(size >= 11, "\(input): '\(element.allText)' at \(size) px")
        }
    }

    static func isInLegend(_ element: ParsedXML.Element, _ svg: ParsedXML.Element) -> Bool {
        var node: ParsedXML.Element? = element
        while let current = node {
            if current.hasClass("legend") { return true }
            node = current.parent
        }
        return false
    }

    /// The box a monospaced text takes: 0.6 of the size a character, from its baseline up.
    static func box(_ text: ParsedXML.Element) -> (x: Double, y: Double, maxX: Double, maxY: Double) {
        let size = text.number("font-size") ?? 0
        let width = Double(text.allText.count) * size * 0.6
        let x = text.number("x") ?? 0, y = text.number("y") ?? 0
        let start = text.attributes["text-anchor"] == "end" ? x - width : x
        return (start, y - size, start + width, y + 2)
    }
}
