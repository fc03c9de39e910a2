import LayoutModel

/// The `NSAutoresizingMaskLayoutConstraint`s UIKit makes for a view that translates its
/// autoresizing mask: per axis, one for the position and one for the size, both required,
/// keeping the recorded frame at the superview's recorded size and moving with the
/// superview's size by springs and struts.
///
/// When the superview's width changes by Δ, the flexible parts among left margin, width and
/// right margin share Δ in proportion to their current lengths (equally when all are zero);
/// no flexible part means the right (bottom) margin absorbs it, as the default mask
/// `h=--&` prints. So `minX − superview.minX == sₗ·superview.width + (L − sₗ·W)` and
/// `width == s_w·superview.width + (w − s_w·W)`, which is UIKit's `midX == superview.midX + (L − R)/2`
/// and `width == superview.width + (w − W)` for a flexible width, and its
/// `minX == (L/(L+R))·superview.width + …` for flexible margins on both sides.
enum AutoresizingConstraints {
    static func equations(
        for view: View, mask: AutoresizingMask, frame: Rect, superview: View, superviewFrame: Rect, in system: LayoutSystem
    ) -> [LayoutEquation] {
        guard let item = system.index(of: view.id), let parent = system.index(of: superview.id) else { return [] }
        let (horizontal, vertical) = shares(of: mask, frame: frame, superviewFrame: superviewFrame)
        // One record for the view's four origins: a table's every cell translates its mask,
        // and a constraint and a record of its own for each equation cost more than the rest.
        let record = Record(
            item: view.id, superview: superview.id, frame: frame, superviewWidth: superviewFrame.width,
            superviewHeight: superviewFrame.height, horizontal: horizontal, vertical: vertical)
        let origins = GeneratedConstraint.autoresizing(record)
        // The terms are written out, not summed through `LinearForm`, which allocates at every step.
        var result: [LayoutEquation] = []
        result.reserveCapacity(4)
        for (index, component) in Record.components.enumerated() {
            let isPosition = component == .minX || component == .minY
            let size: FrameComponent = component == .minX || component == .width ? .width : .height
            let share = record.shares(size)
            let superSize = record.superviewSize(size)
            let superSizeVariable = LayoutSystem.variable(parent, size)
            let terms: [LinearTerm]
            let constant: Double
            if isPosition {
                // view.min − superview.min − sₗ·superview.size − (L − sₗ·W) == 0. A fixed share
                // keeps its zero term, as the summed forms did: the forest and the solvers get
                // the equations they always have (the term rides in the link's offset).
                terms = [
                    LinearTerm(variable: LayoutSystem.variable(item, component), coefficient: 1),
                    LinearTerm(variable: LayoutSystem.variable(parent, component), coefficient: -1),
                    LinearTerm(variable: superSizeVariable, coefficient: -share.margin),
                ]
                constant = -(record.frameMin(component) - share.margin * superSize)
            } else {
                // view.size − s_w·superview.size − (w − s_w·W) == 0
                terms = [
                    LinearTerm(variable: LayoutSystem.variable(item, component), coefficient: 1),
                    LinearTerm(variable: superSizeVariable, coefficient: -share.size),
                ]
                constant = -(record.frameSize(component) - share.size * superSize)
            }
            result.append(LayoutEquation(
                terms: LinearTerms(terms), constant: constant, relation: .equal, priority: .required, origin: .generated(origins[index])))
        }
        return result
    }

    /// What a view's four autoresizing constraints are made from, shared by their origins
    /// (``GeneratedConstraint/autoresizing(_:)``); each constraint is spelt out when asked.
    final class Record: Sendable {
        /// The components the four constraints hold, in order.
        static let components: [FrameComponent] = [.minX, .width, .minY, .height]

        let item: ItemID
        let superview: ItemID
        let frame: Rect
        let superviewWidth: Double
        let superviewHeight: Double
        let horizontal: (margin: Double, size: Double)
        let vertical: (margin: Double, size: Double)

        init(
            item: ItemID, superview: ItemID, frame: Rect, superviewWidth: Double, superviewHeight: Double,
            horizontal: (margin: Double, size: Double), vertical: (margin: Double, size: Double)
        ) {
            self.item = item
            self.superview = superview
            self.frame = frame
            self.superviewWidth = superviewWidth
            self.superviewHeight = superviewHeight
            self.horizontal = horizontal
            self.vertical = vertical
        }

        func shares(_ size: FrameComponent) -> (margin: Double, size: Double) { size == .width ? horizontal : vertical }
        func superviewSize(_ size: FrameComponent) -> Double { size == .width ? superviewWidth : superviewHeight }
        func frameMin(_ position: FrameComponent) -> Double { position == .minX ? frame.x : frame.y }
        func frameSize(_ size: FrameComponent) -> Double { size == .width ? frame.width : frame.height }

        /// The constraint of one component, when one `NSLayoutConstraint` says it: a fixed
        /// margin (`left == superview.left + L`), a fixed size, or a size that follows the
        /// superview's; proportional margins and sizes have none.
        func constraint(_ component: FrameComponent) -> Constraint? {
            let isX = component == .minX || component == .width
            let size: FrameComponent = isX ? .width : .height
            let share = shares(size)
            switch component {
            case .minX, .minY:
                guard share.margin == 0 else { return nil }
                return Constraint(className: className, first: item, firstAttribute: isX ? .left : .top,
                                  second: superview, secondAttribute: isX ? .left : .top, constant: frameMin(component))
            case .width, .height:
                switch share.size {
                case 0: return Constraint(className: className, first: item, firstAttribute: isX ? .width : .height, constant: frameSize(size))
                case 1: return Constraint(className: className, first: item, firstAttribute: isX ? .width : .height,
                                          second: superview, secondAttribute: isX ? .width : .height, constant: frameSize(size) - superviewSize(size))
                default: return nil
                }
            }
        }
    }

    static let className = "NSAutoresizingMaskLayoutConstraint"

    /// The shares of a change in the superview's width and height that go to the view's
    /// leading (top) margin and to its width (height), at the recorded frames.
    static func shares(
        of mask: AutoresizingMask, frame: Rect, superviewFrame: Rect
    ) -> (horizontal: (margin: Double, size: Double), vertical: (margin: Double, size: Double)) {
        let horizontal = axis(
            lengths: (frame.x, frame.width, superviewFrame.width - frame.maxX),
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let vertical = axis(
            lengths: (frame.y, frame.height, superviewFrame.height - frame.maxY),
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        return (horizontal, vertical)
    }

    /// The share of a change in the superview's size that goes to the leading margin and to
    /// the size.
    static func axis(lengths: (Double, Double, Double), flexible: (Bool, Bool, Bool)) -> (margin: Double, size: Double) {
        let flexibleCount = (flexible.0 ? 1 : 0) + (flexible.1 ? 1 : 0) + (flexible.2 ? 1 : 0)
        guard flexibleCount > 0 else { return (0, 0) }
        let total = (flexible.0 ? max(lengths.0, 0) : 0) + (flexible.1 ? max(lengths.1, 0) : 0) + (flexible.2 ? max(lengths.2, 0) : 0)
        func share(_ length: Double, _ isFlexible: Bool) -> Double {
            guard isFlexible else { return 0 }
            return total > 0 ? max(length, 0) / total : 1 / Double(flexibleCount)
        }
        return (share(lengths.0, flexible.0), share(lengths.1, flexible.1))
    }
}

extension AutoresizingMask {
    /// UIKit's `h=-&- v=&--` notation: margin, size, margin; `&` flexible. No flexible part
    /// prints `--&`, as UIKit prints the default mask.
    public var notation: String {
        func flag(_ option: AutoresizingMask) -> String { contains(option) ? "&" : "-" }
        var h = flag(.flexibleLeftMargin) + flag(.flexibleWidth) + flag(.flexibleRightMargin)
        var v = flag(.flexibleTopMargin) + flag(.flexibleHeight) + flag(.flexibleBottomMargin)
        if h == "---" { h = "--&" }
        if v == "---" { v = "--&" }
        return "h=\(h) v=\(v)"
    }
}
