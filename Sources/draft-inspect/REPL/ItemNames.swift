import Inspector
import Printer

/// The names the REPL shows for items and accepts in references: the printer's, so a view
/// is called the same in `tree`, `print` and every answer.
enum ItemNames {
    static func names(of document: LayoutDocument, tags: [ItemID: String]) -> [ItemID: String] {
        let table = NameTable(document: document, tags: tags)
        var names: [ItemID: String] = [:]
        for id in document.views.map(\.id) + document.guides.map(\.id) {
            names[id] = table.name(of: id)
        }
        return names
    }
}
