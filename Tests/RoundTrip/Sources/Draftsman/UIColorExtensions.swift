import UIKit

// Draftsman 3.2.5 extends UIColor (Utilities/Extensions/UIColor+Extensions.swift). The
// integer initializer matters most: it wins over UIKit's CGFloat one for integer literals, so
// `UIColor(red: 0, green: 0, blue: 1, alpha: 1)` is 1/255 blue once Draftsman is imported.
public extension UIColor {
    /// Components from 0 to 255, clamped, divided by 255, as Draftsman does.
    convenience init(red: Int, green: Int, blue: Int, alpha: CGFloat = 1) {
        func scaled(_ value: Int) -> CGFloat { CGFloat(max(min(value, 255), 0)) / 255 }
        self.init(red: scaled(red), green: scaled(green), blue: scaled(blue), alpha: alpha)
    }

    /// `0xRRGGBB`.
    convenience init(hex: Int, alpha: CGFloat = 1) {
        self.init(red: (hex >> 16) & 0xFF, green: (hex >> 8) & 0xFF, blue: hex & 0xFF, alpha: alpha)
    }
}
