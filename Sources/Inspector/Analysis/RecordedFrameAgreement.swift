import LayoutModel

/// How many recorded view frames the solved layout reproduces: the test of a reader against
/// the frames the tool that wrote the input laid out itself (Interface Builder's oracle).
public struct RecordedFrameAgreement: Hashable, Sendable {
    /// Views compared (with a recorded frame, not excluded).
    public var compared: Int
    /// Views whose solved frame, in superview coordinates, agrees with the recorded one
    /// (``Misplacement/agrees(_:_:)``).
    public var agreeing: Int
    /// The views that differ, with both frames, in document order.
    public var differing: [Misplacement]

    /// The share of compared views that agree (1 when none was compared).
    public var share: Double { compared == 0 ? 1 : Double(agreeing) / Double(compared) }
}

extension LayoutSession {
    /// Compares every view's solved frame with its recorded one, ambiguous or not, except the
    /// views in `excluded` (those the input itself says are not where the constraints put them).
    public func recordedFrameAgreement(excluding excluded: Set<ItemID> = []) -> RecordedFrameAgreement {
        let values = self.values
        func frame(_ item: Int) -> Rect {
            func value(_ component: FrameComponent) -> Double {
                let variable = LayoutSystem.variable(item, component)
                return values.indices.contains(variable) ? values[variable] : 0
            }
            return Rect(x: value(.minX), y: value(.minY), width: value(.width), height: value(.height))
        }
        var result = RecordedFrameAgreement(compared: 0, agreeing: 0, differing: [])
        for view in document.views where !excluded.contains(view.id) {
            guard let recorded = view.alignmentRect, let index = system.index(of: view.id) else { continue }
            var solved = frame(index)
            if let parent = document.superview(of: view.id), let parentIndex = system.index(of: parent) {
                let origin = frame(parentIndex)
                solved.x -= origin.x
                solved.y -= origin.y
            }
            result.compared += 1
            if Misplacement.agrees(recorded, solved) {
                result.agreeing += 1
            } else {
                result.differing.append(Misplacement(item: view.id, recorded: recorded, solved: solved.rounded()))
            }
        }
        return result
    }
}
