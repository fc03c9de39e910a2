import LayoutModel

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
    /// How much of the input sniffing reads: a format shows itself in its first lines, and
    /// a long console log holds its first conflict within this much.
    public static let sniffedPrefix = 4 << 20
    /// How much of the input tells text from binary (NUL bytes, bytes that are not UTF-8).
    static let binaryProbe = 64 << 10

    /// Which format the bytes are in, or `nil` when none matches. A JSON object is a dump;
    /// text holding a constraint description or the conflict header is a log; text whose
    /// lines are trace nodes is a trace; `<Class: 0x…; frame = (…)>` lines are a
    /// recursive description. Only the first ``sniffedPrefix`` bytes are looked at, and
    /// binary input is told apart by its first kilobytes, so a large file of anything else
    /// is refused at once.
    public static func sniff(_ bytes: [UInt8]) -> InputFormat? {
        sniffKeepingText(bytes).format
    }

    /// What sniffing found: the format and, when it decoded the whole input as text, that
    /// text, which a text format's reader takes instead of decoding the bytes again.
    public struct Sniffed: Sendable {
        public var format: InputFormat?
        fileprivate var text: String?
    }

    /// ``sniff(_:)``, keeping the text it decoded when that is the whole input.
    public static func sniffKeepingText(_ bytes: [UInt8]) -> Sniffed {
        bytes.withUnsafeBufferPointer { sniffKeepingText(in: $0) }
    }

    /// ``sniffKeepingText(_:)`` of bytes where they lie: the head of an input still being
    /// read, asked about without copying its megabytes.
    public static func sniffKeepingText(in bytes: UnsafeBufferPointer<UInt8>) -> Sniffed {
        if DumpReader.looksLikeDump(bytes) { return Sniffed(format: .dump) }
        if InterfaceBuilderReader.looksLikeInterfaceBuilder(bytes) { return Sniffed(format: .interfaceBuilder) }
        if TextEncodingProblem.find(in: ArraySlice(bytes.prefix(binaryProbe))) != nil { return Sniffed(format: nil) }
        let text = String(decoding: bytes.prefix(sniffedPrefix), as: UTF8.self)
        let whole = bytes.count <= sniffedPrefix ? text : nil
        if ConflictLogReader.looksLikeConflictLog(text) { return Sniffed(format: .uikitLog, text: whole) }
        if AutolayoutTraceReader.looksLikeTrace(text) { return Sniffed(format: .autolayoutTrace, text: whole) }
        if RecursiveDescriptionReader.looksLikeRecursiveDescription(text) { return Sniffed(format: .recursiveDescription, text: whole) }
        return Sniffed(format: nil)
    }

    /// The format of a file met in a folder, or `nil` to skip it: as ``sniff(_:)``, but a JSON
    /// object is a dump only when its first ``binaryProbe`` bytes name the dump format or hold
    /// a dump's `"views"`, `"constraints"` or `"layoutGuides"` key, and an Interface Builder
    /// file only when it is an iOS one. A project's asset catalog `Contents.json`,
    /// `Package.resolved`, `package.json` or macOS XIB is no layout, and no error either.
    public static func sniffFound(_ bytes: [UInt8]) -> InputFormat? {
        sniffFoundKeepingText(bytes).format
    }

    /// ``sniffFound(_:)``, keeping the text as ``sniffKeepingText(_:)`` does.
    public static func sniffFoundKeepingText(_ bytes: [UInt8]) -> Sniffed {
        bytes.withUnsafeBufferPointer { sniffFoundKeepingText(in: $0) }
    }

    /// ``sniffFoundKeepingText(_:)`` of bytes where they lie, as ``sniffKeepingText(in:)``.
    public static func sniffFoundKeepingText(in bytes: UnsafeBufferPointer<UInt8>) -> Sniffed {
        let sniffed = sniffKeepingText(in: bytes)
        switch sniffed.format {
        case .dump:
            return Sniffed(format: hasDumpKey(ArraySlice(bytes.prefix(binaryProbe))) ? .dump : nil)
        case .interfaceBuilder:
            let head = String(decoding: bytes.prefix(2048), as: UTF8.self)
            return Sniffed(format: head.contains("com.apple.InterfaceBuilder3.CocoaTouch") ? .interfaceBuilder : nil)
        default:
            return sniffed
        }
    }

    /// Whether JSON text holds `"draft-inspect-dump"`, or a dump's own key followed by `:`.
    static func hasDumpKey(_ head: ArraySlice<UInt8>) -> Bool {
        let bytes = Array(head)
        if contains(bytes, Array("\"\(DumpFormat.name)\"".utf8)) { return true }
        for key in ["\"views\"", "\"constraints\"", "\"layoutGuides\""] {
            let pattern = Array(key.utf8)
            var start = 0
            while let found = firstIndex(of: pattern, in: bytes, from: start) {
                start = found + pattern.count
                if bytes[start...].first(where: { !DumpReader.isSpace($0) }) == UInt8(ascii: ":") { return true }
            }
        }
        return false
    }

    private static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
        firstIndex(of: pattern, in: bytes, from: 0) != nil
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in pattern.withUnsafeBufferPointer { bytes.firstIndex(of: $0, from: start) } }
    }

    /// Every layout in the input: one for every format but Interface Builder's.
    public static func loadAll(_ bytes: [UInt8], traits: SizeClassTraits? = nil) throws(InputError) -> LoadedInput {
        try loadAll(bytes, as: sniffKeepingText(bytes), traits: traits)
    }

    /// Every layout of input already sniffed: `sniffed` is what ``sniffKeepingText(_:)`` said
    /// of these bytes, so a caller that sniffed them does not read a large text's first
    /// megabytes again, nor decode a text sniffed whole a second time.
    public static func loadAll(_ bytes: [UInt8], as sniffed: Sniffed, traits: SizeClassTraits? = nil) throws(InputError) -> LoadedInput {
        if sniffed.format == .interfaceBuilder {
            return LoadedInput(format: .interfaceBuilder, layouts: try InterfaceBuilderReader.read(bytes, traits: traits))
        }
        if sniffed.format == .recursiveDescription {
            let captures = try RecursiveDescriptionReader.readAll(sniffed.text ?? String(decoding: bytes, as: UTF8.self))
            guard captures.count > 1 else {
                return LoadedInput(format: .recursiveDescription, layouts: [LoadedLayout(id: "", name: "", loaded: captures[0])])
            }
            return LoadedInput(format: .recursiveDescription, layouts: captures.enumerated().map { index, capture in
                LoadedLayout(id: "\(index + 1)", name: capture.captureName, loaded: capture)
            })
        }
        let loaded = try load(bytes, as: sniffed.format, text: sniffed.text)
        return LoadedInput(format: loaded.format, layouts: [LoadedLayout(id: "", name: "", loaded: loaded)])
    }

    /// One layout: the input's only one, or its first (an Interface Builder file's first scene).
    public static func load(_ bytes: [UInt8]) throws(InputError) -> LoadedDocument {
        try load(bytes, as: sniff(bytes))
    }

    /// One layout of input already sniffed: sniffing a large text reads its first megabytes.
    private static func load(_ bytes: [UInt8], as format: InputFormat?, text: String? = nil) throws(InputError) -> LoadedDocument {
        switch format {
        case .interfaceBuilder:
            guard let first = try InterfaceBuilderReader.read(bytes, traits: nil).first else {
                throw InputError(at: .file, "the Interface Builder document holds no view to lay out")
            }
            return first.loaded
        case .dump:
            // `{` then NUL bytes: a dump saved as UTF-16 without a byte order mark.
            if let problem = TextEncodingProblem.find(in: bytes.prefix(binaryProbe)) {
                throw InputError(at: .line(problem.line, column: problem.column), problem.message)
            }
            let (document, positions, warnings) = try DumpReader.readKeepingPositions(bytes)
            return LoadedDocument(document: document, format: .dump, warnings: warnings, positions: positions)
        case .uikitLog:
            return try LogWithHierarchy.read(text ?? String(decoding: bytes, as: UTF8.self))
        case .autolayoutTrace:
            return try AutolayoutTraceReader.read(text ?? String(decoding: bytes, as: UTF8.self))
        case .recursiveDescription:
            return try RecursiveDescriptionReader.read(text ?? String(decoding: bytes, as: UTF8.self))
        case nil:
            throw unreadable(bytes)
        }
    }

    /// Why input in no format is refused, and where it went wrong when that can be told: a
    /// UTF-16 file, binary data, or a dump with something before its `{`.
    static func unreadable(_ bytes: [UInt8]) -> InputError {
        if let problem = TextEncodingProblem.find(in: bytes.prefix(binaryProbe)) {
            return InputError(at: .line(problem.line, column: problem.column), problem.message)
        }
        if let stray = StrayPrefix.find(in: bytes) {
            return InputError(at: .line(stray.line, column: stray.column), stray.message)
        }
        return InputError(at: .file, """
            not a format draft-inspect reads: expected a draft-inspect JSON dump, a UIKit \
            constraint log ("Unable to simultaneously satisfy constraints" or <NSLayoutConstraint:0x…> \
            descriptions), _autolayoutTrace output, recursiveDescription output or an Interface \
            Builder .storyboard/.xib
            """)
    }
}

/// Input that is not UTF-8 text: saved as UTF-16, or binary.
struct TextEncodingProblem {
    var line: Int
    var column: Int
    var message: String

    static func find(in bytes: ArraySlice<UInt8>) -> TextEncodingProblem? {
        guard !bytes.isEmpty else { return nil }
        let start = bytes.startIndex
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return TextEncodingProblem(line: 1, column: 1, message: """
                the file is UTF-16 text (it starts with a UTF-16 byte order mark); draft-inspect reads \
                UTF-8: re-save it as UTF-8 (iconv -f UTF-16 -t UTF-8)
                """)
        }
        guard let nul = firstNUL(in: bytes) else {
            // ASCII (nearly every dump and log) has no ill-formed UTF-8: nothing to decode.
            if isASCII(bytes) { return nil }
            let (characters, replaced) = replacementCount(in: bytes)
            // A cut at the end of the probe can split one character; binary is many.
            guard replaced > 8 && replaced * 20 > characters else { return nil }
            return TextEncodingProblem(line: 1, column: 1, message: """
                the file is binary data, not text: \(replaced) of its first \(characters) characters \
                are not UTF-8
                """)
        }
        // ASCII saved as UTF-16 without a byte order mark: every other byte is 0.
        let evenZeros = stride(from: start + 1, to: bytes.endIndex, by: 2).filter { bytes[$0] == 0 }.count
        let oddZeros = stride(from: start, to: bytes.endIndex, by: 2).filter { bytes[$0] == 0 }.count
        // All NUL (or nearly) is not UTF-16: the bytes between the zeros must be mostly text.
        let textBytes = bytes.count - evenZeros - oddZeros
        if max(evenZeros, oddZeros) * 3 > bytes.count, textBytes * 3 > bytes.count {
            return TextEncodingProblem(line: 1, column: 1, message: """
                the file looks like UTF-16 text (every other byte is 0); draft-inspect reads UTF-8: \
                re-save it as UTF-8 (iconv -f UTF-16 -t UTF-8)
                """)
        }
        let (line, column) = position(of: nul, in: bytes)
        return TextEncodingProblem(line: line, column: column, message: "a NUL byte: the file is binary data, not text")
    }

    /// How many scalars the bytes decode to and how many of them are U+FFFD, as
    /// `String(decoding:as:)` would make them (one for each ill-formed sequence), counted
    /// without making the string: a trace's `•` makes every trace take this path.
    private static func replacementCount(in bytes: ArraySlice<UInt8>) -> (characters: Int, replaced: Int) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var (characters, replaced) = (0, 0)
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded):
                characters += 1
                if Unicode.UTF8.decode(encoded) == "\u{FFFD}" { replaced += 1 }
            case .error:
                characters += 1
                replaced += 1
            case .emptyInput:
                return (characters, replaced)
            }
        }
    }

    /// The index of the first 0 byte, found by `memchr`: every input is probed before it is read.
    private static func firstNUL(in bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { $0.firstIndex(of: "\u{0}") }.map { bytes.startIndex + $0 }
    }

    /// Whether every byte is below 0x80, tested eight at a time.
    private static func isASCII(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            let words = buffer.count / 8
            var seen: UInt64 = 0
            for word in 0..<words { seen |= UnsafeRawPointer(base + word * 8).loadUnaligned(as: UInt64.self) }
            for index in (words * 8)..<buffer.count { seen |= UInt64(buffer[index]) }
            return seen & 0x8080_8080_8080_8080 == 0
        }
    }

    /// The 1-based line and column of a byte.
    static func position(of index: Int, in bytes: ArraySlice<UInt8>) -> (Int, Int) {
        bytes.withUnsafeBufferPointer { TextLocator.lineAndColumn(of: index - bytes.startIndex, in: $0) }
    }
}

/// A dump with something before its `{`: a stray byte, a log prefix, a shell prompt.
struct StrayPrefix {
    var line: Int
    var column: Int
    var message: String

    static func find(in bytes: [UInt8]) -> StrayPrefix? {
        let head = bytes.prefix(DocumentLoader.binaryProbe)
        guard let brace = head.firstIndex(of: UInt8(ascii: "{")) else { return nil }
        let opening = String(decoding: head[brace...].prefix(4096), as: UTF8.self)
        guard opening.contains("\"\(DumpFormat.name)\"") || opening.contains("\"views\"") else { return nil }
        guard let first = head.firstIndex(where: { !(DumpReader.isSpace($0)) }), first < brace else { return nil }
        let (line, column) = TextEncodingProblem.position(of: first, in: head)
        let stray = String(decoding: head[first..<brace].prefix(20), as: UTF8.self)
        return StrayPrefix(line: line, column: column, message: """
            unexpected \(String(reflecting: stray)) before the JSON dump's '{'; \
            the dump must start with '{': remove what comes before it
            """)
    }
}

extension LoadedDocument {
    /// `RTCleanNavigationBar at line 10`: one of several hierarchies of a paste, by its root.
    fileprivate var captureName: String {
        let root = document.rootID
        let className = document.view(root)?.className ?? root.description
        return positions.items[root].map { "\(className) at line \($0.line)" } ?? className
    }
}
