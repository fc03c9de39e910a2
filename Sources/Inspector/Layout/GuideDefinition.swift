import LayoutModel

/// The required constraints that tie a system layout guide to its owning view, as UIKit makes
/// them: safe-area and layout-margins guides inset by `safeAreaInsets` and `layoutMargins`
/// on absolute left/right edges (`'UIViewSafeAreaLayoutGuide-left'`,
/// `'UIView-leftMargin-guide-constraint'`). A readable-content or keyboard guide is held at its
/// recorded frame (its size depends on Dynamic Type or the keyboard, which a dump does not
/// say); without a frame, a readable-content guide fills the margins and a keyboard guide
/// sits in the bottom safe-area inset, as when the keyboard is hidden. A scroll view's frame
/// guide is its frame; its content guide starts at its origin (content offset zero) and is
/// sized by constraints. The old top and bottom layout guides are held at their frames by
/// `_UILayoutSupportConstraint`s. Custom guides get nothing: only constraints place them.
enum GuideDefinition {
    static func equations(for guide: Guide, owner: View, in system: LayoutSystem) -> [LayoutEquation] {
        switch guide.kind {
        case .safeArea:
            return inset(guide, owner, owner.safeAreaInsets, names: ["UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-right", "UIViewSafeAreaLayoutGuide-top", "UIViewSafeAreaLayoutGuide-bottom"], system)
        case .layoutMargins:
            return inset(guide, owner, owner.layoutMargins, names: ["UIView-leftMargin-guide-constraint", "UIView-rightMargin-guide-constraint", "UIView-topMargin-guide-constraint", "UIView-bottomMargin-guide-constraint"], system)
        case .frameLayout:
            return inset(guide, owner, .zero, names: ["frameLayoutGuide-left", "frameLayoutGuide-right", "frameLayoutGuide-top", "frameLayoutGuide-bottom"], system)
        case .contentLayout:
            // The content starts at the scroll view's origin (content offset zero); its size is
            // what the constraints make it.
            return [Attribute.left, .top].compactMap { attribute in
                let constraint = Constraint(first: guide.id, firstAttribute: attribute, second: owner.id, secondAttribute: attribute)
                return generated(constraint, guide, "contentLayoutGuide-\(attribute.name)", system)
            }
        case .topLayoutGuide, .bottomLayoutGuide:
            let isTop = guide.kind == .topLayoutGuide
            guard let ownerFrame = owner.frame else { return [] }
            let frame = guide.frame ?? Rect(x: 0, y: isTop ? 0 : ownerFrame.height, width: ownerFrame.width, height: 0)
            return held(guide, owner, at: frame, system, className: "_UILayoutSupportConstraint")
        case .readableContent, .keyboard:
            if let frame = guide.frame {
                return held(guide, owner, at: frame, system)
            }
            if guide.kind == .readableContent {
                return inset(guide, owner, owner.layoutMargins, names: ["readable-left", "readable-right", "readable-top", "readable-bottom"], system)
            }
            guard let ownerFrame = owner.frame else { return [] }
            let bottom = owner.safeAreaInsets.bottom
            return held(guide, owner, at: Rect(x: 0, y: ownerFrame.height - bottom, width: ownerFrame.width, height: bottom), system)
        case .custom:
            return []
        }
    }

    /// `guide.left == owner.left + l`, `owner.right == guide.right + r`, and so on.
    private static func inset(_ guide: Guide, _ owner: View, _ insets: EdgeInsets, names: [String], _ system: LayoutSystem) -> [LayoutEquation] {
        let ties: [(Attribute, Double, Bool)] = [
            (.left, insets.left, true), (.right, insets.right, false), (.top, insets.top, true), (.bottom, insets.bottom, false),
        ]
        return zip(ties, names).compactMap { tie, name in
            let (attribute, value, guideFirst) = tie
            let constraint = Constraint(
                identifier: name, first: guideFirst ? guide.id : owner.id, firstAttribute: attribute,
                second: guideFirst ? owner.id : guide.id, secondAttribute: attribute, constant: value)
            return generated(constraint, guide, name, system)
        }
    }

    /// The guide held at a frame in its owner's coordinates.
    private static func held(
        _ guide: Guide, _ owner: View, at frame: Rect, _ system: LayoutSystem,
        className: String = Constraint.defaultClassName
    ) -> [LayoutEquation] {
        let constraints = [
            Constraint(className: className, first: guide.id, firstAttribute: .left, second: owner.id, secondAttribute: .left, constant: frame.x),
            Constraint(className: className, first: guide.id, firstAttribute: .top, second: owner.id, secondAttribute: .top, constant: frame.y),
            Constraint(className: className, first: guide.id, firstAttribute: .width, constant: frame.width),
            Constraint(className: className, first: guide.id, firstAttribute: .height, constant: frame.height),
        ]
        return zip(constraints, ["frame.minX", "frame.minY", "frame.width", "frame.height"]).compactMap { constraint, name in
            generated(constraint, guide, name, system)
        }
    }

    private static func generated(_ constraint: Constraint, _ guide: Guide, _ role: String, _ system: LayoutSystem) -> LayoutEquation? {
        let origin = GeneratedConstraint(item: guide.id, source: .guideDefinition, role: role, constraint: constraint)
        return system.equation(for: constraint, origin: .generated(origin))
    }
}
