/// The kinds of input draft-inspect reads, told apart by content, not by file name.
public enum InputFormat: String, Hashable, Sendable, CaseIterable {
    /// The JSON dump, format v1.
    case dump

    /// The name the JSON report uses (`format`).
    public var reportName: String {
        switch self {
        case .dump: "dump"
        }
    }

    /// What a person calls it: "a draft-inspect dump".
    public var displayName: String {
        switch self {
        case .dump: "draft-inspect dump"
        }
    }
}

/// A document read from some input, with what was learnt on the way.
public struct LoadedDocument: Sendable {
    public var document: LayoutDocument
    public var format: InputFormat
    /// Problems that did not stop the reading (skipped lines of a damaged paste, …).
    public var warnings: [Diagnostic]

    public init(document: LayoutDocument, format: InputFormat, warnings: [Diagnostic] = []) {
        self.document = document
        self.format = format
        self.warnings = warnings
    }
}

/// Reads any supported input: sniffs the format from the content, then runs its reader.
public enum DocumentLoader {
    /// Which format the bytes are in, or `nil` when none matches.
    public static func sniff(_ bytes: [UInt8]) -> InputFormat? {
        if DumpReader.looksLikeDump(bytes) { return .dump }
        return nil
    }

    public static func load(_ bytes: [UInt8]) throws(InputError) -> LoadedDocument {
        switch sniff(bytes) {
        case .dump:
            return LoadedDocument(document: try DumpReader.read(bytes), format: .dump)
        case nil:
            throw InputError(at: .file, "not a format draft-inspect reads: expected a draft-inspect JSON dump")
        }
    }
}
