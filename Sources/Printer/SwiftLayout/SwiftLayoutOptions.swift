/// The SwiftLayout release whose DSL to print, as its own printer printed it.
public enum SwiftLayoutVersion: String, Sendable, CaseIterable {
    /// SwiftLayout 2.0–2.1 (`SwiftLayoutPrinter`): `root { child.anchors { Anchors(.top, .leading) } }`.
    case v2 = "2.0"
    /// SwiftLayout 2.5–2.8 (`ViewPrinter`): the same tree with typed lines, `Anchors.top.leading`.
    case v2_5 = "2.5"
    /// SwiftLayout 3.0–4.x, the last printer: `root.sl.sublayout { child.sl.anchors { Anchors.top } }`.
    case v3 = "3.0"
}

/// Options of the SwiftLayout target.
public struct SwiftLayoutOptions: Sendable {
    public var version: SwiftLayoutVersion
    /// Print only views with a tag or an accessibilityIdentifier (SwiftLayoutPrinter's
    /// `.onlyIdentifier`): an unnamed view is left out with its subtree, and constraints that
    /// mention them are listed as not created.
    public var onlyIdentified: Bool

    public init(version: SwiftLayoutVersion = .v3, onlyIdentified: Bool = false) {
        self.version = version
        self.onlyIdentified = onlyIdentified
    }
}
