import Inspector

/// The names the REPL shows for items and accepts in references.
///
/// A tag wins, then `view` for the root, the accessibilityIdentifier, the dump's name hint,
/// and last the id; a layout guide is `owner.safeAreaLayoutGuide` and the like. This is the
/// one place the REPL asks for names, so the printer's naming replaces it in one step.
enum ItemNames {
    static func names(of document: LayoutDocument, tags: [ItemID: String]) -> [ItemID: String] {
        var names: [ItemID: String] = [:]
        for view in document.views {
            names[view.id] = tags[view.id]
                ?? (view.id == document.rootID ? "view" : nil)
                ?? view.accessibilityIdentifier ?? view.name ?? view.id.rawValue
        }
        for guide in document.guides {
            let owner = names[guide.owner] ?? guide.owner.rawValue
            names[guide.id] = tags[guide.id]
                ?? guide.kind.propertyName.map { "\(owner).\($0)" } ?? guide.identifier ?? guide.id.rawValue
        }
        return names
    }
}
