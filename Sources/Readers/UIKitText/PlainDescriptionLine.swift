#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutModel

/// A line that is one constraint description in UIKit's plainest form, read from its bytes:
///
/// ```
/// ["] "<" class ":" address " " ["h=" mask " v=" mask " "] ["'" identifier "' "]
///     item "." attribute " " relation " " (item "." attribute [" + " number] | number)
///     "   (active)>" | "   (inactive)>" ["] [","]
/// ```
///
/// where an item is `Class:0x…` with perhaps a label's `'text'`. Many lines of a log are
/// this, and the general path (``ConflictLogScanner``, ``ConstraintDescriptionParser``)
/// decodes each line's scalars, searches them for descriptions, copies the one found and
/// parses it, a third of reading the log. Anything else, or anything the general path would
/// read in another way (a `names:` list, a multiplier, a priority, a visual format, an escape,
/// a number out of range), is `nil`, and the general path reads the line:
/// `PlainDescriptionLineTests` checks that the two read alike every line this accepts.
enum PlainDescriptionLine {
    /// Appends the description the line holds to `read` and returns the offset of its `<` in
    /// the line (a scalar offset too: what precedes it is ASCII), or `nil` when the line is not
    /// in the plain form. Appended where it is made, a logged constraint is not copied on its
    /// way, a dozen strings retained.
    static func read(_ text: String, into read: inout [LoggedConstraint?]) -> Int? {
        var text = text
        return text.withUTF8 { self.read($0, into: &read) }
    }

    /// ``read(_:into:)`` of a line's UTF-8 bytes.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, into read: inout [LoggedConstraint?]) -> Int? {
        var cursor = Cursor(bytes: bytes)
        return cursor.line(into: &read)
    }

    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        var next: UInt8? { position < bytes.count ? bytes[position] : nil }

        @inline(__always)
        mutating func consume(_ byte: UInt8) -> Bool {
            guard next == byte else { return false }
            position += 1
            return true
        }

        mutating func consume(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard bytes.count - position >= count else { return false }
            for offset in 0..<count where bytes[position + offset] != literal.utf8Start[offset] { return false }
            position += count
            return true
        }

        /// Moves past bytes while `predicate` holds; how many.
        @discardableResult @inline(__always)
        mutating func skip(while predicate: (UInt8) -> Bool) -> Int {
            let start = position
            while position < bytes.count, predicate(bytes[position]) { position += 1 }
            return position - start
        }

        /// One or more spaces or tabs.
        mutating func spaces() -> Bool { skip(while: Self.isSpace) > 0 }

        func text(_ range: Range<Int>) -> String {
            String(copyingUTF8: UnsafeBufferPointer(rebasing: bytes[range]))
        }

        static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        static func isLetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }
        static func isHexDigit(_ byte: UInt8) -> Bool {
            isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
        }
        /// ``TextScanner/isClassNameScalar(_:)`` for a byte.
        static func isClassName(_ byte: UInt8) -> Bool {
            isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "$")
        }
        /// What quoted text (an identifier, a label's text) may hold here: none of the marks
        /// that end it, start a description or escape, so that the general path cannot read it
        /// differently.
        static func isPlainText(_ byte: UInt8) -> Bool {
            byte >= 0x20 && byte != UInt8(ascii: "'") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
                && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != 0x7F
        }

        mutating func line(into read: inout [LoggedConstraint?]) -> Int? {
            let isQuoted = consume(UInt8(ascii: "\""))
            let start = position
            // Made where it is kept: a logged constraint handed back through an optional is
            // copied at each step, a tenth of reading such a line.
            guard description(appendingTo: &read) else { return nil }
            if isQuoted {
                guard consume(UInt8(ascii: "\"")) else {
                    read.removeLast()
                    return nil
                }
                _ = consume(UInt8(ascii: ","))
            }
            guard position == bytes.count else {
                read.removeLast()
                return nil
            }
            return start
        }

        /// Reads a description and appends it to `read`; whether it was one.
        mutating func description(appendingTo read: inout [LoggedConstraint?]) -> Bool {
            guard consume(UInt8(ascii: "<")) else { return false }
            let nameStart = position
            skip(while: Self.isClassName)
            let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<position])
            // What the scanner takes for a description's start: a class of 10 or more
            // characters naming "Constraint", then `:0x`.
            guard name.count >= 10, name.firstIndex(of: "Constraint") != nil, consume(UInt8(ascii: ":")),
                let address = address(), spaces()
            else { return false }
            // UIKit's own class is the shared literal, as the general path has it.
            let className = Self.isDefaultClassName(name) ? Constraint.defaultClassName : String(copyingUTF8: name)
            var mask: AutoresizingMaskNotation?
            if next == UInt8(ascii: "h") {
                guard let notation = maskNotation(), spaces() else { return false }
                mask = notation
            }
            var identifier: String?
            if consume(UInt8(ascii: "'")) {
                let identifierStart = position
                skip(while: Self.isPlainText)
                identifier = text(identifierStart..<position)
                // The general path ends an identifier at a quote and a space, not a tab.
                guard consume("' ") else { return false }
                skip(while: Self.isSpace)
            }
            // The state opens after a space (a tab there is not where UIKit's state begins).
            guard let body = body(), bytes[position - 1] == UInt8(ascii: " "), consume(UInt8(ascii: "(")) else {
                return false
            }
            let state: Bool
            if consume("active)>") {
                state = true
            } else if consume("inactive)>") {
                state = false
            } else {
                return false
            }
            read.append(LoggedConstraint(
                className: className, address: address, mask: mask, identifier: identifier, body: body,
                priority: .required, state: state, namedItems: []))
            return true
        }

        static func isDefaultClassName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
            let literal: StaticString = "NSLayoutConstraint"
            guard name.count == literal.utf8CodeUnitCount, let base = name.baseAddress else { return false }
            return memcmp(base, literal.utf8Start, name.count) == 0
        }

        /// `0x` and hex digits, as ``TextScanner/address()`` reads them; only a lower-case `x`,
        /// since the general path finds an address by `:0x`.
        mutating func address() -> String? {
            let start = position
            guard consume("0x"), skip(while: Self.isHexDigit) > 0 else { return nil }
            return text(start..<position)
        }

        mutating func maskNotation() -> AutoresizingMaskNotation? {
            guard consume("h="), let horizontal = flags(), consume(" v="), let vertical = flags() else { return nil }
            return AutoresizingMaskNotation(horizontal: horizontal, vertical: vertical)
        }

        mutating func flags() -> [Bool]? {
            var result: [Bool] = []
            for _ in 0..<3 {
                if consume(UInt8(ascii: "&")) {
                    result.append(true)
                } else if consume(UInt8(ascii: "-")) {
                    result.append(false)
                } else {
                    return nil
                }
            }
            return result
        }

        /// The equation, and the spaces after it: the description's state comes next.
        mutating func body() -> LoggedBody? {
            guard let (first, firstAttribute) = term(), spaces() else { return nil }
            let relation: Relation
            if consume("==") {
                relation = .equal
            } else if consume("<=") {
                relation = .lessThanOrEqual
            } else if consume(">=") {
                relation = .greaterThanOrEqual
            } else {
                return nil
            }
            guard spaces(), let next else { return nil }
            var body = LoggedBody(first: .item(first), firstAttribute: firstAttribute, relation: relation)
            if Self.isDigit(next) || next == UInt8(ascii: "-") {
                guard let constant = number(), spaces() else { return nil }
                body.constant = constant
                return body
            }
            guard let (second, secondAttribute) = term(), spaces() else { return nil }
            body.second = .item(second)
            body.secondAttribute = secondAttribute
            let sign: Double
            if consume(UInt8(ascii: "+")) {
                sign = 1
            } else if consume(UInt8(ascii: "-")) {
                sign = -1
            } else {
                return body
            }
            // UIKit spaces the sign (a space, not a tab); `+ -5` and `+8` are left to the general path.
            guard consume(UInt8(ascii: " ")) else { return nil }
            skip(while: Self.isSpace)
            guard let next = self.next, Self.isDigit(next), let constant = number(), spaces() else { return nil }
            body.constant = sign * constant
            return body
        }

        /// `Class:0x…` and perhaps `'text'`, then `.attribute`, as the general path reads an
        /// item without a `names:` list: a class name that looks like one, no `...` at its end.
        mutating func term() -> (LoggedItem, LoggedAttribute)? {
            guard let first = next, Self.isLetter(first) || first == UInt8(ascii: "_") else { return nil }
            let labelStart = position
            skip(while: Self.isClassName)
            let labelEnd = position
            guard bytes[labelEnd - 1] != UInt8(ascii: "."), consume(UInt8(ascii: ":")), let address = address() else {
                return nil
            }
            var item = LoggedItem(address: address, className: text(labelStart..<labelEnd))
            if consume(UInt8(ascii: "'")) {
                let textStart = position
                skip(while: Self.isPlainText)
                item.text = text(textStart..<position)
                guard consume(UInt8(ascii: "'")) else { return nil }
            }
            guard consume(UInt8(ascii: ".")), let spelled = LoggedAttribute.named(byLettersIn: bytes, at: position) else {
                return nil
            }
            position += spelled.length
            // What the general path lets follow an attribute and this form has there.
            guard let after = next, Self.isSpace(after) else { return nil }
            return (item, spelled.attribute)
        }

        /// `-`, digits and perhaps a fraction, as ``TextScanner/number()`` reads them, followed
        /// by no exponent; `nil` for a number out of range (the general path says why).
        mutating func number() -> Double? {
            let start = position
            _ = consume(UInt8(ascii: "-"))
            guard skip(while: Self.isDigit) > 0 else { return nil }
            if next == UInt8(ascii: "."), position + 1 < bytes.count, Self.isDigit(bytes[position + 1]) {
                position += 1
                skip(while: Self.isDigit)
            }
            guard let after = next, Self.isSpace(after) else { return nil }
            let digits = UnsafeBufferPointer(rebasing: bytes[start..<position])
            guard let value = PlainDecimal.value(of: digits) ?? Double(text(start..<position)),
                LayoutNumber.isAccepted(value)
            else { return nil }
            return value
        }
    }
}
