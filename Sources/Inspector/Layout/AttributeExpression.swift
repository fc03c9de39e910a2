import LayoutModel

/// A linear expression over layout variables: `Σ terms + constant`.
public struct LinearForm: Hashable, Sendable {
    public var terms: LinearTerms
    public var constant: Double

    public init(terms: LinearTerms = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `coefficient · variable`.
    public static func variable(_ variable: Int, _ coefficient: Double = 1) -> LinearForm {
        LinearForm(terms: [LinearTerm(variable: variable, coefficient: coefficient)])
    }

    /// Adds `coefficient · variable`, merging it with a term of the same variable.
    public mutating func add(_ variable: Int, _ coefficient: Double) {
        terms.withOwnArray { Self.merge(LinearTerm(variable: variable, coefficient: coefficient), times: 1, into: &$0) }
    }

    /// Adds `factor · other`, merging terms of the same variable and dropping those that cancel.
    public mutating func add(_ other: LinearForm, times factor: Double = 1) {
        constant += factor * other.constant
        guard !other.terms.isEmpty else { return }
        terms.withOwnArray { terms in
            for term in other.terms { Self.merge(term, times: factor, into: &terms) }
        }
    }

    /// Adds `factor · value`, as ``add(_:times:)`` adds a form.
    mutating func add(_ value: AttributeValue, times factor: Double) {
        constant += factor * value.constant
        terms.withOwnArray { terms in
            value.forEachTerm { Self.merge($0, times: factor, into: &terms) }
        }
    }

    /// Adds `factor · term` to the term of the same variable, dropping it if they cancel, or
    /// as a term of its own unless `term` is zero: how every sum of forms merges its terms.
    /// The form's terms are those of `terms` from `start` on (a run at the end of an array
    /// that holds several forms' terms, as ``PositionForest`` keeps its links' offsets).
    static func merge(_ term: LinearTerm, times factor: Double, into terms: inout [LinearTerm], from start: Int = 0) {
        if let at = terms[start...].firstIndex(where: { $0.variable == term.variable }) {
            terms[at].coefficient += factor * term.coefficient
            if terms[at].coefficient == 0 { terms.remove(at: at) }
        } else if term.coefficient != 0 {
            terms.append(LinearTerm(variable: term.variable, coefficient: factor * term.coefficient))
        }
    }

    public static func + (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
        var result = lhs
        result.add(rhs)
        return result
    }

    public static func - (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
        var result = lhs
        result.add(rhs, times: -1)
        return result
    }

    public static func * (lhs: LinearForm, rhs: Double) -> LinearForm {
        LinearForm(terms: rhs == 0 ? [] : LinearTerms(lhs.terms.map { LinearTerm(variable: $0.variable, coefficient: $0.coefficient * rhs) }),
                   constant: lhs.constant * rhs)
    }

    public static func + (lhs: LinearForm, rhs: Double) -> LinearForm {
        LinearForm(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    public static func - (lhs: LinearForm, rhs: Double) -> LinearForm {
        LinearForm(terms: lhs.terms, constant: lhs.constant - rhs)
    }
}

extension LayoutSystem {
    /// The value of an item's attribute as a linear expression in root coordinates.
    ///
    /// `mirrored` evaluates horizontal attributes in a flipped x axis (x' = −x): that is what
    /// leading and trailing mean in a right-to-left layout, where their values grow leftward
    /// (so `b.leading == a.trailing + 8` puts b 8 pt to the left of a). A constraint that uses
    /// leading or trailing is evaluated mirrored as a whole, centers included.
    public func expression(_ attribute: Attribute, of item: Int, mirrored: Bool = false) -> LinearForm {
        attributeValue(attribute, of: item, mirrored: mirrored).form
    }

    /// ``expression(_:of:mirrored:)`` without a heap allocation: every attribute is at most two
    /// terms. `equation(for:origin:)` runs once per constraint, where building a `LinearForm`
    /// per operand and operator would cost more than the rest of the layout builder.
    ///
    /// The constants are computed in the order the `LinearForm` arithmetic did (`0 + m`,
    /// `(0 − m) · flip`), so that every equation keeps its exact bits, the sign of a zero
    /// included.
    func attributeValue(_ attribute: Attribute, of item: Int, mirrored: Bool) -> AttributeValue {
        let x = Self.variable(item, .minX)
        let y = Self.variable(item, .minY)
        let width = Self.variable(item, .width)
        let height = Self.variable(item, .height)
        // Read only by the margin attributes: most items keep theirs out of line.
        var margins: EdgeInsets { items[item].margins }
        let flip: Double = mirrored ? -1 : 1
        switch attribute {
        case .width: return AttributeValue(width)
        case .height: return AttributeValue(height)
        case .top: return AttributeValue(y)
        case .bottom: return AttributeValue(y, 1, height, 1, constant: 0)
        case .centerY: return AttributeValue(y, 1, height, 0.5, constant: 0)
        case .topMargin: return AttributeValue(y, 1, constant: 0 + margins.top)
        case .bottomMargin: return AttributeValue(y, 1, height, 1, constant: 0 - margins.bottom)
        case .centerYWithinMargins: return AttributeValue(y, 1, height, 0.5, constant: 0 + (margins.top - margins.bottom) / 2)
        case .firstBaseline, .lastBaseline: return baseline(attribute, of: item)
        case .left, .leftMargin:
            return AttributeValue(x, flip, constant: (0 + (attribute == .leftMargin ? margins.left : 0)) * flip)
        case .right, .rightMargin:
            return AttributeValue(x, flip, width, flip, constant: (0 - (attribute == .rightMargin ? margins.right : 0)) * flip)
        case .centerX: return AttributeValue(x, flip, width, 0.5 * flip, constant: 0 * flip)
        case .centerXWithinMargins:
            return AttributeValue(x, flip, width, 0.5 * flip, constant: (0 + (margins.left - margins.right) / 2) * flip)
        case .leading, .leadingMargin, .trailing, .trailingMargin:
            // In a mirrored axis the leading edge is the right one.
            let isLeading = attribute == .leading || attribute == .leadingMargin
            let isMargin = attribute.isMargin
            if isLeading != mirrored {
                return AttributeValue(x, flip, constant: (0 + (isMargin ? margins.left : 0)) * flip)
            }
            return AttributeValue(x, flip, width, flip, constant: (0 - (isMargin ? margins.right : 0)) * flip)
        case .notAnAttribute: return AttributeValue(constant: 0)
        }
    }

    /// First and last baselines: the vended view's, measured from its top; top and bottom
    /// for an item without baselines, as UIKit substitutes them.
    private func baseline(_ attribute: Attribute, of item: Int) -> AttributeValue {
        let isFirst = attribute == .firstBaseline
        let source = baselineVendors[item].map { isFirst ? $0.first : $0.last } ?? item
        let y = Self.variable(source, .minY)
        if let offsets = items[source].baselineOffsets {
            return AttributeValue(y, 1, constant: 0 + (isFirst ? offsets.first : offsets.last))
        }
        return isFirst ? AttributeValue(y) : AttributeValue(y, 1, Self.variable(source, .height), 1, constant: 0)
    }

    /// The equation of a constraint: `first.a − multiplier·second.b − constant (relation) 0`.
    /// `nil` when it mentions an item the system does not know.
    ///
    /// The terms are merged as ``LinearForm/add(_:times:)`` merges them (same order, a term
    /// that cancels removed): one array per equation, nothing else allocated.
    ///
    /// `container` is the item whose bounds the constraint's locations are measured in
    /// (``LayoutDocument/coordinateContainer(of:)``); `nil` for root coordinates.
    public func equation(for constraint: Constraint, container: Int? = nil, origin: EquationOrigin) -> LayoutEquation? {
        guard let (first, second) = operands(of: constraint) else { return nil }
        let boundsOrigin = container.map { self.boundsOrigin(of: $0, for: constraint) }
        // Exactly the room the terms may need: the equations live as long as the session.
        var terms: [LinearTerm] = []
        terms.reserveCapacity(first.count + (second?.count ?? 0) + (boundsOrigin?.count ?? 0))
        let constant = Self.appendEquation(of: constraint, first, second, boundsOrigin, to: &terms)
        return LayoutEquation(
            terms: floorTerms(sharedWith: terms) ?? LinearTerms(terms), constant: constant, relation: constraint.relation,
            priority: constraint.priority, origin: origin)
    }

    /// Appends the equation of a constraint, as ``equation(for:origin:)`` makes it, with its
    /// terms in the builder's array (``bulkTerms``) rather than an array of their own.
    /// Nothing when it mentions an item the system does not know.
    ///
    /// `itemNumbers` are the numbers of the constraint's items in the document
    /// (``LayoutDocument/itemNumbers(ofConstraintAt:)``), when the constraint is the document's
    /// as it stands: its items are then found without hashing their ids.
    mutating func appendEquation(
        for constraint: Constraint, itemNumbers: (first: Int32, second: Int32)? = nil, container: Int? = nil,
        origin: EquationOrigin
    ) {
        guard let (first, second) = operands(of: constraint, itemNumbers: itemNumbers) else { return }
        let boundsOrigin = container.map { self.boundsOrigin(of: $0, for: constraint) }
        let start = bulkTerms.count
        let constant = Self.appendEquation(of: constraint, first, second, boundsOrigin, to: &bulkTerms)
        var terms = LinearTerms.pending(start ..< bulkTerms.count)
        if let floorTerms = floorTerms(sharedWith: bulkTerms[start...]) {
            bulkTerms.removeSubrange(start...)
            terms = floorTerms
        }
        equations.append(LayoutEquation(
            terms: terms, constant: constant, relation: constraint.relation, priority: constraint.priority, origin: origin))
    }

    /// The values of a constraint's two attributes (no second for a constant), mirrored
    /// together in a right-to-left layout; `nil` when it mentions an item the system does not know.
    private func operands(
        of constraint: Constraint, itemNumbers: (first: Int32, second: Int32)? = nil
    ) -> (first: AttributeValue, second: AttributeValue?)? {
        func item(_ id: ItemID, numbered number: Int32?) -> Int? {
            if let number, knowsNumber(number) { index(ofNumber: number) } else { index(of: id) }
        }
        guard let first = item(constraint.first, numbered: itemNumbers?.first) else { return nil }
        let mirrored = Self.isMirrored(constraint, in: layoutDirection)
        let firstValue = attributeValue(constraint.firstAttribute, of: first, mirrored: mirrored)
        var secondValue: AttributeValue?
        if let secondID = constraint.second, constraint.secondAttribute != .notAnAttribute {
            guard let second = item(secondID, numbered: itemNumbers?.second) else { return nil }
            secondValue = attributeValue(constraint.secondAttribute, of: second, mirrored: mirrored)
        }
        return (firstValue, secondValue)
    }

    /// Where the container's bounds begin along the constraint's axis, in the coordinates the
    /// constraint is evaluated in: its top, its left edge, or in a mirrored axis its right edge.
    private func boundsOrigin(of container: Int, for constraint: Constraint) -> AttributeValue {
        let mirrored = Self.isMirrored(constraint, in: layoutDirection)
        switch constraint.firstAttribute.axis {
        case .horizontal?: return attributeValue(mirrored ? .leading : .left, of: container, mirrored: mirrored)
        default: return attributeValue(.top, of: container, mirrored: false)
        }
    }

    /// Whether a constraint is evaluated in a flipped x axis: one that uses leading or
    /// trailing in a right-to-left layout (see ``expression(_:of:mirrored:)``).
    static func isMirrored(_ constraint: Constraint, in direction: LayoutDirection) -> Bool {
        isMirrored(constraint.firstAttribute, constraint.secondAttribute, in: direction)
    }

    private static func isMirrored(_ first: Attribute, _ second: Attribute, in direction: LayoutDirection) -> Bool {
        direction == .rightToLeft && (first.isDirectionalHorizontal || second.isDirectionalHorizontal)
    }

    /// At most how many terms the equation of a constraint between these attributes has
    /// (`second` is `nil` without a second item), in a layout of this direction: what the
    /// builder reserves for them, with room for the container's bounds origin when a
    /// multiplier other than 1 relates two locations. The attributes, not the constraint: the
    /// builder reads them in place, where a copy of each constraint would retain its strings.
    static func termCountBound(_ first: Attribute, _ second: Attribute?, multiplier: Double, in direction: LayoutDirection) -> Int {
        let mirrored = isMirrored(first, second ?? .notAnAttribute, in: direction)
        func bound(_ attribute: Attribute) -> Int {
            // As many as ``attributeValue(_:of:mirrored:)`` gives, or more.
            switch attribute {
            case .notAnAttribute: 0
            case .width, .height, .top, .topMargin, .firstBaseline, .left, .leftMargin: 1
            case .leading, .leadingMargin: mirrored ? 2 : 1
            case .trailing, .trailingMargin: mirrored ? 1 : 2
            default: 2
            }
        }
        let boundsOrigin = multiplier != 1 && first.isLocation && second?.isLocation == true ? 2 : 0
        return bound(first) + (second.map(bound) ?? 0) + boundsOrigin
    }

    /// Appends the terms of `first − multiplier·second` to `terms`, merged among themselves
    /// as ``LinearForm/add(_:times:)`` merges a form's (the terms before them untouched), and
    /// returns the equation's constant, computed as that arithmetic computes it (`first +
    /// (−multiplier)·second`, then `− constant`), so that every equation keeps its exact bits.
    ///
    /// With `boundsOrigin` (`o`), the locations are measured from it, as UIKit measures them
    /// in the bounds of the view the constraint is installed on: `(first − o) − multiplier·(second − o)`.
    private static func appendEquation(
        of constraint: Constraint, _ first: AttributeValue, _ second: AttributeValue?, _ boundsOrigin: AttributeValue? = nil,
        to terms: inout [LinearTerm]
    ) -> Double {
        let start = terms.count
        first.forEachTerm { terms.append($0) }
        var constant = first.constant
        func add(_ value: AttributeValue, times factor: Double) {
            constant += factor * value.constant
            value.forEachTerm { LinearForm.merge($0, times: factor, into: &terms, from: start) }
        }
        if let second { add(second, times: -constraint.multiplier) }
        if let boundsOrigin { add(boundsOrigin, times: constraint.multiplier - 1) }
        constant -= constraint.constant
        return constant
    }
}

/// An attribute's value, `Σ terms + constant`, with at most the two terms any attribute has,
/// kept inline (see ``LayoutSystem/attributeValue(_:of:mirrored:)``).
struct AttributeValue {
    private var first: LinearTerm?
    private var second: LinearTerm?
    var constant: Double

    init(constant: Double) {
        self.constant = constant
    }

    /// `1 · variable`.
    init(_ variable: Int) {
        self.init(variable, 1, constant: 0)
    }

    init(_ variable: Int, _ coefficient: Double, constant: Double) {
        first = LinearTerm(variable: variable, coefficient: coefficient)
        self.constant = constant
    }

    init(_ a: Int, _ aCoefficient: Double, _ b: Int, _ bCoefficient: Double, constant: Double) {
        first = LinearTerm(variable: a, coefficient: aCoefficient)
        second = LinearTerm(variable: b, coefficient: bCoefficient)
        self.constant = constant
    }

    var count: Int { (first == nil ? 0 : 1) + (second == nil ? 0 : 1) }

    func forEachTerm(_ body: (LinearTerm) -> Void) {
        if let first { body(first) }
        if let second { body(second) }
    }

    /// The value as a form.
    var form: LinearForm {
        var terms: [LinearTerm] = []
        terms.reserveCapacity(count)
        forEachTerm { terms.append($0) }
        return LinearForm(terms: LinearTerms(terms), constant: constant)
    }
}
