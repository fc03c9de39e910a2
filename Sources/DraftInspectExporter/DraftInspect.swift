#if canImport(UIKit)
import Foundation
import UIKit

/// Writes a draft-inspect dump (format v1) of a live view hierarchy, for
/// `draft-inspect check`, `print` and `repl`.
///
/// Add the `DraftInspectExporter` library to a debug build and call it from code or lldb:
///
/// ```
/// (lldb) expr -l Swift -- import DraftInspectExporter
/// (lldb) po DraftInspect.dump(view)
/// (lldb) expr -l Swift -- try! DraftInspect.write(view, to: NSTemporaryDirectory() + "dump.json")
/// ```
public enum DraftInspect {
    /// The v1 JSON for the subtree of `view`: every view, every layout guide a constraint
    /// uses, and every constraint installed on the subtree's views or their ancestors that
    /// involves the subtree.
    ///
    /// UIKit keeps no list of inactive constraints; pass the ones you hold in `inactive` to
    /// have them recorded too. Constraints between the subtree and views outside it are left
    /// out (their other item is not in the dump) and counted in `metadata`.
    public static func dump(_ view: UIView, inactive: [NSLayoutConstraint] = []) -> String {
        Exporter(root: view, inactive: inactive).json()
    }

    /// The dump of a view controller's view, with the safe area that controller sees.
    public static func dump(_ viewController: UIViewController, inactive: [NSLayoutConstraint] = []) -> String {
        dump(viewController.view, inactive: inactive)
    }

    /// Writes ``dump(_:inactive:)`` to `path` atomically (a reader never sees half a file).
    public static func write(_ view: UIView, to path: String, inactive: [NSLayoutConstraint] = []) throws {
        try Data(dump(view, inactive: inactive).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// Writes the dump of a view controller's view to `path` atomically.
    public static func write(_ viewController: UIViewController, to path: String, inactive: [NSLayoutConstraint] = []) throws {
        try write(viewController.view, to: path, inactive: inactive)
    }
}

/// One export: walks the subtree once and writes JSON by hand, so the output is byte-stable
/// and the library needs nothing but UIKit and Foundation.
private struct Exporter {
    let root: UIView
    let inactive: [NSLayoutConstraint]

    func json() -> String {
        let views = subtree()
        let inSubtree = Set(views.map(ObjectIdentifier.init))
        var guides: [UILayoutGuide] = []
        var guideIDs: Set<ObjectIdentifier> = []
        var constraints: [NSLayoutConstraint] = []
        var seen: Set<ObjectIdentifier> = []
        var leftOut = 0

        func belongs(_ item: AnyObject?) -> Bool {
            if let view = item as? UIView { return inSubtree.contains(ObjectIdentifier(view)) }
            if let guide = item as? UILayoutGuide, let owner = guide.owningView {
                return inSubtree.contains(ObjectIdentifier(owner))
            }
            return item == nil
        }
        func consider(_ constraint: NSLayoutConstraint) {
            guard seen.insert(ObjectIdentifier(constraint)).inserted else { return }
            let items = [constraint.firstItem, constraint.secondItem]
            guard items.contains(where: { $0 != nil && belongs($0) }) else { return }
            guard items.allSatisfy(belongs) else {
                leftOut += 1
                return
            }
            constraints.append(constraint)
            for case let guide as UILayoutGuide in items where guideIDs.insert(ObjectIdentifier(guide)).inserted {
                guides.append(guide)
            }
        }
        for view in views + ancestors() {
            view.constraints.forEach(consider)
        }
        inactive.forEach(consider)

        var members: [String] = [
            field("format", string("draft-inspect-dump")),
            field("version", "1"),
            field("root", string(id(root))),
        ]
        members += rootKind()
        members += [
            field("views", array(views.map(describe))),
            field("layoutGuides", array(guides.map(describe))),
            field("constraints", array(constraints.map(describe))),
        ]
        if root.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            members.append(field("layoutDirection", string("rightToLeft")))
        }
        members.append(field("metadata", object([
            field("producer", string("DraftInspectExporter")),
            field("capturedAt", string(ISO8601DateFormatter().string(from: Date()))),
            field("constraintsToViewsOutsideTheSubtree", String(leftOut)),
        ])))
        return object(members) + "\n"
    }

    /// `rootKind` (and `viewController`): what the root is, which the dump format cannot
    /// always infer from classes (an app's cell subclass, a controller's view).
    func rootKind() -> [String] {
        if let controller = root.next as? UIViewController, controller.viewIfLoaded === root {
            // `String(reflecting:)` is NSStringFromClass's module-qualified name, and also
            // works for a nested class (Foundation on Linux traps there).
            return [field("rootKind", string("viewControllerView")),
                    field("viewController", string(String(reflecting: type(of: controller))))]
        }
        if root is UITableViewCell { return [field("rootKind", string("tableViewCell"))] }
        if root is UICollectionViewCell { return [field("rootKind", string("collectionViewCell"))] }
        if let cell = root.superview as? UITableViewCell, cell.contentView === root {
            return [field("rootKind", string("cellContentView"))]
        }
        if let cell = root.superview as? UICollectionViewCell, cell.contentView === root {
            return [field("rootKind", string("cellContentView"))]
        }
        if let header = root.superview as? UITableViewHeaderFooterView, header.contentView === root {
            return [field("rootKind", string("cellContentView"))]
        }
        return []
    }

    /// The subtree in depth-first pre-order.
    func subtree() -> [UIView] {
        var result: [UIView] = []
        var stack = [root]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    func ancestors() -> [UIView] {
        var result: [UIView] = []
        var current = root.superview
        while let view = current {
            result.append(view)
            current = view.superview
        }
        return result
    }

    // MARK: Elements

    func describe(_ view: UIView) -> String {
        var members = [
            field("id", string(id(view))),
            field("class", string(String(describing: type(of: view)))),
            field("frame", rect(view.frame)),
            field("subviews", array(view.subviews.map { string(id($0)) })),
        ]
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
            members.append(field("accessibilityIdentifier", string(identifier)))
        }
        if let text = text(of: view) { members.append(field("text", string(text))) }
        if view.isHidden { members.append(field("hidden", "true")) }
        members.append(field("translatesAutoresizingMaskIntoConstraints", view.translatesAutoresizingMaskIntoConstraints ? "true" : "false"))
        let mask = maskNames(view.autoresizingMask)
        if !mask.isEmpty { members.append(field("autoresizingMask", array(mask.map(string)))) }
        let size = view.intrinsicContentSize
        if size.width != UIView.noIntrinsicMetric || size.height != UIView.noIntrinsicMetric {
            members.append(field("intrinsicContentSize", object([
                field("width", size.width == UIView.noIntrinsicMetric ? "null" : number(size.width)),
                field("height", size.height == UIView.noIntrinsicMetric ? "null" : number(size.height)),
            ])))
        }
        members.append(field("contentHuggingPriority", axes(
            view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical))))
        members.append(field("contentCompressionResistancePriority", axes(
            view.contentCompressionResistancePriority(for: .horizontal),
            view.contentCompressionResistancePriority(for: .vertical))))
        members.append(field("layoutMargins", insets(view.layoutMargins)))
        members.append(field("safeAreaInsets", insets(view.safeAreaInsets)))
        if !view.insetsLayoutMarginsFromSafeArea { members.append(field("insetsLayoutMarginsFromSafeArea", "false")) }
        if view.alignmentRectInsets != .zero {
            members.append(field("alignmentRectInsets", insets(view.alignmentRectInsets)))
        }
        if let label = view as? UILabel, let offsets = baselineOffsets(of: label) {
            members.append(field("baselineOffsets", object([
                field("first", number(offsets.first)), field("last", number(offsets.last)),
            ])))
        }
        if let stack = view as? UIStackView {
            members.append(field("stack", object([
                field("axis", string(stack.axis == .horizontal ? "horizontal" : "vertical")),
                field("arrangedSubviews", array(stack.arrangedSubviews.map { string(id($0)) })),
                field("distribution", string(distributionName(stack.distribution))),
                field("alignment", string(alignmentName(stack.alignment, axis: stack.axis))),
                field("spacing", number(stack.spacing)),
                field("isLayoutMarginsRelativeArrangement", stack.isLayoutMarginsRelativeArrangement ? "true" : "false"),
                field("isBaselineRelativeArrangement", stack.isBaselineRelativeArrangement ? "true" : "false"),
            ])))
        }
        return object(members)
    }

    func describe(_ guide: UILayoutGuide) -> String {
        var members = [field("id", string(id(guide)))]
        if let owner = guide.owningView { members.append(field("owner", string(id(owner)))) }
        members.append(field("kind", string(kind(of: guide))))
        if !guide.identifier.isEmpty { members.append(field("identifier", string(guide.identifier))) }
        members.append(field("frame", rect(guide.layoutFrame)))
        return object(members)
    }

    func describe(_ constraint: NSLayoutConstraint) -> String {
        var members = [
            field("id", string(id(constraint))),
            field("class", string(String(describing: type(of: constraint)))),
        ]
        if let identifier = constraint.identifier { members.append(field("identifier", string(identifier))) }
        members.append(field("first", constraint.firstItem.map { string(id($0)) } ?? "null"))
        members.append(field("firstAttribute", string(attributeName(constraint.firstAttribute))))
        members.append(field("relation", string(relationName(constraint.relation))))
        members.append(field("second", constraint.secondItem.map { string(id($0)) } ?? "null"))
        members.append(field("secondAttribute", string(attributeName(constraint.secondAttribute))))
        members.append(field("multiplier", number(constraint.multiplier)))
        members.append(field("constant", number(constraint.constant)))
        members.append(field("priority", number(CGFloat(constraint.priority.rawValue))))
        members.append(field("active", constraint.isActive ? "true" : "false"))
        return object(members)
    }

    // MARK: UIKit facts

    func text(of view: UIView) -> String? {
        switch view {
        case let label as UILabel: return label.text
        case let button as UIButton: return button.currentTitle
        case let field as UITextField: return field.text.flatMap { $0.isEmpty ? nil : $0 } ?? field.placeholder
        case let searchBar as UISearchBar: return searchBar.text.flatMap { $0.isEmpty ? nil : $0 } ?? searchBar.placeholder
        case let textView as UITextView: return textView.text.flatMap { $0.isEmpty ? nil : $0 }
        // A switch's title (iOS 14) is what Mac Catalyst shows beside a checkbox.
        case let toggle as UISwitch: return toggle.title.flatMap { $0.isEmpty ? nil : $0 }
        default: return nil
        }
    }

    /// UILabel centres its text vertically, so its first baseline lies half the spare height
    /// below the top, plus the font's ascender; later lines follow one line height apart.
    func baselineOffsets(of label: UILabel) -> (first: CGFloat, last: CGFloat)? {
        let font = label.font
        guard let font, font.lineHeight > 0 else { return nil }
        let lines = max(1, (label.intrinsicContentSize.height / font.lineHeight).rounded())
        let spare = (label.bounds.height - lines * font.lineHeight) / 2
        let first = spare + font.ascender
        return (first, first + (lines - 1) * font.lineHeight)
    }

    func kind(of guide: UILayoutGuide) -> String {
        if guide is UIKeyboardLayoutGuide { return "keyboard" }
        switch guide.identifier {
        case "UIViewSafeAreaLayoutGuide": return "safeArea"
        case "UIViewLayoutMarginsGuide": return "layoutMargins"
        case "UIViewReadableContentGuide": return "readableContent"
        case "UIViewKeyboardLayoutGuide": return "keyboard"
        case "UIScrollView-contentLayoutGuide": return "contentLayout"
        case "UIScrollView-frameLayoutGuide": return "frameLayout"
        default: break
        }
        if let scrollView = guide.owningView as? UIScrollView {
            if guide === scrollView.contentLayoutGuide { return "contentLayout" }
            if guide === scrollView.frameLayoutGuide { return "frameLayout" }
        }
        return "custom"
    }

    func maskNames(_ mask: UIView.AutoresizingMask) -> [String] {
        let names: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "flexibleLeftMargin"), (.flexibleWidth, "flexibleWidth"),
            (.flexibleRightMargin, "flexibleRightMargin"), (.flexibleTopMargin, "flexibleTopMargin"),
            (.flexibleHeight, "flexibleHeight"), (.flexibleBottomMargin, "flexibleBottomMargin"),
        ]
        return names.filter { mask.contains($0.0) }.map(\.1)
    }

    func attributeName(_ attribute: NSLayoutConstraint.Attribute) -> String {
        switch attribute {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        @unknown default: "notAnAttribute"
        }
    }

    func relationName(_ relation: NSLayoutConstraint.Relation) -> String {
        switch relation {
        case .lessThanOrEqual: "lessThanOrEqual"
        case .greaterThanOrEqual: "greaterThanOrEqual"
        default: "equal"
        }
    }

    func distributionName(_ distribution: UIStackView.Distribution) -> String {
        switch distribution {
        case .fillEqually: "fillEqually"
        case .fillProportionally: "fillProportionally"
        case .equalSpacing: "equalSpacing"
        case .equalCentering: "equalCentering"
        default: "fill"
        }
    }

    /// UIKit's `top` and `leading` (and `bottom` and `trailing`) are one value; the name that
    /// fits the stack's cross axis is written.
    func alignmentName(_ alignment: UIStackView.Alignment, axis: NSLayoutConstraint.Axis) -> String {
        switch alignment {
        case .leading: axis == .horizontal ? "top" : "leading"
        case .trailing: axis == .horizontal ? "bottom" : "trailing"
        case .firstBaseline: "firstBaseline"
        case .center: "center"
        case .lastBaseline: "lastBaseline"
        default: "fill"
        }
    }

    // MARK: JSON

    func id(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    func field(_ key: String, _ value: String) -> String { string(key) + ": " + value }
    func object(_ members: [String]) -> String { "{" + members.joined(separator: ", ") + "}" }
    func array(_ elements: [String]) -> String { "[" + elements.joined(separator: ", ") + "]" }

    func number(_ value: CGFloat) -> String {
        let double = Double(value)
        guard double.isFinite else { return "0" }
        if double == double.rounded(), abs(double) < 1e15 { return String(Int64(double)) }
        return "\(double)"
    }

    func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let c where c.value < 0x20: result += String(format: "\\u%04x", c.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    func rect(_ rect: CGRect) -> String {
        object([
            field("x", number(rect.origin.x)), field("y", number(rect.origin.y)),
            field("width", number(rect.size.width)), field("height", number(rect.size.height)),
        ])
    }

    func insets(_ insets: UIEdgeInsets) -> String {
        object([
            field("top", number(insets.top)), field("left", number(insets.left)),
            field("bottom", number(insets.bottom)), field("right", number(insets.right)),
        ])
    }

    func axes(_ horizontal: UILayoutPriority, _ vertical: UILayoutPriority) -> String {
        object([
            field("horizontal", number(CGFloat(horizontal.rawValue))),
            field("vertical", number(CGFloat(vertical.rawValue))),
        ])
    }
}
#endif
