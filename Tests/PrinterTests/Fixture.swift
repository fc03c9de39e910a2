import Foundation
import LayoutModel
import Printer
import Readers
import TestSupport

/// The printer's fixtures: dumps in `Fixtures/` (hand-written, one per theme) and
/// `Fixtures/corpus/` (SwiftLayoutPrinter's test cases as dumps), each with its expected
/// output checked in as `NAME.expected.swift` and per-option variants
/// `NAME.<variant>.expected.swift`, where the variant lists options separated by dots:
/// `drf` (`--style drf`), `declarations`, `auto-identifier`, `no-header`.
///
/// To regenerate the expected files after a deliberate change, run
/// `DRAFT_INSPECT_RECORD=1 swift test --filter FixtureTests` and review the diff (``GoldenFile``).
struct Fixture: CustomStringConvertible, Sendable {
    var url: URL
    var name: String { url.deletingPathExtension().lastPathComponent }
    var description: String { url.deletingLastPathComponent().lastPathComponent + "/" + name }

    static let folder = Repository.fixtures("Printer")

    /// The variants a hand-written fixture of `Fixtures/Printer` must have: every output option.
    static let everyVariant = ["", "drf", "declarations", "auto-identifier", "drf.declarations.auto-identifier"]

    static func all(in subfolder: String? = nil) -> [Fixture] {
        let directory = subfolder.map { folder.appendingPathComponent($0) } ?? folder
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { Fixture(url: $0) }
    }

    /// `cells/` holds cells with UIKit's private views, which the round trip's stand-ins do not
    /// make (so only these byte comparisons check them).
    static var everything: [Fixture] { all() + all(in: "corpus") + all(in: "cells") }

    func document() throws -> LayoutDocument {
        try DumpReader.read(Array(try Data(contentsOf: url)))
    }

    /// The expected files present for this fixture, with the variant each names.
    func expectations() -> [(variant: String, url: URL)] {
        let directory = url.deletingLastPathComponent()
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.sorted().compactMap { file in
            guard file.hasPrefix(name + "."), file.hasSuffix(".expected.swift") else { return nil }
            let variant = String(file.dropFirst(name.count + 1).dropLast(".expected.swift".count))
            guard variant.isEmpty || !variant.contains("expected") else { return nil }
            return (variant, directory.appendingPathComponent(file))
        }
    }

    /// Where the expected output of a variant is kept.
    func expectation(variant: String) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(name + (variant.isEmpty ? "" : "." + variant) + ".expected.swift")
    }

    /// The variants this fixture must have: every one for a hand-written fixture (the folder's
    /// top level), the default output for the others.
    var requiredVariants: [String] {
        url.deletingLastPathComponent().standardizedFileURL == Self.folder.standardizedFileURL ? Self.everyVariant : [""]
    }

    /// The printer options a variant name stands for; `nil` for an unknown option word.
    static func options(variant: String, sourceName: String) -> PrintOptions? {
        var options = PrintOptions(sourceName: sourceName)
        for word in variant.split(separator: ".") {
            switch word {
            case "drf": options.style = .drf
            case "declarations": options.declarations = true
            case "auto-identifier": options.autoIdentifier = true
            case "no-header": options.header = false
            default: return nil
            }
        }
        return options
    }

    func print(variant: String = "") throws -> PrintedCode {
        guard let options = Self.options(variant: variant, sourceName: url.lastPathComponent) else {
            throw UnknownVariant(variant: variant)
        }
        return try PrintTarget.draftsman.print(document(), options: options)
    }

    struct UnknownVariant: Error { var variant: String }
}
