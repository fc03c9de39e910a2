import UIKit

/// What an `Anchors` line can relate to: a view or a layout guide.
public protocol AnchorsItem: AnyObject {}
extension UIView: AnchorsItem {}
extension UILayoutGuide: AnchorsItem {}

/// One line of an `anchors { }` block: some attributes of the view, related the same way.
///
/// Both grammars SwiftLayoutPrinter printed (reference swiftlayout-printer.md §5):
/// - 2.0–2.1: `Anchors(.top, .bottom).equalTo(other, attribute: .top, constant: 8).setMultiplier(2)`;
/// - 2.5 and later: `Anchors.top.bottom.equalToSuper(constant: 8).multiplier(2)`, with
///   `.priority(_:)`. No release before 5.0 has `.identifier(_:)` (it first appears in 5.0.1,
///   Core/Anchors/Anchors.swift), so neither has this stand-in.
/// A line without a relation means "equal to the superview's same attribute". With no item,
/// a relation relates to the superview, except that `equalTo(constant:)` (and the other
/// relations with `constant:`) on a width or height is a fixed size with no second item.
/// Constants are stored as given: SwiftLayout does not flip signs (`inwardOffset:` does; the
/// printer never uses it, and it is not modelled here).
public struct Anchors {
    var attributes: [NSLayoutConstraint.Attribute]
    var relation: NSLayoutConstraint.Relation = .equal
    var item: AnchorsItem?
    var toSuperview = true
    var attribute: NSLayoutConstraint.Attribute?
    var constant: CGFloat = 0
    /// A relation call without an item but with `constant:` on a size: no second item.
    var fixedSize = false
    var multiplierValue: CGFloat = 1
    var priorityValue: UILayoutPriority = .required

    // MARK: 2.0–2.1

    public init(_ attributes: NSLayoutConstraint.Attribute...) {
        self.attributes = attributes
    }

    public init(_ attributes: [NSLayoutConstraint.Attribute]) {
        self.attributes = attributes
    }

    public func setMultiplier(_ value: CGFloat) -> Anchors { multiplier(value) }

    public func setConstant(_ constant: CGFloat) -> Anchors {
        var copy = self
        copy.constant = constant
        return copy
    }

    // MARK: Relations (both grammars)

    private func related(_ relation: NSLayoutConstraint.Relation, _ item: AnchorsItem?, _ attribute: NSLayoutConstraint.Attribute?, _ constant: CGFloat?) -> Anchors {
        var copy = self
        copy.relation = relation
        copy.item = item
        copy.toSuperview = item == nil
        copy.attribute = attribute
        copy.constant = constant ?? 0
        copy.fixedSize = item == nil && attribute == nil && constant != nil
        return copy
    }

    public func equalTo(_ item: AnchorsItem, attribute: NSLayoutConstraint.Attribute? = nil, constant: CGFloat = 0) -> Anchors {
        related(.equal, item, attribute, constant)
    }

    public func greaterThanOrEqualTo(_ item: AnchorsItem, attribute: NSLayoutConstraint.Attribute? = nil, constant: CGFloat = 0) -> Anchors {
        related(.greaterThanOrEqual, item, attribute, constant)
    }

    public func lessThanOrEqualTo(_ item: AnchorsItem, attribute: NSLayoutConstraint.Attribute? = nil, constant: CGFloat = 0) -> Anchors {
        related(.lessThanOrEqual, item, attribute, constant)
    }

    /// The superview, or with `constant:` alone on a size, a fixed size.
    public func equalTo(attribute: NSLayoutConstraint.Attribute? = nil, constant: CGFloat? = nil) -> Anchors {
        related(.equal, nil, attribute, constant)
    }

    public func greaterThanOrEqualTo(attribute: NSLayoutConstraint.Attribute? = nil, constant: CGFloat? = nil) -> Anchors {
        related(.greaterThanOrEqual, nil, attribute, constant)
    }

    public func lessThanOrEqualTo(attribute: NSLayoutConstraint.Attribute? = nil, constant: CGFloat? = nil) -> Anchors {
        related(.lessThanOrEqual, nil, attribute, constant)
    }

    // MARK: 2.5 and later

    public func equalToSuper(attribute: NSLayoutConstraint.Attribute? = nil, constant: CGFloat = 0) -> Anchors {
        var copy = related(.equal, nil, attribute, constant)
        copy.fixedSize = false
        return copy
    }

    public func greaterThanOrEqualToSuper(attribute: NSLayoutConstraint.Attribute? = nil, constant: CGFloat = 0) -> Anchors {
        var copy = related(.greaterThanOrEqual, nil, attribute, constant)
        copy.fixedSize = false
        return copy
    }

    public func lessThanOrEqualToSuper(attribute: NSLayoutConstraint.Attribute? = nil, constant: CGFloat = 0) -> Anchors {
        var copy = related(.lessThanOrEqual, nil, attribute, constant)
        copy.fixedSize = false
        return copy
    }

    public func multiplier(_ multiplier: CGFloat) -> Anchors {
        var copy = self
        copy.multiplierValue = multiplier
        return copy
    }

    public func priority(_ priority: UILayoutPriority) -> Anchors {
        var copy = self
        copy.priorityValue = priority
        return copy
    }

    private static func start(_ attribute: NSLayoutConstraint.Attribute) -> Anchors { Anchors([attribute]) }
    private func adding(_ attribute: NSLayoutConstraint.Attribute) -> Anchors {
        var copy = self
        copy.attributes.append(attribute)
        return copy
    }

    public static var left: Anchors { start(.left) }
    public static var right: Anchors { start(.right) }
    public static var top: Anchors { start(.top) }
    public static var bottom: Anchors { start(.bottom) }
    public static var leading: Anchors { start(.leading) }
    public static var trailing: Anchors { start(.trailing) }
    public static var width: Anchors { start(.width) }
    public static var height: Anchors { start(.height) }
    public static var centerX: Anchors { start(.centerX) }
    public static var centerY: Anchors { start(.centerY) }
    public static var firstBaseline: Anchors { start(.firstBaseline) }
    public static var lastBaseline: Anchors { start(.lastBaseline) }
    public static var leftMargin: Anchors { start(.leftMargin) }
    public static var rightMargin: Anchors { start(.rightMargin) }
    public static var topMargin: Anchors { start(.topMargin) }
    public static var bottomMargin: Anchors { start(.bottomMargin) }
    public static var leadingMargin: Anchors { start(.leadingMargin) }
    public static var trailingMargin: Anchors { start(.trailingMargin) }
    public static var centerXWithinMargins: Anchors { start(.centerXWithinMargins) }
    public static var centerYWithinMargins: Anchors { start(.centerYWithinMargins) }

    public var left: Anchors { adding(.left) }
    public var right: Anchors { adding(.right) }
    public var top: Anchors { adding(.top) }
    public var bottom: Anchors { adding(.bottom) }
    public var leading: Anchors { adding(.leading) }
    public var trailing: Anchors { adding(.trailing) }
    public var width: Anchors { adding(.width) }
    public var height: Anchors { adding(.height) }
    public var centerX: Anchors { adding(.centerX) }
    public var centerY: Anchors { adding(.centerY) }
    public var firstBaseline: Anchors { adding(.firstBaseline) }
    public var lastBaseline: Anchors { adding(.lastBaseline) }
    public var leftMargin: Anchors { adding(.leftMargin) }
    public var rightMargin: Anchors { adding(.rightMargin) }
    public var topMargin: Anchors { adding(.topMargin) }
    public var bottomMargin: Anchors { adding(.bottomMargin) }
    public var leadingMargin: Anchors { adding(.leadingMargin) }
    public var trailingMargin: Anchors { adding(.trailingMargin) }
    public var centerXWithinMargins: Anchors { adding(.centerXWithinMargins) }
    public var centerYWithinMargins: Anchors { adding(.centerYWithinMargins) }

    // MARK: Making the constraints

    /// The constraints of this line for `view`, not activated.
    func constraints(for view: UIView) -> [NSLayoutConstraint] {
        attributes.map { first in
            let second: AnyObject?
            let secondAttribute: NSLayoutConstraint.Attribute
            if fixedSize && (first == .width || first == .height) {
                (second, secondAttribute) = (nil, .notAnAttribute)
            } else {
                second = toSuperview ? view.superview : item
                if second == nil { ConstraintRecorder.current.record(error: "SwiftLayout: \(view) has no superview for \(first)") }
                secondAttribute = attribute ?? first
            }
            let constraint = NSLayoutConstraint(
                item: view, attribute: first, relatedBy: relation, toItem: second, attribute: secondAttribute,
                multiplier: multiplierValue, constant: constant)
            constraint.priority = priorityValue
            return constraint
        }
    }
}

/// Collects the lines of an `anchors { }` block.
@resultBuilder
public enum AnchorsBuilder {
    public static func buildBlock(_ lines: Anchors...) -> [Anchors] { lines }
}
