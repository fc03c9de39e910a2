import LayoutModel

/// The `h=--& v=--&` prefix of an `NSAutoresizingMaskLayoutConstraint`: per axis the leading
/// margin, the size and the trailing margin, `-` fixed and `&` flexible (reference §2 of
/// uikit-generated-constraints.md).
struct AutoresizingMaskNotation: Hashable, Sendable {
    /// `h=`: left margin, width, right margin.
    var horizontal: [Bool]
    /// `v=`: top margin, height, bottom margin.
    var vertical: [Bool]

    /// Reads `h=--& v=--&`, advancing the scanner past it and the space after it.
    static func parse(_ scanner: inout TextScanner) -> AutoresizingMaskNotation? {
        let start = scanner.position
        guard scanner.consume("h="), let horizontal = flags(&scanner),
            scanner.consume(" v="), let vertical = flags(&scanner)
        else {
            scanner.position = start
            return nil
        }
        scanner.skipSpaces()
        return AutoresizingMaskNotation(horizontal: horizontal, vertical: vertical)
    }

    private static func flags(_ scanner: inout TextScanner) -> [Bool]? {
        var result: [Bool] = []
        for _ in 0..<3 {
            switch scanner.peek() {
            case "&": result.append(true)
            case "-": result.append(false)
            default: return nil
            }
            scanner.position += 1
        }
        return result
    }

    /// The `UIView.autoresizingMask` the notation shows.
    var mask: AutoresizingMask {
        let bits: [(Bool, AutoresizingMask)] = [
            (horizontal[0], .flexibleLeftMargin), (horizontal[1], .flexibleWidth),
            (horizontal[2], .flexibleRightMargin), (vertical[0], .flexibleTopMargin),
            (vertical[1], .flexibleHeight), (vertical[2], .flexibleBottomMargin),
        ]
        return bits.reduce(into: []) { mask, bit in if bit.0 { mask.insert(bit.1) } }
    }
}
