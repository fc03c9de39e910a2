import LayoutModel

/// Reads the output of `-[UIView _autolayoutTrace]` (reference: uikit-debug-formats.md §3):
/// one node per line, `|   ` per level of depth, a marker (`*` laid out with Auto Layout,
/// `+` autoresizing but in the engine, `•` engine host), the node (`UILabel:0x…'text'`, iOS 7's
/// `<UIWindow:0x…>`, or a layout guide's `<UILayoutGuide: 0x… - "id", layoutFrame = …,
/// owningView = <…>>`) and what UIKit found: `- AMBIGUOUS LAYOUT for X.minY{id: 25}, …` or
/// `, MISSING HOST CONSTRAINTS`.
///
/// The views and their hierarchy become a partial document (no constraints, frames unknown);
/// the ambiguity UIKit recorded goes to ``LayoutDocument/recorded``. A view is
/// `translatesAutoresizingMaskIntoConstraints` unless its marker is `*`.
public enum AutolayoutTraceReader {
    public static func looksLikeTrace(_ text: String) -> Bool {
        text.utf8Contains("AMBIGUOUS LAYOUT") || text.utf8Contains("_autolayoutTrace") || holdsNodes(text)
    }

    /// Whether a line reads as a trace node below the root or with a marker: beside a log, the
    /// word `_autolayoutTrace` in its prose is no trace.
    static func holdsNodes(_ text: String) -> Bool {
        var repair = PasteRepair()
        var found = false
        repair.forEachLine(of: text) { line in
            if let node = TraceLine.parse(line.text), node.depth > 0 || node.marker != nil { found = true }
            return !found
        }
        return found
    }

    /// `Legend:` and its lines, `* - is laid out with auto layout`, ….
    private static func isLegend(_ text: String) -> Bool {
        // Compared as bytes, by the first: `hasPrefix` compares by Character, which cost more
        // than parsing the line, and most lines are indented nodes.
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= 4 else { return false }
            switch bytes[0] {
            case UInt8(ascii: "L"): return bytes.elementsEqual("Legend:".utf8)
            case UInt8(ascii: "*"), UInt8(ascii: "+"): return bytes[1] == UInt8(ascii: " ") && bytes[2] == UInt8(ascii: "-") && bytes[3] == UInt8(ascii: " ")
            case 0xE2: return bytes.starts(with: "• - ".utf8)
            default: return false
            }
        }
    }

    public static func read(_ text: String) throws(InputError) -> LoadedDocument {
        var repair = PasteRepair()
        var warnings: [Diagnostic] = []
        var hierarchy = IndentedHierarchy()
        // A view a line at most: room made once, where growing the tables moved (or hashed
        // again) every view met so far.
        let lineCount = text.utf8.withContiguousStorageIfAvailable { $0.count(of: UInt8(ascii: "\n")) + 1 } ?? 0
        var views: [View] = []
        views.reserveCapacity(lineCount)
        var guides: [Guide] = []
        var seen: Set<ItemID> = []
        seen.reserveCapacity(lineCount)
        /// A guide's owner must be a view, one seen and not a guide: a damaged line may name a
        /// guide as its owningView. Guides are few; a set of every view cost a hash of each.
        var guideIDs: Set<ItemID> = []
        var recorded = RecordedFindings()
        var errors: [Diagnostic] = []
        var reportedElision = false
        func handle(_ line: PasteRepair.Line) {
            guard !line.text.isEmpty && !isLegend(line.text) else { return }
            guard let node = TraceLine.parse(line.text) else {
                if UIKitTextConventions.isElision(line.text) {
                    if !views.isEmpty, !reportedElision {
                        reportedElision = true
                        warnings.append(UIKitTextConventions.elisionWarning(at: line))
                    }
                } else if let first = line.text.unicodeScalars.first, "|*+•<".unicodeScalars.contains(first) {
                    warnings.append(Diagnostic(.warning, at: .line(line.number, column: line.column),
                        "skipped a line that is not a trace node: \(line.text.abbreviated)"))
                }
                return
            }
            let id = ItemID(node.address)
            guard seen.insert(id).inserted else {
                warnings.append(Diagnostic(.warning, at: .line(line.number, column: line.column),
                    "\(node.address) appears twice in the trace; kept the first"))
                return
            }
            let column = line.column + node.column
            if let rejected = node.rejectedNumber {
                errors.append(Diagnostic(at: .line(line.number, column: line.column + rejected.offset),
                    "layoutFrame: \(rejected.message)", itemID: node.address))
            }
            if let guide = node.guide {
                let parent = hierarchy.addLeaf(id, depth: node.depth, line: line.number, column: column)
                guideIDs.insert(id)
                let named = ItemID(guide.owner)
                let owner = seen.contains(named) && !guideIDs.contains(named) ? named : parent
                guides.append(Guide(
                    id: id, owner: owner ?? ItemID(UIKitTextConventions.syntheticRootID),
                    kind: guide.kind, identifier: guide.identifier, frame: guide.frame))
            } else {
                hierarchy.add(id, depth: node.depth, line: line.number, column: column)
                var view = View(id: id, className: node.className, frame: nil, translatesAutoresizingMaskIntoConstraints: node.marker != "*")
                UIKitTextConventions.give(&view, quotedText: node.text.map(UnicodeEscapes.decoded))
                views.append(consume view)
            }
            if let ambiguity = node.ambiguity {
                recorded.ambiguities.append(RecordedAmbiguity(
                    item: id, attributes: ambiguity.attributes,
                    variableIDs: ambiguity.variableIDs, line: line.number))
                if ambiguity.isCut {
                    warnings.append(Diagnostic(.warning, at: .line(line.number, column: line.column + ambiguity.cutColumn),
                        "the line is cut off; kept the \(counted(ambiguity.attributes.count, "ambiguous variable")) before the cut"))
                }
            }
            // Only a view hosts constraints; a damaged line may put the marker after a guide.
            if node.isMissingHostConstraints, node.guide == nil {
                recorded.hostsMissingConstraints.append(id)
            }
        }
        // A node whose `- AMBIGUOUS LAYOUT …` a book or page wrapped onto the next line ends
        // with its dash: held until the next line says whether it goes on.
        var held: PasteRepair.Line?
        repair.forEachLine(of: text) { line in
            if var node = held {
                held = nil
                if line.text.hasPrefix("AMBIGUOUS LAYOUT") {
                    node.text += " " + line.text
                    handle(node)
                    return true
                }
                handle(node)
            }
            if line.text.hasSuffix("-") && !isLegend(line.text) {
                held = line
            } else {
                handle(line)
            }
            return true
        }
        if let node = held { handle(node) }
        warnings = repair.warnings + warnings
        guard errors.isEmpty else { throw InputError(errors) }
        guard !views.isEmpty || !guides.isEmpty else {
            throw InputError(skipped: warnings, "no _autolayoutTrace node (such as *UIView:0x7f…) found")
        }
        // Taken out of the variable `handle` captures, so that the array is not copied.
        var collected: [View] = []
        swap(&collected, &views)
        let (rootID, assembled) = hierarchy.assemble(consume collected)
        let guidesWithOwners = guides.map { guide in
            var guide = guide
            if guide.owner.rawValue == UIKitTextConventions.syntheticRootID { guide.owner = rootID }
            return guide
        }
        let document = LayoutDocument(
            rootID: rootID, views: assembled, guides: guidesWithOwners, isPartial: true, recorded: recorded)
        return LoadedDocument(
            document: document, format: .autolayoutTrace, warnings: (warnings + hierarchy.warnings).sortedByLocation,
            positions: hierarchy.positions)
    }
}

/// One line of a trace.
struct TraceLine {
    var depth: Int
    var marker: Unicode.Scalar?
    /// Where the node starts in the line (0-based scalar offset).
    var column: Int
    var className: String
    var address: String
    var text: String?
    var guide: GuideNode?
    var ambiguity: Ambiguity?
    var isMissingHostConstraints = false
    /// A number of the guide's frame out of ``LayoutNumber``'s range: where (0-based scalar
    /// offset in the line) and why.
    var rejectedNumber: (offset: Int, message: String)?

    struct GuideNode {
        var identifier: String?
        var kind: Guide.Kind
        var frame: Rect?
        var owner: String
    }

    struct Ambiguity {
        var attributes: [String] = []
        var variableIDs: [Int] = []
        var isCut = false
        var cutColumn = 0
    }

    static let ambiguous = "- AMBIGUOUS LAYOUT"
    /// The engine host's marker as Cycript escapes it in a string it prints.
    static let escapedBullet = "\\u2022"
    static let missingHost = ", MISSING HOST CONSTRAINTS"

    static func parse(_ text: String) -> TraceLine? {
        parse(text, plainFirst: true)
    }

    /// `plainFirst: false` reads every node with the scanner, as the tests compare.
    static func parse(_ text: String, plainFirst: Bool) -> TraceLine? {
        // The indentation is most of a deep line: it is counted on the bytes, so the scanner
        // holds the node alone. Indentation is ASCII, so its byte count is its width.
        var copy = text
        let (depth, indentation, plain) = copy.withUTF8 { bytes in
            var depth = 0
            var index = 0
            while index < bytes.count, bytes[index] == UInt8(ascii: "|") {
                depth += 1
                index += 1
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            }
            return (depth, index, plainFirst ? plainNode(bytes, from: index) : nil)
        }
        if var line = plain {
            line.depth = depth
            line.column += indentation
            return line
        }
        let hasSuffixMark = text.utf8Contains(ambiguous) || text.utf8Contains(missingHost)
        let node = TextScanner(text[text.utf8.index(text.startIndex, offsetBy: indentation)...])
        guard var line = parseNode(node, hasSuffixMark: hasSuffixMark, spacedName: depth > 0) else {
            return nil
        }
        line.depth = depth
        line.column += indentation
        line.rejectedNumber?.offset += indentation
        line.ambiguity?.cutColumn += indentation
        return line
    }

    /// The node as most of a trace's lines hold it, read from its bytes: a marker, `Class:0x…`
    /// (or `<Class:0x…>`) and nothing after it but spaces. `nil` for anything else (a label's
    /// text, a guide, a suffix), left to ``parseNode(_:hasSuffixMark:spacedName:)``, which reads these
    /// lines the same (`TraceLineTests`) but from a scanner made for each line: that cost more
    /// than the rest of reading a trace.
    private static func plainNode(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> TraceLine? {
        var index = start
        var marker: Unicode.Scalar?
        // The node's column after its marker, in scalars: the escaped bullet is six.
        var markerWidth = 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "*") || bytes[index] == UInt8(ascii: "+") {
            marker = Unicode.Scalar(bytes[index])
            index += 1
        } else if index + 2 < bytes.count, bytes[index] == 0xE2, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA2 {
            marker = "•"
            index += 3
        } else if UnsafeBufferPointer(rebasing: bytes[index...]).starts(with: escapedBullet.utf8) {
            marker = "•"
            index += escapedBullet.utf8.count
            markerWidth = escapedBullet.utf8.count
        }
        let bracketed = index < bytes.count && bytes[index] == UInt8(ascii: "<")
        if bracketed { index += 1 }
        let nameStart = index
        while index < bytes.count, bytes[index] < 0x80, TextScanner.isClassNameScalar(Unicode.Scalar(bytes[index])) { index += 1 }
        let nameEnd = index
        guard nameEnd > nameStart, index + 3 < bytes.count, bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "0"),
            bytes[index + 2] == UInt8(ascii: "x") || bytes[index + 2] == UInt8(ascii: "X")
        else { return nil }
        let addressStart = index + 1
        index += 3
        while index < bytes.count, TextScanner.isHexDigit(Unicode.Scalar(bytes[index])) { index += 1 }
        let addressEnd = index
        guard addressEnd > addressStart + 2 else { return nil }
        if bracketed {
            guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return nil }
            index += 1
        }
        // Cycript's closing backtick, after the last node of a trace printed as a string.
        if index + 1 == bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index == bytes.count else { return nil }
        func text(_ range: Range<Int>) -> String { String(copyingUTF8: UnsafeBufferPointer(rebasing: bytes[range])) }
        var line = TraceLine(depth: 0, column: marker == nil ? 0 : markerWidth, className: text(nameStart..<nameEnd), address: text(addressStart..<addressEnd))
        line.marker = marker
        return line
    }

    /// The node after the indentation; positions are offsets in `scanner`.
    /// `spacedName`: the name may hold spaces, as a line below the root has shown one
    /// (`|   |   Dynamic Stack View:0x…`, a navigation bar in an iOS 11 trace): the bars say it
    /// is a node, and reading it keeps its subviews under it.
    private static func parseNode(_ scanner: TextScanner, hasSuffixMark: Bool, spacedName: Bool) -> TraceLine? {
        var scanner = scanner
        var marker: Unicode.Scalar?
        if let first = scanner.peek(), first == "*" || first == "+" || first == "•" {
            marker = first
            scanner.position += 1
        } else if scanner.consume(text: escapedBullet) {
            marker = "•"
        }
        let column = scanner.position
        // Most nodes have neither suffix: a byte search of the line tells, before the scanner's.
        let suffixStart = (hasSuffixMark ? scanner.firstIndex(ofText: ambiguous) ?? scanner.firstIndex(ofText: missingHost) : nil)
            ?? scanner.end
        var line: TraceLine
        if Self.startsGuideDescription(scanner) {
            guard let parsed = guideNode(&scanner) else { return nil }
            line = parsed
        } else {
            let bracketed = scanner.consume("<")
            let start = scanner.position
            scanner.skip(while: TextScanner.isClassNameScalar)
            while spacedName, scanner.peek() == " " {
                var word = scanner
                word.position += 1
                guard word.skip(while: TextScanner.isClassNameScalar) > 0 else { break }
                scanner = word
            }
            let className = scanner.text(from: start, to: scanner.position)
            guard !className.isEmpty, scanner.consume(":"), let address = scanner.address() else { return nil }
            if bracketed, !scanner.consume(">") { return nil }
            line = TraceLine(depth: 0, column: 0, className: className, address: address)
            if scanner.position < suffixStart {
                var rest = scanner.text(from: scanner.position, to: suffixStart).trimmingSpaces
                // Cycript's closing backtick, after the last node of a trace printed as a string.
                if suffixStart == scanner.end, rest.hasSuffix("`") { rest = String(rest.dropLast()).trimmingSpaces }
                if rest.hasPrefix("'") && rest.hasSuffix("'") && rest.unicodeScalars.count >= 2 {
                    line.text = String(rest.dropFirst().dropLast())
                } else if !rest.isEmpty {
                    return nil
                }
            }
        }
        line.marker = marker
        line.column = column
        scanner.position = suffixStart
        if scanner.consume(text: ambiguous) {
            line.ambiguity = variables(scanner)
        } else if scanner.consume(text: missingHost) {
            line.isMissingHostConstraints = true
        }
        return line
    }

    /// Whether the node is a layout guide's whole description, `<Class: 0x… - "id", …` (a
    /// `UILayoutGuide`, `_UILayoutSpacer`, a stack view's `_UIOLAGapGuide`): a view's node is
    /// `Class:0x…`, or `<Class:0x…>` in iOS 7's form, with no space after the colon.
    private static func startsGuideDescription(_ scanner: TextScanner) -> Bool {
        guard scanner.hasPrefix("<") else { return false }
        var probe = TextScanner(scalars: scanner.scalars, position: scanner.position + 1)
        return !probe.consume(while: TextScanner.isClassNameScalar).isEmpty && probe.hasPrefix(": 0x")
    }

    /// `<UILayoutGuide: 0x… - "UIViewSafeAreaLayoutGuide", layoutFrame = {{0, 0}, {375, 596}}, owningView = <UIView: 0x…; …>>`
    private static func guideNode(_ scanner: inout TextScanner) -> TraceLine? {
        scanner.position += 1
        let className = scanner.consume(while: TextScanner.isClassNameScalar)
        guard scanner.consume(": "), let address = scanner.address() else { return nil }
        var identifier: String?
        if scanner.consume(" - \""), let close = scanner.firstIndex(of: "\"") {
            identifier = scanner.text(from: scanner.position, to: close)
            scanner.position = close + 1
        }
        var frame: Rect?
        var rejectedNumber: (offset: Int, message: String)?
        if let start = scanner.firstIndex(of: "layoutFrame = {{") {
            scanner.position = start + "layoutFrame = {{".unicodeScalars.count
            let numbers = ([", ", "}, {", ", ", "}}"] as [StaticString]).compactMap { separator -> Double? in
                scanner.skipSpaces()
                do throws(LogSyntaxError) {
                    let value = try scanner.number()
                    return scanner.consume(separator) ? value : nil
                } catch {
                    rejectedNumber = rejectedNumber ?? (error.offset, error.message)
                    return nil
                }
            }
            if numbers.count == 4 {
                frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            }
        }
        guard let ownerStart = scanner.firstIndex(of: "owningView = <") else { return nil }
        var owner = TextScanner(scalars: scanner.scalars, position: ownerStart + "owningView = <".unicodeScalars.count)
        owner.consume(while: TextScanner.isClassNameScalar)
        guard owner.consume(": "), let ownerAddress = owner.address(),
            let end = scanner.firstIndex(of: ">>", from: owner.position)
        else { return nil }
        scanner.position = end + 2
        let kind = UIKitTextConventions.guideKind(identifier: identifier)
        var line = TraceLine(depth: 0, column: 0, className: className, address: address)
        line.guide = GuideNode(identifier: identifier, kind: kind, frame: frame, owner: ownerAddress)
        line.rejectedNumber = rejectedNumber
        return line
    }

    /// ` for X.minY{id: 717}, X.Height{id: 711}`; a line cut in the middle keeps what came before.
    private static func variables(_ scanner: TextScanner) -> Ambiguity {
        var result = Ambiguity()
        var cursor = scanner
        var lastEnd = scanner.position
        while let open = cursor.firstIndex(of: "{id: ") {
            guard let dot = cursor.lastIndex(of: ".", before: open), dot >= lastEnd else { break }
            let name = cursor.text(from: dot + 1, to: open)
            cursor.position = open + "{id: ".unicodeScalars.count
            guard let id = Int(cursor.consume(while: TextScanner.isDigit)), cursor.consume("}") else { break }
            let attribute = name.prefix(1).lowercased() + name.dropFirst()
            result.attributes.append(attribute)
            result.variableIDs.append(id)
            lastEnd = cursor.position
        }
        let rest = scanner.text(from: lastEnd, to: scanner.end).trimmingSpaces
        if !rest.isEmpty && rest != "for" {
            result.isCut = true
            result.cutColumn = lastEnd
        }
        return result
    }
}
