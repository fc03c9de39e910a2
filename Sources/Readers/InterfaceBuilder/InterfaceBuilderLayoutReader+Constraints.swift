import LayoutModel

extension InterfaceBuilderLayoutReader {
    // MARK: - Variations

    /// The variations that apply under the traits, least specific first (`default` first).
    func matchingVariations(_ elements: [Int]) -> [(Int, Int)] {
        var result: [(specificity: Int, element: Int)] = []
        for element in elements {
            guard let key = tree[element]["key"] else { continue }
            if key == "default" {
                result.append((0, element))
            } else if let traits = context.appliedTraits, let specificity = traits.specificity(ofVariationKey: key) {
                result.append((specificity, element))
            }
        }
        return result.enumerated().sorted { a, b in
            a.element.specificity != b.element.specificity ? a.element.specificity < b.element.specificity : a.offset < b.offset
        }.map { ($0.element.specificity, $0.element.element) }
    }

    /// The layout's variations that apply under the traits, least specific first (a cell inside
    /// the layout is a layout of its own, with its own).
    func applicableVariations() -> [Int] {
        var all: [Int] = []
        var stack = [root.element]
        while let next = stack.popLast() {
            for child in tree.children(of: next) {
                if tree[child].hasName("variation") { all.append(child) }
                if !InterfaceBuilderClasses.isCell(tree[child]) || next == root.element { stack.append(child) }
            }
        }
        return matchingVariations(all).map { $0.1 }
    }

    /// Which constraints (or subviews) the applicable variations' `<mask>`s leave out.
    func installedMask(kind: String, variations: [Int]) -> (excluded: Set<String>, included: Set<String>) {
        var excluded: Set<String> = [], included: Set<String> = []
        for variation in variations {
            for mask in tree.children(of: variation, named: "mask") where tree[mask]["key"] == kind {
                for entry in tree.children(of: mask) {
                    guard let reference = tree[entry]["reference"] else { continue }
                    if tree[entry].hasName("exclude") {
                        excluded.insert(reference)
                        included.remove(reference)
                    } else if tree[entry].hasName("include") {
                        excluded.remove(reference)
                        included.insert(reference)
                    }
                }
            }
        }
        return (excluded, included)
    }

    // MARK: - Constraints

    mutating func readConstraint(_ index: Int, installer: ItemID, mask: (excluded: Set<String>, included: Set<String>)) -> Constraint? {
        let element = tree[index]
        let id = element["id"]
        guard let firstText = element["firstAttribute"] else {
            warn(element, "a constraint without a firstAttribute is left out", id: id)
            return nil
        }
        guard let firstAttribute = attribute(firstText) else {
            warn(element, "unknown attribute \"\(firstText)\": the constraint is left out", id: id)
            return nil
        }
        let first = ItemID(element["firstItem"] ?? installer.rawValue)
        var second: ItemID?
        var secondAttribute = Attribute.notAnAttribute
        if let secondText = element["secondItem"] {
            second = ItemID(secondText)
            guard let text = element["secondAttribute"], let value = attribute(text) else {
                warn(element, "a second item without a known secondAttribute: the constraint is left out", id: id)
                return nil
            }
            secondAttribute = value
        }
        for item in [first] + (second.map { [$0] } ?? []) where viewIndex[item] == nil && !guideIDs.contains(item) {
            if mask.excluded.contains(item.rawValue) { return nil }
            warn(element, "refers to \(item), which is not a view or guide of this layout: the constraint is left out", id: id)
            return nil
        }
        if !Attribute.areCompatible(firstAttribute, secondAttribute == .notAnAttribute ? firstAttribute : secondAttribute)
            || (second == nil && !firstAttribute.isDimension)
        {
            warn(element, "\(firstAttribute.name) cannot be related to \(second == nil ? "a constant" : secondAttribute.name): the constraint is left out", id: id)
            return nil
        }
        var relation = Relation.equal
        switch element["relation"] {
        case nil: break
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case let other?: warn(element, "unknown relation \"\(other)\": read as equal", id: id)
        }
        var constraint = Constraint(
            id: id, identifier: element["identifier"], first: first, firstAttribute: firstAttribute, relation: relation,
            second: second, secondAttribute: secondAttribute,
            multiplier: multiplier(element) ?? 1, constant: number(element, "constant") ?? 0,
            priority: priority(element, "priority") ?? .required)
        for (_, variation) in matchingVariations(tree.children(of: index, named: "variation")) {
            let changes = tree[variation]
            if let constant = number(changes, "constant") { constraint.constant = constant }
            if changes["multiplier"] != nil, let value = multiplier(changes) { constraint.multiplier = value }
            if let value = priority(changes, "priority") { constraint.priority = value }
        }
        if second != nil, constraint.multiplier == 0 {
            // As the dump reader refuses it: the nib would not load, and a dump of it would not read.
            fail(element, "multiplier 0 with a second item: UIKit throws when it makes this constraint")
            return nil
        }
        if element.has("symbolic", equalTo: "YES"), [first, second].contains(where: isSafeAreaGuide) {
            // IB lays standard spacing to the safe area out as none, whatever constant it
            // stored (20 from before safe areas, dropped by later saves).
            constraint.constant = 0
            standardSpacingToSafeArea.append(id ?? "")
        } else if element.has("symbolic", equalTo: "YES") {
            if element["constant"] == nil {
                constraint.constant = 8
                diagnostics.append(Diagnostic(.note, at: element.location, "standard spacing without a recorded value: read as 8", itemID: id))
            }
            // Standard spacing between siblings is UIKit's system spacing (8 pt), printed as
            // its call; to a superview's edge IB resolves it to 20 pt, which that call does not
            // promise, so it stays the constant IB shows.
            if constraint.constant == 8 {
                constraint.usesSystemSpacing = true
            } else {
                resolvedStandardSpacing.append(id ?? "")
            }
        }
        if firstAttribute.isBaseline || secondAttribute.isBaseline { usesBaselines = true }
        if element.has("placeholder", equalTo: "YES") {
            constraint.isActive = false
            if let id { placeholders.insert(id) }
            diagnostics.append(Diagnostic(.note, at: element.location, "placeholder constraint (removed at build time): read, never active", itemID: id))
        } else if let id, mask.excluded.contains(id) {
            constraint.isActive = false
        }
        return constraint
    }

    private func isSafeAreaGuide(_ item: ItemID?) -> Bool {
        guides.contains { $0.id == item && $0.kind == .safeArea }
    }

    private func attribute(_ text: String) -> Attribute? {
        if text == "baseline" { return .lastBaseline }
        let value = Attribute(rawValue: text)
        return value == .notAnAttribute ? nil : value
    }

    /// `"2:3"`, `"1/3"` (Xcode 6–7's launch screen template), `"1.35"`, `"3"`, or `"70%"`:
    /// IB keeps the multiplier as it was typed, and its field takes a percentage.
    private mutating func multiplier(_ element: XMLTree.Element) -> Double? {
        guard let text = element["multiplier"] else { return nil }
        if text.hasSuffix("%") {
            guard let percent = Double(text.dropLast()), percent.isFinite else {
                fail(element, "multiplier \"\(text)\" is not a percentage")
                return nil
            }
            return checked(percent / 100, element, "multiplier")
        }
        if let mark = text.firstIndex(where: { $0 == ":" || $0 == "/" }) {
            let numerator = Double(text[..<mark]), denominator = Double(text[text.index(after: mark)...])
            guard let numerator, let denominator, denominator != 0, numerator.isFinite, denominator.isFinite else {
                fail(element, "multiplier \"\(text)\" is not a number or a ratio a:b or a/b")
                return nil
            }
            return checked(numerator / denominator, element, "multiplier")
        }
        return number(element, "multiplier")
    }
}
