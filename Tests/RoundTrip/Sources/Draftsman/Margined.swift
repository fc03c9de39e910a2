import UIKit

/// A clear container whose only child fills it with margins:
/// `fillParent().offsetted(using: margins)` (left +l, right −r, top +t, bottom −b).
public final class Margined: LayoutDraft<UIView> {
    public init(by margins: UIEdgeInsets, _ content: () -> PlanComponent) {
        super.init(view: UIView())
        for child in content().insertablePlans {
            _ = child.fillParent().offsetted(using: margins)
            plans.append(child)
        }
    }

    public convenience init(by margin: CGFloat, _ content: () -> PlanComponent) {
        self.init(by: UIEdgeInsets(insets: margin), content)
    }
}
