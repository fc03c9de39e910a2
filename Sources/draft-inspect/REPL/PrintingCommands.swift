import Foundation
import Printer

/// `print`, and `tag`, `untag` and `set`: the names and options printing uses.
enum PrintingCommands {
    static let all: [Command] = [print, tag, untag, set]

    static let print = Command(
        name: "print", parameters: [.view(optional: true)],
        options: [
            CommandOption(name: "--target", valueLabel: "TARGET", values: targets),
            CommandOption(name: "--style", valueLabel: "STYLE", values: styles),
            CommandOption(name: "--auto-identifier"),
        ],
        summary: "Print the edited document, or VIEW's subtree, as Draftsman code (or another --target).",
        details: """
            The same code as draft-inspect print, with the session's tags as names and \
            its edits applied. --target is the library (draftsman, anchors, swiftlayout, \
            snapkit, flowconstraint, notautolayout); --style, Draftsman's only, is plan (a \
            @LayoutPlan) or drf (draftContent { }.apply()); \
            --auto-identifier gives views and constraints identifiers. Without them the \
            settings of set apply. Ctrl-C stops a long print.
            """,
        onInterrupt: .discards
    ) { workspace, arguments throws(CommandError) in
        let document = try workspace.requireDocument()
        let root = try arguments[0].map { reference throws(CommandError) in try workspace.resolveItem(reference) }
        if let root, document.view(root) == nil {
            let owner = document.guide(root).map { workspace.name(of: $0.owner) } ?? document.rootID.rawValue
            throw CommandError("\(workspace.name(of: root)) is a layout guide; print takes a view: print \(CommandLineWords.quoted(owner)) prints the one it belongs to")
        }
        let style = try arguments.options["--style"].map { name throws(CommandError) in try PrintingCommands.style(name) }
        let target = try arguments.options["--target"].map { name throws(CommandError) in try PrintingCommands.target(name) }
            ?? workspace.settings.target
        let options = PrintOptions(
            style: style ?? workspace.settings.style, tags: workspace.tags,
            autoIdentifier: arguments.flag("--auto-identifier") || workspace.settings.autoIdentifier,
            root: root, sourceName: workspace.file.map { ($0 as NSString).lastPathComponent },
            names: target == .draftsman ? workspace.printerNames : nil)
        do throws(PrintError) {
            let text = try target.print(document, options: options).text
            return text.hasSuffix("\n") ? String(text.dropLast()) : text
        } catch {
            throw CommandError(error.description)
        }
    }

    static let styles = DraftsmanStyle.allCases.map(\.rawValue)
    static let targets = PrintTarget.allCases.map(\.rawValue)

    private static func target(_ name: String) throws(CommandError) -> PrintTarget {
        guard let target = PrintTarget(rawValue: name) else {
            throw CommandError("target is \(targets.joined(separator: ", ")), not \"\(name)\"")
        }
        return target
    }

    private static func style(_ name: String) throws(CommandError) -> DraftsmanStyle {
        guard let style = DraftsmanStyle(rawValue: name) else {
            throw CommandError("style is \(styles.joined(separator: " or ")), not \"\(name)\"")
        }
        return style
    }

    static let tag = Command(
        name: "tag", parameters: [.view(), Parameter(kind: .freeText, label: "NAME")],
        summary: "Give a view a name; printing and references use it.",
        details: "A tag wins over every other name. The view can then be referred to by NAME."
    ) { workspace, arguments throws(CommandError) in
        let id = try workspace.resolveItem(arguments[0] ?? "")
        let name = arguments[1] ?? ""
        guard !name.isEmpty else { throw CommandError("a tag cannot be empty; untag VIEW removes one") }
        if let (other, _) = workspace.tags.first(where: { $0.value == name && $0.key != id }) {
            throw CommandError("\"\(name)\" is already the tag of \(other); untag \(CommandLineWords.quoted(name)) frees it, or choose another name")
        }
        workspace.tag(id, as: name)
        return "Tagged \(id) as \(workspace.name(of: id))."
    }

    static let untag = Command(
        name: "untag", parameters: [.view()],
        summary: "Remove a view's tag."
    ) { workspace, arguments throws(CommandError) in
        let id = try workspace.resolveItem(arguments[0] ?? "")
        guard let tag = workspace.tags[id] else {
            throw CommandError("\(workspace.name(of: id)) has no tag; tag \(CommandLineWords.quoted(workspace.name(of: id))) NAME gives it one")
        }
        workspace.untag(id)
        return "Removed the tag \(tag); \(id) is \(workspace.name(of: id)) again."
    }

    /// The settings `set` knows, with the values Tab offers.
    static let settings: [(name: String, values: [String])] = [
        ("style", styles),
        ("target", targets),
        ("auto-identifier", ["on", "off"]),
    ]

    static let set = Command(
        name: "set", parameters: [Parameter(kind: .setting, label: "OPTION"), Parameter(kind: .settingValue, label: "VALUE")],
        summary: "Change an option of print for the rest of the session.",
        details: "Options:\n" + settings.map { "  \($0.name) \($0.values.joined(separator: "|"))" }.joined(separator: "\n")
    ) { workspace, arguments throws(CommandError) in
        let option = arguments[0] ?? ""
        let value = arguments[1] ?? ""
        switch option {
        case "style":
            workspace.settings.style = try style(value)
        case "target":
            workspace.settings.target = try target(value)
        case "auto-identifier":
            guard let flag = onOff(value) else { throw CommandError("auto-identifier is on or off, not \"\(value)\"") }
            workspace.settings.autoIdentifier = flag
        default:
            throw CommandError("unknown option \"\(option)\"; options: \(settings.map(\.name).joined(separator: ", "))")
        }
        return "\(option) is \(value)."
    }

    private static func onOff(_ value: String) -> Bool? {
        switch value {
        case "on", "true", "yes": true
        case "off", "false", "no": false
        default: nil
        }
    }
}
