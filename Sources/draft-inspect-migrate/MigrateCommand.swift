import ArgumentParser
import CommandSupport
import Foundation
import LayoutModel
import Migrate
import Printer
import Readers
import TextDiff

/// `draft-inspect migrate IBFILE --swift FILE…`: the app's own classes behind a storyboard or
/// XIB rewritten to build their views in code, so the file can go. `draft-inspect` runs this
/// executable for it (``MigrateExecutable``).
@main
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draft-inspect migrate",
        abstract: MigrateExecutable.abstract,
        discussion: """
            Finds the class of each scene, top-level view and prototype cell (Interface \
            Builder's custom class) in the given Swift files and rewrites it, leaving every \
            other byte as it was: each connected @IBOutlet becomes a property that makes its \
            view (its access level kept; outlet collections become arrays), each wired \
            @IBAction becomes @objc and is added as a target with IB's event, and the layout \
            printed for --target (Draftsman by default) goes where the class builds its \
            views: after super.viewDidLoad() (or at the end of loadView()), or in \
            init(frame:) / init(style:reuseIdentifier:) for views and cells, whose \
            awakeFromNib() code moves there. The imports the layout needs are added.

            A class that is not found is reported and skipped; one declared twice, or that \
            cannot be rewritten safely (a name taken, several outlets in one declaration), is \
            left untouched with the reason; one migrated before is said to be so. Calls that still load the file \
            (instantiateViewController, performSegue, UINib(nibName:), …) are listed with \
            file:line:column, and so is what Interface Builder set up that code does not.

            Examples:
              draft-inspect migrate Main.storyboard --swift LoginViewController.swift --diff
              draft-inspect migrate Cell.xib --swift Cell.swift -o migrated
              draft-inspect migrate Main.storyboard --swift Sources/*.swift --write

            -o writes the changed files to a folder (refusing to replace a file without \
            --force); --diff prints a unified diff of each; --write replaces them in place, \
            atomically, and refuses a file that changed since it was read or has uncommitted \
            edits in git, unless --force is given.

            Exit status: 0 when every class found was migrated, 1 when a class is left \
            untouched (the others are still migrated and written), 65 when the input cannot be \
            read or no class is found, 2 when a file cannot be opened, 73 when an output cannot \
            be written or --write refuses.
            """
    )

    @Argument(help: ArgumentHelp("The storyboard or XIB.", valueName: "ib-file"), completion: .file())
    var ibFile: String

    @Option(name: .customLong("swift"), parsing: .upToNextOption, help: ArgumentHelp("The app's Swift files to look for the classes in.", valueName: "file.swift"), completion: .file())
    var swiftFiles: [String] = []

    @Option(help: ArgumentHelp("The library to print the layout for: \(PrintTarget.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "target"))
    var target: PrintTarget = .draftsman

    @OptionGroup var selection: LayoutSelection

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the changed files to this folder.", valueName: "folder"), completion: .directory)
    var output: String?

    @Flag(help: "Print a unified diff of every changed file.")
    var diff = false

    @Flag(help: "Replace the changed files in place.")
    var write = false

    @Flag(help: "With -o, replace files in the folder; with --write, write files that changed since they were read or have uncommitted edits.")
    var force = false

    static func main() {
        runAsMain()
    }

    func validate() throws {
        if swiftFiles.isEmpty { throw ValidationError("give the app's Swift files with --swift FILE…") }
        if [output != nil, diff, write].filter({ $0 }).count != 1 {
            throw ValidationError("say what to do with the result: one of -o FOLDER, --diff or --write")
        }
    }

    func run() throws {
        let scenes = try loadScenes()
        var sources: [SwiftSource] = []
        for path in swiftFiles {
            let bytes: [UInt8]
            do {
                bytes = try InputFile.readBytes(path)
            } catch {
                printError("\(path): error: \(error.message)")
                throw ExitCode(error.status)
            }
            let source = SwiftSource(path: path, bytes: bytes)
            if let error = source.firstSyntaxError {
                printError(error)
                throw ExitCode(65)
            }
            sources.append(source)
        }
        let migration = Migration(scenes: scenes, sources: sources, target: target)
        let completion = report(migration)
        if diff {
            for (source, bytes) in migration.changed {
                print(UnifiedDiff.unified(
                    String(decoding: source.bytes, as: UTF8.self), String(decoding: bytes, as: UTF8.self),
                    oldName: "a/" + source.path, newName: "b/" + source.path), terminator: "")
            }
        } else if let output {
            try writeCopies(migration, to: output)
        } else {
            try writeInPlace(migration)
        }
        switch completion {
        case .allMigrated: break
        case .someLeftUntouched: throw ExitCode(1)
        case .nothingToMigrate: throw ExitCode(65)
        }
    }

    /// What a migration came to, for the exit status: a class left untouched is a finding about
    /// the app's code (the others are written); finding no class means the inputs do not match.
    private enum Completion {
        case allMigrated, someLeftUntouched, nothingToMigrate
    }

    /// Every layout of the file (or the one `--layout` names) with where its root stands.
    private func loadScenes() throws -> [MigrationScene] {
        let set = try InputSet.gather([ibFile])
        guard let entry = set.entries.first, set.isSingle else {
            throw ValidationError("migrate takes one storyboard or XIB")
        }
        switch LoadOutcome.load(entry, selection: try selection.choice) {
        case let .loaded(input):
            guard input.format == .interfaceBuilder else {
                printError("\(ibFile): error: not a storyboard or XIB; migrate rewrites the classes behind Interface Builder files")
                throw ExitCode(65)
            }
            return input.layouts.map { layout in
                let position = layout.loaded.positions.items[layout.loaded.document.rootID]
                let location = position.map { "\(ibFile):\($0.line):\($0.column)" } ?? ibFile
                return MigrationScene(heading: layout.heading, location: location, document: layout.loaded.document)
            }
        case .skipped:
            printError("\(ibFile): error: not a storyboard or XIB")
            throw ExitCode(65)
        case let .cannotOpen(reason):
            printError("\(ibFile): error: \(reason)")
            throw ExitCode(2)
        case let .unreadable(_, errors):
            for error in errors { printError(error.formatted(file: ibFile)) }
            throw ExitCode(65)
        }
    }

    /// What became of each class, the connections left to the user and the callers, on
    /// standard error.
    private func report(_ migration: Migration) -> Completion {
        var completion = Completion.allMigrated
        for outcome in migration.outcomes {
            let subject = "\(outcome.location): \(outcome.scene): class \(outcome.className)"
            switch outcome.status {
            case let .migrated(notes):
                printError("\(subject): migrated")
                for note in notes { printError("  note: \(note)") }
                for line in outcome.unwired { printError("  not set up by the code: \(line)") }
            case let .refused(reason):
                completion = .someLeftUntouched
                printError("\(subject): error: left untouched: \(reason)")
            case let .alreadyMigrated(reason):
                printError("\(subject): \(reason); left as it is")
            case .notFound:
                printError("\(subject): warning: not declared in the given Swift files; skipped")
            }
        }
        let classes = migration.outcomes.map(\.className)
        if classes.isEmpty {
            printError("\(ibFile): error: no layout of this file has a class of the app (IB's custom class) to migrate")
            completion = .nothingToMigrate
        } else if migration.outcomes.allSatisfy({ $0.status == .notFound }) {
            printError("error: none of \(classes.joined(separator: ", ")) is declared in \(swiftFiles.joined(separator: ", "))")
            completion = .nothingToMigrate
        }
        if !migration.callers.isEmpty {
            printError("Calls that load views from Interface Builder files (each needs the class's own initializer once the file is gone):")
            for caller in migration.callers { printError("  \(caller.location): \(caller.call)") }
        }
        return completion
    }

    private func writeCopies(_ migration: Migration, to folder: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            printError("error: \(folder): cannot create the folder: \(error.localizedDescription)")
            throw ExitCode(73)
        }
        let names = migration.changed.map { ($0.source.path as NSString).lastPathComponent }
        if let twice = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            printError("error: two changed files are named \(twice); write them with --write or --diff")
            throw ExitCode(73)
        }
        for ((_, bytes), name) in zip(migration.changed, names) {
            let path = (folder as NSString).appendingPathComponent(name)
            do throws(OutputFile.Failure) {
                try OutputFile.write(bytes, to: path, force: force)
            } catch {
                printError("error: \(error.message)")
                throw ExitCode(error.exitCode)
            }
            printError("wrote \(path)")
        }
    }

    /// Each changed file replaced atomically, unless it changed since it was read or git
    /// holds uncommitted edits of it (`--force` writes anyway). Refuses before writing any.
    private func writeInPlace(_ migration: Migration) throws {
        if !force {
            var refused = false
            for (source, _) in migration.changed {
                let now = try? InputFile.readBytes(source.path)
                if now != source.bytes {
                    printError("\(source.path): error: changed since it was read; nothing written (run again, or --force)")
                    refused = true
                } else if let edits = GitStatus.uncommittedEdits(of: source.path) {
                    printError("\(source.path): error: has uncommitted edits in git (\(edits)); nothing written (commit or stash them, or --force)")
                    refused = true
                }
            }
            if refused { throw ExitCode(73) }
        }
        for (source, bytes) in migration.changed {
            do throws(OutputFile.Failure) {
                try OutputFile.write(bytes, to: source.path, force: true)
            } catch {
                printError("error: \(error.message)")
                throw ExitCode(error.exitCode)
            }
            printError("wrote \(source.path)")
        }
    }
}
