/// Names as a sentence lists them: `a`, `a and b`, `a, b and c`. Past `limit` names, the first
/// `limit - 1` and how many more: `a, b, c, d and 9996 more`.
public func listedInWords(_ names: [String], limit: Int? = nil) -> String {
    listedInWords(names, limit: limit ?? names.count) { $0 }
}

/// As ``listedInWords(_:limit:)``, naming only the items shown: a long list is not spelled out
/// to be cut.
public func listedInWords<Items: Collection>(_ items: Items, limit: Int, name: (Items.Element) -> String) -> String {
    let shownCount = items.count > limit ? max(limit - 1, 1) : items.count
    var shown = items.prefix(shownCount).map(name)
    if shownCount < items.count { shown.append("\(items.count - shownCount) more") }
    guard shown.count > 1 else { return shown.first ?? "" }
    return shown.dropLast().joined(separator: ", ") + " and " + (shown.last ?? "")
}
