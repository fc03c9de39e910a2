import LayoutModel

/// Text on its way to a terminal (or a file a person reads) with every control character made
/// visible: ids, names and label texts come from the input, and an escape sequence in a crafted
/// dump would otherwise move the cursor, retitle the window or rewrite what the user sees.
/// JSON output escapes them by its own rules (``JSONValue/serialized(indent:)``).
public enum TerminalText {
    /// `text` with each control character but newline and tab, each Unicode line or
    /// paragraph separator and each bidirectional control (U+202E makes the rest of a line
    /// read backwards), written as `\u{1B}`, as a Swift string literal would. A newline is
    /// kept: the output's own lines end with it (ids and texts escape theirs,
    /// ``Swift/StringProtocol/oneLine``). With `keepingStyles`, the colour and weight sequences
    /// the report itself writes (`ESC [ 31 m`, select graphic rendition only) stay as they are.
    public static func escaped(_ text: String, keepingStyles: Bool = false) -> String {
        // Whole printed files pass through here: a scan of the bytes clears them without decoding.
        var text = text
        guard text.withUTF8(mayHoldControl) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if keepingStyles, scalar == "\u{1B}", let end = styleEnd(scalars, from: index) {
                result.append(contentsOf: scalars[index...end])
                index = end + 1
                continue
            }
            if isControl(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
            index += 1
        }
        return String(result)
    }

    /// The lines `produce` hands out, each escaped (``escaped(_:keepingStyles:)``) and ended
    /// with a newline, given to `output` a piece of about 64 KB at a time, in order: a report
    /// of ten thousand findings goes out without its text being held whole.
    public static func write(keepingStyles: Bool, to output: (UnsafeRawBufferPointer) -> Void, _ produce: ((String) -> Void) -> Void) {
        let pieceSize = 1 << 16
        var pending: [UInt8] = []
        pending.reserveCapacity(pieceSize + 4096)
        withoutActuallyEscaping(output) { output in
            produce { line in
                var line = escaped(line, keepingStyles: keepingStyles)
                line.withUTF8 { pending.append(contentsOf: $0) }
                pending.append(UInt8(ascii: "\n"))
                if pending.count >= pieceSize {
                    pending.withUnsafeBytes(output)
                    pending.removeAll(keepingCapacity: true)
                }
            }
            pending.withUnsafeBytes(output)
        }
    }

    /// ``escaped(_:keepingStyles:)`` of UTF-8 bytes: the same bytes, not a copy, when nothing
    /// in them needs escaping (a whole printed file passes through here).
    public static func escaped(utf8 bytes: [UInt8]) -> [UInt8] {
        guard bytes.withUnsafeBufferPointer(mayHoldControl) else { return bytes }
        return Array(escaped(String(decoding: bytes, as: UTF8.self)).utf8)
    }

    /// C0 controls but newline and tab, DEL, the C1 controls, U+2028 and U+2029, and the
    /// bidirectional controls (``LayoutModel/Unicode/Scalar/isBidiControl``).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\n" || scalar == "\t" { return false }
        return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.isLineBreak || scalar.isBidiControl
    }

    /// Whether the UTF-8 character at `index` is a control character (see ``isControl(_:)``),
    /// read from its bytes: 0xC2 leads the C1 controls, 0xD8 U+061C, 0xE2 the other
    /// bidirectional controls and the line separators (and `…`, `—`, which are not).
    private static func controlStarts(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let byte = bytes[index]
        func next(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
        switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "\t"): return false
        case ..<0x20, 0x7F: return true
        case 0xC2: return (0x80...0x9F).contains(next(1))
        case 0xD8: return next(1) == 0x9C
        case 0xE2:
            switch (next(1), next(2)) {
            case (0x80, 0x8E...0x8F), (0x80, 0xA8...0xAE), (0x81, 0xA6...0xA9): return true
            default: return false
            }
        default: return false
        }
    }

    /// Whether some character is a control (``controlStarts(at:in:)``), read eight bytes at a
    /// time: a printed file of megabytes passes here, and nearly all of its words hold none.
    /// Two cheap tests pass a word of printable ASCII; one they flag (most often for its
    /// newline) is tested exactly, and read again byte by byte only if that finds a suspect.
    private static func mayHoldControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        // The high bit of exactly the zero bytes of `word` (no carry crosses a byte).
        func zeroBytes(_ word: UInt64) -> UInt64 { ~(((word & ~highs) &+ ~highs) | word | ~highs) }
        var start = 0
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while start + 8 <= bytes.count {
                let word = base.loadUnaligned(fromByteOffset: start, as: UInt64.self)
                start += 8
                // A byte below a space, or from DEL up (its high bit set once one is added).
                guard (word &- 0x20 &* ones) & ~word & highs != 0 || ((word &+ ones) | word) & highs != 0 else { continue }
                // Exactly: a byte below a space other than a newline or a tab (no bit of 0xE0),
                // DEL, or a lead byte of the C1 controls, U+061C or U+2028–U+2069.
                let suspects = zeroBytes(word & (0xE0 &* ones)) & ~zeroBytes(word ^ 0x0A &* ones) & ~zeroBytes(word ^ 0x09 &* ones)
                    | zeroBytes(word ^ 0x7F &* ones) | zeroBytes(word ^ 0xC2 &* ones)
                    | zeroBytes(word ^ 0xD8 &* ones) | zeroBytes(word ^ 0xE2 &* ones)
                if suspects != 0, (start - 8..<start).contains(where: { controlStarts(at: $0, in: bytes) }) {
                    return true
                }
            }
        }
        return (start..<bytes.count).contains(where: { controlStarts(at: $0, in: bytes) })
    }

    /// The index of the `m` that ends `ESC [ digits ; digits m` starting at `start`.
    private static func styleEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var index = start + 2
        while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == ";" {
            index += 1
        }
        return index < scalars.count && scalars[index] == "m" ? index : nil
    }
}
