import LayoutModel
import Naming
import Printer

/// One layout of an Interface Builder file: a scene, a XIB's top-level view or a prototype cell.
public struct MigrationScene: Sendable {
    /// How reports name it: `scene LoginViewController`.
    public var heading: String
    /// `IBFILE:line:column` of its root, for messages.
    public var location: String
    public var document: LayoutDocument

    public init(heading: String, location: String, document: LayoutDocument) {
        self.heading = heading
        self.location = location
        self.document = document
    }

    /// The app's class behind it (IB's `customClass`): the controller's, or the root view's
    /// when it is not UIKit's own; nil for a layout no class of the app stands behind.
    public var className: String? {
        if case let .viewControllerView(controllerClass) = document.rootKind { return controllerClass }
        guard let root = document.view(document.rootID) else { return nil }
        let name = UIKitClasses.typeName(root.className)
        guard SwiftIdentifier.isValid(name), !UIKitClasses.publicViews.contains(name), !TypeName.isSystemClass(name) else { return nil }
        return name
    }

    /// The outlet names the layout connects: views' and collections'.
    var connectedOutlets: Set<String> {
        Set(document.views.compactMap(\.outlet) + document.outletCollections.map(\.property))
    }
}

/// The app's classes behind an Interface Builder file, rewritten to build their own views:
/// what became of each, the new text of every file changed, and the calls that still load
/// the file.
public struct Migration: Sendable {
    public enum Status: Sendable, Equatable {
        /// Rewritten; the notes say what the user should check.
        case migrated(notes: [String])
        /// Left untouched, with the reason.
        case refused(String)
        /// None of the given files declares the class.
        case notFound
        /// Migrated before (no `@IBOutlet` or `@IBAction` left, every view declared), with where.
        case alreadyMigrated(String)
    }

    public struct Outcome: Sendable {
        public var scene: String
        public var location: String
        public var className: String
        public var status: Status
        /// What Interface Builder set up that the printed code does not do.
        public var unwired: [String]
    }

    public var outcomes: [Outcome] = []
    /// The files that change, with their new bytes, in the order given.
    public var changed: [(source: SwiftSource, bytes: [UInt8])] = []
    /// Calls that load a storyboard or nib, in the given files.
    public var callers: [Caller] = []

    public init(scenes: [MigrationScene], sources: [SwiftSource], target: PrintTarget, style: DraftsmanStyle = .plan) {
        var edits: [Int: [TextEdit]] = [:]
        var printedByFile: [Int: [PrintedClass]] = [:]
        var seen: [String: String] = [:]
        for scene in scenes {
            guard let className = scene.className else { continue }
            var outcome = Outcome(scene: scene.heading, location: scene.location, className: className, status: .notFound, unwired: [])
            defer { outcomes.append(outcome) }
            // A class not declared is skipped in every layout it stands behind.
            guard !ClassLocation(named: className, in: sources).declarations.isEmpty else { continue }
            if let earlier = seen[className] {
                outcome.status = .refused("class \(className) is also the class of \(earlier); migrate one layout per class (--layout)")
                continue
            }
            seen[className] = scene.heading
            let inherited = ClassLocation.inheritedMemberNames(of: className, in: sources)
            var printed: PrintedClass
            do throws(PrintError) {
                guard var parsed = try Self.printedClass(scene.document, target: target, style: style) else {
                    outcome.status = .refused("--target \(target.rawValue) printed no class for this layout")
                    continue
                }
                // A view no outlet names, printed with a name a superclass already has, takes the next free one.
                let tags = Self.renamed(parsed.properties.map(\.name).filter { inherited[$0] != nil && !scene.connectedOutlets.contains($0) },
                    in: scene.document, avoiding: inherited)
                if !tags.isEmpty, let renamed = try Self.printedClass(scene.document, target: target, style: style, tags: tags) { parsed = renamed }
                printed = parsed
            } catch {
                outcome.status = .refused("cannot print its layout: \(error.description)")
                continue
            }
            outcome.unwired = printed.unwired
            if printed.lifecycle == .plainInitializer, !scene.document.rootKind.isController {
                // Controllers and cells have a class of the target's own to go in; a custom view has none.
                outcome.status = .refused("--target \(target.rawValue) prints a custom view's layout as a PrintedLayout object that makes the view (`let view = \(className)()`), not as code of \(className) itself, so nothing of it goes in the class; migrate it with --target draftsman (controllers and cells migrate with every target)")
                continue
            }
            do throws(ClassRewrite.Refusal) {
                let rewrite = try ClassRewrite(className: className, printed: printed, connected: scene.connectedOutlets, inherited: inherited,
                    actions: scene.document.connections.actions.filter { $0.target == .owner }.map(\.selector), sources: sources)
                for (file, fileEdits) in rewrite.edits { edits[file, default: []] += fileEdits }
                printedByFile[rewrite.file, default: []].append(printed)
                outcome.status = .migrated(notes: rewrite.notes)
            } catch {
                outcome.status = error.isAlreadyMigrated ? .alreadyMigrated(error.reason) : .refused(error.reason)
            }
        }
        for (file, printed) in printedByFile {
            edits[file, default: []] += ClassRewrite.imports(printed, into: sources[file])
        }
        for (index, source) in sources.enumerated() {
            guard let fileEdits = edits[index], !fileEdits.isEmpty else { continue }
            let bytes = TextEdit.apply(fileEdits, to: source.bytes)
            if bytes != source.bytes { changed.append((source, bytes)) }
        }
        callers = CallerSearch.callers(in: sources)
    }
}

extension Migration {
    /// The class the printer writes for the layout, ready to be taken apart.
    private static func printedClass(_ document: LayoutDocument, target: PrintTarget, style: DraftsmanStyle, tags: [ItemID: String] = [:]) throws(PrintError) -> PrintedClass? {
        var options = PrintOptions(style: style, tags: tags, declarations: true)
        options.header = false
        return PrintedClass(text: try target.print(document, options: options).text)
    }

    /// Names for the views printed as `names`, each the first of `name2`, `name3`… that
    /// neither the layout nor `avoiding` uses.
    private static func renamed(_ names: [String], in document: LayoutDocument, avoiding: [String: String]) -> [ItemID: String] {
        guard !names.isEmpty else { return [:] }
        let table = NameTable(document: document)
        var tags: [ItemID: String] = [:]
        for view in document.views {
            guard let name = table.name(of: view.id), names.contains(name) else { continue }
            let free = (2...).lazy.map { "\(name)\($0)" }.first { avoiding[$0] == nil && !table.isTaken($0) && !tags.values.contains($0) }
            tags[view.id] = free
        }
        return tags
    }
}

extension RootKind {
    var isController: Bool {
        if case .viewControllerView = self { return true }
        return false
    }
}
