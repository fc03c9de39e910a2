import Inspector

/// Writes one ``RelationGroup`` as a Draftsman 3.2.5 relation call (what follows `drf.`):
/// the anchor, the relation and target, then constant, multiplier, priority and identifier
/// modifiers, with the signs of reference §1 applied in reverse so the created constraints
/// are exactly the group's.
struct RelationWriter {
    var document: LayoutDocument
    var names: NameTable
    /// The root of the printed plan: it has no superview in the printed code.
    var printedRoot: ItemID

    /// How the target is reached.
    private enum Target {
        case constant
        case mySelf
        /// An anonymous layout of the superview: `.parent` or `.safeArea`.
        case anonymous(String)
        case named(String)
    }

    func call(_ group: RelationGroup) -> String {
        var text = relation(group)
        let first = group.first
        if let priority = SwiftLiteral.priority(first.priority) { text += ".priority(\(priority))" }
        if let identifier = first.identifier { text += ".identifier(\(SwiftLiteral.string(identifier)))" }
        return text
    }

    private func target(of group: RelationGroup) -> Target {
        let owner = group.first.owner
        guard let target = group.target else { return .constant }
        // Baselines have no anonymous anchor (`.firstBaseline(of:)` does not exist): they are
        // always reached through the item's own UIKit anchor.
        let baseline = group.members.contains { $0.targetAttribute.isBaseline }
        if target == owner, !baseline { return .mySelf }
        let superview = owner == printedRoot ? nil : document.superview(of: owner)
        if !baseline, let superview {
            if target == superview { return .anonymous(".parent") }
            if let guide = document.guide(target), guide.kind == .safeArea, guide.owner == superview {
                return .anonymous(".safeArea")
            }
        }
        return .named(names.displayName(of: target))
    }

    private static func method(_ relation: Relation) -> String {
        switch relation {
        case .equal: "equal"
        case .greaterThanOrEqual: "moreThan"
        case .lessThanOrEqual: "lessThan"
        }
    }

    private func relation(_ group: RelationGroup) -> String {
        let first = group.first
        let method = Self.method(first.dslRelation)
        let sameAttributes = group.members.allSatisfy { $0.targetAttribute == $0.attribute }
        let isEqual = first.dslRelation == .equal
        switch (group.shape.kind, target(of: group)) {
        case (.single, .constant), (.size, .constant):
            if group.shape.kind == .single {
                return "\(first.attribute.name).\(method)(to: \(formatNumber(first.constant)))"
            }
            let size = Self.size(group.members[0].constant, group.members[1].constant)
            return isEqual ? "sized(\(size))" : "size.\(method)(with: \(size))"

        case (.single, .mySelf):
            let head: String
            if isEqual, first.attribute.isDimension, first.targetAttribute.isDimension, first.attribute != first.targetAttribute {
                head = first.attribute == .width ? "widthMatchHeight()" : "heightMatchWidth()"
            } else {
                head = "\(first.attribute.name).\(method)(with: .\(first.targetAttribute.name)(of: .mySelf))"
            }
            return head + modifiers(group)

        case let (.single, .anonymous(layout)):
            var head = "\(first.attribute.name).\(method)(with: \(layout))"
            if !sameAttributes {
                head = "\(first.attribute.name).\(method)(with: .\(first.targetAttribute.name)(of: \(layout)))"
            } else if isEqual, layout == ".parent", first.attribute == .centerX || first.attribute == .centerY {
                head = first.attribute == .centerX ? "centeredH()" : "centeredV()"
            }
            return head + modifiers(group)

        case let (.single, .named(name)):
            let target: String
            if first.targetAttribute.isBaseline {
                target = "\(name).\(first.targetAttribute.name)Anchor"
            } else if sameAttributes {
                target = name
            } else {
                target = "\(name).drf.\(first.targetAttribute.name)"
            }
            return "\(first.attribute.name).\(method)(to: \(target))" + modifiers(group)

        case let (.axis, .anonymous(layout)):
            let corner = Self.anonymousCorner(group)
            if sameAttributes, isEqual, layout == ".parent" {
                return (corner == "center" ? "centered()" : "cornered(at: .\(corner))") + modifiers(group)
            }
            let with = sameAttributes ? layout : ".\(corner)(of: \(layout))"
            return "\(group.shape.spelling).\(method)(with: \(with))" + modifiers(group)

        case let (.axis, .named(name)):
            let spelling = AnchorShape.axisSpelling(x: group.members[0].targetAttribute, y: group.members[1].targetAttribute) ?? group.shape.spelling
            return "\(group.shape.spelling).\(method)(to: \(name).drf.\(spelling))" + modifiers(group)

        case let (_, .anonymous(layout)):
            if isEqual, let shortcut = Self.shortcut(group.shape.spelling, parent: layout == ".parent") {
                return shortcut + modifiers(group)
            }
            return "\(group.shape.spelling).\(method)(with: \(layout))" + modifiers(group)

        case let (_, .named(name)):
            // The tri `(to: UIView)` form pairs the wrong anchors in 3.2.5 (reference §1.4):
            // tri shapes always target the other item's drf anchor.
            let target = group.shape.kind == .tri ? "\(name).drf.\(group.shape.spelling)" : name
            return "\(group.shape.spelling).\(method)(to: \(target))" + modifiers(group)

        case (_, .constant), (_, .mySelf):
            // Compaction never forms combined groups of constants (other than size) or of a
            // view with itself; print the members' first relation faithfully anyway.
            return "\(first.attribute.name).\(method)(to: \(formatNumber(first.constant)))"
        }
    }

    /// Draftsman's call for a combined anchor equal to the parent's or its safe area's:
    /// `fillParent()`, `matchSafeAreaH()`; `nil` for an anchor without one.
    private static func shortcut(_ spelling: String, parent: Bool) -> String? {
        switch spelling {
        case "edges": parent ? "fillParent()" : "fillSafeArea()"
        case "horizontal": parent ? "matchParentH()" : "matchSafeAreaH()"
        case "vertical": parent ? "matchParentV()" : "matchSafeAreaV()"
        default: nil
        }
    }

    /// The XYAnonymousAnchor case for a corner or center target: `topLeading`, `center`.
    private static func anonymousCorner(_ group: RelationGroup) -> String {
        let x = group.members[0].targetAttribute
        let y = group.members[1].targetAttribute
        if x == .centerX && y == .centerY { return "center" }
        return y.name + x.name.prefix(1).uppercased() + x.name.dropFirst()
    }

    /// `CGSize(sides: 16)` for a square (Draftsman's CGSize+Extensions), else width and height.
    private static func size(_ width: Double, _ height: Double) -> String {
        width == height ? "CGSize(sides: \(formatNumber(width)))" : "CGSize(width: \(formatNumber(width)), height: \(formatNumber(height)))"
    }

    /// Constant and multiplier modifiers.
    private func modifiers(_ group: RelationGroup) -> String {
        let first = group.first
        switch group.shape.kind {
        case .single where first.attribute.isDimension:
            var text = first.multiplier == 1 ? "" : ".multiplied(by: \(formatNumber(first.multiplier)))"
            if first.constant > 0 { text += ".added(by: \(formatNumber(first.constant)))" }
            if first.constant < 0 { text += ".substracted(by: \(formatNumber(-first.constant)))" }
            return text
        case .size:
            var text = first.multiplier == 1 ? "" : ".multiplied(by: \(formatNumber(first.multiplier)))"
            let (width, height) = (group.members[0].constant, group.members[1].constant)
            if width <= 0 && height <= 0 && (width < 0 || height < 0) {
                text += ".substracted(by: \(Self.size(-width, -height)))"
            } else if width != 0 || height != 0 {
                text += ".added(by: \(Self.size(width, height)))"
            }
            return text
        default:
            break
        }
        let stored = group.storedConstants
        if group.isUniform {
            let value = stored[0]
            if value > 0 { return ".offset(by: \(formatNumber(value)))" }
            if value < 0 { return ".inset(by: \(formatNumber(-value)))" }
            return ""
        }
        switch group.shape.kind {
        case .quad, .tri:
            var fields: [String: Double] = ["top": 0, "left": 0, "bottom": 0, "right": 0]
            for (field, value) in zip(group.shape.insetFields, stored) { fields[field] = value }
            let insets = ["top", "left", "bottom", "right"].map { "\($0): \(formatNumber(fields[$0] ?? 0))" }
            return ".offsetted(using: UIEdgeInsets(\(insets.joined(separator: ", "))))"
        case .pair:
            let labels = group.shape.spelling == "localizedHorizontal" ? ("leading", "trailing") : ("left", "right")
            return ".offsetted(using: HorizontalConstant(\(labels.0): \(formatNumber(stored[0])), \(labels.1): \(formatNumber(stored[1]))))"
        default:
            return ".offsetted(using: CGPoint(x: \(formatNumber(stored[0])), y: \(formatNumber(stored[1]))))"
        }
    }
}
