import Foundation
import LayoutModel
import Picture
import Readers
import Report
import TestSupport

/// A small layout checked and made into a picture, as `draw` does.
enum Drawn {
    static func picture(_ loaded: LoadedDocument, input: String) -> (report: CheckReport, picture: LayoutPicture) {
        let report = CheckReport(checking: loaded, input: input, detail: .words { constraint, _, _ in constraint.id ?? "?" })
        return (report, LayoutPicture(loaded, report: report))
    }

    /// The first layout of a file in `Tests/Fixtures/InterfaceBuilder`.
    static func interfaceBuilder(_ name: String) throws -> LoadedDocument? {
        let url = Repository.fixtures("InterfaceBuilder").appendingPathComponent(name)
        return try DocumentLoader.loadAll(Array(try Data(contentsOf: url))).layouts.first?.loaded
    }

    static func svg(_ loaded: LoadedDocument, input: String = "layout.json") -> String {
        SVGPicture(picture(loaded, input: input).picture).text
    }

    static func terminal(_ loaded: LoadedDocument, columns: Int = 60, color: Bool = false) -> [String] {
        TerminalPicture(picture(loaded, input: "layout.json").picture).text(columns: columns, color: color)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
