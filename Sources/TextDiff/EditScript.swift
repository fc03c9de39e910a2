/// The shortest edit script between two sequences: which elements both keep, which go, which
/// come. The unified diff `migrate --diff` prints and the changed lines a watched report
/// shows are two renderings of it.
public enum EditScript {
    /// One step along both sequences.
    public enum Step: Equatable, Sendable {
        /// An element both keep.
        case same
        /// An element of the first sequence only.
        case delete
        /// An element of the second sequence only.
        case insert
    }

    /// The fewest steps that turn `a` into `b` (Myers' greedy algorithm, the trace kept
    /// for backtracking: O((N + M) D) time, D the number of lines that differ).
    public static func steps<T: Equatable>(from a: [T], to b: [T]) -> [Step] {
        let n = a.count, m = b.count
        let max = n + m
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        outer: for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) ? v[max + k + 1] : v[max + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[max + k] = x
                if x >= n && y >= m { break outer }
            }
        }
        var steps: [Step] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[max + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                steps.append(.same); x -= 1; y -= 1
            }
            if d > 0 { steps.append(x == previousX ? .insert : .delete) }
            x = previousX; y = previousY
        }
        return steps.reversed()
    }
}
