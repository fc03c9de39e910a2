extension XMLReader {
    // MARK: - Errors

    func opened(_ element: Int) -> String {
        "opened at \(Self.location(Int(elements[element].start), in: bytes))"
    }

    func error(_ message: String, at offset: Int) -> InputError {
        let (line, column) = TextLocator.lineAndColumn(of: offset, in: bytes)
        return InputError(at: .line(line, column: column), "not well-formed XML: \(message)")
    }

    /// What was expected at `position`, or that the document ended there.
    func expected(_ what: String) -> InputError {
        guard position < bytes.count else { return error("the document ends early (truncated?): expected \(what)", at: position) }
        return error("expected \(what), found \(describe(at: position))", at: position)
    }

    func notAllowed(_ scalar: UInt32, at offset: Int) -> InputError {
        guard scalar != 0 else { return located("a NUL byte: an Interface Builder document is UTF-8 XML", at: offset) }
        let hex = String(scalar, radix: 16, uppercase: true)
        return error("a character that is not allowed (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex))", at: offset)
    }

    func notUTF8(at offset: Int) -> InputError {
        located("a byte that is not UTF-8 (0x\(String(bytes[offset], radix: 16))): an Interface Builder document is UTF-8 XML", at: offset)
    }

    private func located(_ message: String, at offset: Int) -> InputError {
        let (line, column) = TextLocator.lineAndColumn(of: offset, in: bytes)
        return InputError(at: .line(line, column: column), message)
    }

    /// A character as an error message shows it: `'$'`, a line break, U+00A0.
    private func describe(at offset: Int) -> String {
        let byte = bytes[offset]
        switch byte {
        case 0xA, 0xD: return "a line break"
        case 0x9: return "a tab"
        case 0x20: return "a space"
        case 0x21..<0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
        default:
            guard let (scalar, _) = try? scalar(at: offset), let character = Unicode.Scalar(scalar) else {
                return "the byte 0x\(String(byte, radix: 16))"
            }
            return "'\(Character(character))'"
        }
    }

    static func location(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let (line, column) = TextLocator.lineAndColumn(of: offset, in: bytes)
        return "\(line):\(column)"
    }
}
