import LayoutModel
import Naming

/// What a print is asked for, whatever the target.
public struct PrintOptions: Sendable {
    /// The form of Draftsman code (Draftsman only).
    public var style: DraftsmanStyle
    /// The SwiftLayout release and view selection (SwiftLayout only).
    public var swiftLayout: SwiftLayoutOptions
    /// Names chosen by the user, by item id.
    public var tags: [ItemID: String]
    /// Give every view an accessibilityIdentifier (its printed name) and every printed
    /// constraint without an identifier a unique one.
    public var autoIdentifier: Bool
    /// Also declare every view, so the output is a complete Swift file.
    public var declarations: Bool
    /// Print only this view's subtree; the document's root when `nil`.
    public var root: ItemID?
    /// What the header calls the input (a file name).
    public var sourceName: String?
    /// The names to print with, when the caller keeps them (a REPL prints many times);
    /// they must be ``NameTable/init(document:tags:reserved:)`` of the printed document
    /// with these `tags`. Built when `nil`.
    public var names: NameTable?
    /// Whether Draftsman's file opens with the header comment that accounts for every
    /// constraint (`--no-header` leaves it out).
    public var header: Bool = true
    /// The classes the file this code goes into declares already (a storyboard's scenes
    /// printed one after another into one file): the layout's own class takes a name of its
    /// own (``uniqueClassName(_:)``), and an app class stubbed there is not stubbed again.
    public var declaredClasses: Set<String> = []
    /// What the input calls the layout (a scene's class or storyboard identifier, a cell's
    /// reuse identifier): the name its class takes when the usual one is declared already.
    public var layoutName: String?

    /// Whether the classes the code declares matter to the file it goes into: it declares
    /// classes, and other layouts go into that file too (``layoutName`` is then given).
    var sharesItsFile: Bool { declarations && layoutName != nil }

    public init(
        style: DraftsmanStyle = .plan, swiftLayout: SwiftLayoutOptions = SwiftLayoutOptions(), tags: [ItemID: String] = [:],
        autoIdentifier: Bool = false, declarations: Bool = false, root: ItemID? = nil, sourceName: String? = nil,
        names: NameTable? = nil
    ) {
        self.style = style
        self.swiftLayout = swiftLayout
        self.tags = tags
        self.autoIdentifier = autoIdentifier
        self.declarations = declarations
        self.root = root
        self.sourceName = sourceName
        self.names = names
    }

    /// `name` for the class the layout is printed in, or, when the file declares that name
    /// already, one with the kind `name` ends in from what the input calls the layout
    /// (``layoutName``: `LogoutCell` for a second `PlannedTableViewCell`), else from the first
    /// text the layout shows (a static cell titled "Contact Support" is a `ContactSupportCell`),
    /// else `name` numbered: two classes of one name in one file do not compile.
    /// `order` is the printed views, depth first.
    public func uniqueClassName(_ name: String, document: LayoutDocument, order: [ItemID]) -> String {
        guard declaredClasses.contains(name) else { return name }
        let kind = ["Layout", "Cell", "ViewController", "View"].first { name.hasSuffix($0) } ?? ""
        func declarable(_ candidate: String) -> Bool {
            // A layout named only for what it is (`tableViewCell`) says no more than a number.
            let isGeneric = candidate == "ViewController" || UIKitClasses.publicViews.contains("UI" + candidate)
            return !isGeneric && !declaredClasses.contains(candidate)
        }
        if let layoutName, let base = SwiftIdentifier.typeName(from: layoutName) {
            let candidate = base.hasSuffix(kind) ? base
                : kind == "ViewController" && base.hasSuffix("View") ? base + "Controller" : base + kind
            if declarable(candidate) { return candidate }
        }
        let shown = order.lazy.compactMap(document.indexOfView).compactMap(document.displayedText(ofViewAt:))
        if let text = shown.first(where: { !$0.isEmpty }), let made = NameTable.textName(text, typeWords: [kind.isEmpty ? "View" : kind]),
            let candidate = SwiftIdentifier.typeName(from: made), declarable(candidate)
        {
            return candidate
        }
        var number = 2
        while declaredClasses.contains("\(name)\(number)") { number += 1 }
        return "\(name)\(number)"
    }
}
