import LayoutModel

/// A view or layout guide as a UIKit debug description names it: `UILabel:0x7f…'Set lunch'`,
/// an accessibility name resolved through `names:`, or both.
struct LoggedItem: Hashable, Sendable {
    /// The object address, `0x7f83b9a05e80`; `nil` for a name the log never resolves.
    var address: String?
    /// The runtime class, when the log shows it (a name replaces it).
    var className: String?
    /// The accessibility identifier the log prints instead of the class.
    var accessibilityName: String?
    /// The text a label, button or guide appends in quotes.
    var text: String?

    /// The id the document gives the item: its address, else its name.
    var id: String { address ?? accessibilityName ?? className ?? "?" }
}

/// One side of a logged constraint: an item, or `|`, the superview in visual format.
enum LoggedAnchor: Hashable, Sendable {
    case item(LoggedItem)
    case superview

    /// Asked by matching the case: `== .superview` compared two anchors through `Hashable`.
    var isSuperview: Bool {
        if case .superview = self { return true }
        return false
    }
}

/// An attribute as a log spells it. The autoresizing attributes `minX` … `maxY` are frame
/// coordinates, measured from the superview's origin; they map to `left` … `bottom`. A scroll
/// view's `contentWidth` and `contentHeight` (its automatic content size) are the width and
/// height of its content layout guide.
struct LoggedAttribute: Hashable, Sendable {
    var attribute: Attribute
    var isFrameCoordinate: Bool = false
    var isContentSize: Bool = false

    /// The 21 model attributes, UIKit's old `baseline`, the autoresizing `min/mid/max`
    /// names and the `minXMargin` spellings of older descriptions.
    init?(name: String) {
        if let attribute = Attribute(rawValue: name), attribute != .notAnAttribute {
            self.attribute = attribute
            return
        }
        switch name {
        case "baseline": attribute = .lastBaseline
        case "minX": attribute = .left; isFrameCoordinate = true
        case "midX": attribute = .centerX; isFrameCoordinate = true
        case "maxX": attribute = .right; isFrameCoordinate = true
        case "minY": attribute = .top; isFrameCoordinate = true
        case "midY": attribute = .centerY; isFrameCoordinate = true
        case "maxY": attribute = .bottom; isFrameCoordinate = true
        case "minXMargin": attribute = .leftMargin
        case "maxXMargin": attribute = .rightMargin
        case "minYMargin": attribute = .topMargin
        case "maxYMargin": attribute = .bottomMargin
        case "midXWithinMargins": attribute = .centerXWithinMargins
        case "midYWithinMargins": attribute = .centerYWithinMargins
        case "contentWidth": attribute = .width; isContentSize = true
        case "contentHeight": attribute = .height; isContentSize = true
        default: return nil
        }
    }

    init(_ attribute: Attribute) { self.attribute = attribute }

    /// Every spelling, longest first, so `leadingMargin` wins over `leading`.
    static let spellings: [String] = {
        let names = Attribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue)
            + ["baseline", "minX", "midX", "maxX", "minY", "midY", "maxY",
               "minXMargin", "maxXMargin", "minYMargin", "maxYMargin",
               "midXWithinMargins", "midYWithinMargins", "contentWidth", "contentHeight"]
        return names.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    }()

    /// The attribute spelled at `index` (the longest spelling that starts there) and how many
    /// scalars it spans.
    static func spelled(in scanner: TextScanner, at index: Int) -> (attribute: LoggedAttribute, length: Int)? {
        guard let first = scanner.character(at: index), first.value < 0x80 else { return nil }
        for candidate in spellingsByFirstByte[Int(first.value)] where scanner.hasPrefix(candidate.scalars, at: index) {
            return (candidate.attribute, candidate.scalars.count)
        }
        return nil
    }

    /// The attribute spelled by the whole run of letters at `index` in a line's bytes, for
    /// ``PlainDescriptionLine``, where a space follows an attribute: where ``spelled(in:at:)``
    /// would take a spelling that starts a longer word (`top` of `topAnchor`), the run names
    /// none, and the line goes to the general path as it would anyway. Found by the run's
    /// length and compared byte by byte: trying every spelling of its first letter cost more
    /// than the rest of reading the item.
    static func named(byLettersIn bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (attribute: LoggedAttribute, length: Int)? {
        var end = index
        while end < bytes.count, (bytes[end] | 0x20) >= UInt8(ascii: "a"), (bytes[end] | 0x20) <= UInt8(ascii: "z") { end += 1 }
        let length = end - index
        guard length > 0, length < spellingBytesByLength.count else { return nil }
        candidates: for candidate in spellingBytesByLength[length] {
            for offset in 0..<length where bytes[index + offset] != candidate.bytes[offset] { continue candidates }
            return (candidate.attribute, length)
        }
        return nil
    }

    /// ``spellingsByFirstByte``'s spellings as bytes, by their length.
    private static let spellingBytesByLength: [[(bytes: [UInt8], attribute: LoggedAttribute)]] = {
        let all = spellingsByFirstByte.joined()
        var table = [[(bytes: [UInt8], attribute: LoggedAttribute)]](repeating: [], count: (all.map(\.scalars.count).max() ?? 0) + 1)
        for candidate in all { table[candidate.scalars.count].append((candidate.scalars.map { UInt8($0.value) }, candidate.attribute)) }
        return table
    }()

    /// ``spellings`` by their first scalar (all ASCII), longest first, decoded once: trying
    /// each spelling at every item of a log, or hashing the scalar to find its list, cost more
    /// than the rest of reading its attributes.
    private static let spellingsByFirstByte: [[(scalars: [Unicode.Scalar], attribute: LoggedAttribute)]] = {
        var table = [[(scalars: [Unicode.Scalar], attribute: LoggedAttribute)]](repeating: [], count: 0x80)
        for spelling in spellings {
            guard let attribute = LoggedAttribute(name: spelling) else { continue }
            let scalars = Array(spelling.unicodeScalars)
            table[Int(scalars[0].value)].append((scalars, attribute))
        }
        return table
    }()
}

/// The part of a description after the head: `A.leading == B.trailing + 8` or
/// `H:[A]-(8)-[B]`, as one constraint.
struct LoggedBody: Hashable, Sendable {
    var first: LoggedAnchor
    var firstAttribute: LoggedAttribute
    var relation: Relation
    var second: LoggedAnchor?
    var secondAttribute: LoggedAttribute?
    var multiplier: Double = 1
    var constant: Double = 0
    /// `NSSpace(n)` or `NSLayoutAnchorConstraintSpace(n)`: the system spacing, whose value
    /// the log shows and the constant keeps.
    var usesSystemSpacing = false
    /// A priority written inside a visual format gap (`-(20@750)-`).
    var priority: Priority?
    /// `(LTR)` / `(RTL)` after a visual format.
    var direction: LayoutDirection?
    /// A visual format `[A]-(c)-[B]` between two items (which UIKit requires to be siblings).
    var isVisualFormatGap = false
}

/// One parsed constraint description, `<NSLayoutConstraint:0x… 'id' body   (active, names: …)>`.
struct LoggedConstraint: Hashable, Sendable {
    var className: String
    var address: String
    /// SnapKit's `@File.swift#88`.
    var sourceLocation: String?
    /// The `h=--& v=--&` notation of an autoresizing-mask constraint.
    var mask: AutoresizingMaskNotation?
    var identifier: String?
    var body: LoggedBody
    var priority: Priority
    /// `Hug:750 CompressionResistance:750` of an `NSContentSizeLayoutConstraint`.
    var contentPriorities: ContentPriorities?
    /// `(active)` or `(inactive)`; `nil` when the description has neither (iOS ≤ 9, Masonry,
    /// SnapKit), which in a conflict list means active.
    var state: Bool?
    /// The `'|'` entry of `names:`: the superview that `|` and frame coordinates refer to.
    var superview: LoggedItem?
    /// Every item the `names:` list resolves, in its order.
    var namedItems: [LoggedItem]
}

/// The hugging and compression-resistance priorities an `NSContentSizeLayoutConstraint` shows.
struct ContentPriorities: Hashable, Sendable {
    var hugging: Priority
    var compressionResistance: Priority

    /// Whether both are priorities UIKit can hold (1…1000).
    var isInRange: Bool {
        Priority.validRange.contains(hugging.rawValue) && Priority.validRange.contains(compressionResistance.rawValue)
    }

    /// Each brought into 1…1000, as a constraint's priority out of range is read.
    var clamped: ContentPriorities {
        ContentPriorities(hugging: hugging.clamped, compressionResistance: compressionResistance.clamped)
    }
}
