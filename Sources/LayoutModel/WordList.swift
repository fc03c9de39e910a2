/// Names as a sentence lists them: `a`, `a and b`, `a, b and c`. Past `limit` names, the first
/// `limit - 1` and how many more: `a, b, c, d and 9996 more`.
public func listedInWords(_ names: [String], limit: Int? = nil) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    var shown = names
    if let limit, names.count > limit {
        shown = Array(names.prefix(limit - 1)) + ["\(names.count - (limit - 1)) more"]
    }
    return shown.dropLast().joined(separator: ", ") + " and " + (shown.last ?? "")
}
