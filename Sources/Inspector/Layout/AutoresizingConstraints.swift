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
        // Called for every view that translates its mask (a table's every cell): the terms
        // are written out, not summed through `LinearForm`, which allocates at every step.
        var result: [LayoutEquation] = []
        result.reserveCapacity(4)
        func append(_ terms: [LinearTerm], constant: Double, _ component: FrameComponent, _ constraint: Constraint?) {
            let origin = GeneratedConstraint(item: view.id, source: .autoresizingMask, role: component.name, constraint: constraint)
            result.append(LayoutEquation(terms: LinearTerms(terms), constant: constant, relation: .equal, priority: .required, origin: .generated(origin)))
        }
        func appendAxis(
            _ position: FrameComponent, _ size: FrameComponent, shares: (margin: Double, size: Double),
            superSize: Double, frameMin: Double, frameSize: Double
        ) {
            let superSizeVariable = LayoutSystem.variable(parent, size)
            let isX = position == .minX
            // position: view.min − superview.min − sₗ·superview.size − (L − sₗ·W) == 0. A fixed
            // share keeps its zero term, as the summed forms did: the forest and the solvers get
            // the equations they always have (the term rides in the link's offset).
            let positionTerms = [
                LinearTerm(variable: LayoutSystem.variable(item, position), coefficient: 1),
                LinearTerm(variable: LayoutSystem.variable(parent, position), coefficient: -1),
                LinearTerm(variable: superSizeVariable, coefficient: -shares.margin),
            ]
            let positionConstraint: Constraint? = shares.margin == 0
                ? Constraint(className: className, first: view.id, firstAttribute: isX ? .left : .top,
                             second: superview.id, secondAttribute: isX ? .left : .top, constant: frameMin)
                : nil
            append(positionTerms, constant: -(frameMin - shares.margin * superSize), position, positionConstraint)
            // size: view.size − s_w·superview.size − (w − s_w·W) == 0
            let sizeTerms = [
                LinearTerm(variable: LayoutSystem.variable(item, size), coefficient: 1),
                LinearTerm(variable: superSizeVariable, coefficient: -shares.size),
            ]
            let sizeConstraint: Constraint?
            switch shares.size {
            case 0: sizeConstraint = Constraint(className: className, first: view.id, firstAttribute: isX ? .width : .height, constant: frameSize)
            case 1: sizeConstraint = Constraint(className: className, first: view.id, firstAttribute: isX ? .width : .height,
                                                second: superview.id, secondAttribute: isX ? .width : .height, constant: frameSize - superSize)
            default: sizeConstraint = nil
            }
            append(sizeTerms, constant: -(frameSize - shares.size * superSize), size, sizeConstraint)
        }
        appendAxis(.minX, .width, shares: horizontal, superSize: superviewFrame.width, frameMin: frame.x, frameSize: frame.width)
        appendAxis(.minY, .height, shares: vertical, superSize: superviewFrame.height, frameMin: frame.y, frameSize: frame.height)
        return result
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
