import LayoutModel

/// Reads one constraint description (reference: uikit-debug-formats.md §1.2):
///
/// ```
/// "<" class ":" address ["@" file "#" line] " " ["h=" mask " v=" mask " "] ["'" identifier "' "]
///     body [" priority:" n | " @" n | " ^" n] [" Hug:" n " CompressionResistance:" n]
///     ["   (active)" | "   (active, names: …)" | " (Names: …)"] ">"
/// ```
///
/// The `names:` list is read first, so that the body can resolve the names it uses.
enum ConstraintDescriptionParser {
    static func parse(_ description: String) throws(LogSyntaxError) -> LoggedConstraint {
        try parse(scalars: TextScanner(description).scalars)
    }

    /// The description's scalars, as a log's scanner found them.
    static func parse(scalars: [Unicode.Scalar]) throws(LogSyntaxError) -> LoggedConstraint {
        var scanner = TextScanner(scalars: scalars)
        guard scanner.consume("<") else {
            throw LogSyntaxError(offset: 0, message: "a constraint description starts with '<'")
        }
        _ = scanner.consume(" ")
        let isEarlySnapKit = scanner.consume("<")
        let nameStart = scanner.position
        scanner.skip(while: TextScanner.isClassNameScalar)
        // Nearly every constraint is UIKit's own class: its name is the shared literal, where a
        // string of its 18 bytes was allocated for each.
        let isDefaultClass = scanner.position - nameStart == Constraint.defaultClassName.utf8.count
            && scanner.hasPrefix(text: Constraint.defaultClassName, at: nameStart)
        let className = isDefaultClass ? Constraint.defaultClassName : scanner.text(from: nameStart, to: scanner.position)
        guard !className.isEmpty, scanner.consume(":") else {
            throw LogSyntaxError(offset: scanner.position, message: "expected the constraint's class and ':'")
        }
        guard let address = scanner.address() ?? masonryKey(&scanner) else {
            throw LogSyntaxError(offset: scanner.position, message: "expected the constraint's address (0x…)")
        }
        if isEarlySnapKit, !scanner.consume(">") {
            throw LogSyntaxError(offset: scanner.position, message: "expected '>' after the constraint's address")
        }
        var sourceLocation: String?
        if scanner.consume("@") {
            sourceLocation = scanner.consume(while: { $0 != " " })
        }
        scanner.skipSpaces()
        let mask = AutoresizingMaskNotation.parse(&scanner)
        let identifier = quotedIdentifier(&scanner)

        guard let close = scanner.lastIndex(of: ">"), close >= scanner.position else {
            throw LogSyntaxError(offset: scanner.end, message: "the description does not end with '>'")
        }
        let info = try Info.parse(scanner, before: close)
        var names = info.names
        var body = TextScanner(scalars: scanner.scalars, position: scanner.position, end: info.start)
        let logged =
            VisualFormatBodyParser.startsVisualFormat(body)
            ? try VisualFormatBodyParser.parse(&body, names: &names)
            : try EquationBodyParser.parse(&body, items: &names)
        let tail = try Tail.parse(&body)
        return LoggedConstraint(
            className: className, address: address, sourceLocation: sourceLocation, mask: mask,
            identifier: identifier, body: logged, priority: logged.priority ?? tail.priority ?? .required,
            contentPriorities: tail.contentPriorities, state: info.state, superview: names.superview,
            namedItems: names.items)
    }

    /// Masonry prints `mas_key` in place of the address when one is set, with the index of
    /// each constraint a composite one (`edges`) makes: `edgesConstraint[2]`.
    private static func masonryKey(_ scanner: inout TextScanner) -> String? {
        let start = scanner.position
        guard scanner.skip(while: { TextScanner.isClassNameScalar($0) && $0 != "." }) > 0 else { return nil }
        let beforeIndex = scanner.position
        if scanner.consume("["), scanner.skip(while: TextScanner.isDigit) > 0, scanner.consume("]") {
            return scanner.text(from: start, to: scanner.position)
        }
        scanner.position = beforeIndex
        return scanner.text(from: start, to: beforeIndex)
    }

    /// `'UISV-spacing' ` — the identifier ends at the first quote followed by a space.
    private static func quotedIdentifier(_ scanner: inout TextScanner) -> String? {
        guard scanner.peek() == "'", let close = scanner.firstIndex(of: "' ", from: scanner.position + 1) else {
            return nil
        }
        let identifier = scanner.text(from: scanner.position + 1, to: close)
        scanner.position = close + 2
        scanner.skipSpaces()
        return identifier
    }

    /// The parenthesised state and `names:` list at the end of a description.
    private struct Info {
        /// Where the info begins (the body ends before it).
        var start: Int
        var state: Bool?
        var names = DescriptionNames()

        /// What opens the info, each after ` (`, decoded once: searching the line for each of
        /// them cost more than the rest of parsing the description.
        static let openers = ["active", "inactive", "Names:", "names:"].map { Array($0.unicodeScalars) }

        /// The `(` of the last ` (` before `close`, from the scanner's position, that opens the
        /// info; or of a `(Names:` right after a visual format's `]` or `(LTR)`, as some pasted
        /// iOS 7–9 logs have it (`[UIView:0x…](Names: '|':UIView:0x…)`, a line wrapped before
        /// `(Names:` and joined again).
        private static func lastOpener(in scanner: TextScanner, before close: Int) -> Int? {
            var index = min(close, scanner.end) - 1
            while index > scanner.position {
                if scanner.scalars[index] == "(", openers.contains(where: { scanner.hasPrefix($0, at: index + 1) }) {
                    let before = scanner.scalars[index - 1]
                    let opensNames = scanner.hasPrefix(openers[2], at: index + 1) || scanner.hasPrefix(openers[3], at: index + 1)
                    if before == " " || (before == "]" || before == ")") && opensNames {
                        return index
                    }
                }
                index -= 1
            }
            return nil
        }

        static func parse(_ scanner: TextScanner, before close: Int) throws(LogSyntaxError) -> Info {
            guard let opener = lastOpener(in: scanner, before: close) else {
                return Info(start: close)
            }
            var start = opener
            while start > scanner.position, scanner.scalars[start - 1] == " " || scanner.scalars[start - 1] == "\t" {
                start -= 1
            }
            guard let end = scanner.lastIndex(of: ")", before: close), end >= opener + 1 else {
                throw LogSyntaxError(offset: opener, message: "the '(active …' part is not closed with ')'")
            }
            var info = Info(start: start)
            // Read in place up to `end`, its `)`, which none of the words read here holds, so
            // none is matched across it.
            var content = TextScanner(scalars: scanner.scalars, position: opener + 1)
            if content.consume("active") {
                info.state = true
            } else if content.consume("inactive") {
                info.state = false
            }
            _ = content.consume(",")
            content.skipSpaces()
            let rest = { content.text(from: content.position, to: end) }
            if content.consume("names:") || content.consume("Names:") {
                info.names = DescriptionNames(parsing: rest())
            } else if content.position < end, !rest().allSatisfy(\.isWhitespace) {
                throw LogSyntaxError(offset: content.position, message: "unexpected text '\(rest())' in the state")
            }
            return info
        }
    }

    /// What may follow a body: a priority in one of three spellings and content priorities.
    private struct Tail {
        var priority: Priority?
        var contentPriorities: ContentPriorities?

        static let masonryPriorities: [(StaticString, Priority)] = [
            ("required", .required), ("high", .defaultHigh), ("medium", 500), ("low", .defaultLow),
            ("fitting size", .fittingSizeLevel),
        ]

        static func parse(_ scanner: inout TextScanner) throws(LogSyntaxError) -> Tail {
            var tail = Tail()
            while true {
                scanner.skipSpaces()
                if scanner.isAtEnd { return tail }
                if scanner.consume("priority:") || scanner.consume("@") {
                    tail.priority = Priority(try number(&scanner))
                } else if scanner.consume("^") {
                    if let word = masonryPriorities.first(where: { scanner.consume($0.0) }) {
                        tail.priority = word.1
                    } else {
                        tail.priority = Priority(try number(&scanner))
                    }
                } else if scanner.consume("Hug:") {
                    let hugging = Priority(try number(&scanner))
                    scanner.skipSpaces()
                    guard scanner.consume("CompressionResistance:") else {
                        throw LogSyntaxError(offset: scanner.position, message: "expected CompressionResistance: after Hug:")
                    }
                    tail.contentPriorities = ContentPriorities(
                        hugging: hugging, compressionResistance: Priority(try number(&scanner)))
                } else {
                    throw LogSyntaxError(offset: scanner.position, message: "unexpected text '\(scanner.rest)' after the constraint")
                }
            }
        }

        private static func number(_ scanner: inout TextScanner) throws(LogSyntaxError) -> Double {
            guard let value = try scanner.number() else {
                throw LogSyntaxError(offset: scanner.position, message: "expected a number")
            }
            return value
        }
    }
}
