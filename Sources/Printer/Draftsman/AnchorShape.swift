import LayoutModel

/// A Draftsman anchor that one relation call can constrain: a single anchor or one of the
/// combined anchors of reference §1.3–1.4, with its members in Draftsman's build order.
struct AnchorShape: Sendable {
    enum Kind: Sendable {
        /// `edges`, `localizedEdges`: four members, `UIEdgeInsets` for per-member constants.
        case quad
        /// `top.horizontal` and the like: three members, `UIEdgeInsets` for per-member constants.
        case tri
        /// `horizontal`, `localizedHorizontal`, `vertical`.
        case pair
        /// Corners (`top.leading`) and `center`: `CGPoint` for per-member constants.
        case axis
        /// `size`: width and height, no sign.
        case size
        case single
    }

    var kind: Kind
    /// How the anchor is written after `drf.`: `edges`, `top.horizontal`, `bottom.trailing`.
    var spelling: String
    /// The attributes, in the order Draftsman builds their constraints.
    var members: [Attribute]
    /// For quad and tri shapes: the `UIEdgeInsets` field each member reads in
    /// `offsetted(using:)` (reference §1.4 tri table; localized shapes read left/right).
    var insetFields: [String] = []

    /// The combined shapes, most members first: the order compaction tries them in.
    /// `leading.vertical` (AllButTrailing) is left out on purpose: Draftsman 3.2.5 builds a
    /// trailing constraint for it (reference §1.4, Trio.swift L196-199).
    static let combined: [AnchorShape] = {
        var shapes: [AnchorShape] = [
            AnchorShape(kind: .quad, spelling: "edges", members: [.left, .right, .top, .bottom],
                        insetFields: ["left", "right", "top", "bottom"]),
            AnchorShape(kind: .quad, spelling: "localizedEdges", members: [.leading, .trailing, .top, .bottom],
                        insetFields: ["left", "right", "top", "bottom"]),
            AnchorShape(kind: .tri, spelling: "top.horizontal", members: [.top, .left, .right],
                        insetFields: ["top", "left", "right"]),
            AnchorShape(kind: .tri, spelling: "bottom.horizontal", members: [.bottom, .left, .right],
                        insetFields: ["bottom", "left", "right"]),
            AnchorShape(kind: .tri, spelling: "left.vertical", members: [.left, .top, .bottom],
                        insetFields: ["left", "top", "bottom"]),
            AnchorShape(kind: .tri, spelling: "right.vertical", members: [.right, .top, .bottom],
                        insetFields: ["right", "top", "bottom"]),
            AnchorShape(kind: .tri, spelling: "top.localizedHorizontal", members: [.top, .leading, .trailing],
                        insetFields: ["top", "left", "right"]),
            AnchorShape(kind: .tri, spelling: "bottom.localizedHorizontal", members: [.bottom, .leading, .trailing],
                        insetFields: ["bottom", "left", "right"]),
            AnchorShape(kind: .tri, spelling: "trailing.vertical", members: [.trailing, .top, .bottom],
                        insetFields: ["right", "top", "bottom"]),
            AnchorShape(kind: .pair, spelling: "horizontal", members: [.left, .right]),
            AnchorShape(kind: .pair, spelling: "localizedHorizontal", members: [.leading, .trailing]),
            AnchorShape(kind: .pair, spelling: "vertical", members: [.top, .bottom]),
        ]
        for y in [Attribute.top, .bottom] {
            for x in [Attribute.left, .right, .leading, .trailing] {
                shapes.append(AnchorShape(kind: .axis, spelling: "\(y.name).\(x.name)", members: [x, y]))
            }
        }
        shapes.append(AnchorShape(kind: .axis, spelling: "center", members: [.centerX, .centerY]))
        shapes.append(AnchorShape(kind: .size, spelling: "size", members: [.width, .height]))
        return shapes
    }()

    /// Each of ``combined``'s members as a set of ``bit(_:)``s: compaction tries a shape only
    /// when a view's constraints hold all its anchors.
    static let combinedMembers: [UInt32] = combined.map { shape in shape.members.reduce(0) { $0 | bit($1) } }

    /// An attribute as one bit of a set of attributes: bit ``Attribute/uikitRawValue`` (0–20,
    /// one per attribute), which a switch answers, where a search of all attributes was asked
    /// for every constraint of a print.
    static func bit(_ attribute: Attribute) -> UInt32 {
        1 << UInt32(attribute.uikitRawValue)
    }

    /// Every shape a relation can have: ``combined`` (numbered as there), then one anchor
    /// alone per attribute, in ``Attribute/uikitRawValue`` order (``singleNumber(_:)``). A
    /// ``RelationGroup`` names its shape by its number here.
    static let all: [AnchorShape] = combined + Attribute.allCases.sorted { $0.uikitRawValue < $1.uikitRawValue }.map {
        AnchorShape(kind: .single, spelling: $0.name, members: [$0])
    }

    /// The number in ``all`` of the shape of one anchor alone.
    static func singleNumber(_ attribute: Attribute) -> Int {
        combined.count + attribute.uikitRawValue
    }

    /// The axis anchor (corner or center) made of these two attributes, x first, as a target
    /// spelling; `nil` when Draftsman has no such anchor.
    static func axisSpelling(x: Attribute, y: Attribute) -> String? {
        // Spelled out, not joined from the names: compaction asks this of every corner.
        switch (y, x) {
        case (.centerY, .centerX): "center"
        case (.top, .left): "top.left"
        case (.top, .right): "top.right"
        case (.top, .leading): "top.leading"
        case (.top, .trailing): "top.trailing"
        case (.bottom, .left): "bottom.left"
        case (.bottom, .right): "bottom.right"
        case (.bottom, .leading): "bottom.leading"
        case (.bottom, .trailing): "bottom.trailing"
        default: nil
        }
    }
}
