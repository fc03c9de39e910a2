import Inspector
import LayoutModel
import Readers
import Testing
import TestSupport

/// A log or trace saved as a dump (the REPL's `save`, `convert`) is the same partial document:
/// no invented frames, UIKit's messages kept, and the same conflicts when checked.
@Suite struct SavedLogTests {
    static let capturedFiles: [String] =
        Corpus.files(in: "uikit-logs") + Corpus.files(in: "autolayouttrace") + Corpus.files(in: "other")

    /// What checking finds for each message: its line, and per conflict the members (as
    /// references) and the one given up.
    static func outcome(_ loaded: LoadedDocument) -> [String] {
        Reproduction.reproduce(loaded.document).map { reproduction in
            let conflicts = reproduction.conflicts.map { conflict in
                let members = conflict.equations.map(reproduction.session.reference(ofEquation:))
                return members.joined(separator: ",") + " breaks " + reproduction.session.reference(ofEquation: conflict.broken)
            }
            return "line \(reproduction.recorded?.line ?? 0): " + conflicts.joined(separator: "; ")
        }
    }

    @Test(arguments: capturedFiles)
    func aSavedLogChecksAsTheLog(file: String) throws {
        guard let loaded = try Corpus.load(file) else { return }
        guard loaded.format == .uikitLog || loaded.format == .autolayoutTrace else { return }
        let saved = DumpWriter.text(loaded.document)
        let reread = LoadedDocument(document: try DumpReader.read(Array(saved.utf8)), format: .dump)
        #expect(reread.document.isPartial)
        #expect(reread.document.views.allSatisfy { $0.frame == nil }, "a log gives no frame; none is invented")
        #expect(reread.recorded == loaded.recorded)
        #expect(reread.document.rootKind == loaded.document.rootKind)
        #expect(Self.outcome(reread) == Self.outcome(loaded))
        if loaded.format == .uikitLog {
            #expect(!Self.outcome(loaded).isEmpty)
        }
    }

    @Test func theCorpusHasLogsAndTraces() {
        #expect(Self.capturedFiles.filter { $0.hasPrefix("uikit-logs/") }.count >= 30)
        #expect(Self.capturedFiles.filter { $0.hasPrefix("autolayouttrace/") }.count >= 3)
    }

    /// A partial document reports conflicts only; the same constraints in a complete one leave
    /// the unpinned views ambiguous.
    @Test func aPartialDocumentHasNoAmbiguityVerdicts() throws {
        guard let loaded = try Corpus.load("uikit-logs/02-wtf-custom2-named-views-vfl.txt") else { return }
        let partial = LayoutSession(document: loaded.document).analyze()
        #expect(partial.conflicts.count == 1 && partial.ambiguities.isEmpty)
        var complete = loaded.document
        complete.isPartial = false
        #expect(!LayoutSession(document: complete).analyze().ambiguities.isEmpty)
    }

    /// A view whose frame is unknown is never reported misplaced, whatever the solver gives it.
    @Test func unknownFramesAreNeverMisplaced() {
        let document = LayoutDocument(
            rootID: "root",
            views: [
                View(id: "root", className: "UIView", frame: Rect(x: 0, y: 0, width: 100, height: 100), subviews: ["a", "b"]),
                View(id: "a", className: "UIView", frame: nil, translatesAutoresizingMaskIntoConstraints: false),
                View(id: "b", className: "UIView", frame: Rect(x: 5, y: 5, width: 5, height: 5), translatesAutoresizingMaskIntoConstraints: false),
            ],
            constraints: ["a", "b"].flatMap { item in
                [Attribute.left, .top].map { Constraint(first: ItemID(item), firstAttribute: $0, second: "root", secondAttribute: $0, constant: 10) }
                    + [Attribute.width, .height].map { Constraint(first: ItemID(item), firstAttribute: $0, constant: 20) }
            })
        let analysis = LayoutSession(document: document).analyze()
        #expect(analysis.ambiguities.isEmpty)
        #expect(analysis.misplacements.map(\.item) == ["b"])
    }
}
