import Foundation
import LayoutModel

/// What Tab offers: command names first, then for each argument what the command's
/// parameter takes (views, constraints, files, attributes, settings, options).
struct Completion {
    var workspace: Workspace
    /// Lists a folder: each entry's name and whether it is a folder. `nil` when it cannot be read.
    var listFolder: (String) -> [(name: String, isFolder: Bool)]? = Completion.listFolder

    /// The candidates for `word`, the text being completed, after `before`, the line up to it.
    func candidates(before: String, word: String) -> [String] {
        let earlier = (try? CommandLineWords(parsing: before))?.words
            ?? before.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let name = earlier.first else {
            return matching(CommandTable.all.flatMap(\.names), word)
        }
        guard let command = CommandTable.command(named: name) else { return [] }

        var positional: [String] = []
        var index = 1
        while index < earlier.count {
            let argument = earlier[index]
            if let option = command.options.first(where: { $0.name == argument }) {
                if option.valueLabel != nil {
                    if index + 1 == earlier.count { return matching(option.values, word) }
                    index += 1
                }
            } else {
                positional.append(argument)
            }
            index += 1
        }
        if word.hasPrefix("-"), !command.options.isEmpty {
            return matching(command.options.map(\.name), word)
        }
        let parameter = positional.count < command.parameters.count
            ? command.parameters[positional.count]
            : command.parameters.last.flatMap { $0.kind == .equation ? $0 : nil }
        guard let parameter else { return [] }
        return candidates(for: parameter.kind, word: word, earlier: positional)
    }

    private func candidates(for kind: Parameter.Kind, word: String, earlier: [String]) -> [String] {
        switch kind {
        case .view:
            return workspace.references.references(withPrefix: word)
        case .constraint:
            guard let document = workspace.document else { return [] }
            // Ids, and the identifiers people name constraints by (`minimumTapHeight`).
            let identifiers = Set(document.constraints.compactMap(\.identifier)).sorted()
            return matching(document.constraints.indices.map(document.reference(ofConstraintAt:)) + identifiers, word)
        case .file:
            return files(word)
        case .attribute:
            return matching(AnalysisCommands.attributeNames, word)
        case .command:
            return matching(CommandTable.all.map(\.name), word)
        case .setting:
            return matching(PrintingCommands.settings.map(\.name), word)
        case .settingValue:
            let values = PrintingCommands.settings.first { $0.name == earlier.first }?.values ?? []
            return matching(values, word)
        case .freeText:
            return []
        case .equation:
            return equationTerms(word)
        }
    }

    /// In an equation, `item.` continues with attribute names, anything else with items.
    private func equationTerms(_ word: String) -> [String] {
        if let dot = word.lastIndex(of: "."), case .item = workspace.references.resolve(String(word[..<dot])) {
            let item = String(word[...dot])
            let attributes = Attribute.allCases.filter { $0 != .notAnAttribute }.map { item + $0.name }
            return matching(attributes, word)
        }
        return workspace.references.references(withPrefix: word)
    }

    /// Paths that start with `word`; folders end in `/` so Tab can go on into them.
    private func files(_ word: String) -> [String] {
        let slash = word.lastIndex(of: "/")
        let folder = slash.map { String(word[...$0]) } ?? ""
        let stem = slash.map { String(word[word.index(after: $0)...]) } ?? word
        guard let entries = listFolder(folder.isEmpty ? "." : folder) else { return [] }
        return entries
            .filter { $0.name.hasPrefix(stem) && (stem.hasPrefix(".") || !$0.name.hasPrefix(".")) }
            .map { folder + $0.name + ($0.isFolder ? "/" : "") as String }
            .sorted()
    }

    private func matching(_ candidates: [String], _ word: String) -> [String] {
        candidates.filter { $0.hasPrefix(word) }
    }

    static func listFolder(_ path: String) -> [(name: String, isFolder: Bool)]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
        return names.map { name in
            var isFolder: ObjCBool = false
            let full = (path as NSString).appendingPathComponent(name)
            _ = FileManager.default.fileExists(atPath: full, isDirectory: &isFolder)
            return (name, isFolder.boolValue)
        }
    }
}
