import LayoutModel

/// One value for each axis: what a `[Axis: Value]` dictionary holds, without hashing or
/// allocating a table for two keys (the printer makes a few per view).
struct PerAxis<Value> {
    var horizontal: Value
    var vertical: Value

    init(_ both: Value) {
        horizontal = both
        vertical = both
    }

    subscript(axis: Axis) -> Value {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
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
