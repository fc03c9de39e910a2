import Inspector
import LayoutModel

/// What a picture of a layout shows, independent of how it is drawn (SVG, terminal):
/// the items with their rectangles and printed names, and the problems the analysis found.
///
/// With the frames known, each item's rectangle is its solved frame in root coordinates, so
/// the picture is the screen to scale. With the frames unknown (a log, a trace: part of a
/// layout without frames), the rectangles are rows of a diagram — nesting shown by indent —
/// and constraints are drawn as connectors between rows, never as a made-up screen.
public struct LayoutPicture: Sendable {
    /// Whether ``Item/rect`` is a solved frame (a screen) or a place in a diagram.
    public var framesAreKnown: Bool
    /// The input's name, shown in the picture's title.
    public var title: String
    /// The items, parents before children, each guide after its owner.
    public var items: [Item]
    public var conflicts: [ConflictMark]
    public var ambiguities: [AmbiguityMark]
    public var misplacements: [Ghost]
    /// UIKit's messages the input holds that were not reproduced, each as the report says why
    /// (`UIKit's message at line 5: not reproduced: …`): a picture with nothing drawn does not
    /// say "no conflicts" where UIKit reported one.
    public var unreproduced: [String]

    public init(
        framesAreKnown: Bool, title: String, items: [Item], conflicts: [ConflictMark] = [],
        ambiguities: [AmbiguityMark] = [], misplacements: [Ghost] = [], unreproduced: [String] = []
    ) {
        self.framesAreKnown = framesAreKnown
        self.title = title
        self.items = items
        self.conflicts = conflicts
        self.ambiguities = ambiguities
        self.misplacements = misplacements
        self.unreproduced = unreproduced
    }

    /// Whether the picture has no problem to show: no conflict, ambiguity or misplaced frame,
    /// and no message of UIKit's left unreproduced.
    var showsNoProblem: Bool {
        conflicts.isEmpty && ambiguities.isEmpty && misplacements.isEmpty && unreproduced.isEmpty
    }

    /// A view or layout guide.
    public struct Item: Hashable, Sendable {
        public var id: ItemID
        /// The printer's name, so the picture and the printed code agree.
        public var name: String
        /// The view's class (`UIButton`) or the guide's kind (`safeArea guide`).
        public var detail: String
        public var isGuide: Bool
        /// The solved frame in root coordinates, or the item's row in a diagram.
        public var rect: Rect
        /// The number of superviews (for a guide, its owner's plus one).
        public var depth: Int
        public var isHidden: Bool
        /// The sides of the view's content size the input did not measure
        /// (``View/unmeasuredContentSize``): solved as 0, so drawn at no size on those sides.
        public var unmeasured: SizeSides

        public init(
            id: ItemID, name: String, detail: String, isGuide: Bool, rect: Rect, depth: Int, isHidden: Bool = false,
            unmeasured: SizeSides = []
        ) {
            self.id = id
            self.name = name
            self.detail = detail
            self.isGuide = isGuide
            self.rect = rect
            self.depth = depth
            self.isHidden = isHidden
            self.unmeasured = unmeasured
        }
    }

    /// One conflict: a minimal set of constraints, numbered as the report numbers it.
    public struct ConflictMark: Hashable, Sendable {
        public var number: Int
        public var members: [Member]

        public init(number: Int, members: [Member]) {
            self.number = number
            self.members = members
        }
    }

    /// A member of a conflict and the anchors it ties.
    public struct Member: Hashable, Sendable {
        /// The report's reference: the constraint's id (`0x6000…`), `#N`, or a generated id.
        public var reference: String
        /// UIKit's form with the printed names: `doneButton.height == 44`.
        public var text: String
        public var isBroken: Bool
        /// One anchor for a constant (`height == 44`), two for a relation between anchors.
        public var anchors: [Anchor]

        public init(reference: String, text: String, isBroken: Bool, anchors: [Anchor]) {
            self.reference = reference
            self.text = text
            self.isBroken = isBroken
            self.anchors = anchors
        }
    }

    /// An attribute of an item, with where it lies in the solved layout when frames are known.
    public struct Anchor: Hashable, Sendable {
        public var item: ItemID
        public var attribute: Attribute
        /// The attribute's solved value in root coordinates (a size for width and height).
        public var value: Double

        public init(item: ItemID, attribute: Attribute, value: Double) {
            self.item = item
            self.attribute = attribute
            self.value = value
        }
    }

    /// An item the constraints do not pin down, with its free components.
    public struct AmbiguityMark: Hashable, Sendable {
        public var item: ItemID
        public var components: [FrameComponent]
        /// What to add, as the report says it.
        public var message: String
        /// The items placed from it, which move with it (the report's followers and tied
        /// items): pinning it pins them.
        public var movers: [ItemID]

        public init(item: ItemID, components: [FrameComponent], message: String, movers: [ItemID] = []) {
            self.item = item
            self.components = components
            self.message = message
            self.movers = movers
        }
    }

    /// A misplaced item: the frame the input recorded, in root coordinates, beside the solved one.
    public struct Ghost: Hashable, Sendable {
        public var item: ItemID
        public var recorded: Rect

        public init(item: ItemID, recorded: Rect) {
            self.item = item
            self.recorded = recorded
        }
    }

    /// A constraint as the picture draws it: once, however many conflicts it is in.
    public struct MarkedConstraint: Hashable, Sendable {
        /// Its number in the picture, the same in every conflict that lists it.
        public var number: Int
        public var member: Member
        /// The numbers of the conflicts it is in, in order.
        public var conflicts: [Int]
        /// The numbers of the conflicts in which it is the broken one.
        public var brokenIn: [Int]

        public var isShared: Bool { conflicts.count > 1 }
        public var isBroken: Bool { !brokenIn.isEmpty }
    }

    /// Every conflict member once, numbered in order of first appearance, so a number means
    /// one constraint across the whole picture.
    public var markedConstraints: [MarkedConstraint] { Self.markedConstraints(of: conflicts) }

    /// The members of `conflicts` once each, numbered in order of first appearance.
    public static func markedConstraints(of conflicts: [ConflictMark]) -> [MarkedConstraint] {
        var result: [MarkedConstraint] = []
        var index: [String: Int] = [:]
        for conflict in conflicts {
            for member in conflict.members {
                if let at = index[member.reference] {
                    result[at].conflicts.append(conflict.number)
                    if member.isBroken { result[at].brokenIn.append(conflict.number) }
                } else {
                    index[member.reference] = result.count
                    result.append(MarkedConstraint(
                        number: result.count + 1, member: member, conflicts: [conflict.number],
                        brokenIn: member.isBroken ? [conflict.number] : []))
                }
            }
        }
        return result
    }

    /// The item with this id.
    public func item(_ id: ItemID) -> Item? { items.first { $0.id == id } }

    /// The items drawn at a size the input did not measure, when the picture is to scale.
    var unmeasuredItems: [Item] { framesAreKnown ? items.filter { !$0.unmeasured.isEmpty } : [] }

    /// What the legend says of an unmeasured item: which sides (`croppingLabel: width, height`).
    static func unmeasuredText(of item: Item) -> String {
        item.name + ": " + [(SizeSides.width, "width"), (.height, "height")].filter { item.unmeasured.contains($0.0) }.map(\.1)
            .joined(separator: ", ")
    }

    /// The smallest rectangle holding every item (and every ghost).
    public var bounds: Rect {
        let rects = items.map(\.rect) + misplacements.map(\.recorded)
        guard let first = rects.first else { return .zero }
        var minX = first.x, minY = first.y, maxX = first.maxX, maxY = first.maxY
        for rect in rects.dropFirst() {
            minX = min(minX, rect.x)
            minY = min(minY, rect.y)
            maxX = max(maxX, rect.maxX)
            maxY = max(maxY, rect.maxY)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
