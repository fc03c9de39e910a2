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
}
