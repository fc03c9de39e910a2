import UIKit

/// A single position anchor kind: its attribute, its sign and its UIKit axis type.
public protocol SinglePosition {
    associatedtype Axis: LayoutAxisAnchor
    static var attribute: NSLayoutConstraint.Attribute { get }
    static var sign: AnchorOffsetSign { get }
}

/// Type-level names of anchors, so only Draftsman's valid combinations type-check.
public enum AnchorPosition {
    public enum Top: SinglePosition {
        public typealias Axis = NSLayoutYAxisAnchor
        public static var attribute: NSLayoutConstraint.Attribute { .top }
        public static var sign: AnchorOffsetSign { .positive }
    }

    public enum Bottom: SinglePosition {
        public typealias Axis = NSLayoutYAxisAnchor
        public static var attribute: NSLayoutConstraint.Attribute { .bottom }
        public static var sign: AnchorOffsetSign { .negative }
    }

    public enum CenterY: SinglePosition {
        public typealias Axis = NSLayoutYAxisAnchor
        public static var attribute: NSLayoutConstraint.Attribute { .centerY }
        public static var sign: AnchorOffsetSign { .positive }
    }

    public enum Left: SinglePosition {
        public typealias Axis = NSLayoutXAxisAnchor
        public static var attribute: NSLayoutConstraint.Attribute { .left }
        public static var sign: AnchorOffsetSign { .positive }
    }

    public enum Right: SinglePosition {
        public typealias Axis = NSLayoutXAxisAnchor
        public static var attribute: NSLayoutConstraint.Attribute { .right }
        public static var sign: AnchorOffsetSign { .negative }
    }

    public enum Leading: SinglePosition {
        public typealias Axis = NSLayoutXAxisAnchor
        public static var attribute: NSLayoutConstraint.Attribute { .leading }
        public static var sign: AnchorOffsetSign { .positive }
    }

    public enum Trailing: SinglePosition {
        public typealias Axis = NSLayoutXAxisAnchor
        public static var attribute: NSLayoutConstraint.Attribute { .trailing }
        public static var sign: AnchorOffsetSign { .negative }
    }

    public enum CenterX: SinglePosition {
        public typealias Axis = NSLayoutXAxisAnchor
        public static var attribute: NSLayoutConstraint.Attribute { .centerX }
        public static var sign: AnchorOffsetSign { .positive }
    }
}

extension AnchorPosition {
    public enum Width: SinglePosition {
        public typealias Axis = NSLayoutDimension
        public static var attribute: NSLayoutConstraint.Attribute { .width }
        public static var sign: AnchorOffsetSign { .positive }
    }

    public enum Height: SinglePosition {
        public typealias Axis = NSLayoutDimension
        public static var attribute: NSLayoutConstraint.Attribute { .height }
        public static var sign: AnchorOffsetSign { .positive }
    }
}
