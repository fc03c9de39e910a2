import Inspector
import Picture
import Printer

/// The picture of what `check` finds in a loaded input, made from what the document knows:
/// with frames, the solved screen with its conflicts, ambiguous items and misplaced frames;
/// without (a log, a trace), a diagram of the items with each listed conflict solved on its
/// own, as `check` reproduces it, and the ambiguity the input recorded.
struct ReportPicture {
    var picture: LayoutPicture
    /// Whether `check` would exit 0.
    var isClean: Bool

    init(_ loaded: LoadedDocument, input: String, root: ItemID? = nil) {
        let document = loaded.document
        let names = NameTable(document: document)
        let builder = PictureBuilder(document: document, names: names, title: input, root: root)
        if loaded.framesAreKnown {
            let session = LayoutSession(document: document, framesAreKnown: true)
            self = Self.of(session, builder: builder, input: input, format: loaded.format, names: names)
            return
        }
        let reproductions = Reproduction.reproduce(loaded)
        let parts = reproductions.map { reproduction in
            let report = CheckReport(input: input, format: loaded.format, session: reproduction.session, analysis: reproduction.session.analyze(), names: names)
            return PictureBuilder.Part(session: reproduction.session, conflicts: reproduction.conflicts, describe: report.uikitForm(ofEquation:))
        }
        let trace = TraceCheckReport(input: input, document: document, recorded: loaded.recorded)
        let ambiguities = loaded.recorded.ambiguities.map { recorded in
            LayoutPicture.AmbiguityMark(
                item: recorded.item,
                components: recorded.attributes.compactMap { name in FrameComponent.allCases.first { $0.name == name } },
                message: trace.message(recorded))
        }
        picture = builder.picture(framesAreKnown: false, parts: parts, ambiguities: ambiguities)
        isClean = reproductions.allSatisfy { $0.conflicts.isEmpty && $0.recorded == nil } && loaded.recorded.ambiguities.isEmpty
    }

    /// The picture of a live session (the REPL's, with its edits and tags).
    private init(picture: LayoutPicture, isClean: Bool) {
        self.picture = picture
        self.isClean = isClean
    }

    static func of(_ session: LayoutSession, builder: PictureBuilder, input: String, format: InputFormat, names: NameTable) -> ReportPicture {
        let analysis = session.analyze()
        let report = CheckReport(input: input, format: format, session: session, analysis: analysis, names: names)
        let part = PictureBuilder.Part(session: session, conflicts: analysis.conflicts, describe: report.uikitForm(ofEquation:))
        let ambiguities = analysis.ambiguities.map {
            LayoutPicture.AmbiguityMark(item: $0.item, components: $0.components, message: report.ambiguityMessage($0))
        }
        let picture = builder.picture(
            framesAreKnown: session.framesAreKnown, parts: [part], ambiguities: ambiguities, misplacements: analysis.misplacements)
        return ReportPicture(picture: picture, isClean: analysis.isClean)
    }
}
