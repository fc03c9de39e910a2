import Inspector

/// Which view contains which, by view number (``ItemNumbers``): each view's span in a
/// depth-first walk of its superview links, so that asking is two comparisons. A plan asks
/// it of nearly every constraint between two views (``TargetPlan/prefersFlipped``), and
/// `LayoutDocument.isDescendant` hashes three ids each time; this hashes two per view, once.
struct ViewAncestry {
    /// Per view number: when the walk reached the view (-1: never, a view caught in a cycle of
    /// subviews), and the last `enter` given inside its subtree.
    private var enter: [Int32]
    private var exit: [Int32]

    init(document: LayoutDocument) {
        let count = document.views.count
        let superviews = Self.superviews(in: document)
        // The subviews of each view laid out in one array, counted per superview first.
        var ends = [Int32](repeating: 0, count: count + 1)
        for view in 0..<count where superviews[view] >= 0 { ends[Int(superviews[view]) + 1] += 1 }
        for view in 0..<count { ends[view + 1] += ends[view] }
        var next = Array(ends.dropLast())
        var subviews = [Int32](repeating: 0, count: Int(ends[count]))
        for view in 0..<count where superviews[view] >= 0 {
            let superview = Int(superviews[view])
            subviews[Int(next[superview])] = Int32(view)
            next[superview] += 1
        }
        enter = [Int32](repeating: -1, count: count)
        exit = [Int32](repeating: -1, count: count)
        var counter: Int32 = 0
        // (view, whether its subviews are done); the order subviews are walked in does not
        // change which view contains which.
        var stack: [(view: Int32, isDone: Bool)] = []
        for top in 0..<count where superviews[top] < 0 {
            stack.append((Int32(top), false))
            while let (view, isDone) = stack.popLast() {
                if isDone {
                    exit[Int(view)] = counter - 1
                    continue
                }
                enter[Int(view)] = counter
                counter += 1
                stack.append((view, true))
                for subview in subviews[Int(ends[Int(view)])..<Int(ends[Int(view) + 1])] {
                    stack.append((subview, false))
                }
            }
        }
    }

    /// Each view's superview as the document has it (`LayoutDocument.superview(of:)`: the first
    /// view that lists it, not itself), by number; -1 for none. Read from the subview lists: a
    /// call of `superview(of:)` per view copies the whole document to make it.
    private static func superviews(in document: LayoutDocument) -> [Int32] {
        let views = document.views
        var superviews = [Int32](repeating: -1, count: views.count)
        for index in views.indices where !views[index].subviews.isEmpty {
            // A view's number is its id's first view: the same unless two views share an id.
            guard let number = document.indexOfView(views[index].id) else { continue }
            for subview in views[index].subviews where subview != views[index].id {
                if let child = document.indexOfView(subview), superviews[child] < 0 { superviews[child] = Int32(number) }
            }
        }
        return superviews
    }

    /// Whether `ancestor` is `view` or one of its superviews, for two view numbers;
    /// `document.isDescendant` decides for a view in a cycle of subviews.
    func isDescendant(_ view: Int, of ancestor: Int, in document: LayoutDocument) -> Bool {
        if view == ancestor { return true }
        guard enter[view] >= 0, enter[ancestor] >= 0 else {
            return document.isDescendant(document.views[view].id, of: document.views[ancestor].id)
        }
        return enter[ancestor] < enter[view] && exit[view] <= exit[ancestor]
    }
}
