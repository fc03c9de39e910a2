/// Part of a model value kept out of line, shared by the value's copies and compared by value:
/// what most views and constraints of a large layout leave unset costs them one pointer.
@usableFromInline package final class ValueBox<Value: Hashable & Sendable>: Hashable, Sendable {
    @usableFromInline package let value: Value

    package init(_ value: Value) { self.value = value }

    @usableFromInline package static func == (lhs: ValueBox, rhs: ValueBox) -> Bool { lhs.value == rhs.value }

    @usableFromInline package func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
