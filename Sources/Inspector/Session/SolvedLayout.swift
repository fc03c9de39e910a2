import LayoutModel

/// What our solver makes of a document when the window gives its root another size: each
/// view's frame, which views are ambiguous and which constraints a conflict gives up. A
/// frame-based conversion (NotAutoLayout) is checked against these at several root sizes, so
/// that it holds beyond the one size the dump was captured at.
public struct SolvedLayout: Sendable {
    public var rootWidth: Double
    public var rootHeight: Double
    /// Each solved view's frame in its superview's coordinates (UIKit's `frame`); the root's
    /// at the origin of its own recorded frame.
    public var frames: [ItemID: Rect]
    /// The rectangles the constraints place (``frames`` less each view's alignment-rect
    /// insets), in the same coordinates.
    public var alignmentRects: [ItemID: Rect]
    /// Views whose frame the constraints do not pin down (and those that move with them).
    public var ambiguous: Set<ItemID>
    /// Indexes of document constraints given up in a conflict.
    public var brokenConstraints: Set<Int>
    /// Whether the root sizes itself to its content (a table view cell with no recorded
    /// encapsulated height), so that its height need not be ``rootHeight``.
    public var rootFitsContent: Bool

    /// Solves the document with the root resized to `width` × `height` (its recorded origin
    /// kept); `nil` when the root has no recorded frame to resize.
    public init?(document: LayoutDocument, rootWidth width: Double, rootHeight height: Double) {
        guard let resized = document.resizingRoot(width: width, height: height) else { return nil }
        let session = LayoutSession(document: resized)
        rootWidth = width
        rootHeight = height
        rootFitsContent = session.system.rootSizesItself
        var aligned: [ItemID: Rect] = [:]
        var outer: [ItemID: Rect] = [:]
        for view in resized.views {
            guard let item = session.system.index(of: view.id) else { continue }
            let rect = session.solvedFrame(ofItem: item)
            aligned[view.id] = rect
            outer[view.id] = rect.outset(by: view.alignmentRectInsets)
        }
        func inSuperviews(_ rects: [ItemID: Rect]) -> [ItemID: Rect] {
            var result: [ItemID: Rect] = [:]
            for (id, rect) in rects {
                if let parent = resized.superview(of: id), let parentRect = rects[parent] {
                    result[id] = Rect(x: rect.x - parentRect.x, y: rect.y - parentRect.y, width: rect.width, height: rect.height)
                } else {
                    result[id] = rect
                }
            }
            return result
        }
        frames = inSuperviews(outer)
        alignmentRects = inSuperviews(aligned)
        let analysis = session.analyze()
        ambiguous = Set(analysis.ambiguities.flatMap { [$0.item] + $0.followers })
        brokenConstraints = Set(analysis.conflicts.compactMap { conflict -> Int? in
            guard case let .document(index) = session.system.equations[conflict.broken].origin else { return nil }
            return index
        })
    }

    /// The root sizes a layout is checked at: the recorded one, one wider and shorter, one
    /// narrower and taller (a zero side becomes 100 in the other two).
    public static func checkSizes(width: Double, height: Double) -> [(width: Double, height: Double)] {
        let w = width > 0 ? width : 100
        let h = height > 0 ? height : 100
        return [(width, height), ((w * 1.25).rounded(), (h * 0.8).rounded()), ((w * 0.8).rounded(), (h * 1.25).rounded())]
    }
}

extension LayoutDocument {
    /// The same document with the root's recorded frame resized, and a root cell's content
    /// view with it (a cell lays its content view out to its bounds); `nil` when the root has
    /// no frame.
    public func resizingRoot(width: Double, height: Double) -> LayoutDocument? {
        guard let index = indexOfView(rootID), let frame = views[index].frame else { return nil }
        var views = self.views
        views[index].frame = Rect(x: frame.x, y: frame.y, width: width, height: height)
        if rootKind.isCell {
            for content in views[index].subviews where kind(of: content) == .cellContentView {
                guard let contentIndex = indexOfView(content), let old = views[contentIndex].frame else { continue }
                views[contentIndex].frame = Rect(
                    x: old.x, y: old.y, width: old.width + width - frame.width, height: old.height + height - frame.height)
            }
        }
        return LayoutDocument(
            rootID: rootID, views: views, guides: guides, constraints: constraints, layoutDirection: layoutDirection,
            metadata: metadata, rootKind: rootKind, isPartial: isPartial, recorded: recorded)
    }
}
