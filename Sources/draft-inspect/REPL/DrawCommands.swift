import CommandSupport
import Foundation
import Inspector
import LayoutModel
import Picture
import Printer
import Report

/// `draw`: the edited layout as a picture, in the terminal or as SVG.
enum DrawCommands {
    static let all: [Command] = [draw]

    static let draw = Command(
        name: "draw", parameters: [.view(optional: true)],
        options: [CommandOption(name: "--svg", valueLabel: "FILE"), CommandOption(name: "--force"), CommandOption(name: "--open")],
        summary: "Draw the layout, or VIEW's subtree, with its problems; or write it as SVG.",
        details: """
            Draws the solved frames with box-drawing characters, scaled to the terminal's width: \
            views in conflict red, ambiguous ones yellow and hatched (arrows along their free \
            axes), misplaced ones magenta with their recorded frame dashed; the conflicts' \
            members are numbered as in the legend below. Without a terminal, or with NO_COLOR \
            set, there is no colour. A log or a trace has no frames: its items are drawn as a \
            tree with the conflict members that touch each. --svg FILE writes the picture draw \
            FILE makes, by the rules of save: an existing FILE is kept unless draw! --svg FILE \
            or --force replaces it (atomically), and the loaded file is never replaced; \
            --open writes it to a temporary file and opens it in the default viewer.
            """,
        canForce: true
    ) { workspace, arguments throws(CommandError) in
        let session = try workspace.requireSession()
        let root = try arguments[0].map { reference throws(CommandError) in try workspace.resolveItem(reference) }
        if let root, session.document.view(root) == nil {
            throw CommandError("\(workspace.name(of: root)) is a layout guide; draw takes a view")
        }
        let title = workspace.file ?? "layout"
        let builder = PictureBuilder(document: session.document, names: workspace.nameTable, title: title, root: root)
        let picture = builder.picture(of: report(of: session, workspace, title: title), sessions: [session])
        var lines: [String] = []
        if let path = arguments.options["--svg"] {
            let force = arguments.isForced || arguments.flag("--force")
            if let loaded = workspace.file {
                do throws(OutputFile.Failure) {
                    try OutputFile.refuseInputs([loaded], as: path)
                } catch {
                    throw CommandError(error.message)
                }
            }
            var info = stat()
            if !force, stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
                throw CommandError("\(path) already exists; draw! --svg \(CommandLineWords.quoted(path)) replaces it")
            }
            try write(picture, to: path, force: force)
            lines.append("Wrote \(path).")
        }
        if arguments.flag("--open") {
            let path = NSTemporaryDirectory() + "draft-inspect-\(ProcessInfo.processInfo.processIdentifier)-\(openCount.increment() + 1).svg"
            try write(picture, to: path, force: true)
            lines.append(open(path))
        }
        guard lines.isEmpty else { return lines.joined(separator: "\n") }
        let text = TerminalPicture(picture).text(columns: TerminalPicture.terminalColumns() ?? 100, color: CheckCommand.useColor)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// What `check` would report on the edited document, worded with the session's tags.
    private static func report(of session: LayoutSession, _ workspace: Workspace, title: String) -> CheckReport {
        let analysis = session.analyze()
        let wording = SessionWording(session: session, names: workspace.nameTable, detail: .words(code: DraftsmanPrinter.code))
        let document = session.document
        var report = CheckReport(
            input: title, format: workspace.format, scope: document.extent == .wholeLayout ? .solvedLayout : .reproducedLists,
            viewCount: document.inputViewCount, constraintCount: document.constraints.count)
        report.conflicts = analysis.conflicts.map(wording.conflict)
        report.ambiguities = analysis.ambiguities.map(wording.ambiguity)
        report.misplacements = analysis.misplacements.map(wording.misplacement)
        return report
    }

    private static func write(_ picture: LayoutPicture, to path: String, force: Bool) throws(CommandError) {
        do throws(OutputFile.Failure) {
            try OutputFile.write(SVGPicture(picture).text, to: path, force: force)
        } catch {
            throw CommandError(error.message)
        }
    }

    /// Opens a file in the desktop's viewer (`open` on macOS, `xdg-open` elsewhere) without
    /// waiting for it; says where the file is when there is no viewer to open it.
    private static func open(_ path: String) -> String {
        #if os(macOS)
        let opener = "open"
        #else
        let opener = "xdg-open"
        #endif
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        guard let folder = folders.first(where: { FileManager.default.isExecutableFile(atPath: "\($0)/\(opener)") }) else {
            return "Wrote \(path); there is no \(opener) to open it with."
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "\(folder)/\(opener)")
        process.arguments = [path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return "Wrote \(path); \(opener) could not be started: \(error.localizedDescription)"
        }
        return "Opened \(path)."
    }

    /// Numbers the temporary files of one session.
    private static let openCount = Counter()
}
