import UIKit

/// The state shared while one plan is built: which view is being built and which was built
/// just before it (depth-first pre-order), for `.mySelf`, `.parent` and `.previous`.
final class PlanContext {
    private(set) var currentView: UIView
    private(set) var previousView: UIView?

    init(view: UIView) {
        currentView = view
    }

    /// Makes `view` the current view; the old current view becomes the previous one.
    func visit(_ view: UIView) {
        guard view !== currentView else { return }
        previousView = currentView
        currentView = view
    }

    /// The layout an anonymous layout names, or nil (recorded as an error) where Draftsman
    /// force-unwraps a missing superview or previous view and would crash.
    func layout(of anonymous: AnonymousLayout) -> AnyObject? {
        switch anonymous {
        case .mySelf:
            return currentView
        case .parent:
            return superview(for: anonymous)
        case .safeArea:
            return superview(for: anonymous)?.safeAreaLayoutGuide
        case .keyboard, .keyboardSafeArea:
            // Clavier's keyboard guide; UIKit's keyboardLayoutGuide is the closest stand-in.
            return superview(for: anonymous)?.keyboardLayoutGuide
        case .previous:
            return previous(for: anonymous)
        case .previousSafeArea:
            return previous(for: anonymous)?.safeAreaLayoutGuide
        }
    }

    private func superview(for anonymous: AnonymousLayout) -> UIView? {
        guard let superview = currentView.superview else {
            ConstraintRecorder.current.record(
                error: "Draftsman would crash: .\(anonymous) of \(type(of: currentView)) that has no superview"
            )
            return nil
        }
        return superview
    }

    private func previous(for anonymous: AnonymousLayout) -> UIView? {
        guard let previousView else {
            ConstraintRecorder.current.record(
                error: "Draftsman would crash: .\(anonymous) of \(type(of: currentView)), which is the first view built"
            )
            return nil
        }
        return previousView
    }
}
