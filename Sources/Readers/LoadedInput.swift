import LayoutModel

/// Everything read from one input file: one layout for most formats, one per scene, top-level
/// view and prototype cell for an Interface Builder file.
public struct LoadedInput: Sendable {
    public var format: InputFormat
    public var layouts: [LoadedLayout]

    public init(format: InputFormat, layouts: [LoadedLayout]) {
        self.format = format
        self.layouts = layouts
    }

    /// Why an input that reads holds no layout to check, print or draw: only an Interface
    /// Builder file can, when no scene, cell or top-level view in it has views.
    public static let noLayoutReason = "no scene, cell or top-level view in it has views of its own (a SwiftUI hosting controller's scene has none)"

    /// The layouts a `--layout` value picks: the one with that id, else those with that name.
    public func layouts(matching selector: String) -> [LoadedLayout] {
        if let byID = layouts.first(where: { $0.id == selector }) { return [byID] }
        return layouts.filter { $0.name == selector }
    }
}

/// One layout of an input: a document with a name a person recognises. What its root is
/// (a controller's view, a cell) is the document's ``LayoutDocument/rootKind``.
public struct LoadedLayout: Sendable {
    /// The input's own id for it (an Interface Builder object id); empty for a file that holds
    /// one layout and names none.
    public var id: String
    /// A name for headings and `--layout`: the view controller's class, storyboard identifier,
    /// title or label; the cell's class or reuse identifier; the view's label or class.
    public var name: String
    public var loaded: LoadedDocument

    public init(id: String, name: String, loaded: LoadedDocument) {
        self.id = id
        self.name = name
        self.loaded = loaded
    }
}
