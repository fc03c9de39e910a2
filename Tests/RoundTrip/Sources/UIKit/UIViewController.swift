/// A controller that owns a root view and child controllers.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    open var title: String?

    public init(nibName: String?, bundle: Bundle?) {
        super.init()
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The root view, created by `loadView()` on first access, then `viewDidLoad()` runs.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    /// The root view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    open func loadView() {
        view = UIView()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    open override var next: UIResponder? { loadedView?.superview }

    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
}

/// The top of a hierarchy; setting `rootViewController` installs the controller's view.
open class UIWindow: UIView {
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let view = rootViewController?.view { addSubview(view) }
        }
    }

    open func makeKeyAndVisible() {
        isHidden = false
    }
}
