import Foundation
import LayoutModel
import Printer
import Readers
import Testing

/// Printed Draftsman code over every corpus input and example: what falls back to UIKit code
/// and why (docs/printing.md's table says the same), and the idiom rules that hold everywhere.
@Suite struct CorpusSurveyTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every layout of every readable input under Tests/Corpus and Examples, with its printed output.
    static let printed: [(file: String, document: LayoutDocument, output: PrintedCode)] = {
        var result: [(String, LayoutDocument, PrintedCode)] = []
        for folder in ["Tests/Corpus", "Examples"] {
            let base = repository.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            let files = walker.compactMap { $0 as? URL }.filter { !["md", "tsv", "repl"].contains($0.pathExtension) }
                .sorted { $0.path < $1.path }
            for file in files {
                guard let bytes = FileManager.default.contents(atPath: file.path),
                    let input = try? DocumentLoader.loadAll(Array(bytes))
                else { continue }
                for layout in input.layouts {
                    let document = layout.loaded.document
                    guard let output = try? PrintTarget.draftsman.print(document) else { continue }
                    result.append((file.path.replacingOccurrences(of: repository.path + "/", with: ""), document, output))
                }
            }
        }
        return result
    }()

    /// Fallback reasons, most frequent first: `| count | reason |` rows.
    static var fallbackTable: String {
        var counts: [String: Int] = [:]
        for (_, _, output) in printed {
            for case let .anchorCode(reason) in output.dispositions {
                // "same anchors and relation as titleLabel.height == 40; …" names a constraint.
                let general = reason.hasPrefix("same anchors and relation as") ? "same anchors and relation as an earlier constraint; Draftsman keeps only the last of two such relations" : reason
                counts[general, default: 0] += 1
            }
        }
        let total = counts.values.reduce(0, +)
        var lines = ["| fallbacks | reason |", "|---:|---|"]
        for (reason, count) in counts.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
            lines.append("| \(count) | \(reason) |")
        }
        lines.append("| **\(total)** | in \(printed.count) printed layouts |")
        return lines.joined(separator: "\n")
    }

    @Test func theCorpusIsRead() {
        #expect(Self.printed.count >= 100)
    }

    @Test func theDocsShowTheFallbacks() throws {
        let page = try String(contentsOf: Self.repository.appendingPathComponent("docs/printing.md"), encoding: .utf8)
        let table = Self.fallbackTable
        #expect(page.contains(table), "docs/printing.md should hold the fallback table:\n\(table)")
    }

    /// Every fallback is one Draftsman cannot say: none for margins, which go through
    /// `layoutMarginsGuide`.
    @Test func noFallbackDraftsmanCouldSay() {
        for (file, _, output) in Self.printed {
            for case let .anchorCode(reason) in output.dispositions {
                #expect(!reason.contains("margin anchors"), "\(file): \(reason)")
            }
        }
    }

    /// `label1` only when there is a `label2`: a name one view has carries no number.
    @Test func noNumberOnANameOneViewHas() {
        for (file, document, output) in Self.printed {
            let names = document.views.compactMap { output.names.name(of: $0.id) }
            let bases = names.map { String($0.reversed().drop { $0.isNumber }.reversed()) }
            for (name, base) in zip(names, bases) where name != base && !base.isEmpty {
                let sharing = bases.filter { $0 == base }.count
                let baseTaken = names.contains(base)
                #expect(sharing > 1 || baseTaken, "\(file): \(name) has a number but no other view is called \(base)")
            }
        }
    }

    /// A three-anchor call never carries a `UIEdgeInsets` field it does not read.
    @Test func noDeadInsetField() {
        for (file, _, output) in Self.printed {
            for line in output.text.split(separator: "\n") where line.contains("offsetted(using: UIEdgeInsets(") {
                #expect(line.contains("edges.") || line.contains("Edges."), "\(file): \(line)")
                #expect(!line.contains("localizedEdges."), "\(file): \(line)")
            }
        }
    }

    /// Comments name constraints by identifier or equation, never by address.
    @Test func noAddressInComments() {
        for (file, _, output) in Self.printed {
            for line in output.text.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                #expect(!line.contains("// 0x"), "\(file): \(line)")
            }
        }
    }
}
