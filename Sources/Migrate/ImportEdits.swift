import SwiftSyntax

extension ClassRewrite {
    /// The printed layout's imports the file lacks, after its last import, and the file-level
    /// helpers it needs, at its end.
    static func imports(_ printed: [PrintedClass], into source: SwiftSource) -> [TextEdit] {
        // An import under `#if canImport(UIKit)` counts: the file builds for iOS with it.
        let conditional = source.tree.statements.compactMap { $0.item.as(IfConfigDeclSyntax.self) }.flatMap(\.clauses)
            .compactMap { $0.elements?.as(CodeBlockItemListSyntax.self) }.flatMap { $0 }
        let present = Set((Array(source.tree.statements) + conditional).compactMap { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription })
        var missing: [String] = []
        for module in printed.flatMap(\.imports) where !present.contains(module) && !missing.contains(module) {
            missing.append(module)
        }
        var edits: [TextEdit] = []
        if missing.isEmpty {
            // Nothing to import.
        } else if let last = source.tree.statements.last(where: { statement in
            statement.item.is(ImportDeclSyntax.self) || conditional.contains { $0.item.is(ImportDeclSyntax.self) && statement.range.contains($0.position) }
        }) {
            let end = last.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(TextEdit(range: end..<end, replacement: missing.map { "\nimport " + $0 }.joined()))
        } else {
            edits.append(TextEdit(range: 0..<0, replacement: missing.map { "import " + $0 + "\n" }.joined() + "\n"))
        }
        let text = source.text(0..<source.bytes.count)
        var helpers: [String] = []
        for helper in printed.flatMap(\.helpers) where !text.contains(helper) && !helpers.contains(helper) {
            helpers.append(helper)
        }
        let end = source.bytes.count
        for helper in helpers {
            edits.append(TextEdit(range: end..<end, replacement: (source.bytes.last == UInt8(ascii: "\n") ? "" : "\n") + "\n" + helper + "\n"))
        }
        return edits
    }
}
