import UIKit

/// A piece of a layout: a view with its anchors and sublayouts, or several of them.
public protocol Layout {
    /// The views at the top of this piece, with what hangs under them.
    var viewLayouts: [ViewLayout] { get }
}

/// A view, the lines of its `anchors { }` and its sublayouts, in order.
public struct ViewLayout: Layout {
    let view: UIView
    var anchors: [Anchors] = []
    var sublayouts: [ViewLayout] = []

    public var viewLayouts: [ViewLayout] { [self] }

    /// `… .sublayout { }` after `anchors { }` (every version since 1.6).
    public func sublayout(@LayoutBuilder _ build: () -> Layout) -> ViewLayout {
        var copy = self
        copy.sublayouts += build().viewLayouts
        return copy
    }

    /// `.anchors { }` after another part of a node.
    public func anchors(@AnchorsBuilder _ build: () -> [Anchors]) -> ViewLayout {
        var copy = self
        copy.anchors += build()
        return copy
    }
}

/// Several layouts side by side.
public struct LayoutList: Layout {
    public let viewLayouts: [ViewLayout]
}

extension UIView: Layout {
    public var viewLayouts: [ViewLayout] { [ViewLayout(view: self)] }
}

@resultBuilder
public enum LayoutBuilder {
    public static func buildExpression(_ view: UIView) -> ViewLayout { ViewLayout(view: view) }
    public static func buildExpression(_ layout: ViewLayout) -> ViewLayout { layout }
    public static func buildBlock(_ layout: ViewLayout) -> ViewLayout { layout }
    // SwiftLayout 3.0–4.x take at most 10 layouts in a block (2.x at most 7), with no variadic form.
    public static func buildBlock(_ l0: ViewLayout, _ l1: ViewLayout) -> LayoutList { LayoutList(viewLayouts: [l0, l1]) }
    public static func buildBlock(_ l0: ViewLayout, _ l1: ViewLayout, _ l2: ViewLayout) -> LayoutList { LayoutList(viewLayouts: [l0, l1, l2]) }
    public static func buildBlock(_ l0: ViewLayout, _ l1: ViewLayout, _ l2: ViewLayout, _ l3: ViewLayout) -> LayoutList { LayoutList(viewLayouts: [l0, l1, l2, l3]) }
    public static func buildBlock(_ l0: ViewLayout, _ l1: ViewLayout, _ l2: ViewLayout, _ l3: ViewLayout, _ l4: ViewLayout) -> LayoutList { LayoutList(viewLayouts: [l0, l1, l2, l3, l4]) }
    public static func buildBlock(_ l0: ViewLayout, _ l1: ViewLayout, _ l2: ViewLayout, _ l3: ViewLayout, _ l4: ViewLayout, _ l5: ViewLayout) -> LayoutList { LayoutList(viewLayouts: [l0, l1, l2, l3, l4, l5]) }
    public static func buildBlock(_ l0: ViewLayout, _ l1: ViewLayout, _ l2: ViewLayout, _ l3: ViewLayout, _ l4: ViewLayout, _ l5: ViewLayout, _ l6: ViewLayout) -> LayoutList { LayoutList(viewLayouts: [l0, l1, l2, l3, l4, l5, l6]) }
    public static func buildBlock(_ l0: ViewLayout, _ l1: ViewLayout, _ l2: ViewLayout, _ l3: ViewLayout, _ l4: ViewLayout, _ l5: ViewLayout, _ l6: ViewLayout, _ l7: ViewLayout) -> LayoutList { LayoutList(viewLayouts: [l0, l1, l2, l3, l4, l5, l6, l7]) }
    public static func buildBlock(_ l0: ViewLayout, _ l1: ViewLayout, _ l2: ViewLayout, _ l3: ViewLayout, _ l4: ViewLayout, _ l5: ViewLayout, _ l6: ViewLayout, _ l7: ViewLayout, _ l8: ViewLayout) -> LayoutList { LayoutList(viewLayouts: [l0, l1, l2, l3, l4, l5, l6, l7, l8]) }
    public static func buildBlock(_ l0: ViewLayout, _ l1: ViewLayout, _ l2: ViewLayout, _ l3: ViewLayout, _ l4: ViewLayout, _ l5: ViewLayout, _ l6: ViewLayout, _ l7: ViewLayout, _ l8: ViewLayout, _ l9: ViewLayout) -> LayoutList { LayoutList(viewLayouts: [l0, l1, l2, l3, l4, l5, l6, l7, l8, l9]) }
}

// MARK: 2.0–2.8: `root { child }`, `view.anchors { }`

extension UIView {
    /// `root { child; friend }`: the view with sublayouts.
    public func callAsFunction(@LayoutBuilder _ build: () -> Layout) -> ViewLayout {
        ViewLayout(view: self, sublayouts: build().viewLayouts)
    }

    /// `view.anchors { Anchors(.top) }`.
    public func anchors(@AnchorsBuilder _ build: () -> [Anchors]) -> ViewLayout {
        ViewLayout(view: self, anchors: build())
    }
}

// MARK: 3.0 and later: `view.sl.sublayout { }`, `view.sl.anchors { }`

/// `view.sl`: SwiftLayout 3's namespace on views.
public struct SwiftLayoutExtension {
    let view: UIView

    public func sublayout(@LayoutBuilder _ build: () -> Layout) -> ViewLayout {
        ViewLayout(view: view, sublayouts: build().viewLayouts)
    }

    public func anchors(@AnchorsBuilder _ build: () -> [Anchors]) -> ViewLayout {
        ViewLayout(view: view, anchors: build())
    }

    /// Sets the view's accessibilityIdentifier and returns the view.
    @discardableResult
    public func identifying(_ identifier: String) -> UIView {
        view.accessibilityIdentifier = identifier
        return view
    }
}

extension UIView {
    public var sl: SwiftLayoutExtension { SwiftLayoutExtension(view: self) }
}

// MARK: Activation

/// What `active()` did: the constraints it activated, to deactivate them again.
public final class Activation {
    public let constraints: [NSLayoutConstraint]

    init(constraints: [NSLayoutConstraint]) {
        self.constraints = constraints
    }

    public func deactive() { NSLayoutConstraint.deactivate(constraints) }
}

extension Layout {
    /// Adds every sublayout's view to its parent (`addSubview`, in order, turning the added
    /// view's `translatesAutoresizingMaskIntoConstraints` off; a top view stays where it is),
    /// then creates and activates every view's anchors, top-down, so a line may name a view
    /// that comes later in the tree.
    @discardableResult
    public func active() -> Activation {
        var nodes: [ViewLayout] = []
        var pending = viewLayouts.reversed().map { $0 }
        while let node = pending.popLast() {
            nodes.append(node)
            for child in node.sublayouts {
                child.view.translatesAutoresizingMaskIntoConstraints = false
                node.view.addSubview(child.view)
            }
            pending += node.sublayouts.reversed()
        }
        let made = nodes.flatMap { node in node.anchors.flatMap { $0.constraints(for: node.view) } }
        let constraints = Self.distinct(made)
        NSLayoutConstraint.activate(constraints)
        return Activation(constraints: constraints)
    }

    /// Every release from 2.0 to 4 activates a `Set` of its constraints, hashed by items,
    /// attributes, relation, constant, multiplier and priority (not the identifier): of equal
    /// constraints one is made. Which one a `Set` keeps is unspecified; here, the first.
    private static func distinct(_ constraints: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        var seen: Set<ActivationKey> = []
        return constraints.filter { seen.insert(ActivationKey($0)).inserted }
    }
}

/// What SwiftLayout hashes a constraint by.
private struct ActivationKey: Hashable {
    var first: ObjectIdentifier?, firstAttribute: Int, second: ObjectIdentifier?, secondAttribute: Int
    var relation: Int, constant: Double, multiplier: Double, priority: Float

    init(_ constraint: NSLayoutConstraint) {
        first = constraint.firstItem.map(ObjectIdentifier.init)
        firstAttribute = constraint.firstAttribute.rawValue
        second = constraint.secondItem.map(ObjectIdentifier.init)
        secondAttribute = constraint.secondAttribute.rawValue
        relation = constraint.relation.rawValue
        constant = Double(constraint.constant)
        multiplier = Double(constraint.multiplier)
        priority = constraint.priority.rawValue
    }
}
