import LayoutModel

extension Constraint {
    /// Whether where its container's bounds begin changes what the constraint says: a
    /// multiplier other than 1 between two locations (`v.centerY == superview.centerY * 0.5`).
    /// With a multiplier of 1 the origin cancels out.
    public var dependsOnBoundsOrigin: Bool {
        multiplier != 1 && second != nil && firstAttribute.isLocation && secondAttribute.isLocation
    }
}

extension LayoutDocument {
    /// The view whose bounds a constraint's locations are measured in, when that matters
    /// (``Constraint/dependsOnBoundsOrigin``): its items' nearest common ancestor, where UIKit
    /// installs it. UIKit lowers each item's location into that view's coordinates, so
    /// `v.centerY == superview.centerY * 0.5` puts v a quarter of the way down its superview
    /// wherever the superview is; the solver's locations are the root's. `nil` when it does
    /// not matter or the items have no common ancestor.
    public func coordinateContainer(of constraint: Constraint) -> ItemID? {
        guard constraint.dependsOnBoundsOrigin, let second = constraint.second else { return nil }
        return nearestCommonAncestor(constraint.first, second)
    }
}
