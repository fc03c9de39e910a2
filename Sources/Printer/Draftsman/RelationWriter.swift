import LayoutModel
import Naming

/// Writes one ``RelationGroup`` as a Draftsman 3.2.5 relation call (what follows `drf.`):
/// the anchor, the relation and target, then constant, multiplier, priority and identifier
/// modifiers, with the signs of reference §1 applied in reverse so the created constraints
/// are exactly the group's.
struct RelationWriter {
    var document: LayoutDocument
    var names: NameTable
    /// The constraints' identifiers by index (``TargetPlan/identifiers``).
    var identifiers: [Int: String]

    /// How the target is reached.
    private enum Target {
        case constant
        case mySelf
        /// An anonymous layout of the superview: `.parent` or `.safeArea`.
        case anonymous(String)
        case named(String)
    }

    /// The call, without the `.` that precedes it in a chain.
    /// - Parameters:
    ///   - constraints: the owner's constraints, which the group's members are positions in.
    ///   - superview: the view the owner is inserted into (its number in the document's
    ///     views), which the call reaches as `.parent`; `nil` for the printed root, which has
    ///     none in the printed code.
    func call(_ group: RelationGroup, of constraints: [OwnedConstraint], superview: Int?) -> String {
        var text = CodeText()
        write(group, of: constraints, superview: superview, into: &text)
        return text.string
    }

    /// Appends the call to `text`: a print writes tens of thousands of calls, and
    /// interpolating each part into a string of its own costs several times the text.
    func write(_ group: RelationGroup, of constraints: [OwnedConstraint], superview: Int?, into text: inout CodeText) {
        let members = group.members(in: constraints)
        relation(members, superview: superview, into: &text)
        if let priority = SwiftLiteral.priority(members[0].priority) { text += ".priority(\(priority))" }
        if !identifiers.isEmpty, let identifier = identifiers[members[0].index] {
            text += ".identifier(\(SwiftLiteral.string(identifier)))"
        }
    }

    private func target(of members: RelationGroup.Members, superview: Int?) -> Target {
        let owner = members[0].owner
        guard let target = members.target else { return .constant }
        // Baselines have no anonymous anchor (`.firstBaseline(of:)` does not exist): they are
        // always reached through the item's own UIKit anchor.
        let baseline = members.contains { $0.targetAttribute.isBaseline }
        if target == owner, !baseline { return .mySelf }
        if !baseline, let superview {
            if target == superview { return .anonymous(".parent") }
            if let guide = document.guide(numbered: target), guide.kind == .safeArea, guide.owner == document.views[superview].id {
                return .anonymous(".safeArea")
            }
        }
        return .named(names.displayName(of: document.item(numbered: target)))
    }

    private static func method(_ relation: Relation) -> String {
        switch relation {
        case .equal: "equal"
        case .greaterThanOrEqual: "moreThan"
        case .lessThanOrEqual: "lessThan"
        }
    }

    /// Appends `anchor.method(` to `text`: the opening every relation but the shortcuts has.
    private static func opening(_ anchor: String, _ method: String, _ text: inout CodeText) {
        text += anchor
        text.append(ascii: ".")
        text += method
        text.append(ascii: "(")
    }

    /// Appends `anchor.method(label argument)` to `text`: `top.equal(with: .parent)`.
    private static func relationCall(_ anchor: String, _ method: String, _ label: String, _ argument: String, _ text: inout CodeText) {
        opening(anchor, method, &text)
        text += label
        text += argument
        text.append(ascii: ")")
    }

    private func relation(_ members: RelationGroup.Members, superview: Int?, into text: inout CodeText) {
        let group = members.group
        let first = members[0]
        let method = Self.method(first.dslRelation)
        let sameAttributes = members.allSatisfy { $0.targetAttribute == $0.attribute }
        let isEqual = first.dslRelation == .equal
        switch (group.kind, target(of: members, superview: superview)) {
        case (.single, .constant), (.size, .constant):
            if group.kind == .single {
                Self.relationCall(first.attribute.name, method, "to: ", codeNumber(first.constant), &text)
                return
            }
            if isEqual {
                text += "sized("
            } else {
                Self.opening("size", method, &text)
                text += "with: "
            }
            Self.size(members[0].constant, members[1].constant, into: &text)
            text.append(ascii: ")")

        case (.single, .mySelf):
            if isEqual, first.attribute.isDimension, first.targetAttribute.isDimension, first.attribute != first.targetAttribute {
                text += first.attribute == .width ? "widthMatchHeight()" : "heightMatchWidth()"
            } else {
                Self.opening(first.attribute.name, method, &text)
                text += "with: ."
                text += first.targetAttribute.name
                text += "(of: .mySelf))"
            }
            modifiers(members, into: &text)

        case let (.single, .anonymous(layout)):
            if !sameAttributes {
                Self.opening(first.attribute.name, method, &text)
                text += "with: ."
                text += first.targetAttribute.name
                text += "(of: "
                text += layout
                text += "))"
            } else if isEqual, layout == ".parent", first.attribute == .centerX || first.attribute == .centerY {
                text += first.attribute == .centerX ? "centeredH()" : "centeredV()"
            } else {
                Self.relationCall(first.attribute.name, method, "with: ", layout, &text)
            }
            modifiers(members, into: &text)

        case let (.single, .named(name)):
            Self.opening(first.attribute.name, method, &text)
            text += "to: "
            text += name
            if first.targetAttribute.isBaseline {
                text.append(ascii: ".")
                text += first.targetAttribute.name
                text += "Anchor"
            } else if !sameAttributes {
                text += ".drf."
                text += first.targetAttribute.name
            }
            text.append(ascii: ")")
            modifiers(members, into: &text)

        case let (.axis, .anonymous(layout)):
            let corner = Self.anonymousCorner(members)
            if sameAttributes, isEqual, layout == ".parent" {
                if corner == "center" {
                    text += "centered()"
                } else {
                    text += "cornered(at: ."
                    text += corner
                    text.append(ascii: ")")
                }
            } else {
                Self.relationCall(group.shape.spelling, method, "with: ", sameAttributes ? layout : ".\(corner)(of: \(layout))", &text)
            }
            modifiers(members, into: &text)

        case let (.axis, .named(name)):
            let spelling = AnchorShape.axisSpelling(x: members[0].targetAttribute, y: members[1].targetAttribute) ?? group.shape.spelling
            Self.opening(group.shape.spelling, method, &text)
            text += "to: "
            text += name
            text += ".drf."
            text += spelling
            text.append(ascii: ")")
            modifiers(members, into: &text)

        case let (_, .anonymous(layout)):
            if isEqual, let shortcut = Self.shortcut(group.shape.spelling, parent: layout == ".parent") {
                text += shortcut
            } else {
                Self.relationCall(group.shape.spelling, method, "with: ", layout, &text)
            }
            modifiers(members, into: &text)

        case let (_, .named(name)):
            // The tri `(to: UIView)` form pairs the wrong anchors in 3.2.5 (reference §1.4):
            // tri shapes always target the other item's drf anchor.
            Self.opening(group.shape.spelling, method, &text)
            text += "to: "
            text += name
            if group.kind == .tri {
                text += ".drf."
                text += group.shape.spelling
            }
            text.append(ascii: ")")
            modifiers(members, into: &text)

        case (_, .constant), (_, .mySelf):
            // Compaction never forms combined groups of constants (other than size) or of a
            // view with itself; print the members' first relation faithfully anyway.
            Self.relationCall(first.attribute.name, method, "to: ", codeNumber(first.constant), &text)
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
    private static func anonymousCorner(_ members: RelationGroup.Members) -> String {
        let x = members[0].targetAttribute
        let y = members[1].targetAttribute
        switch (y, x) {
        case (.centerY, .centerX): return "center"
        // The corners compaction forms, spelled once.
        case (.top, .left): return "topLeft"
        case (.top, .right): return "topRight"
        case (.top, .leading): return "topLeading"
        case (.top, .trailing): return "topTrailing"
        case (.bottom, .left): return "bottomLeft"
        case (.bottom, .right): return "bottomRight"
        case (.bottom, .leading): return "bottomLeading"
        case (.bottom, .trailing): return "bottomTrailing"
        default: return y.name + x.name.prefix(1).uppercased() + x.name.dropFirst()
        }
    }

    /// `CGSize(sides: 16)` for a square (Draftsman's CGSize+Extensions), else width and height.
    private static func size(_ width: Double, _ height: Double, into text: inout CodeText) {
        if width == height {
            text += "CGSize(sides: "
        } else {
            text += "CGSize(width: "
            text.append(number: width)
            text += ", height: "
        }
        text.append(number: height)
        text.append(ascii: ")")
    }

    /// Appends the constant and multiplier modifiers.
    private func modifiers(_ members: RelationGroup.Members, into text: inout CodeText) {
        let first = members[0]
        switch members.group.kind {
        case .single where first.attribute.isDimension:
            if first.multiplier != 1 { text += ".multiplied(by: \(codeMultiplier(first.multiplier)))" }
            if first.constant > 0 { text += ".added(by: \(codeNumber(first.constant)))" }
            if first.constant < 0 { text += ".substracted(by: \(codeNumber(-first.constant)))" }
            return
        case .size:
            if first.multiplier != 1 { text += ".multiplied(by: \(codeMultiplier(first.multiplier)))" }
            let (width, height) = (members[0].constant, members[1].constant)
            if width <= 0 && height <= 0 && (width < 0 || height < 0) {
                text += ".substracted(by: "
                Self.size(-width, -height, into: &text)
                text.append(ascii: ")")
            } else if width != 0 || height != 0 {
                text += ".added(by: "
                Self.size(width, height, into: &text)
                text.append(ascii: ")")
            }
            return
        default:
            break
        }
        if members.isUniform {
            let value = first.storedConstant
            if value > 0 {
                text += ".offset(by: "
                text.append(number: value)
                text.append(ascii: ")")
            } else if value < 0 {
                text += ".inset(by: "
                text.append(number: -value)
                text.append(ascii: ")")
            }
            return
        }
        let stored = members.storedConstants
        let shape = members.group.shape
        switch shape.kind {
        case .quad, .tri:
            var fields: [String: Double] = ["top": 0, "left": 0, "bottom": 0, "right": 0]
            for (field, value) in zip(shape.insetFields, stored) { fields[field] = value }
            let insets = ["top", "left", "bottom", "right"].map { "\($0): \(codeNumber(fields[$0] ?? 0))" }
            text += ".offsetted(using: UIEdgeInsets(\(insets.joined(separator: ", "))))"
        case .pair:
            let labels = shape.spelling == "localizedHorizontal" ? ("leading", "trailing") : ("left", "right")
            text += ".offsetted(using: HorizontalConstant(\(labels.0): \(codeNumber(stored[0])), \(labels.1): \(codeNumber(stored[1]))))"
        default:
            text += ".offsetted(using: CGPoint(x: "
            text.append(number: stored[0])
            text += ", y: "
            text.append(number: stored[1])
            text += "))"
        }
    }
}
