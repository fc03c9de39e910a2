import LayoutModel
import Naming

/// The `--declarations` part of the output: a property per view, the view properties the
/// dump records (what it shows (``ViewPropertyCode``), fixed frames, stack configuration,
/// identifiers, priorities) and stubs for the app's own classes.
struct ViewDeclarations {
    let document: LayoutDocument
    let names: NameTable
    let tree: PrintedTree
    /// Stacks the plan creates itself; they get no property.
    let createdStacks: Set<ItemID>
    /// The class the output declares around the layout; no stub for it.
    let declaredClass: String
    /// Classes the file declares already (``PrintOptions/declaredClasses``): no stub for them.
    var declaredElsewhere: Set<String> = []
    /// Whether that class is a view controller whose `view` is the printed root.
    var rootIsControllerView = false
    /// Whether that class is a `UITableViewCell`, whose own `textLabel`, `detailTextLabel` and
    /// `imageView` an outlet of that name stands for.
    var rootIsTableViewCell = false
    /// Whether the controller's `view` is made in `loadView()` as another class than `UIView`:
    /// what it shows (an image view's image) is set there, while it still has its own type.
    var rootIsLoadedView = false
    /// The UIKit class the root is printed as when that is not its own (a table view root of a
    /// view class is a `UIView`): its statements are for what that class does by default.
    var rootUIKitClass: String?

    private var order: [ItemID] { tree.order }
    private var root: ItemID { tree.order[0] }

    /// The type to instantiate and, for a class the output cannot name, what it was.
    private func type(of view: View) -> (name: String, note: String?) {
        // The window a reader adds stands for whatever view holds the input's views: code makes
        // a view, never a window.
        if view.id == document.rootID && document.rootIsSynthetic { return ("UIView", nil) }
        let swiftName = UIKitClasses.typeName(view.className)
        if UIKitClasses.publicViews.contains(swiftName) { return (swiftName, nil) }
        // What it derives from keeps the statements that set its image or text compiling; UIKit's
        // private subclass of a public class is that class.
        let fallback = uikitBase(of: view) ?? UIKitClasses.publicClassOfPrivateSubclass[swiftName]?.uikitClass
            ?? (view.stack != nil ? "UIStackView" : "UIView")
        if !UIKitClasses.isAppClass(of: view) || !SwiftIdentifier.isValid(swiftName)
            || NameTable.reservedNames(for: document).contains(swiftName)
        {
            return (fallback, "\(view.className) in the input")
        }
        return (swiftName, nil)
    }

    /// The public UIKit class an app's class derives from, where the input says (or its name
    /// does, for a collection view's reusable view): what its stub inherits and whose
    /// properties its statements set.
    private func uikitBase(of view: View) -> String? {
        view.properties.uikitClass.flatMap { UIKitClasses.publicViews.contains($0) ? $0 : nil }
            ?? (document.kind(of: view.id) == .reusableView ? "UICollectionReusableView" : nil)
    }

    /// The app's own classes: declared as empty subclasses so the file compiles alone.
    /// The stubs of ``stubClasses()`` under a comment that says what they are for.
    /// Then the app's own action methods and protocol conformances, and the connections the
    /// code does not make (``ConnectionCode``).
    func writeStubClasses(_ writer: inout SourceWriter) {
        let stubs = stubClasses()
        if !stubs.isEmpty {
            writer.line()
            writer.line("// The app's own view classes, declared here so this file compiles on its own;")
            writer.line("// leave them out when adding the layout to the app.")
            for stub in stubs { writer.line("class \(stub.name): \(stub.base) {}") }
        }
        connections.writeStubs(owner: declaredClass, &writer)
    }

    /// `final class PrintedLayout {`, an `NSObject` when it is a target of actions or a
    /// delegate: an object UIKit can message.
    var printedLayoutOpening: String {
        connections.statements.isEmpty ? "final class \(declaredClass) {" : "final class \(declaredClass): NSObject {"
    }

    /// `PrintedLayout`'s `init()` running `configuration`, after `super.init()` for an `NSObject`.
    func writeInitializer(_ configuration: SourceWriter, _ writer: inout SourceWriter) {
        if !connections.statements.isEmpty {
            writer.line()
            writer.block("override init() {") { writer in
                writer.line("super.init()")
                writer.append(configuration)
            }
        } else if !configuration.isEmpty {
            writer.line()
            writer.block("init() {") { $0.append(configuration) }
        }
    }

    /// The code for the document's actions and delegate-style outlets.
    var connections: ConnectionCode {
        let declared = Set(order).subtracting(createdStacks)
        return ConnectionCode(document: document, names: names, declared: declared) { id in
            document.view(id).map { type(of: $0).name } ?? "UIView"
        }
    }

    /// The classes the code declares: its own and the stubs (``PrintedCode/declaredClasses``).
    var declaredClasses: Set<String> {
        Set(stubClasses().map(\.name)).union([declaredClass])
    }

    /// The app's classes the printed views are of, each with the UIKit class its stub derives from.
    func stubClasses() -> [(name: String, base: String)] {
        var seen: Set<String> = []
        var result: [(name: String, base: String)] = []
        for id in order where !createdStacks.contains(id) {
            // Most views are of UIKit's public classes, which need no stub: asked first, of
            // the view in place, before the view is copied and its type worked out.
            guard let number = document.indexOfView(id) else { continue }
            let swiftName = UIKitClasses.typeName(document.views[number].className)
            guard !UIKitClasses.publicViews.contains(swiftName) else { continue }
            let view = document.views[number]
            let (name, _) = type(of: view)
            guard name == swiftName, name != declaredClass, !declaredElsewhere.contains(name), seen.insert(name).inserted
            else { continue }
            result.append((name, uikitBase(of: view) ?? (view.stack != nil ? "UIStackView" : "UIView")))
        }
        return result
    }

    /// `let titleLabel = UILabel()` for every view, then the custom layout guides.
    func properties(_ writer: inout SourceWriter) {
        for id in order where !createdStacks.contains(id) && !tree.given.contains(id) {
            guard let view = document.view(id) else { continue }
            let (type, note) = type(of: view)
            let initializer = ViewPropertyCode.initializer(of: view, type: type, base: uikitBase(of: view) ?? type)
            if let note {
                writer.line("let ", names.displayName(of: id), " = ", initializer, " // ", note)
            } else {
                writer.line("let ", names.displayName(of: id), " = ", initializer)
            }
        }
        for guide in customGuides() {
            writer.line("let \(names.displayName(of: guide.id)) = UILayoutGuide()")
        }
        for collection in outletCollections() {
            writer.line("private(set) var \(collection.name): [\(collection.type)] = []")
        }
        for property in connections.properties { writer.line(property) }
        for alias in outletAliases() {
            writer.line("var \(alias.name): \(alias.type) { \(alias.view) }")
        }
        for member in cellMemberOverrides() {
            writer.line("override var \(member.name): \(member.type)? { \(member.view) }")
        }
    }

    /// A table view cell's read-only views that an outlet of the same name stands for: Interface
    /// Builder's key-value coding makes the XIB's label the cell's `textLabel`; Swift cannot
    /// assign it, so the printed view keeps another name and the cell answers with it.
    func cellMemberOverrides() -> [(name: String, type: String, view: String)] {
        guard rootIsTableViewCell else { return [] }
        let members = ["textLabel": "UILabel", "detailTextLabel": "UILabel", "imageView": "UIImageView"]
        var seen = Set<String>()
        return order.compactMap { id in
            guard !createdStacks.contains(id), !tree.given.contains(id), let view = document.view(id), let outlet = view.outlet,
                let memberType = members[outlet], (uikitBase(of: view) ?? type(of: view).name) == memberType, seen.insert(outlet).inserted
            else { return nil }
            return (outlet, memberType, names.displayName(of: id))
        }
    }

    /// The further outlets to declared views, and the outlets to effect views' content views
    /// (reached through their effect view, never declared), each the view under its other
    /// name: a computed property, so both names stay one view. One whose name is taken is
    /// left out.
    func outletAliases() -> [(name: String, type: String, view: String)] {
        // The content views UIKit makes (a cell's, an effect view's): an outlet to one reaches it.
        let contentOutlets = order.filter { $0 != root && tree.given.contains($0) }
            .compactMap { id in document.view(id)?.outlet.map { (view: id, property: $0) } }
        // The sets only when there is an alias to weigh: most layouts have none.
        guard !contentOutlets.isEmpty || !document.outletAliases.isEmpty else { return [] }
        let declared = Set(order.filter { !createdStacks.contains($0) && !tree.given.contains($0) })
        var taken = Set(order.map { names.displayName(of: $0) } + outletCollections().map(\.name))
        let further = document.outletAliases.filter { declared.contains($0.view) }.map { (view: $0.view, property: $0.property) }
        return (contentOutlets + further).compactMap { alias in
            guard let view = document.view(alias.view), SwiftIdentifier.isValid(alias.property), taken.insert(alias.property).inserted
            else { return nil }
            // A cell style's label is UIKit's optional, as the outlet IB set (`UILabel!`) was.
            let part = tree.cellParts.contains(alias.view) ? document.cellPart(of: alias.view) : nil
            let type = part.map { $0.uikitClass + "!" } ?? (tree.given.contains(alias.view) ? "UIView" : type(of: view).name)
            return (alias.property, type, names.displayName(of: alias.view))
        }
    }

    /// The outlet collections whose views the code declares, each with its element type: the
    /// views' common printed type, else `UIView`.
    func outletCollections() -> [(name: String, type: String, views: [String])] {
        guard !document.outletCollections.isEmpty else { return [] }
        let declared = Set(order.filter { !createdStacks.contains($0) })
        return document.outletCollections.compactMap { collection in
            let members = collection.views.filter { declared.contains($0) && $0 != root }
            guard !members.isEmpty, let name = SwiftIdentifier.property(collection.property) else { return nil }
            let types = Set(members.compactMap { document.view($0).map { type(of: $0).name } })
            let elements = members.map { tree.cellParts.contains($0) ? names.displayName(of: $0) + "!" : names.displayName(of: $0) }
            return (name, types.count == 1 ? types.first! : "UIView", elements)
        }
    }

    /// A view the code creates that the dump lays out by its frame and autoresizing mask
    /// (Interface Builder's fixed frame): it translates its mask, its frame is known and no
    /// constraint places it (only its own subviews' may mention it). Its declaration sets both,
    /// and the code leaves its autoresizing-mask translation on. A translating view that
    /// constraints do place is laid out by them, and the printer's header says so.
    func keepsFrame(_ id: ItemID) -> Bool {
        guard id != root, !tree.given.contains(id), !createdStacks.contains(id), let index = document.indexOfView(id) else { return false }
        return Self.isPlacedByItsFrame(viewAt: index, in: document)
    }

    /// Whether the view at `index` translates its mask, has a known frame and no constraint
    /// places it (only its own subviews' may mention it): laid out by that frame.
    static func isPlacedByItsFrame(viewAt index: Int, in document: LayoutDocument) -> Bool {
        // Read in place: `document.view(_:)` copies the whole view for two of its fields.
        guard document.views[index].translatesAutoresizingMaskIntoConstraints, document.views[index].frame != nil
        else { return false }
        let id = document.views[index].id
        func inside(_ item: ItemID) -> Bool {
            guard let owner = document.owningView(of: item) else { return false }
            return owner == id || document.isDescendant(owner, of: id)
        }
        return !document.constraintIndexes(involving: id).contains { index in
            let constraint = document.constraints[index]
            guard constraint.isActive, constraint.systemKind == nil else { return false }
            return constraint.second == nil || constraint.items.contains { $0 != id && !inside($0) }
        }
    }

    /// The views that keep their frame (``keepsFrame(_:)``), in printed order.
    var framedViews: [ItemID] { order.filter(keepsFrame) }

    /// For a library that turns translation off on every view it adds: the header's note on
    /// the views that keep their frame, and the statement that turns it back on after `step`.
    func framedViewsNote(after step: String) -> [String] {
        let kept = framedViews
        guard !kept.isEmpty else { return [] }
        let shown = kept.prefix(8).map { names.displayName(of: $0) }.joined(separator: ", ")
        let more = kept.count > 8 ? " and \(kept.count - 8) more" : ""
        return [
            "\(shown)\(more) keep\(kept.count == 1 ? "s its" : " their") frame and autoresizing mask (no constraint places \(kept.count == 1 ? "it" : "them") in the input):",
            "  the declarations set them and turn translatesAutoresizingMaskIntoConstraints back on after \(step).",
        ]
    }

    /// `view.translatesAutoresizingMaskIntoConstraints = true` for the views that keep their
    /// frame, once the library has added them.
    func translationBackOn(_ writer: inout SourceWriter) {
        let kept = framedViews.map { names.displayName(of: $0) }
        if kept.count == 1 {
            writer.line("\(kept[0]).translatesAutoresizingMaskIntoConstraints = true")
        } else if !kept.isEmpty {
            writer.line("[\(kept.joined(separator: ", "))].forEach { $0.translatesAutoresizingMaskIntoConstraints = true }")
        }
    }

    /// Custom guides owned by printed views; UIKit's own (stack spacers) are left out.
    private func customGuides() -> [Guide] {
        guard document.guides.contains(where: { $0.kind == .custom }) else { return [] }
        let printed = Set(order)
        return document.guides.filter { guide in
            guard guide.kind == .custom, printed.contains(guide.owner) else { return false }
            let identifier = guide.identifier ?? ""
            return !identifier.hasPrefix("UISV-") && !identifier.hasPrefix("_UI")
        }
    }

    /// What the root shows, set on `name` (``rootIsLoadedView``).
    func loadedRootStatements(name: String, _ writer: inout SourceWriter) {
        guard let view = document.view(root) else { return }
        writeShown(view, name: name, &writer)
    }

    private func writeShown(_ view: View, name: String, _ writer: inout SourceWriter) {
        let type = (view.id == root ? rootUIKitClass : nil) ?? uikitBase(of: view) ?? type(of: view).name
        ViewPropertyCode.write(for: view, name: name, type: type, in: document, to: &writer)
    }

    /// The statements of `init()`.
    func configuration(_ writer: inout SourceWriter) {
        for id in order where !createdStacks.contains(id) {
            guard let view = document.view(id) else { continue }
            let name = tree.reference(to: id, names: names)
            if !(rootIsLoadedView && id == root) {
                writeShown(view, name: name, &writer)
            }
            if let identifier = view.accessibilityIdentifier {
                writer.line(name, ".accessibilityIdentifier = ", SwiftLiteral.string(identifier))
            }
            if view.isHidden { writer.line(name, ".isHidden = true") }
            // A cell, its content view or a header lays out by the frame its table gives it,
            // as a controller's view by its window's: turning that off breaks self-sizing.
            if id == root, !view.translatesAutoresizingMaskIntoConstraints, !rootIsControllerView,
                !(document.kind(of: root).map { $0.isCell || $0 == .cellContentView || $0 == .reusableView } ?? false)
            {
                writer.line(name, ".translatesAutoresizingMaskIntoConstraints = false")
            }
            if keepsFrame(id), let frame = view.frame {
                writer.line(name, ".frame = CGRect(x: ", codeNumber(frame.x), ", y: ", codeNumber(frame.y),
                            ", width: ", codeNumber(frame.width), ", height: ", codeNumber(frame.height), ")")
                if !view.autoresizingMask.isEmpty {
                    writer.line("\(name).autoresizingMask = [\(view.autoresizingMask.flagNames.map { "." + $0 }.joined(separator: ", "))]")
                }
            }
            // What code sets; UIKit adds the safe area to it (and to the system margins).
            if view.specifiedLayoutMargins != .defaultLayoutMargins, view.specifiedLayoutMargins != systemMargins(of: view) {
                writer.line(name, ".layoutMargins = ", Self.insets(view.specifiedLayoutMargins))
            }
            if !view.marginsIncludeSafeArea, view.safeAreaInsets != .zero {
                writer.line(name, ".insetsLayoutMarginsFromSafeArea = false")
            }
            if let stack = view.stack {
                writer.line(name, ".axis = .", stack.axis.rawValue)
                if stack.distribution != .fill { writer.line(name, ".distribution = .", stack.distribution.rawValue) }
                if stack.alignment != .fill { writer.line(name, ".alignment = .", stack.alignment.rawValue) }
                if stack.spacing != 0 { writer.line(name, ".spacing = ", codeNumber(stack.spacing)) }
                if stack.isLayoutMarginsRelativeArrangement { writer.line(name, ".isLayoutMarginsRelativeArrangement = true") }
                if stack.isBaselineRelativeArrangement { writer.line(name, ".isBaselineRelativeArrangement = true") }
            }
            for axis in Axis.allCases {
                if view.contentHuggingPriority[axis] != AxisPriorities.defaultHugging[axis] {
                    writer.line(name, ".setContentHuggingPriority(", Self.priority(view.contentHuggingPriority[axis]), ", for: .", axis.rawValue, ")")
                }
                if view.contentCompressionResistancePriority[axis] != AxisPriorities.defaultCompressionResistance[axis] {
                    writer.line(name, ".setContentCompressionResistancePriority(", Self.priority(view.contentCompressionResistancePriority[axis]),
                                ", for: .", axis.rawValue, ")")
                }
            }
        }
        for guide in customGuides() {
            let name = names.displayName(of: guide.id)
            if let identifier = guide.identifier { writer.line("\(name).identifier = \(SwiftLiteral.string(identifier))") }
            writer.line("\(names.displayName(of: guide.owner)).addLayoutGuide(\(name))")
        }
        for collection in outletCollections() {
            writer.line("\(collection.name) = [\(collection.views.joined(separator: ", "))]")
        }
        let connections = self.connections
        for statement in connections.attributeStatements + connections.statements { writer.line(statement) }
    }

    private static func priority(_ priority: Priority) -> String {
        SwiftLiteral.priority(priority) ?? ".required"
    }

    /// The margins UIKit gives a controller's root view when code sets none (the system
    /// minimum), as code would set them: without the safe area UIKit adds. Nil for any other view.
    private func systemMargins(of view: View) -> EdgeInsets? {
        guard rootIsControllerView, view.id == root, let frame = view.frame else {
            return nil
        }
        return .controllerViewMargins(width: frame.width, safeArea: .zero)
    }

    static func insets(_ insets: EdgeInsets) -> String {
        "UIEdgeInsets(top: \(codeNumber(insets.top)), left: \(codeNumber(insets.left)), bottom: \(codeNumber(insets.bottom)), right: \(codeNumber(insets.right)))"
    }
}
