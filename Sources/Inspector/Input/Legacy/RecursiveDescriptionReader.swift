/// Reads the output of `-[UIView recursiveDescription]` (reference: uikit-debug-formats.md
/// §4): one `<Class: 0x…; frame = (x y; w h); text = '…'; autoresize = W+H; …>` per view,
/// `   | ` and `|    ` per level. It holds views, frames, texts, hidden flags and
/// autoresizing masks, but no constraints. Label text is not escaped and may span lines;
/// `(layer)` lines are sublayers, not views.
public enum RecursiveDescriptionReader {
    public static func looksLikeRecursiveDescription(_ text: String) -> Bool {
        var repair = PasteRepair()
        return repair.lines(of: text).contains { RecursiveNode.start(in: $0.text) != nil && $0.text.contains("frame = (") }
    }

    public static func read(_ text: String) throws(InputError) -> LoadedDocument {
        var repair = PasteRepair()
        var warnings = repair.warnings
        var nodes: [(text: String, line: PasteRepair.Line, start: Int)] = []
        for line in repair.lines(of: text) {
            if let last = nodes.last, !RecursiveNode.isComplete(last.text) {
                nodes[nodes.count - 1].text += "\n" + line.text
            } else if let start = RecursiveNode.start(in: line.text) {
                nodes.append((line.text, line, start))
            }
        }
        warnings += repair.warnings
        var hierarchy = IndentedHierarchy()
        var views: [View] = []
        var seen: Set<String> = []
        var errors: [Diagnostic] = []
        for (text, line, start) in nodes {
            let column = line.column + start
            guard let node = RecursiveNode.parse(text, start: start) else {
                warnings.append(Diagnostic(.warning, at: .line(line.number, column: column),
                    "skipped a view description that could not be read: \(text.abbreviated)"))
                continue
            }
            if node.isLayer { continue }
            if let rejection = node.rejectedNumber {
                errors.append(Diagnostic(at: .line(line.number, column: column), "frame: \(rejection)", itemID: node.address))
                continue
            }
            guard seen.insert(node.address).inserted else {
                warnings.append(Diagnostic(.warning, at: .line(line.number, column: column),
                    "\(node.address) appears twice; kept the first"))
                continue
            }
            hierarchy.add(node.address, depth: node.depth, line: line.number, column: column)
            views.append(View(
                id: ItemID(node.address), className: node.className, frame: node.frame, text: node.text,
                isHidden: node.isHidden, autoresizingMask: node.autoresizingMask))
        }
        guard errors.isEmpty else { throw InputError(errors) }
        guard !views.isEmpty else {
            throw InputError(skipped: warnings, "no view description (such as <UIView: 0x7f…; frame = (0 0; 320 568)>) found")
        }
        let (rootID, assembled) = hierarchy.assemble(views)
        return LoadedDocument(
            document: LayoutDocument(rootID: rootID, views: assembled), format: .recursiveDescription,
            warnings: (warnings + hierarchy.warnings).sortedByLocation, positions: hierarchy.positions)
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
    var isLayer = false
    /// Why a number of the frame was refused (out of ``LayoutNumber``'s range).
    var rejectedNumber: String?

    /// Where `<Class: 0x` starts in the line, after indentation and LLDB or Cycript prefixes.
    static func start(in text: String) -> Int? {
        let scanner = TextScanner(text)
        var index = 0
        while let open = scanner.firstIndex(of: "<", from: index) {
            var probe = TextScanner(scalars: scanner.scalars, position: open + 1)
            let className = probe.consume(while: TextScanner.isClassNameScalar)
            if !className.isEmpty, probe.consume(": "), probe.hasPrefix("0x") { return open }
            index = open + 1
        }
        return nil
    }

    /// Whether a node's text is closed: it ends with `>`, `> - image.png` or `(layer)`.
    static func isComplete(_ text: String) -> Bool {
        text.hasSuffix(">") || text.hasSuffix("(layer)") || text.contains(">> - ") || text.contains("> - (null)")
            || (text.contains("> - ") && !text.contains("text = '"))
    }

    static let masks: [String: AutoresizingMask] = [
        "LM": .flexibleLeftMargin, "W": .flexibleWidth, "RM": .flexibleRightMargin,
        "TM": .flexibleTopMargin, "H": .flexibleHeight, "BM": .flexibleBottomMargin,
    ]

    static func parse(_ text: String, start: Int) -> RecursiveNode? {
        var scanner = TextScanner(text)
        let prefix = scanner.text(from: 0, to: start)
        let depth = prefix.unicodeScalars.filter { $0 == "|" }.count
        scanner.position = start + 1
        let className = scanner.consume(while: TextScanner.isClassNameScalar)
        guard scanner.consume(": "), let address = scanner.address() else { return nil }
        var node = RecursiveNode(depth: depth, className: className, address: address)
        if scanner.consume(">") {
            scanner.skipSpaces()
            node.isLayer = scanner.consume("(layer)")
            return node
        }
        // Text is unescaped: it ends at the quote followed by "; key = " or by ">".
        var properties = scanner.rest
        if let open = scanner.firstIndex(of: "; text = '") {
            var index = open + "; text = '".unicodeScalars.count
            let textStart = index
            while index < scanner.scalars.count {
                if scanner.scalars[index] == "'",
                    scanner.hasPrefix(">", at: index + 1) || isPropertyStart(scanner, at: index + 1)
                {
                    node.text = scanner.text(from: textStart, to: index)
                    properties = scanner.text(from: scanner.position, to: open)
                        + scanner.text(from: index + 1, to: scanner.scalars.count)
                    break
                }
                index += 1
            }
        }
        var props = TextScanner(properties)
        if let frameStart = props.firstIndex(of: "frame = (") {
            props.position = frameStart + "frame = (".unicodeScalars.count
            let numbers = [" ", "; ", " ", ")"].compactMap { separator -> Double? in
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
            }
        }
        node.isHidden = props.firstIndex(of: "hidden = YES", from: 0) != nil
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
