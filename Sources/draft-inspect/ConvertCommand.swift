import ArgumentParser
import CommandSupport
import Foundation
import LayoutModel
import Readers

/// `draft-inspect convert INPUT -o OUT`: any input to v1 dumps, one per layout.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write any input (dump, log, trace, recursiveDescription, storyboard, XIB) as v1 dumps.",
        discussion: """
            One layout goes to the file -o names (- for standard output). A file with several \
            layouts (a storyboard's scenes and prototype cells, a XIB's views) goes to the folder \
            -o names, created if needed, one dump per layout named after it \
            (LoginViewController.json, RestaurantCell.json…); --layout picks one instead. \
            A frame the input does not give (a log) stays unknown (null), never 0,0,0,0; a dump \
            converted from a log is marked partial and checks as the log does. Each dump \
            records where it came from in its metadata (convertedFrom, sourceFormat, \
            sourceLayout).

            Examples:
              draft-inspect convert Main.storyboard -o dumps/
              draft-inspect convert Main.storyboard --layout LoginViewController -o login.json
              pbpaste | draft-inspect convert - -o conflict.json
            """
    )

    @Argument(help: "The input to convert (`-` reads standard input).", completion: .file())
    var file: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The dump to write (one layout), or the folder for several.", valueName: "out"), completion: .file())
    var output: String

    @Flag(help: "Replace dumps that exist.")
    var force = false

    @OptionGroup var selection: LayoutSelection

    func run() throws {
        let input = try selection.load(file)
        guard !input.layouts.isEmpty else {
            printError("\(file): note: nothing to convert: \(LoadedInput.noLayoutReason)")
            return
        }
        let source = file == "-" ? "standard input" : (file as NSString).lastPathComponent
        // Each dump goes to its file as it is written, never held whole (a 10,000-view layout's is 9 MB).
        func write(_ layout: LoadedLayout, to path: String) throws(OutputFile.Failure) {
            try OutputFile.refuseInputs([file], as: path)
            let document = Self.recordingSource(layout, source: source, format: input.format)
            try OutputFile.write(to: path, force: force) { output in DumpWriter.write(document, to: output) }
        }
        do throws(OutputFile.Failure) {
            if input.layouts.count == 1, let layout = input.layouts.first, !Self.isFolder(output) {
                try write(layout, to: output)
                return
            }
            if output == "-" {
                // Several dumps are several files; standard output holds one.
                let names = input.layouts.map(\.name).joined(separator: ", ")
                throw OutputFile.Failure(message: "the file holds \(input.layouts.count) layouts (\(names)): write them to a folder with -o DIR, or pick one with --layout", exitCode: 2)
            }
            try Self.makeFolder(output)
            for (name, layout) in zip(Self.fileNames(input.layouts), input.layouts) {
                try write(layout, to: (output as NSString).appendingPathComponent(name))
            }
            printError("wrote \(counted(input.layouts.count, "dump")) to \(output)")
        } catch {
            printError("error: \(error.message)")
            throw ExitCode(error.exitCode)
        }
    }

    /// The layout's document, its metadata saying where it came from.
    static func recordingSource(_ layout: LoadedLayout, source: String, format: InputFormat) -> LayoutDocument {
        var document = layout.loaded.document
        var metadata = document.metadata.filter { !["convertedFrom", "sourceFormat", "sourceLayout"].contains($0.key) }
        metadata.append(("convertedFrom", .string(source)))
        metadata.append(("sourceFormat", .string(format.reportName)))
        if !layout.id.isEmpty {
            metadata.append(("sourceLayout", .object([("id", .string(layout.id)), ("name", .string(layout.name))])))
        }
        document.metadata = metadata
        return document
    }

    /// A file name per layout, from its name (`LoginViewController.json`); a name two layouts
    /// share gets the IB id added (`Cell-lJB-Hv-vAU.json`).
    static func fileNames(_ layouts: [LoadedLayout]) -> [String] {
        func safe(_ text: String) -> String {
            let allowed = text.unicodeScalars.map { scalar -> Character in
                CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_" ? Character(scalar) : "-"
            }
            let name = String(allowed).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
            return name.isEmpty ? "layout" : name
        }
        var counts: [String: Int] = [:]
        for layout in layouts { counts[safe(layout.name), default: 0] += 1 }
        var used: Set<String> = []
        return layouts.enumerated().map { index, layout in
            var name = safe(layout.name)
            if counts[name, default: 0] > 1 { name += "-" + safe(layout.id.isEmpty ? String(index + 1) : layout.id) }
            while !used.insert(name).inserted { name += "-\(index + 1)" }
            return name + ".json"
        }
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    static func makeFolder(_ path: String) throws(OutputFile.Failure) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw OutputFile.Failure(message: "\(path): the file holds several layouts, so -o must be a folder, and this is a file")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw OutputFile.Failure(message: "\(path): cannot create the folder (\(error.localizedDescription))")
        }
    }
}
