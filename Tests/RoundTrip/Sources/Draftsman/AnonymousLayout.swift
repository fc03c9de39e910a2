import UIKit

/// A layout named relative to the view being built, resolved at build time (reference §3).
public enum AnonymousLayout {
    case mySelf
    case parent
    /// The **superview's** safe-area guide, not the view's own.
    case safeArea
    case keyboard
    case keyboardSafeArea
    /// The view built just before this one, in depth-first pre-order.
    case previous
    case previousSafeArea
}

/// A horizontal anchor of an anonymous layout, for `with:` targets of x anchors.
public enum XAnonymousAnchor {
    case left(of: AnonymousLayout)
    case leading(of: AnonymousLayout)
    case right(of: AnonymousLayout)
    case trailing(of: AnonymousLayout)
    case centerX(of: AnonymousLayout)

    var target: (AnonymousLayout, NSLayoutConstraint.Attribute) {
        switch self {
        case .left(let layout): (layout, .left)
        case .leading(let layout): (layout, .leading)
        case .right(let layout): (layout, .right)
        case .trailing(let layout): (layout, .trailing)
        case .centerX(let layout): (layout, .centerX)
        }
    }
}

/// A vertical anchor of an anonymous layout, for `with:` targets of y anchors.
public enum YAnonymousAnchor {
    case top(of: AnonymousLayout)
    case bottom(of: AnonymousLayout)
    case centerY(of: AnonymousLayout)

    var target: (AnonymousLayout, NSLayoutConstraint.Attribute) {
        switch self {
        case .top(let layout): (layout, .top)
        case .bottom(let layout): (layout, .bottom)
        case .centerY(let layout): (layout, .centerY)
        }
    }
}

/// A dimension of an anonymous layout, for `with:` targets of width and height.
public enum DimensionAnonymousAnchor {
    case height(of: AnonymousLayout)
    case width(of: AnonymousLayout)

    var target: (AnonymousLayout, NSLayoutConstraint.Attribute) {
        switch self {
        case .height(let layout): (layout, .height)
        case .width(let layout): (layout, .width)
        }
    }
}

/// A point of an anonymous layout, for `with:` targets of corners and center; builds [x, y].
public enum XYAnonymousAnchor {
    case topLeft(of: AnonymousLayout)
    case topLeading(of: AnonymousLayout)
    case topRight(of: AnonymousLayout)
    case topTrailing(of: AnonymousLayout)
    case bottomLeft(of: AnonymousLayout)
    case bottomLeading(of: AnonymousLayout)
    case bottomRight(of: AnonymousLayout)
    case bottomTrailing(of: AnonymousLayout)
    case center(of: AnonymousLayout)
    case centerLeft(of: AnonymousLayout)
    case centerLeading(of: AnonymousLayout)
    case centerRight(of: AnonymousLayout)
    case centerTrailing(of: AnonymousLayout)
    case centerTop(of: AnonymousLayout)
    case centerBottom(of: AnonymousLayout)

    var targets: [PartTarget] {
        let (layout, x, y): (AnonymousLayout, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            switch self {
            case .topLeft(let layout): (layout, .left, .top)
            case .topLeading(let layout): (layout, .leading, .top)
            case .topRight(let layout): (layout, .right, .top)
            case .topTrailing(let layout): (layout, .trailing, .top)
            case .bottomLeft(let layout): (layout, .left, .bottom)
            case .bottomLeading(let layout): (layout, .leading, .bottom)
            case .bottomRight(let layout): (layout, .right, .bottom)
            case .bottomTrailing(let layout): (layout, .trailing, .bottom)
            case .center(let layout): (layout, .centerX, .centerY)
            case .centerLeft(let layout): (layout, .left, .centerY)
            case .centerLeading(let layout): (layout, .leading, .centerY)
            case .centerRight(let layout): (layout, .right, .centerY)
            case .centerTrailing(let layout): (layout, .trailing, .centerY)
            case .centerTop(let layout): (layout, .centerX, .top)
            case .centerBottom(let layout): (layout, .centerX, .bottom)
            }
        return [.anonymous(layout, x), .anonymous(layout, y)]
    }
}
