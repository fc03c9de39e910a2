import LayoutModel

/// What the readers of UIKit's text captures assume or invent where a capture is silent.
enum UIKitTextConventions {
    /// The id of the root the readers invent when a capture shows several top-level views (or
    /// none): a `UIWindow` that holds them (``LayoutDocument/syntheticRootID``).
    static let syntheticRootID = LayoutDocument.syntheticRootID

    /// The name a Masonry key gives the controller's view: `MASAttachKeys(self.view)` prints
    /// it as `UIView:self.view`, and a key is read as the property it names.
    static let controllersViewKey = "view"

    /// The synthetic root holding these views; its frame unknown unless given.
    static func syntheticRoot(holding subviews: [ItemID], frame: Rect? = nil) -> View {
        View(
            id: ItemID(syntheticRootID), className: "UIWindow", frame: frame, subviews: subviews,
            translatesAutoresizingMaskIntoConstraints: false)
    }

    /// Gives a view what the quoted part of its description says (`UILabel:0x…'Title'`, in a
    /// log or a trace): the text it shows, cut where UIKit cut it, and for an app's class the
    /// UIKit class it derives from. A cell's (or a header's, a reusable view's) quote is its
    /// reuse identifier (`FeedCell:0x…'FeedCell'`, `HHSearchSchoolTableViewCell:0x…'com.SearchSchoolCell'`),
    /// which it does not show.
    static func give(_ view: inout View, quotedText quoted: String?) {
        guard let quoted, !UIKitClasses.kind(ofClass: view.className).isPlacedByItsList else { return }
        view.text = quoted
        if isCutText(quoted) { view.properties.isTextCut = true }
        if let base = textShowingBase(ofClass: view.className) { view.properties.uikitClass = base }
    }

    /// The UIKit class an app's class derives from, when its description quotes a text: UIKit
    /// quotes the text of its labels, buttons and text fields, so an app's `GradientButton`
    /// whose description does (`YumaApp.GradientButton:0x…'ADD NEW ADDRESS'`) is a button.
    static func textShowingBase(ofClass className: String) -> String? {
        let name = UIKitClasses.typeName(className)
        guard !UIKitClasses.publicViews.contains(name) else { return nil }
        return [("Button", "UIButton"), ("Label", "UILabel"), ("TextField", "UITextField")]
            .first { name.hasSuffix($0.0) && name.count > $0.0.count }?.1
    }

    /// The characters of a label's text UIKit's descriptions show before they cut it with `...`.
    static let shownTextLength = 25

    /// Whether UIKit's description cut the text, as a view's description and a constraint's
    /// (`UILabel:0x…'Drag pieces to the grid s...'`) both do: its first 25 UTF-16 units and `...`.
    static func isCutText(_ text: String) -> Bool {
        text.utf16.count == shownTextLength + 3 && text.hasSuffix("...")
    }

    /// Whether a line is an excerpt's mark for lines left out (`...`, `……`, `⋮`), after which
    /// a view may hang under the wrong one.
    static func isElision(_ line: String) -> Bool {
        var dots = 0
        var ellipses = 0
        for scalar in line.unicodeScalars {
            switch scalar {
            case " ", "\t", "|": continue
            case ".": dots += 1
            case "…", "⋮": ellipses += 1
            default: return false
            }
        }
        return dots >= 2 || ellipses > 0
    }

    /// The warning for the first such line of a paste.
    static func elisionWarning(at line: PasteRepair.Line) -> Diagnostic {
        Diagnostic(.warning, at: .line(line.number, column: line.column),
            "the excerpt leaves lines out here ('\(line.text.trimmingSpaces)'): a view after it may hang under the wrong one")
    }

    /// The kind of guide UIKit's own identifier names (`UIViewSafeAreaLayoutGuide`,
    /// `UIViewKeyboardLayoutGuide`, `UIScrollView-contentLayoutGuide`, …); `custom` for any
    /// other. A third-party guide such as the `KeyboardLayoutGuide` library's, which prints
    /// `'KeyboardLayoutGuide'`, is not UIKit's keyboard guide: it stays a custom guide with its
    /// own name.
    static func guideKind(identifier: String?) -> Guide.Kind {
        Guide.Kind.allCases.first { $0.systemIdentifier != nil && $0.systemIdentifier == identifier } ?? .custom
    }
}
