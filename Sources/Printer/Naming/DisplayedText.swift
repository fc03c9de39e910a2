import Inspector

extension LayoutDocument {
    /// The text a view shows, as a person reads it: its own text, or for a button the text
    /// of its private `UIButtonLabel` (UIKit records a button's title there).
    public func displayedText(of view: View) -> String? {
        if let text = view.text { return text }
        guard UIKitClasses.typeName(view.className) == "UIButton" else { return nil }
        return view.subviews.lazy.compactMap { self.view($0) }
            .first { UIKitClasses.typeName($0.className) == "UIButtonLabel" }?.text
    }
}
