import LayoutModel

/// Swift literal spellings for generated source.
public enum SwiftLiteral {
    /// A string literal with `\`, `"`, control characters and line breaks escaped.
    public static func string(_ value: String) -> String {
        // Nearly every string needs no escape: quoted whole, not rebuilt scalar by scalar.
        // (No byte of a multi-byte character is below 0x80.)
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F }) {
            return "\"" + value + "\""
        }
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A priority as UIKit code: `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel`,
    /// `UILayoutPriority(rawValue: 749)`; `nil` for required, which needs no code.
    public static func priority(_ priority: Priority) -> String? {
        switch priority.rawValue {
        case 1000...: nil
        case 750: ".defaultHigh"
        case 250: ".defaultLow"
        case 50: ".fittingSizeLevel"
        default: "UILayoutPriority(rawValue: \(codeNumber(priority.rawValue)))"
        }
    }
}
