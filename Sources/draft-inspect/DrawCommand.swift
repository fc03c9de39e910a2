import ArgumentParser
import CommandSupport
import Foundation
import LayoutModel
import Picture
import Printer
import Report

/// `draft-inspect draw FILE`: a picture of the solved layout with its problems drawn.
struct DrawCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Draw the solved layout with its conflicts, ambiguous views and misplaced frames.",
        discussion: """
            Writes an SVG of the layout as the solver lays it out, to scale (one unit per \
            point): each view a rectangle with its printed name, guides dashed; each conflict \
            in its own colour, its constraints drawn as dimension lines between the anchors \
            they tie (the broken one dashed) and listed in a legend; ambiguous views hatched \
            with arrows along their free axes; misplaced views with their recorded frame as a \
            dashed ghost. A log or a trace has no frames: its items are drawn as a diagram with \
            the conflicts' constraints as connectors between them.

            Every element has a data-id (the item's id or the constraint's reference, as check \
            reports it) and a class: view, guide, constraint, conflict, broken, ambiguous, \
            misplaced. --format text draws with box-drawing characters instead.

            Examples:
              draft-inspect draw screen.json -o screen.svg
              draft-inspect draw console.txt > conflict.svg
              draft-inspect draw screen.json --format text
              draft-inspect draw Main.storyboard --layout LoginViewController -o login.svg

            Exit status: as check with its default --fail-on: 0 when there is no conflict and \
            no ambiguity, 1 when there is, 65 when the input cannot be read, 2 when it cannot be opened or the output \
            file is named as an image the picture is not (.png, .pdf, …), 73 when the output file exists (without \
            --force), is the input, or cannot be written.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, text
    }

    @Argument(help: "The dump, conflict log, trace or Interface Builder file to draw (`-` reads standard input).", completion: .file())
    var file: String

    @Option(help: "svg, or text: box-drawing characters for a terminal.")
    var format: Format = .svg

    @OptionGroup var selection: LayoutSelection

    @Option(help: ArgumentHelp("Draw only the subtree of this view.", valueName: "id"))
    var root: String?

    @Option(help: ArgumentHelp("Columns for --format text (default: the terminal's width, else 100).", valueName: "n"))
    var width: Int?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"), completion: .file())
    var output: String?

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    func validate() throws {
        // The picture is SVG or text: a file named as another image would not hold what its name says.
        guard let output, let dot = output.lastIndex(of: "."), !output[dot...].contains("/") else { return }
        let suffix = output[output.index(after: dot)...].lowercased()
        if Self.otherImageSuffixes.contains(suffix) {
            // rsvg-convert writes PNG and PDF; another format goes through PNG.
            let conversion = suffix == "png" || suffix == "pdf"
                ? "rsvg-convert -f \(suffix) picture.svg -o picture.\(suffix)"
                : "rsvg-convert -f png picture.svg -o picture.png, then an image tool"
            throw ValidationError("""
                draw writes SVG (or text with --format text), not .\(suffix): name the file .svg, and turn it into \
                .\(suffix) with a converter (\(conversion))
                """)
        }
    }

    private static let otherImageSuffixes: Set<String> = ["png", "jpg", "jpeg", "gif", "pdf", "webp", "heic", "tiff", "bmp"]

    func run() throws {
        if let output { try PrintCommand.refuse([file], as: output) }
        let loaded = try selection.loadOne(file).loaded
        let rootID = root.map { ItemID($0) }
        if let rootID, loaded.document.view(rootID) == nil {
            throw ValidationError("--root: no view with id '\(rootID.rawValue)' in \(file)")
        }
        let report = CheckReport(checking: loaded, input: file, detail: .words(code: DraftsmanPrinter.code))
        let picture = LayoutPicture(loaded, report: report, root: rootID)
        let text = switch format {
        case .svg: SVGPicture(picture).text
        case .text:
            TerminalPicture(picture).text(
                columns: width ?? TerminalPicture.terminalColumns() ?? 100,
                color: output == nil && CheckCommand.useColor)
        }
        if let output {
            do throws(OutputFile.Failure) {
                try OutputFile.write(text, to: output, force: force)
            } catch {
                printError("error: \(error.message)")
                throw ExitCode(error.exitCode)
            }
        } else {
            print(text, terminator: "")
        }
        if !report.isClean { throw ExitCode(1) }
    }
}
