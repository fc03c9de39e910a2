import LayoutModel
import Solver

/// A view or guide whose frame the constraints do not pin down: the optimum is not unique in
/// these components.
public struct Ambiguity: Hashable, Sendable {
    public var item: ItemID
    /// The components that are free, in `minX, minY, width, height` order.
    public var components: [FrameComponent]
    /// Items that are ambiguous only because this one is (subviews that move with it, its
    /// guides), not reported on their own.
    public var followers: [ItemID]
    /// Other items placed from this one along a free axis (`b.leading == a.trailing + 8`, `c`
    /// after `b`; a view after a spacer of free height): free only because it is, so the
    /// constraint this one lacks places them too. Listed here, and not on their own for that
    /// axis.
    public var tied: [ItemID] = []
    /// The scroll view when the item is its content area (its `contentLayoutGuide`): then
    /// what is ambiguous is the scrollable content size.
    public var scrollView: ItemID?
    /// The stack view when the item is one of its arranged subviews: the stack places it, so
    /// the fix is a hugging or compression priority, not a pin.
    public var stackView: ItemID?

    public init(
        item: ItemID, components: [FrameComponent], followers: [ItemID] = [], scrollView: ItemID? = nil, stackView: ItemID? = nil
    ) {
        self.item = item
        self.components = components
        self.followers = followers
        self.scrollView = scrollView
        self.stackView = stackView
    }
}

extension LayoutSession {
    /// The views and guides whose frames the optimum leaves free, reported at their root
    /// cause: a component of an item whose superview (or, for a guide, owner) is free on the
    /// same axis is reported only if fixing that superview's frame would not fix it. Those
    /// that would follow are listed as ``Ambiguity/followers`` of the nearest reported
    /// ancestor.
    ///
    /// Exact: one ``Solver/unpinnedVariables()`` over the whole layout, and, only when free
    /// items are nested in free items, one more per nesting depth on a copy of the solver in
    /// which the free superviews of that depth are held where they are.
    public func ambiguities(unpinned: BitSet<Int>) -> [Ambiguity] {
        guard !unpinned.isEmpty else { return [] }
        // Read through locals: a class's struct property is copied, every table retained, at
        // each method call on it.
        let document = self.document, system = self.system
        // Free components by item (views and document guides only), flat by item index: a
        // table of sets was an allocation and a hash per free item, cache misses in a large
        // layout.
        var free = [FrameComponents](repeating: [], count: system.items.count)
        for variable in unpinned {
            let item = LayoutSystem.item(ofVariable: variable)
            guard system.items[item].kind != .stackGuide else { continue }
            free[item].insert(FrameComponents(LayoutSystem.component(ofVariable: variable)))
        }
        // A cell style's view the input gives no frame for is UIKit's to place: unknown, not ambiguous.
        let freeItems = free.indices.filter { !free[$0].isEmpty && !document.isPlacedByItsCell(system.items[$0].id) }
        let parents = parentIndexes()
        // Components whose parent is free on the same axis: do they follow it?
        var candidatesByDepth: [Int: [(item: Int, component: FrameComponent)]] = [:]
        for item in freeItems {
            guard let parent = parents[item], !free[parent].isEmpty else { continue }
            for component in free[item].members where free[parent].hasAny(on: component.axis) {
                candidatesByDepth[depth(of: item, parents), default: []].append((item, component))
            }
        }
        var follows = [FrameComponents](repeating: [], count: free.count)
        for (_, candidates) in candidatesByDepth.sorted(by: { $0.key < $1.key }) {
            let held = SolverCopies(components.solvers)
            var pinnedParents: Set<Int> = []
            for candidate in candidates {
                guard let parent = parents[candidate.item], pinnedParents.insert(parent).inserted else { continue }
                for component in free[parent].members {
                    hold(LayoutSystem.variable(parent, component), in: held)
                }
            }
            let stillFree = unpinnedVariables(in: held)
            for candidate in candidates where !stillFree.contains(LayoutSystem.variable(candidate.item, candidate.component)) {
                follows[candidate.item].insert(FrameComponents(candidate.component))
            }
        }
        var own = [FrameComponents](repeating: [], count: free.count)
        for item in freeItems { own[item] = free[item].subtracting(follows[item]) }
        let leaders = tieLeaders(freeItems, own: own, unpinned: unpinned)
        for tie in leaders { own[tie.item].remove(FrameComponents(tie.component)) }
        // In item order, as reported; each item's place in it (-1: not reported).
        var reported: [Ambiguity] = []
        var reportedIndex = [Int32](repeating: -1, count: free.count)
        var followerItems: [Int] = []
        let tiedOnly = Set(leaders.map(\.item)).filter { own[$0].isEmpty }
        for item in freeItems {
            let own = own[item]
            if own.isEmpty {
                // One tied in full is named by its leader; it follows an ancestor too if some
                // of its components do.
                if !tiedOnly.contains(item) || !follows[item].isEmpty { followerItems.append(item) }
                continue
            }
            let id = system.items[item].id
            reportedIndex[item] = Int32(reported.count)
            reported.append(Ambiguity(
                item: id, components: own.members, scrollView: system.scrollContentAreas[item],
                stackView: Self.arrangingStack(of: item, id, document, system)))
        }
        for item in followerItems {
            var ancestor = parents[item]
            var steps = 0
            while let current = ancestor, reportedIndex[current] < 0, steps < system.items.count {
                ancestor = parents[current]
                steps += 1
            }
            if let ancestor, reportedIndex[ancestor] >= 0 {
                reported[Int(reportedIndex[ancestor])].followers.append(system.items[item].id)
            }
        }
        for tie in leaders where reportedIndex[tie.leader] >= 0 {
            let index = Int(reportedIndex[tie.leader])
            let id = system.items[tie.item].id
            if reported[index].tied.last != id { reported[index].tied.append(id) }
        }
        for index in reported.indices where reported[index].followers.count > 1 {
            reported[index].followers.sort()
        }
        return reported
    }

    /// The free components that only follow another item's: a forest link places the
    /// component from the other item's same component by an offset the solvers pin (a gap
    /// after a view of known width, an alignment), so it is free exactly when that one is;
    /// or from a pinned position by an offset whose one free term is another item's size (the
    /// view after a spacer of free height), so pinning that size pins it. Each is traced along
    /// such links to the first of the chain, which the report names: the first's component
    /// must be one of that item's own (not one it follows from its superview).
    /// In item order, then `minX, minY, width, height`.
    private func tieLeaders(_ freeItems: [Int], own: [FrameComponents], unpinned: BitSet<Int>) -> [(item: Int, component: FrameComponent, leader: Int)] {
        var chains = LinkChains(variableCount: system.variableCount)
        for (index, link) in forest.links.enumerated() where unpinned.contains(link.variable) {
            let item = LayoutSystem.item(ofVariable: link.variable)
            let free = forest.offsetTerms(ofLinkAt: index).filter { unpinned.contains($0.variable) }
            if free.isEmpty {
                guard unpinned.contains(link.parent), item != LayoutSystem.item(ofVariable: link.parent),
                    LayoutSystem.component(ofVariable: link.variable) == LayoutSystem.component(ofVariable: link.parent)
                else { continue }
                chains.place(link.variable, from: link.parent)
            } else if free.count == 1, !unpinned.contains(link.parent), item != LayoutSystem.item(ofVariable: free[0].variable),
                !LayoutSystem.component(ofVariable: free[0].variable).isPosition
            {
                chains.place(link.variable, from: free[0].variable)
            }
        }
        guard !chains.isEmpty else { return [] }
        var result: [(item: Int, component: FrameComponent, leader: Int)] = []
        for item in freeItems {
            for component in own[item].members {
                let first = chains.first(LayoutSystem.variable(item, component))
                let leader = LayoutSystem.item(ofVariable: first)
                guard leader != item, own[leader].contains(FrameComponents(LayoutSystem.component(ofVariable: first))) else { continue }
                result.append((item, component, leader))
            }
        }
        return result
    }

    /// The stack view that arranges an item, if its superview is one and lists it: found by
    /// the numbers the document gave its ids where it has them, without hashing the id.
    private static func arrangingStack(of item: Int, _ id: ItemID, _ document: LayoutDocument, _ system: LayoutSystem) -> ItemID? {
        let superview: View?
        if let number = system.number(ofItemAt: item) {
            superview = document.superviewIndex(ofNumber: number).map { document.views[$0] }
        } else {
            superview = document.superview(of: id).flatMap { document.view($0) }
        }
        guard let superview, superview.stack?.arrangedSubviews.contains(id) == true else { return nil }
        return superview.id
    }

    /// Each view's superview and each guide's owner, by item index; the subviews of a scroll
    /// view with a content area move with the content.
    func parentIndexes() -> ParentIndexes {
        if let cachedParentIndexes { return cachedParentIndexes }
        // Views go by the numbers the document gave their ids, not by the ids: a lookup by
        // id for every view would miss the cache in a large layout.
        var contentAreas: [Int32: Int] = [:]
        for (index, scrollView) in system.scrollContentAreas {
            if let number = document.idNumbers[scrollView] { contentAreas[number] = index }
        }
        var result = ParentIndexes(count: system.items.count)
        // Held in a local: a call from another module on the session's property would copy the
        // whole document for each view.
        let document = document
        // Items are read field by field in place: a copy of each costs more than the walk.
        for index in system.items.indices {
            let parentIndex: Int? = switch system.items[index].kind {
            case .view:
                system.number(ofItemAt: index).flatMap { document.superviewIndex(ofNumber: $0) }.flatMap { superview in
                    let number = document.number(ofViewAt: superview)
                    return contentAreas[number] ?? system.index(ofNumber: number)
                }
            case .guide:
                (system.scrollContentAreas[index] ?? document.guide(system.items[index].id)?.owner).flatMap { system.index(of: $0) }
            case .stackGuide: nil
            }
            if let parentIndex { result[index] = parentIndex }
        }
        cachedParentIndexes = result
        return result
    }

    private func depth(of item: Int, _ parents: ParentIndexes) -> Int {
        var depth = 0
        var current = parents[item]
        while let next = current, depth < system.items.count {
            depth += 1
            current = parents[next]
        }
        return depth
    }

    /// Whether any active equation mentions this component of the item.
    public func isConstrained(_ item: ItemID, _ component: FrameComponent) -> Bool {
        guard let index = system.index(of: item) else { return false }
        return isConstrained(itemAt: index, component)
    }

    /// ``isConstrained(_:_:)`` for the item at `index` in ``system``: for a caller that holds
    /// the system, where a call on the session's would copy it (a report of thousands of
    /// free views asks for each).
    public func isConstrained(itemAt index: Int, _ component: FrameComponent) -> Bool {
        isActiveEquation(mentioning: LayoutSystem.variable(index, component))
    }
}

extension Ambiguity {
    /// What is missing, in words a developer acts on: "titleLabel has no horizontal position:
    /// add leading, trailing or centerX".
    /// `isConstrained` says whether some active constraint mentions a component; when one
    /// does, the message says the constraints leave it free rather than that none exist.
    /// `tiedNames` are the names of ``tied``, in its order.
    public func message(name: String, tiedNames: [String] = [], isConstrained: (FrameComponent) -> Bool) -> String {
        if scrollView != nil { return scrollableContentMessage(scrollView: name) + movingWith(tiedNames: tiedNames) }
        if stackView != nil { return arrangedSubviewMessage(name: name) + movingWith(tiedNames: tiedNames) }
        // Spelled from whole literals into storage of the exact size: a free view per line of
        // a large report, where interpolating each phrase, or room guessed for them, cost more
        // than the rest of the report's wording (``String/init(spelling:)``).
        let horizontal = missing(along: .horizontal, isConstrained: isConstrained)
        let vertical = missing(along: .vertical, isConstrained: isConstrained)
        let moving = movingWith(tiedNames: tiedNames)
        return String(spelling: { append in
            append(name)
            append(" has ")
            if let horizontal {
                append(horizontal.missing)
                append(horizontal.note)
            }
            if let vertical {
                if horizontal != nil { append("; and ") }
                append(vertical.missing)
                append(vertical.note)
            }
            append(moving)
        })
    }

    /// What is free along one axis and the fix, and a note when constraints mention what is
    /// free; `nil` when nothing is free along it.
    private func missing(along axis: Axis, isConstrained: (FrameComponent) -> Bool) -> (missing: String, note: String)? {
        let position = components.contains(axis == .horizontal ? .minX : .minY)
        let size = components.contains(axis == .horizontal ? .width : .height)
        guard position || size else { return nil }
        let asked: FrameComponent = position ? (axis == .horizontal ? .minX : .minY) : (axis == .horizontal ? .width : .height)
        let note = !isConstrained(asked) ? ""
            : axis == .horizontal ? " (its horizontal constraints leave it free, or two of equal priority compete)"
            : " (its vertical constraints leave it free, or two of equal priority compete)"
        return (Self.freedom(axis, position: position, size: size), note)
    }

    /// What moves with the item: its ``followers`` inside it, and the ``tied`` items named.
    private func movingWith(tiedNames: [String]) -> String {
        var text = ""
        if !followers.isEmpty {
            text += "; \(followers.count) item\(followers.count == 1 ? "" : "s") inside it move\(followers.count == 1 ? "s" : "") with it"
        }
        if !tiedNames.isEmpty {
            text += "; " + listedInWords(tiedNames, limit: 5) + (tiedNames.count == 1 ? " is" : " are")
                + " placed from it and move" + (tiedNames.count == 1 ? "s" : "") + " with it: what pins it pins "
                + (tiedNames.count == 1 ? "that one" : "them") + " too"
        }
        return text
    }
}

extension Ambiguity {
    /// What is free along one axis, and the fix.
    private static func freedom(_ axis: Axis, position: Bool, size: Bool) -> String {
        switch (axis, position, size) {
        case (.horizontal, true, true): "no horizontal position or width: add leading and trailing, or a width and one of leading, trailing or centerX"
        case (.horizontal, true, false): "no horizontal position: add leading, trailing or centerX"
        case (.horizontal, false, _): "no width: add a width, or pin both leading and trailing"
        case (.vertical, true, true): "no vertical position or height: add top and bottom, or a height and one of top, bottom or centerY"
        case (.vertical, true, false): "no vertical position: add top, bottom or centerY"
        case (.vertical, false, _): "no height: add a height, or pin both top and bottom"
        }
    }
}

extension Ambiguity {
    /// Interface Builder's "Scrollable content size is ambiguous", with the fix: `scrollView`
    /// names the scroll view whose content area this is.
    func scrollableContentMessage(scrollView: String) -> String {
        let width = components.contains(.width)
        let height = components.contains(.height)
        let what = width && height ? "width and height" : width ? "width" : "height"
        var fixes: [String] = []
        if height {
            fixes.append("pin its content view's top and bottom to \(scrollView).contentLayoutGuide and give the content view a height (or subviews whose constraints decide one)")
        }
        if width {
            fixes.append("pin its content view's leading and trailing to \(scrollView).contentLayoutGuide and make its width equal to \(scrollView).frameLayoutGuide's (to scroll vertically only) or give it a width")
        }
        return "scrollable content size is ambiguous for \(scrollView): nothing decides the content's \(what): "
            + fixes.joined(separator: "; and ")
    }
}

extension Ambiguity {
    /// An arranged subview is placed by its stack view: when its size is free, siblings of
    /// equal hugging (or compression resistance) compete for the room, and a pin would fight
    /// the stack.
    func arrangedSubviewMessage(name: String) -> String {
        let axes = Set(components.map(\.axis))
        let axisName = axes.count == 2 ? "horizontal and vertical" : axes.first == .horizontal ? "horizontal" : "vertical"
        let dimension = axes.count == 2 ? "width and height" : axes.first == .horizontal ? "width" : "height"
        return "\(name) is placed by its stack view, which leaves its \(dimension) free: its siblings have the same "
            + "content hugging priority, so none of them is told to stay small: raise \(name)'s \(axisName) hugging priority "
            + "(setContentHuggingPriority(.defaultLow + 1, for: .\(axes.first == .vertical && axes.count == 1 ? "vertical" : "horizontal"))), "
            + "or give it a \(dimension)"
    }
}

/// The first of each chain of links, a variable placed from another (`placedFrom[b] == a`):
/// each link is followed once, and the first noted for every variable passed on the way, where
/// walking from each member of a long chain to its first cost the square of its length.
/// By variable, in arrays: a long chain's links hashed into tables missed the cache once
/// each.
package struct LinkChains {
    private let variableCount: Int
    /// The variable each is placed from (-1: none); empty until the first link.
    private var placedFrom: [Int32] = []
    /// The first of each variable's chain, once known (-1: not yet).
    private var firstOf: [Int32] = []
    private var linkCount = 0
    /// Links followed so far: at most one per link, however many members are asked.
    package private(set) var steps = 0

    /// Chains over variables `0..<variableCount`, with no links yet.
    package init(variableCount: Int) { self.variableCount = variableCount }

    /// Whether no link is known.
    package var isEmpty: Bool { linkCount == 0 }

    /// Notes that `variable` is placed from `parent`.
    package mutating func place(_ variable: Int, from parent: Int) {
        if placedFrom.isEmpty {
            placedFrom = Array(repeating: -1, count: variableCount)
            firstOf = placedFrom
        }
        if placedFrom[variable] < 0 { linkCount += 1 }
        placedFrom[variable] = Int32(parent)
    }

    /// The variable the chain through `variable` starts from (`variable` itself when nothing
    /// places it).
    package mutating func first(_ variable: Int) -> Int {
        guard !placedFrom.isEmpty else { return variable }
        var (current, passed) = (variable, [Int]())
        // A forest's links form no cycle; the bound only keeps a broken one finite.
        while placedFrom[current] >= 0, passed.count <= linkCount {
            if firstOf[current] >= 0 {
                current = Int(firstOf[current])
                break
            }
            passed.append(current)
            current = Int(placedFrom[current])
            steps += 1
        }
        for variable in passed { firstOf[variable] = Int32(current) }
        return current
    }
}

/// Each item's parent (superview, owner), by item index: an array, a fraction of the room a
/// dictionary of a large layout's items would take.
struct ParentIndexes {
    /// -1: none.
    private var parents: [Int32]

    init(count: Int) { parents = Array(repeating: -1, count: count) }

    subscript(item: Int) -> Int? {
        get { parents[item] < 0 ? nil : Int(parents[item]) }
        set { parents[item] = newValue.map { Int32($0) } ?? -1 }
    }
}

/// A set of frame components, a bit each: the free components of every item of a large
/// layout fit in a byte each.
struct FrameComponents: OptionSet {
    var rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(_ component: FrameComponent) { rawValue = 1 << UInt8(component.rawValue) }

    /// The components, in `minX, minY, width, height` order.
    var members: [FrameComponent] { FrameComponent.allCases.filter { contains(FrameComponents($0)) } }

    /// Whether any component on the axis is in the set.
    func hasAny(on axis: Axis) -> Bool {
        axis == .horizontal
            ? !isDisjoint(with: [FrameComponents(.minX), FrameComponents(.width)])
            : !isDisjoint(with: [FrameComponents(.minY), FrameComponents(.height)])
    }
}
