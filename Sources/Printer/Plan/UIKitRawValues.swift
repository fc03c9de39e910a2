import LayoutModel

extension Attribute {
    /// `NSLayoutConstraint.Attribute`'s raw value: SwiftLayoutPrinter's sort order, and one bit
    /// each in a set of attributes.
    var uikitRawValue: Int {
        switch self {
        case .notAnAttribute: 0
        case .left: 1
        case .right: 2
        case .top: 3
        case .bottom: 4
        case .leading: 5
        case .trailing: 6
        case .width: 7
        case .height: 8
        case .centerX: 9
        case .centerY: 10
        case .lastBaseline: 11
        case .firstBaseline: 12
        case .leftMargin: 13
        case .rightMargin: 14
        case .topMargin: 15
        case .bottomMargin: 16
        case .leadingMargin: 17
        case .trailingMargin: 18
        case .centerXWithinMargins: 19
        case .centerYWithinMargins: 20
        }
    }
}

extension Relation {
    /// `NSLayoutConstraint.Relation`'s raw value.
    var uikitRawValue: Int {
        switch self {
        case .lessThanOrEqual: -1
        case .equal: 0
        case .greaterThanOrEqual: 1
        }
    }
}
