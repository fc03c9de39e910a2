import LayoutModel

/// A console paste that holds a conflict log and, beside it, the hierarchy the same run
/// printed (`_autolayoutTrace` or `recursiveDescription` typed at the debugger after the
/// message): read as one document, the log's constraints placed in the hierarchy the paste
/// shows instead of the one the log's names imply.
///
/// The log stays what is solved (its conflicts, each list on its own, frames unknown); the
/// hierarchy gives every view its real superview and class, and a trace's `AMBIGUOUS LAYOUT`
/// marks are kept as UIKit's record. The two are joined by address, so they must come from
/// one run: a hierarchy that shares no address with the log is left out, with a warning.
enum LogWithHierarchy {
    /// The log read from `text`, joined with the hierarchy the text also holds, if any.
    static func read(_ text: String) throws(InputError) -> LoadedDocument {
        let log = try ConflictLogReader.read(text)
        guard mayHoldHierarchy(text) else { return log }
        let rest = withoutLogLines(text)
        let hierarchy: LoadedDocument?
        if AutolayoutTraceReader.holdsNodes(rest) {
            hierarchy = try? AutolayoutTraceReader.read(rest)
        } else if RecursiveDescriptionReader.looksLikeRecursiveDescription(rest) {
            hierarchy = try? RecursiveDescriptionReader.read(rest)
        } else {
            hierarchy = nil
        }
        // One view's description (`po view`, a table view named in another warning) is no
        // hierarchy to place anything in.
        guard let hierarchy, hierarchy.document.views.count > 1 else { return log }
        return join(log, hierarchy)
    }

    /// Whether some line starts as a trace node does (`|`, `*`, `+`, `•`) or the text holds a
    /// view's `; frame = (`: a byte scan, so that a long log holding neither is read once.
    static func mayHoldHierarchy(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            if bytes.firstIndex(of: "; frame = (") != nil { return true }
            var start = 0
            while start < bytes.count {
                var index = start
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
                if index < bytes.count {
                    switch bytes[index] {
                    case UInt8(ascii: "|"), UInt8(ascii: "*"), UInt8(ascii: "+"), 0xE2: return true
                    default: break
                    }
                }
                guard let end = bytes.firstIndex(of: UInt8(ascii: "\n"), from: index) else { break }
                start = end + 1
            }
            return false
        }
    }

    /// The text with every line that holds a constraint description or the conflict header
    /// emptied, line numbers kept: what is left of a console paste is the hierarchy and prose,
    /// and a description (`<NSLayoutConstraint:0x…>`) would read as an iOS 7 trace node.
    static func withoutLogLines(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        // Split as bytes: a Character would take `\r\n` whole, and a Windows paste as one line.
        for (number, line) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            if number > 0 { result += "\n" }
            let content = String(Substring(line))
            if !ConflictLogReader.holdsDescriptionClass(content) && !content.utf8Contains(ConflictLogScanner.header) {
                result += content
            }
        }
        return result
    }

    /// The log's document with the hierarchy's views around its own.
    private static func join(_ log: LoadedDocument, _ hierarchy: LoadedDocument) -> LoadedDocument {
        let logged = log.document
        let shown = hierarchy.document
        let kind = hierarchy.format == .autolayoutTrace ? "_autolayoutTrace" : "recursiveDescription"
        let lines = shown.depthFirstOrder.compactMap { hierarchy.positions.items[$0]?.line }
        let span = lines.min().map { " (lines \($0)–\(lines.max() ?? $0))" } ?? ""
        let logIDs = logged.views.map(\.id) + logged.guides.map(\.id)
        guard logIDs.contains(where: shown.contains) else {
            var log = log
            log.warnings.append(Diagnostic(
                .warning, at: .line(lines.min() ?? 1, column: 1),
                "the paste also holds \(kind) output\(span), but none of its views is in the log's constraints "
                    + "(another run, or another window): read the log alone; check the \(kind) output on its own"))
            return log
        }
        let logRoot = logged.rootID.rawValue == UIKitTextConventions.syntheticRootID ? logged.rootID : nil

        // Every view of the hierarchy, and the log's where it has them (what the log says of a
        // view is what its conflicts are solved with); frames dropped, as the log's lists are
        // solved alone.
        var views: [View] = []
        var subviews: [ItemID: [ItemID]] = [:]
        var placed: Set<ItemID> = []
        for id in shown.depthFirstOrder {
            guard var view = logged.view(id) ?? shown.view(id) else { continue }
            view.frame = nil
            view.subviews = []
            views.append(view)
            placed.insert(id)
            if let parent = shown.superview(of: id) { subviews[parent, default: []].append(id) }
        }
        // A view of the log the hierarchy lacks goes under its nearest ancestor the log
        // implies that the hierarchy has, else under the hierarchy's root.
        for id in logged.depthFirstOrder where !placed.contains(id) && id != logRoot {
            guard var view = logged.view(id) else { continue }
            view.subviews = []
            var parent = logged.superview(of: id)
            while let current = parent, !placed.contains(current) { parent = logged.superview(of: current) }
            views.append(view)
            placed.insert(id)
            subviews[parent ?? shown.rootID, default: []].append(id)
        }
        for index in views.indices { views[index].subviews = subviews[views[index].id] ?? [] }

        // The log's guides keep what it says of them, under the owner the hierarchy shows.
        var guides = shown.guides.map { shownGuide in
            var guide = logged.guide(shownGuide.id) ?? shownGuide
            guide.owner = shownGuide.owner
            guide.frame = nil
            return guide
        }
        for guide in logged.guides where !shown.contains(guide.id) {
            var guide = guide
            if guide.owner == logRoot { guide.owner = shown.rootID }
            guides.append(guide)
        }

        var recorded = shown.recorded
        recorded.conflicts = logged.recorded.conflicts
        let document = LayoutDocument(
            rootID: shown.rootID, views: views, guides: guides, constraints: logged.constraints,
            layoutDirection: logged.layoutDirection, isPartial: true, recorded: recorded)
        var items = PositionTable<ItemID>()
        for id in views.map(\.id) + guides.map(\.id) {
            items[id] = hierarchy.positions.items[id] ?? log.positions.items[id]
        }
        let note = Diagnostic(
            .note, at: .line(lines.min() ?? 1, column: 1),
            "the paste also holds \(kind) output\(span): the log's views are placed in its hierarchy")
        return LoadedDocument(
            document: document, format: .uikitLog,
            warnings: (log.warnings + hierarchy.warnings + [note]).sortedByLocation,
            positions: SourcePositions(items: items, constraints: log.positions.constraints))
    }
}
