import Inspector
import Naming

/// The library a printer writes code for. Draftsman is the first; every other target is one
/// folder beside it that shares naming, the constraint plan and the source writer.
public enum PrintTarget: String, Sendable, CaseIterable {
    /// Draftsman 3.2.5 (`DraftsmanPrinter`).
    case draftsman
    /// Plain UIKit: `NSLayoutConstraint.activate([…])` with anchors.
    case anchors
    /// SwiftLayout's DSL as SwiftLayoutPrinter printed it (`root.sl.sublayout { … }`).
    case swiftlayout
    /// SnapKit 5 (`view.snp.makeConstraints { make in … }`).
    case snapkit
    /// FlowConstraint (`view.flow().top().withSuperview()`).
    case flowconstraint
    /// NotAutoLayout 3 (frames computed by `nal.layout` maker chains).
    case notautolayout

    /// The names the target's printed code uses itself; no view may take them.
    public var reservedNames: Set<String> {
        switch self {
        // ``NameTable`` keeps Draftsman's own names from every view.
        case .draftsman: []
        case .snapkit: SnapKitPrinter.reservedNames
        case .swiftlayout: SwiftLayoutPrinter.reservedNames
        case .anchors: AnchorsPrinter.reservedNames
        case .flowconstraint: FlowConstraintPrinter.reservedNames
        case .notautolayout: NotAutoLayoutPrinter.reservedNames
        }
    }

    /// Prints the document for this target. `options.style` applies to Draftsman only,
    /// `swiftLayout` to SwiftLayout only.
    public func print(
        _ recorded: LayoutDocument, options: DraftsmanPrinter.Options, swiftLayout: SwiftLayoutOptions = SwiftLayoutOptions()
    ) throws(DraftsmanPrinter.PrintError) -> DraftsmanPrinter.Output {
        if self == .draftsman { return try DraftsmanPrinter(options: options).print(recorded) }
        let legacy = LegacyLayoutGuides.rewritten(recorded)
        let document = legacy.document
        var options = options
        options.legacyGuideConstraints = legacy.rewrittenCount
        let root = options.root ?? document.rootID
        guard let rootView = document.view(root) else { throw .unknownRoot(root) }
        var tags = options.tags
        if self == .swiftlayout, !options.declarations, tags[root] == nil, let identifier = rootView.accessibilityIdentifier {
            // SwiftLayoutPrinter named the root like any view, by its identifier.
            tags[root] = identifier
        }
        var names = tags == options.tags ? options.names ?? NameTable(document: document, tags: tags, reserved: reservedNames)
            : NameTable(document: document, tags: tags, reserved: reservedNames)
        names.name(addedGuides: legacy.added)
        // `PrintedLayout` declares the root as its `view`, whatever names it elsewhere.
        if options.declarations { names = names.renaming(root, to: "view") }
        let order = DraftsmanPrinter.subtreeOrder(of: root, in: document)
        switch self {
        case .swiftlayout:
            let printed = SwiftLayoutPrinter.printedOrder(order, root: root, document: document, options: options, onlyIdentified: swiftLayout.onlyIdentified)
            return SwiftLayoutPrinter(document: document, options: options, swiftLayout: swiftLayout, names: names, root: root, order: printed).print()
        case .anchors:
            return AnchorsPrinter(document: document, options: options, names: names, root: root, order: order).print()
        case .flowconstraint:
            return FlowConstraintPrinter(document: document, options: options, names: names, root: root, order: order).print()
        case .snapkit:
            return SnapKitPrinter(document: document, options: options, names: names, root: root, order: order).print()
        case .notautolayout:
            return NotAutoLayoutPrinter(document: document, options: options, names: names, root: root, order: order).print()
        case .draftsman:
            return try DraftsmanPrinter(options: options).print(recorded)
        }
    }
}
