import LayoutModel

/// An Interface Builder archive (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`,
/// the XIB format of Xcode 3 to 4.6), written out as the document Xcode 5 makes of it when it
/// opens one, so that one reader reads both.
///
/// An archive is IB's objects keyed-archived: views nest by `NSSubviews`, a frame is a string
/// (`{{20, 101}, {280, 37}}`), `NSvFlags` holds the autoresizing mask in its low six bits and
/// `hidden` in its top bit, outlets and actions are connection records, and Xcode 4.5's
/// constraints are objects that name the view holding them. The document keeps
/// each object's IB id (its object record's, as Xcode's upgrade does), and knows for each of
/// its lines where the archive states that object, so that what the reader says about the
/// document points at the archive.
struct InterfaceBuilderArchive {
    /// The document, as UTF-8.
    var document: [UInt8]
    /// For each line of the document, where the archive states what it says.
    private var sources: [SourcePosition]

    /// The archive's line and column for a line and column of the document.
    func archivePosition(line: Int, column: Int) -> SourcePosition {
        sources.indices.contains(line - 1) ? sources[line - 1] : SourcePosition(line: line, column: column)
    }

    /// The document of an archive's tree.
    static func upgrade(_ tree: XMLTree) throws(InputError) -> InterfaceBuilderArchive {
        var writer = InterfaceBuilderArchiveWriter(tree: tree)
        try writer.write()
        return InterfaceBuilderArchive(document: Array(writer.text.utf8), sources: writer.sources)
    }

    /// Where a read layout's views, constraints and warnings are in the archive.
    func remapped(_ layout: LoadedLayout) -> LoadedLayout {
        var layout = layout
        layout.loaded.warnings = layout.loaded.warnings.map(remapped)
        layout.loaded.positions.items = layout.loaded.positions.items.mapped(archivePosition)
        layout.loaded.positions.constraints = layout.loaded.positions.constraints.mapped(archivePosition)
        return layout
    }

    func remapped(_ error: InputError) -> InputError {
        InputError(error.diagnostics.map(remapped))
    }

    private func remapped(_ diagnostic: Diagnostic) -> Diagnostic {
        guard case let .line(line, column) = diagnostic.location else { return diagnostic }
        var diagnostic = diagnostic
        let position = archivePosition(line: line, column: column)
        diagnostic.location = .line(position.line, column: position.column)
        return diagnostic
    }
}
