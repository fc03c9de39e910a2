import ArgumentParser
import Foundation
import Inspector

/// Loading an input file for a command: problems go to standard error in the compiler's
/// `file: error: where: what` form. Input that cannot be read as data exits with status 65
/// (`EX_DATAERR`); a file that cannot be opened at all exits with 2, like a usage error, since
/// the report's contract allows only 0, 1, 2 and 65.
enum InputFile {
    static func load(_ path: String) throws -> LoadedDocument {
        let bytes: [UInt8]
        do {
            bytes = try readBytes(path)
        } catch {
            printError("\(path): error: \(error.message)")
            throw ExitCode(2)
        }
        do {
            let loaded = try DocumentLoader.load(bytes)
            for warning in loaded.warnings {
                printError(warning.formatted(file: path))
            }
            return loaded
        } catch {
            for diagnostic in error.diagnostics {
                printError(diagnostic.formatted(file: path))
            }
            throw ExitCode(65)
        }
    }

    /// Every layout of the file (one for every format but Interface Builder's), each
    /// layout's warnings and notes reported.
    static func loadAll(_ path: String, traits: SizeClassTraits? = nil) throws -> LoadedInput {
        let bytes: [UInt8]
        do {
            bytes = try readBytes(path)
        } catch {
            printError("\(path): error: \(error.message)")
            throw ExitCode(2)
        }
        do {
            let input = try DocumentLoader.loadAll(bytes, traits: traits)
            for layout in input.layouts {
                for warning in layout.loaded.warnings {
                    printError(warning.formatted(file: path))
                }
            }
            return input
        } catch {
            for diagnostic in error.diagnostics {
                printError(diagnostic.formatted(file: path))
            }
            throw ExitCode(65)
        }
    }

    struct ReadError: Error {
        var message: String
    }

    static func readBytes(_ path: String) throws(ReadError) -> [UInt8] {
        if path == "-" {
            return Array(FileHandle.standardInput.readDataToEndOfFile())
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ReadError(message: "no such file")
        }
        guard !isDirectory.boolValue else { throw ReadError(message: "is a directory, not a file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(message: "cannot be read (permission denied?)")
        }
        return Array(data)
    }
}

/// Writes a line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
