/// Everything read from one input file: one layout for most formats, one per scene, top-level
/// view and prototype cell for an Interface Builder file.
public struct LoadedInput: Sendable {
    public var format: InputFormat
    public var layouts: [LoadedLayout]

    public init(format: InputFormat, layouts: [LoadedLayout]) {
        self.format = format
        self.layouts = layouts
    }

    /// The layouts a `--layout` value picks: the one with that id, else those with that name.
    public func layouts(matching selector: String) -> [LoadedLayout] {
        if let byID = layouts.first(where: { $0.id == selector }) { return [byID] }
        return layouts.filter { $0.name == selector }
    }
}

/// One layout of an input: a document with a name a person recognises.
public struct LoadedLayout: Sendable {
    /// The input's own id for it (an Interface Builder object id); empty for a file that holds
    /// one layout and names none.
    public var id: String
    /// A name for headings and `--layout`: the view controller's class, storyboard identifier,
    /// title or label; the cell's class or reuse identifier; the view's label or class.
    public var name: String
    public var kind: LayoutKind
    public var loaded: LoadedDocument

    public init(id: String, name: String, kind: LayoutKind, loaded: LoadedDocument) {
        self.id = id
        self.name = name
        self.kind = kind
        self.loaded = loaded
    }
}

/// What a layout's root is.
public enum LayoutKind: String, Hashable, Sendable {
    /// A view controller's `view`.
    case viewController
    /// A `UITableViewCell` (with its content view).
    case tableViewCell
    /// A `UICollectionViewCell` or reusable view.
    case collectionViewCell
    /// Any other view: a XIB's top-level view, a captured hierarchy.
    case view
}
