import LayoutModel

/// Places items as rows of a diagram when their frames are unknown: one row each, indented
/// by depth, all ending at one right edge so constraints can be drawn as connectors in the
/// gutter beside them.
enum DiagramLayout {
    static let rowHeight = 22.0
    static let rowGap = 6.0
    static let indent = 16.0

    /// Room each connector takes where it meets a row.
    static let attachmentStep = 5.0

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
