/// Formats a number in its shortest exact form: `16`, `0.5`, `-8`.
///
/// Dumps carry `CGFloat`s that were often `Float`s once (priorities, multipliers set through
/// `Float` APIs), so a value that is exactly a widened `Float` prints as that `Float`'s
/// shortest form: `1.2000000476837158` prints as `1.2`. Never uses exponent notation, so the
/// result is valid Swift and JSON.
public func formatNumber(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    var text: String
    let narrowed = Float(value)
    if Double(narrowed) == value {
        text = narrowed.description
    } else {
        text = value.description
    }
    if text.contains("e") { text = expandExponent(text) }
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
}

/// Rewrites `1.5e-05` as `0.000015`.
private func expandExponent(_ text: String) -> String {
    let negative = text.hasPrefix("-")
    let body = negative ? String(text.dropFirst()) : text
    let parts = body.split(separator: "e", maxSplits: 1)
    guard parts.count == 2, let exponent = Int(parts[1]) else { return text }
    let mantissa = parts[0]
    let pieces = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let integerDigits = String(pieces[0])
    let fractionDigits = pieces.count > 1 ? String(pieces[1]) : ""
    var digits = integerDigits + fractionDigits
    var point = integerDigits.count + exponent
    if point <= 0 {
        digits = String(repeating: "0", count: -point + 1) + digits
        point = 1
    } else if point > digits.count {
        digits += String(repeating: "0", count: point - digits.count)
    }
    let integerPart = digits.prefix(point)
    var fractionPart = String(digits.dropFirst(point))
    while fractionPart.hasSuffix("0") { fractionPart.removeLast() }
    let result = fractionPart.isEmpty ? String(integerPart) : "\(integerPart).\(fractionPart)"
    return negative ? "-" + result : result
}
