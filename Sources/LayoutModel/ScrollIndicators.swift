extension LayoutDocument {
    /// The thickest a scroll indicator is drawn: 7 pt before iOS 7, 2.5–3.5 pt since.
    static let scrollIndicatorThickness = 7.0

    /// The positions in ``views`` of a scroll view's indicators, when they are plain views.
    ///
    /// Before iOS 13 a scroll view's indicators are `UIImageView`s it adds itself as its last
    /// subviews (iOS 13 made them `_UIScrollViewScrollIndicator`, one of UIKit's private
    /// classes): traces and descriptions of older systems show them as image views of the
    /// app's. Counted from the end, past UIKit's private views (iOS 6 tables add their
    /// separators after them), at most two image views are taken for indicators, each a
    /// `UIImageView` itself (not a subclass), translating its autoresizing mask, named by no
    /// constraint, with no subviews, and no more than an indicator's thickness across when its
    /// frame is known; the first view of the app's before them ends the search.
    func scrollIndicators(ofScrollViewAt index: Int) -> [Int] {
        var indicators: [Int] = []
        for subview in views[index].subviews.reversed() where indicators.count < 2 {
            guard let position = indexOfView(subview) else { break }
            if UIKitClasses.isPrivateView(views[position].className) { continue }
            guard isScrollIndicator(views[position]) else { break }
            indicators.append(position)
        }
        return indicators
    }

    private func isScrollIndicator(_ view: View) -> Bool {
        guard UIKitClasses.typeName(view.className) == "UIImageView", view.recordedProperties?.uikitClass == nil,
            view.translatesAutoresizingMaskIntoConstraints, view.subviews.isEmpty,
            constraintIndexes(involving: view.id).isEmpty
        else { return false }
        guard let frame = view.frame else { return true }
        return min(frame.width, frame.height) <= Self.scrollIndicatorThickness
    }
}
