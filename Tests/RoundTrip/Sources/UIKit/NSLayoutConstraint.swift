/// A linear relation between two layout attributes: `first.attr relation second.attr × multiplier + constant`.
///
/// Items are held strongly (UIKit holds them weakly) so a driver can still read views that the
/// code under test only kept in local variables.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    open private(set) var firstItem: AnyObject?
    open private(set) var firstAttribute: Attribute
    open private(set) var relation: Relation
    open private(set) var secondItem: AnyObject?
    open private(set) var secondAttribute: Attribute
    /// UIKit keeps the multiplier as a `Float` (a device reports 1.2 as 1.2000000476837158), so
    /// printed `1.2` and a captured multiplier compare equal, as they do on a device.
    open var multiplier: CGFloat { CGFloat(storedMultiplier) }
    private let storedMultiplier: Float
    open var constant: CGFloat
    open var priority: UILayoutPriority = .required
    open var identifier: String?
    /// The view this constraint is installed on while active (UIKit's nearest common ancestor).
    public private(set) weak var installedView: UIView?

    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        // UIKit reads a constant's second attribute back as notAnAttribute whatever was passed
        // (SnapKit passes the first attribute again).
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        storedMultiplier = Float(multiplier)
        constant = c
        super.init()
        ConstraintRecorder.current.record(created: self)
        if let problem = validationError() {
            ConstraintRecorder.current.record(error: "\(problem): \(self)")
        }
    }

    open var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { activateSelf() } else { deactivateSelf() }
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = false }
    }

    /// NSObject's `description` is not isolated; constraints are only described on the main thread.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { text }
    }

    private var text: String {
        let relationText = ["<=", "==", ">="][relation.rawValue + 1]
        var text = "\(Self.name(of: firstItem)).\(firstAttribute) \(relationText) "
        if let secondItem {
            text += "\(Self.name(of: secondItem)).\(secondAttribute)"
            if multiplier != 1 { text += " * \(multiplier)" }
            if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        } else {
            text += "\(constant)"
        }
        return text
    }

    private nonisolated static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        return "\(type(of: item))@\(String(UInt(bitPattern: ObjectIdentifier(item).hashValue), radix: 16))"
    }

    /// The problems that make UIKit throw when the constraint is created.
    private func validationError() -> String? {
        if secondItem == nil {
            return firstAttribute.isDimension ? nil : "A constraint without a second item must relate a dimension"
        }
        if multiplier == 0 {
            return "A multiplier of 0 with a second item makes the constraint meaningless"
        }
        if firstAttribute.isDimension != secondAttribute.isDimension {
            return "A location attribute cannot be related to a dimension attribute"
        }
        if firstAttribute.isAbsoluteHorizontal && secondAttribute.isDirectionalHorizontal
            || firstAttribute.isDirectionalHorizontal && secondAttribute.isAbsoluteHorizontal {
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute"
        }
        if firstAttribute.isHorizontalLocation != secondAttribute.isHorizontalLocation && !firstAttribute.isDimension {
            return "A constraint cannot relate a horizontal to a vertical location"
        }
        return nil
    }

    private func activateSelf() {
        guard installedView == nil else { return }
        guard let first = firstItem.flatMap(Self.view(of:)) else {
            ConstraintRecorder.current.record(error: "Cannot activate a constraint whose first item is not a view or an owned guide: \(self)")
            return
        }
        var host: UIView? = first
        if let second = secondItem {
            host = Self.view(of: second).flatMap { first.nearestCommonAncestor(with: $0) }
        }
        guard let host else {
            ConstraintRecorder.current.record(error: "Unable to activate constraint because its items have no common ancestor: \(self)")
            return
        }
        host.install(self)
        installedView = host
    }

    private func deactivateSelf() {
        installedView?.uninstall(self)
        installedView = nil
    }

    private static func view(of item: AnyObject) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }
}

extension NSLayoutConstraint.Attribute {
    var isDimension: Bool { self == .width || self == .height }

    var isAbsoluteHorizontal: Bool {
        [.left, .right, .leftMargin, .rightMargin].contains(self)
    }

    var isDirectionalHorizontal: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    var isHorizontalLocation: Bool {
        isAbsoluteHorizontal || isDirectionalHorizontal || self == .centerX || self == .centerXWithinMargins
    }
}
