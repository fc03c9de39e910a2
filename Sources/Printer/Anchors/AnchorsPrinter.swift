import Naming

/// Prints a document as plain UIKit code, the safest first step away from Interface Builder:
/// the views added (`addSubview`, a stack's `addArrangedSubview`), autoresizing-mask
/// translation turned off where the dump has it off, and one `NSLayoutConstraint.activate([…])`
/// with every constraint in UIKit's anchor API (the shared ``AnchorExpression``: guides by
/// their real names, margins through `layoutMarginsGuide`, system spacing,
/// `NSLayoutConstraint(item:…)` only where anchors cannot say it), grouped by the view they
/// constrain, priorities and identifiers kept.
struct AnchorsPrinter: FileTargetPrinter {
    static let reservedNames: Set<String> = ["PrintedLayout", "apply", "UIKit"]

    let prepared: PreparedDocument
    let library = "UIKit anchors"
    let imports = ["UIKit"]
    let creator = "anchor code in NSLayoutConstraint.activate"

    init(_ prepared: PreparedDocument) { self.prepared = prepared }

    func usesHelpers(_ file: PrintedFile) -> Bool {
        file.plan.owned.values.joined().contains {
            AnchorExpression.needsHelpers(document.constraints[$0.index], identifier: file.plan.identifiers[$0.index])
        }
    }

    /// Anchors say every constraint; only system spacing keeps its direction, since its call
    /// places the first anchor after the second.
    func whyNot(_ constraint: OwnedConstraint) -> String? {
        let original = document.constraints[constraint.index]
        if original.usesSystemSpacing, document.item(numbered: constraint.owner) != original.first || constraint.attribute != original.firstAttribute {
            return "system spacing keeps its direction"
        }
        return nil
    }

    func body(_ file: PrintedFile, _ writer: inout SourceWriter) {
        file.hierarchy(&writer)
        let anchors = AnchorExpression(names: names, document: document)
        // Views in printed order, then the guides that come first in a constraint.
        let owners = order + document.guides.map(\.id)
        let groups = owners.compactMap { id in file.plan.owned[id].map { (id, $0) } }
        guard !groups.isEmpty else { return }
        writer.line()
        writer.block("NSLayoutConstraint.activate([", closing: "])") { writer in
            for (number, (id, constraints)) in groups.enumerated() {
                if number > 0 { writer.line() }
                writer.line("// ", names.displayName(of: id))
                for owned in constraints {
                    let original = document.constraints[owned.index]
                    let written = document.item(numbered: owned.owner) == original.first && owned.attribute == original.firstAttribute
                        ? original : original.flipped ?? original
                    anchors.writeListItem(written, identifier: file.plan.identifiers[owned.index], to: &writer)
                }
            }
        }
    }
}
