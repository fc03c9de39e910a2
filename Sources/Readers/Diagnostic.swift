import LayoutModel

/// A problem found in an input file: where it is and what is wrong.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        /// What a reader assumed, for the user to know (never a problem in the input).
        case note
    }

    /// Where in the input the problem is.
    public enum Location: Hashable, Sendable {
        /// A JSON path such as `constraints[12].secondAttribute`.
        case path(String)
        /// A 1-based line and column in a text input.
        case line(Int, column: Int)
        /// The input as a whole.
        case file
    }

    public var severity: Severity
    public var location: Location
    public var message: String
    /// The id of the view, guide or constraint involved, when there is one.
    public var itemID: String?
    /// For a JSON path, where its value starts in the text, when the reader found it: a
    /// compiler's `file:line:column:` and an editor's jump land on it.
    public var pathPosition: SourcePosition?

    public init(_ severity: Severity = .error, at location: Location, _ message: String, itemID: String? = nil) {
        self.severity = severity
        self.location = location
        self.message = message
        self.itemID = itemID
    }

    /// Where it is in the text: its line and column, or for a JSON path where the reader found
    /// the path's value; `nil` for the input as a whole.
    public var position: SourcePosition? {
        switch location {
        case let .line(line, column): SourcePosition(line: line, column: column)
        case .path: pathPosition
        case .file: nil
        }
    }

    /// `constraints[3].first: unknown item "0x9" (id c4)`.
    public var description: String {
        var text: String
        switch location {
        case let .path(path): text = "\(path): \(message)"
        case let .line(line, column): text = "\(line):\(column): \(message)"
        case .file: text = message
        }
        if let itemID { text += " (id \(itemID))" }
        return text.oneLine
    }

    /// The description prefixed by the file and the severity, as compilers print it:
    /// `dump.json: error: constraints[3].first: …`, `log.txt:12:5: warning: …`. Without the
    /// severity (`log.txt:12:5: …`) where the caller prints its own `error:` before it.
    public func formatted(file: String, withSeverity: Bool = true) -> String {
        let severity = withSeverity ? "\(self.severity.rawValue): " : ""
        switch location {
        case let .line(line, column):
            var text = "\(file):\(line):\(column): \(severity)\(message)"
            if let itemID { text += " (id \(itemID))" }
            return text.oneLine
        case .path:
            let place = pathPosition.map { ":\($0.line):\($0.column)" } ?? ""
            return "\(file.oneLine)\(place): \(severity)\(description)"
        case .file:
            return "\(file.oneLine): \(severity)\(description)"
        }
    }
}

/// The errors that made an input unreadable, all of them, in the order found.
public struct InputError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    public init(at location: Diagnostic.Location, _ message: String, itemID: String? = nil) {
        self.diagnostics = [Diagnostic(at: location, message, itemID: itemID)]
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }

    /// A text input in which nothing could be read: what was skipped, now errors, then why
    /// the whole input fails.
    init(skipped warnings: [Diagnostic], _ message: String) {
        let errors = warnings.map { warning in
            var error = warning
            error.severity = .error
            return error
        }
        self.init(errors + [Diagnostic(at: .file, message)])
    }
}

extension Array where Element == Diagnostic {
    /// By line, then column (for a JSON path, its value's, when the reader found it);
    /// diagnostics without a place first, in their order.
    var sortedByLocation: [Diagnostic] {
        func key(_ diagnostic: Diagnostic) -> (Int, Int) {
            diagnostic.position.map { ($0.line, $0.column) } ?? (0, 0)
        }
        return enumerated().sorted { a, b in
            let (ka, kb) = (key(a.element), key(b.element))
            return ka != kb ? ka < kb : a.offset < b.offset
        }.map(\.element)
    }
}
