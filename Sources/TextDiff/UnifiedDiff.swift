/// A unified diff of two texts by lines (Myers' shortest edit script), as `diff -u` prints
/// it, three lines of context.
public enum UnifiedDiff {
    /// Empty when the texts are equal.
    public static func unified(_ old: String, _ new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        let script = EditScript.steps(from: a, to: b)
        guard script.contains(where: { $0 != .same }) else { return "" }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        // Positions of each step in both texts.
        var steps: [(kind: EditScript.Step, a: Int, b: Int)] = []
        var i = 0, j = 0
        for step in script {
            steps.append((step, i, j))
            switch step {
            case .same: i += 1; j += 1
            case .delete: i += 1
            case .insert: j += 1
            }
        }
        var index = 0
        while index < steps.count {
            guard steps[index].kind != .same else { index += 1; continue }
            var first = max(0, index - context)
            var last = index
            // Extend the hunk while changes are within twice the context of each other.
            var scan = index
            while scan < steps.count {
                if steps[scan].kind != .same { last = scan }
                if scan - last > 2 * context { break }
                scan += 1
            }
            let end = min(steps.count, last + context + 1)
            first = max(first, 0)
            let hunk = steps[first..<end]
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            let oldStart = oldCount == 0 ? hunk.first!.a : hunk.first!.a + 1
            let newStart = newCount == 0 ? hunk.first!.b : hunk.first!.b + 1
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for step in hunk {
                switch step.kind {
                case .same: output += " " + a[step.a].text + "\n"
                case .delete: output += "-" + a[step.a].text + "\n" + (a[step.a].terminated ? "" : "\\ No newline at end of file\n")
                case .insert: output += "+" + b[step.b].text + "\n" + (b[step.b].terminated ? "" : "\\ No newline at end of file\n")
                }
            }
            index = end
        }
        return output
    }

    private struct Line: Equatable {
        var text: Substring
        var terminated: Bool
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    private static func lines(_ text: String) -> [Line] {
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
        let terminated = parts.last == ""
        if terminated { parts.removeLast() }
        return parts.enumerated().map { Line(text: $0.element, terminated: !(!terminated && $0.offset == parts.count - 1)) }
    }
}
