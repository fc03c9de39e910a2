import SwiftParser
import SwiftSyntax

/// A Swift file of the app, parsed once: its text, its syntax tree and line:column lookup.
public struct SwiftSource: Sendable {
    /// The path the user gave.
    public let path: String
    /// The file's bytes as read; every edit is a range of these.
    public let bytes: [UInt8]
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        tree = Parser.parse(source: bytes.withUnsafeBufferPointer { $0 })
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// `path:line:column` of a byte offset.
    func location(_ offset: Int) -> String {
        let location = converter.location(for: AbsolutePosition(utf8Offset: offset))
        return "\(path):\(location.line):\(location.column)"
    }

    /// The line of a byte offset, 1-based.
    func line(_ offset: Int) -> Int {
        converter.location(for: AbsolutePosition(utf8Offset: offset)).line
    }

    /// The first syntax error swift-syntax reports, as `path:line:column: message`; nil when
    /// the file parses.
    public var firstSyntaxError: String? {
        guard tree.hasError else { return nil }
        let finder = MissingOrUnexpected(viewMode: .sourceAccurate)
        finder.walk(tree)
        let offset = finder.first?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0
        return "\(location(offset)): error: Swift syntax error: this file does not parse"
    }

    /// The source text of a byte range.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The whitespace that starts the line holding `offset`.
    func indentation(at offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return text(start..<end)
    }
}

/// The first node of a tree that the parser marked missing or unexpected.
private final class MissingOrUnexpected: SyntaxVisitor {
    var first: Syntax?

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if first == nil { first = Syntax(node) }
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if first == nil, token.presence == .missing { first = Syntax(token) }
        return .skipChildren
    }
}
