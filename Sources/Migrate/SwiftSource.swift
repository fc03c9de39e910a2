import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
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

    /// The first syntax error swift-syntax reports, as `path:line:column: error: message`;
    /// nil when the file parses.
    public var firstSyntaxError: String? {
        guard tree.hasError, let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error })
        else { return nil }
        return "\(location(first.position.utf8Offset)): error: \(first.message)"
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
