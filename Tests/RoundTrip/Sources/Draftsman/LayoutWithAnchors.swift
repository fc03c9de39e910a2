import UIKit

/// A concrete layout a relation can target: a UIView or a UILayoutGuide.
public protocol LayoutWithAnchors: AnyObject {}

extension UIView: LayoutWithAnchors {}
extension UILayoutGuide: LayoutWithAnchors {}

/// A UIKit anchor as a relation target: the item and attribute it stands for.
public protocol LayoutAxisAnchor: AnyObject {
    var item: AnyObject? { get }
    var attribute: NSLayoutConstraint.Attribute { get }
}

extension NSLayoutAnchor: LayoutAxisAnchor {}
