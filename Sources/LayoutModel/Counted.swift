/// A count with its noun, plural unless it is one: `1 view`, `3 constraints`, `0 conflicts`.
/// Shared by the reports, the printers' headers and the command line.
public func counted(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
}
