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

    /// Why a value an input may hold was left out rather than refused (a runtime attribute, a
    /// gesture's setting): `3.07e17 is beyond what draft-inspect reads (±10000000)`.
    public static func leftOut(_ value: Double) -> String {
        "\(formatNumber(value)) is beyond what draft-inspect reads (±\(formatNumber(limit)))"
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

/// `value` rounded to 1/100 pt, as a person reads a frame: `139.33` for the solver's
/// `139.33333333333334`. Every text that shows frames to a person rounds this way; JSON and
/// dumps, read by programs, keep the value whole.
public func readableValue(_ value: Double) -> Double {
    (value * 100).rounded() / 100
}

/// A value the solver computed, to a millionth of a point, for JSON: its arithmetic leaves
/// noise in the last digits (`17.66669999999999` for the `17.6667` an input gave), and a
/// millionth is far below the smallest step a screen shows (a third of a point).
public func solvedValue(_ value: Double) -> Double {
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    return rounded.isFinite ? rounded : value
}

/// ``formatNumber(_:)``'s spelling of ``readableValue(_:)``: `139.33`, `16`, `-0.5`.
public func formatReadableNumber(_ value: Double) -> String {
    formatNumber(readableValue(value))
}

/// The most bytes ``writeNumber(_:to:)`` writes: 17 significant digits, a sign, a point and
/// an exponent.
public let longestNumberSpelling = 32

/// Writes ``formatNumber(_:)``'s spelling of `value` at `cursor`, which has room for
/// ``longestNumberSpelling`` bytes, and moves the cursor past it. Whole numbers (most of a
/// layout's) and short binary fractions (`20.5`, `0.25`) are spelled byte by byte, with no
/// String made for them: a 10,000-view dump or tree has tens of thousands.
public func writeNumber(_ value: Double, to cursor: inout UnsafeMutablePointer<UInt8>) {
    if abs(value) < 1e15, Double(Int64(value)) == value {
        if value < 0 { cursor.put(UInt8(ascii: "-")) }
        cursor.putDigits(Int64(value).magnitude)
    } else if !cursor.putShortFraction(value) {
        var text = formatNumber(value)
        text.withUTF8 { text in
            cursor.update(from: text.baseAddress!, count: text.count)
            cursor += text.count
        }
    }
}

/// Appends ``formatNumber(_:)``'s spelling of `value` to `bytes` (see ``writeNumber(_:to:)``).
public func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: longestNumberSpelling) { room in
        var cursor = room.baseAddress!
        writeNumber(value, to: &cursor)
        bytes.append(contentsOf: UnsafeBufferPointer(start: room.baseAddress, count: cursor - room.baseAddress!))
    }
}

private extension UnsafeMutablePointer<UInt8> {
    mutating func put(_ byte: UInt8) {
        pointee = byte
        self += 1
    }

    /// The decimal digits of `value`.
    mutating func putDigits(_ value: UInt64) {
        var length = 1
        var rest = value / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        putDigits(value, count: length)
    }

    /// The last `count` decimal digits of `value`, with leading zeros.
    mutating func putDigits(_ value: UInt64, count: Int) {
        var rest = value
        var position = self + count
        for _ in 0..<count {
            position -= 1
            position.pointee = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        self += count
    }

    /// Writes a value that is a whole number of sixteenths (`20.5`, `-0.25`, `3.0625`), as a
    /// layout's halves and quarters of a point are, and returns `true`; returns `false`, having
    /// written nothing, for any other value.
    ///
    /// Such a value is exact in a `Float` below 65,536, so ``formatNumber(_:)`` spells it as
    /// that `Float`'s shortest form. Its exact decimal has `k` ≤ 4 fraction digits, the last a 5;
    /// the nearest decimal with fewer digits is 5·10⁻ᵏ away, so when the `Float`'s spacing is
    /// below 10¹⁻ᵏ no shorter decimal reads back as it, and the exact decimal is the shortest.
    mutating func putShortFraction(_ value: Double) -> Bool {
        let sixteenths = value * 16
        guard abs(value) < 65536, Double(Int64(sixteenths)) == sixteenths else { return false }
        let magnitude = Int64(sixteenths).magnitude
        guard magnitude % 16 != 0 else { return false }
        // The fraction in ten-thousandths (1/16 = 0.0625), its trailing zeros dropped.
        var fraction = (magnitude % 16) * 625
        var digits = 4
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let spacingLimit: Float = switch digits {
        case 1: 1
        case 2: 0.1
        case 3: 0.01
        default: 0.001
        }
        guard Float(value).ulp < spacingLimit else { return false }
        if value < 0 { put(UInt8(ascii: "-")) }
        putDigits(magnitude / 16)
        put(UInt8(ascii: "."))
        putDigits(fraction, count: digits)
        return true
    }
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
