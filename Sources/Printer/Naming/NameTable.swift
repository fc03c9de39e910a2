import Inspector

/// The Swift names of a document's views and layout guides, shared by every printer and
/// report so that the same view is called the same everywhere.
///
/// Precedence, highest first: a tag (`--tag ID=NAME`), `view` for the root, the view's
/// `accessibilityIdentifier`, the dump's `name` hint, a name made from the class and the
/// text (`UILabel` "Sign in" → `signInLabel`, `HeaderView` → `headerView`), then a numbered
/// generic name (`label1`, `stackView2`). Every name is a valid Swift identifier, never a
/// keyword, and unique; a later claimant of a taken name gets `2`, `3`… appended.
/// Layout guides are expressions: `owner.safeAreaLayoutGuide`, `owner.layoutMarginsGuide`,
/// `owner.readableContentGuide`, `owner.keyboardLayoutGuide`, or a custom guide's own name.
public struct NameTable: Sendable {
    private var names: [ItemID: String] = [:]
    private var taken: Set<String>
    /// The next numeric suffix to try for a base name, so that thousands of `likeButton`s
    /// are numbered in linear time.
    private var nextSuffix: [String: Int] = [:]

    /// Names the views and guides of `document`.
    /// - Parameters:
    ///   - tags: names chosen by the user, by item id; they win over everything else.
    ///   - reserved: names the caller uses itself and no view may take.
    public init(document: LayoutDocument, tags: [ItemID: String] = [:], reserved: Set<String> = []) {
        taken = reserved
        let order = document.depthFirstOrder
        let inOrder = Set(order)
        let allViews = order + document.views.map(\.id).filter { !inOrder.contains($0) }

        for id in allViews.filter({ tags[$0] != nil }) + document.guides.map(\.id).filter({ tags[$0] != nil }) {
            if let tag = tags[id] { claim(id, SwiftIdentifier.make(from: tag) ?? "item") }
        }
        if names[document.rootID] == nil { claim(document.rootID, "view") }
        for id in allViews where names[id] == nil {
            if let text = document.view(id)?.accessibilityIdentifier, let name = SwiftIdentifier.make(from: text) {
                claim(id, name)
            }
        }
        for id in allViews where names[id] == nil {
            if let text = document.view(id)?.name, let name = SwiftIdentifier.make(from: text) {
                claim(id, name)
            }
        }
        var typeWordsByClass: [String: [String]] = [:]
        for id in allViews where names[id] == nil {
            guard let view = document.view(id) else { continue }
            let type = typeWordsByClass[view.className] ?? Self.typeWords(ofClass: view.className)
            typeWordsByClass[view.className] = type
            if let text = view.text, let base = SwiftIdentifier.make(from: text) {
                let words = SwiftIdentifier.words(base)
                let suffix = type.last.map { [$0] } ?? ["View"]
                let joined = Array(words.prefix(4)) + (words.last?.lowercased() == suffix[0].lowercased() ? [] : suffix)
                if let name = SwiftIdentifier.make(from: joined.joined(separator: " ")) {
                    claim(id, name)
                    continue
                }
            }
            let base = SwiftIdentifier.make(from: type.joined(separator: " ")) ?? "view"
            if !TypeName.isSystemClass(TypeName.swiftName(ofClass: view.className)) {
                claim(id, base)
                continue
            }
            claim(id, uniqued(base, startingAt: 1))
        }
        for guide in document.guides where names[guide.id] == nil && guide.kind == .custom {
            let base = guide.identifier.flatMap { SwiftIdentifier.make(from: $0) } ?? "layoutGuide"
            claim(guide.id, base == "layoutGuide" ? uniqued(base, startingAt: 1) : base)
        }
        for guide in document.guides where names[guide.id] == nil {
            let owner = names[guide.owner] ?? guide.owner.rawValue
            names[guide.id] = "\(owner).\(guide.kind.propertyName ?? "layoutGuide")"
        }
    }

    /// The words of a class's type name without UIKit's prefixes: `UIStackView` → Stack, View.
    private static func typeWords(ofClass className: String) -> [String] {
        var type = Substring(TypeName.swiftName(ofClass: className))
        while type.hasPrefix("_") { type = type.dropFirst() }
        if type.hasPrefix("UI") || type.hasPrefix("NS") { type = type.dropFirst(2) }
        let words = SwiftIdentifier.words(String(type))
        return words.isEmpty ? ["View"] : words
    }

    private mutating func uniqued(_ base: String, startingAt start: Int = 2) -> String {
        if start == 2, !taken.contains(base) { return base }
        var counter = max(start, nextSuffix[base] ?? start)
        while taken.contains("\(base)\(counter)") { counter += 1 }
        nextSuffix[base] = counter + 1
        return "\(base)\(counter)"
    }

    private mutating func claim(_ id: ItemID, _ base: String) {
        let name = uniqued(base)
        names[id] = name
        taken.insert(name)
    }

    /// Names guides a printer adds to the document it prints (a view's `layoutMarginsGuide`
    /// standing for its margin attributes) the way UIKit's own guides are named.
    public mutating func name(addedGuides guides: [Guide]) {
        for guide in guides where names[guide.id] == nil {
            let owner = names[guide.owner] ?? guide.owner.rawValue
            names[guide.id] = "\(owner).\(guide.kind.propertyName ?? "layoutGuide")"
        }
    }

    /// The name of a view, or the expression for a guide (`header.safeAreaLayoutGuide`).
    /// An unknown id gives `nil`.
    public func name(of id: ItemID) -> String? { names[id] }

    /// The name, or the raw id in angle brackets for an item the table does not know, for
    /// comments and reports.
    public func displayName(of id: ItemID) -> String { names[id] ?? "<\(id.rawValue)>" }

    /// Whether a name is used by some item or reserved.
    public func isTaken(_ name: String) -> Bool { taken.contains(name) }
}
