import Naming

/// Prints a document as UIKit code with SnapKit 5 (`view.snp.makeConstraints { make in … }`):
/// the hierarchy with `addSubview`/`addArrangedSubview`, then one `makeConstraints` block per
/// view that owns constraints, each line the shortest exact SnapKit call for a group of them
/// (`make.top.leading.trailing.equalToSuperview().inset(16)`).
///
/// SnapKit's semantics, as its sources define them: `offset(c)` stores `c` in every constraint
/// of the line; `inset(u)` stores `+u` for top, left and leading and `−u` for bottom, right and
/// trailing (taken from the *second* attribute); `equalTo(44)` on a width or height has no
/// second item; `makeConstraints` turns the view's `translatesAutoresizingMaskIntoConstraints`
/// off. So a view that keeps it on in the dump gets its constraints from the other item's side
/// or as `NSLayoutConstraint` code, never from its own `makeConstraints`; nor does the root
/// for a constraint to another view, as the root's translation is its owner's (a controller's
/// view that stops translating its mask loses its frame).
struct SnapKitPrinter: FileTargetPrinter {
    static let reservedNames: Set<String> = ["PrintedLayout", "apply", "UIKit", "SnapKit", "make"]

    let prepared: PreparedDocument
    let library = "SnapKit 5"
    let imports = ["UIKit", "SnapKit"]
    let creator = "SnapKit (makeConstraints)"

    init(_ prepared: PreparedDocument) { self.prepared = prepared }

    /// Why `owner.snp.makeConstraints` cannot create the constraint; `nil` when it can.
    func whyNot(_ constraint: OwnedConstraint) -> String? {
        guard let owner = constraint.ownerView else {
            return "its first item is a layout guide; the printed SnapKit code constrains views"
        }
        if document.views[owner].translatesAutoresizingMaskIntoConstraints {
            return "\(names.displayName(of: document.item(numbered: constraint.owner))) translates its autoresizing mask in the input, and makeConstraints would turn that off"
        }
        if let target = constraint.target, target < document.views.count, document.item(numbered: constraint.owner) == root {
            return "makeConstraints on \(names.displayName(of: root)) would turn off its autoresizing translation, which the code leaves to its owner"
        }
        if document.constraints[constraint.index].usesSystemSpacing {
            return "system spacing: SnapKit has no system-spacing call"
        }
        return PrintedFile.uikitProblem(constraint)
    }

    func body(_ file: PrintedFile, _ writer: inout SourceWriter) {
        // makeConstraints turns autoresizing translation off for the views it constrains.
        let constrained = order.filter { file.plan.owned[$0] != nil }
        file.hierarchy(&writer, switchedOffElsewhere: Set(constrained))
        let lines = SnapKitLines(document: document, names: names, identifiers: file.plan.identifiers)
        for id in constrained {
            writer.line()
            writer.block("\(names.displayName(of: id)).snp.makeConstraints { make in") { writer in
                lines.write(file.plan.owned[id] ?? [], to: &writer)
            }
        }
        file.fallbackCode(&writer, introduction: "SnapKit cannot create these constraints here: activate them as UIKit code.")
    }
}
