import ArgumentParser
import Foundation
import Inspector
import Printer

/// `draft-inspect print FILE`: the dump's hierarchy and constraints as Draftsman code.
struct PrintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "print",
        abstract: "Print a dump's views and constraints as Draftsman 3.2.5 code.",
        discussion: """
            Each view becomes a `name.drf` chain with its constraints as Draftsman relations, \
            compacted to the shortest exact calls (fillParent(), matchParentH(), \
            top.horizontal.equal(with: .parent).offset(by: 16), …); subviews go in \
            .insert { }, a stack's arranged subviews in .insertStacked { }. Constraints \
            Draftsman cannot express (margins, baselines as first attribute, a guide as first \
            item, a multiplier on a position…) follow as NSLayoutConstraint code with the \
            reason. Constraints UIKit makes itself (autoresizing masks, UISV-*, content size…) \
            are left out and counted in the header; inactive ones are listed commented out.

            Views are named by --tag/--tags, then their accessibilityIdentifier, the dump's \
            name hint, their text and class (a UILabel "Sign in" is signInLabel), then \
            label1, stackView2…; the root is `view`.

            Examples:
              draft-inspect print login.json
              draft-inspect print login.json --style drf --tag 0x7fa1=avatarView
              draft-inspect print login.json --declarations -o Login.swift
              draft-inspect print login.json --auto-identifier --root 0x7fa2

            --declarations prints a whole Swift file: a PrintedLayout class with one \
            property per view and an apply() method. --auto-identifier names every \
            constraint (titleLabel.top, titleLabel.top.2) so the next UIKit conflict log \
            says which line of the printed code it means. -o writes atomically and refuses \
            to replace an existing file unless --force is given.

            Exit status: 0 when printed, 65 when the dump cannot be read (each problem is \
            reported with its JSON path), 2 when a file cannot be opened, 73 when the output \
            file exists (without --force) or cannot be written.
            """
    )

    @Argument(help: "The dump to print (`-` reads standard input).", completion: .file())
    var file: String

    @Option(help: "plan: a @LayoutPlan viewPlan; drf: root.draftContent { … }.apply().")
    var style: DraftsmanPrinter.Style = .plan

    @Option(name: .customLong("tag"), help: ArgumentHelp("Name a view: ID=NAME (repeatable).", valueName: "id=name"))
    var tag: [String] = []

    @Option(name: .customLong("tags"), help: ArgumentHelp("Names from a JSON object of id → name.", valueName: "file.json"), completion: .file())
    var tagsFile: String?

    @Flag(help: "Set every view's accessibilityIdentifier to its name and give every constraint a unique identifier, so UIKit's conflict logs name them.")
    var autoIdentifier = false

    @Flag(help: "Also declare the views (a complete Swift file for UIKit + Draftsman).")
    var declarations = false

    @Option(help: ArgumentHelp("Print only the subtree of this view.", valueName: "id"))
    var root: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"), completion: .file())
    var output: String?

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    func validate() throws {
        for entry in tag where !entry.contains("=") || entry.hasPrefix("=") || entry.hasSuffix("=") {
            throw ValidationError("--tag expects ID=NAME, got '\(entry)'")
        }
    }

    func run() throws {
        let document = try InputFile.load(file).document
        var tags = try tagsFile.map(Self.readTags) ?? [:]
        for entry in tag {
            let parts = entry.split(separator: "=", maxSplits: 1)
            tags[ItemID(String(parts[0]))] = String(parts[1])
        }
        for id in tags.keys.sorted() where !document.contains(id) {
            printError("warning: --tag: no view or guide with id '\(id.rawValue)' in \(file)")
        }
        let options = DraftsmanPrinter.Options(
            style: style, tags: tags, autoIdentifier: autoIdentifier, declarations: declarations,
            root: root.map { ItemID($0) }, sourceName: file == "-" ? nil : (file as NSString).lastPathComponent)
        let printed: DraftsmanPrinter.Output
        do throws(DraftsmanPrinter.PrintError) {
            printed = try DraftsmanPrinter(options: options).print(document)
        } catch {
            throw ValidationError("--root: \(error.description)")
        }
        guard let output else {
            print(TerminalText.escaped(printed.text), terminator: "")
            return
        }
        do throws(OutputFile.Failure) {
            try OutputFile.write(TerminalText.escaped(printed.text), to: output, force: force)
        } catch {
            printError("error: \(error.message)")
            throw ExitCode(error.exitCode)
        }
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

extension DraftsmanPrinter.Style: ExpressibleByArgument {}
