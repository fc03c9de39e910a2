import LayoutModel
import Solver

/// The layout that recorded frames are compared with: the run-time layout as Interface
/// Builder's canvas draws it. The canvas keeps an arranged view that nothing sizes at the size
/// it was drawn at (``LayoutSession/canvasValues()``). Where the document is laid out apart,
/// it is solved again: the canvas shows the hidden views the recorded frames were laid out
/// with (``LayoutDocument/asRecorded()``), and holds a table view cell, which sizes itself at
/// run time, at its row height (its recorded height), as the document without self-sizing
/// would be solved, unless IB flags the cell's content view ambiguous: then its constraints
/// want another height, and IB lays the content out at that height and draws the cell, and
/// the content view's frame, at the row's. Everything else `check` reports is run time's.
struct CanvasLayout {
    private let runTime: LayoutSession
    private let session: LayoutSession
    private let values: [Double]?
    /// The item of `session` for an item of the layout compared, when the two differ.
    private let itemOfID: [ItemID: Int]?
    /// The cell drawn at its row height over content laid out at another.
    private let drawnRoot: (item: Int, frame: Rect)?

    init(_ runTime: LayoutSession) {
        self.runTime = runTime
        let shown = runTime.document.asRecorded()
        let fitsContent = runTime.system.rootSizesItself && Self.contentViewIsFlaggedAmbiguous(runTime.document)
        let holdsRow = runTime.system.rootSizesItself && !fitsContent
        let root = runTime.document.root
        drawnRoot = fitsContent ? root.flatMap { root in
            root.alignmentRect.flatMap { frame in runTime.system.index(of: root.id).map { ($0, frame) } }
        } : nil
        if shown != nil || holdsRow {
            session = LayoutSession(
                document: shown ?? runTime.document, propagatesFixedValues: runTime.propagatesFixedValues,
                holdsRootAtRecordedSize: holdsRow)
            itemOfID = Dictionary(session.system.items.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        } else {
            session = runTime
            itemOfID = nil
        }
        values = session.canvasValues()
    }

    /// Whether IB flagged the root cell's content view `ambiguous="YES"`.
    private static func contentViewIsFlaggedAmbiguous(_ document: LayoutDocument) -> Bool {
        document.recorded.ambiguities.contains { document.kind(of: $0.item) == .cellContentView && document.superview(of: $0.item) == document.rootID }
    }

    /// The frame of `item`, an item of the compared layout, as drawn.
    func frame(ofItem item: Int) -> Rect {
        if let drawnRoot, drawnRoot.item == item { return drawnRoot.frame }
        // Ids are asked only where needed: an id's copy and hash cost more than the rest of a frame.
        var index = item
        if let itemOfID {
            guard let found = itemOfID[runTime.system.items[item].id] else { return .zero }
            index = found
        }
        guard let values else { return session.solvedFrame(ofItem: index) }
        func value(_ component: FrameComponent) -> Double { values[LayoutSystem.variable(index, component)] }
        return Rect(x: value(.minX), y: value(.minY), width: value(.width), height: value(.height))
    }
}
