import LayoutModel

/// Places items as rows of a diagram when their frames are unknown: one row each, indented
/// by depth, all ending at one right edge so constraints can be drawn as connectors in the
/// gutter beside them.
enum DiagramLayout {
    static let rowHeight = 22.0
    static let rowGap = 10.0
    static let indent = 16.0

    /// Room each connector takes where it meets a row.
    static let attachmentStep = 8.0

    /// The items with their rows as rectangles; a row is taller when many connectors meet it
    /// (`attachments`), so each meets it at its own height.
    static func place(_ items: [LayoutPicture.Item], attachments: [ItemID: Int] = [:]) -> [LayoutPicture.Item] {
        // Room on both sides of the label, and for a fallback font a little wider than ours.
        let labelWidths = items.map { TextMetrics.width(of: label(of: $0), size: TextMetrics.labelSize) * 1.05 + 20 }
        let right = zip(items, labelWidths).map { Double($0.depth) * indent + $1 }.max() ?? 0
        var y = 0.0
        return items.map { item in
            var placed = item
            let x = Double(item.depth) * indent
            let height = max(rowHeight, Double((attachments[item.id] ?? 0) + 1) * attachmentStep)
            placed.rect = Rect(x: x, y: y, width: right - x, height: height)
            y += height + rowGap
            return placed
        }
    }

    /// A constraint's connector: the lane it runs in beside the rows, and where it meets each
    /// of its rows.
    struct Connector {
        var constraint: LayoutPicture.MarkedConstraint
        /// 1 is the lane nearest the rows.
        var lane: Int
        /// Where it meets its rows, one height per item it ties, top to bottom.
        var attachments: [Double]
    }

    /// The connectors of `constraints` between placed `items`, laid out so that few cross: a
    /// connector runs outside every one it overlaps that spans fewer rows, and at each row the
    /// connectors leaving upward meet it above those leaving downward, the inner ones nearest
    /// the turn they take.
    static func connectors(_ constraints: [LayoutPicture.MarkedConstraint], items: [LayoutPicture.Item]) -> [Connector] {
        var rowOf: [ItemID: Int] = [:]
        for (row, item) in items.enumerated() { rowOf[item.id] = row }
        struct Span {
            var index: Int
            /// Never empty, in order.
            var rows: [Int]
            var top: Int { rows[0] }
            var bottom: Int { rows[rows.count - 1] }
        }
        let spans = constraints.enumerated().compactMap { index, constraint -> Span? in
            let rows = Set(constraint.member.anchors.compactMap { rowOf[$0.item] }).sorted()
            return rows.isEmpty ? nil : Span(index: index, rows: rows)
        }
        // Lanes: the shortest spans first, each outside the ones already placed that it overlaps.
        var lanes = [Int](repeating: 0, count: constraints.count)
        var placed: [Span] = []
        let order = spans.sorted { a, b in
            (a.bottom - a.top, a.top, a.index) < (b.bottom - b.top, b.top, b.index)
        }
        for span in order {
            let outside = placed.filter { $0.top <= span.bottom && span.top <= $0.bottom }
                .map { lanes[$0.index] }.max() ?? 0
            lanes[span.index] = outside + 1
            placed.append(span)
        }
        // Slots: at each row, upward connectors on top (inner ones highest), then those that end
        // or pass here, then downward ones (inner ones lowest).
        var atRow: [Int: [(key: (Int, Int), index: Int)]] = [:]
        for span in spans {
            let lane = lanes[span.index]
            for row in span.rows {
                let up = row == span.bottom && span.top < row
                let down = row == span.top && row < span.bottom
                let key = up ? (0, lane) : down ? (2, -lane) : (1, lane)
                atRow[row, default: []].append((key, span.index))
            }
        }
        var heights = [[Int: Double]](repeating: [:], count: constraints.count)
        for (row, entries) in atRow {
            let rect = items[row].rect
            let sorted = entries.sorted { ($0.key.0, $0.key.1, $0.index) < ($1.key.0, $1.key.1, $1.index) }
            for (slot, entry) in sorted.enumerated() {
                heights[entry.index][row] = rect.y + rect.height * Double(slot + 1) / Double(sorted.count + 1)
            }
        }
        return spans.map { span in
            Connector(constraint: constraints[span.index], lane: lanes[span.index], attachments: span.rows.compactMap { heights[span.index][$0] })
        }
    }

    /// What a diagram row says: the name and the class.
    static func label(of item: LayoutPicture.Item) -> String {
        item.detail.isEmpty || item.detail == item.name ? item.name : "\(item.name)  \(item.detail)"
    }
}

/// Text sizes for monospaced text, the only kind the pictures use (no font to embed, and
/// widths known without measuring).
enum TextMetrics {
    static let labelSize = 11.0
    static let legendSize = 12.0
    /// A monospaced glyph's advance, as a fraction of the font size.
    static let advance = 0.6

    static func width(of text: String, size: Double) -> Double {
        Double(text.count) * size * advance
    }
}
