/// A linear expression over layout variables: `Σ terms + constant`.
public struct LinearForm: Hashable, Sendable {
    public var terms: [LinearTerm]
    public var constant: Double

    public init(terms: [LinearTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `coefficient · variable`.
    public static func variable(_ variable: Int, _ coefficient: Double = 1) -> LinearForm {
        LinearForm(terms: [LinearTerm(variable: variable, coefficient: coefficient)])
    }

    /// Adds `coefficient · variable`, merging it with a term of the same variable.
    public mutating func add(_ variable: Int, _ coefficient: Double) {
        if let at = terms.firstIndex(where: { $0.variable == variable }) {
            terms[at].coefficient += coefficient
            if terms[at].coefficient == 0 { terms.remove(at: at) }
        } else if coefficient != 0 {
            terms.append(LinearTerm(variable: variable, coefficient: coefficient))
        }
    }

    /// Adds `factor · other`, merging terms of the same variable and dropping those that cancel.
    public mutating func add(_ other: LinearForm, times factor: Double = 1) {
        constant += factor * other.constant
        for term in other.terms {
            if let at = terms.firstIndex(where: { $0.variable == term.variable }) {
                terms[at].coefficient += factor * term.coefficient
                if terms[at].coefficient == 0 { terms.remove(at: at) }
            } else if term.coefficient != 0 {
                terms.append(LinearTerm(variable: term.variable, coefficient: factor * term.coefficient))
            }
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
        LinearForm(terms: rhs == 0 ? [] : lhs.terms.map { LinearTerm(variable: $0.variable, coefficient: $0.coefficient * rhs) },
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
        // Made on use: one attribute needs one or two of the four.
        var x: LinearForm { .variable(Self.variable(item, .minX)) }
        var y: LinearForm { .variable(Self.variable(item, .minY)) }
        var width: LinearForm { .variable(Self.variable(item, .width)) }
        var height: LinearForm { .variable(Self.variable(item, .height)) }
        let margins = items[item].margins
        let flip: Double = mirrored ? -1 : 1
        switch attribute {
        case .width: return width
        case .height: return height
        case .top: return y
        case .bottom: return y + height
        case .centerY: return y + height * 0.5
        case .topMargin: return y + margins.top
        case .bottomMargin: return y + height - margins.bottom
        case .centerYWithinMargins: return y + height * 0.5 + (margins.top - margins.bottom) / 2
        case .firstBaseline, .lastBaseline: return baseline(attribute, of: item)
        case .left, .leftMargin: return (x + (attribute == .leftMargin ? margins.left : 0)) * flip
        case .right, .rightMargin: return (x + width - (attribute == .rightMargin ? margins.right : 0)) * flip
        case .centerX: return (x + width * 0.5) * flip
        case .centerXWithinMargins: return (x + width * 0.5 + (margins.left - margins.right) / 2) * flip
        case .leading, .leadingMargin, .trailing, .trailingMargin:
            // In a mirrored axis the leading edge is the right one.
            let isLeading = attribute == .leading || attribute == .leadingMargin
            let isMargin = attribute.isMargin
            if isLeading != mirrored {
                return (x + (isMargin ? margins.left : 0)) * flip
            }
            return (x + width - (isMargin ? margins.right : 0)) * flip
        case .notAnAttribute: return LinearForm()
        }
    }

    /// First and last baselines: the vended view's, measured from its top; top and bottom
    /// for an item without baselines, as UIKit substitutes them.
    private func baseline(_ attribute: Attribute, of item: Int) -> LinearForm {
        let isFirst = attribute == .firstBaseline
        let source = baselineVendors[item].map { isFirst ? $0.first : $0.last } ?? item
        let y = LinearForm.variable(Self.variable(source, .minY))
        if let offsets = items[source].baselineOffsets {
            return y + (isFirst ? offsets.first : offsets.last)
        }
        return isFirst ? y : y + LinearForm.variable(Self.variable(source, .height))
    }

    /// The equation of a constraint: `first.a − multiplier·second.b − constant (relation) 0`.
    /// `nil` when it mentions an item the system does not know.
    public func equation(for constraint: Constraint, origin: EquationOrigin) -> LayoutEquation? {
        guard let first = index(of: constraint.first) else { return nil }
        let mirrored = layoutDirection == .rightToLeft
            && (constraint.firstAttribute.isDirectionalHorizontal || constraint.secondAttribute.isDirectionalHorizontal)
        var form = expression(constraint.firstAttribute, of: first, mirrored: mirrored)
        if let secondID = constraint.second, constraint.secondAttribute != .notAnAttribute {
            guard let second = index(of: secondID) else { return nil }
            form.add(expression(constraint.secondAttribute, of: second, mirrored: mirrored), times: -constraint.multiplier)
        }
        form.constant -= constraint.constant
        return LayoutEquation(
            terms: form.terms, constant: form.constant, relation: constraint.relation,
            priority: constraint.priority, origin: origin)
    }
}
