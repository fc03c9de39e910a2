import ArgumentParser
import CommandSupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder the paths of findings are relative to: the one `--sarif-root` names, else the
/// top level of the git work tree holding the current directory (the nearest folder with a
/// `.git`), else the current directory. A file has one path from it however it is named
/// (`App/x.json`, `./App/x.json`, its absolute path, or found by `check .`), so its
/// fingerprints and SARIF location do not move, and GitHub, which resolves a SARIF URI and an
/// annotation's file against the checkout, finds it.
struct RepositoryRoot: Sendable {
    /// Absolute, its symbolic links resolved.
    var path: String

    /// The root for this run; a `--sarif-root` that is no folder is a usage error.
    static func find(named folder: String?) throws -> RepositoryRoot {
        if let folder {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
                  let resolved = resolved(folder) else {
                throw ValidationError("--sarif-root: '\(folder)' is not a folder")
            }
            return RepositoryRoot(path: resolved)
        }
        let current = resolved(".") ?? FileManager.default.currentDirectoryPath
        var folder = current
        while true {
            if access(folder == "/" ? "/.git" : folder + "/.git", F_OK) == 0 { return RepositoryRoot(path: folder) }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { break }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
        return RepositoryRoot(path: current)
    }

    /// `input` relative to the root (with `../` when it lies outside); `stdin` for `-`.
    func relativePath(of input: String) -> String {
        if input == "-" { return "stdin" }
        let components = Self.components(Self.absolute(input))
        let base = Self.components(path)
        let shared = zip(components, base).prefix { $0 == $1 }.count
        let relative = Array(repeating: "..", count: base.count - shared) + components[shared...]
        return relative.isEmpty ? "." : relative.joined(separator: "/")
    }

    /// The absolute path of `input`: its folder's symbolic links resolved (`/tmp` is
    /// `/private/tmp` on macOS), its own name kept, so a link in a folder is named as found.
    private static func absolute(_ input: String) -> String {
        let (folder, name) = OutputFile.split(input)
        let base = folder.flatMap(resolved) ?? (folder == nil ? resolved(".") : nil)
        if let base { return base + "/" + name }
        return input.hasPrefix("/") ? input : FileManager.default.currentDirectoryPath + "/" + input
    }

    /// The path's components with `.` dropped and `..` applied.
    private static func components(_ path: String) -> [String] {
        var kept: [String] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !kept.isEmpty { kept.removeLast() }
            default: kept.append(String(component))
            }
        }
        return kept
    }

    private static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
