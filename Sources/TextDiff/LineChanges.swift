/// What changed between two versions of a report, line by line: the lines that went, with
/// `- `, and the lines that came, with `+ `, in report order; lines both keep are left out.
public enum LineChanges {
    public static func changes(from old: [String], to new: [String]) -> [String] {
        var lines: [String] = []
        var i = 0
        var j = 0
        for step in EditScript.steps(from: old, to: new) {
            switch step {
            case .same:
                i += 1
                j += 1
            case .delete:
                lines.append(old[i].isEmpty ? "-" : "- " + old[i])
                i += 1
            case .insert:
                lines.append(new[j].isEmpty ? "+" : "+ " + new[j])
                j += 1
            }
        }
        return lines
    }
}
