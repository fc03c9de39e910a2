import LayoutModel

// The keys of each kind of object of the dump (docs/dump-format.md) that the reader knows, each
// listed twice: as cases, and spelled for the table (checked to match in debug builds, where
// the case names can be asked for; asking in a release build would cost more than a read).
// Keys of no case are ignored.

enum TopKey: Int, ObjectKey {
    case format, version, root, views, layoutGuides, constraints, layoutDirection, viewController, rootKind,
        partial, recorded, metadata, outletCollections, connections
    static let table = KeyTable(Self.self, """
        format version root views layoutGuides constraints layoutDirection viewController rootKind
        partial recorded metadata outletCollections connections
        """)
}

enum ViewKey: Int, ObjectKey {
    case id, `class`, frame, subviews, accessibilityIdentifier, name, outlet, text, hidden, shownInRecordedFrames,
        translatesInRecordedFrames, translatesAutoresizingMaskIntoConstraints, autoresizingMask, intrinsicContentSize,
        unmeasuredContentSize, contentHuggingPriority, contentCompressionResistancePriority, layoutMargins, safeAreaInsets,
        insetsLayoutMarginsFromSafeArea, alignmentRectInsets, baselineOffsets, stack
    // What the view shows (``ViewProperties``).
    case title, placeholder, buttonType, font, numberOfLines, textAlignment, image, systemImage, backgroundImage,
        systemBackgroundImage, contentMode, clipsToBounds, semanticContentAttribute,
        textColor, backgroundColor, tintColor, uikitClass, accessoryType, selectionStyle, cellStyle, textCut
    static let table = KeyTable(Self.self, """
        id class frame subviews accessibilityIdentifier name outlet text hidden shownInRecordedFrames
        translatesInRecordedFrames translatesAutoresizingMaskIntoConstraints autoresizingMask intrinsicContentSize
        unmeasuredContentSize contentHuggingPriority contentCompressionResistancePriority layoutMargins safeAreaInsets
        insetsLayoutMarginsFromSafeArea alignmentRectInsets baselineOffsets stack
        title placeholder buttonType font numberOfLines textAlignment image systemImage backgroundImage
        systemBackgroundImage contentMode clipsToBounds semanticContentAttribute
        textColor backgroundColor tintColor uikitClass accessoryType selectionStyle cellStyle textCut
        """)

    /// The keys of ``ViewProperties``, which most views have none of.
    static let propertyKeys = title.rawValue...textCut.rawValue
}

enum GuideKey: Int, ObjectKey {
    case id, owner, kind, identifier, frame
    static let table = KeyTable(Self.self, "id owner kind identifier frame")
}

enum ConstraintKey: Int, ObjectKey {
    case id, `class`, identifier, first, firstAttribute, relation, second, secondAttribute, multiplier, constant,
        priority, active, systemSpacing
    static let table = KeyTable(Self.self, """
        id class identifier first firstAttribute relation second secondAttribute multiplier constant
        priority active systemSpacing
        """)
}

enum RectKey: Int, ObjectKey {
    case x, y, width, height
    static let table = KeyTable(Self.self, "x y width height")
}

enum InsetsKey: Int, ObjectKey {
    case top, left, bottom, right
    static let table = KeyTable(Self.self, "top left bottom right")
}

enum AxesKey: Int, ObjectKey {
    case horizontal, vertical
    static let table = KeyTable(Self.self, "horizontal vertical")
}

enum SizeKey: Int, ObjectKey {
    case width, height
    static let table = KeyTable(Self.self, "width height")
}

enum BaselineOffsetsKey: Int, ObjectKey {
    case first, last
    static let table = KeyTable(Self.self, "first last")
}

enum StackKey: Int, ObjectKey {
    case axis, arrangedSubviews, distribution, alignment, spacing, isLayoutMarginsRelativeArrangement,
        isBaselineRelativeArrangement
    static let table = KeyTable(Self.self, "axis arrangedSubviews distribution alignment spacing isLayoutMarginsRelativeArrangement isBaselineRelativeArrangement")
}

enum FontKey: Int, ObjectKey {
    case system, weight, textStyle, name, size
    static let table = KeyTable(Self.self, "system weight textStyle name size")
}

enum ColorKey: Int, ObjectKey {
    case system, named, red, green, blue, alpha, colorSpace
    static let table = KeyTable(Self.self, "system named red green blue alpha colorSpace")
}

enum OutletCollectionKey: Int, ObjectKey {
    case property, views
    static let table = KeyTable(Self.self, "property views")
}

enum ConnectionsKey: Int, ObjectKey {
    case actions, outlets, listed, gestures, runtimeAttributes
    static let table = KeyTable(Self.self, "actions outlets listed gestures runtimeAttributes")
}

enum GestureKey: Int, ObjectKey {
    case id, `class`, view, outlet, label, actions, delegate, settings
    static let table = KeyTable(Self.self, "id class view outlet label actions delegate settings")
}

enum SettingKey: Int, ObjectKey {
    case property, value
    static let table = KeyTable(Self.self, "property value")
}

enum RuntimeAttributeKey: Int, ObjectKey {
    case view, keyPath, type, value
    static let table = KeyTable(Self.self, "view keyPath type value")
}

enum PointKey: Int, ObjectKey {
    case x, y
    static let table = KeyTable(Self.self, "x y")
}

enum RangeKey: Int, ObjectKey {
    case location, length
    static let table = KeyTable(Self.self, "location length")
}

enum ConnectionKey: Int, ObjectKey {
    case source, selector, event, target, property, destination, kind, summary, view
    static let table = KeyTable(Self.self, "source selector event target property destination kind summary view")
}

enum EndpointKey: Int, ObjectKey {
    case view
    static let table = KeyTable(Self.self, "view")
}

enum RecordedKey: Int, ObjectKey {
    case conflicts, ambiguities, hostsMissingConstraints, misplaced
    static let table = KeyTable(Self.self, "conflicts ambiguities hostsMissingConstraints misplaced")
}

enum RecordedConflictKey: Int, ObjectKey {
    case constraints, broken, line, logPrefix
    static let table = KeyTable(Self.self, "constraints broken line logPrefix")
}

enum RecordedAmbiguityKey: Int, ObjectKey {
    case item, attributes, variableIDs, line
    static let table = KeyTable(Self.self, "item attributes variableIDs line")
}
