import CommandSupport
import Foundation
import LayoutModel
import Readers

/// `load`, `save`, `tree`, `show` and `constraints`: reading, writing and looking at the
/// document.
enum DocumentCommands {
    static let all: [Command] = [load, layoutsCommand, layoutCommand, save, tree, show, constraints]

    static let load = Command(
        name: "load", parameters: [Parameter(kind: .file, label: "FILE")],
        summary: "Load any input draft-inspect reads (a dump, log, trace, storyboard or XIB), replacing the current document.",
        details: """
            Tags, edits and the undo history of the previous document are dropped; with unsaved \
            edits, load asks first (load again, or load! FILE, goes ahead). Ctrl-C stops a long \
            load and keeps the current document.
            """,
        canForce: true, onInterrupt: .discards
    ) { workspace, arguments throws(CommandError) in
        let path = arguments[0] ?? ""
        guard workspace.mayDropEdits("load \(path)", forced: arguments.isForced) else {
            return workspace.unsavedEditsWarning("load \(CommandLineWords.quoted(path)) again (or load! \(CommandLineWords.quoted(path)))")
        }
        let bytes: [UInt8]
        do throws(InputFile.ReadError) {
            bytes = try InputFile.readBytes(path)
        } catch {
            throw CommandError("\(path): \(error.message)")
        }
        let input: LoadedInput
        do throws(InputError) {
            input = try DocumentLoader.loadAll(bytes)
        } catch {
            // The REPL prints `error:` before the message: not twice.
            throw CommandError(error.diagnostics.map { $0.formatted(file: path, withSeverity: false) }.joined(separator: "\n"))
        }
        guard let loaded = input.layouts.first?.loaded else { throw CommandError("\(path): the file holds no layout") }
        workspace.open(input, file: path)
        let document = loaded.document
        var lines = loaded.warnings.filter { $0.severity != .note }.map { $0.formatted(file: path) } + [
            "Loaded \(path): \(loaded.format.displayName) with \(counted(document.inputViewCount, "view")), "
                + "\(counted(document.guides.count, "layout guide")), \(counted(document.constraints.count, "constraint"))."
        ]
        if input.layouts.count > 1 {
            lines.append("The file holds \(input.layouts.count) layouts; this is \(input.layouts[0].heading). `layouts` lists them, `layout NAME` opens another.")
        }
        return lines.map(\.oneLine).joined(separator: "\n")
    }

    static let layoutsCommand = Command(
        name: "layouts", parameters: [],
        summary: "List the layouts of the loaded file (a storyboard's scenes and cells), the current one marked."
    ) { workspace, _ throws(CommandError) in
        _ = try workspace.requireDocument()
        return workspace.layouts.enumerated().map { index, layout in
            let marker = index == workspace.currentLayout ? "* " : "  "
            let document = layout.loaded.document
            return marker + (layout.id.isEmpty ? "the layout" : layout.heading)
                + ": \(counted(document.inputViewCount, "view")), \(counted(document.constraints.count, "constraint"))"
        }.map(\.oneLine).joined(separator: "\n")
    }

    static let layoutCommand = Command(
        name: "layout", parameters: [Parameter(kind: .freeText, label: "NAME")],
        summary: "Open another layout of the loaded file, by name or Interface Builder id.",
        details: """
            Tags, edits and the undo history of the current layout are dropped; with unsaved \
            edits, layout asks first (layout NAME again, or layout! NAME, goes ahead).
            """,
        canForce: true
    ) { workspace, arguments throws(CommandError) in
        _ = try workspace.requireDocument()
        let wanted = arguments[0] ?? ""
        let matches = LoadedInput(format: workspace.format, layouts: workspace.layouts).layouts(matching: wanted)
        guard let match = matches.first, let index = workspace.layouts.firstIndex(where: { $0.id == match.id && $0.name == match.name }) else {
            throw CommandError("no layout named or with id '\(wanted)'; `layouts` lists them")
        }
        guard matches.count == 1 else {
            throw CommandError("\(matches.count) layouts are named '\(wanted)': use an id (\(matches.map(\.id).joined(separator: ", ")))")
        }
        let again = CommandLineWords.quoted(wanted)
        guard workspace.mayDropEdits("layout \(wanted)", forced: arguments.isForced) else {
            return workspace.unsavedEditsWarning("layout \(again) again (or layout! \(again))")
        }
        workspace.switchLayout(to: index)
        let document = try workspace.requireDocument()
        return "Opened \(match.heading): \(counted(document.inputViewCount, "view")), \(counted(document.constraints.count, "constraint"))."
    }

    static let save = Command(
        name: "save", parameters: [Parameter(kind: .file, label: "FILE")],
        options: [CommandOption(name: "--force")],
        summary: "Write the edited document to FILE as a dump (format v1).",
        details: """
            The rules of print -o: an existing file is kept unless save! FILE or --force \
            replaces it, and then atomically (a reader never sees half of it); a special file \
            (/dev/stdout, a pipe) is written through. After a save the prompt's * goes away.
            """,
        canForce: true
    ) { workspace, arguments throws(CommandError) in
        let document = try workspace.requireDocument()
        let path = arguments[0] ?? ""
        let force = arguments.isForced || arguments.flag("--force")
        var info = stat()
        if !force, stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            throw CommandError("\(path) already exists; save! \(CommandLineWords.quoted(path)) replaces it")
        }
        do throws(OutputFile.Failure) {
            try OutputFile.write(to: path, force: force) { output in DumpWriter.write(document, to: output) }
        } catch {
            throw CommandError(error.message)
        }
        let counts = "\(counted(document.inputViewCount, "view")), \(counted(document.constraints.count, "constraint"))"
        // Writing through to /dev/stdout or a pipe shows the document; it does not keep it.
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return "Wrote \(path): \(counts) (not a regular file, so this is no save)."
        }
        workspace.markSaved(as: path)
        return "Saved \(path): \(counts)."
    }

    static let tree = Command(
        name: "tree", parameters: [.view(optional: true)],
        summary: "Show the view hierarchy, or the part under VIEW.",
        details: "Each line is a view's name, class and frame (x, y, width, height) in its superview, to 1/100 pt as frame prints it."
    ) { workspace, arguments throws(CommandError) in
        let document = try workspace.requireDocument()
        let top = try arguments[0].map { reference throws(CommandError) in try workspace.resolveItem(reference) }
            ?? document.rootID
        guard document.view(top) != nil else {
            let owner = document.guide(top).map { workspace.name(of: $0.owner) } ?? document.rootID.rawValue
            throw CommandError("\(workspace.name(of: top)) is a layout guide, not a view; tree \(CommandLineWords.quoted(owner)) shows the view it belongs to")
        }
        // A large hierarchy has tens of thousands of lines: one byte buffer, views by
        // position, no per-line strings (a String append checks graphemes and uniqueness,
        // a byte append only copies).
        var output: [UInt8] = []
        output.reserveCapacity(64 * document.views.count)
        var stack: [(view: Int, depth: Int)] = document.indexOfView(top).map { [($0, 0)] } ?? []
        var seen = [Bool](repeating: false, count: document.views.count)
        while let (index, depth) = stack.popLast() {
            guard !seen[index] else { continue }
            seen[index] = true
            let view = document.views[index]
            if !output.isEmpty { output.append(UInt8(ascii: "\n")) }
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
            // The name and class come from the input; the rest of the line never breaks it.
            output.append(contentsOf: workspace.name(of: view.id).oneLine.utf8)
            output.append(contentsOf: "  ".utf8)
            output.append(contentsOf: view.className.oneLine.utf8)
            output.append(contentsOf: "  ".utf8)
            appendText(view.frame, to: &output)
            if view.isHidden { output.append(contentsOf: "  hidden".utf8) }
            if document.rootIsSynthetic, view.id == document.rootID {
                output.append(contentsOf: "  (\(LayoutDocument.syntheticRootNote))".utf8)
            }
            for subview in view.subviews.reversed() {
                if let position = document.indexOfView(subview) { stack.append((position, depth + 1)) }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    static let show = Command(
        name: "show", parameters: [.view()],
        summary: "Show everything the dump records about a view or layout guide."
    ) { workspace, arguments throws(CommandError) in
        let document = try workspace.requireDocument()
        let id = try workspace.resolveItem(arguments[0] ?? "")
        var lines = ["\(workspace.name(of: id)) (\(id))"]
        func add(_ label: String, _ value: String) { lines.append("  \(label): \(value)") }
        if let guide = document.guide(id) {
            add("layout guide", guide.kind.rawValue)
            add("owner", workspace.name(of: guide.owner))
            if let identifier = guide.identifier { add("identifier", identifier) }
            if let frame = guide.frame { add("frame", text(frame)) }
        } else if let view = document.view(id) {
            add("class", view.className)
            add("frame", view.frame.map(text) ?? "unknown (the input does not give it)")
            if let superview = document.superview(of: id) { add("superview", workspace.name(of: superview)) }
            if !view.subviews.isEmpty { add("subviews", view.subviews.map(workspace.name(of:)).joined(separator: ", ")) }
            if let value = view.accessibilityIdentifier { add("accessibilityIdentifier", value) }
            if let value = view.name { add("name", value) }
            if let value = view.text { add("text", CommandLineWords.quoted(value)) }
            if view.isHidden { add("hidden", "true") }
            if view.isHidden, view.isShownInRecordedFrames {
                add("recorded frames", "laid out with it shown, as Interface Builder's canvas draws it")
            }
            add("translatesAutoresizingMaskIntoConstraints", "\(view.translatesAutoresizingMaskIntoConstraints)")
            if view.translatesInRecordedFrames, !view.translatesAutoresizingMaskIntoConstraints {
                add("recorded frames", "laid out with it translating its mask, as Interface Builder's canvas keeps the nib's setting; a stack turns it off at run time")
            }
            if !view.autoresizingMask.isEmpty { add("autoresizingMask", view.autoresizingMask.flagNames.joined(separator: ", ")) }
            let unmeasured = view.unmeasuredContentSize
            if view.intrinsicContentSize != nil || !unmeasured.isEmpty {
                func side(_ value: Double?, _ axis: Axis) -> String {
                    value.map(formatReadableNumber) ?? (unmeasured.contains(axis) ? "unmeasured" : "none")
                }
                let size = view.intrinsicContentSize
                add("intrinsicContentSize", "\(side(size?.width, .horizontal)) × \(side(size?.height, .vertical))")
            }
            add("contentHuggingPriority", text(view.contentHuggingPriority))
            add("contentCompressionResistancePriority", text(view.contentCompressionResistancePriority))
            add("layoutMargins", text(view.layoutMargins))
            if view.safeAreaInsets != .zero { add("safeAreaInsets", text(view.safeAreaInsets)) }
            if let offsets = view.baselineOffsets {
                add("baselineOffsets", "first \(formatReadableNumber(offsets.first)), last \(formatReadableNumber(offsets.last))")
            }
            if let stack = view.stack {
                add("stack", "\(stack.axis.rawValue), distribution \(stack.distribution.rawValue), alignment \(stack.alignment.rawValue), spacing \(formatReadableNumber(stack.spacing))")
                add("arrangedSubviews", stack.arrangedSubviews.map(workspace.name(of:)).joined(separator: ", "))
            }
        }
        let involved = document.constraintIndexes(involving: id)
        let active = involved.filter { document.constraints[$0].isActive }.count
        add("constraints", "\(involved.count) (\(active) active)")
        return lines.map(\.oneLine).joined(separator: "\n")
    }

    static let constraints = Command(
        name: "constraints", parameters: [.view(optional: true)],
        summary: "List the constraints, or those that involve VIEW.",
        details: "Each line starts with the constraint's reference (its id, or #N), which activate and deactivate take."
    ) { workspace, arguments throws(CommandError) in
        let document = try workspace.requireDocument()
        let indexes = try arguments[0].map { reference throws(CommandError) in
            document.constraintIndexes(involving: try workspace.resolveItem(reference))
        } ?? Array(document.constraints.indices)
        guard !indexes.isEmpty else { return "No constraints." }
        return indexes.map { ConstraintText.line(ofConstraintAt: $0, in: document, names: workspace.nameTable).oneLine }
            .joined(separator: "\n")
    }

    /// A frame, or `unknown` when the input did not give it.
    static func text(_ rect: Rect?) -> String {
        var bytes: [UInt8] = []
        appendText(rect, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``text(_:)`` as UTF-8 onto the end of `output`, as `tree` builds its lines; rounded
    /// to 1/100 pt as `frame` rounds (``readableValue(_:)``).
    static func appendText(_ rect: Rect?, to output: inout [UInt8]) {
        guard let rect else { output.append(contentsOf: "frame unknown".utf8); return }
        output.append(UInt8(ascii: "("))
        appendNumber(readableValue(rect.x), to: &output)
        output.append(contentsOf: ", ".utf8)
        appendNumber(readableValue(rect.y), to: &output)
        output.append(contentsOf: ", ".utf8)
        appendNumber(readableValue(rect.width), to: &output)
        output.append(contentsOf: ", ".utf8)
        appendNumber(readableValue(rect.height), to: &output)
        output.append(UInt8(ascii: ")"))
    }

    static func text(_ insets: EdgeInsets) -> String {
        "top \(formatReadableNumber(insets.top)), left \(formatReadableNumber(insets.left)), bottom \(formatReadableNumber(insets.bottom)), right \(formatReadableNumber(insets.right))"
    }

    static func text(_ priorities: AxisPriorities) -> String {
        "horizontal \(priorities.horizontal), vertical \(priorities.vertical)"
    }
}
