/// Plain decimals read from their bytes, as the readers meet them by the thousand.
enum PlainDecimal {
    /// `16`, `-0.5`, `393.0`: what Interface Builder writes and UIKit prints, read without making a string.
    /// Up to 15 digits are exact in a `Double` and so is 10 to the power of the fraction's
    /// length, and IEEE division rounds their quotient once: the very `Double` that
    /// `Double(String)` (correctly rounded `strtod`) reads. Anything else is `nil`, left to it.
    static func value(of text: UnsafeBufferPointer<UInt8>) -> Double? {
        var mantissa: UInt64 = 0, digits = 0, fractionDigits = 0, sawPoint = false
        let isNegative = text.first == UInt8(ascii: "-")
        for byte in text.dropFirst(isNegative ? 1 : 0) {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                guard digits < 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                digits += 1
                if sawPoint { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !sawPoint, digits > 0 {
                sawPoint = true
            } else {
                return nil
            }
        }
        guard digits > 0, !sawPoint || fractionDigits > 0 else { return nil }
        let value = Double(mantissa) / powerOfTen(fractionDigits)
        return isNegative ? -value : value
    }

    /// 10 to the power of 0 to 15, each exact in a `Double`; a switch of literals, not a
    /// global array that every number would load (and check is made) first.
    private static func powerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: 1
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        default: 1e15
        }
    }
}
