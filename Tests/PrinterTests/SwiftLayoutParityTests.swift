import Foundation
import Printer
import Readers
import Testing
import TestSupport

/// SwiftLayoutPrinter's own 35 test cases (Tests/Fixtures/Corpus/swiftlayout-printer-tests): the
/// SwiftLayout target prints each expected output exactly, except where that output was wrong;
/// those differences are listed here and in `SwiftLayoutPrinter`'s documentation.
@Suite struct SwiftLayoutParityTests {
    static let corpus = Repository.fixtures("Corpus/swiftlayout-printer-tests")

    struct Case: CustomStringConvertible, Sendable {
        var dump: URL
        var name: String { dump.deletingPathExtension().lastPathComponent }
        var description: String { name }

        /// Era C cases are SwiftLayout 3–4's printer, era A 2.0–2.1's; A22 was recorded during
        /// the Anchors re-architecture (commit 3253551) with 2.0's tree and the typed lines 2.5 prints.
        var version: SwiftLayoutVersion {
            if name.hasPrefix("C") { return .v3 }
            return name.hasPrefix("A22") ? .v2_5 : .v2
        }
    }

    static var cases: [Case] {
        ["cases", "cases-era-a"].flatMap { folder in
            let directory = corpus.appendingPathComponent(folder)
            let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
            return files.filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }.map { Case(dump: $0) }
        }
    }

    /// Where the expected output was wrong: the line it printed, and the one printed instead.
    static let deliberateDifferences: [String: (expected: String, printed: String)] = [
        // root.width == 0 and root.height == 0 (no second item): 2.0's bare line means "equal
        // to the superview's width and height".
        "A05-testPrintWithSimpleAnchors": ("    Anchors(.width, .height)", "    Anchors(.width, .height).equalTo(constant: 0.0)"),
    ]

    @Test func thereAreThirtyFiveCases() {
        #expect(Self.cases.count == 35)
    }

    @Test(arguments: cases)
    func printsTheExpectedOutput(_ parityCase: Case) throws {
        let data = try Data(contentsOf: parityCase.dump)
        let document = try DumpReader.read(Array(data))
        let metadata = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let call = (metadata?["metadata"] as? [String: Any])?["printerCall"] as? String ?? ""
        let options = SwiftLayoutOptions(version: parityCase.version, onlyIdentified: call.contains(".onlyIdentifier"))
        let printed = try PrintTarget.swiftlayout.print(document, options: PrintOptions(swiftLayout: options)).text
        var expected = try String(contentsOf: parityCase.dump.deletingPathExtension().appendingPathExtension("expected.swift"), encoding: .utf8)
        if let difference = Self.deliberateDifferences[parityCase.name] {
            #expect(expected.contains(difference.expected + "\n"))
            expected = expected.replacingOccurrences(of: difference.expected + "\n", with: difference.printed + "\n")
        }
        #expect(Self.tree(of: printed) == expected)
    }

    /// The printed tree: what follows the header comment, up to the first empty line, without
    /// its last newline (the expected files end without one).
    static func tree(of printed: String) -> String {
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false)
        let body = lines.drop { $0.hasPrefix("//") }.drop { $0.isEmpty }
        return body.prefix { !$0.isEmpty }.joined(separator: "\n")
    }
}
