import LayoutModel

/// A classic cause of a conflict, recognised from its members, with the usual fix.
public struct Diagnosis: Hashable, Sendable {
    public var cause: Cause
    /// The view the advice is about: the one that translates its mask, the cell's content
    /// view, the hidden arranged view, the view UIKit is measuring; for competing sizes, the
    /// item of the size to relax.
    public var item: ItemID
    /// The member that shows the cause (the autoresizing, encapsulated, hiding or temporary
    /// constraint; the first competing size), an index into the session's equations.
    public var evidence: Int
    /// That member's constraint, when one `NSLayoutConstraint` says it: its identifier
    /// (`UIView-Encapsulated-Layout-Height`) and constant go into the message.
    public var evidenceConstraint: Constraint?
    /// The app's own member to lower to 999, when the conflict has one on the same axis.
    public var relax: Int?
    /// For competing sizes: every competing size, ascending; for a view placed twice, the two
    /// placements (three when its start, end and center are all set).
    public var sizes: [Int]

    public init(cause: Cause, item: ItemID, evidence: Int, evidenceConstraint: Constraint?, relax: Int?, sizes: [Int] = []) {
        self.cause = cause
        self.item = item
        self.evidence = evidence
        self.evidenceConstraint = evidenceConstraint
        self.relax = relax
        self.sizes = sizes
    }

    public enum Cause: String, Hashable, Sendable, CaseIterable {
        /// An `NSAutoresizingMaskLayoutConstraint`: the view still translates its mask.
        case autoresizingMask
        /// `UIView-Encapsulated-Layout-Width/Height`: the size a table, collection view or
        /// container gave the view.
        case encapsulatedSize
        /// `UISV-hiding`: a hidden arranged subview held at size 0.
        case stackViewHiding
        /// `_UITemporaryLayoutWidth/Height`: UIKit measuring a view nothing else sizes.
        case temporarySize
        /// Two or more of the app's required sizes on one axis that cannot all hold.
        case competingSizes
        /// One edge or center of a view placed twice by the app's required equalities
        /// (`label.top == banner.bottom + 8` and `label.top == safeArea.top`).
        case competingPositions
        /// Every member is UIKit's own and ties one of its private views (the keyboard's
        /// shortcut bar): nothing the app made takes part.
        case uikitOnly
    }
}

extension LayoutSession {
    /// The classic causes among a conflict's members, most specific first: autoresizing
    /// masks, encapsulated sizes, stack-view hiding and temporary sizes, one per view and
    /// cause; competing required sizes only when none of those is present.
    public func diagnoses(of conflict: Conflict) -> [Diagnosis] {
        var result: [Diagnosis] = []
        func add(_ cause: Diagnosis.Cause, _ item: ItemID, _ equation: Int, _ constraint: Constraint?, axis: Axis?) {
            guard !result.contains(where: { $0.cause == cause && $0.item == item }) else { return }
            // Content views (a cell's, an effect view's) and UIKit's private views translate
            // their masks by design.
            if cause == .autoresizingMask, let kind = document.kind(of: item), [.cellContentView, .effectContentView, .privateView].contains(kind) { return }
            result.append(Diagnosis(
                cause: cause, item: item, evidence: equation, evidenceConstraint: constraint, relax: relaxable(conflict, axis: axis)))
        }
        for equation in conflict.equations {
            switch system.equations[equation].origin {
            case let .generated(generated) where generated.source == .autoresizingMask:
                add(.autoresizingMask, generated.item, equation, generated.constraint, axis: nil)
            case .generated:
                continue
            case let .document(index):
                let constraint = document.constraints[index]
                let identifier = constraint.identifier ?? ""
                let axis = constraint.firstAttribute.axis
                if identifier.hasPrefix("UIView-Encapsulated-Layout-") {
                    if constraint.firstAttribute.isDimension { add(.encapsulatedSize, constraint.first, equation, constraint, axis: axis) }
                } else if constraint.systemKind == .autoresizingMask {
                    add(.autoresizingMask, constraint.first, equation, constraint, axis: nil)
                } else if identifier == "UISV-hiding" {
                    add(.stackViewHiding, constraint.first, equation, constraint, axis: axis)
                } else if identifier.hasPrefix("_UITemporaryLayout") {
                    add(.temporarySize, constraint.first, equation, constraint, axis: axis)
                }
            }
        }
        if result.isEmpty, let placedTwice = competingPositions(conflict) {
            result.append(placedTwice)
        } else if result.isEmpty, let competing = competingSizes(conflict) {
            result.append(competing)
        } else if result.isEmpty, let uikits = uikitOnly(conflict) {
            result.append(uikits)
        }
        return result
    }

    /// A conflict of UIKit's constraints alone, one of them tying a private view. The evidence
    /// is the first member that ties a view UIKit's class table describes (the keyboard's
    /// shortcut bar), else the first that ties any private view.
    private func uikitOnly(_ conflict: Conflict) -> Diagnosis? {
        let document = self.document
        var evidence: (equation: Int, index: Int, view: ItemID)?
        var isDescribed = false
        for equation in conflict.equations {
            guard case let .document(index) = system.equations[equation].origin else { continue }
            guard document.isMadeByUIKit(constraintAt: index) else { return nil }
            guard !isDescribed, let view = document.privateView(inConstraintAt: index) else { continue }
            let described = document.view(view).map { UIKitClasses.privateViews[UIKitClasses.typeName($0.className)] != nil } ?? false
            if evidence == nil || described { evidence = (equation, index, view) }
            isDescribed = described
        }
        guard let evidence else { return nil }
        return Diagnosis(
            cause: .uikitOnly, item: evidence.view, evidence: evidence.equation,
            evidenceConstraint: document.constraints[evidence.index], relax: nil)
    }

    /// A member the app made (not UIKit, not draft-inspect), on the axis when one is given:
    /// the one the breaking rule gives up if it qualifies, else the last.
    private func relaxable(_ conflict: Conflict, axis: Axis?) -> Int? {
        let document = self.document
        let candidates = conflict.equations.filter { equation in
            guard let constraint = appConstraint(ofEquation: equation, in: document) else { return false }
            return axis == nil || constraint.firstAttribute.axis == axis
        }
        return candidates.contains(conflict.broken) ? conflict.broken : candidates.last
    }

    /// The document constraint of an equation when the app made it. The document is passed in,
    /// read once by the caller: each read of the session's property copies it (every table
    /// retained), and this is asked of every member of a conflict.
    private func appConstraint(ofEquation equation: Int, in document: LayoutDocument) -> Constraint? {
        appConstraintIndex(ofEquation: equation, in: document).map { document.constraints[$0] }
    }

    /// The position in the document of that constraint.
    private func appConstraintIndex(ofEquation equation: Int, in document: LayoutDocument) -> Int? {
        guard case let .document(index) = system.equations[equation].origin, !document.isMadeByUIKit(constraintAt: index) else { return nil }
        return index
    }

    /// Two of the app's required equalities that place the same edge or center of one view:
    /// the second usually meant to replace the first.
    ///
    /// Here and in ``placedThrice(_:)`` views go by the numbers the document gave their ids,
    /// and constraints are read field by field in place: a long conflict has thousands of
    /// members, and a hash of each id or a copy of each constraint missed the cache.
    private func competingPositions(_ conflict: Conflict) -> Diagnosis? {
        let document = self.document
        let constraints = document.constraints
        // The members that place a view (the first item is the one a constraint places:
        // `label.top == banner.bottom + 8`), in member order.
        var placing: [(equation: Int, constraint: Int, view: Int32)] = []
        for equation in conflict.equations {
            guard let index = appConstraintIndex(ofEquation: equation, in: document), constraints[index].relation == .equal,
                constraints[index].firstAttribute.isLocation
            else { continue }
            let numbers = document.itemNumbers(ofConstraintAt: index)
            guard numbers.second >= 0, document.viewIndex(ofNumber: numbers.first) != nil else { continue }
            placing.append((equation, index, numbers.first))
        }
        // Only a view placed more than once can be placed twice on one attribute.
        let placedAgain = placing.map(\.view).repeatedValues(atLeast: 2)
        struct Placed: Hashable { var view: Int32; var attribute: Attribute }
        var firstPlacing: [Placed: Int] = [:]
        for member in placing where placedAgain.contains(member.view) {
            let key = Placed(view: member.view, attribute: constraints[member.constraint].firstAttribute)
            guard let first = firstPlacing[key] else {
                firstPlacing[key] = member.equation
                continue
            }
            let relax = [first, member.equation].contains(conflict.broken) ? conflict.broken : member.equation
            return Diagnosis(
                cause: .competingPositions, item: constraints[member.constraint].first, evidence: first,
                evidenceConstraint: appConstraint(ofEquation: first, in: document), relax: relax, sizes: [first, member.equation])
        }
        return placedThrice(conflict)
    }

    /// A view whose start, end and center along one axis the app's required equalities all
    /// set (`top`, `bottom` and `centerY` against its superview): any two decide the third.
    private func placedThrice(_ conflict: Conflict) -> Diagnosis? {
        enum Line { case start, end, center }
        let document = self.document
        let constraints = document.constraints
        // The members that place a view, in member order, with the view they place: a pin to
        // its superview places the subview, whichever item it names first.
        var placing: [(equation: Int, constraint: Int, placesSecond: Bool, view: Int32, axis: Axis, line: Line)] = []
        for equation in conflict.equations {
            guard let index = appConstraintIndex(ofEquation: equation, in: document), constraints[index].relation == .equal,
                constraints[index].firstAttribute.isLocation, constraints[index].secondAttribute.isLocation
            else { continue }
            let numbers = document.itemNumbers(ofConstraintAt: index)
            guard numbers.second >= 0 else { continue }
            let placesSecond = if let first = document.viewIndex(ofNumber: numbers.first),
                let second = document.viewIndex(ofNumber: numbers.second)
            {
                document.isDescendant(viewAt: second, ofViewAt: first)
            } else {
                constraints[index].second.map { document.isDescendant($0, of: constraints[index].first) } ?? false
            }
            let (view, attribute) = placesSecond
                ? (numbers.second, constraints[index].secondAttribute) : (numbers.first, constraints[index].firstAttribute)
            guard document.viewIndex(ofNumber: view) != nil, !attribute.isBaseline, let axis = attribute.axis else { continue }
            let line: Line = attribute.isNearEdge ? .start : attribute.isFarEdge ? .end : .center
            placing.append((equation, index, placesSecond, view, axis, line))
        }
        // Only a view placed three times can be: a long conflict places thousands once each.
        let placedThrice = placing.map(\.view).repeatedValues(atLeast: 3)
        guard !placedThrice.isEmpty else { return nil }
        struct Placed: Hashable { var view: Int32; var axis: Axis }
        var byPlaced: [Placed: [(line: Line, equation: Int, constraint: Int, placesSecond: Bool)]] = [:]
        for member in placing where placedThrice.contains(member.view) {
            byPlaced[Placed(view: member.view, axis: member.axis), default: []]
                .append((member.line, member.equation, member.constraint, member.placesSecond))
        }
        let thrice = byPlaced.values.filter { $0.count >= 3 }
        for placements in thrice.sorted(by: { $0[0].equation < $1[0].equation }) {
            let first = placements[0]
            guard Set(placements.map(\.line)).count == 3,
                let item = first.placesSecond ? constraints[first.constraint].second : constraints[first.constraint].first
            else { continue }
            let equations = placements.map(\.equation)
            let relax = equations.contains(conflict.broken) ? conflict.broken : equations.last
            return Diagnosis(
                cause: .competingPositions, item: item, evidence: equations[0],
                evidenceConstraint: constraints[first.constraint], relax: relax, sizes: equations)
        }
        return nil
    }

    /// Two or more of the app's required sizes (a width or height, constant or relative to
    /// another size) on one axis.
    private func competingSizes(_ conflict: Conflict) -> Diagnosis? {
        let document = self.document
        for axis in Axis.allCases {
            let sizes = conflict.equations.filter { equation in
                guard let constraint = appConstraint(ofEquation: equation, in: document) else { return false }
                return constraint.firstAttribute.isDimension && constraint.firstAttribute.axis == axis
                    && (constraint.second == nil || constraint.secondAttribute.isDimension)
            }
            guard sizes.count >= 2, let first = sizes.first, let last = sizes.last else { continue }
            let relax = sizes.contains(conflict.broken) ? conflict.broken : last
            guard let item = appConstraint(ofEquation: relax, in: document)?.first else { continue }
            return Diagnosis(
                cause: .competingSizes, item: item, evidence: first, evidenceConstraint: appConstraint(ofEquation: first, in: document),
                relax: relax, sizes: sizes)
        }
        return nil
    }
}

extension Diagnosis {
    /// The advice in words. `name` names an item (`cancelButton`); `describe` shows an
    /// equation as UIKit's debug form with those names (`cancelButton.height == 52`);
    /// `className` gives a view's class, to tell a cell from other containers.
    public func message(name: (ItemID) -> String, describe: (Int) -> String, className: (ItemID) -> String?) -> String {
        let subject = name(item)
        let relaxText = relax.map { "lower the priority of \(describe($0)) to 999" }
        let evidenceText = describe(evidence) + (evidenceConstraint?.identifier.map { ", '\($0)'" } ?? "")
        switch cause {
        case .autoresizingMask:
            return "\(subject) still translates its autoresizing mask into constraints (\(evidenceText)): "
                + "set \(subject).translatesAutoresizingMaskIntoConstraints = false and constrain it yourself"
        case .encapsulatedSize:
            let owner = className(item) ?? ""
            let container = owner.contains("CollectionViewCell") ? "its collection view"
                : owner.contains("TableViewCell") ? "its table view" : "the table, collection view or container that hosts it"
            var text = "\(subject) is given its size by \(container) (\(evidenceText)), and the required constraints inside it need another: "
            text += relaxText.map { "\($0), so the size it is given wins while the two disagree" }
                ?? "all of them are UIKit's, so the fix is outside this list: give it a size its content fits in"
            if let constant = evidenceConstraint?.constant, abs(constant) < 1 {
                text += " (a size this small is a placeholder UIKit uses before it knows the real one)"
            }
            return text
        case .stackViewHiding:
            return "\(subject) is hidden in a stack view, which holds it at size 0 (\(evidenceText)), "
                + "but required constraints inside it need room: "
                + (relaxText ?? "set its spacing to 0 while it is hidden, or hide its arranged subviews too")
        case .temporarySize:
            return "UIKit is measuring \(subject) at its current size (\(evidenceText)) because nothing "
                + "else sizes it, as for an inputAccessoryView or titleView, and its own constraints need more: give it a size "
                + "(an intrinsicContentSize, or a frame before it is shown)" + (relaxText.map { ", or \($0)" } ?? "")
        case .competingSizes:
            // One line: a cycle of ten thousand sizes names the first few.
            return "required sizes fight: \(listedInWords(sizes, limit: 10, name: describe)) cannot all hold with the constraints between them: "
                + (relaxText ?? "make one of them optional")
        case .competingPositions where sizes.count > 2:
            return "\(subject) is placed three times along one axis: \(listedInWords(sizes.map(describe))) "
                + "set its start, end and center, and any two of them decide the third: "
                + "remove the one you did not mean" + (relaxText.map { ", or \($0)" } ?? "")
        case .uikitOnly:
            let owner = className(item) ?? ""
            let what = UIKitClasses.privateViews[UIKitClasses.typeName(owner)] ?? UIKitClasses.typeName(owner)
            return "every constraint here is UIKit's own, among its private views (\(what), \(subject)) that the app "
                + "neither makes nor constrains: UIKit logs this for its own views and breaks one of them itself; nothing "
                + "in the app caused it, and no change to the app's constraints removes it"
        case .competingPositions:
            let forms = sizes.map(describe)
            return "\(subject) is placed twice: \(forms.joined(separator: " and ")) cannot both hold with the constraints between them: "
                + "remove the one you did not mean" + (relaxText.map { ", or \($0)" } ?? "")
        }
    }
}
