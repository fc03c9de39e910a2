import Inspector
import LayoutModel

/// The solver's layouts at the root sizes a chain is checked at, each solved the first time a
/// check needs it. Most views are decided without one (a stack view arranges them, their
/// superview is not laid out by the code, no two equalities fix an axis), so a layout where no
/// chain is ever checked costs no solve at all, and a chain wrong at the recorded size costs no
/// solve at the others.
struct SolvedSizes {
    private var resizer: RootResizer
    /// ``SolvedLayout/checkSizes(width:height:)`` of the root's recorded frame; empty when the
    /// root has none.
    let sizes: [(width: Double, height: Double)]
    private var layouts: [SolvedLayout?]

    init(document: LayoutDocument) {
        resizer = RootResizer(document: document)
        let frame = document.view(document.rootID)?.frame
        sizes = frame.map { SolvedLayout.checkSizes(width: $0.width, height: $0.height) } ?? []
        layouts = sizes.map { _ in nil }
    }

    /// How many sizes have been solved so far.
    var solvedCount: Int { layouts.count { $0 != nil } }

    /// Whether `id`'s frame is the same at every size (``RootResizer/keepsFrameAtEverySize(_:)``):
    /// known once the first size is solved.
    mutating func keepsFrameAtEverySize(_ id: ItemID) -> Bool {
        resizer.keepsFrameAtEverySize(id)
    }

    /// The layout at `sizes[index]`, solved now if no check asked for it before.
    mutating func layout(_ index: Int) -> SolvedLayout? {
        if let layout = layouts[index] { return layout }
        layouts[index] = resizer.solve(width: sizes[index].width, height: sizes[index].height)
        return layouts[index]
    }
}
