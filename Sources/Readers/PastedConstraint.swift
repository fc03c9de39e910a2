import LayoutModel

/// What people paste as a constraint, in any of the forms they meet:
///
/// - UIKit's description from a console, `<NSLayoutConstraint:0x… UILabel:0x….leading ==
///   UIView:0x….leading + 16   (active)>`;
/// - the equation `check` prints, `titleLabel.top == header.bottom + 8 @750`, which may also
///   use UIKit's `UILabel:0x…` items (the description without its wrapper);
/// - visual format, `H:|-16-[titleLabel]-16-|`, which stands for several constraints.
public enum PastedConstraint {
    /// Reads `text` into the constraints it stands for.
    ///
    /// - Parameters:
    ///   - metrics: values for the names a visual format uses.
    ///   - resolve: the item a reference means; for a description, an address or a name.
    ///   - superview: an item's superview, which `|` means.
    public static func constraints(
        parsing text: String, metrics: [String: Double] = [:],
        resolve: @escaping (String) throws(EquationSyntaxError) -> ItemID, superview: (ItemID) -> ItemID?
    ) throws(EquationSyntaxError) -> [Constraint] {
        let trimmed = String(text.drop { $0 == " " || $0 == "\t" })
        if trimmed.hasPrefix("<") {
            return [try description(trimmed, resolve: resolve, superview: superview)]
        }
        if VisualFormatNotation.startsVisualFormat(trimmed) {
            return try VisualFormatNotation.constraints(parsing: trimmed, metrics: metrics, resolve: resolve, superview: superview)
        }
        return [try EquationNotation.constraint(parsing: trimmed, resolve: resolve)]
    }

    /// A whole description, read by the conflict-log reader; its items are found by address,
    /// else by the name the log shows.
    private static func description(
        _ text: String, resolve: (String) throws(EquationSyntaxError) -> ItemID, superview: (ItemID) -> ItemID?
    ) throws(EquationSyntaxError) -> Constraint {
        let logged: LoggedConstraint
        do throws(LogSyntaxError) {
            logged = try ConstraintDescriptionParser.parse(text)
        } catch {
            throw EquationSyntaxError(error.message, column: error.offset + 1)
        }
        func find(_ item: LoggedItem) throws(EquationSyntaxError) -> ItemID {
            var firstError: EquationSyntaxError?
            for reference in [item.address, item.accessibilityName].compactMap({ $0 }) {
                do {
                    return try resolve(reference)
                } catch {
                    firstError = firstError ?? error
                }
            }
            throw firstError ?? EquationSyntaxError("the description names no item")
        }
        func resolved(_ anchor: LoggedAnchor) throws(EquationSyntaxError) -> LoggedAnchor {
            guard case let .item(item) = anchor else { return anchor }
            return .item(LoggedItem(address: try find(item).rawValue))
        }
        var body = logged.body
        body.first = try resolved(body.first)
        body.second = try body.second.map { anchor throws(EquationSyntaxError) in try resolved(anchor) }
        var container = try logged.superview.map { item throws(EquationSyntaxError) in try find(item) }
        if container == nil {
            for case let .item(item) in [body.first, body.second].compactMap({ $0 }) {
                container = superview(ItemID(item.id))
                break
            }
        }
        do throws(LogSyntaxError) {
            var constraint = try EquationNotation.validated(EquationNotation.constraint(from: body, superview: container))
            constraint.priority = logged.priority
            constraint.identifier = logged.identifier
            return constraint
        } catch {
            throw EquationSyntaxError(error.message)
        }
    }
}
