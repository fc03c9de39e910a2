/// Interface Builder's system colour names (`systemColor="systemRedColor"`,
/// `cocoaTouchSystemColor="groupTableViewBackgroundColor"`) as the `UIColor` class properties
/// printed code uses. Most drop IB's `Color` suffix; `tintColor` keeps it, as UIKit's property
/// does, and IB's grouped cell background has no public property of its own.
enum InterfaceBuilderSystemColors {
    /// The `UIColor` class property for an IB name; `nil` for a name UIKit has no property for.
    static func propertyName(_ name: String) -> String? {
        if let renamed = renamed[name] { return renamed }
        guard name.hasSuffix("Color") else { return nil }
        let stripped = String(name.dropLast(5))
        return uikitProperties.contains(stripped) ? stripped : nil
    }

    private static let renamed = [
        "tintColor": "tintColor",
        // What UIKit draws a grouped table's cells with since iOS 13.
        "tableCellGroupedBackgroundColor": "secondarySystemGroupedBackground",
    ]

    /// `UIColor`'s class colour properties (UIKit, iOS 17 SDK), `tintColor` apart.
    static let uikitProperties: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
        "orange", "purple", "brown", "clear",
        "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow", "systemPink", "systemPurple",
        "systemTeal", "systemIndigo", "systemBrown", "systemMint", "systemCyan",
        "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText",
        "separator", "opaqueSeparator",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
        "lightText", "darkText", "groupTableViewBackground", "viewFlipsideBackground",
        "scrollViewTexturedBackground", "underPageBackground",
    ]
}
