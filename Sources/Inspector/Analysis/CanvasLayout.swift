import LayoutModel
import Solver

/// The layout that recorded frames are compared with: the run-time layout as Interface
/// Builder's canvas draws it. The canvas keeps an arranged view that nothing sizes at the size
/// it was drawn at (``LayoutSession/canvasValues()``), and shows the hidden views the recorded
/// frames were laid out with (``LayoutDocument/asRecorded()``), which are then solved
/// apart. Everything else `check` reports is run time's.
struct CanvasLayout {
    private let session: LayoutSession
    private let values: [Double]?
    /// The item of `session` for an item of the layout compared, when the two differ.
    private let itemOfID: [ItemID: Int]?

    init(_ runTime: LayoutSession) {
        if let shown = runTime.document.asRecorded() {
            session = LayoutSession(document: shown, propagatesFixedValues: runTime.propagatesFixedValues)
            itemOfID = Dictionary(session.system.items.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        } else {
            session = runTime
            itemOfID = nil
        }
        values = session.canvasValues()
    }

    /// The frame of `item` (an item of the compared layout, whose id is `id`) as drawn.
    func frame(ofItem item: Int, id: ItemID) -> Rect {
        guard let index = itemOfID.map({ $0[id] }) ?? item else { return .zero }
        guard let values else { return session.solvedFrame(ofItem: index) }
        func value(_ component: FrameComponent) -> Double { values[LayoutSystem.variable(index, component)] }
        return Rect(x: value(.minX), y: value(.minY), width: value(.width), height: value(.height))
    }
}
