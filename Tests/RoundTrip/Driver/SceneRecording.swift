import Foundation
import UIKit

/// What a view's scene objects hold once printed code ran, in the dump format's terms: its
/// runtime attributes (values set by key path, and the layer properties UIKit declares) and
/// the gesture recognizers it adds.
enum SceneRecording {
    /// The values set by key path, and each layer property away from UIKit's default under its
    /// key path from the view (`layer.cornerRadius`).
    static func runtimeValues(of view: UIView) -> [String: Any] {
        var values: [String: Any] = [:]
        for (keyPath, value) in view.valuesSetByKeyPath { values[keyPath] = json(value) }
        let layer = view.layer
        if layer.cornerRadius != 0 { values["layer.cornerRadius"] = Double(layer.cornerRadius) }
        if layer.masksToBounds { values["layer.masksToBounds"] = true }
        if layer.borderWidth != 0 { values["layer.borderWidth"] = Double(layer.borderWidth) }
        if let color = layer.borderColor { values["layer.borderColor"] = json(color.uiColor) }
        if let color = layer.shadowColor { values["layer.shadowColor"] = json(color.uiColor) }
        if layer.shadowOpacity != 0 { values["layer.shadowOpacity"] = Double(layer.shadowOpacity) }
        if layer.shadowRadius != 3 { values["layer.shadowRadius"] = Double(layer.shadowRadius) }
        if layer.shadowOffset != CGSize(width: 0, height: -3) { values["layer.shadowOffset"] = json(layer.shadowOffset) }
        return values
    }

    /// The recognizers the view adds, in order: class, target–action pairs, delegate and the
    /// settings away from UIKit's defaults.
    static func gestures(of view: UIView) -> [[String: Any]] {
        (view.gestureRecognizers ?? []).map { recognizer in
            var settings: [String: Any] = [:]
            switch recognizer {
            case let tap as UITapGestureRecognizer:
                if tap.numberOfTapsRequired != 1 { settings["numberOfTapsRequired"] = tap.numberOfTapsRequired }
                if tap.numberOfTouchesRequired != 1 { settings["numberOfTouchesRequired"] = tap.numberOfTouchesRequired }
            case let press as UILongPressGestureRecognizer:
                if press.numberOfTapsRequired != 0 { settings["numberOfTapsRequired"] = press.numberOfTapsRequired }
                if press.numberOfTouchesRequired != 1 { settings["numberOfTouchesRequired"] = press.numberOfTouchesRequired }
                if press.minimumPressDuration != 0.5 { settings["minimumPressDuration"] = press.minimumPressDuration }
                if press.allowableMovement != 10 { settings["allowableMovement"] = Double(press.allowableMovement) }
            case let pan as UIPanGestureRecognizer:
                if pan.minimumNumberOfTouches != 1 { settings["minimumNumberOfTouches"] = pan.minimumNumberOfTouches }
                if pan.maximumNumberOfTouches != Int.max { settings["maximumNumberOfTouches"] = pan.maximumNumberOfTouches }
                if let edge = pan as? UIScreenEdgePanGestureRecognizer, !edge.edges.isEmpty {
                    settings["edges"] = [("top", UIRectEdge.top), ("left", .left), ("bottom", .bottom), ("right", .right)]
                        .filter { edge.edges.contains($0.1) }.map(\.0)
                }
            case let swipe as UISwipeGestureRecognizer:
                if swipe.numberOfTouchesRequired != 1 { settings["numberOfTouchesRequired"] = swipe.numberOfTouchesRequired }
                if swipe.direction != .right {
                    settings["direction"] = [("right", UISwipeGestureRecognizer.Direction.right), ("left", .left), ("up", .up), ("down", .down)]
                        .filter { swipe.direction.contains($0.1) }.map(\.0)
                }
            default: break
            }
            if !recognizer.isEnabled { settings["isEnabled"] = false }
            if !recognizer.cancelsTouchesInView { settings["cancelsTouchesInView"] = false }
            if recognizer.delaysTouchesBegan { settings["delaysTouchesBegan"] = true }
            if !recognizer.delaysTouchesEnded { settings["delaysTouchesEnded"] = false }
            return [
                "id": Recording.id(recognizer),
                "class": String(describing: type(of: recognizer)),
                "actions": recognizer.targetActions.map { pair -> [String: Any] in
                    ["target": pair.target.map(Recording.id) ?? NSNull(), "selector": pair.action.name]
                },
                "delegate": recognizer.delegate.map { Recording.id($0) } ?? NSNull(),
                "settings": settings,
            ]
        }
    }

    /// A value set by key path as JSON: numbers, flags and text as they are, a colour as the
    /// dump writes one, geometry and ranges as objects, an image by name, nil as null.
    private static func json(_ value: Any?) -> Any {
        switch value {
        case nil: return NSNull()
        case let flag as Bool: return flag
        case let number as Int: return Double(number)
        case let number as Double: return number
        case let number as CGFloat: return Double(number)
        case let number as Float: return Double(number)
        case let text as String: return text
        case let color as UIColor: return Recording.color(color)
        case let point as CGPoint: return ["x": Double(point.x), "y": Double(point.y)]
        case let size as CGSize: return ["width": Double(size.width), "height": Double(size.height)]
        case let rect as CGRect:
            return ["x": Double(rect.origin.x), "y": Double(rect.origin.y), "width": Double(rect.size.width), "height": Double(rect.size.height)]
        case let range as NSRange: return ["location": range.location, "length": range.length]
        case let image as UIImage: return ["image": image.name]
        case let .some(other):
            // An optional inside Any (`UIColor(named:)`'s), unwrapped once.
            let mirror = Mirror(reflecting: other)
            if mirror.displayStyle == .optional { return json(mirror.children.first?.value) }
            return "\(other)"
        }
    }
}
