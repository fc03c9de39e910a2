import LayoutModel

/// Where each item's name goes on a picture of the screen: inside a corner of its frame, a
/// line lower when items share a corner, or beside an item too small to hold its name; never
/// over another name, and never beside an item where it would stand in another item's frame
/// (a name inside a neighbour's outline reads as the neighbour's). An item with no free place
/// gets its name cut to its frame, or none (its title still names it).
struct ScreenLabels {
    /// A placed name: its text and where it stands.
    struct Label {
        var text: String
        /// The baseline's start, or its end when `anchorEnd`.
        var x: Double
        var y: Double
        var anchorEnd: Bool
        /// Inside the item's frame (drawn with it), or beside it (drawn over the picture, haloed).
        var isInside: Bool
        var box: Rect
    }

    static let size = 11.0
    /// The gap between stacked lines of names.
    static let leading = 3.0
    /// At most this many names stack in one corner.
    static let stackLimit = 4

    /// The labels of `items`, in order (parents first, so outer names take the corners), kept
    /// inside `bounds` and off the `reserved` boxes (other text in the picture).
    static func place(_ items: [LayoutPicture.Item], within bounds: Rect, reserved: [Rect] = []) -> [ItemID: Label] {
        var placed = reserved
        var result: [ItemID: Label] = [:]
        let frames = items.map(\.rect)
        for item in items {
            guard let label = place(item, avoiding: placed, frames: frames, within: bounds) else { continue }
            placed.append(label.box)
            result[item.id] = label
        }
        return result
    }

    /// The whole name inside the frame if it fits; else the whole name beside it, over
    /// nothing but the frames that hold the item (its superviews'); else the name cut to the
    /// frame's width inside it.
    private static func place(_ item: LayoutPicture.Item, avoiding placed: [Rect], frames: [Rect], within bounds: Rect) -> Label? {
        let name = item.name + (item.isHidden ? " (hidden)" : "")
        let rect = item.rect
        let fits = Int((rect.width - 6) / (size * TextMetrics.advance))
        let free = { (label: Label) in !placed.contains { overlap(label.box, $0) } }
        if fits >= name.count, let inside = insideCandidates(name, in: rect, guide: item.isGuide).first(where: free) {
            return inside
        }
        let overNoOtherItem = { (label: Label) in
            !frames.contains { overlap(label.box, $0) && !contains($0, rect) }
        }
        if let beside = besideCandidates(name, of: rect).first(where: { free($0) && contains(bounds, $0.box) && overNoOtherItem($0) }) {
            return beside
        }
        guard fits >= 3, fits < name.count else { return nil }
        return insideCandidates(String(name.prefix(fits - 1)) + "…", in: rect, guide: item.isGuide).first(where: free)
    }

    /// Corners inside `rect`, a line lower (or higher) each time: top corners first for a view;
    /// a guide's name goes low, out of the way of the views that fill it.
    private static func insideCandidates(_ text: String, in rect: Rect, guide: Bool) -> [Label] {
        guard rect.height >= size + 1 else { return [] }
        let width = TextMetrics.width(of: text, size: size)
        var top: [Label] = []
        var bottom: [Label] = []
        for line in 0..<stackLimit {
            let step = Double(line) * (size + leading)
            let high = rect.y + size + step
            let low = rect.maxY - 3 - step
            guard high <= rect.maxY - 2 || line == 0 else { break }
            top += [label(text, x: rect.x + 3, y: high, end: false, width: width, inside: true),
                    label(text, x: rect.maxX - 3, y: high, end: true, width: width, inside: true)]
            bottom += [label(text, x: rect.x + 3, y: low, end: false, width: width, inside: true),
                       label(text, x: rect.maxX - 3, y: low, end: true, width: width, inside: true)]
        }
        return guide ? bottom + top : top + bottom
    }

    /// Right of `rect`, left of it, below it, above it (below and above from either edge).
    private static func besideCandidates(_ text: String, of rect: Rect) -> [Label] {
        let width = TextMetrics.width(of: text, size: size)
        let middle = rect.y + rect.height / 2 + size * 0.35
        let below = rect.maxY + size + 2, above = rect.y - 4
        return [
            label(text, x: rect.maxX + 4, y: middle, end: false, width: width, inside: false),
            label(text, x: rect.x - 4, y: middle, end: true, width: width, inside: false),
            label(text, x: rect.x, y: below, end: false, width: width, inside: false),
            label(text, x: rect.maxX, y: below, end: true, width: width, inside: false),
            label(text, x: rect.x, y: above, end: false, width: width, inside: false),
            label(text, x: rect.maxX, y: above, end: true, width: width, inside: false),
        ]
    }

    private static func label(_ text: String, x: Double, y: Double, end: Bool, width: Double, inside: Bool) -> Label {
        // The box reaches below the baseline, where descenders and the halo go, and a little
        // either side, so two names never read as one.
        let box = Rect(x: (end ? x - width : x) - 3, y: y - size, width: width + 6, height: size + 3)
        return Label(text: text, x: x, y: y, anchorEnd: end, isInside: inside, box: box)
    }

    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }

    private static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.x >= outer.x && inner.maxX <= outer.maxX && inner.y >= outer.y && inner.maxY <= outer.maxY
    }
}
