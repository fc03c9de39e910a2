import LayoutModel

/// A runtime attribute as a statement: an assignment where the key path is a layer property
/// UIKit declares (`card.layer.cornerRadius = 8`), else key-value coding, which is what
/// Interface Builder does when it loads the view (`card.setValue(8, forKeyPath: "cornerRadius")`)
/// and works on the app's own properties this file cannot know.
public enum RuntimeAttributeCode {
    /// The statement that sets `attribute` on the view printed as `view`.
    public static func statement(_ attribute: RuntimeAttribute, view: String) -> String {
        if let assigned = assignedValue(attribute) { return "\(view).\(attribute.keyPath) = \(assigned)" }
        return "\(view).setValue(\(value(attribute.value)), forKeyPath: \(SwiftLiteral.string(attribute.keyPath)))"
    }

    /// The value written for an assignment to a declared layer property of its type; nil when
    /// the key path is none or the value is of another type.
    private static func assignedValue(_ attribute: RuntimeAttribute) -> String? {
        switch (layerProperties[attribute.keyPath], attribute.value) {
        case let (.number?, .number(number)): return codeNumber(number)
        case let (.boolean?, .boolean(flag)): return flag ? "true" : "false"
        case let (.cgColor?, .color(color)):
            if case .named = color { return colorValue(color) + "?.cgColor" }
            return colorValue(color) + ".cgColor"
        case (.size?, .size): return value(attribute.value)
        default: return nil
        }
    }

    /// A value as Swift writes it for `setValue(_:forKeyPath:)`: `true`, `8`, `"text"`,
    /// `UIColor(…)`, `CGPoint(x: 1, y: 2)`, `NSRange(location: 0, length: 3)`, `nil`.
    public static func value(_ value: RuntimeAttribute.Value) -> String {
        switch value {
        case let .boolean(flag): flag ? "true" : "false"
        case let .number(number): codeNumber(number)
        case let .string(text): SwiftLiteral.string(text)
        case let .localizedString(text): "NSLocalizedString(\(SwiftLiteral.string(text)), comment: \"\")"
        case let .color(color): colorValue(color)
        case let .point(x, y): "CGPoint(x: \(codeNumber(x)), y: \(codeNumber(y)))"
        case let .size(width, height): "CGSize(width: \(codeNumber(width)), height: \(codeNumber(height)))"
        case let .rect(rect): "CGRect(x: \(codeNumber(rect.x)), y: \(codeNumber(rect.y)), width: \(codeNumber(rect.width)), height: \(codeNumber(rect.height)))"
        case let .range(location, length): "NSRange(location: \(location), length: \(length))"
        case let .image(name): "UIImage(named: \(SwiftLiteral.string(name)))"
        case .nil: "nil"
        }
    }

    /// A colour outside a typed context: `UIColor.systemBlue`, not `.systemBlue`.
    private static func colorValue(_ color: ViewProperties.Color) -> String {
        let expression = ViewPropertyCode.expression(color)
        return expression.hasPrefix(".") ? "UIColor" + expression : expression
    }

    private enum PropertyType {
        case number, boolean, cgColor, size
    }

    /// `CALayer`'s properties that runtime attributes set, by key path from the view.
    private static let layerProperties: [String: PropertyType] = [
        "layer.cornerRadius": .number, "layer.masksToBounds": .boolean, "layer.borderWidth": .number,
        "layer.borderColor": .cgColor, "layer.shadowColor": .cgColor, "layer.shadowOpacity": .number,
        "layer.shadowRadius": .number, "layer.shadowOffset": .size,
    ]
}
