import LayoutModel
import Naming

/// The comment a printed file opens with: what it is, and where every constraint of the
/// document went. Targets differ only in the words they pass.
struct FileHeader {
    /// The first line, without `// `: `SnapKit 5 layout of x.json, printed by draft-inspect.`
    var title: String
    /// The views the code builds or is given (``inputViews(in:of:)``).
    var printedViews: Int
    /// UIKit's private views inside the printed hierarchy, left out.
    var privateViews = 0
    /// Every view of the document.
    var documentViews: Int
    /// What happened to each constraint.
    var dispositions: [ConstraintDisposition]
    /// Whether each constraint is counted; `nil`: all. A subtree's print counts those that
    /// touch it and says how many more there are elsewhere.
    var isCounted: [Bool]?
    /// How the target creates constraints: `Draftsman relations`.
    var creator: String
    /// The line for the constraints written as UIKit code, given how many (at least one).
    var codeLine: (Int) -> String
    /// Why the printed root is not the document's, when it is the view controller's view
    /// inside a captured window (``rootNote(root:document:)``).
    var rootNote: String?
    /// Lines (without `// `) before the note on IB's old layout guides.
    var warnings: [String] = []
    /// How many constraints to IB's old layout guides were rewritten.
    var legacyGuideConstraints: Int
    /// Lines (without `// `) after that note.
    var notes: [String] = []
    var autoIdentifier: Bool
    /// Whole comment lines that close the header.
    var closing: [String] = []

    /// How many of the input's views a printed tree holds: the window a reader adds, which the
    /// code is given as its `view`, is none of them.
    static func inputViews(in order: [ItemID], of document: LayoutDocument) -> Int {
        order.count - (document.rootIsSynthetic && order.first == document.rootID ? 1 : 0)
    }

    /// The line that says the code starts at the view controller's view of a captured window
    /// (or presentation), not at the window: `nil` when the printed root is the document's.
    static func rootNote(root: ItemID, document: LayoutDocument) -> String? {
        guard root != document.rootID, root == document.contentRoot, let view = document.view(root) else { return nil }
        let captured = document.kind(of: document.rootID) == .window ? "window" : document.view(document.rootID)?.className ?? "view"
        let place = document.superview(of: root) == document.rootID ? "in the captured \(captured)" : "inside the captured \(captured)'s UIKit containers"
        return "Printed from the view controller's view (\(view.className) \(root.rawValue)) \(place); "
            + "--root ID (print VIEW in the REPL) prints another view."
    }

    func write(_ writer: inout SourceWriter) {
        writer.line("// \(title)")
        var (relations, code, inactive, outside, privateViewCount) = (0, 0, 0, 0, 0)
        var system: [SystemConstraintKind: Int] = [:]
        var total = 0
        for (index, disposition) in dispositions.enumerated() where isCounted?[index] ?? true {
            total += 1
            switch disposition {
            case .relation: relations += 1
            case .anchorCode: code += 1
            case .inactive: inactive += 1
            case .outside: outside += 1
            case .privateView: privateViewCount += 1
            case let .system(kind): system[kind, default: 0] += 1
            }
        }
        let unprinted = documentViews - printedViews - privateViews
        var views = counted(printedViews, "view")
        if privateViews > 0 { views += " (and \(privateViews) of UIKit's private views, left out)" }
        if unprinted > 0 { views += " (\(unprinted) more outside the printed hierarchy, not printed)" }
        let elsewhere = dispositions.count - total
        let constraints = counted(total, "constraint")
            + (elsewhere > 0 ? " touching \(printedViews == 1 ? "it" : "them") (\(elsewhere) more elsewhere, left out)" : "")
        if let rootNote { writer.line("// \(rootNote)") }
        writer.line("// \(views), \(constraints):")
        writer.line("//   \(relations) created by \(creator)")
        if code > 0 { writer.line("//   \(codeLine(code))") }
        if inactive > 0 { writer.line("//   \(inactive) inactive in the input: not created, listed commented out at the end") }
        if outside > 0 { writer.line("//   \(outside) mentioning views outside the printed hierarchy: not created, listed commented out at the end") }
        if privateViewCount > 0 {
            writer.line("//   \(privateViewCount) mentioning UIKit's private views (a button's title label, a cell's separator): UIKit makes them, left out")
        }
        if !system.isEmpty {
            writer.line("//   \(system.values.reduce(0, +)) made by UIKit, left out (UIKit makes them again at run time):")
            for kind in SystemConstraintKind.allCases {
                if let n = system[kind] { writer.line("//     \(n) \(kind.summary)") }
            }
        }
        for line in warnings { writer.line("// \(line)") }
        if legacyGuideConstraints > 0 { writer.line(LegacyLayoutGuides.note(legacyGuideConstraints)) }
        for line in notes { writer.line("// \(line)") }
        if autoIdentifier {
            writer.line("// --auto-identifier: views without an accessibilityIdentifier get their printed name; constraints")
            writer.line("//   without an identifier get a unique one (name.attribute), so UIKit's logs name them.")
        }
        for line in closing { writer.line(line) }
    }

    /// The warning for printed stack views whose arrangement the input does not show (a trace
    /// or a description lists a stack's subviews but not its axis; a log may show neither):
    /// their subviews are added as plain ones, which a stack does not lay out.
    static func unknownArrangementWarning(_ printed: [ItemID], document: LayoutDocument, names: NameTable) -> [String] {
        // Views with subviews first: the kind is asked of few of a large layout's views.
        let stacks = printed.filter { id in
            guard let index = document.indexOfView(id), !document.views[index].subviews.isEmpty, document.views[index].stack == nil,
                document.kind(ofViewAt: index) == .stackView
            else { return false }
            return document.views[index].subviews.contains { document.kind(of: $0) != .privateView }
        }
        guard !stacks.isEmpty else { return [] }
        let shown = stacks.prefix(8).map { names.displayName(of: $0) }.joined(separator: ", ")
        let more = stacks.count > 8 ? " and \(stacks.count - 8) more" : ""
        let one = stacks.count == 1
        return [
            "warning: \(shown)\(more) \(one ? "is a UIStackView whose" : "are UIStackViews whose") axis and arranged subviews the input does not show:",
            "  \(one ? "its" : "their") subviews are added here as plain subviews, which a stack does not lay out; add the ones it arranges",
            "  as arranged subviews (addArrangedSubview) and set \(one ? "its" : "each") axis.",
        ]
    }

    /// The warning that code from `library`, which turns autoresizing-mask translation off on
    /// every view it `adds`, changes these views, which translate theirs in the input.
    static func translationWarning(_ views: [ItemID], names: NameTable, library: String, adds: String) -> [String] {
        guard !views.isEmpty else { return [] }
        let shown = views.prefix(8).map { names.displayName(of: $0) }.joined(separator: ", ")
        let more = views.count > 8 ? " and \(views.count - 8) more" : ""
        return [
            "warning: \(shown)\(more) translate\(views.count == 1 ? "s its" : " their") autoresizing mask into constraints in the input.",
            "  \(library) sets translatesAutoresizingMaskIntoConstraints = false on every view it \(adds),",
            "  so this code changes that: such a view is laid out by its printed constraints only.",
        ]
    }
}
