import ArgumentParser
import CommandSupport
import Foundation
import LayoutModel
import Printer
import Readers

/// `draft-inspect print [FILE|FOLDER …]`: each dump's hierarchy and constraints as Draftsman
/// code, or as code for another layout library (`--target`).
struct PrintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "print",
        abstract: "Print a dump's views and constraints as Draftsman 3.2.5 code (or --target another library).",
        discussion: """
            Each view becomes a `name.drf` chain with its constraints as Draftsman relations, \
            compacted to the shortest exact calls (fillParent(), matchParentH(), \
            top.horizontal.equal(with: .parent).offset(by: 16), …); subviews go in \
            .insert { }, a stack's arranged subviews in .insertStacked { }. Constraints \
            Draftsman cannot express (baselines as first attribute, a guide as first item, \
            system spacing, a multiplier on a position…) follow as UIKit anchor code with the \
            reason; margins are written through layoutMarginsGuide. Constraints UIKit makes itself (autoresizing masks, UISV-*, content size…) \
            are left out and counted in the header; inactive ones are listed commented out.

            Views are named by --tag/--tags, then their accessibilityIdentifier, the dump's \
            name hint, their text and class (a UILabel "Sign in" is signInLabel), then the \
            class alone (stackView; label1, label2 when several share it); the root by its \
            tag, identifier or name, else its role (view, cell, contentView).

            Examples:
              draft-inspect print login.json
              draft-inspect print login.json --style drf --tag 0x7fa1=avatarView
              draft-inspect print login.json --target snapkit
              draft-inspect print login.json --declarations -o Login.swift
              draft-inspect print login.json --auto-identifier --root 0x7fa2

            --target chooses the library: draftsman (the default), anchors (plain UIKit \
            anchors in NSLayoutConstraint.activate), swiftlayout (SwiftLayout's \
            root.sl.sublayout { … } DSL), snapkit (view.snp.makeConstraints { make in … }), \
            flowconstraint (view.flow()…withSuperview(), anchor code for what its README does \
            not show) or notautolayout (frames computed by NotAutoLayout maker chains; a view \
            whose layout it cannot say is reported, not guessed). --style is Draftsman's only.

            --declarations prints a whole Swift file: the Planned view controller, view or \
            cell class (one property per view, the plan, applyPlan() where Draftsman's idiom \
            puts it); for a storyboard or XIB it is the default (--no-declarations prints the \
            layout code alone), with its outlets as the views' names, its actions and \
            delegates wired, and what code cannot do the same way listed. --auto-identifier names every \
            constraint (titleLabel.top, titleLabel.top.2) so the next UIKit conflict log \
            says which line of the printed code it means. -o writes atomically and refuses \
            to replace an existing file unless --force is given, or an input even with it.

            Exit status: 0 when printed, 65 when the dump cannot be read (each problem is \
            reported with its JSON path), 2 when a file cannot be opened, 73 when the output \
            file exists (without --force), is the input, or cannot be written.
            """
    )

    @Argument(help: ArgumentHelp(
        "The dumps, logs, traces, storyboards or XIBs to print, or folders holding them (`-` reads standard input; with none, standard input when it is not a terminal).",
        valueName: "file-or-folder"), completion: .file())
    var inputs: [String] = []

    @Option(help: ArgumentHelp("The library to print for: \(PrintTarget.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "target"))
    var target: PrintTarget = .draftsman

    @Option(help: "Draftsman only. plan (the default): a @LayoutPlan viewPlan; drf: root.draftContent { … }.apply(). A root with no subviews to insert is printed as drf, its plan being empty.")
    var style: DraftsmanStyle?

    @Option(help: ArgumentHelp("SwiftLayout only: the release whose DSL to print, 2.0 (2.0–2.1), 2.5 (2.5–2.8) or 3.0 (3.0–4.x, the default).", valueName: "version"))
    var swiftlayoutVersion: SwiftLayoutVersion?

    @Flag(help: "SwiftLayout only: print only views with a tag or an accessibilityIdentifier, as SwiftLayoutPrinter's .onlyIdentifier did.")
    var onlyIdentified = false

    @Option(name: .customLong("tag"), help: ArgumentHelp("Name a view: ID=NAME (repeatable).", valueName: "id=name"))
    var tag: [String] = []

    @Option(name: .customLong("tags"), help: ArgumentHelp("Names from a JSON object of id → name.", valueName: "file.json"), completion: .file())
    var tagsFile: String?

    @Flag(help: "Set every view's accessibilityIdentifier to its name and give every constraint a unique identifier, so UIKit's conflict logs name them.")
    var autoIdentifier = false

    @Flag(name: .customLong("no-header"), help: "Leave out the header comment that counts the constraints (Draftsman).")
    var noHeader = false

    @Flag(inversion: .prefixedNo, help: "Also declare the views (a complete Swift file): the default for a storyboard or XIB, whose views no code makes yet.")
    var declarations: Bool?

    @Option(help: ArgumentHelp("Print only the subtree of this view.", valueName: "id"))
    var root: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"), completion: .file())
    var output: String?

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    func validate() throws {
        if style != nil, target != .draftsman {
            throw ValidationError("--style applies to --target draftsman only")
        }
        if swiftlayoutVersion != nil || onlyIdentified, target != .swiftlayout {
            throw ValidationError("--swiftlayout-version and --only-identified apply to --target swiftlayout only")
        }
        for entry in tag where !entry.contains("=") || entry.hasPrefix("=") || entry.hasSuffix("=") {
            throw ValidationError("--tag expects ID=NAME, got '\(entry)'")
        }
    }

    @OptionGroup var selection: LayoutSelection

    func run() throws {
        let set = try InputSet.gather(inputs)
        if !set.isSingle && output != nil {
            throw ValidationError("-o takes one input; several are printed to standard output one after another")
        }
        if let output { try Self.refuse(set.entries.map(\.path), as: output) }
        var tags = try tagsFile.map(Self.readTags) ?? [:]
        for entry in tag {
            let parts = entry.split(separator: "=", maxSplits: 1)
            tags[ItemID(String(parts[0]))] = String(parts[1])
        }
        let choice = try selection.choice
        let outcomes = parallelMap(set.entries, jobs: ProcessInfo.processInfo.activeProcessorCount) { LoadOutcome.load($0, selection: choice) }
        var printedFiles: [[UInt8]] = []
        var status: Int32 = 0
        for (entry, outcome) in zip(set.entries, outcomes) {
            switch outcome {
            case let .loaded(input):
                guard !input.layouts.isEmpty else {
                    printError("\(entry.path): note: nothing to print: \(LoadedInput.noLayoutReason)")
                    continue
                }
                for layout in input.layouts {
                    for warning in layout.loaded.warnings { printError(warning.formatted(file: entry.path)) }
                }
                printedFiles.append(try printed(input, file: entry.path, tags: tags))
            case .skipped:
                continue
            case let .cannotOpen(reason):
                printError("\(entry.path): error: \(reason)")
                status = 2
            case let .unreadable(_, errors):
                for error in errors { printError(error.formatted(file: entry.path)) }
                if status == 0 { status = 65 }
            }
        }
        // What was read is not freed view by view: the process ends here and the system takes
        // its memory back at once, where tearing down a 10,000-view document walks all of it again.
        ProcessLifetime.keep(outcomes)
        // Written as the printer made it, one file's UTF-8 as it is: a copy of a 100,000-view
        // file, or a `String` of it, costs more than its layout.
        let code = printedFiles.count == 1 ? printedFiles[0] : Array(printedFiles.joined(separator: [UInt8(ascii: "\n")]))
        if output == nil || !printedFiles.isEmpty {
            do throws(OutputFile.Failure) {
                try OutputFile.write(TerminalText.escaped(utf8: code), to: output ?? "-", force: force)
            } catch {
                printError("error: \(error.message)")
                throw ExitCode(error.exitCode)
            }
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// Exits 73 when `output` is one of `inputs`, `--force` or not.
    static func refuse(_ inputs: [String], as output: String) throws {
        do throws(OutputFile.Failure) {
            try OutputFile.refuseInputs(inputs, as: output)
        } catch {
            printError("error: \(error.message)")
            throw ExitCode(error.exitCode)
        }
    }

    /// The code of every layout of one input.
    private func printed(_ input: LoadedInput, file: String, tags: [ItemID: String]) throws -> [UInt8] {
        for id in tags.keys.sorted() where !input.layouts.contains(where: { $0.loaded.document.contains(id) }) {
            printError("warning: --tag: no view or guide with id '\(id.rawValue)' in \(file)")
        }
        // A storyboard's or XIB's views are made by the file the code replaces: its code declares them.
        let declarations = self.declarations ?? (input.format == .interfaceBuilder)
        var options = PrintOptions(
            style: style ?? .plan, swiftLayout: SwiftLayoutOptions(version: swiftlayoutVersion ?? .v3, onlyIdentified: onlyIdentified), tags: tags, autoIdentifier: autoIdentifier, declarations: declarations,
            root: root.map { ItemID($0) }, sourceName: file == "-" ? nil : (file as NSString).lastPathComponent)
        options.header = !noHeader
        var parts: [[UInt8]] = []
        for layout in input.layouts {
            // Several layouts go into one file: each declares classes of its own.
            options.layoutName = input.layouts.count > 1 ? layout.name : nil
            // `--root` in a file of several layouts prints the layout that holds it.
            if let root, input.layouts.count > 1, !layout.loaded.document.contains(ItemID(root)) { continue }
            let printed: PrintedCode
            do throws(PrintError) {
                printed = try target.print(layout.loaded.document, options: options)
            } catch {
                throw ValidationError("--root: \(error.description)")
            }
            // Several layouts of one file: each under a mark naming it.
            parts.append(input.layouts.count > 1 ? Array("// MARK: - \(layout.heading)\n\n".utf8) + printed.utf8 : printed.utf8)
            options.declaredClasses.formUnion(printed.declaredClasses)
            for (id, name) in printed.names.changedTags.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                printError("warning: --tag \(id.rawValue)=\(tags[id] ?? ""): the name is taken (the root keeps its own), so \(id.rawValue) is printed as \(name)")
            }
        }
        return parts.count == 1 ? parts[0] : Array(parts.joined(separator: [UInt8(ascii: "\n")]))
    }

    /// Reads `--tags FILE.json`: an object whose keys are ids and values names.
    static func readTags(_ path: String) throws -> [ItemID: String] {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.readBytes(path)
        } catch {
            printError("\(path): error: \(error.message)")
            throw ExitCode(2)
        }
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            printError("\(path):\(error.line):\(error.column): error: not valid JSON: \(error.message)")
            throw ExitCode(65)
        }
        guard case let .object(members) = json else {
            printError("\(path): error: expected a JSON object of id → name, found \(json.kindDescription)")
            throw ExitCode(65)
        }
        var tags: [ItemID: String] = [:]
        for member in members {
            guard case let .string(name) = member.value else {
                printError("\(path): error: at $.\(member.key): expected a string name, found \(member.value.kindDescription)")
                throw ExitCode(65)
            }
            tags[ItemID(member.key)] = name
        }
        return tags
    }
}

extension DraftsmanStyle: ExpressibleByArgument {}
extension SwiftLayoutVersion: ExpressibleByArgument {}
