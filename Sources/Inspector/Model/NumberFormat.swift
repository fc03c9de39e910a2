/// The numbers a layout may hold. UIKit works in points, and no screen or scroll content
/// comes near ten million of them, while a value far beyond (`1e308`) only overflows what is
/// computed from it. Every reader rejects a number outside this range, with its location.
public enum LayoutNumber {
    /// The largest magnitude accepted: 10,000,000.
    public static let limit: Double = 10_000_000

    /// Whether a value read from an input is accepted: finite and within ±``limit``.
    public static func isAccepted(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= limit
    }

    /// Why a number was refused: `"1e308" is out of range: …`.
    public static func rejection(_ spelling: String) -> String {
        "\(spelling) is out of range: draft-inspect reads numbers between -10000000 and 10000000 (points, multipliers and offsets alike)"
    }
}

/// Formats a number in its shortest form that reads back as the same value: `16`, `0.5`,
/// `-8`, `1e-9`.
///
/// Dumps carry `CGFloat`s that were often `Float`s once (priorities, multipliers set through
/// `Float` APIs), so a value that is exactly a widened `Float` prints as that `Float`'s
/// shortest form: `1.2000000476837158` prints as `1.2`. Written out in full (`0.0001`,
/// `123456789`) unless the exponent form is shorter (`1e-12`, `2e20`), so the result is
/// always valid Swift and JSON and never longer than it needs to be. Values that are not
/// finite never reach here from a reader; should one be computed, it prints as `0` with
/// nothing in the output that is not a number, rather than `inf` or `nan`.
public func formatNumber(_ value: Double) -> String {
    if value == 0 || !value.isFinite { return "0" }
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
    // Byte search: with Foundation imported, `contains("e")` is its slower substring search.
    if text.utf8.contains(UInt8(ascii: "e")) {
        let expanded = expandExponent(text)
        text = expanded.count <= text.count ? expanded : compactExponent(text)
    }
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
}

/// `1e-05` as `1e-5`, `1.5e+20` as `1.5e20`: Swift's digits, the exponent without padding.
private func compactExponent(_ text: String) -> String {
    let parts = text.split(separator: "e", maxSplits: 1)
    guard parts.count == 2, let exponent = Int(parts[1]) else { return text }
    var mantissa = String(parts[0])
    if mantissa.hasSuffix(".0") { mantissa.removeLast(2) }
    return mantissa + "e" + String(exponent)
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
