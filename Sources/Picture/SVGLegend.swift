import LayoutModel

extension SVGPicture {
    /// A line of the legend: what it says and what it stands for.
    struct LegendLine {
        enum Kind {
            case heading(color: String), note, swatch(color: String)
            case member(conflict: Int, LayoutPicture.MarkedConstraint, isBroken: Bool)
            /// The conflicts' numbers over their columns.
            case columns([Int])
            /// A constraint with a mark in the column of each conflict it is in.
            case row(LayoutPicture.MarkedConstraint, columns: [Int])
            case ambiguity(LayoutPicture.AmbiguityMark), ghost(ItemID), unmeasured(ItemID)
        }
        var kind: Kind
        var text: String
        var indent: Double = 0
    }

    /// The legend's lines; `marked` is the picture's ``LayoutPicture/markedConstraints``.
    func legendLines(_ marked: [LayoutPicture.MarkedConstraint]) -> [LegendLine] {
        var lines = [LegendLine(kind: .heading(color: "#222222"), text: picture.title)]
        lines.append(LegendLine(kind: .note, text: picture.framesAreKnown
            ? "solved frames, to scale (1 unit = 1 pt)" : "frames unknown: items and constraints as a diagram"))
        if picture.showsNoProblem {
            lines.append(LegendLine(kind: .note, text: "no conflicts, no ambiguity"))
        }
        for message in picture.unreproduced { lines.append(LegendLine(kind: .note, text: message)) }
        let byReference = Dictionary(marked.map { ($0.member.reference, $0) }, uniquingKeysWith: { first, _ in first })
        if marked.contains(where: \.isShared) {
            lines.append(LegendLine(kind: .swatch(color: Self.sharedColor), text: "in several conflicts: drawn once, in grey", indent: Self.legendIndent))
        }
        if picture.conflicts.count == 1, let conflict = picture.conflicts.first {
            lines.append(LegendLine(kind: .note, text: ""))
            lines.append(LegendLine(kind: .heading(color: Self.color(ofConflict: conflict.number)), text: "conflict \(conflict.number): cannot all hold"))
            for member in conflict.members {
                guard let constraint = byReference[member.reference] else { continue }
                lines.append(LegendLine(
                    kind: .member(conflict: conflict.number, constraint, isBroken: member.isBroken),
                    text: member.text + (member.isBroken ? "  (broken)" : ""), indent: Self.legendIndent))
            }
        } else if !picture.conflicts.isEmpty {
            // A table, not a list per conflict: conflicts of one message share most members.
            let numbers = picture.conflicts.map(\.number)
            let indent = Self.legendIndent + Double(numbers.count) * Self.columnStep + 8
            lines.append(LegendLine(kind: .note, text: ""))
            lines.append(LegendLine(kind: .heading(color: "#222222"), text: "\(numbers.count) conflicts: each column a set that cannot all hold"))
            lines.append(LegendLine(kind: .columns(numbers), text: "● in the conflict, ✕ the one broken", indent: indent))
            for constraint in marked {
                lines.append(LegendLine(kind: .row(constraint, columns: numbers), text: constraint.member.text, indent: indent))
            }
        }
        if !picture.ambiguities.isEmpty {
            lines.append(LegendLine(kind: .note, text: ""))
            let moves = picture.ambiguities.contains { !$0.movers.isEmpty }
            lines.append(LegendLine(kind: .heading(color: Self.ambiguousColor),
                                    text: "ambiguous (hatched; arrows: free\(moves ? "; dashed: moves with it" : ""))"))
            for ambiguity in picture.ambiguities {
                let name = picture.item(ambiguity.item)?.name ?? ambiguity.item.rawValue
                var text = "\(name) free: \(ambiguity.components.map(\.name).joined(separator: ", "))"
                if !ambiguity.movers.isEmpty {
                    let movers = listedInWords(ambiguity.movers, limit: 4) { picture.item($0)?.name ?? $0.rawValue }
                    text += "; \(movers) \(ambiguity.movers.count == 1 ? "moves" : "move") with it"
                }
                lines.append(LegendLine(kind: .ambiguity(ambiguity), text: text, indent: Self.legendIndent))
            }
        }
        if !picture.misplacements.isEmpty {
            lines.append(LegendLine(kind: .note, text: ""))
            lines.append(LegendLine(kind: .heading(color: Self.ghostStroke), text: "misplaced (recorded frame dashed)"))
            for ghost in picture.misplacements {
                lines.append(LegendLine(kind: .ghost(ghost.item), text: picture.item(ghost.item)?.name ?? ghost.item.rawValue, indent: Self.legendIndent))
            }
        }
        let unmeasured = picture.unmeasuredItems
        if !unmeasured.isEmpty {
            lines.append(LegendLine(kind: .note, text: ""))
            lines.append(LegendLine(kind: .heading(color: Self.unmeasuredStroke), text: "content not measured (ringed): these sides drawn as 0"))
            for item in unmeasured {
                lines.append(LegendLine(kind: .unmeasured(item.id), text: LayoutPicture.unmeasuredText(of: item), indent: Self.legendIndent))
            }
        }
        return lines
    }

    static let legendLine = 22.0
    static let legendIndent = 24.0
    static let columnStep = 18.0

    func drawLegend(_ svg: inout SVGWriter, _ lines: [LegendLine], x: Double, y: Double) {
        svg.open("g", [("class", "legend"), ("font-size", n(TextMetrics.legendSize))])
        for (row, line) in lines.enumerated() {
            let baseline = y + Double(row) * Self.legendLine + TextMetrics.legendSize
            let textX = n(x + line.indent)
            switch line.kind {
            case let .heading(color):
                svg.element("text", [("x", textX), ("y", n(baseline)), ("fill", color), ("font-weight", "bold")], text: line.text)
            case .note:
                if !line.text.isEmpty { svg.element("text", [("x", textX), ("y", n(baseline)), ("fill", "#555555")], text: line.text) }
            case let .swatch(color):
                svg.element("line", [("x1", n(x + 1)), ("y1", n(baseline - 4)), ("x2", n(x + 17)), ("y2", n(baseline - 4)),
                                     ("stroke", color), ("stroke-width", "1.5")])
                svg.element("text", [("x", textX), ("y", n(baseline)), ("fill", "#555555")], text: line.text)
            case let .member(conflict, constraint, isBroken):
                svg.open("g", [("class", isBroken ? "constraint conflict broken" : "constraint conflict"),
                               ("data-id", constraint.member.reference), ("data-conflict", String(conflict))])
                badge(&svg, constraint.number, at: (x + 9, baseline - 4), color: Self.color(of: constraint), dashed: isBroken)
                svg.element("text", [("x", textX), ("y", n(baseline)), ("fill", "#222222")], text: line.text)
                svg.close("g")
            case let .columns(numbers):
                for (column, number) in numbers.enumerated() {
                    svg.element("text", [("x", n(x + Self.legendIndent + (Double(column) + 0.5) * Self.columnStep)), ("y", n(baseline)),
                                         ("fill", Self.color(ofConflict: number)), ("font-weight", "bold"), ("text-anchor", "middle")],
                                text: String(number))
                }
                svg.element("text", [("x", textX), ("y", n(baseline)), ("fill", "#555555")], text: line.text)
            case let .row(constraint, numbers):
                badge(&svg, constraint.number, at: (x + 9, baseline - 4), color: Self.color(of: constraint), dashed: constraint.isBroken)
                for (column, number) in numbers.enumerated() where constraint.conflicts.contains(number) {
                    let broken = constraint.brokenIn.contains(number)
                    svg.open("g", [("class", broken ? "constraint conflict broken" : "constraint conflict"),
                                   ("data-id", constraint.member.reference), ("data-conflict", String(number))])
                    svg.element("text", [("x", n(x + Self.legendIndent + (Double(column) + 0.5) * Self.columnStep)), ("y", n(baseline)),
                                         ("fill", Self.color(ofConflict: number)), ("text-anchor", "middle")]
                        + (broken ? [("font-weight", "bold"), ("font-size", "15")] : []), text: broken ? "✕" : "●")
                    svg.close("g")
                }
                svg.open("g", [("class", constraint.isBroken ? "constraint conflict broken" : "constraint conflict"),
                               ("data-id", constraint.member.reference), ("data-conflict", constraint.conflicts.map(String.init).joined(separator: " "))])
                svg.element("title", text: "\(constraint.number). \(constraint.member.text), " + Self.membership(constraint))
                svg.element("text", [("x", textX), ("y", n(baseline)), ("fill", "#222222")], text: line.text)
                svg.close("g")
            case let .ambiguity(ambiguity):
                svg.open("g", [("class", "ambiguous"), ("data-id", ambiguity.item.rawValue)])
                svg.element("title", text: ambiguity.message)
                svg.element("rect", [("x", n(x + 2)), ("y", n(baseline - 10)), ("width", "11"), ("height", "11"),
                                     ("fill", "url(#ambiguous-hatch)"), ("stroke", Self.ambiguousColor)])
                svg.element("text", [("x", textX), ("y", n(baseline)), ("fill", "#222222")], text: line.text)
                svg.close("g")
            case let .unmeasured(item):
                svg.open("g", [("class", "unmeasured"), ("data-id", item.rawValue)])
                svg.element("circle", [("cx", n(x + 7.5)), ("cy", n(baseline - 4.5)), ("r", "5"),
                                       ("fill", "none"), ("stroke", Self.unmeasuredStroke), ("stroke-dasharray", "2 2")])
                svg.element("text", [("x", textX), ("y", n(baseline)), ("fill", "#222222")], text: line.text)
                svg.close("g")
            case let .ghost(item):
                svg.open("g", [("class", "misplaced"), ("data-id", item.rawValue)])
                svg.element("rect", [("x", n(x + 2)), ("y", n(baseline - 10)), ("width", "11"), ("height", "11"),
                                     ("fill", "none"), ("stroke", Self.ghostStroke), ("stroke-dasharray", "2 2")])
                svg.element("text", [("x", textX), ("y", n(baseline)), ("fill", "#222222")], text: line.text)
                svg.close("g")
            }
        }
        svg.close("g")
    }
}
