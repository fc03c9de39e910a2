import Foundation
import LayoutModel
import Printer
import Readers
import Testing
import TestSupport

/// Every input under Tests/Fixtures/Regressions that reads, printed with every target: what the
/// fuzzers found once trapped a printer, not a reader (a layout guide listed twice).
@Suite struct RegressionPrintTests {
    static let inputs: [String] = ["dump", "log", "trace", "recursive", "interface-builder"].flatMap { reader in
        let folder = Repository.fixtures("Regressions").appendingPathComponent(reader)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { "\(reader)/\($0)" }
    }

    @Test(arguments: inputs)
    func everyLayoutPrintsWithEveryTarget(input: String) throws {
        let bytes = Array(try Data(contentsOf: Repository.fixtures("Regressions").appendingPathComponent(input)))
        guard let loaded = try? DocumentLoader.loadAll(bytes) else { return }
        for layout in loaded.layouts {
            for target in PrintTarget.allCases {
                do {
                    let code = try target.print(layout.loaded.document)
                    #expect(code.text.contains("\n"), "\(input), \(target): printed nothing")
                } catch {
                    #expect(!error.description.isEmpty, "\(input), \(target): a refusal that says nothing")
                }
            }
        }
    }

    /// A damaged storyboard that lists one layout guide twice: the second is left out, said.
    @Test func aLayoutGuideListedTwiceIsReadOnce() throws {
        let bytes = Array(try Data(contentsOf: Repository.fixtures("Regressions/interface-builder/duplicate-layout-guide-id.storyboard")))
        let loaded = try DocumentLoader.load(bytes)
        #expect(loaded.document.guides.map(\.id) == ["08L-bJ-kbo", "iau-x6-9gd"])
        #expect(loaded.warnings.contains { $0.message == "the id 08L-bJ-kbo is used twice; the second layout guide is left out" })
        #expect(try PrintTarget.swiftlayout.print(loaded.document).text.contains("Anchors.top.equalTo(view.safeAreaLayoutGuide, constant: 8.0)"))
    }
}
