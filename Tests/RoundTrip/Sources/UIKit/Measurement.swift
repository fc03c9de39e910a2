/// What the stand-in cannot measure (text, images) or get from a window or a table (safe-area
/// insets, a cell's content view insets), recorded by a driver from a dump so that frame-based
/// code (NotAutoLayout's `fitSize()`, `safeAreaGuide`, a cell's content) computes what it would
/// on a device.
extension UIView {
    nonisolated(unsafe) private static var fittingSizes: [ObjectIdentifier: CGSize] = [:]

    /// UIView's answer: the recorded fitting size, else the view's current size (UIKit's
    /// default for a view that does not measure content).
    public func sizeThatFits(_ size: CGSize) -> CGSize {
        Self.fittingSizes[ObjectIdentifier(self)] ?? bounds.size
    }

    /// Resizes the view to what `sizeThatFits(_:)` answers for its size.
    public func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// Stand-in only: what `sizeThatFits(_:)` answers from now on.
    public func recordFittingSize(_ size: CGSize) {
        Self.fittingSizes[ObjectIdentifier(self)] = size
    }

    /// Stand-in only: the safe-area insets a window would give the view.
    public func recordSafeAreaInsets(_ insets: UIEdgeInsets) {
        safeAreaInsets = insets
    }

    nonisolated(unsafe) private static var contentViewInsets: [ObjectIdentifier: UIEdgeInsets] = [:]

    /// Stand-in only: where a table puts a cell's content view in the cell (a separator below
    /// it, an accessory beside it).
    public func recordContentViewInsets(_ insets: UIEdgeInsets) {
        Self.contentViewInsets[ObjectIdentifier(self)] = insets
    }

    /// Where a cell's content view goes: its bounds less the recorded insets.
    var contentViewFrame: CGRect {
        bounds.inset(by: Self.contentViewInsets[ObjectIdentifier(self)] ?? .zero)
    }
}
