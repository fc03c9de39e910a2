import Foundation
import LayoutModel
import Printer
import Readers
import Testing
import TestSupport

/// Printed Draftsman code over every corpus input and example: what falls back to UIKit code
/// and why (docs/printing.md's table says the same), and the idiom rules that hold everywhere.
@Suite struct CorpusSurveyTests {
    /// What the survey read: every layout of every input under Tests/Fixtures/Corpus and
    /// Examples with its printed output, and each input or layout it could not load or print.
    struct Survey {
        var printed: [(file: String, document: LayoutDocument, output: PrintedCode)] = []
        /// `path: why`, one for each input that does not load and each layout that does not print.
        var failures: [String] = []
    }

    /// Files that are not inputs: notes, tables, REPL scripts, expected outputs, scripts.
    static let notInputs: Set<String> = ["md", "tsv", "repl", "swift", "py"]

    static let survey: Survey = {
        var survey = Survey()
        for folder in ["Tests/Fixtures/Corpus", "Examples"] {
            guard let walker = FileManager.default.enumerator(at: Repository.url(folder), includingPropertiesForKeys: nil) else {
                survey.failures.append("\(folder): missing")
                continue
            }
            let files = walker.compactMap { $0 as? URL }.filter { !notInputs.contains($0.pathExtension) && !$0.hasDirectoryPath }
                .sorted { $0.path < $1.path }
            for file in files {
                let path = file.path.replacingOccurrences(of: Repository.root.path + "/", with: "")
                let input: LoadedInput
                do {
                    input = try DocumentLoader.loadAll(Array(try Data(contentsOf: file)))
                } catch {
                    survey.failures.append("\(path): cannot load: \(error)")
                    continue
                }
                for layout in input.layouts {
                    let document = layout.loaded.document
                    do {
                        survey.printed.append((path, document, try PrintTarget.draftsman.print(document)))
                    } catch {
                        survey.failures.append("\(path) (\(layout.name)): cannot print: \(error)")
                    }
                }
            }
        }
        return survey
    }()

    static var printed: [(file: String, document: LayoutDocument, output: PrintedCode)] { survey.printed }

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

    /// An input the survey cannot load or print would drop out of every rule below unseen.
    @Test func everyInputLoadsAndPrints() {
        let failures = Self.survey.failures
        #expect(failures.isEmpty, "\(failures.count) of the corpus's inputs and examples could not be surveyed:\n\(failures.joined(separator: "\n"))")
    }

    @Test func theDocsShowTheFallbacks() throws {
        let page = try String(contentsOf: Repository.url("docs/printing.md"), encoding: .utf8)
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
