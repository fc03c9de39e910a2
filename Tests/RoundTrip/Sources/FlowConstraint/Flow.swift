import UIKit

/// FlowConstraint as its README documents it (reference flowconstraint-and-notautolayout.md):
/// `view.flow()` collects constraint definitions; attribute calls (`left()`, `top()`,
/// `right()`, `bottom()`, optionally naming the second attribute: `top(.bottom)`) add
/// definitions; `attribute(constant:)`, `attribute(relation:)` and
/// `attribute(constant:for:)` set properties of the pending definitions; a target call
/// (`withSuperview()`, `withSelf()`) creates and activates an `NSLayoutConstraint` for every
/// pending definition with that second item, stores constants as given (no sign flipping),
/// and clears them, so the chain can go on.
///
/// Assumptions where the README is silent, marked as such: `edges()` (the README names an
/// `edges` helper without showing its call) adds left, top, right and bottom; the methods
/// return the same flow and are `@discardableResult`; `flow()` does not touch
/// `translatesAutoresizingMaskIntoConstraints` (the README's comparison sets it by hand).
public final class Flow {
    struct Definition {
        var attribute: NSLayoutConstraint.Attribute
        var secondAttribute: NSLayoutConstraint.Attribute
        var constant: CGFloat = 0
        var relation: NSLayoutConstraint.Relation = .equal
    }

    let view: UIView
    var pending: [Definition] = []

    init(view: UIView) {
        self.view = view
    }

    private func define(_ attribute: NSLayoutConstraint.Attribute, _ second: NSLayoutConstraint.Attribute?) -> Flow {
        pending.append(Definition(attribute: attribute, secondAttribute: second ?? attribute))
        return self
    }

    // MARK: Constraint calls

    @discardableResult public func left(_ second: NSLayoutConstraint.Attribute? = nil) -> Flow { define(.left, second) }
    @discardableResult public func top(_ second: NSLayoutConstraint.Attribute? = nil) -> Flow { define(.top, second) }
    @discardableResult public func right(_ second: NSLayoutConstraint.Attribute? = nil) -> Flow { define(.right, second) }
    @discardableResult public func bottom(_ second: NSLayoutConstraint.Attribute? = nil) -> Flow { define(.bottom, second) }

    /// Not shown in the README (see the type's documentation).
    @discardableResult public func edges() -> Flow { left().top().right().bottom() }

    // MARK: Attribute calls

    /// Sets the constant, and the relation when given, of the pending definitions (of those
    /// whose attribute is in `attributes`, when given).
    @discardableResult
    public func attribute(
        constant: CGFloat? = nil, relation: NSLayoutConstraint.Relation? = nil, for attributes: [NSLayoutConstraint.Attribute]? = nil
    ) -> Flow {
        for index in pending.indices where attributes?.contains(pending[index].attribute) ?? true {
            if let constant { pending[index].constant = constant }
            if let relation { pending[index].relation = relation }
        }
        return self
    }

    // MARK: Target calls

    @discardableResult public func withSuperview() -> Flow {
        guard let superview = view.superview else {
            ConstraintRecorder.current.record(error: "FlowConstraint: withSuperview() on a view without a superview")
            pending = []
            return self
        }
        return finish(with: superview)
    }

    @discardableResult public func withSelf() -> Flow { finish(with: view) }

    private func finish(with target: UIView) -> Flow {
        let constraints = pending.map { definition in
            NSLayoutConstraint(
                item: view, attribute: definition.attribute, relatedBy: definition.relation,
                toItem: target, attribute: definition.secondAttribute, multiplier: 1, constant: definition.constant)
        }
        NSLayoutConstraint.activate(constraints)
        pending = []
        return self
    }
}

extension UIView {
    /// Starts a flow of constraint definitions on this view.
    public func flow() -> Flow { Flow(view: self) }
}
