import LayoutModel

/// Reads the output of `-[UIView recursiveDescription]` (reference: uikit-debug-formats.md
/// §4): one `<Class: 0x…; frame = (x y; w h); text = '…'; autoresize = W+H; …>` per view,
/// `   | ` and `|    ` per level (or spaces alone, as a hand-written walk over `subviews`
/// prints each view's `description`). It holds views, frames, texts, hidden flags,
/// autoresizing masks and the UIKit class an app's class derives from (`baseClass =`), but no
/// constraints. Label text is not escaped and may span lines;
/// `(layer)` lines are sublayers, not views.
public enum RecursiveDescriptionReader {
    public static func looksLikeRecursiveDescription(_ text: String) -> Bool {
        var repair = PasteRepair()
        var found = false
        repair.forEachLine(of: text) { line in
            found = RecursiveNode.start(in: line.text) != nil && line.text.utf8Contains("frame = (")
            return !found
        }
        return found
    }

    /// The paste's first hierarchy; a paste holding several (see ``readAll(_:)``) says so in
    /// a warning.
    public static func read(_ text: String) throws(InputError) -> LoadedDocument {
        try readAll(text)[0]
    }

    /// Every hierarchy the paste holds, in order: a line describing the root of an earlier one
    /// again, at no depth, after views below it, starts another (captures before and after a
    /// change, pasted one after the other). Merging them would build a hierarchy that never
    /// existed.
    public static func readAll(_ text: String) throws(InputError) -> [LoadedDocument] {
        var repair = PasteRepair()
        // A view a line at most: room made once, where growing the tables moved (or hashed
        // again) every view met so far.
        let lineCount = text.utf8.withContiguousStorageIfAvailable { $0.count(of: UInt8(ascii: "\n")) + 1 } ?? 0
        var capture = Capture(reserving: lineCount)
        var captures: [Capture] = []
        var errors: [Diagnostic] = []
        /// Reads one node once its text is complete.
        func take(_ pending: PendingNode) {
            let (line, column) = (pending.line, pending.column)
            guard let node = RecursiveNode.parse(pending.text, depth: pending.depth) else {
                capture.warnings.append(Diagnostic(.warning, at: .line(line, column: column),
                    "skipped a view description that could not be read: \((pending.prefix + pending.text).abbreviated)"))
                return
            }
            if node.isLayer { return }
            // `po guide` prints `<UILayoutGuide: 0x…; - "UIViewSafeAreaLayoutGuide", …>`: no view.
            if UIKitClasses.isLayoutGuideClass(node.className) {
                capture.warnings.append(Diagnostic(.warning, at: .line(line, column: column),
                    "left out \(node.className) \(node.address): a layout guide's description, not a view's"))
                return
            }
            if node.isController {
                if node.depth > 0, !capture.views.isEmpty, capture.controllerBelowView == nil { capture.controllerBelowView = (line, column) }
                capture.warnings.append(Diagnostic(.warning, at: .line(line, column: column),
                    "left out \(node.className) \(node.address): a view controller's description, not a view's"))
                return
            }
            // Where its frame starts: a number out of range or a paste that damaged it is told where.
            func frameColumn() -> Int { column + (TextScanner(pending.text).firstIndex(of: "frame = (") ?? 0) }
            if let rejection = node.rejectedNumber {
                errors.append(Diagnostic(at: .line(line, column: frameColumn()), "frame: \(rejection)", itemID: node.address))
                return
            }
            if node.hasUnreadableFrame {
                capture.warnings.append(Diagnostic(.warning, at: .line(line, column: frameColumn()),
                    "the frame of \(node.address) does not read as frame = (x y; width height); the view is read without one"))
            }
            let id = ItemID(node.address)
            // A root alone described first (`po view`, then its `recursiveDescription`) is the same capture.
            if node.depth == 0, capture.views.count > 1,
                id == capture.views.first?.id || captures.contains(where: { $0.views.first?.id == id })
            {
                captures.append(capture)
                capture = Capture(reserving: 0)
            }
            guard capture.seen.insert(id).inserted else {
                capture.warnings.append(Diagnostic(.warning, at: .line(line, column: column),
                    "\(node.address) appears twice; kept the first"))
                return
            }
            capture.hierarchy.add(id, depth: node.depth, line: line, column: column)
            var view = View(
                id: id, className: node.className, frame: node.frame, text: node.text.map(UnicodeEscapes.decoded),
                isHidden: node.isHidden, autoresizingMask: node.autoresizingMask)
            if let base = node.baseClass { view.properties.uikitClass = base }
            if let name = pending.instanceVariableName { view.name = name }
            if let text = view.text, UIKitTextConventions.isCutText(text) { view.properties.isTextCut = true }
            capture.views.append(consume view)
        }
        // A node's text goes on over the next lines while it is open (a label text with a
        // newline); each is read as soon as it closes, so no more than one is held.
        var pending: PendingNode?
        var levels = IndentationLevels()
        var reportedJoin = false
        var reportedElision = false
        // Told when a view follows it: an excerpt's closing `...` leaves nothing misplaced.
        var elision: Diagnostic?
        repair.forEachLine(of: text) { line in
            let start = RecursiveNode.start(in: line.text)
            if start == nil, pending != nil, !reportedElision, elision == nil, UIKitTextConventions.isElision(line.text) {
                elision = UIKitTextConventions.elisionWarning(at: line)
            }
            if start != nil, let told = elision {
                reportedElision = true
                capture.warnings.append(told)
                elision = nil
            }
            if let open = pending {
                switch RecursiveNode.closure(of: open.text) {
                case .closed:
                    break
                case .inText:
                    pending?.text += "\n" + line.text
                    return true
                case .open where start == nil || !RecursiveNode.startsView(line.text, at: start ?? 0, after: open.text):
                    // A description wrapped where the page was narrow (`… frame` / `= (0 0; …`,
                    // `gestureRecognizers =` / `<NSArray: 0x…>; …`).
                    pending?.text += " " + line.text.trimmingSpaces
                    return true
                case .open:
                    // An excerpt cut inside a description (`layer = […]`): the next view starts.
                    capture.warnings.append(Diagnostic(.warning, at: .line(open.line, column: open.column),
                        "the view description is not closed (no '>' before the next view): read as far as it goes"))
                }
            }
            if let start {
                if let complete = pending { take(complete) }
                // A page that lost the paste's line breaks holds a view after each `|` group.
                let parts = RecursiveNode.joinedParts(of: line, firstStart: start)
                if parts.count > 1, !reportedJoin {
                    reportedJoin = true
                    capture.warnings.append(Diagnostic(.warning, at: .line(line.number, column: line.column),
                        "view descriptions run on in one line (a paste that lost its line breaks); read apart at each '| <'"))
                }
                for (index, part) in parts.enumerated() {
                    if index > 0, let complete = pending { take(complete) }
                    var node = PendingNode(line: part, start: index == 0 ? start : RecursiveNode.start(in: part.text) ?? 0)
                    node.depth = levels.depth(bars: node.depth, indentation: index == 0 ? node.indentation : nil)
                    pending = node
                }
            }
            return true
        }
        if let last = pending {
            if RecursiveNode.closure(of: last.text) != .closed {
                capture.warnings.append(Diagnostic(.warning, at: .line(last.line, column: last.column),
                    "the last view description is cut off (no closing '>'; a truncated paste?): read as far as it goes"))
            }
            take(last)
        }
        captures.append(capture)
        guard errors.isEmpty else { throw InputError(errors) }
        guard !captures[0].views.isEmpty else {
            throw InputError(skipped: repair.warnings + captures[0].warnings,
                "no view description (such as <UIView: 0x7f…; frame = (0 0; 320 568)>) found")
        }
        var documents = captures.map { $0.document() }
        var told = repair.warnings
        if documents.count > 1 {
            let lines = captures.map { $0.firstLine.map(String.init) ?? "?" }
            told.append(Diagnostic(.warning, at: .line(captures[1].firstLine ?? 1, column: 1),
                "the paste holds \(documents.count) hierarchies, from lines \(lines.joined(separator: ", ")) (a root described "
                    + "again starts another): each is read as a layout of its own (--layout 1 to \(documents.count) picks one)"))
        }
        documents[0].warnings = told + documents[0].warnings
        return documents
    }

    /// One hierarchy of the paste, as read so far.
    private struct Capture {
        var views: [View] = []
        var seen: Set<ItemID> = []
        var hierarchy = IndentedHierarchy()
        var warnings: [Diagnostic] = []
        // A controller below a view is a responder chain's (a hierarchy never holds one).
        var controllerBelowView: (line: Int, column: Int)?

        init(reserving count: Int) {
            views.reserveCapacity(count)
            seen.reserveCapacity(count)
        }

        /// The line of its first view.
        var firstLine: Int? { views.first.flatMap { hierarchy.positions.items[$0.id]?.line } }

        func document() -> LoadedDocument {
            var warnings = warnings
            var (rootID, assembled) = hierarchy.assemble(views)
            // A root described without a frame (a private view's description shows none) is laid
            // out over its subviews, as a synthetic root is: held, not free with all inside it.
            if let root = assembled.firstIndex(where: { $0.id == rootID }), assembled[root].frame == nil,
                let held = IndentedHierarchy.extent(of: assembled[root].subviews, in: assembled)
            {
                assembled[root].frame = held
                if let place = hierarchy.positions.items[rootID] {
                    warnings.append(Diagnostic(.warning, at: .line(place.line, column: place.column),
                        "\(rootID) is described without a frame: taken as its subviews' extent, "
                            + "(0 0; \(formatNumber(held.width)) \(formatNumber(held.height)))"))
                }
            }
            if let place = controllerBelowView, let turned = ResponderChain.turnedRound(rootID: rootID, views: assembled) {
                (rootID, assembled) = turned
                warnings.append(Diagnostic(.warning, at: .line(place.line, column: place.column),
                    "a view controller below a view: this is a responder chain (Chisel's presponder), each line the next "
                        + "responder of the one above; read turned round, \(rootID) the root holding each view listed before it"))
            }
            return LoadedDocument(
                document: LayoutDocument(rootID: rootID, views: assembled), format: .recursiveDescription,
                warnings: (warnings + hierarchy.warnings).sortedByLocation, positions: hierarchy.positions)
        }
    }
}

/// A node's text from its `<` on, with what its line says in front: the depth and where it is.
private struct PendingNode {
    var text: String
    /// The node's first line, whole, and the byte offset of the `<` in it.
    private var firstLine: String
    private var start: Int
    /// The bars before the `<` (``IndentationLevels`` makes it the depth).
    var depth: Int
    /// The width of what is before the `<` when it is only spaces and tabs (a tab is four),
    /// else `nil`.
    var indentation: Int?
    var line: Int
    /// 1-based, in scalars.
    var column: Int

    init(line: PasteRepair.Line, start: Int) {
        firstLine = line.text
        self.start = start
        var copy = line.text
        var width = 0
        var blank: Int?
        (depth, width, text) = copy.withUTF8 { bytes in
            var bars = 0
            var scalars = 0
            for byte in bytes[..<start] {
                if byte == UInt8(ascii: "|") { bars += 1 }
                if byte & 0xC0 != 0x80 { scalars += 1 }
            }
            // Only a prefix without bars can be blank: a deep line's bars are most of a paste.
            if bars == 0 {
                blank = 0
                for byte in bytes[..<start] {
                    switch byte {
                    case UInt8(ascii: " "): blank? += 1
                    case UInt8(ascii: "\t"): blank? += 4
                    default: blank = nil
                    }
                }
            }
            return (bars, scalars, String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
        }
        // What the paste repair took off the line's start (spaces, quote or comment marks) is
        // as wide as its column says.
        indentation = blank.map { $0 + line.column - 1 }
        self.line = line.number
        column = line.column + width
    }

    /// What comes before the `<`: indentation, an LLDB prefix (for messages).
    var prefix: String { String(decoding: firstLine.utf8.prefix(start), as: UTF8.self) }

    /// The instance variable HOURecursiveDescription names each view by, between the bars and
    /// the `<` (`|    | _greyBlob <UIView: 0x…>`), without its underscore: the property the
    /// app's code holds the view in.
    var instanceVariableName: String? {
        // Read back from the `<`, in place: a deep line's prefix is thousands of bars.
        var line = firstLine
        return line.withUTF8 { bytes -> String? in
            func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
            var end = min(start, bytes.count)
            while end > 0, isSpace(bytes[end - 1]) { end -= 1 }
            var begin = end
            while begin > 0, PasteRepair.isWordByte(bytes[begin - 1]) { begin -= 1 }
            // `_` and a letter, after the line's start, a space or a bar.
            guard end - begin > 1, bytes[begin] == UInt8(ascii: "_"), (bytes[begin + 1] | 0x20) >= UInt8(ascii: "a"),
                (bytes[begin + 1] | 0x20) <= UInt8(ascii: "z"),
                begin == 0 || isSpace(bytes[begin - 1]) || bytes[begin - 1] == UInt8(ascii: "|")
            else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(begin + 1)..<end]), as: UTF8.self)
        }
    }
}

/// A node's depth: UIKit's bars (`   |    | <UIView`) when the paste has them, else its
/// indentation beyond the first node's, in steps of the first deeper node's (a walk that
/// prints each view's `description` four spaces deeper than its superview's). Told by the
/// first node that is barred or deeper than the first: a paste keeps one style.
private struct IndentationLevels {
    private enum Style { case unknown, bars, spaces(step: Int) }
    private var style = Style.unknown
    /// The first node's indentation, where depth 0 is.
    private var base: Int?

    mutating func depth(bars: Int, indentation: Int?) -> Int {
        if base == nil { base = indentation ?? 0 }
        let beyond = indentation.map { max($0 - (base ?? 0), 0) }
        switch style {
        case .bars:
            return bars
        case let .spaces(step):
            return beyond.map { ($0 + step / 2) / step } ?? bars
        case .unknown:
            if bars > 0 {
                style = .bars
                return bars
            }
            guard let beyond, beyond > 0 else { return 0 }
            style = .spaces(step: beyond)
            return 1
        }
    }
}

/// One view (or layer) line of a recursive description.
struct RecursiveNode {
    var depth: Int
    var className: String
    var address: String
    var frame: Rect?
    var text: String?
    var isHidden = false
    var autoresizingMask: AutoresizingMask = []
    /// The UIKit class an app's class derives from, which UIKit names after it
    /// (`<PlayerCell: 0x…; baseClass = UITableViewCell; …>`).
    var baseClass: String?
    var isLayer = false
    /// A view controller's description (`po controller`: `<MailViewController: 0x…>`, no
    /// properties), which a paste may hold beside its views'.
    var isController = false
    /// Why a number of the frame was refused (out of ``LayoutNumber``'s range).
    var rejectedNumber: String?
    /// Whether the node has a `frame = (` that does not read as `(x y; width height)`.
    var hasUnreadableFrame = false

    /// Where `<Class: 0x` starts in the line (a byte offset), after indentation and LLDB or
    /// Cycript prefixes. Searched on the bytes: on a deep line, the indentation is most of it.
    static func start(in text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
                if startsClass(bytes, at: open) { return open }
                index = open + 1
            }
            return nil
        }
    }

    /// Whether a line whose `<Class: 0x` is at `start` begins a view rather than going on with
    /// an open description `open`: only bars and indentation before it, and `open` not waiting
    /// for a value (`gestureRecognizers =`, `layer = <CALayer:`).
    static func startsView(_ line: String, at start: Int, after open: String) -> Bool {
        var open = open
        let waits = open.withUTF8 { bytes in
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
            return end > 0 && (bytes[end - 1] == UInt8(ascii: "=") || bytes[end - 1] == UInt8(ascii: ":"))
        }
        guard !waits else { return false }
        var line = line
        return line.withUTF8 { bytes in
            bytes[..<start].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "|") }
        }
    }

    /// The line cut before each further view it holds, where a page joined a paste's lines:
    /// `<UIView: 0x1; …> | <UIButton: 0x2; …> | | <UIImageView: 0x3; …>` (or `||`). A cut
    /// is a run of bars and spaces after a space, then `<Class: 0x`; each part keeps its run,
    /// which is its depth. Only the line itself when it holds one view.
    static func joinedParts(of line: PasteRepair.Line, firstStart: Int) -> [PasteRepair.Line] {
        var text = line.text
        let cuts: [Int] = text.withUTF8 { bytes in
            var cuts: [Int] = []
            var index = firstStart + 1
            while let bar = bytes[index...].firstIndex(of: UInt8(ascii: "|")) {
                var run = bar
                while run > firstStart, bytes[run - 1] == UInt8(ascii: "|") || bytes[run - 1] == UInt8(ascii: " ") { run -= 1 }
                var end = bar
                while end < bytes.count, bytes[end] == UInt8(ascii: "|") || bytes[end] == UInt8(ascii: " ") { end += 1 }
                index = end
                // After a space that ends a description (`…>`, `- (null)`), before a class.
                guard run > firstStart, bytes[run] == UInt8(ascii: " "), startsClass(bytes, at: end) else { continue }
                cuts.append(run + 1)
            }
            return cuts
        }
        guard !cuts.isEmpty else { return [line] }
        return text.withUTF8 { bytes in
            var parts: [PasteRepair.Line] = []
            var (from, column) = (0, line.column)
            for cut in cuts + [bytes.count] {
                var end = cut
                while end > from, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
                let part = String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<end]), as: UTF8.self)
                parts.append(PasteRepair.Line(number: line.number, text: part, column: column))
                column += bytes[from..<cut].count { $0 & 0xC0 != 0x80 }
                from = cut
            }
            return parts
        }
    }

    /// Whether `<Class: 0x` starts at `index`.
    private static func startsClass(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return false }
        var probe = index + 1
        while probe < bytes.count, bytes[probe] < 0x80, TextScanner.isClassNameScalar(Unicode.Scalar(bytes[probe])) { probe += 1 }
        return probe > index + 1 && bytes[probe...].starts(with: ": 0x".utf8)
    }

    /// How far a node's text goes: closed at the `>` that matches its `<` (what follows is
    /// the paste's: `- image.png`, Cycript's closing backtick, a note such as `effect=none`
    /// or `// self.view`) or at an excerpt's `[…]`, inside a label's text that runs on to the
    /// next line, or open.
    enum Closure {
        case closed, inText, open
    }

    /// How an excerpt's author ends a description cut short, as bytes: made once, not for
    /// every line read.
    private static let excerptCuts = [Array("[…]".utf8), Array("[...]".utf8)]

    /// Counts angle brackets from the node's `<`, skipping a quoted text (`text = '…'`, which
    /// ends at a quote before `>` or `; key = `, as ``parse(_:depth:)`` reads it).
    static func closure(of text: String) -> Closure {
        var text = text
        return text.withUTF8 { bytes in
            var depth = 0
            var index = 0
            // An excerpt's author cut the rest of the description (`layer = […]`).
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
            for cut in excerptCuts where end >= cut.count {
                if bytes[(end - cut.count)..<end].elementsEqual(cut) { return .closed }
            }
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "<"):
                    depth += 1
                case UInt8(ascii: ">"):
                    depth -= 1
                    if depth == 0 { return .closed }
                case UInt8(ascii: "'") where index >= 7 && bytes[(index - 7)..<index].elementsEqual("text = ".utf8):
                    guard let close = closingQuote(bytes, after: index) else { return .inText }
                    index = close
                default:
                    break
                }
                index += 1
            }
            return .open
        }
    }

    /// The quote that ends a text opened at `open`: one followed by `>` or by `; key = `.
    private static func closingQuote(_ bytes: UnsafeBufferPointer<UInt8>, after open: Int) -> Int? {
        var index = open + 1
        while let quote = bytes[index...].firstIndex(of: UInt8(ascii: "'")) {
            let next = quote + 1
            if next < bytes.count, bytes[next] == UInt8(ascii: ">") { return quote }
            if next + 1 < bytes.count, bytes[next] == UInt8(ascii: ";"), bytes[next + 1] == UInt8(ascii: " ") {
                var key = next + 2
                while key < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[key] | 0x20) { key += 1 }
                let rest = UnsafeBufferPointer(rebasing: bytes[key...])
                if key > next + 2, rest.starts(with: " = ".utf8) || rest.starts(with: ": ".utf8) { return quote }
            }
            index = next
        }
        return nil
    }

    static let masks: [String: AutoresizingMask] = [
        "LM": .flexibleLeftMargin, "W": .flexibleWidth, "RM": .flexibleRightMargin,
        "TM": .flexibleTopMargin, "H": .flexibleHeight, "BM": .flexibleBottomMargin,
    ]

    /// Reads a node's text, from its `<` on.
    static func parse(_ text: String, depth: Int) -> RecursiveNode? {
        var scanner = TextScanner(text)
        scanner.position = 1
        let className = scanner.consume(while: TextScanner.isClassNameScalar)
        guard scanner.consume(": "), let address = scanner.address() else { return nil }
        var node = RecursiveNode(depth: depth, className: className, address: address)
        if scanner.consume(">") {
            scanner.skipSpaces()
            node.isLayer = scanner.consume("(layer)")
            node.isController = !node.isLayer && UIKitClasses.typeName(className).hasSuffix("Controller")
            return node
        }
        // Text is unescaped: it ends at the quote followed by "; key = ", by ">", or by an
        // excerpt's cut of the rest (`text = 'Test'; […]`, Apple's TN2239).
        var properties = scanner.rest
        if let open = scanner.firstIndex(of: "; text = '") {
            var index = open + "; text = '".unicodeScalars.count
            let textStart = index
            while index < scanner.end {
                if scanner.scalars[index] == "'",
                    scanner.hasPrefix(">", at: index + 1) || isPropertyStart(scanner, at: index + 1)
                        || scanner.hasPrefix("; […]", at: index + 1) || scanner.hasPrefix("; [...]", at: index + 1)
                {
                    node.text = scanner.text(from: textStart, to: index)
                    properties = scanner.text(from: scanner.position, to: open)
                        + scanner.text(from: index + 1, to: scanner.end)
                    break
                }
                index += 1
            }
        }
        var props = TextScanner(properties)
        if let frameStart = props.firstIndex(of: "frame = (") {
            props.position = frameStart + "frame = (".unicodeScalars.count
            let numbers = ([" ", "; ", " ", ")"] as [StaticString]).compactMap { separator -> Double? in
                do throws(LogSyntaxError) {
                    let value = try props.number()
                    return props.consume(separator) ? value : nil
                } catch {
                    node.rejectedNumber = node.rejectedNumber ?? error.message
                    return nil
                }
            }
            if numbers.count == 4 {
                node.frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            } else {
                node.hasUnreadableFrame = node.rejectedNumber == nil
            }
        }
        node.isHidden = props.firstIndex(of: "hidden = YES", from: 0) != nil
        if let baseStart = props.firstIndex(of: "baseClass = ", from: 0) {
            props.position = baseStart + "baseClass = ".unicodeScalars.count
            let base = props.consume(while: TextScanner.isClassNameScalar)
            if !base.isEmpty, base != className { node.baseClass = base }
        }
        if let maskStart = props.firstIndex(of: "autoresize = ", from: 0) {
            props.position = maskStart + "autoresize = ".unicodeScalars.count
            let spelled = props.consume(while: { $0 != ";" && $0 != ">" })
            for flag in spelled.split(separator: "+") {
                if let mask = masks[String(flag).trimmingSpaces] { node.autoresizingMask.insert(mask) }
            }
        }
        return node
    }

    /// `; key = ` with a lowercase key, as the properties after a text are written.
    private static func isPropertyStart(_ scanner: TextScanner, at index: Int) -> Bool {
        guard scanner.hasPrefix("; ", at: index) else { return false }
        var probe = TextScanner(scalars: scanner.scalars, position: index + 2)
        let key = probe.consume(while: { ("a"..."z").contains($0) || ("A"..."Z").contains($0) })
        return !key.isEmpty && (probe.hasPrefix(" = ") || probe.hasPrefix(": "))
    }
}
