import LayoutModel

/// What our solver makes of a document when the window gives its root another size: each
/// view's frame, which views are ambiguous and which constraints a conflict gives up. A
/// frame-based conversion (NotAutoLayout) is checked against these at several root sizes, so
/// that it holds beyond the one size the dump was captured at.
public struct SolvedLayout: Sendable {
    public var rootWidth: Double
    public var rootHeight: Double
    /// The views' ids by number: the rectangles below are kept by the number, and a table by
    /// id is made only when asked (a printer checking every view at three sizes asks one id
    /// at a time).
    private let numbers: ItemNumbers
    /// ``frames`` by id number.
    private let outerRects: [Rect?]
    /// ``alignmentRects`` by id number.
    private let alignedRects: [Rect?]

    /// Each solved view's frame in its superview's coordinates (UIKit's `frame`); the root's
    /// at the origin of its own recorded frame.
    public var frames: [ItemID: Rect] { byID(outerRects) }
    /// The rectangles the constraints place (``frames`` less each view's alignment-rect
    /// insets), in the same coordinates.
    public var alignmentRects: [ItemID: Rect] { byID(alignedRects) }

    /// The solved frame of `id` (see ``frames``).
    public func frame(of id: ItemID) -> Rect? {
        numbers[id].flatMap { outerRects[Int($0)] }
    }

    /// The solved alignment rect of `id` (see ``alignmentRects``).
    public func alignmentRect(of id: ItemID) -> Rect? {
        numbers[id].flatMap { alignedRects[Int($0)] }
    }

    private func byID(_ rects: [Rect?]) -> [ItemID: Rect] {
        var result: [ItemID: Rect] = [:]
        for number in rects.indices { if let rect = rects[number] { result[numbers.ids[number]] = rect } }
        return result
    }

    /// Views whose frame the constraints do not pin down (and those that move with them).
    public var ambiguous: Set<ItemID>
    /// Indexes of document constraints given up in a conflict.
    public var brokenConstraints: Set<Int>
    /// Whether the root sizes itself to its content (a table view cell with no recorded
    /// encapsulated height), so that its height need not be ``rootHeight``.
    public var rootFitsContent: Bool

    /// Solves the document with the root resized to `width` × `height` (its recorded origin
    /// kept); `nil` when the root has no recorded frame to resize.
    public init?(document: LayoutDocument, rootWidth width: Double, rootHeight height: Double) {
        guard let resized = document.resizingRoot(width: width, height: height) else { return nil }
        self.init(LayoutSession(document: resized), rootWidth: width, rootHeight: height)
    }

    /// What `session`, over the document with its root resized to `width` × `height`, solves.
    init(_ session: LayoutSession, rootWidth width: Double, rootHeight height: Double) {
        let resized = session.document
        // Read once: the session's system asked for each view was copied for each.
        let system = session.system
        rootWidth = width
        rootHeight = height
        rootFitsContent = system.rootSizesItself
        // By the views' id numbers, each id once (a repeated id's last view's insets, as a
        // table by id kept them): tables by id hashed every id six times a size.
        let count = resized.idNumbers.count
        var aligned = [Rect?](repeating: nil, count: count)
        var outer = [Rect?](repeating: nil, count: count)
        for index in resized.views.indices {
            let number = resized.number(ofViewAt: index)
            guard system.knowsNumber(number), let item = system.index(ofNumber: number) else { continue }
            let rect = session.solvedFrame(ofItem: item)
            aligned[Int(number)] = rect
            outer[Int(number)] = rect.outset(by: resized.views[index].alignmentRectInsets)
        }
        func inSuperviews(_ rects: [Rect?]) -> [Rect?] {
            rects.indices.map { number in
                guard let rect = rects[number] else { return nil }
                guard let parent = resized.superviewIndex(ofNumber: Int32(number)),
                      let parentRect = rects[Int(resized.number(ofViewAt: parent))]
                else { return rect }
                return Rect(x: rect.x - parentRect.x, y: rect.y - parentRect.y, width: rect.width, height: rect.height)
            }
        }
        numbers = resized.idNumbers
        outerRects = inSuperviews(outer)
        alignedRects = inSuperviews(aligned)
        let analysis = session.analyze()
        ambiguous = Set(analysis.ambiguities.flatMap { [$0.item] + $0.followers + $0.tied })
        brokenConstraints = Set(analysis.conflicts.compactMap { conflict -> Int? in
            guard case let .document(index) = session.system.equations[conflict.broken].origin else { return nil }
            return index
        })
    }

    /// The root sizes a layout is checked at: the recorded one, one wider and shorter, one
    /// narrower and taller (a zero side becomes 100 in the other two).
    public static func checkSizes(width: Double, height: Double) -> [(width: Double, height: Double)] {
        let w = width > 0 ? width : 100
        let h = height > 0 ? height : 100
        return [(width, height), ((w * 1.25).rounded(), (h * 0.8).rounded()), ((w * 0.8).rounded(), (h * 1.25).rounded())]
    }
}

/// Solves one document at several root sizes (``SolvedLayout``), building its system once
/// where that gives the same system: when resizing the root moves no other frame, the system
/// at another size is the one already built with the root's frame equations remade
/// (``LayoutSystem/holdingRoot(_:at:)``). Building a large layout's system costs about as
/// much as solving it.
public struct RootResizer {
    public let document: LayoutDocument
    /// The system of the document resized to a size that moved the root alone.
    private var built: LayoutSystem?
    /// The first forest solved over ``built`` (or it moved), with that system: the other
    /// sizes' forests are it refixed (``PositionForest/refixed(in:from:)``).
    private var kept: (system: LayoutSystem, forest: PositionForest)?
    /// How many systems were built from scratch, and how many forests refixed instead: the
    /// work the sharing saves, counted.
    private(set) var systemsBuilt = 0
    private(set) var forestsRefixed = 0
    /// By item of ``built``, whether no equation ties the item to the root's size
    /// (``keepsFrameAtEverySize(_:)``); made when first asked.
    private var sizeIndependent: [Bool]?

    public init(document: LayoutDocument) {
        self.document = document
    }

    /// Whether `id`'s frame is the same at every root size: resizing the root moves no other
    /// frame, and no chain of equations (the root's own frame aside) joins the item to the
    /// root's width or height. Its part of the layout is then solved alike at every size, a
    /// conflict or ambiguity in it included, so a check at one size holds at all of them.
    /// `false` until a size has been solved, and when the root's size moves other frames.
    public mutating func keepsFrameAtEverySize(_ id: ItemID) -> Bool {
        // Read in place: binding the system would copy it (two dozen arrays retained) per view.
        guard let index = built?.index(of: id) else { return false }
        if sizeIndependent == nil, let built { sizeIndependent = Self.sizeIndependence(of: built, root: document.rootID, in: document) }
        return sizeIndependent?[index] ?? false
    }

    /// ``keepsFrameAtEverySize(_:)`` for every item of `system`, all `false` when resizing the
    /// root moves another frame: a probe at another size, as ``solve(width:height:)`` resizes
    /// (the recorded size itself moves nothing).
    private static func sizeIndependence(of system: LayoutSystem, root: ItemID, in document: LayoutDocument) -> [Bool] {
        guard let rootIndex = system.index(of: root), let frame = document.view(root)?.frame,
              document.resizedRoot(width: frame.width + 1, height: frame.height + 1)?.movesRootAlone == true
        else { return [Bool](repeating: false, count: system.items.count) }
        // Variables joined by an equation share a set.
        var sets = UnionFind(count: system.variableCount)
        for position in system.equations.indices where !system.rootFrameEquations.contains(position) {
            var first: Int?
            for term in system.equations[position].terms {
                if let first { _ = sets.union(first, term.variable) } else { first = term.variable }
            }
        }
        let width = sets.find(LayoutSystem.variable(rootIndex, .width)), height = sets.find(LayoutSystem.variable(rootIndex, .height))
        return system.items.indices.map { item in
            FrameComponent.allCases.allSatisfy { component in
                let set = sets.find(LayoutSystem.variable(item, component))
                return set != width && set != height
            }
        }
    }

    /// The layout with the root resized to `width` × `height`; `nil` when the root has no
    /// recorded frame to resize.
    public mutating func solve(width: Double, height: Double) -> SolvedLayout? {
        guard let resized = document.resizedRoot(width: width, height: height) else { return nil }
        let system: LayoutSystem
        // Whether the system is ``built`` or built moved, as the kept forest's is.
        var sharesBuilt = true
        var refixed: PositionForest?
        if let built, resized.movesRootAlone, let frame = resized.document.root?.alignmentRect {
            system = built.holdingRoot(document.rootID, at: frame)
            if let kept { refixed = kept.forest.refixed(in: system, from: kept.system) }
            if refixed != nil { forestsRefixed += 1 }
        } else {
            system = LayoutBuilder.build(resized.document)
            systemsBuilt += 1
            if resized.movesRootAlone { (built, kept) = (system, nil) } else { sharesBuilt = false }
        }
        let session = LayoutSession(document: resized.document, system: system, forest: refixed)
        if sharesBuilt, kept == nil, let forest = session.firstForest { kept = (system, forest) }
        return SolvedLayout(session, rootWidth: width, rootHeight: height)
    }
}

extension LayoutSystem {
    /// The same system with the root held at `frame` (its alignment rect) instead: each of the
    /// root-frame equations remade at its priority, every other equation as it was.
    func holdingRoot(_ root: ItemID, at frame: Rect) -> LayoutSystem {
        guard let index = index(of: root) else { return self }
        var moved = self
        for position in rootFrameEquations {
            guard let term = equations[position].terms.first else { continue }
            moved.equations[position] = LayoutBuilder.rootFrameEquation(
                root, LayoutSystem.component(ofVariable: term.variable), of: frame, index, priority: equations[position].priority)
        }
        return moved
    }
}

extension LayoutDocument {
    /// The same document with the root's recorded frame resized, and the recorded frames of
    /// the views that follow it by their autoresizing masks moved as UIKit's autoresizing moves
    /// them (a root cell's content view follows its bounds); `nil` when the root has no frame.
    /// The root's guides held at their frames span its width, and the old bottom layout guide
    /// and the keyboard's stay on its bottom edge, as UIKit keeps them.
    ///
    /// The equations UIKit makes of a mask tie a view to its superview's size at the recorded
    /// frames, so resizing the root alone would hold its subviews where they were recorded.
    public func resizingRoot(width: Double, height: Double) -> LayoutDocument? {
        resizedRoot(width: width, height: height)?.document
    }

    /// ``resizingRoot(width:height:)``, and whether the root's frame is all that the system
    /// built from the document depends on that changed: no subview followed its mask, and the
    /// root owns no guide held on its edges (the old top and bottom layout guides and the
    /// keyboard's, whose equations ``GuideDefinition`` makes from the owner's frame when they
    /// record none).
    func resizedRoot(width: Double, height: Double) -> (document: LayoutDocument, movesRootAlone: Bool)? {
        guard let index = indexOfView(rootID), let frame = views[index].frame else { return nil }
        // A copy with frames changed in place: its indexes are this document's.
        var resized = self
        let rootFrame = Rect(x: frame.x, y: frame.y, width: width, height: height)
        resized.setFrame(rootFrame, ofViewAt: index)
        var movesRootAlone = !resized.autoresize(subviewsOf: index, from: frame, to: rootFrame)
        for position in guides.indices where guides[position].owner == rootID {
            switch guides[position].kind {
            case .topLayoutGuide, .bottomLayoutGuide, .keyboard: movesRootAlone = false
            default: continue
            }
            guard let recorded = guides[position].frame else { continue }
            if guides[position].kind == .topLayoutGuide {
                var moved = recorded
                moved.width = recorded.width + width - frame.width
                resized.setFrame(moved, ofGuideAt: position)
            } else {
                resized.setFrame(Rect(x: recorded.x, y: recorded.y + height - frame.height, width: recorded.width + width - frame.width,
                                      height: recorded.height), ofGuideAt: position)
            }
        }
        return (resized, movesRootAlone)
    }

    /// Moves the recorded frames of a view's subviews that translate their masks as UIKit does
    /// when the view goes from `old` to `new`, and theirs in turn; a subview laid out by
    /// constraints stops the walk (the solver moves it, and its subviews' masks follow).
    /// Returns whether it moved any.
    @discardableResult
    private mutating func autoresize(subviewsOf index: Int, from old: Rect, to new: Rect) -> Bool {
        guard old.width != new.width || old.height != new.height else { return false }
        var movedAny = false
        let isRootCell = views[index].id == rootID && rootKind.isCell
        // Measured on alignment rects, as the mask's equations are (LayoutBuilder).
        let parent = old.inset(by: views[index].alignmentRectInsets)
        for subview in views[index].subviews {
            guard let child = indexOfView(subview), let frame = views[child].frame, let rect = views[child].alignmentRect else { continue }
            let followsBounds = isRootCell && kind(of: subview) == .cellContentView
            guard followsBounds || views[child].translatesAutoresizingMaskIntoConstraints else { continue }
            let mask: AutoresizingMask = followsBounds ? [.flexibleWidth, .flexibleHeight] : views[child].autoresizingMask
            let (horizontal, vertical) = AutoresizingConstraints.shares(of: mask, frame: rect, superviewFrame: parent)
            let dw = new.width - old.width, dh = new.height - old.height
            let moved = Rect(
                x: frame.x + horizontal.margin * dw, y: frame.y + vertical.margin * dh,
                width: frame.width + horizontal.size * dw, height: frame.height + vertical.size * dh)
            setFrame(moved, ofViewAt: child)
            autoresize(subviewsOf: child, from: frame, to: moved)
            movedAny = true
        }
        return movedAny
    }
}
