/// The kinds of input draft-inspect reads, told apart by content, not by file name.
public enum InputFormat: String, Hashable, Sendable, CaseIterable {
    /// The JSON dump, format v1.
    case dump
    /// UIKit's console output: "Unable to simultaneously satisfy constraints" messages, or
    /// any other text holding constraint descriptions (`po view.constraints`, …).
    case uikitLog
    /// The output of `-[UIView _autolayoutTrace]` (or Chisel's `paltrace`).
    case autolayoutTrace
    /// The output of `-[UIView recursiveDescription]`.
    case recursiveDescription
    /// An Interface Builder document: a `.storyboard` or a `.xib`.
    case interfaceBuilder

    /// The name the JSON report uses (`format`).
    public var reportName: String {
        switch self {
        case .dump: "dump"
        case .uikitLog: "uikit-log"
        case .autolayoutTrace: "autolayout-trace"
        case .recursiveDescription: "recursive-description"
        case .interfaceBuilder: "interface-builder"
        }
    }

    /// What a person calls it: "a draft-inspect dump".
    public var displayName: String {
        switch self {
        case .dump: "draft-inspect dump"
        case .uikitLog: "UIKit constraint log"
        case .autolayoutTrace: "_autolayoutTrace output"
        case .recursiveDescription: "recursiveDescription output"
        case .interfaceBuilder: "Interface Builder document"
        }
    }
}

/// A document read from some input, with what was learnt on the way.
public struct LoadedDocument: Sendable {
    public var document: LayoutDocument
    public var format: InputFormat
    /// Problems that did not stop the reading (skipped lines of a damaged paste, …).
    public var warnings: [Diagnostic]
    /// Where the input states its views and constraints, as far as the reader kept it.
    public var positions: SourcePositions

    public init(
        document: LayoutDocument, format: InputFormat, warnings: [Diagnostic] = [], positions: SourcePositions = .none
    ) {
        self.document = document
        self.format = format
        self.warnings = warnings
        self.positions = positions
    }

    /// What UIKit reported in the input itself (``LayoutDocument/recorded``).
    public var recorded: RecordedFindings {
        get { document.recorded }
        set { document.recorded = newValue }
    }

    /// How much of the layout the input shows (``LayoutDocument/extent``).
    public var extent: LayoutExtent { document.extent }
}

/// Reads any supported input: sniffs the format from the content, then runs its reader.
public enum DocumentLoader {
    /// Which format the bytes are in, or `nil` when none matches. A JSON object is a dump;
    /// text holding a constraint description or the conflict header is a log; text whose
    /// lines are trace nodes is a trace; `<Class: 0x…; frame = (…)>` lines are a
    /// recursive description.
    public static func sniff(_ bytes: [UInt8]) -> InputFormat? {
        if DumpReader.looksLikeDump(bytes) { return .dump }
        if InterfaceBuilderReader.looksLikeInterfaceBuilder(bytes) { return .interfaceBuilder }
        let text = String(decoding: bytes, as: UTF8.self)
        if ConflictLogReader.looksLikeConflictLog(text) { return .uikitLog }
        if AutolayoutTraceReader.looksLikeTrace(text) { return .autolayoutTrace }
        if RecursiveDescriptionReader.looksLikeRecursiveDescription(text) { return .recursiveDescription }
        return nil
    }

    /// Every layout in the input: one for every format but Interface Builder's.
    public static func loadAll(_ bytes: [UInt8], traits: SizeClassTraits? = nil) throws(InputError) -> LoadedInput {
        if sniff(bytes) == .interfaceBuilder {
            return LoadedInput(format: .interfaceBuilder, layouts: try InterfaceBuilderReader.read(bytes, traits: traits))
        }
        let loaded = try load(bytes)
        return LoadedInput(format: loaded.format, layouts: [LoadedLayout(id: "", name: "", loaded: loaded)])
    }

    /// One layout: the input's only one, or its first (an Interface Builder file's first scene).
    public static func load(_ bytes: [UInt8]) throws(InputError) -> LoadedDocument {
        switch sniff(bytes) {
        case .interfaceBuilder:
            guard let first = try InterfaceBuilderReader.read(bytes, traits: nil).first else {
                throw InputError(at: .file, "the Interface Builder document holds no view to lay out")
            }
            return first.loaded
        case .dump:
            let (document, positions) = try DumpReader.readKeepingPositions(bytes)
            return LoadedDocument(document: document, format: .dump, positions: positions)
        case .uikitLog:
            return try ConflictLogReader.read(String(decoding: bytes, as: UTF8.self))
        case .autolayoutTrace:
            return try AutolayoutTraceReader.read(String(decoding: bytes, as: UTF8.self))
        case .recursiveDescription:
            return try RecursiveDescriptionReader.read(String(decoding: bytes, as: UTF8.self))
        case nil:
            throw InputError(at: .file, """
                not a format draft-inspect reads: expected a draft-inspect JSON dump, a UIKit \
                constraint log ("Unable to simultaneously satisfy constraints" or <NSLayoutConstraint:0x…> \
                descriptions), _autolayoutTrace output, recursiveDescription output or an Interface \
                Builder .storyboard/.xib
                """)
        }
    }
}
