import Inspector
import LayoutModel

/// A ``LayoutPicture`` as a standalone SVG document: to scale (one user unit per point), no
/// external fonts or resources, the same bytes for the same picture.
///
/// Every drawn thing is a `g` (or `text`) with `data-id` (the item's id, or the constraint's
/// reference as the report gives it) and a `class` from `view`, `guide`, `constraint`,
/// `conflict`, `broken`, `ambiguous`, `misplaced`, so tests, CSS and scripts find them. A
/// view's or guide's `rect` is its solved frame in root coordinates when the frames are
/// known (`data-frames="known"` on the root element), a diagram row when they are not.
public struct SVGPicture {
    public var picture: LayoutPicture

    public init(_ picture: LayoutPicture) {
        self.picture = picture
    }

    static let conflictColors = ["#d62728", "#9c27b0", "#e8590c", "#0b7285", "#c2255c", "#5c940d"]
    static let ambiguousColor = "#d08c00"
    static let viewStroke = "#3b6fb6"
    static let guideStroke = "#2b9348"
    static let ghostStroke = "#7a7a7a"
    static let unmeasuredStroke = "#8d6e63"
    static let fontFamily = "DejaVu Sans Mono, Menlo, Consolas, monospace"

    /// The colour of conflict `number` (1-based).
    public static func color(ofConflict number: Int) -> String {
        conflictColors[(number - 1) % conflictColors.count]
    }

    /// The SVG text, ending with a newline.
    public var text: String {
        var svg = SVGWriter()
        let layout = picture.bounds
        let marked = picture.markedConstraints
        let connectors = picture.framesAreKnown ? [] : DiagramLayout.connectors(marked, items: picture.items)
        let lanes = connectors.map(\.lane).max() ?? 0
        let gutter = Double(lanes) * Self.laneStep + (lanes > 0 ? Self.laneStep : 0)
        let legend = legendLines(marked)
        let legendWidth = legend.map { TextMetrics.width(of: $0.text, size: TextMetrics.legendSize) + $0.indent }.max() ?? 0
        let legendHeight = Double(legend.count) * Self.legendLine
        let margin = 16.0
        let legendX = layout.maxX + gutter + 24
        let origin = (x: layout.x - margin, y: layout.y - margin)
        let width = legendX + legendWidth + margin - origin.x
        let height = max(layout.height, legendHeight) + 2 * margin
        svg.open("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"), ("version", "1.1"),
            ("width", n(width)), ("height", n(height)),
            ("viewBox", "\(n(origin.x)) \(n(origin.y)) \(n(width)) \(n(height))"),
            ("font-family", Self.fontFamily), ("data-frames", picture.framesAreKnown ? "known" : "unknown"),
        ])
        svg.element("title", text: picture.title)
        svg.element("style", text: ".hl rect, .hl line, .hl path { stroke-width: 3; } .hl text { font-weight: bold; }")
        svg.open("defs", [])
        svg.open("pattern", [("id", "ambiguous-hatch"), ("width", "6"), ("height", "6"), ("patternUnits", "userSpaceOnUse"), ("patternTransform", "rotate(45)")])
        svg.element("rect", [("width", "6"), ("height", "6"), ("fill", Self.ambiguousColor), ("fill-opacity", "0.08")])
        svg.element("line", [("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "6"), ("stroke", Self.ambiguousColor), ("stroke-width", "2"), ("stroke-opacity", "0.55")])
        svg.close("pattern")
        svg.close("defs")
        drawItems(&svg)
        drawGhosts(&svg)
        drawAmbiguities(&svg)
        if picture.framesAreKnown {
            drawConflictsOnScreen(&svg, marked)
        } else {
            drawConflictsInDiagram(&svg, connectors, right: layout.maxX)
        }
        drawLegend(&svg, legend, x: legendX, y: layout.y)
        svg.close("svg")
        return svg.text
    }

    // MARK: - Items

    private func drawItems(_ svg: inout SVGWriter) {
        let labels = picture.framesAreKnown
            ? ScreenLabels.place(picture.items, within: picture.bounds, reserved: picture.misplacements.map(ghostCaption).map(\.box)) : [:]
        for item in picture.items {
            let rect = item.rect
            let stroke = item.isGuide ? Self.guideStroke : Self.viewStroke
            svg.open("g", [("class", item.isGuide ? "guide" : "view"), ("data-id", item.id.rawValue), ("data-name", item.name)]
                + (item.isHidden ? [("opacity", "0.45")] : []))
            let isUnmeasured = picture.framesAreKnown && !item.unmeasured.isEmpty
            svg.element("title", text: "\(item.name) (\(item.detail))" + (picture.framesAreKnown ? " \(frameText(rect))" : "")
                + (item.isHidden ? ", hidden" : "") + (isUnmeasured ? ", its content's size unknown (drawn as 0)" : ""))
            var attributes = [("x", n(rect.x)), ("y", n(rect.y)), ("width", n(rect.width)), ("height", n(rect.height))]
            if item.isGuide {
                attributes += [("fill", "none"), ("stroke", stroke), ("stroke-dasharray", "4 3")]
            } else {
                let tint = picture.framesAreKnown ? "0.05" : "0.08"
                attributes += [("fill", stroke), ("fill-opacity", tint), ("stroke", stroke)]
                if !picture.framesAreKnown { attributes += [("rx", "4")] }
            }
            svg.element("rect", attributes)
            if rect.width == 0 || rect.height == 0 {
                // SVG does not draw an empty rectangle; UIKit's zero-width views still have a place.
                svg.element("line", [("x1", n(rect.x)), ("y1", n(rect.y)), ("x2", n(rect.maxX)), ("y2", n(rect.maxY)),
                                     ("stroke", stroke), ("stroke-linecap", "square")])
            }
            if isUnmeasured {
                // A view the input gave no size is where the layout puts it, at a size it cannot
                // know: a dashed ring marks the place, so a label drawn as a point is not lost.
                svg.element("circle", [("cx", n(rect.x + rect.width / 2)), ("cy", n(rect.y + rect.height / 2)), ("r", "5"),
                                       ("fill", "none"), ("stroke", Self.unmeasuredStroke), ("stroke-dasharray", "2 2")])
            }
            if picture.framesAreKnown {
                if let label = labels[item.id], label.isInside { drawLabel(&svg, label, color: stroke) }
            } else {
                svg.open("text", [("x", n(rect.x + 8)), ("y", n(rect.y + 15)), ("font-size", n(TextMetrics.labelSize)), ("fill", "#1d3557")])
                svg.element("tspan", text: item.name)
                if DiagramLayout.label(of: item) != item.name {
                    svg.element("tspan", [("dx", n(TextMetrics.labelSize * TextMetrics.advance * 2)), ("fill", "#6c757d")], text: item.detail)
                }
                svg.close("text")
            }
            svg.close("g")
        }
        // Names beside their items stand over everything near them, so they get a halo; they
        // are not part of the item's group, which draws only inside its frame.
        let beside = picture.items.compactMap { item in labels[item.id].flatMap { $0.isInside ? nil : (item, $0) } }
        guard !beside.isEmpty else { return }
        svg.open("g", [("class", "labels"), ("stroke", "#ffffff"), ("stroke-width", "3"), ("stroke-linejoin", "round"), ("paint-order", "stroke")])
        for (item, label) in beside { drawLabel(&svg, label, color: item.isGuide ? Self.guideStroke : Self.viewStroke) }
        svg.close("g")
    }

    private func drawLabel(_ svg: inout SVGWriter, _ label: ScreenLabels.Label, color: String) {
        svg.element("text", [("x", n(label.x)), ("y", n(label.y)), ("font-size", n(ScreenLabels.size)), ("fill", color)]
            + (label.anchorEnd ? [("text-anchor", "end")] : []), text: label.text)
    }

    /// The caption under a misplaced item's recorded frame.
    private func ghostCaption(_ ghost: LayoutPicture.Ghost) -> (text: String, x: Double, y: Double, box: Rect) {
        let text = "recorded " + (picture.item(ghost.item)?.name ?? ghost.item.rawValue)
        let x = ghost.recorded.x + 2, y = ghost.recorded.maxY + ScreenLabels.size + 1
        return (text, x, y, Rect(x: x, y: y - ScreenLabels.size, width: TextMetrics.width(of: text, size: ScreenLabels.size), height: ScreenLabels.size + 3))
    }

    private func drawGhosts(_ svg: inout SVGWriter) {
        for ghost in picture.misplacements {
            guard let item = picture.item(ghost.item) else { continue }
            let rect = ghost.recorded
            svg.open("g", [("class", "misplaced"), ("data-id", ghost.item.rawValue)])
            svg.element("title", text: "\(item.name): recorded \(frameText(rect)), solved \(frameText(item.rect))")
            svg.element("rect", [("x", n(rect.x)), ("y", n(rect.y)), ("width", n(rect.width)), ("height", n(rect.height)),
                                 ("fill", "none"), ("stroke", Self.ghostStroke), ("stroke-dasharray", "2 2")])
            svg.element("line", [("x1", n(rect.x)), ("y1", n(rect.y)), ("x2", n(item.rect.x)), ("y2", n(item.rect.y)),
                                 ("stroke", Self.ghostStroke), ("stroke-dasharray", "1 2")])
            let caption = ghostCaption(ghost)
            svg.element("text", [("x", n(caption.x)), ("y", n(caption.y)), ("font-size", n(ScreenLabels.size)), ("fill", Self.ghostStroke)],
                        text: caption.text)
            svg.close("g")
        }
    }

    // MARK: - Ambiguity

    private func drawAmbiguities(_ svg: inout SVGWriter) {
        for ambiguity in picture.ambiguities {
            guard let item = picture.item(ambiguity.item) else { continue }
            let rect = item.rect
            svg.open("g", [("class", "ambiguous"), ("data-id", ambiguity.item.rawValue), ("fill", Self.ambiguousColor), ("stroke", Self.ambiguousColor)])
            svg.element("title", text: ambiguity.message)
            svg.element("rect", [("x", n(rect.x)), ("y", n(rect.y)), ("width", n(rect.width)), ("height", n(rect.height)),
                                 ("fill", "url(#ambiguous-hatch)"), ("stroke-width", "1.5")])
            let center = (x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
            let reachX = min(max(rect.width / 2 - 4, 10), 40)
            let reachY = min(max(rect.height / 2 - 4, 6), 40)
            for component in ambiguity.components {
                switch component {
                case .minX: arrow(&svg, from: (center.x - reachX, center.y), to: (center.x + reachX, center.y))
                case .minY: arrow(&svg, from: (center.x, center.y - reachY), to: (center.x, center.y + reachY))
                case .width: arrow(&svg, from: (rect.maxX - 8, center.y), to: (rect.maxX + 12, center.y))
                case .height: arrow(&svg, from: (center.x, rect.maxY - 6), to: (center.x, rect.maxY + 12))
                }
            }
            svg.close("g")
            // What moves with it is outlined, not hatched: the report names the one to pin.
            for mover in ambiguity.movers {
                guard let rect = picture.item(mover)?.rect else { continue }
                svg.open("g", [("class", "ambiguous moves-with"), ("data-id", mover.rawValue), ("data-moves-with", ambiguity.item.rawValue)])
                svg.element("rect", [("x", n(rect.x)), ("y", n(rect.y)), ("width", n(rect.width)), ("height", n(rect.height)),
                                     ("fill", "none"), ("stroke", Self.ambiguousColor), ("stroke-width", "1.5"), ("stroke-dasharray", "4 2")])
                svg.close("g")
            }
        }
    }

    /// A double-headed arrow: the axis along which an item can slide or stretch.
    private func arrow(_ svg: inout SVGWriter, from start: (x: Double, y: Double), to end: (x: Double, y: Double)) {
        svg.element("line", [("x1", n(start.x)), ("y1", n(start.y)), ("x2", n(end.x)), ("y2", n(end.y)), ("stroke-width", "1.5")])
        let length = max(((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot(), 1)
        let (ux, uy) = ((end.x - start.x) / length, (end.y - start.y) / length)
        for (tip, direction) in [(end, 1.0), (start, -1.0)] {
            let back = (x: tip.x - direction * ux * 6, y: tip.y - direction * uy * 6)
            let points = [(tip.x, tip.y), (back.x - uy * 3.5, back.y + ux * 3.5), (back.x + uy * 3.5, back.y - ux * 3.5)]
            svg.element("polygon", [("points", points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")), ("stroke", "none")])
        }
    }

    // MARK: - Conflicts

    static let laneStep = 22.0

    /// Each constraint as a dimension line between the anchors it ties, numbered as in the
    /// legend; the broken one dashed.
    private func drawConflictsOnScreen(_ svg: inout SVGWriter, _ marked: [LayoutPicture.MarkedConstraint]) {
        for (index, constraint) in marked.enumerated() {
            let member = constraint.member
            let color = Self.color(of: constraint)
            let offset = Double(index) * 7
            openConstraint(&svg, constraint, color: color)
            var marks: [(x: Double, y: Double)] = []
            var shortLine: (axis: Axis, length: Double)?
            let anchors = member.anchors.filter { picture.item($0.item) != nil }
            if anchors.count == 2, let a = anchors.first, let b = anchors.last,
                a.attribute.isLocation, b.attribute.isLocation, a.attribute.axis == b.attribute.axis,
                let itemA = picture.item(a.item)?.rect, let itemB = picture.item(b.item)?.rect
            {
                let axis = a.attribute.axis ?? .horizontal
                marks.append(distance(&svg, a.value, b.value, axis: axis, across: (itemA, itemB), offset: offset))
                shortLine = (axis, abs(a.value - b.value))
            } else {
                for anchor in anchors {
                    guard let rect = picture.item(anchor.item)?.rect else { continue }
                    marks.append(mark(&svg, anchor, on: rect, offset: offset))
                }
                if marks.count == 2 {
                    svg.element("line", [("x1", n(marks[0].x)), ("y1", n(marks[0].y)), ("x2", n(marks[1].x)), ("y2", n(marks[1].y)),
                                         ("stroke-dasharray", "1 3")])
                }
            }
            if let first = marks.first {
                var spot = marks.count == 2 ? (x: (first.x + marks[1].x) / 2, y: (first.y + marks[1].y) / 2) : first
                if let short = shortLine, short.length < 20 {
                    // A badge on a short line would hide it: put it beside.
                    if short.axis == .horizontal { spot.y -= 11 } else { spot.x -= 11 }
                }
                badge(&svg, constraint.number, at: spot, color: color)
            }
            svg.close("g")
        }
    }

    /// A constraint in one conflict takes its colour; one in several, a neutral grey.
    static func color(of constraint: LayoutPicture.MarkedConstraint) -> String {
        constraint.isShared ? sharedColor : color(ofConflict: constraint.conflicts[0])
    }

    static let sharedColor = "#495057"

    private func openConstraint(_ svg: inout SVGWriter, _ constraint: LayoutPicture.MarkedConstraint, color: String) {
        svg.open("g", [
            ("class", constraint.isBroken ? "constraint conflict broken" : "constraint conflict"), ("data-id", constraint.member.reference),
            ("data-conflict", constraint.conflicts.map(String.init).joined(separator: " ")), ("stroke", color), ("fill", "none"),
            ("stroke-width", "1.5"),
        ] + (constraint.isBroken ? [("stroke-dasharray", "5 3")] : []))
        svg.element("title", text: "\(constraint.number). \(constraint.member.text), " + Self.membership(constraint))
    }

    /// Which conflicts a constraint is in and where it is the broken one: `conflicts 1, 2 (broken in 2)`.
    static func membership(_ constraint: LayoutPicture.MarkedConstraint) -> String {
        let list = constraint.conflicts.map(String.init).joined(separator: ", ")
        var text = (constraint.isShared ? "conflicts " : "conflict ") + list
        if constraint.brokenIn == constraint.conflicts {
            text += " (broken)"
        } else if constraint.isBroken {
            text += " (broken in \(constraint.brokenIn.map(String.init).joined(separator: ", ")))"
        }
        return text
    }

    /// A dimension line between two positions on one axis, where the two items face each
    /// other; returns its middle.
    private func distance(_ svg: inout SVGWriter, _ a: Double, _ b: Double, axis: Axis, across items: (Rect, Rect), offset: Double) -> (x: Double, y: Double) {
        let horizontal = axis == .horizontal
        let spanA = horizontal ? (items.0.y, items.0.maxY) : (items.0.x, items.0.maxX)
        let spanB = horizontal ? (items.1.y, items.1.maxY) : (items.1.x, items.1.maxX)
        let low = max(spanA.0, spanB.0), high = min(spanA.1, spanB.1)
        var cross = low <= high ? (low + high) / 2 : (spanA.0 + spanA.1) / 2
        cross += offset
        let tick = 5.0
        if horizontal {
            svg.element("line", [("x1", n(a)), ("y1", n(cross)), ("x2", n(b)), ("y2", n(cross))])
            for end in [a, b] { svg.element("line", [("x1", n(end)), ("y1", n(cross - tick)), ("x2", n(end)), ("y2", n(cross + tick))]) }
            return ((a + b) / 2, cross)
        }
        svg.element("line", [("x1", n(cross)), ("y1", n(a)), ("x2", n(cross)), ("y2", n(b))])
        for end in [a, b] { svg.element("line", [("x1", n(cross - tick)), ("y1", n(end)), ("x2", n(cross + tick)), ("y2", n(end))]) }
        return (cross, (a + b) / 2)
    }

    /// One anchor on its item: a size as a dimension line across it, a position as the edge
    /// (or centre line) it names; returns the mark's middle.
    private func mark(_ svg: inout SVGWriter, _ anchor: LayoutPicture.Anchor, on rect: Rect, offset: Double) -> (x: Double, y: Double) {
        let tick = 4.0
        switch anchor.attribute {
        case .width:
            let y = max(rect.maxY - 5 - offset, rect.y + rect.height / 2)
            svg.element("line", [("x1", n(rect.x)), ("y1", n(y)), ("x2", n(rect.maxX)), ("y2", n(y))])
            for end in [rect.x, rect.maxX] { svg.element("line", [("x1", n(end)), ("y1", n(y - tick)), ("x2", n(end)), ("y2", n(y + tick))]) }
            return (rect.x + rect.width / 2, y)
        case .height:
            let x = max(rect.maxX - 5 - offset, rect.x + rect.width / 2)
            svg.element("line", [("x1", n(x)), ("y1", n(rect.y)), ("x2", n(x)), ("y2", n(rect.maxY))])
            for end in [rect.y, rect.maxY] { svg.element("line", [("x1", n(x - tick)), ("y1", n(end)), ("x2", n(x + tick)), ("y2", n(end))]) }
            return (x, rect.y + rect.height / 2)
        default:
            if anchor.attribute.axis == .horizontal {
                svg.element("line", [("x1", n(anchor.value)), ("y1", n(rect.y)), ("x2", n(anchor.value)), ("y2", n(rect.maxY))])
                return (anchor.value, rect.y + rect.height / 2)
            }
            svg.element("line", [("x1", n(rect.x)), ("y1", n(anchor.value)), ("x2", n(rect.maxX)), ("y2", n(anchor.value))])
            return (rect.x + rect.width / 2, anchor.value)
        }
    }

    /// The constraint's number in a circle, as in the legend.
    func badge(_ svg: inout SVGWriter, _ number: Int, at spot: (x: Double, y: Double), color: String, dashed: Bool = false) {
        let digits = String(number).count
        let radius = max(8.5, 3 + 3.3 * Double(digits))
        svg.element("circle", [("cx", n(spot.x)), ("cy", n(spot.y)), ("r", n(radius)), ("fill", "#ffffff"), ("stroke", color),
                               ("stroke-width", "1.2"), ("stroke-dasharray", dashed ? "3 2" : "none")])
        svg.element("text", [("x", n(spot.x)), ("y", n(spot.y + Self.badgeSize * 0.36)), ("font-size", n(Self.badgeSize)),
                             ("text-anchor", "middle"), ("fill", color), ("stroke", "none")], text: String(number))
    }

    static let badgeSize = 11.0

    /// With frames unknown: each constraint a connector in the gutter right of the rows, from
    /// the row of one item to the row of the other (a stub for a constant or a constraint on
    /// one item), numbered as in the legend.
    private func drawConflictsInDiagram(_ svg: inout SVGWriter, _ connectors: [DiagramLayout.Connector], right: Double) {
        for connector in connectors {
            let constraint = connector.constraint
            let color = Self.color(of: constraint)
            let x = right + Double(connector.lane) * Self.laneStep
            openConstraint(&svg, constraint, color: color)
            let rows = connector.attachments
            var path = ""
            for row in rows { path += "M\(n(right)) \(n(row)) H\(n(x)) " }
            if let top = rows.first, let bottom = rows.last, bottom > top { path += "M\(n(x)) \(n(top)) V\(n(bottom))" }
            svg.element("path", [("d", path.trimmingTrailingSpace)])
            for row in rows {
                svg.element("circle", [("cx", n(right)), ("cy", n(row)), ("r", "2"), ("fill", color), ("stroke", "none")])
            }
            if let top = rows.first, let bottom = rows.last {
                badge(&svg, constraint.number, at: (x, (top + bottom) / 2), color: color)
            }
            svg.close("g")
        }
    }

    // MARK: - Numbers

    private func frameText(_ rect: Rect) -> String {
        "(\(n(rect.x)), \(n(rect.y)), \(n(rect.width)), \(n(rect.height)))"
    }
}

/// A number as the SVG writes it: at most three decimals, no float noise, no exponent.
func n(_ value: Double) -> String {
    formatNumber((value * 1000).rounded() / 1000)
}

extension String {
    fileprivate var trimmingTrailingSpace: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
