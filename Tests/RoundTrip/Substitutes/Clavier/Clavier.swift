// Clavier 2.0.3's public API (hainayanda/Clavier, Clavier/Classes), which Draftsman 3.2.5 imports,
// for scripts/roundtrip-real only: the real Clavier follows the keyboard with key-value observing,
// selectors and associated objects, which need the Objective-C runtime Linux lacks. Printed code
// never uses Draftsman's `.keyboard`, so these guides only have to exist; they do not move.
import UIKit

public class ClavierGlobalConfig {
    public static var useAppleKeyboardLayoutGuideIfAvailable: Bool = true
}

/// The keyboard's guide before iOS 15 (Clavier's `ClavierLayoutGuide`).
public class ClavierLayoutGuide: UILayoutGuide {
    let usingSafeArea: Bool

    init(usingSafeArea: Bool) {
        self.usingSafeArea = usingSafeArea
        super.init()
    }
}

/// The keyboard's guide kept inside the safe area from iOS 15 (Clavier's `SafeAreaKeyboardLayoutGuide`).
public class SafeAreaKeyboardLayoutGuide: UILayoutGuide {}

/// Each view's `useAppleKeyboardLayoutGuideIfAvailable`, which Clavier keeps as an associated object.
private var appleGuideChoices: [ObjectIdentifier: Bool] = [:]

extension UIView {
    public var useAppleKeyboardLayoutGuideIfAvailable: Bool {
        get { appleGuideChoices[ObjectIdentifier(self)] ?? ClavierGlobalConfig.useAppleKeyboardLayoutGuideIfAvailable }
        set { appleGuideChoices[ObjectIdentifier(self)] = newValue }
    }

    public var clavierLayoutGuide: UILayoutGuide { clavierGuide(usingSafeArea: false) }

    public var safeClavierLayoutGuide: UILayoutGuide { clavierGuide(usingSafeArea: true) }

    /// UIKit's keyboard guide when asked for and not within the safe area; otherwise Clavier's own,
    /// made once per view and kind like Clavier's.
    private func clavierGuide(usingSafeArea: Bool) -> UILayoutGuide {
        if useAppleKeyboardLayoutGuideIfAvailable, !usingSafeArea {
            return keyboardLayoutGuide
        }
        if let guide = layoutGuides.first(where: { ($0 as? ClavierLayoutGuide)?.usingSafeArea == usingSafeArea }) {
            return guide
        }
        let guide = ClavierLayoutGuide(usingSafeArea: usingSafeArea)
        addLayoutGuide(guide)
        return guide
    }
}
