import LayoutModel
import Naming

/// One of the four lines or sizes of a frame along an axis, as NotAutoLayout names them:
/// `left`, `center`, `right`, `width` horizontally; `top`, `middle`, `bottom`, `height`
/// vertically.
enum FrameLine: Hashable, Sendable {
    case start, center, end, size

    /// The frame line an attribute stands for, left to right (leading is left); `nil` for
    /// what a frame has no line for (baselines, margins of the view itself).
    init?(_ attribute: Attribute) {
        switch attribute {
        case .left, .leading, .top: self = .start
        case .centerX, .centerY: self = .center
        case .right, .trailing, .bottom: self = .end
        case .width, .height: self = .size
        default: return nil
        }
    }

    /// The line's name in the maker's methods: `setLeft`, `pinMiddle`, `fitWidth`.
    func makerName(_ axis: Axis) -> String {
        switch (self, axis) {
        case (.start, .horizontal): "Left"
        case (.center, .horizontal): "Center"
        case (.end, .horizontal): "Right"
        case (.size, .horizontal): "Width"
        case (.start, .vertical): "Top"
        case (.center, .vertical): "Middle"
        case (.end, .vertical): "Bottom"
        case (.size, .vertical): "Height"
        }
    }

    /// The geometry property that reads this line: `left`, `horizontal(at: 0.5)`, `width`.
    func geometry(_ axis: Axis) -> String {
        switch (self, axis) {
        case (.start, .horizontal): "left"
        case (.center, .horizontal): "horizontal(at: 0.5)"
        case (.end, .horizontal): "right"
        case (.size, .horizontal): "width"
        case (.start, .vertical): "top"
        case (.center, .vertical): "vertical(at: 0.5)"
        case (.end, .vertical): "bottom"
        case (.size, .vertical): "height"
        }
    }

    /// How far this line of an alignment rect lies from the frame's line along an axis: the
    /// frame reaches `insets` beyond the alignment rect.
    func alignmentOffset(_ axis: Axis, insets: EdgeInsets) -> Double {
        let (near, far) = axis == .horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
        switch self {
        case .start: return near
        case .center: return (near - far) / 2
        case .end: return -far
        case .size: return -(near + far)
        }
    }

    /// The value of this line of a rectangle along an axis.
    func value(in rect: Rect, _ axis: Axis) -> Double {
        let (origin, length) = axis == .horizontal ? (rect.x, rect.width) : (rect.y, rect.height)
        switch self {
        case .start: return origin
        case .center: return origin + length / 2
        case .end: return origin + length
        case .size: return length
        }
    }
}

/// What a line of a view's frame is set from, as a NotAutoLayout maker call says it: the
/// parent's geometry (`setLeft(by: { $0.left + 8 })`, through its layout margins or safe area
/// when the constraint names them), a sibling laid out before (`pinTop(to: header, with: {
/// $0.bottom + 8 })`), a constant size (`setWidth(to: 44)`) or the view's fitting size
/// (`fitWidth()`): `value = multiplier × reference + constant`.
struct FrameRule: Sendable {
    enum Reference: Sendable, Equatable {
        /// The parent's bounds, inset by nothing, its layout margins or its safe area.
        case parent(FrameLine, inset: Inset)
        case sibling(ItemID, FrameLine)
        case constant
        case fitting
    }

    enum Inset: Sendable, Equatable {
        case bounds, margins, safeArea
    }

    var line: FrameLine
    var reference: Reference
    var multiplier: Double
    var constant: Double
    /// The document constraint it comes from; `nil` for a fitting size.
    var constraint: Int?

    /// The rule for the view's frame, which NotAutoLayout sets, from this rule over alignment
    /// rects, which constraints place: a control whose frame reaches beyond its alignment rect
    /// (a switch, a slider) is moved and sized by its insets, and a sibling's line is read from
    /// the sibling's frame. A fitting size is the frame's already (`sizeThatFits`).
    func forFrames(_ axis: Axis, own: EdgeInsets, sibling: EdgeInsets) -> FrameRule {
        var rule = self
        switch reference {
        case .fitting: return self
        case .constant: break
        case .parent: break
        case let .sibling(_, line): rule.constant += multiplier * line.alignmentOffset(axis, insets: sibling)
        }
        rule.constant -= self.line.alignmentOffset(axis, insets: own)
        return rule
    }

    /// Appends the maker call, for the view being laid out (`setLeft(by: { $0.left + 16 })`).
    func appendCall(_ axis: Axis, names: NameTable, to text: inout CodeText) {
        let name = line.makerName(axis)
        switch reference {
        case .fitting:
            text += "fit"
            text += name
            text += "()"
        case .constant:
            text += "set"
            text += name
            text += "(to: "
            text.append(number: constant)
            text.append(ascii: ")")
        case let .parent(reference, inset):
            text += "set"
            text += name
            text += "(by: { $0."
            switch inset {
            case .bounds: break
            case .margins: text += "layoutMarginsGuide."
            case .safeArea: text += "safeAreaGuide."
            }
            text += reference.geometry(axis)
            appendArithmetic(to: &text)
            text += " })"
        case let .sibling(sibling, reference):
            text += "pin"
            text += name
            text += "(to: "
            text += names.displayName(of: sibling)
            text += ", with: { $0."
            text += reference.geometry(axis)
            appendArithmetic(to: &text)
            text += " })"
        }
    }

    /// ` * 0.5 - 8` after a geometry, without `* 1` or `+ 0`.
    private func appendArithmetic(to text: inout CodeText) {
        if multiplier != 1 {
            text += " * "
            text += codeMultiplier(multiplier)
        }
        if constant > 0 {
            text += " + "
            text.append(number: constant)
        }
        if constant < 0 {
            text += " - "
            text.append(number: -constant)
        }
    }

    /// The value along `axis`, given the parent's size and insets and the siblings' frames
    /// (in the parent's coordinates), the fitting size, and the view's other line when the
    /// reference is resolved by substitution.
    func value(_ axis: Axis, parent: Rect, margins: EdgeInsets, safeArea: EdgeInsets, siblings: [ItemID: Rect], fitting: Double?) -> Double? {
        let base: Double
        switch reference {
        case .constant: return constant
        case .fitting: return fitting
        case let .parent(reference, inset):
            let insets = switch inset {
            case .bounds: EdgeInsets.zero
            case .margins: margins
            case .safeArea: safeArea
            }
            let area = Rect(x: insets.left, y: insets.top, width: parent.width - insets.left - insets.right,
                            height: parent.height - insets.top - insets.bottom)
            base = reference.value(in: area, axis)
        case let .sibling(sibling, reference):
            guard let frame = siblings[sibling] else { return nil }
            base = reference.value(in: frame, axis)
        }
        return multiplier * base + constant
    }
}

/// The values of a view's frame lines along one axis, each known or not.
struct LineValues {
    var start: Double?
    var center: Double?
    var end: Double?
    var size: Double?

    subscript(line: FrameLine) -> Double? {
        get {
            switch line {
            case .start: start
            case .center: center
            case .end: end
            case .size: size
            }
        }
        set {
            switch line {
            case .start: start = newValue
            case .center: center = newValue
            case .end: end = newValue
            case .size: size = newValue
            }
        }
    }
}
