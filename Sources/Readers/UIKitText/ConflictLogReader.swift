import LayoutModel

/// Reads UIKit's "Unable to simultaneously satisfy constraints" log, and any other text
/// holding constraint descriptions, into a ``LayoutDocument`` (reference:
/// uikit-debug-formats.md §1).
///
/// All messages of a file go into one document: the REPL and `check` work on one document
/// per file, and UIKit repeats the same constraints (same addresses) across messages, so
/// merging keeps one constraint per address. Each message stays visible as a
/// ``RecordedConflict`` (its constraints, the one UIKit broke) in
/// ``LayoutDocument/recorded``.
///
/// A log has no hierarchy and no frames, so the reader infers the least it can
/// (see ``LogDocumentBuilder``) and marks the document partial (``LayoutDocument/isPartial``), its frames unknown.
public enum ConflictLogReader {
    /// Whether the text holds the conflict header or a constraint description.
    public static func looksLikeConflictLog(_ text: String) -> Bool {
        // Text with neither the header nor a description's `…Constraint:` is no log: a byte
        // search over it spares cleaning every line of a trace or a recursive description.
        guard text.utf8Contains(ConflictLogScanner.header) || holdsDescriptionClass(text) else { return false }
        var repair = PasteRepair(readsLog: true)
        var found = false
        // A line whose last description is cut, joined with the next ones as the scanner joins
        // a description a page wrapped (``ConflictLogScanner/forEachJoinedLine(of:in:readingInto:_:)``).
        var wrapped: (text: String, lines: Int)?
        repair.forEachLine(of: text) { line in
            // The header ends its line, or starts a message whose newlines the paste lost.
            if line.text.utf8Contains(ConflictLogScanner.headerLine) {
                found = true
            } else if wrapped != nil || line.text.utf8Contains("Constraint") {
                // Every description's class name holds "Constraint"; other lines are passed over
                // before the scanner's copy of them is made.
                let text = wrapped.map { ConflictLogScanner.joinedWrapped($0.text, line.text) } ?? line.text
                let descriptions = DescriptionFinder.descriptions(in: TextScanner(text))
                found = descriptions.contains { description in
                    description.scalars.map { (try? ConstraintDescriptionParser.parse(scalars: $0)) != nil } ?? false
                }
                let lines = (wrapped?.lines ?? 0) + 1
                wrapped = descriptions.last?.scalars == nil && lines < ConflictLogScanner.wrappedLines ? (text, lines) : nil
            }
            return !found
        }
        return found
    }

    /// Whether `Constraint` is somewhere followed by class-name characters and `:`, as in every
    /// description's class (`NSLayoutConstraint:0x…`, `MASLayoutConstraint:…`).
    static func holdsDescriptionClass(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let word: StaticString = "Constraint"
            var start = 0
            while let index = bytes.firstIndex(of: word, from: start) {
                start = index + 1
                var end = index + word.utf8CodeUnitCount
                // A markdown escape (`\_`) may sit inside the name; the cleaned line has none.
                while end < bytes.count, bytes[end] < 0x80, let scalar = Unicode.Scalar(UInt32(bytes[end])),
                    TextScanner.isClassNameScalar(scalar) || scalar == "\\"
                { end += 1 }
                if end < bytes.count, bytes[end] == UInt8(ascii: ":") { return true }
            }
            return false
        }
    }

    public static func read(_ text: String) throws(InputError) -> LoadedDocument {
        var repair = PasteRepair(readsLog: true)
        let lines = repair.spans(of: text)
        var (groups, read, scanWarnings) = ConflictLogScanner.scan(lines, in: text)
        var builder = LogDocumentBuilder()
        builder.reserveCapacity(groups.reduce(0) { $0 + $1.entries.count + 1 })
        builder.warnings = repair.warnings + scanWarnings
        var conflicts: [RecordedConflict] = []
        // By logged constraint, the last message that listed it and the line: by the index the
        // builder gives, not a table of addresses, which hashed every address a second time.
        var shown: [(group: Int, line: Int)] = []
        for (number, group) in groups.enumerated() {
            var listed: [String] = []
            var listedIndices: [Int] = []
            listed.reserveCapacity(group.entries.count)
            for entry in group.entries {
                guard let (reference, index) = builder.add(entry, read: &read) else { continue }
                while shown.count <= index { shown.append((-1, 0)) }
                if shown[index].group == number {
                    builder.warnings.append(Diagnostic(
                        .warning, at: .line(entry.line, column: entry.column),
                        "constraint \(reference) is listed twice in one message (first at line \(shown[index].line)); kept once"))
                } else {
                    shown[index] = (number, entry.line)
                    listed.append(reference)
                    listedIndices.append(index)
                }
            }
            // A broken constraint known by its address alone names one of the listed.
            let broken = group.broken.flatMap { builder.add($0, read: &read, sameAsOneOf: listedIndices)?.reference }
                ?? group.brokenAddress.flatMap { listed.contains($0) ? $0 : nil }
            if group.isConflictMessage {
                conflicts.append(RecordedConflict(
                    constraints: listed, broken: broken, line: group.line, logPrefix: group.logPrefix))
            }
        }
        // Each was taken; the list's room (a few hundred bytes a description) goes before the
        // document is built.
        read = []
        guard builder.errors.isEmpty else { throw InputError(builder.errors.sortedByLocation) }
        if let document = builder.build() {
            var document = document
            document.recorded = RecordedFindings(conflicts: conflicts)
            let positions = builder.positions(of: document)
            // Said where the view is named, or where a constraint first ties it.
            if let appKit = document.views.first(where: { UIKitClasses.isAppKitClass($0.className) }),
                let place = positions.items[appKit.id]
                    ?? document.constraints.firstIndex(where: { $0.items.contains(appKit.id) }).flatMap({ positions.constraints[$0] })
            {
                builder.warnings.append(Diagnostic(.warning, at: .line(place.line, column: place.column),
                    "\(appKit.className) is AppKit's: this is a macOS log, and draft-inspect models UIKit, so its views are read "
                        + "as UIKit's, printed code is UIKit's, and AppKit may break another constraint than the one predicted"))
            }
            return LoadedDocument(
                document: document, format: .uikitLog, warnings: builder.warnings.sortedByLocation,
                positions: positions)
        }
        // A message whose every description was lost (stripped as HTML, say) still says that
        // UIKit found a conflict: an empty document keeps that, with the reason.
        guard let first = conflicts.first else {
            throw InputError(skipped: builder.warnings, "no readable constraint description found")
        }
        let empty = LayoutDocument(
            rootID: ItemID(UIKitTextConventions.syntheticRootID), views: [UIKitTextConventions.syntheticRoot(holding: [])],
            isPartial: true, recorded: RecordedFindings(conflicts: conflicts))
        let warning = Diagnostic(
            .warning, at: .line(first.line, column: 1),
            "no constraint description of this log could be read; the document is empty")
        return LoadedDocument(document: empty, format: .uikitLog, warnings: (builder.warnings + [warning]).sortedByLocation)
    }
}
