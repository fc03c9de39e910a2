import UIKit

extension AnchorPosition {
    /// top.horizontal: top (+); left, right.
    public enum AllButBottom: TriKind {
        public typealias UniAxis = NSLayoutYAxisAnchor
        public typealias BiAxis = NSLayoutXAxisAnchor
        public static var uni: (NSLayoutConstraint.Attribute, AnchorOffsetSign) { (.top, .positive) }
        public static var firstBi: NSLayoutConstraint.Attribute { .left }
        public static var secondBi: NSLayoutConstraint.Attribute { .right }
        public static func fields(_ insets: UIEdgeInsets) -> [CGFloat] { [insets.top, insets.left, insets.right] }
    }

    /// bottom.horizontal: bottom (−); left, right.
    public enum AllButTop: TriKind {
        public typealias UniAxis = NSLayoutYAxisAnchor
        public typealias BiAxis = NSLayoutXAxisAnchor
        public static var uni: (NSLayoutConstraint.Attribute, AnchorOffsetSign) { (.bottom, .negative) }
        public static var firstBi: NSLayoutConstraint.Attribute { .left }
        public static var secondBi: NSLayoutConstraint.Attribute { .right }
        public static func fields(_ insets: UIEdgeInsets) -> [CGFloat] { [insets.bottom, insets.left, insets.right] }
    }

    /// left.vertical: left (+); top, bottom.
    public enum AllButRight: TriKind {
        public typealias UniAxis = NSLayoutXAxisAnchor
        public typealias BiAxis = NSLayoutYAxisAnchor
        public static var uni: (NSLayoutConstraint.Attribute, AnchorOffsetSign) { (.left, .positive) }
        public static var firstBi: NSLayoutConstraint.Attribute { .top }
        public static var secondBi: NSLayoutConstraint.Attribute { .bottom }
        public static func fields(_ insets: UIEdgeInsets) -> [CGFloat] { [insets.left, insets.top, insets.bottom] }
    }

    /// right.vertical: right (−); top, bottom.
    public enum AllButLeft: TriKind {
        public typealias UniAxis = NSLayoutXAxisAnchor
        public typealias BiAxis = NSLayoutYAxisAnchor
        public static var uni: (NSLayoutConstraint.Attribute, AnchorOffsetSign) { (.right, .negative) }
        public static var firstBi: NSLayoutConstraint.Attribute { .top }
        public static var secondBi: NSLayoutConstraint.Attribute { .bottom }
        public static func fields(_ insets: UIEdgeInsets) -> [CGFloat] { [insets.right, insets.top, insets.bottom] }
    }

    /// top.localizedHorizontal: top (+); leading ← left, trailing ← right.
    public enum AllLocalizedButBottom: TriKind {
        public typealias UniAxis = NSLayoutYAxisAnchor
        public typealias BiAxis = NSLayoutXAxisAnchor
        public static var uni: (NSLayoutConstraint.Attribute, AnchorOffsetSign) { (.top, .positive) }
        public static var firstBi: NSLayoutConstraint.Attribute { .leading }
        public static var secondBi: NSLayoutConstraint.Attribute { .trailing }
        public static func fields(_ insets: UIEdgeInsets) -> [CGFloat] { [insets.top, insets.left, insets.right] }
    }

    /// bottom.localizedHorizontal: bottom (−); leading ← left, trailing ← right.
    public enum AllLocalizedButTop: TriKind {
        public typealias UniAxis = NSLayoutYAxisAnchor
        public typealias BiAxis = NSLayoutXAxisAnchor
        public static var uni: (NSLayoutConstraint.Attribute, AnchorOffsetSign) { (.bottom, .negative) }
        public static var firstBi: NSLayoutConstraint.Attribute { .leading }
        public static var secondBi: NSLayoutConstraint.Attribute { .trailing }
        public static func fields(_ insets: UIEdgeInsets) -> [CGFloat] { [insets.bottom, insets.left, insets.right] }
    }

    /// trailing.vertical: trailing (−) ← right; top, bottom.
    public enum AllButLeading: TriKind {
        public typealias UniAxis = NSLayoutXAxisAnchor
        public typealias BiAxis = NSLayoutYAxisAnchor
        public static var uni: (NSLayoutConstraint.Attribute, AnchorOffsetSign) { (.trailing, .negative) }
        public static var firstBi: NSLayoutConstraint.Attribute { .top }
        public static var secondBi: NSLayoutConstraint.Attribute { .bottom }
        public static func fields(_ insets: UIEdgeInsets) -> [CGFloat] { [insets.right, insets.top, insets.bottom] }
    }

    /// leading.vertical. 3.2.5 bug (Trio.swift L196-199): the uni anchor is **trailing** with
    /// a positive sign, where leading was meant; left → uni; top, bottom.
    public enum AllButTrailing: TriKind {
        public typealias UniAxis = NSLayoutXAxisAnchor
        public typealias BiAxis = NSLayoutYAxisAnchor
        public static var uni: (NSLayoutConstraint.Attribute, AnchorOffsetSign) { (.trailing, .positive) }
        public static var firstBi: NSLayoutConstraint.Attribute { .top }
        public static var secondBi: NSLayoutConstraint.Attribute { .bottom }
        public static func fields(_ insets: UIEdgeInsets) -> [CGFloat] { [insets.left, insets.top, insets.bottom] }
    }
}
