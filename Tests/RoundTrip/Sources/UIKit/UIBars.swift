// The other public view classes Interface Builder files use (bars, effect views, reusable
// headers, web views). Printed code only makes them with `init()` and lays them out; the
// stand-in records nothing more for them.
open class UINavigationBar: UIView {}

open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
}

/// A title or image for a bar, and the action a tap sends.
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
}

open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }

    open var style: Style = .plain
    open weak var target: AnyObject?
    open var action: Selector?

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }
}

open class UITabBar: UIView {}

open class UISearchBar: UIView {
    open var text: String?
    open var placeholder: String?
}

/// Its content goes into `contentView`, a subview the effect view creates (SwiftLayout 5 adds there).
/// UIKit keeps the content view at the effect view's bounds (its autoresizing mask is flexible
/// width and height); the stand-in, which resizes nothing by masks, sets it as the frame changes.
open class UIVisualEffectView: UIView {
    public let contentView: UIView = _UIVisualEffectContentView()

    open override var frame: CGRect {
        didSet { contentView.frame = bounds }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addContentView()
    }

    private func addContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}

/// The class of an effect view's `contentView`, as a capture names it.
public final class _UIVisualEffectContentView: UIView {}

open class UICollectionReusableView: UIView {}

open class UIColorWell: UIControl {}

/// Deprecated since iOS 12, but still in the SDK and in older storyboards.
open class UIWebView: UIView {}
