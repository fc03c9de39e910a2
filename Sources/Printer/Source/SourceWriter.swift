/// Builds Swift source line by line with 4-space indentation.
///
/// Indentation stops growing at ``maximumIndentation`` levels: a hierarchy nested thousands
/// of views deep would otherwise print more spaces than code, quadratic in its depth.
public struct SourceWriter: Sendable {
    public private(set) var lines: [String] = []
    private var level = 0
    /// The deepest indentation written; deeper blocks stay at this column.
    public static let maximumIndentation = 40

    public init() {}

    /// Appends a line at the current indentation; an empty line stays empty.
    public mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: min(level, Self.maximumIndentation)) + text)
    }

    /// Appends `opening`, the lines `body` writes one level deeper, then `closing`.
    public mutating func block(_ opening: String, closing: String = "}", _ body: (inout SourceWriter) -> Void) {
        line(opening)
        level += 1
        body(&self)
        level -= 1
        line(closing)
    }

    /// Appends text to the last line written (`.apply()` after a closing brace).
    public mutating func appendToLastLine(_ text: String) {
        if lines.isEmpty { lines.append(text) } else { lines[lines.count - 1] += text }
    }

    /// Appends every line of another writer's output at the current indentation.
    public mutating func append(_ other: SourceWriter) {
        for text in other.lines { line(text) }
    }

    public mutating func indent() { level += 1 }
    public mutating func dedent() { level = max(0, level - 1) }

    /// The source, lines joined by newlines, ending in one newline.
    public var text: String {
        lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
