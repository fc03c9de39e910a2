import LayoutModel

/// A number as printed Swift writes it (``formatNumber(_:)``'s spelling), without the float
/// noise an input may carry: Interface Builder records `29.999999999999986` where a person set 30.
func codeNumber(_ value: Double) -> String {
    formatNumber(denoised(value))
}

/// A multiplier as printed Swift writes it: a ratio of small whole numbers as the division a
/// person writes (`1.0 / 3.0`, for IB's `1/3`), any other value as ``codeNumber(_:)``.
func codeMultiplier(_ value: Double) -> String {
    ratio(value) ?? codeNumber(value)
}

/// `p.0 / q.0` when `value` is exactly that division with q ≤ 16 and its decimal is long.
func ratio(_ value: Double) -> String? {
    guard formatNumber(value).count > 8 else { return nil }
    for denominator in 2...16 {
        let numerator = (value * Double(denominator)).rounded()
        if numerator != 0, numerator / Double(denominator) == value {
            return "\(formatNumber(numerator)).0 / \(denominator).0"
        }
    }
    return nil
}

/// `value`, or the decimal of at most six places within a double's rounding error of it
/// (10⁻¹², relative: a widened `Float`, 10⁻⁸ away, keeps ``formatNumber(_:)``'s own form).
func denoised(_ value: Double) -> Double {
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    return abs(rounded - value) <= 1e-12 * max(1, abs(value)) ? rounded : value
}
