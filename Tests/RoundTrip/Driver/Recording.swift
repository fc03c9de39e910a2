import Foundation
import UIKit

/// One printed layout to run: its name (`<dump>.<variant>`) and the code that makes the
/// printed class as UIKit would (a controller's view loaded, a view or cell initialized), with
/// the printed root and what the printed code calls it.
struct RoundTripCase {
    let name: String
    let make: @MainActor () -> (owner: AnyObject, root: UIView, rootName: String)
    /// For frame-based code (NotAutoLayout): lays the views out again for the root's current
    /// size (`PrintedLayout.layout()`), given the printed class.
    var relayout: (@MainActor (AnyObject) -> Void)? = nil
}

/// What one run left behind, as `scripts/roundtrip` compares it: the recorder's active
/// constraints with their items, its errors, and the printed name of every view and guide.
///
/// Items are named by address, the way the exporter names them, so the two files of a case
/// refer to the same objects. Attributes and relations are UIKit's raw values.
struct Recording {
    /// The printed root: a controller's view, a cell, a cell's content view or a view.
    let root: UIView?
    let names: [String: String]
    /// The views a printed cell answers its own read-only views with (`textLabel`, …), by that name.
    let cellMembers: [String: String]
    /// The printed class's array properties of views (outlet collections), each in order.
    let collections: [String: [String]]
    /// The printed class's instance: the target of its actions, its views' delegate.
    let owner: AnyObject
    let active: [NSLayoutConstraint]
    let created: Int
    let errors: [String]

    @MainActor
    init(made: (owner: AnyObject, root: UIView, rootName: String), recorder: ConstraintRecorder) {
        var names: [String: String] = [Self.id(made.root): made.rootName]
        var collections: [String: [String]] = [:]
        // The printed class's stored properties are the printed names; an effect view's
        // content view, which the code never declares, is named through it.
        if let effectView = made.root as? UIVisualEffectView { names[Self.id(effectView.contentView)] = made.rootName + ".contentView" }
        for child in Mirror(reflecting: made.owner).children {
            guard let label = child.label else { continue }
            if let view = child.value as? UIView {
                names[Self.id(view)] = label
                if let effectView = view as? UIVisualEffectView { names[Self.id(effectView.contentView)] = label + ".contentView" }
            } else if let guide = child.value as? UILayoutGuide {
                names[Self.id(guide)] = label
            } else if let views = child.value as? [UIView] {
                collections[label] = views.map(Self.id)
            } else if let recognizer = child.value as? UIGestureRecognizer {
                names[Self.id(recognizer)] = label
            }
        }
        var cellMembers: [String: String] = [:]
        if let cell = made.owner as? UITableViewCell {
            names[Self.id(cell.contentView)] = "contentView"
            let own: [(String, UIView?)] = [("textLabel", cell.textLabel), ("detailTextLabel", cell.detailTextLabel), ("imageView", cell.imageView)]
            for case let (name, view?) in own {
                cellMembers[Self.id(view)] = name
                // The style's own views, which printed code reaches by these names.
                if view.superview === cell.contentView, names[Self.id(view)] == nil { names[Self.id(view)] = name }
            }
        }
        self.cellMembers = cellMembers
        if let cell = made.owner as? UICollectionViewCell { names[Self.id(cell.contentView)] = "contentView" }
        if let header = made.owner as? UITableViewHeaderFooterView { names[Self.id(header.contentView)] = "contentView" }
        root = made.root
        self.names = names
        self.collections = collections
        owner = made.owner
        active = recorder.active
        created = recorder.created.count
        errors = recorder.errors
    }

    func json() -> String {
        var items: [String: Any] = [:]
        for constraint in active {
            for case let item? in [constraint.firstItem, constraint.secondItem] {
                items[Self.id(item)] = describe(item)
            }
        }
        let object: [String: Any] = [
            "root": root.map(Self.id) ?? NSNull(),
            "names": names,
            "cellMembers": cellMembers,
            "collections": collections,
            "owner": Self.id(owner),
            "errors": errors,
            "created": created,
            "items": items,
            "active": active.map(describe(_:)),
            "properties": root.map(Self.properties(under:)) ?? [:],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func describe(_ constraint: NSLayoutConstraint) -> [String: Any] {
        [
            "first": constraint.firstItem.map(Self.id) ?? NSNull(),
            "firstAttribute": constraint.firstAttribute.rawValue,
            "relation": constraint.relation.rawValue,
            "second": constraint.secondItem.map(Self.id) ?? NSNull(),
            "secondAttribute": constraint.secondAttribute.rawValue,
            "multiplier": Double(constraint.multiplier),
            "constant": Double(constraint.constant),
            "priority": Double(constraint.priority.rawValue),
            "identifier": constraint.identifier ?? NSNull(),
        ]
    }

    private func describe(_ item: AnyObject) -> [String: Any] {
        if let guide = item as? UILayoutGuide {
            return [
                "kind": "guide",
                "owner": guide.owningView.map(Self.id) ?? NSNull(),
                "identifier": guide.identifier,
                "keyboard": guide is UIKeyboardLayoutGuide,
            ]
        }
        return ["kind": "view", "class": String(describing: type(of: item))]
    }

    /// What every view under `root` shows, by id, in the dump format's keys and values: the
    /// properties its class has, each as the view holds it (UIKit's default when code set
    /// nothing; a colour or image not set is null).
    static func properties(under root: UIView) -> [String: Any] {
        var result: [String: Any] = [:]
        var pending = [root]
        while let view = pending.popLast() {
            result[id(view)] = properties(of: view)
            pending += view.subviews
        }
        return result
    }

    private static func properties(of view: UIView) -> [String: Any] {
        var values: [String: Any] = [
            "class": String(describing: type(of: view)),
            "contentMode": "\(view.contentMode)",
            "clipsToBounds": view.clipsToBounds,
            "semanticContentAttribute": "\(view.semanticContentAttribute)",
            "backgroundColor": color(view.backgroundColor),
            "tintColor": color(view.tintColor),
        ]
        if let control = view as? UIControl, !control.targetActions.isEmpty {
            values["actions"] = control.targetActions.map { pair -> [String: Any] in
                [
                    "target": pair.target.map(id) ?? NSNull(),
                    "selector": pair.action.name,
                    "events": UIControl.Event.names.filter { pair.events.contains($0.event) && $0.event.rawValue.nonzeroBitCount == 1 }.map(\.name),
                ]
            }
        }
        // The delegate-style outlets printed code can set, by property.
        var connected: [(property: String, object: AnyObject?)] = []
        if let field = view as? UITextField { connected.append(("delegate", field.delegate)) }
        if let scrollView = view as? UIScrollView { connected.append(("delegate", scrollView.delegate)) }
        if let table = view as? UITableView { connected.append(("dataSource", table.dataSource)) }
        if let collection = view as? UICollectionView { connected.append(("dataSource", collection.dataSource)) }
        if let picker = view as? UIPickerView { connected += [("delegate", picker.delegate), ("dataSource", picker.dataSource)] }
        for case let (property, object?) in connected { values[property] = id(object) }
        let runtime = SceneRecording.runtimeValues(of: view)
        if !runtime.isEmpty { values["runtimeAttributes"] = runtime }
        let gestures = SceneRecording.gestures(of: view)
        if !gestures.isEmpty { values["gestures"] = gestures }
        switch view {
        case let label as UILabel:
            values["font"] = font(label.font ?? .systemFont(ofSize: 17))
            values["textColor"] = color(label.textColor ?? .label)
            values["numberOfLines"] = label.numberOfLines
            values["textAlignment"] = "\(label.textAlignment)"
        case let button as UIButton:
            values["title"] = button.title(for: .normal) ?? NSNull()
            values["buttonType"] = "\(button.buttonType)"
            values["textColor"] = color(button.titleColor(for: .normal))
            values["font"] = font(button.titleLabel?.font ?? .systemFont(ofSize: 15))
            values["image"] = button.image(for: .normal)?.name ?? NSNull()
        case let field as UITextField:
            values["placeholder"] = field.placeholder ?? NSNull()
            values["font"] = field.font.map(font) ?? NSNull()
            values["textColor"] = color(field.textColor)
            values["textAlignment"] = "\(field.textAlignment)"
        case let textView as UITextView:
            values["font"] = textView.font.map(font) ?? NSNull()
            values["textColor"] = color(textView.textColor)
            values["textAlignment"] = "\(textView.textAlignment)"
        case let imageView as UIImageView:
            values["image"] = imageView.image?.name ?? NSNull()
        case let searchBar as UISearchBar:
            values["placeholder"] = searchBar.placeholder ?? NSNull()
        case let cell as UITableViewCell:
            values["accessoryType"] = "\(cell.accessoryType)"
            values["selectionStyle"] = "\(cell.selectionStyle)"
        default:
            break
        }
        return values
    }

    private static func font(_ font: UIFont) -> [String: Any] {
        switch font.recorded {
        case let .system(size, weight): ["system": Double(size), "weight": weight]
        case let .textStyle(style): ["textStyle": style]
        case let .named(name, size): ["name": name, "size": Double(size)]
        }
    }

    static func color(_ color: UIColor?) -> Any {
        switch color?.recorded {
        case nil: NSNull()
        case let .system(name)?: ["system": name]
        case let .named(name)?: ["named": name]
        case let .components(red, green, blue, alpha, space)?:
            ["red": Double(red), "green": Double(green), "blue": Double(blue), "alpha": Double(alpha), "colorSpace": space]
        }
    }

    /// The exporter's id: the object's address.
    static func id(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }
}
