import ArgumentParser
import CommandSupport
import Foundation
import Inspector
import LayoutModel
import Naming
import Printer

/// `draft-inspect frames FILE`: the frames the solver gives every view when the window gives
/// the root a size, the recorded one and others.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print the frames the solver gives every view, at the recorded root size and at others.",
        discussion: """
            Solves the constraints with the root resized to each --root-size (its recorded \
            origin kept; views that translate their autoresizing masks move with it as UIKit's \
            autoresizing moves them) and prints every view's frame in its superview's coordinates, as \
            UIKit's frame property holds it (to 1/100 pt, as the REPL's frame and tree print \
            it; --format json gives it in full), with the views left ambiguous and the constraints \
            a conflict gives up. Without --root-size: the recorded size and the two others that \
            --target notautolayout checks its frames at (one wider and shorter, one narrower \
            and taller). The input must record the root's frame; of a storyboard or XIB with \
            several layouts, --layout picks the one to solve.

            Examples:
              draft-inspect frames screen.json
              draft-inspect frames screen.json --root-size 320x568 --format json
              draft-inspect frames Main.storyboard --layout LoginViewController

            Exit status: 0 when printed, 65 when the input cannot be read or records no root \
            frame, 2 when it cannot be opened or holds several layouts and --layout picks none.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The dump or Interface Builder file to solve (`-` reads standard input).", completion: .file())
    var file: String

    @Option(name: .customLong("root-size"), help: ArgumentHelp("A root size to solve at, WIDTHxHEIGHT (repeatable).", valueName: "wxh"))
    var rootSizes: [String] = []

    @Option(help: "text, or json: {\"sizes\": [{\"width\", \"height\", \"frames\": {id: {x, y, width, height}}, \"ambiguous\": [id], \"broken\": [constraint], \"unmeasured\": [id]}]}.")
    var format: Format = .text

    @OptionGroup var selection: LayoutSelection

    func validate() throws {
        for size in rootSizes where Self.parse(size) == nil {
            throw ValidationError("--root-size expects WIDTHxHEIGHT with non-negative numbers, got '\(size)'")
        }
    }

    static func parse(_ text: String) -> (width: Double, height: Double)? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width >= 0, height >= 0,
              width.isFinite, height.isFinite
        else { return nil }
        return (width, height)
    }

    func run() throws {
        let document = try selection.loadOne(file).loaded.document
        guard let frame = document.root?.frame else {
            let why = document.isPartial
                ? "the input shows only part of a layout, without frames (as a console log or _autolayoutTrace does): frames solves a whole layout, a dump or an Interface Builder file"
                : "the input records no frame for the root, so it has no size to resize"
            printError("\(file): error: \(why)")
            throw ExitCode(65)
        }
        let sizes = rootSizes.isEmpty ? SolvedLayout.checkSizes(width: frame.width, height: frame.height) : rootSizes.compactMap(Self.parse)
        var resizer = RootResizer(document: document)
        let layouts = sizes.compactMap { resizer.solve(width: $0.width, height: $0.height) }
        let order = document.depthFirstOrder
        // Views sized by content the input did not measure: their sizes, and what hangs on
        // them, are the solver's stand-in.
        let unmeasured = order.filter { document.view($0).map { !$0.unmeasuredContentSize.isEmpty } ?? false }
        let isUnmeasured = Set(unmeasured)
        switch format {
        case .json:
            // Keys sorted, numbers spelt as every other JSON the tool writes: the same bytes on
            // every platform.
            let sizes = layouts.map { layout -> JSONValue in
                let frames = layout.frames.sorted { $0.key.rawValue < $1.key.rawValue }.map { id, rect -> (key: String, value: JSONValue) in
                    (id.rawValue, .object([
                        ("height", .number(solvedValue(rect.height))), ("width", .number(solvedValue(rect.width))),
                        ("x", .number(solvedValue(rect.x))), ("y", .number(solvedValue(rect.y))),
                    ]))
                }
                return .object([
                    ("ambiguous", .array(order.filter(layout.ambiguous.contains).map { .string($0.rawValue) })),
                    ("broken", .array(layout.brokenConstraints.sorted().map { .string(document.reference(ofConstraintAt: $0)) })),
                    ("frames", .object(frames)),
                    ("height", .number(layout.rootHeight)),
                    ("unmeasured", .array(unmeasured.map { .string($0.rawValue) })),
                    ("width", .number(layout.rootWidth)),
                ])
            }
            print(JSONValue.object([("sizes", .array(sizes))]).serialized())
        case .text:
            let names = NameTable(document: document)
            var lines: [String] = []
            for layout in layouts {
                if !lines.isEmpty { lines.append("") }
                var heading = "root \(formatReadableNumber(layout.rootWidth))×\(formatReadableNumber(layout.rootHeight))"
                // A table view cell sizes itself: say so where its height is not the one asked for.
                if layout.rootFitsContent, let root = layout.frame(of: document.rootID),
                    abs(root.height - layout.rootHeight) > 0.5
                {
                    heading += " (the cell fits its content: \(formatReadableNumber(root.height)) high)"
                }
                lines.append(heading + ":")
                for id in order {
                    guard let rect = layout.frame(of: id) else { continue }
                    let depth = document.depth(of: id)
                    var line = String(repeating: "  ", count: depth + 1) + "\(names.displayName(of: id)) "
                    line += "(\(formatReadableNumber(rect.x)), \(formatReadableNumber(rect.y)), \(formatReadableNumber(rect.width)), \(formatReadableNumber(rect.height)))"
                    if layout.ambiguous.contains(id) { line += " ambiguous" }
                    if document.isPlacedByItsCell(id) {
                        line += " (placed by its cell: where, and how large, unknown)"
                    } else if isUnmeasured.contains(id) {
                        line += " (its content's size unknown)"
                    }
                    lines.append(line)
                }
                let broken = layout.brokenConstraints.sorted().map { document.reference(ofConstraintAt: $0) }
                if !broken.isEmpty { lines.append("  given up in a conflict: \(broken.joined(separator: ", "))") }
            }
            // A given-up constraint's id comes from the input: escaped as every report's text is.
            print(TerminalText.escaped(lines.joined(separator: "\n")))
        }
    }
}
