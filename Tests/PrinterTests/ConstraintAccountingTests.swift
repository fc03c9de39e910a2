import Foundation
import LayoutModel
import Printer
import Testing

/// Every constraint of every fixture, the SwiftLayoutPrinter corpus included, is accounted
/// for: the constraints the printed relations create (counted from the text), the UIKit
/// code entries, the commented-out lines and the left-out system constraints add up to the
/// dump's constraints. SwiftLayoutPrinter dropped guide-first constraints, priorities and
/// duplicates; this shows none is lost here.
@Suite struct ConstraintAccountingTests {
    @Test(arguments: Fixture.everything)
    func everyConstraintIsPrintedOrAccountedFor(_ fixture: Fixture) throws {
        let document = try fixture.document()
        for variant in ["", "drf.declarations.auto-identifier"] {
            let output = try fixture.print(variant: variant)
            #expect(output.dispositions.count == document.constraints.count)
            var relations = 0, code = 0, commented = 0, system = 0
            for disposition in output.dispositions {
                switch disposition {
                case .relation: relations += 1
                case .anchorCode: code += 1
                case .inactive, .outside: commented += 1
                case .system, .privateView: system += 1
                }
            }
            let counted = PrintedText(output.text)
            #expect(counted.relationMembers == relations, "\(fixture) \(variant): relations create \(counted.relationMembers) constraints, expected \(relations)")
            #expect(counted.activatedEntries == code, "\(fixture) \(variant)")
            #expect(counted.commentedConstraints == commented, "\(fixture) \(variant)")
            #expect(relations + code + commented + system == document.constraints.count)
        }
    }

    @Test func systemConstraintsAreLeftOutAndCounted() throws {
        let fixture = Fixture.all().first { $0.name == "stacks-and-system" }!
        let output = try fixture.print()
        let kinds = output.dispositions.compactMap { disposition -> SystemConstraintKind? in
            if case let .system(kind) = disposition { kind } else { nil }
        }
        #expect(kinds.count == 11)
        #expect(output.text.contains("//     5 UIStackView constraints (UISV-*)"))
        #expect(!output.text.contains("UISV-spacing"))
        #expect(output.text.contains("// warning: view2 translates its autoresizing mask"))
    }
}

/// A hierarchy thousands of views deep prints without exhausting the call stack (the
/// recursive writer this replaced crashed at about a thousand levels in debug builds).
@Suite struct DeepHierarchyTests {
    @Test func deepChainOfViewsPrints() throws {
        let depth = 2_000
        let ids = (0..<depth).map { ItemID("v\($0)") }
        let views = ids.indices.map { index in
            View(id: ids[index], className: "UIView", subviews: index + 1 < depth ? [ids[index + 1]] : [])
        }
        let constraints = ids.indices.dropFirst().map { index in
            Constraint(first: ids[index], firstAttribute: .top, second: ids[index - 1], secondAttribute: .top, constant: 1)
        }
        let document = LayoutDocument(rootID: ids[0], views: views, constraints: constraints)
        for style in DraftsmanStyle.allCases {
            let output = try PrintTarget.draftsman.print(document, options: .init(style: style))
            #expect(output.dispositions.allSatisfy { if case .relation = $0 { true } else { false } })
            #expect(output.text.contains("containerView1998.drf"))
            #expect(output.text.contains("view2.drf.top.equal(with: .parent).offset(by: 1)"), "the one leaf, beside the root `view`")
        }
    }
}

/// Counts, in printed Draftsman source, the constraints its relations create (by the
/// members of each anchor written before `.equal(`/`.moreThan(`/`.lessThan(` and of each
/// shortcut), the entries of `NSLayoutConstraint.activate([…])` and the commented-out
/// constraint lines: an independent reading of the output, not the printer's own counts.
struct PrintedText {
    var relationMembers = 0
    var activatedEntries = 0
    var commentedConstraints = 0

    static let anchorMembers: [String: Int] = [
        "edges": 4, "localizedEdges": 4, "horizontal": 2, "localizedHorizontal": 2, "vertical": 2,
        "center": 2, "size": 2,
    ]
    static let shortcutMembers: [String: Int] = [
        "fillParent()": 4, "fillSafeArea()": 4, "matchParentH()": 2, "matchParentV()": 2,
        "matchSafeAreaH()": 2, "matchSafeAreaV()": 2, "centered()": 2, "centeredH()": 1,
        "centeredV()": 1, "cornered(at:": 2, "sized(": 2, "matchParentSize()": 2, "widthMatchHeight()": 1, "heightMatchWidth()": 1,
    ]

    init(_ text: String) {
        var inActivate = false
        var inCommentedSection = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("NSLayoutConstraint.activate([") { inActivate = true; continue }
            if inActivate {
                if trimmed == "])" { inActivate = false } else if !trimmed.hasPrefix("//") { activatedEntries += 1 }
                continue
            }
            if trimmed.hasPrefix("// Inactive in the input") || trimmed.hasPrefix("// Not created:") {
                inCommentedSection = true
                continue
            }
            if inCommentedSection {
                if trimmed.isEmpty { inCommentedSection = false } else if trimmed.hasPrefix("// ") { commentedConstraints += 1 }
                continue
            }
            if trimmed.hasPrefix("//") { continue }
            relationMembers += Self.members(in: String(trimmed))
        }
    }

    private static func members(in line: String) -> Int {
        var count = 0
        for (shortcut, members) in shortcutMembers {
            count += (line.components(separatedBy: shortcut).count - 1) * members
        }
        let characters = Array(line)
        for method in [".equal(", ".moreThan(", ".lessThan("] {
            var searchStart = line.startIndex
            while let range = line.range(of: method, range: searchStart..<line.endIndex) {
                searchStart = range.upperBound
                var words: [String] = []
                var index = line.distance(from: line.startIndex, to: range.lowerBound)
                while index > 0 {
                    var start = index - 1
                    while start >= 0, characters[start].isLetter { start -= 1 }
                    let word = String(characters[(start + 1)..<index])
                    guard !word.isEmpty, word != "drf" else { break }
                    words.append(word)
                    guard start >= 0, characters[start] == "." else { break }
                    index = start
                }
                count += words.reduce(0) { $0 + (anchorMembers[$1] ?? 1) }
            }
        }
        return count
    }
}
