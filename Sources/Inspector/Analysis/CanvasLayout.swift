import LayoutModel
import Solver

/// The layout that recorded frames are compared with: the run-time layout as Interface
/// Builder's canvas draws it. The canvas keeps an arranged view that nothing sizes at the size
/// it was drawn at (``LayoutSession/canvasValues()``), and shows the hidden views the recorded
/// frames were laid out with (``LayoutDocument/asRecorded()``), which are then solved
/// apart. It draws a table view cell and its content view at the cell's row height (their
/// recorded height) even where the content's required constraints make the content shorter
/// or taller. Everything else `check` reports is run time's.
struct CanvasLayout {
    private let runTime: LayoutSession
    private let session: LayoutSession
    private let values: [Double]?
    /// The item of `session` for an item of the layout compared, when the two differ.
    private let itemOfID: [ItemID: Int]?
    /// A self-sizing cell and its content view, with the heights the canvas draws them at.
    private let rowHeights: [ItemID: Double]

    init(_ runTime: LayoutSession) {
        self.runTime = runTime
        if let shown = runTime.document.asRecorded() {
            session = LayoutSession(document: shown, propagatesFixedValues: runTime.propagatesFixedValues)
            itemOfID = Dictionary(session.system.items.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        } else {
            session = runTime
            itemOfID = nil
        }
        values = session.canvasValues()
        var rowHeights: [ItemID: Double] = [:]
        let document = runTime.document
        if document.rootKind == .tableViewCell, let root = document.root {
            for id in [root.id] + root.subviews.filter({ document.kind(of: $0) == .cellContentView }) {
                if let height = document.view(id)?.alignmentRect?.height { rowHeights[id] = height }
            }
        }
        self.rowHeights = rowHeights
    }

    /// The frame of `item`, an item of the compared layout, as drawn.
    func frame(ofItem item: Int) -> Rect {
        // Ids are asked only where needed: an id's copy and hash cost more than the rest of a frame.
        var index = item
        if let itemOfID {
            guard let found = itemOfID[runTime.system.items[item].id] else { return .zero }
            index = found
        }
        var frame: Rect
        if let values {
            func value(_ component: FrameComponent) -> Double { values[LayoutSystem.variable(index, component)] }
            frame = Rect(x: value(.minX), y: value(.minY), width: value(.width), height: value(.height))
        } else {
            frame = session.solvedFrame(ofItem: index)
        }
        if !rowHeights.isEmpty, let height = rowHeights[runTime.system.items[item].id] { frame.height = height }
        return frame
    }
}
