import LayoutModel

extension LayoutDocument {
    /// The text a view shows, as a person reads it: its own text, or for a button the text
    /// of its private `UIButtonLabel` (UIKit records a button's title there).
    public func displayedText(of view: View) -> String? {
        view.text ?? buttonTitle(className: view.className, base: view.recordedProperties?.uikitClass, subviews: view.subviews)
    }

    /// The text the view at `index` in ``views`` shows, read in place: namers ask it of every
    /// view, and a copy of each costs more than the answer.
    public func displayedText(ofViewAt index: Int) -> String? {
        views[index].text
            ?? buttonTitle(className: views[index].className, base: views[index].recordedProperties?.uikitClass, subviews: views[index].subviews)
    }

    /// Whether the text ``displayedText(of:)`` gives is only its start, cut by the capture
    /// (``ViewProperties/isTextCut``).
    public func isDisplayedTextCut(of view: View) -> Bool {
        let shown = view.text != nil ? view : buttonLabel(className: view.className, base: view.recordedProperties?.uikitClass, subviews: view.subviews)
        return shown?.isTextCut == true
    }

    /// A button's title: its `UIButtonLabel`'s text; `nil` for a view of another class. An
    /// app's button is known by the UIKit class recorded for it (`baseClass = UIButton`), an
    /// iOS 6 rounded rect button by its class.
    private func buttonTitle(className: String, base: String?, subviews: [ItemID]) -> String? {
        buttonLabel(className: className, base: base, subviews: subviews)?.text
    }

    private func buttonLabel(className: String, base: String?, subviews: [ItemID]) -> View? {
        let name = UIKitClasses.typeName(className)
        // The private subclasses' table is looked up only for a name that ends as a button's:
        // namers ask this of every view.
        guard base == "UIButton" || name == "UIButton"
            || (name.utf8HasSuffix("Button") && UIKitClasses.publicClassOfPrivateSubclass[name]?.uikitClass == "UIButton")
        else { return nil }
        return subviews.lazy.compactMap { self.view($0) }.first { UIKitClasses.typeName($0.className) == "UIButtonLabel" }
    }
}
