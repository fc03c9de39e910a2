import LayoutModel

/// The library a printer writes code for. Each target is one folder beside `Plan/`, whose
/// printer (a ``TargetPrinter``) is registered here.
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

    /// The target's printer.
    var printer: any TargetPrinter.Type {
        switch self {
        case .draftsman: DraftsmanPrinter.self
        case .anchors: AnchorsPrinter.self
        case .swiftlayout: SwiftLayoutPrinter.self
        case .snapkit: SnapKitPrinter.self
        case .flowconstraint: FlowConstraintPrinter.self
        case .notautolayout: NotAutoLayoutPrinter.self
        }
    }

    /// The names the target's printed code uses itself; no view may take them.
    public var reservedNames: Set<String> { printer.reservedNames }

    /// Prints the document for this target. Of the options, `style` applies to Draftsman
    /// only, `swiftLayout` to SwiftLayout only.
    public func print(_ recorded: LayoutDocument, options: PrintOptions = PrintOptions()) throws(PrintError) -> PrintedCode {
        try printer.print(recorded, options: options)
    }
}
