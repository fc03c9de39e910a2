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
        // In place: with a setter, `rules[axis].append(rule)` copied the array to append to it.
        _modify {
            if axis == .horizontal { yield &horizontal } else { yield &vertical }
        }
    }
}
