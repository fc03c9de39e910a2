import LayoutModel

/// The frames a document recorded, converted to root coordinates (the coordinates the root's
/// own frame is given in), as values of a ``LayoutSystem``'s variables.
public enum RecordedFrames {
    /// Each view's and guide's recorded frame in root coordinates, by item index; `nil` for
    /// items without one (stack guides, guides with no frame, views outside the root's tree,
    /// views whose frame or whose superview's frame is unknown).
    public static func absolute(_ document: LayoutDocument, _ system: LayoutSystem) -> [Rect?] {
        var result = [Rect?](repeating: nil, count: system.items.count)
        var origins: [ItemID: (x: Double, y: Double)] = [:]
        // Pre-order visits each superview before its subviews.
        for id in document.depthFirstOrder {
            guard let view = document.view(id), let frame = view.frame else { continue }
            let superview = document.superview(of: id)
            guard let parent = superview == nil ? (0, 0) : origins[superview!] else { continue }
            // Subviews are placed from the frame's origin; the variables hold the alignment rect.
            origins[id] = (x: parent.x + frame.x, y: parent.y + frame.y)
            if let index = system.index(of: id) {
                let aligned = frame.inset(by: view.alignmentRectInsets)
                result[index] = Rect(x: parent.x + aligned.x, y: parent.y + aligned.y, width: aligned.width, height: aligned.height)
            }
        }
        for guide in document.guides {
            guard let frame = guide.frame, let owner = origins[guide.owner], let index = system.index(of: guide.id) else { continue }
            result[index] = Rect(x: owner.x + frame.x, y: owner.y + frame.y, width: frame.width, height: frame.height)
        }
        return result
    }

    /// The recorded frames as a value per variable (`nan` where there is none).
    public static func values(_ document: LayoutDocument, _ system: LayoutSystem) -> [Double] {
        var values = [Double](repeating: .nan, count: system.variableCount)
        for (index, frame) in absolute(document, system).enumerated() {
            guard let frame else { continue }
            values[LayoutSystem.variable(index, .minX)] = frame.x
            values[LayoutSystem.variable(index, .minY)] = frame.y
            values[LayoutSystem.variable(index, .width)] = frame.width
            values[LayoutSystem.variable(index, .height)] = frame.height
        }
        return values
    }
}
