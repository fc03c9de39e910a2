import LayoutModel

/// Finds the messages of a conflict log line by line (reference §1.1): the header
/// `Unable to simultaneously satisfy constraints.` with its log prefix, the advice, the list
/// `(` … `)` of quoted descriptions, `Will attempt to recover by breaking constraint` with the
/// broken description on the next line, and the trailer. Descriptions found outside any
/// message (`po` arrays, a bare pasted list, `The view hierarchy is not prepared for the
/// constraint: <…>`) form groups of their own.
///
/// Unrelated log lines between messages are skipped without a word; inside a list, anything
/// that is not a description is reported as skipped.
enum ConflictLogScanner {
    /// One description as found, and where it starts.
    struct Entry: Sendable {
        var description: Description
        var line: Int
        var column: Int

        enum Description: Sendable {
            /// Its scalars (unescaped when it was quoted), as the parser reads them.
            case scalars([Unicode.Scalar])
            /// Already read: the line held it in the plain form (``PlainDescriptionLine``). Its
            /// index in the scan's list of read descriptions, from which the builder takes it:
            /// a logged constraint is a dozen strings, and held in the entry, it was copied
            /// twice on its way to the builder, each copy retaining them all.
            case read(Int)
        }
    }

    /// One message, or one list of descriptions outside a message.
    struct Group: Sendable {
        /// Whether UIKit reported these as unsatisfiable: the header or the
        /// "Will attempt to recover" line was seen.
        var isConflictMessage: Bool
        var line: Int
        /// What precedes the header: timestamp, process, `[LayoutConstraints]`.
        var logPrefix: String?
        var entries: [Entry] = []
        var broken: Entry?
        /// The address of the constraint UIKit broke, when the paste cut its description short
        /// (the stored copy ended within the line) but kept the whole address.
        var brokenAddress: String?
        var isFinished = false
    }

    static let header = "Unable to simultaneously satisfy constraints"
    /// The header as UIKit ends its line.
    static let headerLine = header + "."
    static let breaking = "Will attempt to recover by breaking constraint"
    static let advice = [
        "Probably at least one of the constraints", "Try this:", "(1) look at each constraint",
        "(2) find the code that added", "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints",
    ]
    static let trailer = [
        "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints",
        "Break on objc_exception_throw", "The methods in the UIConstraintBasedLayoutDebugging",
    ]

    /// The groups, the descriptions read in the plain form (by the index their entries hold),
    /// and the warnings, from the cleaned lines of `text`.
    static func scan(_ lines: [PasteRepair.Span], in text: String) -> (groups: [Group], read: [LoggedConstraint?], warnings: [Diagnostic]) {
        var text = text
        return text.withUTF8 { bytes in
            var state = State(bytes: bytes)
            var read: [LoggedConstraint?] = []
            read.reserveCapacity(lines.count)
            forEachJoinedLine(of: lines, in: bytes, readingInto: &read) { scanned in
                switch scanned {
                case let .plain(span, index, start):
                    state.read(span, plain: index, at: start)
                case let .text(line, found):
                    guard !line.text.isEmpty else { return }
                    if let parts = splittingFlattenedMessage(line) {
                        // The list's `(` after the header, on its line, is how some consoles print it.
                        if parts.count != 2 || parts[1].text != "(" { state.warnFlattened(line) }
                        for part in parts { state.read(part) }
                    } else {
                        state.read(line, scanned: found)
                    }
                }
            }
            let last = lines.last { $0.rewritten.map { !$0.isEmpty } ?? !$0.range.isEmpty }
            state.endsMidLine = last.map { isCutEnvelopeLine($0.line(in: bytes).text) } ?? false
            state.flush()
            return (state.groups, read, state.warnings)
        }
    }

    /// A line of the message's own text that stops partway (`Will attempt to recov`): the
    /// paste was cut there. A list or a trailer that merely ends is not told apart from one cut.
    static func isCutEnvelopeLine(_ text: String) -> Bool {
        let text = text.trimmingSpaces
        guard text.unicodeScalars.count >= 4 else { return false }
        return ([breaking] + advice).contains { $0 != text && $0.hasPrefix(text) }
    }

    /// What a line of a log is, as far as the envelope is concerned.
    enum LineKind {
        case header(logPrefix: String?)
        /// `Will attempt to recover by breaking constraint`, perhaps followed by the description
        /// (or, cut short, by its address).
        case breaking([Entry], cutAddress: String?)
        case entries([Entry])
        case listOpen, listClose, advice, trailer
        /// `""`: an entry whose `<…>` an HTML filter removed.
        case emptyEntry
        /// Descriptions that are all cut off (already warned about); the first one's address
        /// when it is whole.
        case cutEntries(firstAddress: String?)
        case other
    }

    /// The scanning state: the groups so far and the one being read.
    private struct State {
        /// The text's bytes, only while it is scanned.
        let bytes: UnsafeBufferPointer<UInt8>
        var groups: [Group] = []
        var warnings: [Diagnostic] = []
        var current: Group?
        var awaitingBroken = false
        var listOpen = false
        /// Whether the input's last line is a message line cut partway (set before the last flush).
        var endsMidLine = false
        var warnedFlattened = false
        /// The last line read: where a message cut off there stops (its end worked out only
        /// for the warning, not for every line of a long log).
        var lastLine: LastLine?

        enum LastLine {
            case line(PasteRepair.Line)
            /// A line read in the plain form, which was never made a string.
            case span(PasteRepair.Span)
        }

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func flush() {
            if let group = current, group.isConflictMessage || !group.entries.isEmpty {
                if group.isConflictMessage, group.brokenAddress != nil || !group.isFinished && (listOpen || awaitingBroken || endsMidLine) {
                    warnCutOff(group)
                }
                groups.append(group)
            }
            current = nil
        }

        /// UIKit always prints a message whole, up to the constraint it broke: a message that
        /// ends before it is a paste cut short, and what it lists may be short too.
        private mutating func warnCutOff(_ group: Group) {
            let missing = group.brokenAddress != nil ? "the constraint UIKit broke stops partway, and is read by its address"
                : listOpen ? "its list of constraints has no closing ')', so it may lack some"
                : awaitingBroken ? "it ends before the constraint UIKit broke"
                : "its last line stops partway, before the constraint UIKit broke"
            let line = lastLine.map { last in
                switch last {
                case let .line(line): line
                case let .span(span): span.line(in: bytes)
                }
            }
            let end = line.map { (line: $0.number, column: $0.column + $0.text.unicodeScalars.count) } ?? (line: group.line, column: 1)
            warnings.append(Diagnostic(
                .warning, at: .line(end.line, column: end.column),
                "the message begun at line \(group.line) is cut off (a truncated paste?): \(missing)"))
        }

        /// Once per input: a forum or web page that joined UIKit's lines is read as UIKit printed them.
        mutating func warnFlattened(_ line: PasteRepair.Line) {
            guard !warnedFlattened else { return }
            warnedFlattened = true
            warn(line, "a message's lines are joined into one (newlines lost in the paste); read as separate lines")
        }

        mutating func warn(_ line: PasteRepair.Line, _ message: String) {
            warn(at: (line.number, line.column), message)
        }

        mutating func warn(at place: (number: Int, column: Int), _ message: String) {
            warnings.append(Diagnostic(.warning, at: .line(place.number, column: place.column), message))
        }

        mutating func start(_ group: Group) {
            flush()
            current = group
        }

        /// Reads a line; `scanned` is its scanner and descriptions when already found.
        mutating func read(_ line: PasteRepair.Line, scanned: ScannedText? = nil) {
            // Noted after the line is read: a message it starts flushes the last one, which ended before it.
            defer { lastLine = .line(line) }
            switch classify(line, scanned: scanned ?? ScannedText(line.text)) {
            case let .header(logPrefix):
                start(Group(isConflictMessage: true, line: line.number, logPrefix: logPrefix))
                awaitingBroken = false
                listOpen = false
            case let .breaking(entries, cutAddress):
                if current == nil { current = Group(isConflictMessage: true, line: line.number) }
                current?.isConflictMessage = true
                listOpen = false
                awaitingBroken = true
                if !entries.isEmpty {
                    take(entries, at: (line.number, line.column))
                } else if let cutAddress {
                    takeBroken(address: cutAddress)
                }
            case let .entries(entries):
                take(entries, at: (line.number, line.column))
            case .listOpen:
                let isFreshMessage = current.map { $0.isConflictMessage && $0.entries.isEmpty && !$0.isFinished } ?? false
                if !isFreshMessage { start(Group(isConflictMessage: false, line: line.number)) }
                listOpen = true
            case .listClose:
                listOpen = false
            case .trailer:
                awaitingBroken = false
                current?.isFinished = true
            case let .cutEntries(address?) where awaitingBroken:
                takeBroken(address: address)
            case .emptyEntry:
                warn(line, "skipped an empty entry (\"\"): the paste lost the text between '<' and '>', probably stripped as HTML")
            case .other where listOpen || awaitingBroken:
                warn(line, "skipped a line that is not a constraint description: \(line.text.abbreviated)")
            case .advice, .cutEntries, .other:
                break
            }
        }

        /// The constraint UIKit broke, known by its address alone (its description cut short).
        private mutating func takeBroken(address: String) {
            current?.brokenAddress = address
            current?.isFinished = true
            awaitingBroken = false
        }

        /// Reads a line that is one description in the plain form and nothing else: not a
        /// message's envelope, not a flattened message, what `classify` finds `.entries` in.
        mutating func read(_ span: PasteRepair.Span, plain index: Int, at start: Int) {
            take([Entry(description: .read(index), line: span.number, column: span.column + start)], at: (span.number, span.column))
            lastLine = .span(span)
        }

        /// Descriptions: the broken one after "Will attempt…", else entries of the current
        /// list (a new group when the last one is finished).
        private mutating func take(_ entries: [Entry], at line: (number: Int, column: Int)) {
            if awaitingBroken {
                current?.broken = entries[0]
                current?.isFinished = true
                awaitingBroken = false
                if entries.count > 1 {
                    warn(at: line, "more than one description after 'Will attempt to recover by breaking constraint'; kept the first")
                }
                return
            }
            if current == nil || current?.isFinished == true {
                start(Group(isConflictMessage: false, line: line.number))
            }
            current?.entries.append(contentsOf: entries)
        }

        /// Finds the line's kind, warning about descriptions that are cut off.
        private mutating func classify(_ line: PasteRepair.Line, scanned: ScannedText) -> LineKind {
            let text = line.text
            let scanner = scanned.scanner
            if text.utf8HasSuffix(headerLine), let index = scanner.firstIndex(ofText: header) {
                let prefix = scanner.text(from: 0, to: index).trimmingSpaces
                return .header(logPrefix: prefix.isEmpty ? nil : prefix)
            }
            let found = scanned.found
            let breakingIndex = text.utf8Contains(breaking) ? scanner.firstIndex(ofText: breaking) : nil
            var entries: [Entry] = []
            var cut: [(column: Int, address: String?)] = []
            for description in found {
                let column = line.column + description.start
                if let scalars = description.scalars {
                    entries.append(Entry(description: .scalars(scalars), line: line.number, column: column))
                } else {
                    let address = DescriptionFinder.address(ofCut: description, in: scanner)
                    cut.append((column, address))
                    // The broken constraint read by its address is warned about with its message.
                    if address != nil, awaitingBroken || breakingIndex != nil { continue }
                    warnings.append(Diagnostic(
                        .warning, at: .line(line.number, column: column),
                        "skipped a constraint description that is cut off (no closing '>')"))
                }
            }
            if let index = breakingIndex {
                let after = line.column + index
                return .breaking(entries.filter { $0.column >= after }, cutAddress: cut.first { $0.column >= after }?.address)
            }
            if !entries.isEmpty { return .entries(entries) }
            if !found.isEmpty { return .cutEntries(firstAddress: cut.first?.address) }
            if text == "(" || text.hasSuffix(">(") || text == "[" { return .listOpen }
            if text == ")" || text == ")," || text == "]" { return .listClose }
            if advice.contains(where: { text.hasPrefix($0) }) { return .advice }
            if trailer.contains(where: { text.hasPrefix($0) }) { return .trailer }
            if text == "\"\"" || text == "\"\"," { return .emptyEntry }
            return .other
        }
    }
}

extension ConflictLogScanner {
    /// Splits a line holding a whole message, as pages that lose newlines paste it, where UIKit
    /// starts a new line: after the header, and before "Will attempt to recover" when the list's
    /// descriptions precede it. A line UIKit printed itself never holds either boundary: `nil`,
    /// and no array for it.
    static func splittingFlattenedMessage(_ line: PasteRepair.Line) -> [PasteRepair.Line]? {
        // Most lines hold neither boundary: a byte search spares decoding them.
        guard line.text.utf8Contains(header) || line.text.utf8Contains(breaking) else { return nil }
        let scanner = TextScanner(line.text)
        var cuts: [Int] = []
        if let index = scanner.firstIndex(ofText: headerLine) {
            let end = index + header.unicodeScalars.count + 1
            if !scanner.text(from: end, to: scanner.end).trimmingSpaces.isEmpty { cuts.append(end) }
        }
        if let index = scanner.firstIndex(ofText: breaking), index > (cuts.last ?? 0),
            DescriptionFinder.descriptions(in: TextScanner(scanner.text(from: cuts.last ?? 0, to: index))).contains(where: { $0.scalars != nil }) {
            cuts.append(index)
        }
        guard !cuts.isEmpty else { return nil }
        var parts: [PasteRepair.Line] = []
        for (start, end) in zip([0] + cuts, cuts + [scanner.end]) {
            let raw = scanner.text(from: start, to: end)
            let text = raw.trimmingSpaces
            let leading = raw.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
            parts.append(PasteRepair.Line(number: line.number, text: text, column: line.column + start + leading))
        }
        return parts
    }

    /// Joins a description that a raw newline in label text split over lines (the unquoted
    /// "Will attempt to recover" line prints the text unescaped) back into one line, and hands
    /// each line to `body` with what was found in it: the one description of a plain line
    /// (appended to `read`; the line is read from `bytes`, the text's, and never made a
    /// string), or the line with its scanner and descriptions, found once for this and
    /// `classify` (`nil` for a joined line, scanned again when read). One line's scan is held
    /// at a time: kept for every line of a long log, they were the reader's largest allocation.
    static func forEachJoinedLine(
        of lines: [PasteRepair.Span], in bytes: UnsafeBufferPointer<UInt8>, readingInto read: inout [LoggedConstraint?],
        _ body: (ScannedLine) -> Void
    ) {
        var index = 0
        while index < lines.count {
            let span = lines[index]
            index += 1
            let plainStart: Int?
            if let rewritten = span.rewritten {
                plainStart = PlainDescriptionLine.read(rewritten, into: &read)
            } else {
                plainStart = PlainDescriptionLine.read(UnsafeBufferPointer(rebasing: bytes[span.range]), into: &read)
            }
            if let plainStart {
                body(.plain(span, index: read.count - 1, start: plainStart))
                continue
            }
            var line = span.line(in: bytes)
            var scanned: ScannedText? = ScannedText(line.text)
            if scanned?.found.last.map({ $0.scalars == nil }) ?? false {
                var joined = line
                for offset in 0..<min(wrappedLines - 1, lines.count - index) {
                    joined.text = joinedWrapped(joined.text, lines[index + offset].line(in: bytes).text)
                    if DescriptionFinder.descriptions(in: TextScanner(joined.text)).allSatisfy({ $0.scalars != nil }) {
                        line = joined
                        scanned = nil
                        index += offset + 1
                        break
                    }
                }
            }
            body(.text(line, scanned))
        }
    }

    /// The most lines one wrapped description is joined from: a label's text with newlines,
    /// or a book's hard-wrapped `print(view.constraints)`, whose array runs on from one
    /// description into the next.
    static let wrappedLines = 12

    /// A description that goes on on the next line: inside a quoted text (a label's) the break
    /// is the text's own newline; elsewhere a page wrapped it, at a space or after the `:` of
    /// `UILabel:` / `0x100b0cc30'…'.width`, and the next line's indentation is the page's.
    static func joinedWrapped(_ head: String, _ next: String) -> String {
        let isInQuote = head.utf8.reduce(0) { $1 == UInt8(ascii: "'") ? $0 + 1 : $0 } % 2 == 1
        if isInQuote { return head + "\n" + next }
        let tail = next.trimmingSpaces
        let isWithinName = head.utf8.last.map { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") } ?? false
            || tail.utf8.first == UInt8(ascii: ".")
        return head + (isWithinName ? "" : " ") + tail
    }

    /// A line as the scan finds it.
    enum ScannedLine {
        /// One description in the plain form, read (its index in the list of read
        /// descriptions), its `<` at `start`.
        case plain(PasteRepair.Span, index: Int, start: Int)
        /// Any other line, with its scanner and descriptions when already found.
        case text(PasteRepair.Line, ScannedText?)
    }

    /// A line decoded for scanning and the constraint descriptions found in it.
    struct ScannedText {
        let scanner: TextScanner
        let found: [DescriptionFinder.Found]

        init(_ text: String) {
            scanner = TextScanner(text)
            // One byte search of the line spares looking for an escape in each description.
            found = DescriptionFinder.descriptions(in: scanner, mayHoldEscapes: text.utf8Contains("\\"))
        }
    }
}

/// Finds constraint descriptions in a line: `<` (perhaps `< `, or early SnapKit's `<<`),
/// a class name containing `Constraint`, `:` and an address (or Masonry key); each runs to
/// its closing `>`. A line may hold several (`[<…>, <…>]`, `- 0 : <…>  - 1 : <…>`).
enum DescriptionFinder {
    struct Found {
        /// Scalar offset in the line.
        var start: Int
        /// The description's scalars, or `nil` when it is cut off. Not a string: the parser
        /// reads scalars, and a string of each description was made only to be decoded again.
        var scalars: [Unicode.Scalar]?
    }

    /// The constraint's own address in a description cut off before its `>`, when the cut
    /// falls after it (`<NSLayoutConstraint:0x6000017e4d20 UILabel:…`); `nil` when the address
    /// itself may be cut (`<NSLayoutConstraint:0x28241f`).
    static func address(ofCut found: Found, in scanner: TextScanner) -> String? {
        var scanner = scanner
        scanner.position = found.start
        guard let colon = scanner.firstIndex(of: ":0x") else { return nil }
        scanner.position = colon + 1
        guard let address = scanner.address(), let next = scanner.character(at: scanner.position),
              next == " " || next == "@" else { return nil }
        return address
    }

    /// `mayHoldEscapes`: whether the line holds a backslash, when the caller knows it does not.
    static func descriptions(in scanner: TextScanner, mayHoldEscapes: Bool = true) -> [Found] {
        var starts: [Int] = []
        // The `<` tested here first: most scalars are not one, and a call per scalar costs more.
        for index in 0..<scanner.end where scanner.scalars[index] == "<" && isStart(scanner, at: index) {
            // Early SnapKit's `<<SnapKit.LayoutConstraint:0x…>` starts once, at its first `<`.
            if starts.last != index - 1 { starts.append(index) }
        }
        var result: [Found] = []
        for (number, start) in starts.enumerated() {
            let limit = number + 1 < starts.count ? starts[number + 1] : scanner.end
            let quoted = start > 0 && scanner.scalars[start - 1] == "\""
            var end: Int?
            if quoted {
                end = scanner.lastIndex(of: ">\"", before: limit).flatMap { $0 >= start ? $0 : nil }
            } else {
                var index = limit - 1
                while index > start {
                    if scanner.scalars[index] == ">", scanner.character(at: index + 1) != "=" {
                        end = index
                        break
                    }
                    index -= 1
                }
            }
            guard let end else {
                result.append(Found(start: start, scalars: nil))
                continue
            }
            let raw = Array(scanner.scalars[start...end])
            result.append(Found(start: start, scalars: quoted && mayHoldEscapes ? unescape(raw) : raw))
        }
        return result
    }

    static func isStart(_ scanner: TextScanner, at index: Int) -> Bool {
        guard scanner.scalars[index] == "<" else { return false }
        var probe = TextScanner(scalars: scanner.scalars, position: index + 1)
        _ = probe.consume(" ")
        _ = probe.consume("<")
        // The class name read in place: most `<` of a long log start one, and a string of each
        // name cost more than the test.
        let nameStart = probe.position
        probe.skip(while: TextScanner.isClassNameScalar)
        let nameEnd = probe.position
        guard nameEnd - nameStart >= 10, let word = probe.firstIndex(of: "Constraint", from: nameStart), word + 10 <= nameEnd,
            probe.consume(":")
        else { return false }
        // A line that ends at the `:` is a description a page wrapped there.
        return probe.hasPrefix("0x") || probe.hasPrefix("MAS", at: nameStart) || probe.isAtEnd
    }

    /// NSArray's description escapes `"`, `\`, newlines and (iOS ≤ 8) non-ASCII as `\U2019`.
    static func unescape(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        guard scalars.contains("\\") else { return scalars }
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(scalars.count)
        var scanner = TextScanner(scalars: scalars)
        while let scalar = scanner.peek() {
            scanner.position += 1
            guard scalar == "\\", let next = scanner.peek() else {
                result.append(scalar)
                continue
            }
            scanner.position += 1
            switch next {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "U", "u":
                let hex = scanner.text(from: scanner.position, to: scanner.position + 4)
                if hex.unicodeScalars.count == 4, hex.unicodeScalars.allSatisfy(TextScanner.isHexDigit),
                    let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value)
                {
                    result.append(decoded)
                    scanner.position += 4
                } else {
                    result.append(scalar)
                    result.append(next)
                }
            default: result.append(next)
            }
        }
        return result
    }
}
