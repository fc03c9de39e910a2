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
        for view: View, frame: Rect, superview: View, superviewFrame: Rect, in system: LayoutSystem
    ) -> [LayoutEquation] {
        guard let item = system.index(of: view.id), let parent = system.index(of: superview.id) else { return [] }
        let mask = view.autoresizingMask
        let horizontal = axis(
            lengths: (frame.x, frame.width, superviewFrame.width - frame.maxX),
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let vertical = axis(
            lengths: (frame.y, frame.height, superviewFrame.height - frame.maxY),
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        var result: [LayoutEquation] = []
        for (position, size, shares, superSize, frameMin, frameSize) in [
            (FrameComponent.minX, FrameComponent.width, horizontal, superviewFrame.width, frame.x, frame.width),
            (.minY, .height, vertical, superviewFrame.height, frame.y, frame.height),
        ] {
            let superSizeVariable = LayoutSystem.variable(parent, size)
            // position: view.min − superview.min − sₗ·superview.size − (L − sₗ·W) == 0
            var positionForm = LinearForm.variable(LayoutSystem.variable(item, position))
            positionForm.add(.variable(LayoutSystem.variable(parent, position)), times: -1)
            positionForm.add(.variable(superSizeVariable), times: -shares.margin)
            positionForm.constant = -(frameMin - shares.margin * superSize)
            var sizeForm = LinearForm.variable(LayoutSystem.variable(item, size))
            sizeForm.add(.variable(superSizeVariable), times: -shares.size)
            sizeForm.constant = -(frameSize - shares.size * superSize)
            let isX = position == .minX
            let positionConstraint: Constraint? = shares.margin == 0
                ? Constraint(className: className, first: view.id, firstAttribute: isX ? .left : .top,
                             second: superview.id, secondAttribute: isX ? .left : .top, constant: frameMin)
                : nil
            let sizeConstraint: Constraint?
            switch shares.size {
            case 0: sizeConstraint = Constraint(className: className, first: view.id, firstAttribute: isX ? .width : .height, constant: frameSize)
            case 1: sizeConstraint = Constraint(className: className, first: view.id, firstAttribute: isX ? .width : .height,
                                                second: superview.id, secondAttribute: isX ? .width : .height, constant: frameSize - superSize)
            default: sizeConstraint = nil
            }
            for (form, component, constraint) in [(positionForm, position, positionConstraint), (sizeForm, size, sizeConstraint)] {
                let origin = GeneratedConstraint(item: view.id, source: .autoresizingMask, role: component.name, constraint: constraint)
                result.append(LayoutEquation(terms: system.floorTerms(sharedWith: form.terms) ?? form.terms, constant: form.constant, relation: .equal, priority: .required, origin: .generated(origin)))
            }
        }
        return result
    }

    static let className = "NSAutoresizingMaskLayoutConstraint"

    /// The share of a change in the superview's size that goes to the leading margin and to
    /// the size.
    static func axis(lengths: (Double, Double, Double), flexible: (Bool, Bool, Bool)) -> (margin: Double, size: Double) {
        let parts = [(lengths.0, flexible.0), (lengths.1, flexible.1), (lengths.2, flexible.2)]
        let flexibleParts = parts.filter(\.1)
        guard !flexibleParts.isEmpty else { return (0, 0) }
        let total = flexibleParts.reduce(0) { $0 + max($1.0, 0) }
        func share(_ part: (Double, Bool)) -> Double {
            guard part.1 else { return 0 }
            return total > 0 ? max(part.0, 0) / total : 1 / Double(flexibleParts.count)
        }
        return (share(parts[0]), share(parts[1]))
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
