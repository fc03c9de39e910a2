import Foundation
import Inspector
import LayoutModel
import Readers
import Testing
import TestSupport

/// `draw` on every example and corpus file: the SVG is well-formed XML, with one element per
/// view and guide at its solved frame, and every conflict's constraints drawn as `conflict`.
@Suite struct DrawCommandTests {
    /// Every input the repository ships that draft-inspect reads.
    static let inputs: [String] = {
        var paths = ["Examples/sign-in.json", "Examples/contact-cell.json", "Examples/photo-conflict-ambiguous.json", "Examples/table-cell-conflict.log"]
        let folders = ["uikit-logs", "autolayouttrace", "recursive", "other", "interface-builder", "swiftlayout-printer-tests/cases", "swiftlayout-printer-tests/cases-era-a"]
        for folder in folders {
            let url = Repository.fixtures("Corpus/\(folder)")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            let kept = names.filter { name in [".txt", ".json", ".xib", ".storyboard"].contains { name.hasSuffix($0) } }
            paths += kept.sorted().map { "Tests/Fixtures/Corpus/\(folder)/\($0)" }
        }
        return paths
    }()

    /// The layouts of an input, each with the arguments that pick it (`--layout ID` when the
    /// file holds several).
    static func layouts(of input: String) throws -> [(loaded: LoadedDocument, selection: [String])] {
        let all = try DocumentLoader.loadAll(Array(try Data(contentsOf: URL(fileURLWithPath: Repository.path(input)))))
        return all.layouts.map { ($0.loaded, all.layouts.count > 1 ? ["--layout", $0.id] : []) }
    }

    @Test func everyCorpusFolderIsFound() {
        #expect(Self.inputs.count > 70)
    }

    @Test(arguments: inputs)
    func pictureShowsTheSolvedLayoutAndTheConflicts(input: String) throws {
        let layouts = try Self.layouts(of: input)
        #expect(!layouts.isEmpty)
        for (loaded, selection) in layouts {
            try checkPicture(input: input, loaded: loaded, selection: selection)
        }
    }

    func checkPicture(input: String, loaded: LoadedDocument, selection: [String]) throws {
        let drawn = try CLI.run(["draw", input] + selection)
        let check = try CLI.run(["check", "--format", "json", input] + selection)
        #expect(drawn.status == check.status, "draw exits as check does")
        let (svg, error) = ParsedXML.parse(drawn.stdout)
        try #require(error == nil, "\(input): not well-formed: \(error ?? "")")
        let root = try #require(svg.root)
        #expect(root.name == "svg")

        let items = svg.elements.filter { $0.hasClass("view") || $0.hasClass("guide") }
        let byID = Dictionary(grouping: items) { $0.attributes["data-id"] ?? "" }
        #expect(byID.values.allSatisfy { $0.count == 1 }, "one element per item")
        let document = loaded.document
        let isWhole = loaded.extent == .wholeLayout
        #expect(root.attributes["data-frames"] == (isWhole ? "known" : "unknown"))
        if isWhole {
            let session = LayoutSession(document: document)
            let expected = document.depthFirstOrder + document.guides.map(\.id).filter { document.isDescendant(document.owningView(of: $0) ?? "", of: document.rootID) }
            #expect(Set(byID.keys) == Set(expected.map(\.rawValue)))
            for id in expected {
                guard let element = byID[id.rawValue]?.first, let rect = element.child("rect"), let index = session.system.index(of: id) else {
                    Issue.record("\(input): no rect for \(id)")
                    continue
                }
                let solved = session.solvedFrame(ofItem: index)
                let drawnFrame = [rect.number("x"), rect.number("y"), rect.number("width"), rect.number("height")]
                let solvedFrame = [solved.x, solved.y, solved.width, solved.height]
                #expect(zip(drawnFrame, solvedFrame).allSatisfy { drawn, solved in drawn.map { abs($0 - solved) < 0.001 } ?? false },
                        "\(input): \(id) drawn at \(drawnFrame), solved \(solvedFrame)")
                #expect(element.hasClass(document.guide(id) == nil ? "view" : "guide"))
            }
        } else {
            #expect(Set(byID.keys) == Set(document.views.map(\.id.rawValue) + document.guides.map(\.id.rawValue)))
        }

        // Every constraint check lists in a conflict is drawn with class conflict; the broken one also broken.
        let report = try JSONParser.parse(Array(check.stdout.utf8))
        guard case let .array(conflicts)? = report["conflicts"] else {
            Issue.record("\(input): no conflicts array")
            return
        }
        let conflictElements = svg.elements.filter { $0.hasClass("conflict") && $0.hasClass("constraint") }
        for (number, conflict) in conflicts.enumerated() {
            let drawnHere = conflictElements.filter { ($0.attributes["data-conflict"] ?? "").split(separator: " ").contains(Substring(String(number + 1))) }
            guard case let .array(members)? = conflict["constraints"], case let .string(broken)? = conflict["broken"] else { continue }
            for case let .string(reference) in members {
                #expect(drawnHere.contains { $0.attributes["data-id"] == reference }, "\(input): conflict \(number + 1) draws \(reference)")
            }
            #expect(drawnHere.contains { $0.attributes["data-id"] == broken && $0.hasClass("broken") && $0.attributes["data-conflict"] == String(number + 1) },
                    "\(input): broken \(broken)")
        }
        guard case let .array(ambiguous)? = report["ambiguous"] else { return }
        for case let .string(item)? in ambiguous.map({ $0["item"] }) {
            #expect(svg.elements.contains { $0.hasClass("ambiguous") && $0.attributes["data-id"] == item }, "\(input): ambiguous \(item)")
        }
    }

    @Test(arguments: inputs)
    func htmlReportIsOneSelfContainedPage(input: String) throws {
        let page = try CLI.run(["check", "--format", "html", input])
        let text = try CLI.run(["check", input])
        #expect(page.status == text.status)
        let (html, error) = ParsedXML.parse(page.stdout)
        try #require(error == nil, "\(input): not well-formed: \(error ?? "")")
        let root = try #require(html.root)
        #expect(root.name == "html")
        // Nothing from elsewhere: no links, sources or imports; only the two namespaces name a URL.
        #expect(!html.elements.contains { $0.name == "link" || $0.attributes["src"] != nil || $0.attributes["href"] != nil })
        let namespaces = ["xmlns=\"http://www.w3.org/1999/xhtml\"", "xmlns=\"http://www.w3.org/2000/svg\""]
        #expect(!namespaces.reduce(page.stdout) { $0.replacingOccurrences(of: $1, with: "") }.contains("http"))
        // The picture is the one draw makes; the report is check's text, line for line.
        // One picture and one report per layout: the pictures draw makes, the report check prints.
        let pages = html.elements.filter { $0.name == "main" }
        let layouts = try Self.layouts(of: input)
        #expect(pages.count == layouts.count)
        let ids: (ParsedXML.Element) -> [String] = { root in
            root.all.filter { $0.hasClass("view") || $0.hasClass("guide") }.compactMap { $0.attributes["data-id"] }
        }
        for (page, layout) in zip(pages, layouts) {
            let svg = try #require(page.all.first { $0.name == "svg" })
            let drawn = try #require(ParsedXML.parse(try CLI.run(["draw", input] + layout.selection).stdout).document.root)
            #expect(ids(svg) == ids(drawn))
            let report = try #require(page.all.first { $0.name == "pre" })
            // Every conflict member drawn has a report entry in the first conflict it is drawn
            // for (a conflict that remains of an earlier one lists only what it adds); drawn
            // for one conflict, it has that entry's classes (broken there or not).
            let members = svg.all.filter { $0.hasClass("constraint") }
            var conflictsOfMember: [String: Set<Int>] = [:]
            for member in members {
                let conflicts = (member.attributes["data-conflict"] ?? "").split(separator: " ").compactMap { Int($0) }
                conflictsOfMember[member.attributes["data-id"] ?? "", default: []].formUnion(conflicts)
            }
            for member in members {
                let id = member.attributes["data-id"] ?? ""
                guard let conflicts = conflictsOfMember[id], let first = conflicts.min() else { continue }
                let conflict = String(first)
                let entry = report.all.first { (element: ParsedXML.Element) -> Bool in
                    element.attributes["data-id"] == id && element.attributes["data-conflict"] == conflict
                }
                #expect(entry != nil, "\(input): report entry of \(id) in conflict \(first)")
                if conflicts.count == 1 { #expect(entry?.classes == member.classes, "\(input): classes of \(id)") }
            }
        }
        let reports = pages.compactMap { page in page.all.first { $0.name == "pre" }?.allText }
        #expect(reports.map { $0 + "\n" }.joined(separator: "\n") == text.stdout, "the reports are check's text, line for line")
    }

    @Test func everyDrawnElementHasAClassAndAnID() throws {
        let drawn = try CLI.run(["draw", "Examples/photo-conflict-ambiguous.json"])
        let svg = try #require(ParsedXML.parse(drawn.stdout).document.root)
        let known: Set = ["view", "guide", "constraint", "conflict", "broken", "ambiguous", "misplaced"]
        let marked = svg.all.filter { $0.attributes["data-id"] != nil }
        #expect(marked.count > 10)
        for element in marked {
            #expect(!element.classes.isDisjoint(with: known), "\(element.name) \(element.attributes)")
        }
        // The ambiguous caption is hatched, the broken height dashed.
        let caption = svg.all.first { $0.hasClass("ambiguous") && $0.attributes["data-id"] == "0x7b1000013000" }
        #expect(caption?.child("rect")?.attributes["fill"] == "url(#ambiguous-hatch)")
        let broken = svg.all.first { $0.hasClass("broken") && $0.attributes["data-id"] == "0x600000c8a230" }
        #expect(broken?.attributes["stroke-dasharray"] != nil)
        // No external resources: nothing refers to anything outside the file.
        #expect(!drawn.stdout.contains("href"))
        #expect(!drawn.stdout.contains("@import"))
        #expect(!drawn.stdout.contains("http://") || drawn.stdout.components(separatedBy: "http://").count == 2, "only the SVG namespace")
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        let first = try CLI.run(["draw", "Examples/table-cell-conflict.log"])
        let second = try CLI.run(["draw", "Examples/table-cell-conflict.log"])
        #expect(first.stdout == second.stdout)
        #expect(!first.stdout.isEmpty)
    }

    @Test func misplacedViewsHaveAGhostAtTheRecordedFrame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("draw-misplaced-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The sign-in logo, recorded 10 pt right of where its constraints put it.
        var text = try String(contentsOfFile: Repository.path("Examples/sign-in.json"), encoding: .utf8)
        let loaded = try DocumentLoader.load(Array(text.utf8))
        let logo = try #require(loaded.document.views.first { $0.name == "logo" || $0.accessibilityIdentifier == "logo" })
        let frame = try #require(logo.frame)
        let recordedX = "\"x\": \(formatNumber(frame.x))"
        let start = try #require(text.range(of: "\"id\": \"\(logo.id.rawValue)\""))
        let xRange = try #require(text.range(of: recordedX, range: start.upperBound..<text.endIndex))
        text.replaceSubrange(xRange, with: "\"x\": \(formatNumber(frame.x + 10))")
        let file = folder.appendingPathComponent("moved.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let drawn = try CLI.run(["draw", file.path])
        #expect(drawn.status == 0, "a misplaced frame alone is not a problem for check either")
        let svg = try #require(ParsedXML.parse(drawn.stdout).document.root)
        let ghost = try #require(svg.all.first { $0.hasClass("misplaced") && $0.attributes["data-id"] == logo.id.rawValue && $0.child("rect") != nil })
        let view = try #require(svg.all.first { $0.hasClass("view") && $0.attributes["data-id"] == logo.id.rawValue })
        let ghostX = try #require(ghost.child("rect")?.number("x"))
        let viewX = try #require(view.child("rect")?.number("x"))
        #expect(abs(ghostX - viewX - 10) < 0.001)
    }

    @Test func outputFileFollowsTheSafeWriteRules() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("draw-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("picture.svg").path
        let first = try CLI.run(["draw", "Examples/sign-in.json", "-o", output])
        #expect(first.status == 0)
        #expect(first.stdout.isEmpty)
        let again = try CLI.run(["draw", "Examples/photo-conflict-ambiguous.json", "-o", output])
        #expect(again.status == 73)
        #expect(again.stderr.contains("already exists; use --force"))
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(written.contains("Examples/sign-in.json"), "the existing file is untouched")
        let forced = try CLI.run(["draw", "Examples/photo-conflict-ambiguous.json", "-o", output, "--force"])
        #expect(forced.status == 1, "as check: a conflict")
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("photo-conflict-ambiguous"))
    }

    @Test func anImagesNameIsRefusedBeforeAnythingIsWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("draw-name-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("picture.PNG").path
        let refused = try CLI.run(["draw", "Examples/sign-in.json", "-o", output])
        #expect(refused.status == 2, "a usage error")
        #expect(refused.stderr.contains("draw writes SVG (or text with --format text), not .png: name the file .svg"))
        #expect(!FileManager.default.fileExists(atPath: output))
        let dotted = folder.appendingPathComponent("v1.png.d/picture").path
        #expect(try CLI.run(["draw", "Examples/sign-in.json", "-o", dotted]).status == 73, "a dot in a folder's name is not a suffix")
    }

    @Test func badInputExitsAsCheckDoes() throws {
        let missing = try CLI.run(["draw", "no-such-file.json"])
        #expect(missing.status == 2)
        let garbage = try CLI.run(["draw", "-"], input: "{\"format\": 3}")
        #expect(garbage.status == 65)
        #expect(garbage.stdout.isEmpty)
        let root = try CLI.run(["draw", "Examples/sign-in.json", "--root", "0xnope"])
        #expect(root.status == 2)
    }

    @Test func textDrawingUsesBoxDrawingCharactersAndNoColourOffATerminal() throws {
        let result = try CLI.run(["draw", "--format", "text", "--width", "60", "Examples/photo-conflict-ambiguous.json"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("┌view") == true)
        #expect(lines.allSatisfy { $0.count <= 60 || !$0.contains("┌") && !$0.contains("│") })
        #expect(result.stdout.contains("conflict 1: these cannot all hold"))
        #expect(result.stdout.contains("4. doneButton.height == 44  (broken)"))
        #expect(result.stdout.contains("↔"), "the caption slides horizontally")
        #expect(!result.stdout.contains("\u{1B}["))
    }

    /// Every line keeps to `--width`: the legend's constraints and a log's tree of items
    /// (whose frames are unknown) wrap at spaces.
    @Test(arguments: ["Examples/photo-conflict-ambiguous.json", "Tests/Fixtures/Corpus/uikit-logs/13-wtf-issue10-systembaseline-stackview-margins-15.txt"])
    func textDrawingKeepsToTheWidth(file: String) throws {
        let result = try CLI.run(["draw", "--format", "text", "--width", "40", file])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count > 10)
        #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines.filter { $0.count > 40 })")
    }
}

/// The REPL's `draw`: the edited layout in the terminal, or as SVG.
@Suite struct REPLDrawTests {
    @Test func drawFollowsTheEdits() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repl-draw-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = folder.appendingPathComponent("before.svg").path
        let after = folder.appendingPathComponent("after.svg").path
        let script = """
            draw --svg \(before)
            deactivate minimumTapHeight
            draw --svg \(after)
            draw toolbar
            """
        let result = try CLI.run(["repl", "Examples/photo-conflict-ambiguous.json"], input: script, environment: ["COLUMNS": "40"])
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let beforeSVG = try #require(ParsedXML.parse(try String(contentsOfFile: before, encoding: .utf8)).document.root)
        let afterSVG = try #require(ParsedXML.parse(try String(contentsOfFile: after, encoding: .utf8)).document.root)
        #expect(beforeSVG.all.contains { $0.hasClass("broken") })
        #expect(!afterSVG.all.contains { $0.hasClass("conflict") }, "the conflict is gone once its member is off")
        // The toolbar's subtree, 40 columns wide: the toolbar and the button, nothing above.
        let drawing = result.stdout.split(separator: "\n").map(String.init)
        #expect(drawing.first { $0.hasPrefix("┌") } == "┌toolbar───────────────────────────────┐")
        #expect(!result.stdout.contains("banner"))
        #expect(result.stdout.contains("doneB"))
        #expect(drawing.allSatisfy { $0.count <= 40 || !$0.hasPrefix("│") })
    }

    @Test func openWithoutAViewerSaysWhereThePictureIs() throws {
        let result = try CLI.run(["repl", "Examples/sign-in.json"], input: "draw --open\n", environment: ["PATH": "/nonexistent"])
        let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("Wrote ") })
        #expect(line.hasSuffix("; there is no xdg-open to open it with.") || line.hasSuffix("; there is no open to open it with."))
        let path = String(line.dropFirst("Wrote ".count).prefix { $0 != ";" })
        defer { try? FileManager.default.removeItem(atPath: path) }
        let svg = try #require(ParsedXML.parse(try String(contentsOfFile: path, encoding: .utf8)).document.root)
        #expect(svg.name == "svg")
        #expect(svg.all.contains { $0.hasClass("view") })
    }

    @Test func drawOfALogIsATreeOfItems() throws {
        let result = try CLI.run(["repl", "Examples/table-cell-conflict.log"], input: "draw\n")
        #expect(result.stdout.contains("frames unknown"))
        #expect(result.stdout.contains("├─ listViewImageA  UIView"))
        #expect(result.stdout.contains(".height == 11  (broken)"))
    }
}
